import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { loadAirlines, loadAirports, loadCountries } from './reference-data';
import { airlines, airports, countries, seedRuns } from './schema';

/** Bump when the reference data or its mapping changes, so existing databases are refreshed. */
export const REFERENCE_DATA_VERSION = 'openflights-2024.1+iso-countries-7+corrections-4';

const BATCH = 500;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insert(rows.slice(start, start + BATCH));
  }
}

/**
 * Loads countries, airports and airlines. Idempotent: rows are upserted, and a data set whose
 * version is already recorded is skipped, so start-up after the first run costs one query.
 */
export async function seedReferenceData(db: Database): Promise<{ seeded: boolean }> {
  const [done] = await db
    .select()
    .from(seedRuns)
    .where(sql`${seedRuns.dataset} = 'reference'`);
  if (done?.version === REFERENCE_DATA_VERSION) return { seeded: false };

  const countryRows = loadCountries();
  const known = new Set(countryRows.map((row) => row.code));
  const [airportRows, airlineRows] = await Promise.all([loadAirports(), loadAirlines()]);

  await db.transaction(async (tx) => {
    await insertInBatches(countryRows, (batch) =>
      tx
        .insert(countries)
        .values(batch)
        .onConflictDoUpdate({
          target: countries.code,
          set: { code3: sql`excluded.code3`, nameEn: sql`excluded.name_en`, nameFr: sql`excluded.name_fr` },
        }),
    );
    await insertInBatches(
      airportRows.filter((row) => known.has(row.countryCode)),
      (batch) =>
        tx
          .insert(airports)
          .values(batch)
          .onConflictDoUpdate({
            target: airports.iata,
            set: {
              icao: sql`excluded.icao`,
              name: sql`excluded.name`,
              city: sql`excluded.city`,
              countryCode: sql`excluded.country_code`,
              latitude: sql`excluded.latitude`,
              longitude: sql`excluded.longitude`,
              timeZone: sql`excluded.time_zone`,
            },
          }),
    );
    await insertInBatches(
      airlineRows.map((row) => ({ ...row, countryCode: row.countryCode && known.has(row.countryCode) ? row.countryCode : null })),
      (batch) =>
        tx
          .insert(airlines)
          .values(batch)
          .onConflictDoUpdate({
            target: airlines.iata,
            set: { icao: sql`excluded.icao`, name: sql`excluded.name`, countryCode: sql`excluded.country_code` },
          }),
    );
    const rows = countryRows.length + airportRows.length + airlineRows.length;
    await tx
      .insert(seedRuns)
      .values({ dataset: 'reference', version: REFERENCE_DATA_VERSION, rows })
      .onConflictDoUpdate({
        target: seedRuns.dataset,
        set: { version: REFERENCE_DATA_VERSION, rows, seededAt: sql`now()` },
      });
  });
  return { seeded: true };
}
