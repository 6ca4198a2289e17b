import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { mailOutbox, orders } from '../db/schema';
import { zonedInstant } from '../lib/geo';
import { getFlightProvider } from '../flights/providers';
import { fulfilJob } from '../payments/fulfilment';
import { sandboxWebhooksDelivered } from '../payments/gateways/sandbox/sandbox.handlers';
import { bookingHelpers, browserClient } from '../test/api-helpers';
import { pdfText } from '../test/pdf-text';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';

const app = buildApp();
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(async () => {
  await sandboxWebhooksDelivered();
  await closeTestDatabase();
});

const { book, startCheckout, payAtSandbox } = bookingHelpers(app);

async function paidBooking(options: Parameters<typeof book>[0] = {}) {
  const booked = await book(options);
  const paymentReference = await startCheckout('paystack', booked.reference);
  const callback = await payAtSandbox(paymentReference, 'success');
  await booked.browser.get(`${callback.pathname}${callback.search}`);
  await sandboxWebhooksDelivered();
  return booked;
}

describe('local times at airports', () => {
  it('turns an airport wall-clock time into the instant, daylight saving included', () => {
    expect(zonedInstant('2026-12-24T22:20:00', 'Africa/Lagos').toISOString()).toBe('2026-12-24T21:20:00.000Z');
    expect(zonedInstant('2026-07-01T08:00:00', 'Europe/London').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(zonedInstant('2026-01-15T08:00:00', 'Europe/London').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(zonedInstant('2026-03-29T03:30:00', 'Europe/London').toISOString()).toBe('2026-03-29T02:30:00.000Z');
  });
});

describe('the e-ticket and the calendar file', () => {
  it('gives a paid booking its PDF (cities, local times, travellers, seats, fare, manage link) and its calendar, and attaches the PDF to the confirmation', async () => {
    const { reference, browser } = await paidBooking({ from: 'LOS', to: 'LHR' });
    const response = await browser.get(`/api/bookings/${reference}/ticket.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="baobab-${reference}.pdf"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // Small enough for a slow phone and an email (the fonts are subset).
    expect(bytes.byteLength).toBeLessThan(80_000);
    const text = await pdfText(bytes);
    expect(text).toContain(reference);
    expect(text).toContain('E-ticket and receipt');
    // When it was paid, in one phrase with its clock named.
    expect(text).toMatch(/Paid on \d{1,2} \w+ \d{4} at \d\d:\d\d \(Lagos time\)/);
    expect(text).toMatch(/Lagos \(LOS\) \d\d:\d\d → London \(LHR\) \d\d:\d\d/);
    expect(text).toContain('All times are local to each airport.');
    // The airline's own reference, once paid (check-in, the airport desk).
    const view = (await (await browser.get(`/api/bookings/${reference}`)).json()).data;
    expect(view.providerReference).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(text).toContain(`Airline booking reference (PNR): ${view.providerReference}`);
    expect(text).toMatch(/Total paid\s*₦[\d,]+/);
    expect(text).toContain(`/manage?booking=${reference}`);

    const calendar = await browser.get(`/api/bookings/${reference}/calendar.ics`);
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = await calendar.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain(`UID:${reference}-1@baobab.travel`);
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(ics).toMatch(/SUMMARY:\w+ \d+ Lagos \(LOS\) → London \(LHR\)/);

    const share = await browser.get(`/api/bookings/${reference}/share/whatsapp`);
    expect(share.status).toBe(302);
    const shared = new URL(share.headers.get('location')!);
    expect(shared.origin).toBe('https://wa.me');
    expect(shared.searchParams.get('text')).toMatch(/^My trip: Lagos \(LOS\) → London \(LHR\), \w{3}, \d+ \w{3} \d{4}\. Booked on Baobab\.$/);
    // Where and when, never who or the booking ID (which with a surname opens the booking).
    expect(shared.searchParams.get('text')).not.toContain(reference);

    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `confirmed:${reference}`));
    expect(mail!.text).toContain('Your e-ticket and receipt are attached as a PDF');
    // Every address in the HTML part is a link.
    expect(mail!.html).toContain('<a href="http://localhost/manage">http://localhost/manage</a>');
    expect(mail!.attachments).toEqual([{ filename: `baobab-${reference}.pdf`, contentType: 'application/pdf', content: expect.any(String) }]);
    expect(await pdfText(new Uint8Array(Buffer.from(mail!.attachments![0]!.content, 'base64')))).toContain(reference);
  });

  it("gives each traveller the airline's e-ticket number once paid: in the booking, the PDF and the email", async () => {
    const booked = await book({ from: 'LOS', to: 'LHR' });
    const unpaid = (await (await booked.browser.get(`/api/bookings/${booked.reference}`)).json()).data;
    expect(unpaid.passengers.map((passenger: { ticketNumber: string | null }) => passenger.ticketNumber)).toEqual(unpaid.passengers.map(() => null));
    const paymentReference = await startCheckout('paystack', booked.reference);
    const callback = await payAtSandbox(paymentReference, 'success');
    await booked.browser.get(`${callback.pathname}${callback.search}`);
    await sandboxWebhooksDelivered();
    const view = (await (await booked.browser.get(`/api/bookings/${booked.reference}`)).json()).data;
    const numbers: string[] = view.passengers.map((passenger: { ticketNumber: string }) => passenger.ticketNumber);
    expect(numbers.length).toBeGreaterThan(0);
    for (const number of numbers) expect(number).toMatch(/^\d{13}$/);
    const printed = `${numbers[0]!.slice(0, 3)}-${numbers[0]!.slice(3)}`;
    const text = await pdfText(new Uint8Array(await (await booked.browser.get(`/api/bookings/${booked.reference}/ticket.pdf`)).arrayBuffer()));
    expect(text).toContain(`e-ticket: ${printed}`);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `confirmed:${booked.reference}`));
    expect(mail!.text).toContain(`e-ticket: ${printed}`);
  });

  it('confirms a paid booking with its PNR alone when the airline cannot issue the e-tickets yet, and shows them once issued', async () => {
    const provider = await getFlightProvider(db);
    const spy = jest.spyOn(provider, 'issuedTickets').mockRejectedValueOnce(new Error('ticketing queue down')).mockResolvedValueOnce([]);
    const { reference, browser } = await paidBooking();
    expect(spy).toHaveBeenCalledTimes(1);
    const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
    expect(order!.status).toBe('CONFIRMED');
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `confirmed:${reference}`));
    expect(mail!.text).not.toContain('e-ticket:');
    expect(order!.fulfilment).toBe('PENDING');
    // Looking at the booking asks nothing of the airline: the job does, every ten minutes.
    const waiting = (await (await browser.get(`/api/bookings/${reference}`)).json()).data;
    expect(spy).toHaveBeenCalledTimes(1);
    expect(waiting.providerReference).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(waiting.passengers.every((passenger: { ticketNumber: string | null }) => passenger.ticketNumber === null)).toBe(true);
    const jobs = async () =>
      (
        (await db.execute(
          sql`select state, start_after from pgboss.job where name = 'orders-fulfil' and data->>'orderId' = ${order!.id} and state = 'created' order by start_after`,
        )) as unknown as { rows: Array<{ start_after: Date }> }
      ).rows;
    expect((await jobs()).length).toBeGreaterThanOrEqual(1);
    // The job, ten minutes on: the airline has still issued nothing, and is asked again later.
    expect(await fulfilJob(db, { orderId: order!.id }, new Date(Date.now() + 10 * 60_000))).toBe('later');
    expect(spy).toHaveBeenCalledTimes(2);
    expect((await jobs()).some((job) => new Date(job.start_after).getTime() > Date.now() + 9 * 60_000)).toBe(true);
    spy.mockRestore();
    // Then it has issued them: the booking shows them, and an email brings them.
    expect(await fulfilJob(db, { orderId: order!.id }, new Date(Date.now() + 20 * 60_000))).toBe('done');
    const issued = (await (await browser.get(`/api/bookings/${reference}`)).json()).data;
    const numbers = (issued.passengers as Array<{ ticketNumber: string | null }>).map((passenger) => passenger.ticketNumber!);
    for (const number of numbers) expect(number).toMatch(/^\d{13}$/);
    const [ready] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `updated:${reference}`));
    expect(ready!.subject).toContain(`Booking ${reference}: your e-ticket is ready`);
    expect(ready!.text).toContain(`e-ticket: ${numbers[0]!.slice(0, 3)}-${numbers[0]!.slice(3)}`);
    expect(await pdfText(new Uint8Array(Buffer.from(ready!.attachments![0]!.content, 'base64')))).toContain(
      `${numbers[0]!.slice(0, 3)}-${numbers[0]!.slice(3)}`,
    );
    // Once: the job run again finds nothing new to send.
    expect(await fulfilJob(db, { orderId: order!.id }, new Date(Date.now() + 30 * 60_000))).toBe('done');
    expect(
      (
        await db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.dedupeKey, `updated:${reference}`))
      ).length,
    ).toBe(1);
    expect(
      (
        await db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.dedupeKey, `confirmed:${reference}`))
      ).length,
    ).toBe(1);
  });

  it('gives up on e-tickets the airline has not issued a week after payment: FAILED for our staff, the traveller told, the booking standing with its PNR', async () => {
    const provider = await getFlightProvider(db);
    const spy = jest.spyOn(provider, 'issuedTickets').mockResolvedValue([]);
    const { reference } = await paidBooking();
    const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
    expect(order).toMatchObject({ status: 'CONFIRMED', fulfilment: 'PENDING' });
    expect(await fulfilJob(db, { orderId: order!.id }, new Date(order!.paidAt!.getTime() + 8 * 86_400_000))).toBe('failed');
    spy.mockRestore();
    expect((await db.select().from(orders).where(eq(orders.id, order!.id)))[0]).toMatchObject({
      status: 'CONFIRMED',
      fulfilment: 'FAILED',
      fulfilmentError: 'TICKETS_NOT_ISSUED',
    });
    expect(
      (
        await db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.dedupeKey, `delayed:${reference}`))
      ).length,
    ).toBe(1);
    expect(
      (
        await db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.dedupeKey, `confirmed:${reference}`))
      ).length,
    ).toBe(1);
  });

  it('confirms and emails a paid booking even when its e-ticket cannot be made', async () => {
    const { flightOrderKind } = await import('../flights/kind');
    const spy = jest.spyOn(flightOrderKind, 'document').mockRejectedValueOnce(new Error('no fonts'));
    const { reference } = await paidBooking();
    spy.mockRestore();
    const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
    expect(order!.status).toBe('CONFIRMED');
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `confirmed:${reference}`));
    expect(mail!.attachments).toBeNull();
    expect(mail!.text).not.toContain('attached as a PDF');
  });

  it('is written in the booking language', async () => {
    const booked = await book({ from: 'DSS', to: 'ABJ' });
    await db.update(orders).set({ language: 'fr' }).where(eq(orders.reference, booked.reference));
    const paymentReference = await startCheckout('paystack', booked.reference);
    const callback = await payAtSandbox(paymentReference, 'success');
    await booked.browser.get(`${callback.pathname}${callback.search}`);
    const text = await pdfText(new Uint8Array(await (await booked.browser.get(`/api/bookings/${booked.reference}/ticket.pdf`)).arrayBuffer()));
    expect(text).toContain('Billet électronique et reçu');
    expect(text).toContain('Toutes les heures sont locales à chaque aéroport.');
    expect(text).toContain(`/fr/manage?booking=${booked.reference}`);
    // French puts a (no-break) space before a colon, on the manage line too.
    expect(text).toMatch(/Gérer votre réservation\s:/);
  });

  it('makes documents on request, sixty a quarter of an hour per connection', async () => {
    const { reference, browser } = await paidBooking();
    const statuses: number[] = [];
    for (let call = 0; call < 61; call += 1) statuses.push((await browser.get(`/api/bookings/${reference}/calendar.ics`)).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('refuses an unpaid booking (409) and answers a stranger as for no booking (404)', async () => {
    const { reference, browser } = await book();
    // Not shown before payment: an unpaid hold may still be dropped.
    expect((await (await browser.get(`/api/bookings/${reference}`)).json()).data.providerReference).toBeNull();
    const unpaid = await browser.get(`/api/bookings/${reference}/ticket.pdf`);
    expect(unpaid.status).toBe(409);
    expect((await unpaid.json()).errors[0].code).toBe('NOT_PAID');
    expect((await browser.get(`/api/bookings/${reference}/calendar.ics`)).status).toBe(409);
    const paid = await paidBooking();
    const stranger = await browserClient(app).get(`/api/bookings/${paid.reference}/ticket.pdf`);
    expect(stranger.status).toBe(404);
    expect((await browserClient(app).get(`/api/bookings/${paid.reference}/calendar.ics`)).status).toBe(404);
    expect((await paid.browser.get('/api/bookings/nope!!/ticket.pdf')).status).toBe(422);
  });
});
