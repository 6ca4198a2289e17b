import { buildApp } from '../app';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { getFlightProvider } from './providers';
import { routeFacts } from './route-facts';

const app = buildApp();
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];

beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);

describe('route pages: GET /api/flight/routes and /api/flight/routes/{origin}/{destination}', () => {
  it('lists each market’s favourite routes both ways, the cities in the reader’s language', async () => {
    const res = await app.request('/api/flight/routes?lang=fr');
    expect(res.status).toBe(200);
    const routes = (await res.json()).data as { origin: string; destination: string; originCity: string; destinationCity: string }[];
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(routes).toContainEqual({ origin: 'LOS', destination: 'LHR', originCity: 'Lagos', destinationCity: 'Londres' });
    expect(routes).toContainEqual(expect.objectContaining({ origin: 'LHR', destination: 'LOS' }));
    expect(new Set(routes.map((route) => `${route.origin}-${route.destination}`)).size).toBe(routes.length);
  });

  it('gives a route’s lowest fare per month, its airlines, journey time, stops and bags, from the search itself, the same answer all day', async () => {
    const res = await app.request('/api/flight/routes/LOS/LHR?currency=NGN');
    expect(res.status).toBe(200);
    const facts = (await res.json()).data;
    expect(facts).toMatchObject({ origin: 'LOS', destination: 'LHR', originCity: 'Lagos', destinationCity: 'London', currency: 'NGN' });
    expect(facts.months).toHaveLength(12);
    expect(
      facts.months.every(
        (month: { month: string; date: string; lowest: string | null }) =>
          month.date.startsWith(month.month) && (month.lowest === null || Number(month.lowest) > 0),
      ),
    ).toBe(true);
    expect(facts.months.filter((month: { lowest: string | null }) => month.lowest !== null).length).toBeGreaterThanOrEqual(10);
    expect(facts.carriers.length).toBeGreaterThan(0);
    expect(facts.carriers[0]).toEqual({ code: expect.stringMatching(/^[A-Z0-9]{2}$/), name: expect.any(String) });
    expect(facts.typicalMinutes).toBeGreaterThanOrEqual(facts.shortestMinutes);
    expect(facts.shortestMinutes).toBeGreaterThan(5 * 60);
    expect(facts.fewestStops).toBeGreaterThanOrEqual(0);
    expect(await (await app.request('/api/flight/routes/LOS/LHR?currency=NGN')).json()).toEqual({ data: facts });
  });

  it("shows twelve months at a month's end too, starting with the next month when nothing is left to book in this one", async () => {
    const provider = await getFlightProvider(db);
    const monthsOn = async (today: string) => (await routeFacts(provider, 'LOS', 'ABV', 'NGN', today, '2099-12-31')).months.map((month) => month.month);
    // The 28th: three days ahead is already December (the first bookable day).
    expect(await monthsOn('2026-11-28')).toEqual([
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
      '2027-11',
    ]);
    expect((await monthsOn('2026-11-10'))[0]).toBe('2026-11');
    expect(await monthsOn('2026-11-10')).toHaveLength(12);
  });

  it('answers 404 for a route without a page and 422 for malformed codes, currency or language', async () => {
    expect((await app.request('/api/flight/routes/KAN/JFK')).status).toBe(404);
    expect((await app.request('/api/flight/routes/LOS/LOS')).status).toBe(404);
    for (const bad of [
      '/api/flight/routes/los/LHR',
      '/api/flight/routes/LOS/LH%00',
      `/api/flight/routes/LOS/${'L'.repeat(5000)}`,
      '/api/flight/routes/LOS/LHR?currency=EUR',
      '/api/flight/routes?lang=de',
    ]) {
      const answer = await app.request(bad);
      expect(answer.status).toBe(422);
      expect((await answer.json()).errors[0].status).toBe(422);
    }
  });
});
