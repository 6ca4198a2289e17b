import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { catalogueDollars, checkImportFile, localisedText as localised } from '../../lib/import-file';
import { STAY_CITIES } from '../../reference/destination-cities';
import { EXPERIENCE_CATEGORIES, experiences } from '../schema';
import { ensureExperiences } from './seed';

/*
 * An operator's own experiences, loaded from a JSON file (docs/experiences.md, "Loading your own
 * catalogue"): inserted or updated by id. The seeded catalogue is written first, so it never
 * overwrites an import later. Places already sold keep counting against the new capacity.
 */

const DOLLARS = catalogueDollars('28.00');
const zone = z.string().refine((name) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}, 'An IANA time zone (Africa/Lagos).');

const ExperienceSchema = z
  .object({
    id: z.string().regex(/^(EX|IN)[A-Z0-9]{6}$/, 'EX (sold) or IN (a place worth knowing) + the city code + a number: EXLOS201, INLOS201.'),
    category: z.enum(EXPERIENCE_CATEGORIES),
    cityCode: z.string().refine((code) => STAY_CITIES.some((city) => city.code === code), 'A city the site knows (server/reference/destination-cities.json).'),
    name: localised(120),
    shortDescription: localised(200),
    description: localised(3000),
    highlights: z.array(localised(200)).max(10),
    included: z.array(localised(120)).max(15),
    notIncluded: z.array(localised(120)).max(15),
    durationMinutes: z
      .number()
      .int()
      .min(15)
      .max(24 * 60),
    meetingPoint: localised(200),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    languages: z
      .array(z.string().regex(/^[a-z]{2}$/, 'ISO 639-1 (en, fr, yo…).'))
      .min(1)
      .max(10),
    accessibility: localised(500),
    freeCancellationHours: z
      .number()
      .int()
      .min(0)
      .max(24 * 14),
    schedule: z
      .object({
        days: z.array(z.number().int().min(0).max(6)).max(7),
        times: z.array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM.')).max(12),
      })
      .strict(),
    capacity: z.number().int().min(0).max(10_000),
    /** An adult's, a child's (3 to 11) and an infant's (under 3) price, in US dollars. */
    prices: z.object({ adult: DOLLARS, child: DOLLARS, infant: DOLLARS }).strict(),
    timeZone: zone,
    photos: z.number().int().min(1).max(9),
    practical: z
      .object({ openingHours: localised(200), entry: localised(200), tips: localised(500) })
      .strict()
      .nullable()
      .default(null),
  })
  .strict()
  .superRefine((experience, ctx) => {
    const informational = experience.id.startsWith('IN');
    if (experience.id.slice(2, 5) !== experience.cityCode)
      ctx.addIssue({ code: 'custom', path: ['id'], message: `The id names its city: ${experience.id.slice(0, 2)}${experience.cityCode}…` });
    if (informational && !experience.practical)
      ctx.addIssue({ code: 'custom', path: ['practical'], message: 'A place worth knowing says its opening hours, entry and tips.' });
    if (!informational && (experience.schedule.days.length === 0 || experience.schedule.times.length === 0 || experience.capacity === 0))
      ctx.addIssue({ code: 'custom', path: ['schedule'], message: 'A sold experience runs on some days, at some times, for some people.' });
    if (!informational && Number(experience.prices.adult) <= 0)
      ctx.addIssue({ code: 'custom', path: ['prices', 'adult'], message: 'A sold experience has an adult price.' });
  });

export const ExperienceFileSchema = z.object({ experiences: z.array(ExperienceSchema).min(1).max(5000) }).strict();
export type ExperienceFile = z.input<typeof ExperienceFileSchema>;

/** The file's problems, one line each ("experiences.3.schedule.times.0: …"); none when it can be loaded. */
export const checkExperienceFile = (input: unknown) => checkImportFile(ExperienceFileSchema, input);

const cents = (dollars: string) => Math.round(Number(dollars) * 100);

/** Inserts or updates every experience of the file in one transaction; nothing is loaded if anything is refused. */
export async function importExperiences(db: Database, file: z.output<typeof ExperienceFileSchema>) {
  await ensureExperiences(db);
  await db.transaction(async (tx) => {
    for (const experience of file.experiences) {
      const city = STAY_CITIES.find((candidate) => candidate.code === experience.cityCode)!;
      const row = {
        ...experience,
        countryCode: city.country,
        informational: experience.id.startsWith('IN'),
        prices: { adult: cents(experience.prices.adult), child: cents(experience.prices.child), infant: cents(experience.prices.infant) },
      };
      await tx.insert(experiences).values(row).onConflictDoUpdate({ target: experiences.id, set: row });
    }
  });
  const [counted] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(experiences);
  return { experiences: file.experiences.length, catalogue: counted?.total ?? 0 };
}
