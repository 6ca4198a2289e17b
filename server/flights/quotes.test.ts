import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { flightOrders, flightQuotes, flightSearches, orders } from '../db/schema';
import { browserClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { resetEnvForTests } from '../env';
import { getFlightProvider } from './providers';
import { purgeSearchesAndQuotes } from './quotes';
import { inDays } from '../../common/dates';

const app = buildApp();
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];

beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function search(days: number, to = 'ABV') {
  const res = await app.request(
    '/api/flight/offers',
    json({
      currencyCode: 'NGN',
      originDestinations: [{ id: '1', originLocationCode: 'LOS', destinationLocationCode: to, departureDateTimeRange: { date: inDays(days) } }],
      travelers: [{ id: '1', travelerType: 'ADULT' }],
      sources: ['GDS'],
      searchCriteria: { maxFlightOffers: 5 },
    }),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { data: Array<{ id: string; price: { total: string } }>; meta: { searchId: string } };
}

const confirm = (body: unknown) => app.request('/api/flight/confirm-offer', json(body));

const traveller = {
  id: '1',
  title: 'MS',
  firstName: 'Ada',
  lastName: 'Obi',
  dateOfBirth: '1990-05-01',
  gender: 'FEMALE',
  nationality: 'NG',
  passport: { number: 'B19876543', issuingCountry: 'NG', expiryDate: '2032-01-01' },
};
let contacts = 0;
const book = (quoteId: string, expectedTotal: string) => {
  contacts += 1;
  return browserClient(app).post('/api/flight/create-order', {
    quoteId,
    data: {
      type: 'flight-order',
      travelers: [traveller],
      contact: { email: `quoted${contacts}@example.com`, phone: `+234 806 ${String(1_000_000 + contacts).slice(-7)}` },
    },
    expectedTotal,
    language: 'en',
  });
};

describe('stored searches and quotes', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps each search for 30 minutes under an id', async () => {
    const { meta, data } = await search(30);
    const [row] = await db.select().from(flightSearches).where(eq(flightSearches.id, meta.searchId));
    expect((row!.offers as unknown[]).length).toBe(data.length);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(minutes).toBe(30);
  });

  it('prices the offer chosen by its id once: the same choice again (a reload, 20 clicks at once) answers with the same quote', async () => {
    const { meta, data } = await search(31);
    const chosen = data[2] ?? data[0]!;
    const provider = await getFlightProvider(db);
    const pricing = jest.spyOn(provider, 'priceOffer');
    const first = await confirm({ searchId: meta.searchId, offerId: chosen.id });
    expect(first.status).toBe(200);
    const quote = await first.json();
    expect(quote.data.flightOffers[0].id).toBe(chosen.id);
    expect(quote.meta).toMatchObject({ quoteId: expect.any(String), searchId: meta.searchId });
    expect(Date.parse(quote.meta.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(quote.dictionaries.carriers).toBeDefined();

    const again = await Promise.all(Array.from({ length: 20 }, () => confirm({ searchId: meta.searchId, offerId: chosen.id })));
    expect(again.map((res) => res.status)).toEqual(Array(20).fill(200));
    const ids = new Set(await Promise.all(again.map(async (res) => (await res.json()).meta.quoteId)));
    expect([...ids]).toEqual([quote.meta.quoteId]);
    expect(pricing).toHaveBeenCalledTimes(1);
    expect(await db.select().from(flightQuotes).where(eq(flightQuotes.searchId, meta.searchId))).toHaveLength(1);
  });

  it('shows the quote as it will be booked, and books it as it is, without pricing again', async () => {
    const { meta, data } = await search(32);
    const quote = await (await confirm({ searchId: meta.searchId, offerId: data[0]!.id })).json();
    const shown = await app.request(`/api/flight/quotes/${quote.meta.quoteId}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect((await shown.json()).data.flightOffers[0]).toEqual(quote.data.flightOffers[0]);

    const provider = await getFlightProvider(db);
    const pricing = jest.spyOn(provider, 'priceOffer');
    const res = await book(quote.meta.quoteId, quote.data.flightOffers[0].price.total);
    expect(res.status).toBe(201);
    expect(pricing).not.toHaveBeenCalled();
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.reference, (await res.json()).data.reference));
    const [details] = await db.select().from(flightOrders).where(eq(flightOrders.orderId, order!.id));
    expect(details!.offer).toEqual(quote.data.flightOffers[0]);
  });

  it('says a price older than 30 minutes has expired: on the travellers page, at booking, and for a stale search', async () => {
    const { meta, data } = await search(33);
    const quote = await (await confirm({ searchId: meta.searchId, offerId: data[0]!.id })).json();
    await db
      .update(flightQuotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(flightQuotes.id, quote.meta.quoteId));
    await db
      .update(flightSearches)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(flightSearches.id, meta.searchId));

    const shown = await app.request(`/api/flight/quotes/${quote.meta.quoteId}`);
    expect(shown.status).toBe(410);
    expect((await shown.json()).errors[0]).toMatchObject({ code: 'QUOTE_EXPIRED', detail: expect.stringMatching(/30 minutes.*search again/i) });
    const booked = await book(quote.meta.quoteId, quote.data.flightOffers[0].price.total);
    expect(booked.status).toBe(410);
    expect((await booked.json()).errors[0].code).toBe('QUOTE_EXPIRED');
    const chosen = await confirm({ searchId: meta.searchId, offerId: data[1]?.id ?? data[0]!.id });
    expect(chosen.status).toBe(410);
  });

  it('answers unknown, guessed and malformed ids with the envelope, never a 500', async () => {
    const { meta } = await search(34);
    const unknownOffer = await confirm({ searchId: meta.searchId, offerId: '999' });
    expect(unknownOffer.status).toBe(409);
    expect((await unknownOffer.json()).errors[0].code).toBe('FLIGHT_NOT_FOUND');
    expect((await confirm({ searchId: '00000000-0000-4000-8000-000000000000', offerId: '1' })).status).toBe(410);
    expect((await app.request('/api/flight/quotes/00000000-0000-4000-8000-000000000000')).status).toBe(410);
    expect((await app.request('/api/flight/quotes/not-a-quote')).status).toBe(422);
    expect((await confirm({ searchId: 'x'.repeat(10_000), offerId: '1' })).status).toBe(422);
    expect((await confirm({ searchId: meta.searchId })).status).toBe(422);
    expect((await confirm({})).status).toBe(422);
    // An offer sent the Amadeus way with an id no offer has (10,000 characters): refused, never a 500.
    const { data } = await search(36);
    const tampered = await confirm({ data: { type: 'flight-offers-pricing', flightOffers: [{ ...data[0], id: 'x'.repeat(10_000) }] } });
    expect(tampered.status).toBe(422);
    const bad = await browserClient(app).post('/api/flight/create-order', {
      quoteId: 'nope',
      data: { type: 'flight-order', travelers: [traveller], contact: { email: 'a@example.com', phone: '+234 803 000 0000' } },
      expectedTotal: '1.00',
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.map((error: { source: { pointer: string } }) => error.source.pointer)).toContain('/quoteId');
  });

  it('caps what one address may store and have priced: searches and pricings per hour, then 429 with Retry-After', async () => {
    process.env.SEARCHES_PER_HOUR = '2';
    process.env.PRICINGS_PER_HOUR = '2';
    resetEnvForTests();
    try {
      const browser = browserClient(app);
      const body = (days: number) => ({
        currencyCode: 'NGN',
        originDestinations: [{ id: '1', originLocationCode: 'LOS', destinationLocationCode: 'ABV', departureDateTimeRange: { date: inDays(days) } }],
        travelers: [{ id: '1', travelerType: 'ADULT' }],
        sources: ['GDS'],
      });
      const first = await (await browser.post('/api/flight/offers', body(40))).json();
      expect((await browser.post('/api/flight/offers', body(41))).status).toBe(200);
      const third = await browser.post('/api/flight/offers', body(42));
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      const choose = () => browser.post('/api/flight/confirm-offer', { searchId: first.meta.searchId, offerId: first.data[0].id });
      expect((await choose()).status).toBe(200);
      expect((await choose()).status).toBe(200);
      expect((await choose()).status).toBe(429);
      // Another address is not held back.
      expect((await browserClient(app).post('/api/flight/offers', body(40))).status).toBe(200);
    } finally {
      delete process.env.SEARCHES_PER_HOUR;
      delete process.env.PRICINGS_PER_HOUR;
      resetEnvForTests();
    }
  });

  it('forgets searches and quotes an hour after they expire (the purge job), not before', async () => {
    const { meta, data } = await search(35);
    const quote = await (await confirm({ searchId: meta.searchId, offerId: data[0]!.id })).json();
    await purgeSearchesAndQuotes(db, new Date(Date.now() + 80 * 60_000));
    expect(await db.select().from(flightQuotes).where(eq(flightQuotes.id, quote.meta.quoteId))).toHaveLength(1);
    const later = new Date(Date.now() + 91 * 60_000);
    expect(await purgeSearchesAndQuotes(db, later)).toBeGreaterThanOrEqual(2);
    expect(await db.select().from(flightSearches).where(eq(flightSearches.id, meta.searchId))).toHaveLength(0);
    expect(await db.select().from(flightQuotes).where(eq(flightQuotes.id, quote.meta.quoteId))).toHaveLength(0);
  });
});
