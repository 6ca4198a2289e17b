import { buildApp } from '../app';
import { stayInventory } from '../db/schema';
import { addDays, todayInLagos } from '../lib/dates';
import { amadeusDefinitionValidator } from '../lib/amadeus-specs/validator';
import { browserClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { STAY_CITIES } from './catalogue/cities';
import { generateCatalogue } from './catalogue/seed';

const app = buildApp();
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);

const today = todayInLagos(new Date());
const checkIn = addDays(today, 30);
const checkOut = addDays(today, 33);
type Offer = {
  id: string;
  rateCode: string;
  boardType: string;
  room: { type: string };
  price: { total: string; base: string; currency: string; variations: { average: { base: string } } };
  freeCancellationUntil: string | null;
  policies: { cancellations: Array<{ deadline?: string; amount?: string }> };
};
type Result = {
  hotel: { hotelId: string; cityCode: string; property: { stars: number; distanceKm: number; propertyType: string; amenities: string[] } };
  provider: string;
  offers: Offer[];
};
type Refusal = { errors: Array<{ code: string; status: number }> };

const search = async (query: Record<string, string | number>) => {
  const res = await app.request(`/api/searchStaysHotels?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`);
  return { status: res.status, body: (await res.json()) as { data: Result[]; meta: { count: number; nights: number } } & Refusal };
};

describe('the seeded catalogue', () => {
  it('lists at least 120 invented properties in at least 20 cities, the same on every machine', () => {
    const first = generateCatalogue();
    const second = generateCatalogue();
    expect(first).toEqual(second);
    expect(first.properties.length).toBeGreaterThanOrEqual(120);
    expect(new Set(first.properties.map((property) => property.cityCode)).size).toBeGreaterThanOrEqual(20);
    for (const code of [
      'LOS',
      'ABV',
      'PHC',
      'KAN',
      'ENU',
      'CBQ',
      'ACC',
      'KMS',
      'DKR',
      'ABJ',
      'LFW',
      'COO',
      'DLA',
      'YAO',
      'LBV',
      'NBO',
      'JNB',
      'DXB',
      'LON',
      'PAR',
    ])
      expect(STAY_CITIES.map((city) => city.code)).toContain(code);
    expect(new Set(first.properties.map((property) => property.id)).size).toBe(first.properties.length);
    for (const property of first.properties) expect(property.id).toMatch(/^ST[A-Z]{3}\d{3}$/);
  });
});

