import { buildApp } from '../app';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { getFlightProvider } from './providers';
import { countSoFar } from '../lib/rate-limit';
import { forgetRecentSearches, recentSearch, reuseRecentSearch } from './recent-searches';
import { inDays } from '../../common/dates';

describe('reusing a recent search', () => {
  const scope = { db: {}, provider: {} };

  it('shares one answer between identical asks for a minute, then asks again', async () => {
    let asked = 0;
    const search = async () => ({ answer: (asked += 1) });
    const first = reuseRecentSearch(scope, 'LOS-LHR', search, 1_000);
    const again = reuseRecentSearch(scope, 'LOS-LHR', search, 1_000 + 59_999);
    expect(again).toBe(first);
    expect(await reuseRecentSearch(scope, 'LOS-ACC', search, 2_000)).toEqual({ answer: 2 });
    expect(await reuseRecentSearch(scope, 'LOS-LHR', search, 1_000 + 60_000)).toEqual({ answer: 3 });
    // Another database (or provider) never sees this one's answers: its search ids are not there.
    expect(await reuseRecentSearch({ ...scope, db: {} }, 'LOS-LHR', search, 1_000 + 60_001)).toEqual({ answer: 4 });
  });

  it('tells whether a search has a fresh answer, without asking it', async () => {
    expect(recentSearch(scope, 'ACC-NBO', 9_000)).toBeUndefined();
    const asked = reuseRecentSearch(scope, 'ACC-NBO', async () => 'answer', 9_000);
    expect(recentSearch(scope, 'ACC-NBO', 9_000 + 59_999)).toBe(asked);
    expect(recentSearch(scope, 'ACC-NBO', 9_000 + 60_000)).toBeUndefined();
  });

  it('never reuses a failure, and forgets everything after a sale', async () => {
    const failing = reuseRecentSearch(scope, 'ABV-DXB', () => Promise.reject(new Error('provider down')), 5_000);
    await expect(failing).rejects.toThrow('provider down');
    await expect(reuseRecentSearch(scope, 'ABV-DXB', async () => 'answered', 5_001)).resolves.toBe('answered');
    forgetRecentSearches();
    await expect(reuseRecentSearch(scope, 'ABV-DXB', async () => 'asked again', 5_002)).resolves.toBe('asked again');
  });
});

describe('POST /api/flight/offers, the same search many times at once', () => {
  const app = buildApp();
  let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
  beforeAll(async () => {
    ({ db } = await useTestDatabase());
  }, 60_000);
  afterAll(closeTestDatabase);

  const body = (days: number) =>
    JSON.stringify({
      currencyCode: 'NGN',
      originDestinations: [{ id: '1', originLocationCode: 'LOS', destinationLocationCode: 'KGL', departureDateTimeRange: { date: inDays(days) } }],
      travelers: [{ id: '1', travelerType: 'ADULT' }],
      sources: ['GDS'],
      searchCriteria: { maxFlightOffers: 5 },
    });
  const search = (days: number, ip: string) =>
    app.request('/api/flight/offers', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: body(days) });

  it('asks the provider once and gives everyone the same stored search', async () => {
    const provider = await getFlightProvider(db);
    const asked = jest.spyOn(provider, 'searchOffers');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => search(33, `10.9.0.${index + 1}`)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      const ids = new Set(await Promise.all(answers.map(async (answer) => (await answer.json()).meta.searchId as string)));
      expect(ids.size).toBe(1);
      expect(asked).toHaveBeenCalledTimes(1);
      // A different date is a different search.
      expect((await search(34, '10.9.1.1')).status).toBe(200);
      expect(asked).toHaveBeenCalledTimes(2);
    } finally {
      asked.mockRestore();
    }
  });

  it("counts only new searches against the address's hourly limit", async () => {
    for (let ask = 0; ask < 5; ask += 1) expect((await search(35, '10.9.2.1')).status).toBe(200);
    expect(await countSoFar(db, { key: 'search:ip:10.9.2.1', windowSeconds: 3600 })).toBe(1);
  });
});
