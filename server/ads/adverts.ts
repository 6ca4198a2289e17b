import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { seedRuns } from '../db/schema';
import { env } from '../env';
import { HERO_SCENES } from '../content/categories';
import { todayInLagos, calendarDay } from '../lib/dates';
import { ADVERT_POSITIONS, advertStats, adverts, type AdvertPosition } from './schema';
import { houseAdverts } from './house';

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
  .refine((value) => /^\/(?!\/)[^\s\\]*$/.test(value) || /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#][^\s]*)?$/.test(value), 'One of our pages (/stays) or an https:// address.');

export const AdvertRowSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case words joined by hyphens.').max(60),
    kind: z.enum(['house', 'partner']),
    advertiser: words(60),
    positions: z.array(z.enum(ADVERT_POSITIONS)).min(1).max(4),
    language: z.enum(['en', 'fr']),
    countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'ISO 3166 alpha-2 (NG, GH…).')).min(1).max(250).nullable().default(null),
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
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join('.').replace(/\.(\d+)/g, '[$1]')}: ${issue.message}`) };
  const ids = parsed.data.adverts.map((row) => row.id);
  const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (twice.length > 0) return { ok: false, problems: [...new Set(twice)].map((id) => `${id}: named twice`) };
  return { ok: true, file: parsed.data };
}

/** Loads adverts: new ones are added, those with the same id replaced (their figures kept). */
export async function importAdverts(db: Database, file: z.output<typeof AdvertFileSchema>): Promise<{ adverts: number; total: number }> {
  await db.transaction(async (tx) => {
    for (const row of file.adverts) {
      await tx
        .insert(adverts)
        .values(row)
        .onConflictDoUpdate({ target: adverts.id, set: { ...row, updatedAt: new Date() } });
    }
  });
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(adverts)) as [{ total: number }];
  return { adverts: file.adverts.length, total };
}

const HOUSE_VERSION = 'house-1';
const seeded = new WeakMap<object, Promise<void>>();

/** Our own adverts in this database, written once (an operator's edits and deletions of them stay). */
export function ensureHouseAdverts(db: Database): Promise<void> {
  let done = seeded.get(db);
  if (!done) {
    done = (async () => {
      const [run] = await db.select().from(seedRuns).where(eq(seedRuns.dataset, 'adverts'));
      if (run?.version === HOUSE_VERSION) return;
      const rows = AdvertFileSchema.parse({ adverts: houseAdverts(env().BRAND_NAME) }).adverts;
      await db.transaction(async (tx) => {
        await tx.insert(adverts).values(rows).onConflictDoNothing();
        await tx
          .insert(seedRuns)
          .values({ dataset: 'adverts', version: HOUSE_VERSION, rows: rows.length })
          .onConflictDoUpdate({ target: seedRuns.dataset, set: { version: HOUSE_VERSION, rows: rows.length, seededAt: new Date() } });
      });
    })();
    seeded.set(db, done);
    done.catch(() => seeded.delete(db));
  }
  return done;
}

export type ShownAdvert = Pick<typeof adverts.$inferSelect, 'id' | 'kind' | 'advertiser' | 'title' | 'body' | 'action' | 'art'>;

/**
 * Weighted choice without putting back: each advert's chance is its weight over the weights left.
 * `random` is injectable so tests can see the arithmetic.
 */
export function chooseByWeight<T extends { weight: number }>(candidates: T[], count: number, random: () => number = Math.random): T[] {
  const left = [...candidates];
  const chosen: T[] = [];
  while (chosen.length < count && left.length > 0) {
    let ticket = random() * left.reduce((sum, row) => sum + row.weight, 0);
    const index = left.findIndex((row) => (ticket -= row.weight) < 0);
    chosen.push(left.splice(index === -1 ? left.length - 1 : index, 1)[0]!);
  }
  return chosen;
}

/**
 * Today's adverts for a position, in the reader's language and for their country: those running
 * today (Lagos) that name the position, chosen by weight. Each shown one is counted.
 */
export async function advertsForToday(
  db: Database,
  request: { position: AdvertPosition; language: 'en' | 'fr'; country: string | null; count: number },
  at: Date,
  random?: () => number,
): Promise<ShownAdvert[]> {
  await ensureHouseAdverts(db);
  const today = todayInLagos(at);
  const running = await db
    .select()
    .from(adverts)
    .where(and(eq(adverts.active, true), eq(adverts.language, request.language), lte(adverts.startsOn, today), gte(adverts.endsOn, today), sql`${adverts.positions} @> ${JSON.stringify([request.position])}::jsonb`));
  const fitting = running.filter((row) => !row.countries || (request.country !== null && row.countries.includes(request.country)));
  const chosen = chooseByWeight(fitting, request.count, random);
  if (chosen.length > 0) {
    await db
      .insert(advertStats)
      .values(chosen.map((row) => ({ advertId: row.id, day: today, position: request.position, impressions: 1 })))
      .onConflictDoUpdate({ target: [advertStats.advertId, advertStats.day, advertStats.position], set: { impressions: sql`${advertStats.impressions} + 1` } });
  }
  return chosen.map(({ id, kind, advertiser, title, body, action, art }) => ({ id, kind, advertiser, title, body, action, art }));
}

/** Where an advert's link goes; null for an advert that does not exist. */
export async function advertUrl(db: Pick<Database, 'select'>, id: string): Promise<string | null> {
  const [row] = await db.select({ url: adverts.url }).from(adverts).where(eq(adverts.id, id));
  return row?.url ?? null;
}

/**
 * Counts a click through our link, only against an impression: never more clicks than showings
 * of the advert there today (a click on a link nobody was shown is followed, not counted).
 */
export async function countClick(db: Pick<Database, 'update'>, id: string, position: AdvertPosition, at: Date) {
  await db
    .update(advertStats)
    .set({ clicks: sql`${advertStats.clicks} + 1` })
    .where(and(eq(advertStats.advertId, id), eq(advertStats.day, todayInLagos(at)), eq(advertStats.position, position), lt(advertStats.clicks, advertStats.impressions)));
}
