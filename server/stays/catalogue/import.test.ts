import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { stayProperties, stayRoomTypes } from '../../db/schema';
import { addDays, todayInLagos } from '../../lib/dates';
import { closeTestDatabase, useTestDatabase } from '../../test/test-db';
import { checkCatalogueFile, importCatalogue, type CatalogueFile } from './import';

const app = buildApp();
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(async () => {
  // The imported property leaves with its test (on PostgreSQL the database outlives the run).
  await db.delete(stayProperties).where(eq(stayProperties.id, 'STLOS901'));
  await closeTestDatabase();
});

const property = {
  id: 'STLOS901',
  name: 'Lekki Lagoon Suites',
  cityCode: 'LOS',
  countryCode: 'NG',
  district: 'Lekki Phase 1',
  latitude: 6.4478,
  longitude: 3.4723,
  distanceKm: 7.5,
  stars: 4,
  propertyType: 'HOTEL' as const,
  amenities: ['WIFI', 'GENERATOR_24H', 'POOL'],
  description: { en: 'Suites by the lagoon.', fr: 'Des suites au bord de la lagune.' },
  checkIn: '14:00',
  checkOut: '12:00',
  timeZone: 'Africa/Lagos',
  photos: 4,
  rooms: [
    {
      code: 'STE',
      name: { en: 'Lagoon suite', fr: 'Suite lagune' },
      beds: 1,
      bedType: 'KING' as const,
      maxAdults: 2,
      maxChildren: 2,
      sizeM2: 48,
      units: 3,
      nightlyPrice: '140.00',
    },
  ],
};

describe('an operator’s own stays catalogue (npm run stays:import)', () => {
  it('loads properties and room types by id, sold at once, and updates them on a second load', async () => {
    const file: CatalogueFile = { properties: [property] };
    const checked = checkCatalogueFile(file);
    if (!checked.ok) throw new Error(checked.problems.join('\n'));
    const done = await importCatalogue(db, checked.file);
    expect(done).toMatchObject({ properties: 1, rooms: 1 });
    expect(done.catalogue).toBeGreaterThan(120);

    const checkIn = addDays(todayInLagos(new Date()), 25);
    const found = await (await app.request(`/api/searchStaysHotels?iata=LOS&checkIn=${checkIn}&checkOut=${addDays(checkIn, 2)}&pageSize=50`)).json();
    const item = found.data.find((entry: { hotel: { hotelId: string } }) => entry.hotel.hotelId === 'STLOS901');
    expect(item.hotel).toMatchObject({ name: 'Lekki Lagoon Suites', property: { district: 'Lekki Phase 1', stars: 4 } });
    expect(item.offers[0]).toMatchObject({ rateCode: 'NRF', price: { base: '280.00', currency: 'USD' } });

    const again = checkCatalogueFile({ properties: [{ ...property, rooms: [{ ...property.rooms[0], nightlyPrice: '150' }] }] });
    if (!again.ok) throw new Error('refused');
    await importCatalogue(db, again.file);
    expect((await db.select().from(stayRoomTypes).where(eq(stayRoomTypes.propertyId, 'STLOS901')))[0]!.nightlyMinor).toBe(15_000);
  });

  it('loads nothing from a file with a problem, and says each one by its place', () => {
    const refused = checkCatalogueFile({
      properties: [
        { ...property, id: 'los-1', cityCode: 'XYZ', countryCode: 'GH', rooms: [{ ...property.rooms[0], units: 0 }] },
        { ...property, description: { en: 'Bad\u0000text', fr: 'x' }, rooms: [property.rooms[0], property.rooms[0]], extra: true },
      ],
    });
    expect(refused.ok).toBe(false);
    const problems = (refused as { problems: string[] }).problems.join('\n');
    for (const place of ['properties.0.id', 'properties.0.cityCode', 'properties.0.rooms.0.units', 'properties.1.description.en', 'properties.1'])
      expect(problems).toContain(place);
    expect(checkCatalogueFile({ properties: [{ ...property, countryCode: 'GH' }] })).toMatchObject({
      ok: false,
      problems: ['properties.0.countryCode: LOS is in NG.'],
    });
    expect(checkCatalogueFile({ properties: [{ ...property, timeZone: 'Mars/Olympus' }] }).ok).toBe(false);
    expect(checkCatalogueFile([]).ok).toBe(false);
  });
});
