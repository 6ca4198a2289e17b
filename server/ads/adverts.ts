import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { seedRuns } from '../db/schema';
import { env } from '../env';
import { todayInLagos } from '../lib/dates';
import { advertStats, adverts, type AdvertPosition } from './schema';
import { AdvertFileSchema } from './advert-file';
import { houseAdverts } from './house';

export { checkAdvertFile } from './advert-file';

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
    .where(
      and(
        eq(adverts.active, true),
        eq(adverts.language, request.language),
        lte(adverts.startsOn, today),
        gte(adverts.endsOn, today),
        sql`${adverts.positions} @> ${JSON.stringify([request.position])}::jsonb`,
      ),
    );
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
    .where(
      and(
        eq(advertStats.advertId, id),
        eq(advertStats.day, todayInLagos(at)),
        eq(advertStats.position, position),
        lt(advertStats.clicks, advertStats.impressions),
      ),
    );
}
