import { z } from 'zod';
import { HERO_SCENES } from '../content/categories';
import { calendarDay } from '../lib/dates';
import { ADVERT_POSITIONS } from './schema';

/** The adverts file `npm run adverts:import` loads (docs/adverts.md), and its checks. */

/** Plain words only: no markup, no control characters, a length a card can show. */
const words = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !/[<>\p{Cc}]/u.test(value), 'Plain words only: no < >, no control characters.');
const DAY = calendarDay();

/** Where a click may go: one of our pages, or an https address (never javascript:, never http:). */
const DESTINATION = z
  .string()
  .max(500)
  .refine(
    (value) => /^\/(?!\/)[^\s\\]*$/.test(value) || /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#][^\s]*)?$/.test(value),
    'One of our pages (/stays) or an https:// address.',
  );

export const AdvertRowSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case words joined by hyphens.')
      .max(60),
    kind: z.enum(['house', 'partner']),
    advertiser: words(60),
    positions: z.array(z.enum(ADVERT_POSITIONS)).min(1).max(4),
    language: z.enum(['en', 'fr']),
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'ISO 3166 alpha-2 (NG, GH…).'))
      .min(1)
      .max(250)
      .nullable()
      .default(null),
    title: words(80),
    body: words(200),
    action: words(30),
    url: DESTINATION,
    art: z.enum(HERO_SCENES).nullable().default(null),
    startsOn: DAY,
    endsOn: DAY,
    weight: z.number().int().min(1).max(100).default(10),
    active: z.boolean().default(true),
  })
  .refine((row) => row.endsOn >= row.startsOn, { message: 'endsOn is before startsOn.', path: ['endsOn'] });

export const AdvertFileSchema = z.object({ adverts: z.array(AdvertRowSchema).min(1).max(1000) });
export type AdvertFile = z.input<typeof AdvertFileSchema>;

/** An adverts file checked: its problems by place (`adverts[2].url: …`), or the rows to load. */
export function checkAdvertFile(json: unknown): { ok: true; file: z.output<typeof AdvertFileSchema> } | { ok: false; problems: string[] } {
  const parsed = AdvertFileSchema.safeParse(json);
  if (!parsed.success)
    return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join('.').replace(/\.(\d+)/g, '[$1]')}: ${issue.message}`) };
  const ids = parsed.data.adverts.map((row) => row.id);
  const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (twice.length > 0) return { ok: false, problems: [...new Set(twice)].map((id) => `${id}: named twice`) };
  return { ok: true, file: parsed.data };
}
