import { eq } from 'drizzle-orm';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { countryCodeFromName } from './reference-data';
import { airlines, airports, countries, seedRuns } from './schema';
import { REFERENCE_DATA_VERSION, seedReferenceData } from './seed';

afterAll(closeTestDatabase);

describe('reference data', () => {
  it('seeds airports with city, country, coordinates and time zone', async () => {
    const { db } = await useTestDatabase();
    const [lagos] = await db.select().from(airports).where(eq(airports.iata, 'LOS'));
    expect(lagos).toMatchObject({ city: 'Lagos', countryCode: 'NG', timeZone: 'Africa/Lagos' });
    expect(lagos!.latitude).toBeCloseTo(6.58, 1);
    const [heathrow] = await db.select().from(airports).where(eq(airports.iata, 'LHR'));
    expect(heathrow).toMatchObject({ countryCode: 'GB', timeZone: 'Europe/London' });
    const [kinshasa] = await db.select().from(airports).where(eq(airports.iata, 'FIH'));
    expect(kinshasa?.countryCode).toBe('CD');
  }, 60_000);

  it('seeds airlines and countries in English and French', async () => {
    const { db } = await useTestDatabase();
    const [ethiopian] = await db.select().from(airlines).where(eq(airlines.iata, 'ET'));
    expect(ethiopian?.name).toMatch(/Ethiopian/);
    const [ivoryCoast] = await db.select().from(countries).where(eq(countries.code, 'CI'));
    expect(ivoryCoast).toMatchObject({ code3: 'CIV' });
    expect(ivoryCoast!.nameFr).toBe('Côte d’Ivoire');
    expect(ivoryCoast!.nameEn).toBe("Côte d'Ivoire");
  });

  it('is idempotent: a second run skips, a forced re-run changes no counts', async () => {
    const { db } = await useTestDatabase();
    const count = async () => [await db.$count(airports), await db.$count(airlines), await db.$count(countries)];
    const before = await count();
    expect(before[0]).toBeGreaterThan(5000);
    expect(await seedReferenceData(db)).toEqual({ seeded: false });
    await db.update(seedRuns).set({ version: 'older' }).where(eq(seedRuns.dataset, 'reference'));
    expect(await seedReferenceData(db)).toEqual({ seeded: true });
    expect(await count()).toEqual(before);
    // Other data sets (the stays catalogue) keep their own rows.
    const [run] = await db.select().from(seedRuns).where(eq(seedRuns.dataset, 'reference'));
    expect(run?.version).toBe(REFERENCE_DATA_VERSION);
  }, 60_000);

  it('maps the old OpenFlights country names to ISO codes', () => {
    expect(countryCodeFromName('Congo (Kinshasa)')).toBe('CD');
    expect(countryCodeFromName('Congo (Brazzaville)')).toBe('CG');
    expect(countryCodeFromName("Cote d'Ivoire")).toBe('CI');
    expect(countryCodeFromName('Nigeria')).toBe('NG');
    expect(countryCodeFromName('\\N')).toBeNull();
  });
});
