import { buildApp } from '../app';
import { amadeusDefinitionValidator } from '../lib/amadeus-specs/validator';
import { addDays, todayInLagos } from '../lib/dates';
import { blockNetwork } from '../test/block-network';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import near from './providers/amadeus-activities/fixtures/activities-near.json';
import bySquare from './providers/amadeus-activities/fixtures/activities-by-square.json';
import { recordedActivities } from './providers/amadeus-activities/fixtures/recorded';
import { setActivityProviderForTests } from './providers';

const app = buildApp();
beforeAll(async () => {
  await useTestDatabase();
}, 60_000);
afterAll(async () => {
  setActivityProviderForTests(undefined);
  await closeTestDatabase();
});
afterEach(() => setActivityProviderForTests(undefined));
blockNetwork();

type Item = { id: string; provider: string; bookingLink: string; cityCode: string | null; details: unknown; price?: { amount: string; currencyCode: string } };
const get = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: await res.json() };
};

/** Amadeus answering with its recorded activities (Madrid's, wherever it is asked: the recording answers by path). */
function amadeusAnswering(list: { status?: number; body: unknown } = { body: near }) {
  const recorded = recordedActivities({
    '/v1/shopping/activities': list,
    '/v1/shopping/activities/by-square': { body: bySquare },
    '/v1/shopping/activities/999': { status: 404, body: { errors: [{ status: 404, code: 1797, title: 'NOT FOUND' }] } },
  });
  setActivityProviderForTests(recorded.amadeus);
  return recorded;
}

describe('experiences with Amadeus Tours and Activities (EXPERIENCES_AMADEUS, recorded, network blocked)', () => {
  it('a search of every category in a city adds the provider’s activities there, after ours, marked as booked on the supplier’s site', async () => {
    const { calls } = amadeusAnswering();
    const { status, body } = await get('/api/experienceSearch?searchTerm=tour&city=LOS&pageSize=50');
    expect(status).toBe(200);
    const items = body.data as Item[];
    const theirs = items.filter((item) => item.provider === 'amadeus');
    expect(theirs.map((item) => item.id)).toEqual(['AM4351382']);
    expect(theirs[0]).toMatchObject({
      bookingLink: 'https://b2c.mla.cloud/c/Royal?c=2WxbgL36',
      cityCode: 'LOS',
      details: null,
      price: { amount: '45.00', currencyCode: 'EUR' },
    });
    // By price in dollars, a supplier's euros are not compared: last.
    const byPrice = (await get('/api/experienceSearch?searchTerm=tour&city=LOS&sort=PRICE&pageSize=50')).body.data as Item[];
    expect(byPrice.at(-1)!.id).toBe('AM4351382');
    const validate = amadeusDefinitionValidator('ToursandActivities_v1', 'Activity');
    for (const item of items) expect(validate(item) ? [] : validate.errors).toEqual([]);
    // Lagos' centre, the largest radius Amadeus takes.
    const asked = new URL(`https://x${calls.find((call) => call.path.startsWith('/v1/shopping/activities'))!.path}`).searchParams;
    expect(Object.fromEntries(asked)).toEqual({ latitude: '6.454100', longitude: '3.394700', radius: '20' });

    // A filter the provider cannot answer (a day, free cancellation) leaves its activities out; a price in another currency too.
    const dated = await get(`/api/experienceSearch?searchTerm=tour&city=LOS&date=${addDays(todayInLagos(new Date()), 5)}`);
    expect((dated.body.data as Item[]).some((item) => item.provider === 'amadeus')).toBe(false);
    const cheap = await get('/api/experienceSearch?searchTerm=tour&city=LOS&maxPrice=100&currency=USD');
    expect((cheap.body.data as Item[]).some((item) => item.provider === 'amadeus')).toBe(false);
    // A category of ours does not hold them (they have none).
    expect(((await get('/api/experienceCategory/Tours?city=LOS')).body.data as Item[]).every((item) => item.provider === 'experiences')).toBe(true);
  });

  it('a failing provider leaves our experiences and says so in a warning; without EXPERIENCES_AMADEUS nothing is asked', async () => {
    amadeusAnswering({ status: 500, body: { errors: [{ status: 500, code: 141, title: 'SYSTEM ERROR HAS OCCURRED' }] } });
    const { status, body } = await get('/api/experienceSearch?searchTerm=tour&city=LOS');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.warnings).toEqual([expect.objectContaining({ code: 'PROVIDER_UNAVAILABLE' })]);
    setActivityProviderForTests(null);
    const without = await get('/api/experienceSearch?searchTerm=tour&city=LOS');
    expect(without.body.warnings).toBeUndefined();
    expect((await get('/api/experienceView?id=AM23642')).status).toBe(404);
  });

  it('shows one of its activities by id with no slots (it is not booked here), its pictures drawn; a gone one is 404', async () => {
    amadeusAnswering();
    await get('/api/experienceSearch?searchTerm=museum&city=LOS');
    const { status, body } = await get('/api/experienceView?id=AM23642');
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { id: 'AM23642', provider: 'amadeus', name: 'Skip-the-line tickets to the Prado Museum', details: null }, slots: [] });
    expect((await get('/api/experienceView?id=AM999')).status).toBe(404);
    const picture = await app.request('/api/experiences/photos/AM23642-1.svg');
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect((await app.request('/api/experiences/photos/AM23642-4.svg')).status).toBe(404);
    // Nothing of ours sells it: no price, no booking.
    expect((await app.request('/api/experiences/price?slot=AM23642-202612121000&adults=1')).status).toBe(422);
    expect((await app.request('/api/v1/reviewExpStatusOpen?id=AM23642')).status).toBe(404);
  });

  it('finds ours and the provider’s around a point and in a square, nearest first; refuses areas out of range', async () => {
    amadeusAnswering();
    const around = await get('/api/experiences/nearby?latitude=6.4541&longitude=3.3947&radius=20');
    expect(around.status).toBe(200);
    const ids = (around.body.data as Item[]).map((item) => item.id);
    expect(ids.some((id) => id.startsWith('EXLOS'))).toBe(true);
    // Madrid's recorded activities are not within 20 km of Lagos.
    expect(ids.some((id) => id.startsWith('AM'))).toBe(false);
    const madrid = await get('/api/experiences/nearby?latitude=40.4144&longitude=-3.6917&radius=2');
    expect((madrid.body.data as Item[]).map((item) => item.id)).toEqual(['AM23642', 'AM4351382']);
    // The square's centre is nearer the palace than the museum.
    const square = await get('/api/experiences/by-square?north=40.42&west=-3.72&south=40.41&east=-3.69');
    expect((square.body.data as Item[]).map((item) => item.id)).toEqual(['AM4351382', 'AM23642']);
    const lagos = await get('/api/experiences/by-square?north=6.6&west=3.2&south=6.3&east=3.6');
    expect((lagos.body.data as Item[]).length).toBeGreaterThan(0);
    for (const bad of [
      '/api/experiences/nearby?latitude=91&longitude=0',
      '/api/experiences/nearby?latitude=6&longitude=3&radius=21',
      '/api/experiences/nearby?latitude=abc&longitude=3',
      '/api/experiences/by-square?north=6&west=3.6&south=6.3&east=3.2',
      '/api/experiences/by-square?north=10&west=0&south=0&east=10',
    ]) {
      expect((await app.request(bad)).status).toBe(422);
    }
  });
});
