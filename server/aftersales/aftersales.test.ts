import { and, eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { users } from '../accounts/schema';
import { getFlightProvider } from '../flights/providers';
import type { SimulatedGds } from '../flights/providers/simulated/search';
import { flightKey, OfferUnavailableError, type FlightOffer } from '../flights/providers/types';
import { checkSchedules } from '../flights/schedule-changes';
import { flightHolds, flightInventory, flightPassengers, flightSeats } from '../flights/schema';
import { pointsOf } from '../hub/points';
import { cancelOrder } from '../orders/orders';
import { orders } from '../orders/schema';
import { sandboxWebhooksDelivered } from '../payments/gateways/sandbox/sandbox.handlers';
import { bookingHelpers, browserClient, signedInClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { acceptQuote } from './requests';
import { afterSalesRequests } from './schema';

const app = buildApp();
const { book, payByCard, startCheckout, payAtSandbox, browserOf, inDays } = bookingHelpers(app);
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
let staff: ReturnType<typeof browserClient>;

beforeAll(async () => {
  ({ db } = await useTestDatabase());
  const email = `ops.${Date.now()}@baobab.travel`;
  staff = await signedInClient(app, email);
  await db.update(users).set({ adminType: 'operations' }).where(eq(users.email, email));
}, 60_000);
afterAll(closeTestDatabase);

type View = {
  id: string;
  type: string;
  status: string;
  quote: { fee: string | null; fareDifference: string | null; penalty: string | null; refund: string | null; toPay: string; expiresAt: string } | null;
  payment: { reference: string; paid: boolean; url: string | null } | null;
  history: Array<{ status: string; by: string; note: string | null }>;
};

/** A paid booking, by a new browser. */
async function paidBooking(options: Parameters<typeof book>[0] = {}) {
  const booked = await book(options);
  await payByCard(booked.reference);
  return booked;
}

const list = async (reference: string, browser = browserOf(reference)) =>
  (await browser.get(`/api/bookings/${reference}/requests`)).json() as Promise<{
    data: {
      terms: {
        cancel: { refundable: boolean; refund: string | null; penalty: string | null };
        change: { allowed: boolean; fee: string | null };
        travellers: Array<{ id: string; name: string }>;
      } | null;
      canAsk: boolean;
      requests: View[];
    };
  }>;
/** Seats our bookings hold on a flight, in a cabin. */
const soldOn = async (key: string, cabin: string) =>
  (
    await db
      .select()
      .from(flightInventory)
      .where(and(eq(flightInventory.flightKey, key), eq(flightInventory.cabin, cabin)))
  )[0]?.sold ?? 0;
/** The booking's flights, as its page shows them. */
const flightsOf = async (reference: string) =>
  (
    (await (await browserOf(reference).get(`/api/bookings/${reference}`)).json()) as {
      data: { itineraries: FlightOffer['itineraries']; scheduleChanged: boolean; seats: unknown[] };
    }
  ).data;
const ask = (reference: string, body: unknown, browser = browserOf(reference)) => browser.post(`/api/bookings/${reference}/requests`, body);
/** What the booking's contact was sent about it. */
async function mails(reference: string) {
  const [order] = await db.select({ to: orders.contactEmail }).from(orders).where(eq(orders.reference, reference));
  const box = await (await app.request(`/api/dev/mailbox?to=${encodeURIComponent(order!.to)}`)).json();
  return (box.data as Array<{ kind: string; subject: string; text: string }>).filter((mail) => mail.subject.includes(reference));
}

describe('after-sales requests', () => {
  it('cancels a paid booking at the traveller’s request: quoted by the fare rules, refunded through the gateway, once', async () => {
    const { reference } = await paidBooking();
    const before = await list(reference);
    expect(before.data.canAsk).toBe(true);
    const terms = before.data.terms!;
    expect(terms.travellers).toEqual([{ id: '1', name: 'ADA OBI' }]);

    const res = await ask(reference, { type: 'CANCEL', message: 'My visa was refused.' });
    expect(res.status).toBe(201);
    const { data: quoted } = (await res.json()) as { data: View };
    expect(quoted.status).toBe('QUOTED');
    expect(quoted.history.map((step) => [step.status, step.by])).toEqual([
      ['RECEIVED', 'traveller'],
      ['QUOTED', 'system'],
    ]);
    expect(quoted.quote!.refund).toBe(terms.cancel.refund);
    expect(quoted.quote!.toPay).toBe('0.00');

    // Twenty taps on Accept: one cancellation, one refund.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => browserOf(reference).post(`/api/bookings/${reference}/requests/${quoted.id}/accept`, {})),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 409)).toBe(true);
    const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
    expect(order!.status).toBe('CANCELLED');
    expect(order!.refundedMinor).toBe(Math.round(Number(quoted.quote!.refund) * 100));
    const after = await list(reference);
    expect(after.data.requests[0]!.status).toBe('DONE');
    expect(after.data.canAsk).toBe(false);
    const sent = await mails(reference);
    // The quote (asked and priced at once), then the cancellation's own email with what was refunded.
    expect(sent.filter((mail) => mail.kind === 'aftersales-update')).toHaveLength(1);
    expect(sent.some((mail) => mail.kind === 'booking-cancelled')).toBe(true);
  });

  it('changes dates: received, priced by our staff, accepted, paid through the checkout, then done', async () => {
    const { reference } = await paidBooking();
    const departure = inDays(80);
    const res = await ask(reference, { type: 'CHANGE_DATES', dates: { departure } });
    expect(res.status).toBe(201);
    const { data: received } = (await res.json()) as { data: View };
    expect(received.status).toBe('RECEIVED');
    // One open request at a time.
    expect((await ask(reference, { type: 'CANCEL' })).status).toBe(409);

    // The operations API: staff only.
    expect((await browserClient(app).get('/api/ops/requests')).status).toBe(401);
    const traveller = await signedInClient(app, `not.staff.${Date.now()}@example.com`);
    expect((await traveller.get('/api/ops/requests')).status).toBe(403);
    const open = (await (await staff.get('/api/ops/requests')).json()) as {
      data: Array<View & { booking: { reference: string }; suggestion: { fee: string | null } | null }>;
    };
    const mine = open.data.find((entry) => entry.id === received.id)!;
    expect(mine.booking.reference).toBe(reference);
    expect(mine.suggestion).not.toBeNull();

    const quote = await staff.post(`/api/ops/requests/${received.id}/quote`, { fee: '6000.00', fareDifference: '25000.00', note: 'Same flight, new date.' });
    expect(quote.status).toBe(200);
    expect(((await quote.json()) as { data: View }).data.quote!.toPay).toBe('31000.00');
    // Not done before it is paid.
    const accepted = (await (await browserOf(reference).post(`/api/bookings/${reference}/requests/${received.id}/accept`, {})).json()) as { data: View };
    expect(accepted.data.status).toBe('ACCEPTED');
    expect(accepted.data.payment).toMatchObject({ paid: false, url: `/api/bookings/${reference}/requests/${received.id}/pay` });
    expect((await staff.post(`/api/ops/requests/${received.id}/done`, { note: 'Rebooked.' })).status).toBe(409);

    // A change's fee takes no promo code that does not name it (WELCOME10 names none).
    const feeCode = await browserOf(reference).post('/api/payment/vouchers/checkout', { bookingId: accepted.data.payment!.reference, code: 'WELCOME10' });
    expect((await feeCode.json()).errors[0].code).toBe('VOUCHER_NOT_FOR_THIS');

    // Paying: our link to the checkout of the change's own order, then the gateway as for any booking.
    const pay = await browserOf(reference).get(accepted.data.payment!.url!);
    expect(pay.status).toBe(302);
    const chargeRef = accepted.data.payment!.reference;
    expect(pay.headers.get('location')).toBe(`/api/payment/paystack?bookingId=${chargeRef}`);
    const callback = await payAtSandbox(await startCheckout('paystack', chargeRef, browserOf(reference)), 'success');
    const back = await browserOf(reference).get(`${callback.pathname}${callback.search}`);
    expect(back.headers.get('location')).toMatch(new RegExp(`^/manage\\?booking=${chargeRef}&access=`));
    await sandboxWebhooksDelivered();
    const [charge] = await db.select().from(orders).where(eq(orders.reference, chargeRef));
    expect(charge).toMatchObject({ kind: 'change', status: 'CONFIRMED', totalMinor: 3_100_000 });
    const paid = await list(reference);
    expect(paid.data.requests[0]!.payment).toMatchObject({ paid: true, url: null });

    const before = await flightsOf(reference);
    const done = await staff.post(`/api/ops/requests/${received.id}/done`, { note: `New flight on ${departure}: the airline sends the new e-ticket.` });
    expect(done.status).toBe(200);
    // The booking now has its flights on the new day, as the (simulated) airline rebooked them: the same flights, at their times that day.
    const after = await flightsOf(reference);
    expect(after.scheduleChanged).toBe(false);
    expect(after.seats).toEqual([]);
    const [was, now] = [before.itineraries[0]!.segments[0]!, after.itineraries[0]!.segments[0]!];
    expect(now.departure.at.slice(0, 10)).toBe(departure);
    expect([now.carrierCode, now.number, now.departure.iataCode]).toEqual([was.carrierCode, was.number, was.departure.iataCode]);
    expect(now.departure.at.slice(11)).toBe(was.departure.at.slice(11));
    // The airline's record has the new flights: the schedule check finds nothing changed, and tells nothing.
    expect(await checkSchedules(db)).toBe(0);
    expect((await flightsOf(reference)).itineraries).toEqual(after.itineraries);
    const final = await list(reference);
    expect(final.data.requests[0]!.status).toBe('DONE');
    expect(final.data.requests[0]!.history.map((step) => step.status)).toEqual(['RECEIVED', 'QUOTED', 'ACCEPTED', 'ACCEPTED', 'DONE']);
    // The traveller's view names no member of staff.
    expect(JSON.stringify(final.data)).not.toContain('@baobab.travel');
    // The change's payment is no trip and earns no points.
    const points = await pointsOf(db, { id: '00000000-0000-4000-8000-000000000000', email: charge!.contactEmail });
    expect(points.entries.map((entry) => entry.reference)).toEqual([reference]);
  });

  it('corrects a name at no cost: the booking then carries the passport’s spelling', async () => {
    const { reference } = await paidBooking();
    const { data: received } = (await (
      await ask(reference, { type: 'NAME_CORRECTION', name: { travelerId: '1', firstName: 'Adaeze', lastName: 'Obi-Okafor' } })
    ).json()) as { data: View };
    await staff.post(`/api/ops/requests/${received.id}/quote`, { fee: '0', note: 'Free correction.' });
    const accepted = (await (await browserOf(reference).post(`/api/bookings/${reference}/requests/${received.id}/accept`, {})).json()) as { data: View };
    expect(accepted.data.payment).toBeNull();
    expect((await staff.post(`/api/ops/requests/${received.id}/done`, { note: 'Corrected with the airline.' })).status).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
    const [passenger] = await db.select().from(flightPassengers).where(eq(flightPassengers.orderId, order!.id));
    expect(passenger).toMatchObject({ firstName: 'ADAEZE', lastName: 'OBI-OKAFOR' });
  });

  it('rebooks a free date change on the airline’s flights that day, moving its seats there, follows the airline’s later moves of them, and says so when they do not fly or we have no seats then', async () => {
    const { reference } = await paidBooking();
    const departure = inDays(75);
    const { data: received } = (await (await ask(reference, { type: 'CHANGE_DATES', dates: { departure } })).json()) as { data: View };
    await staff.post(`/api/ops/requests/${received.id}/quote`, { fee: '0', note: 'Same fare that day.' });
    expect(
      ((await (await browserOf(reference).post(`/api/bookings/${reference}/requests/${received.id}/accept`, {})).json()) as { data: View }).data.payment,
    ).toBeNull();

    // The airline cannot rebook those flights that day: our staff are told, the request stays to be done.
    const provider = (await getFlightProvider(db)) as SimulatedGds;
    const refusal = jest
      .spyOn(provider, 'changedItineraries')
      .mockRejectedValueOnce(new OfferUnavailableError('FLIGHT_NOT_FOUND', `Flight P4 7120 does not fly on ${departure}.`));
    const cannot = await staff.post(`/api/ops/requests/${received.id}/done`, { note: 'Rebooked.' });
    refusal.mockRestore();
    expect(cannot.status).toBe(409);
    expect(await cannot.json()).toMatchObject({ errors: [{ status: 409, code: 'NOT_REBOOKABLE', detail: `Flight P4 7120 does not fly on ${departure}.` }] });
    expect((await list(reference)).data.requests[0]!.status).toBe('ACCEPTED');

    // Our inventory has no seats left on the new day's flight: not rebooked.
    const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
    const oldFlight = flightKey((await flightsOf(reference)).itineraries[0]!.segments[0]!);
    const [oldHold] = await db
      .select()
      .from(flightHolds)
      .where(and(eq(flightHolds.orderId, order!.id), eq(flightHolds.flightKey, oldFlight)));
    const soldBefore = await soldOn(oldFlight, oldHold!.cabin);
    const newFlight = flightKey(
      (await provider.changedItineraries({ id: order!.providerOrderId!, offer: (await flightsOf(reference)) as unknown as FlightOffer }, { departure }))[0]!
        .segments[0]!,
    );
    await db
      .insert(flightInventory)
      .values({ flightKey: newFlight, cabin: oldHold!.cabin, capacity: 3, sold: 3 })
      .onConflictDoUpdate({ target: [flightInventory.flightKey, flightInventory.cabin], set: { capacity: 3, sold: 3 } });
    const full = await staff.post(`/api/ops/requests/${received.id}/done`, { note: 'Rebooked.' });
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ errors: [{ code: 'SOLD_OUT' }] });
    await db.update(flightInventory).set({ capacity: 100, sold: 3 }).where(eq(flightInventory.flightKey, newFlight));

    expect((await staff.post(`/api/ops/requests/${received.id}/done`, { note: 'Rebooked.' })).status).toBe(200);
    const rebooked = (await flightsOf(reference)).itineraries[0]!.segments[0]!;
    expect(rebooked.departure.at.slice(0, 10)).toBe(departure);
    // Its seats moved: given back on the flight it left (seat numbers too), taken on the new one.
    expect(flightKey(rebooked)).toBe(newFlight);
    expect(await soldOn(oldFlight, oldHold!.cabin)).toBe(soldBefore - oldHold!.seats);
    expect(await soldOn(newFlight, oldHold!.cabin)).toBe(3 + oldHold!.seats);
    expect(await db.select().from(flightSeats).where(eq(flightSeats.orderId, order!.id))).toEqual([]);
    expect((await db.select().from(flightHolds).where(eq(flightHolds.orderId, order!.id))).map((hold) => hold.flightKey)).toContain(newFlight);
    // The airline then moves the new flight: told against the new day's times, shown, and moved back.
    provider.retime(flightKey(rebooked), 45);
    try {
      expect(await checkSchedules(db)).toBeGreaterThanOrEqual(1);
      const moved = await flightsOf(reference);
      expect(moved.scheduleChanged).toBe(true);
      expect(moved.itineraries[0]!.segments[0]!.departure.at).toBe(new Date(Date.parse(`${rebooked.departure.at}Z`) + 45 * 60_000).toISOString().slice(0, 19));
      const told = (await list(reference)).data.requests.find((request) => request.type === 'SCHEDULE_CHANGE')!;
      expect(told.history[0]!.note).toContain(
        `was on ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${departure}T12:00:00Z`))}`,
      );
      provider.retime(flightKey(rebooked), 0);
      await checkSchedules(db);
      const back = await flightsOf(reference);
      expect(back.scheduleChanged).toBe(false);
      expect(back.itineraries[0]!.segments[0]).toEqual(rebooked);
    } finally {
      provider.retime(flightKey(rebooked), 0);
    }
  });

  it('closes a request the traveller declines or our staff refuse, and lets them ask again', async () => {
    const { reference } = await paidBooking();
    const { data: first } = (await (await ask(reference, { type: 'CHANGE_DATES', dates: { departure: inDays(90), return: inDays(95) } })).json()) as {
      data: View;
    };
    expect((await staff.post(`/api/ops/requests/${first.id}/refuse`, { note: '' })).status).toBe(422);
    const refused = await staff.post(`/api/ops/requests/${first.id}/refuse`, { note: 'No seats on those dates.' });
    expect(((await refused.json()) as { data: View }).data.status).toBe('REFUSED');
    const { data: second } = (await (await ask(reference, { type: 'CANCEL' })).json()) as { data: View };
    const declined = await browserOf(reference).post(`/api/bookings/${reference}/requests/${second.id}/decline`, {});
    expect(((await declined.json()) as { data: View }).data.status).toBe('REFUSED');
    expect((await browserOf(reference).post(`/api/bookings/${reference}/requests/${second.id}/accept`, {})).status).toBe(409);
    const mailed = await mails(reference);
    expect(mailed.some((mail) => mail.text.includes('No seats on those dates.'))).toBe(true);
    expect((await list(reference)).data.canAsk).toBe(true);
  });

  it('refuses an expired quote, and closes a change whose payment lapsed', async () => {
    const { reference } = await paidBooking();
    const { data: received } = (await (await ask(reference, { type: 'CHANGE_DATES', dates: { departure: inDays(70) } })).json()) as { data: View };
    await staff.post(`/api/ops/requests/${received.id}/quote`, { fee: '5000', fareDifference: '0' });
    const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
    await expect(acceptQuote(db, order!, received.id, new Date(Date.now() + 73 * 3_600_000))).rejects.toMatchObject({ status: 409, code: 'QUOTE_EXPIRED' });
    const { charge } = await acceptQuote(db, order!, received.id, new Date());
    await db.transaction((tx) => cancelOrder(tx, charge!.id, new Date()));
    const [closed] = await db.select().from(afterSalesRequests).where(eq(afterSalesRequests.id, received.id));
    expect(closed!.status).toBe('REFUSED');
  });

  it('records a schedule change the airline made: on the booking, the traveller emailed, who may still ask', async () => {
    const { reference } = await paidBooking();
    expect((await browserClient(app).post(`/api/ops/bookings/${reference}/schedule-change`, { note: 'x' })).status).toBe(401);
    expect((await staff.post(`/api/ops/bookings/${reference}/schedule-change`, { note: '' })).status).toBe(422);
    expect((await staff.post('/api/ops/bookings/QQQQQQ/schedule-change', { note: 'Moved.' })).status).toBe(404);
    const recorded = await staff.post(`/api/ops/bookings/${reference}/schedule-change`, { note: 'P4 7120 now leaves at 16:05 instead of 14:40.' });
    expect(recorded.status).toBe(201);
    const listed = await list(reference);
    expect(listed.data.requests[0]).toMatchObject({ type: 'SCHEDULE_CHANGE', status: 'DONE' });
    expect(listed.data.canAsk).toBe(true);
    const mailed = await mails(reference);
    expect(mailed.some((mail) => mail.subject.includes('Your flight times changed') && mail.text.includes('now leaves at 16:05'))).toBe(true);
    // Not something a traveller asks for.
    expect((await ask(reference, { type: 'SCHEDULE_CHANGE' })).status).toBe(422);
    const unpaid = await book();
    expect((await staff.post(`/api/ops/bookings/${unpaid.reference}/schedule-change`, { note: 'Moved.' })).status).toBe(409);
  });

  it('answers strangers, unpaid bookings and hostile input with the error envelope', async () => {
    const { reference } = await paidBooking();
    const stranger = browserClient(app);
    expect((await stranger.get(`/api/bookings/${reference}/requests`)).status).toBe(404);
    expect((await ask(reference, { type: 'CANCEL' }, stranger)).status).toBe(404);
    const unpaid = await book();
    const refusedUnpaid = await ask(unpaid.reference, { type: 'CANCEL' });
    expect(refusedUnpaid.status).toBe(409);
    expect((await refusedUnpaid.json()).errors[0].code).toBe('NOT_PAID');
    for (const body of [
      { type: 'REFUND_EVERYTHING' },
      { type: 'CHANGE_DATES' },
      { type: 'CHANGE_DATES', dates: { departure: '2026-02-30' } },
      { type: 'CHANGE_DATES', dates: { departure: inDays(40), return: inDays(30) } },
      { type: 'NAME_CORRECTION', name: { travelerId: '9', firstName: 'A', lastName: 'B' } },
      { type: 'NAME_CORRECTION', name: { travelerId: '1', firstName: '<script>', lastName: 'B' } },
      { type: 'CANCEL', message: 'x'.repeat(10_000) },
      { type: 'CANCEL', message: 'bad\u0000byte' },
      { type: 'CANCEL', extra: true },
      { type: 5 },
    ]) {
      const res = await ask(reference, body);
      expect([res.status, body]).toEqual([422, body]);
      expect((await res.json()).errors[0].status).toBe(422);
    }
    // Twenty asks at once: one request.
    const many = await Promise.all(Array.from({ length: 20 }, () => ask(reference, { type: 'CHANGE_DATES', dates: { departure: inDays(60) } })));
    expect(many.filter((res) => res.status === 201)).toHaveLength(1);
    expect(many.every((res) => [201, 409, 429].includes(res.status))).toBe(true);
    // Another booking's request id is not found through this one.
    const other = await paidBooking();
    const { data: theirs } = (await (await ask(other.reference, { type: 'CANCEL' })).json()) as { data: View };
    expect((await browserOf(reference).post(`/api/bookings/${reference}/requests/${theirs.id}/accept`, {})).status).toBe(404);
    expect((await browserOf(reference).post(`/api/bookings/${reference}/requests/not-a-uuid/accept`, {})).status).toBe(422);
    expect((await staff.post(`/api/ops/requests/${theirs.id}/quote`, { penalty: '-5' })).status).toBe(422);
  });
});
