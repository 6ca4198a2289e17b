import { buildApp } from '../app';
import { browserClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { addDays, clearDatePrices } from './date-prices';
import { inDays } from '../../common/dates';

const app = buildApp();
beforeAll(async () => {
  await useTestDatabase();
}, 60_000);
afterAll(closeTestDatabase);
beforeEach(clearDatePrices);

describe('prices on nearby dates', () => {
  it('gives a one-way row of seven days, each the cheapest total the search itself shows that day', async () => {
    const browser = browserClient(app);
    const depart = inDays(40);
    const grid = await browser.get(`/api/flight/date-grid?origin=LOS&destination=ACC&depart=${depart}&currency=NGN&adults=2`);
    expect(grid.status).toBe(200);
    const { data } = await grid.json();
    expect(data.departures).toEqual([-3, -2, -1, 0, 1, 2, 3].map((offset) => addDays(depart, offset)));
    expect(data.returns).toBeNull();
    expect(data.cells).toHaveLength(7);
    const chosenDay = data.cells[3][0];
    expect(Number(chosenDay)).toBeGreaterThan(0);
    // The same day searched for real: its cheapest offer costs exactly that.
    const search = await browser.post('/api/flight/offers', {
      currencyCode: 'NGN',
      originDestinations: [{ id: '1', originLocationCode: 'LOS', destinationLocationCode: 'ACC', departureDateTimeRange: { date: depart } }],
      travelers: [
        { id: '1', travelerType: 'ADULT' },
        { id: '2', travelerType: 'ADULT' },
      ],
      sources: ['GDS'],
    });
    const offers = (await search.json()).data as Array<{ price: { total: string } }>;
    expect(Math.min(...offers.map((offer) => Number(offer.price.total)))).toBe(Number(chosenDay));
  });

  it('gives a return trip 7×7, empty where the return would come before the departure or the day has passed', async () => {
    const depart = inDays(2);
    const back = inDays(4);
    const { data } = await (
      await browserClient(app).get(`/api/flight/date-grid?origin=LOS&destination=LHR&depart=${depart}&return=${back}&currency=USD`)
    ).json();
    expect(data.returns).toHaveLength(7);
    expect(data.cells.map((row: unknown[]) => row.length)).toEqual(Array(7).fill(7));
    // Three days before "in two days" is in the past; a return before its departure is nothing.
    expect(data.cells[0].every((cell: string | null) => cell === null)).toBe(true);
    expect(data.cells[6][0]).toBeNull();
    expect(data.cells[3][3]).not.toBeNull();
  });

  it('gives a month, one way or keeping the trip length, and refuses what it cannot price', async () => {
    const month = inDays(60).slice(0, 7);
    const browser = browserClient(app);
    const oneWay = (await (await browser.get(`/api/flight/price-calendar?origin=ABV&destination=LOS&month=${month}&currency=NGN`)).json()).data;
    expect(oneWay.departures[0]).toBe(`${month}-01`);
    expect(oneWay.departures.every((date: string) => date.startsWith(month))).toBe(true);
    expect(oneWay.cells.filter((row: Array<string | null>) => row[0] !== null).length).toBeGreaterThan(20);
    const returns = (await (await browser.get(`/api/flight/price-calendar?origin=ABV&destination=LOS&month=${month}&currency=NGN&stay=7`)).json()).data;
    expect(Number(returns.cells[14][0])).toBeGreaterThan(Number(oneWay.cells[14][0]));

    expect((await browser.get(`/api/flight/price-calendar?origin=ABV&destination=LOS&month=2026-13`)).status).toBe(422);
    expect((await browser.get(`/api/flight/date-grid?origin=ABV&destination=ZZZ&depart=${inDays(9)}`)).status).toBe(422);
    expect((await browser.get(`/api/flight/date-grid?origin=ABV&destination=LOS&depart=${inDays(9)}&adults=9&children=3`)).status).toBe(422);
    expect((await browser.get(`/api/flight/date-grid?origin=ABV&destination=LOS&depart=not-a-date`)).status).toBe(422);
  });

  it('limits date comparisons per connection more tightly than searches (each is many searches)', async () => {
    const browser = browserClient(app, '10.9.33.77');
    const statuses: number[] = [];
    // The default allowance is 1000 searches an hour: 50 comparisons.
    for (let day = 0; day < 55; day += 1)
      statuses.push((await browser.get(`/api/flight/date-grid?origin=LOS&destination=ACC&depart=${inDays(20 + (day % 30))}`)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.at(-1)).toBe(429);
  });
});