describe('GET /api/searchStaysHotels (the own catalogue)', () => {
  it('answers Amadeus Hotel Search v3 HotelOffers for Lagos, each property with its rooms and rates, cheapest first', async () => {
    const { status, body } = await search({ iata: 'LOS', checkIn, checkOut, adults: 2, rooms: 1, bookingCurrency: 'USD' });
    expect(status).toBe(200);
    expect(body.meta).toMatchObject({ nights: 3 });
    expect(body.data.length).toBeGreaterThan(5);
    const validate = amadeusDefinitionValidator('HotelSearch_v3', 'HotelOffers');
    for (const result of body.data) {
      expect(result.provider).toBe('stays');
      expect(result.hotel.cityCode).toBe('LOS');
      const totals = result.offers.map((offer) => Number(offer.price.total));
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      for (const offer of result.offers) {
        expect(offer.id).toMatch(/^[A-Z0-9]{2,100}$/);
        expect(offer.price.currency).toBe('USD');
        // The average night is the base over three nights.
        expect(Number(offer.price.variations.average.base)).toBeCloseTo(Number(offer.price.base) / 3, 1);
        if (offer.rateCode === 'NRF') expect(offer.freeCancellationUntil).toBeNull();
        else expect(offer.freeCancellationUntil).toBe(`${addDays(checkIn, -2)}T12:00:00+01:00`);
      }
    }
    // Every item is what Amadeus' own schema describes (our additions ride along).
    for (const result of body.data) {
      validate(result);
      expect(validate.errors ?? []).toEqual([]);
    }
  });

  it('filters (stars, free cancellation, breakfast, property type, amenities, price) and sorts (price, distance, stars), and pages', async () => {
    const all = (await search({ iata: 'LOS', checkIn, checkOut, adults: 2, pageSize: 50 })).body;
    const byPrice = (await search({ iata: 'LOS', checkIn, checkOut, adults: 2, sort: 'PRICE', pageSize: 50 })).body.data.map((result) =>
      Number(result.offers[0]!.price.total),
    );
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byDistance = (await search({ iata: 'LOS', checkIn, checkOut, adults: 2, sort: 'DISTANCE', pageSize: 50 })).body.data.map(
      (result) => result.hotel.property.distanceKm,
    );
    expect(byDistance).toEqual([...byDistance].sort((a, b) => a - b));
    const fourStars = (await search({ iata: 'LOS', checkIn, checkOut, adults: 2, minStars: 4, pageSize: 50 })).body.data;
    expect(fourStars.length).toBeGreaterThan(0);
    expect(fourStars.every((result) => result.hotel.property.stars >= 4)).toBe(true);
    const breakfast = (await search({ iata: 'LOS', checkIn, checkOut, adults: 2, breakfast: 'true', pageSize: 50 })).body.data;
    expect(breakfast.every((result) => result.offers.every((offer) => offer.boardType === 'BREAKFAST'))).toBe(true);
    const flexible = (await search({ iata: 'LOS', checkIn, checkOut, adults: 2, freeCancellation: 'true', pageSize: 50 })).body.data;
    expect(flexible.every((result) => result.offers.every((offer) => offer.freeCancellationUntil !== null))).toBe(true);
    const apartments = (await search({ iata: 'LOS', checkIn, checkOut, adults: 2, propertyTypes: 'APARTMENT', pageSize: 50 })).body.data;
    expect(apartments.every((result) => result.hotel.property.propertyType === 'APARTMENT')).toBe(true);
    const power = (await search({ iata: 'LOS', checkIn, checkOut, adults: 2, amenities: 'GENERATOR_24H,WIFI', pageSize: 50 })).body.data;
    expect(power.every((result) => result.hotel.property.amenities.includes('GENERATOR_24H'))).toBe(true);
    const cheap = (await search({ iata: 'LOS', checkIn, checkOut, adults: 2, maxPrice: 60, pageSize: 50 })).body.data;
    expect(cheap.every((result) => result.offers.every((offer) => Number(offer.price.base) / 3 <= 60))).toBe(true);
    const pageTwo = (await search({ iata: 'LOS', checkIn, checkOut, adults: 2, pageSize: 3, page: 2 })).body;
    expect(pageTwo.data.map((result) => result.hotel.hotelId)).toEqual(all.data.slice(3, 6).map((result) => result.hotel.hotelId));
  });

  it('offers only rooms that fit the party and are free every night; prices in naira on asking', async () => {
    const family = (await search({ iata: 'LOS', checkIn, checkOut, adults: 4, rooms: 1, pageSize: 50 })).body.data;
    expect(family.every((result) => result.offers.every((offer) => ['FAM'].includes(offer.room.type)))).toBe(true);
    const naira = (await search({ iata: 'LOS', checkIn, checkOut, adults: 2, bookingCurrency: 'NGN', pageSize: 1 })).body.data[0]!;
    expect(naira.offers[0]!.price.currency).toBe('NGN');
    expect(Number(naira.offers[0]!.price.total) % 1).toBe(0);

    // Every room of a type sold for one of the nights: that room type is not offered.
    const { hotelId } = family[0]!.hotel;
    await db.insert(stayInventory).values({ propertyId: hotelId, roomCode: 'FAM', night: addDays(checkIn, 1), sold: 99 });
    const after = (await search({ iata: 'LOS', checkIn, checkOut, adults: 4, rooms: 1, pageSize: 50 })).body.data;
    expect(after.map((result) => result.hotel.hotelId)).not.toContain(hotelId);
  });

  it('refuses what cannot be searched with the envelope and a 4xx, never a 500', async () => {
    const code = async (query: Record<string, string | number>) => {
      const { status, body } = await search(query);
      return [status, body.errors?.[0]?.code];
    };
    expect(await code({ iata: 'XXX', checkIn, checkOut })).toEqual([422, 'UNKNOWN_CITY']);
    expect(await code({ iata: 'LOS', checkIn: checkOut, checkOut: checkIn })).toEqual([422, 'CHECKOUT_BEFORE_CHECKIN']);
    expect(await code({ iata: 'LOS', checkIn: checkIn, checkOut: checkIn })).toEqual([422, 'CHECKOUT_BEFORE_CHECKIN']);
    expect(await code({ iata: 'LOS', checkIn: addDays(today, -1), checkOut })).toEqual([422, 'DATES_IN_PAST']);
    expect(await code({ iata: 'LOS', checkIn: addDays(today, 400), checkOut: addDays(today, 401) })).toEqual([422, 'DATES_TOO_FAR']);
    expect(await code({ iata: 'LOS', checkIn, checkOut: addDays(checkIn, 31) })).toEqual([422, 'STAY_TOO_LONG']);
    expect(await code({ iata: 'LOS', checkIn, checkOut, adults: 1, rooms: 2 })).toEqual([422, 'ROOMS_WITHOUT_ADULT']);
    for (const query of <Array<Record<string, string | number>>>[
      { iata: 'LOS', checkIn, checkOut, adults: 0 },
      { iata: 'LOS', checkIn, checkOut, rooms: 10 },
      { iata: 'LOS', checkIn, checkOut, childAges: '4,19' },
      { iata: 'LOS', checkIn, checkOut, childAges: 'x'.repeat(10_000) },
      { iata: 'LOS\u0000', checkIn, checkOut },
      { iata: 'LOS', checkIn: '2027-02-30x', checkOut },
      { iata: 'LOS', checkIn: '2027-02-30', checkOut: '2027-03-04' },
      { iata: 'LOS', checkIn, checkOut: '2027-13-45' },
      { iata: 'LOS', checkIn, checkOut, propertyTypes: 'CASTLE' },
      { iata: 'LOS', checkIn, checkOut, sort: 'RANDOM' },
    ]) {
      const { status } = await search(query);
      expect(status).toBe(422);
    }
  });
});

