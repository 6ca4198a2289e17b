import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { mailOutbox } from '../db/schema';
import { bookingHelpers, browserClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';

const app = buildApp();
const { book, payByCard } = bookingHelpers(app);
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];

beforeAll(async () => {
  ({ db } = await useTestDatabase());
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

  it('emails the bookings made with an address to that address when the ID is forgotten, saying the same to anyone who asks', async () => {
    const paid = await book({ email: 'Forgot.Id@example.com' });
    await payByCard(paid.reference);
    const pending = await book({ email: 'forgot.id@example.com' });
    const asker = browserClient(app);
    const answer = await asker.post('/api/bookings/remind', { email: ' FORGOT.ID@example.com ', language: 'fr' });
    expect(answer.status).toBe(202);
    expect((await answer.json()).data).toEqual({ email: 'f•••@example.com' });
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'forgot.id@example.com'))
      .then((rows) => rows.filter((row) => row.kind === 'bookings-reminder'));
    expect(mail!.subject).toContain('Vos numéros de réservation Baobab');
    expect(mail!.text).toContain(`${paid.reference} · Vol · payée`);
    expect(mail!.text).toContain(`${pending.reference} · Vol · en attente de paiement`);
    // Each link opens its booking in any browser: the paid one at its confirmation, the other at its payment.
    const link = new URL(mail!.text.split('\n')[mail!.text.split('\n').findIndex((line) => line.startsWith(paid.reference)) + 1]!);
    expect(link.pathname).toMatch(/\/flights\/confirmation$/);
    const fresh = browserClient(app);
    expect((await fresh.get(`/api/bookings/${paid.reference}?access=${link.searchParams.get('access')}`)).status).toBe(200);

    // An address that booked nothing: the same answer, and no mail. Hostile input: the envelope.
    const nobody = await asker.post('/api/bookings/remind', { email: 'nobody.here@example.com' });
    expect(nobody.status).toBe(202);
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'nobody.here@example.com'))).length).toBe(0);
    for (const body of [
      {},
      { email: 'not an email' },
      { email: `${'a'.repeat(300)}@example.com` },
      { email: ['x@example.com'] },
      { email: 'a\u0000@example.com' },
    ]) {
      expect((await asker.post('/api/bookings/remind', body)).status).toBe(422);
    }

    // One such email an hour at most to an address, whoever asks; five asks an hour from a connection.
    for (const ip of ['10.77.0.1', '10.77.0.2', '10.77.0.3']) await browserClient(app, ip).post('/api/bookings/remind', { email: 'forgot.id@example.com' });
    const reminders = (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'forgot.id@example.com'))).filter(
      (row) => row.kind === 'bookings-reminder',
    );
    expect(reminders).toHaveLength(1);
    const busy = browserClient(app, '10.77.0.9');
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push((await busy.post('/api/bookings/remind', { email: `someone${index}@example.com` })).status);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
