import { buildApp } from '../../../app';
import { env } from '../../../env';
import { closeTestDatabase, useTestDatabase } from '../../../test/test-db';
import { SimulatedGds } from './search';
import { airlines, airports } from '../../../db/schema';
import type { FlightOffer, FlightSearchRequest } from '../types';
import { inDays } from '../../../../common/dates';

const app = buildApp();
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];

beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);

async function gdsAt(now: Date) {
  const [airportRows, airlineRows] = await Promise.all([db.select().from(airports), db.select().from(airlines)]);
  return new SimulatedGds({
    airports: new Map(airportRows.map((row) => [row.iata, row])),
    carriers: new Map(airlineRows.map((row) => [row.iata, row.name])),
    ngnPerUsd: env().NGN_PER_USD,
    now: () => now,
  });
}

const search = (from: string, to: string, date: string): FlightSearchRequest => ({
  currencyCode: 'USD',
  originDestinations: [{ id: '1', originLocationCode: from, destinationLocationCode: to, departureDateTimeRange: { date } }],
  travelers: [
    { id: '1', travelerType: 'ADULT' },
    { id: '2', travelerType: 'HELD_INFANT', associatedAdultId: '1' },
  ],
  sources: ['GDS'],
  searchCriteria: { maxFlightOffers: 10 },
});

const post = (offer: unknown) =>
  app.request('/api/flight/confirm-offer', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { type: 'flight-offers-pricing', flightOffers: [offer] } }),
  });

describe('offer pricing (Flight Offers Price)', () => {
  it('confirms an offer at the searched price when nothing moved', async () => {
    const now = new Date();
    const gds = await gdsAt(now);
    const { data } = await gds.searchOffers(search('LOS', 'ABV', inDays(20)));
    const offer = data[0]!;
    const priced = await gds.priceOffer(offer, 'USD');
    // Unless this very hour is one in which the fare moves for these flights.
    if (priced.price.total !== offer.price.total) expect(Number(priced.price.total)).toBeGreaterThan(Number(offer.price.total));
    expect(priced.itineraries).toEqual(offer.itineraries);
    expect(priced.travelerPricings.map((pricing) => pricing.travelerType)).toEqual(['ADULT', 'HELD_INFANT']);
  });

  it('prices from the flights, never from the price the client sent', async () => {
    const gds = await gdsAt(new Date());
    const { data } = await gds.searchOffers(search('LOS', 'ACC', inDays(25)));
    const tampered: FlightOffer = { ...data[0]!, price: { ...data[0]!.price, total: '1.00', grandTotal: '1.00' } };
    const priced = await gds.priceOffer(tampered, 'USD');
    expect(Number(priced.price.total)).toBeGreaterThan(50);
  });

  it('moves the fare up in some hours, the way fares really change between search and booking', async () => {
    const base = Date.parse(`${inDays(0)}T00:00:00Z`);
    const date = inDays(30, base);
    let changed = 0;
    for (let hour = 0; hour < 48; hour += 1) {
      const gds = await gdsAt(new Date(base + hour * 3_600_000));
      const offer = (await gds.searchOffers(search('ABV', 'DSS', date))).data[0]!;
      const priced = await gds.priceOffer(offer, 'USD');
      if (priced.price.total !== offer.price.total) {
        changed += 1;
        expect(Number(priced.price.total)).toBeGreaterThan(Number(offer.price.total));
      }
    }
    expect(changed).toBeGreaterThan(0);
    expect(changed).toBeLessThan(24);
    // 48 searches and pricings: more than Jest's default 5 s on a busy two-core machine.
  }, 30_000);

  it('refuses a party bigger than the seats left', async () => {
    const gds = await gdsAt(new Date());
    const offer = (await gds.searchOffers(search('LOS', 'ACC', inDays(18)))).data.find((candidate) => candidate.numberOfBookableSeats < 9)!;
    const adult = offer.travelerPricings[0]!;
    const crowd: FlightOffer = {
      ...offer,
      travelerPricings: Array.from({ length: offer.numberOfBookableSeats + 1 }, (_, index) => ({ ...adult, travelerId: String(index + 1) })),
    };
    await expect(gds.priceOffer(crowd, 'USD')).rejects.toMatchObject({ reason: 'SOLD_OUT' });
  });

  it('refuses a flight that is not on sale', async () => {
    const gds = await gdsAt(new Date());
    const offer = (await gds.searchOffers(search('LOS', 'ABV', inDays(15)))).data[0]!;
    const invented: FlightOffer = JSON.parse(JSON.stringify(offer));
    invented.itineraries[0]!.segments[0]!.number = '9999';
    await expect(gds.priceOffer(invented, 'USD')).rejects.toMatchObject({ reason: 'FLIGHT_NOT_FOUND' });
  });
});