describe('GET /api/v1/stay and GET /api/staysView', () => {
  it("lists a city's stays before dates (Lagos by default, by name in either language or by code), each from its lowest night", async () => {
    const lagos = await (await app.request('/api/v1/stay')).json();
    expect(lagos.meta).toEqual({ cityCode: 'LOS', city: 'Lagos' });
    expect(lagos.data.length).toBeGreaterThanOrEqual(10);
    expect(lagos.data[0]).toMatchObject({ type: 'hotel', cityCode: 'LOS', fromPerNight: { currency: 'USD' } });
    const london = await (await app.request('/api/v1/stay?city=Londres&lang=fr')).json();
    expect(london.meta).toEqual({ cityCode: 'LON', city: 'Londres' });
    expect(london.data[0].property.description).toMatch(/ est /);
    expect((await app.request('/api/v1/stay?city=Atlantis')).status).toBe(404);
    expect((await app.request(`/api/v1/stay?city=${'x'.repeat(500)}`)).status).toBe(422);
  });

  it('lists every stay of the own catalogue by id (what the sitemap names)', async () => {
    const answer = await app.request('/api/stays/listings');
    expect(answer.status).toBe(200);
    const listed = (await answer.json()).data as { id: string; cityCode: string }[];
    expect(listed.length).toBe(generateCatalogue().properties.length);
    expect(listed.every((stay) => /^ST[A-Z]{3}\d{3}$/.test(stay.id) && stay.id.slice(2, 5) === stay.cityCode)).toBe(true);
  });

  it('shows one stay with its room types, and its offers once dates are given', async () => {
    const client = browserClient(app);
    const plain = await (await client.get('/api/staysView?id=STLOS001')).json();
    expect(plain.data).toMatchObject({ hotel: { hotelId: 'STLOS001' }, provider: 'stays', offers: null });
    expect(plain.data.rooms.length).toBeGreaterThan(0);
    const dated = await (await client.get(`/api/staysView?id=STLOS001&checkIn=${checkIn}&checkOut=${checkOut}&adults=2`)).json();
    expect(dated.data.offers.length).toBeGreaterThan(0);
    expect((await client.get('/api/staysView?id=STXXX999')).status).toBe(404);
    expect((await client.get('/api/staysView?id=../etc')).status).toBe(422);
    expect((await client.get(`/api/staysView?id=STLOS001&checkIn=${checkIn}`)).status).toBe(422);
  });
});
