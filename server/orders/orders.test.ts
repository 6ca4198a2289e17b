import { buildApp } from '../app';
import { bookingHelpers, browserClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';

const app = buildApp();
const { book } = bookingHelpers(app);

beforeAll(async () => {
  await useTestDatabase();
}, 60_000);
afterAll(closeTestDatabase);

/** The orders routes, product-neutral: open an order, what is due and how, look one up. */
describe('orders over HTTP', () => {
  it('opens an order for the browser that made it, through its kind: status, amounts, the flight details', async () => {
    const { reference, browser, offer } = await book();
    const res = await browser.get(`/api/bookings/${reference}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { data } = await res.json();
    expect(data).toMatchObject({ reference, status: 'PENDING', currency: 'NGN', fare: { total: offer.price.total }, payable: true });
    expect(data.itineraries).toEqual(offer.itineraries);
    expect(data.passengers).toHaveLength(1);
  });

  it('says what is due and the methods this order may use, from one place', async () => {
    const { reference, browser, offer } = await book();
    const { data } = await (await browser.get(`/api/bookings/${reference}/pay`)).json();
    expect(data.amountDue).toEqual({ amount: offer.price.total, currency: 'NGN' });
    expect(data.methods).toEqual(expect.arrayContaining(['PAYSTACK', 'FLUTTERWAVE']));
  });

  it('answers a stranger, a guessed reference and a malformed one alike, revealing nothing', async () => {
    const { reference } = await book();
    const stranger = await browserClient(app).get(`/api/bookings/${reference}`);
    const unknown = await browserClient(app).get('/api/bookings/QQQQQQ');
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual(await unknown.json());
    expect((await browserClient(app).get('/api/bookings/%00%01')).status).toBe(422);
  });

  it('looks an order up by reference and surname, case- and accent-insensitively, and then opens it in that browser', async () => {
    const { reference } = await book();
    const other = browserClient(app);
    const wrong = await other.post('/api/bookings/lookup', { reference, lastName: 'Okafor' });
    expect(wrong.status).toBe(404);
    const found = await other.post('/api/bookings/lookup', { reference: reference.toLowerCase(), lastName: ' OBÍ ' });
    expect(found.status).toBe(200);
    expect((await found.json()).data).toMatchObject({ reference, status: 'PENDING' });
    expect((await other.get(`/api/bookings/${reference}`)).status).toBe(200);
  });
});
