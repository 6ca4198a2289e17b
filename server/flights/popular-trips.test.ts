import { buildApp } from '../app';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { gatewayFor } from './popular-trips';

const app = buildApp();

beforeAll(async () => {
  await useTestDatabase();
}, 60_000);
afterAll(closeTestDatabase);

describe('GET /api/flight/popular-trips', () => {
  it("lists priced trips from the main airport of the visitor's country", async () => {
    const res = await app.request('/api/flight/popular-trips?country=NG&currency=NGN');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.meta.origin).toBe('LOS');
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    expect(body.data[0]).toMatchObject({ origin: 'LOS', originCity: 'Lagos', price: { currency: 'NGN' } });
    expect(body.data.map((trip: { destination: string }) => trip.destination)).toContain('ABV');
    expect(Number(body.data[0].price.total)).toBeGreaterThan(0);
  });

  it('takes an explicit origin', async () => {
    const body = await (await app.request('/api/flight/popular-trips?origin=DSS&lang=fr')).json();
    expect(body.meta.origin).toBe('DSS');
    expect(body.data.find((trip: { destination: string }) => trip.destination === 'CDG')?.destinationCity).toBe('Paris');
    expect(body.data[0].price.currency).toBe('USD');
  });

  it('answers an unknown place with no trips rather than an error', async () => {
    const body = await (await app.request('/api/flight/popular-trips?country=AQ')).json();
    expect(body).toEqual({ data: [], meta: { origin: null } });
  });

  it('rejects a malformed origin with the envelope', async () => {
    const res = await app.request('/api/flight/popular-trips?origin=lagos');
    expect(res.status).toBe(422);
    expect((await res.json()).errors[0].source).toEqual({ parameter: 'origin' });
  });

  it('maps countries to their gateways', () => {
    expect(gatewayFor('sn')).toBe('DSS');
    expect(gatewayFor('GH')).toBe('ACC');
    expect(gatewayFor(undefined)).toBeNull();
  });
});