describe('POST /api/flight/confirm-offer', () => {
  it('answers with the offer as it can be booked now, warning when the total changed', async () => {
    const searched = await (
      await app.request('/api/flight/offers', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(search('LOS', 'LHR', inDays(40))),
      })
    ).json();
    const offer = searched.data[0];
    const res = await post({ ...offer, price: { ...offer.price, total: '10.00' } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.type).toBe('flight-offers-pricing');
    expect(body.data.flightOffers[0].price.total).not.toBe('10.00');
    expect(body.warnings[0]).toMatchObject({ code: 'PRICE_CHANGED' });
  });

  it('answers a flight no longer on sale with a 409 the page can act on', async () => {
    const searched = await (
      await app.request('/api/flight/offers', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(search('LOS', 'ABV', inDays(9))),
      })
    ).json();
    const offer = JSON.parse(JSON.stringify(searched.data[0]));
    offer.itineraries[0].segments[0].departure.at = offer.itineraries[0].segments[0].departure.at.replace(/T\d\d/, 'T03');
    const res = await post(offer);
    expect(res.status).toBe(409);
    expect((await res.json()).errors[0]).toMatchObject({ code: 'FLIGHT_NOT_FOUND' });
  });

  it('refuses something that is not an offer with the 422 envelope', async () => {
    const res = await post({ type: 'flight-offer', id: '1', itineraries: [], price: { currency: 'EUR', total: '1' }, travelerPricings: [] });
    expect(res.status).toBe(422);
    const res2 = await app.request('/api/flight/confirm-offer', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { type: 'flight-offers-pricing', flightOffers: [] } }),
    });
    expect(res2.status).toBe(422);
  });
});

describe('a simulated GDS outage', () => {
  it('fails as Amadeus does (502, amadeus_code 141) at the configured rate, and the API passes it on in the envelope', async () => {
    const healthy = await gdsAt(new Date());
    const { data } = await healthy.searchOffers(search('LOS', 'ABV', inDays(20)));
    const [airportRows, airlineRows] = await Promise.all([db.select().from(airports), db.select().from(airlines)]);
    const down = new SimulatedGds({
      airports: new Map(airportRows.map((row) => [row.iata, row])),
      carriers: new Map(airlineRows.map((row) => [row.iata, row.name])),
      ngnPerUsd: env().NGN_PER_USD,
      failureRate: 0.5,
      random: (() => {
        const draws = [0.2, 0.9];
        return () => draws.shift() ?? 0.9;
      })(),
    });
    const failed = await down.searchOffers(search('LOS', 'ABV', inDays(20))).catch((error: unknown) => error);
    expect(failed).toMatchObject({ status: 502, code: 'PROVIDER_UNAVAILABLE', extra: { amadeus_code: 141 } });
    // The next call is above the rate: it goes through.
    await expect(down.priceOffer(data[0]!, 'USD')).resolves.toMatchObject({ type: 'flight-offer' });

    const { resetEnvForTests } = await import('../../../env');
    const { resetFlightProvider } = await import('../index');
    process.env.SIMULATED_GDS_FAILURE_RATE = '1';
    resetEnvForTests();
    resetFlightProvider();
    try {
      const res = await app.request('/api/flight/offers', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(search('LOS', 'ABV', inDays(20))),
      });
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({ amadeus_code: 141, errors: [{ code: 'PROVIDER_UNAVAILABLE' }] });
    } finally {
      delete process.env.SIMULATED_GDS_FAILURE_RATE;
      resetEnvForTests();
      resetFlightProvider();
    }
  });
});
