import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { afterSalesEvents, afterSalesRequests } from '../aftersales/schema';
import { orders } from '../orders/schema';
import { resetEnvForTests } from '../env';
import { bookingHelpers, browserClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { getFlightProvider } from './providers';
import type { SimulatedGds } from './providers/simulated/search';
import { flightKey, type FlightOffer } from './providers/types';
import { flightNoticesDue } from './notices';
import { checkSchedules, describeChange } from './schedule-changes';
import { flightOrders, flightSeats } from './schema';

const app = buildApp();
const { book, payByCard } = bookingHelpers(app);
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];

beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);

const flight = (number: string, from: string, to: string, leaves: string, arrives: string) => ({
  carrierCode: 'P4',
  number,
  departure: { iataCode: from, at: leaves },
  arrival: { iataCode: to, at: arrives },
});

async function bookingOf(reference: string) {
  const [row] = await db
    .select({ order: orders, offer: flightOrders.offer })
    .from(orders)
    .innerJoin(flightOrders, eq(flightOrders.orderId, orders.id))
    .where(eq(orders.reference, reference));
  return { order: row!.order, offer: row!.offer as FlightOffer };
}

async function changesOf(orderId: string) {
  const requests = await db.select().from(afterSalesRequests).where(eq(afterSalesRequests.orderId, orderId));
  const changes = requests.filter((request) => request.type === 'SCHEDULE_CHANGE');
  const events = changes.length ? await db.select().from(afterSalesEvents).where(eq(afterSalesEvents.requestId, changes[0]!.id)) : [];
  return { changes, events };
}

async function mails(email: string, reference: string) {
  const box = await (await app.request(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  return (box.data as Array<{ subject: string; text: string }>).filter((mail) => mail.subject.includes(reference));
}

describe('schedule changes the airline makes', () => {
  it('says what moved, in the booking’s language', () => {
    const sold = [flight('7120', 'LOS', 'ABV', '2026-12-14T14:40:00', '2026-12-14T15:55:00')];
    const moved = [flight('7120', 'LOS', 'ABV', '2026-12-14T16:05:00', '2026-12-14T17:20:00')];
    expect(describeChange(sold, sold, 'en')).toBeNull();
    expect(describeChange(sold, moved, 'en')).toBe(
      'P4 7120 LOS → ABV now leaves on 14 Dec at 16:05 (was on 14 Dec at 14:40) and arrives on 14 Dec at 17:20 (was on 14 Dec at 15:55).',
    );
    expect(describeChange(sold, moved, 'fr')).toBe(
      'Le vol P4 7120 LOS → ABV part désormais le 14 déc. à 16:05 (au lieu du 14 déc. à 14:40) et arrive le 14 déc. à 17:20 (au lieu du 14 déc. à 15:55).',
    );
    // Another flight instead: the new flights are listed.
    const replaced = [flight('7124', 'LOS', 'ABV', '2026-12-15T08:00:00', '2026-12-15T09:15:00')];
    expect(describeChange(sold, replaced, 'en')).toBe(
      'The airline changed the flights of this booking. They are now: P4 7124 LOS → ABV, leaving on 15 Dec at 08:00, arriving on 15 Dec at 09:15.',
    );
    expect(describeChange(sold, replaced, 'fr')).toBe(
      'La compagnie a changé les vols de cette réservation. Ce sont désormais\u00a0: P4 7124 LOS → ABV, départ le 15 déc. à 08:00, arrivée le 15 déc. à 09:15.',
    );
  });

  it('records a moved flight on the booking once, by the system, and tells the traveller', async () => {
    const booked = await book({ email: 'moved.flight@example.com' });
    await payByCard(booked.reference);
    const { order, offer } = await bookingOf(booked.reference);
    const provider = (await getFlightProvider(db)) as SimulatedGds;
    expect(provider.name).toBe('simulated');
    const first = offer.itineraries[0]!.segments[0]!;
    provider.retime(flightKey(first), 85);
    try {
      expect(await checkSchedules(db)).toBeGreaterThanOrEqual(1);
      const { changes, events } = await changesOf(order.id);
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatchObject({ status: 'DONE' });
      expect(changes[0]!.asked.message).toContain(`${first.carrierCode} ${first.number}`);
      expect(changes[0]!.asked.message).toContain('now leaves');
      expect(events.map((event) => [event.status, event.actor, event.staffId])).toEqual([['DONE', 'system', null]]);
      // Shown with the booking's requests, to the traveller.
      const listed = (await (await booked.browser.get(`/api/bookings/${booked.reference}/requests`)).json()) as {
        data: { requests: Array<{ type: string; history: Array<{ by: string }> }> };
      };
      expect(listed.data.requests[0]).toMatchObject({ type: 'SCHEDULE_CHANGE', history: [{ by: 'system' }] });
      const mailed = await mails('moved.flight@example.com', booked.reference);
      expect(mailed.filter((mail) => mail.subject.includes('Your flight times changed') && mail.text.includes('now leaves'))).toHaveLength(1);

      // The same times are not told twice; new ones are.
      await checkSchedules(db);
      expect((await changesOf(order.id)).changes).toHaveLength(1);
      provider.retime(flightKey(first), 120);
      await checkSchedules(db);
      expect((await changesOf(order.id)).changes).toHaveLength(2);
      expect(await mails('moved.flight@example.com', booked.reference)).toHaveLength(mailed.length + 1);
    } finally {
      provider.retime(flightKey(first), 0);
    }
  });

  it('shows the booking at its new times everywhere (view, e-ticket calendar, check-in reminder), and as sold again when the airline moves it back', async () => {
    const booked = await book({ email: 'new.times@example.com' });
    await payByCard(booked.reference);
    const { order, offer } = await bookingOf(booked.reference);
    const first = offer.itineraries[0]!.segments[0]!;
    const later = (at: string, minutes: number) => new Date(Date.parse(`${at}Z`) + minutes * 60_000).toISOString().slice(0, 19);
    const departure = async () =>
      ((await (await booked.browser.get(`/api/bookings/${booked.reference}`)).json()) as { data: { itineraries: FlightOffer['itineraries'] } }).data
        .itineraries[0]!.segments[0]!;
    const calendarStart = async () =>
      (await (await booked.browser.get(`/api/bookings/${booked.reference}/calendar.ics`)).text()).match(/DTSTART:(\d{8}T\d{4})/)![1];
    const checkInKeys = async (at: Date) => (await flightNoticesDue(db, at)).filter((due) => due.order.id === order.id).map((due) => due.key);
    const startBefore = await calendarStart();
    const provider = (await getFlightProvider(db)) as SimulatedGds;
    provider.retime(flightKey(first), 85);
    try {
      await checkSchedules(db);
      const moved = await departure();
      expect(moved).toMatchObject({
        id: first.id,
        carrierCode: first.carrierCode,
        number: first.number,
        departure: { iataCode: first.departure.iataCode, at: later(first.departure.at, 85) },
        arrival: { at: later(first.arrival.at, 85) },
      });
      expect(await calendarStart()).not.toBe(startBefore);
      // The check-in reminder follows the new departure (20 hours before it, in UTC terms, is within the day before).
      const beforeNewDeparture = new Date(Date.parse(`${later(first.departure.at, 85)}Z`) - 20 * 3_600_000);
      expect(await checkInKeys(beforeNewDeparture)).toContain(`check-in:${order.id}:0:${later(first.departure.at, 85)}`);
      // What was sold stays as it was (seats and our inventory are counted by it).
      expect((await bookingOf(booked.reference)).offer.itineraries[0]!.segments[0]!.departure.at).toBe(first.departure.at);

      // Back to the time sold: told (against the time the traveller last had), and shown as sold.
      provider.retime(flightKey(first), 0);
      await checkSchedules(db);
      const { changes } = await changesOf(order.id);
      expect(changes).toHaveLength(2);
      expect(changes.map((change) => change.asked.message)).toContainEqual(expect.stringContaining(`was on`));
      expect((await departure()).departure.at).toBe(first.departure.at);
      const [row] = await db.select({ schedule: flightOrders.schedule }).from(flightOrders).where(eq(flightOrders.orderId, order.id));
      expect(row!.schedule).toBeNull();
      expect(await calendarStart()).toBe(startBefore);
      // Nothing more to tell.
      await checkSchedules(db);
      expect((await changesOf(order.id)).changes).toHaveLength(2);
    } finally {
      provider.retime(flightKey(first), 0);
    }
  });

  it('gives back the seat numbers chosen on flights the airline replaced, and keeps those on flights it only moved', async () => {
    const booked = await book({ email: 'replaced.flight@example.com' });
    await payByCard(booked.reference);
    const { order, offer } = await bookingOf(booked.reference);
    const first = offer.itineraries[0]!.segments[0]!;
    await db
      .insert(flightSeats)
      .values({ orderId: order.id, travelerId: '1', segmentId: first.id, flightKey: flightKey(first), seatNumber: '12A', priceMinor: 0 });
    const provider = (await getFlightProvider(db)) as SimulatedGds;
    const seatsHeld = async () =>
      (await db.select({ number: flightSeats.seatNumber }).from(flightSeats).where(eq(flightSeats.orderId, order.id))).map((seat) => seat.number);
    // Moved: the seat stays.
    provider.retime(flightKey(first), 40);
    try {
      await checkSchedules(db);
      expect(await seatsHeld()).toEqual(['12A']);
    } finally {
      provider.retime(flightKey(first), 0);
    }
    // Replaced by another flight: the seat goes back to the map; the booking lists none.
    const replaced = [{ ...offer.itineraries[0]!, segments: [{ ...first, number: String(Number(first.number) + 2) }] }, ...offer.itineraries.slice(1)];
    const asItWas = provider.currentItineraries.bind(provider);
    const record = jest
      .spyOn(provider, 'currentItineraries')
      .mockImplementation((asked) => (asked.id === order.providerOrderId ? Promise.resolve(replaced) : asItWas(asked)));
    try {
      await checkSchedules(db);
    } finally {
      record.mockRestore();
    }
    expect(await seatsHeld()).toEqual([]);
    const view = (await (await booked.browser.get(`/api/bookings/${booked.reference}`)).json()) as {
      data: { seats: unknown[]; scheduleChanged: boolean; itineraries: FlightOffer['itineraries'] };
    };
    expect(view.data).toMatchObject({ seats: [], scheduleChanged: true });
    expect(view.data.itineraries[0]!.segments[0]!.number).toBe(String(Number(first.number) + 2));
  });

  it('looks only at paid bookings still ahead, and one check at a time records a change once', async () => {
    const unpaid = await book();
    const paid = await book();
    await payByCard(paid.reference);
    const { order: unpaidOrder, offer: unpaidOffer } = await bookingOf(unpaid.reference);
    const { order, offer } = await bookingOf(paid.reference);
    const provider = (await getFlightProvider(db)) as SimulatedGds;
    const keys = [flightKey(unpaidOffer.itineraries[0]!.segments[0]!), flightKey(offer.itineraries[0]!.segments[0]!)];
    for (const key of keys) provider.retime(key, -30);
    try {
      // A check run after the trip: nothing.
      const afterTrip = new Date(Date.parse(`${offer.itineraries.at(-1)!.segments.at(-1)!.arrival.at}Z`) + 3 * 86_400_000);
      const pastUnpaid = new Date(Date.parse(`${unpaidOffer.itineraries.at(-1)!.segments.at(-1)!.arrival.at}Z`) + 3 * 86_400_000);
      await checkSchedules(db, afterTrip > pastUnpaid ? afterTrip : pastUnpaid);
      expect((await changesOf(order.id)).changes).toHaveLength(0);
      // Several checks at once (several processes): recorded once.
      await Promise.all(Array.from({ length: 5 }, () => checkSchedules(db)));
      expect((await changesOf(order.id)).changes).toHaveLength(1);
      expect((await changesOf(unpaidOrder.id)).changes).toHaveLength(0);
    } finally {
      for (const key of keys) provider.retime(key, 0);
    }
  });

  it('refuses a retiming that is not whole minutes within a day', async () => {
    const provider = (await getFlightProvider(db)) as SimulatedGds;
    expect(() => provider.retime('P47120@2026-12-14T14:40:00', 1.5)).toThrow(RangeError);
    expect(() => provider.retime('P47120@2026-12-14T14:40:00', 24 * 60 + 1)).toThrow(RangeError);
  });

  it('lets testers move a paid booking’s flight (POST /api/dev/flights/retime, with TEST_CLOCK only), then checks at once', async () => {
    const booked = await book({ email: 'retimed.by.tester@example.com' });
    expect((await browserClient(app).post('/api/dev/flights/retime', { reference: booked.reference, minutes: 45 })).status).toBe(404);
    process.env.TEST_CLOCK = '1';
    resetEnvForTests();
    const { order, offer } = await bookingOf(booked.reference);
    try {
      const tester = browserClient(app);
      // Not paid yet: no such paid booking.
      expect((await tester.post('/api/dev/flights/retime', { reference: booked.reference, minutes: 45 })).status).toBe(404);
      await payByCard(booked.reference);
      for (const hostile of [
        { reference: booked.reference, minutes: 1441 },
        { reference: booked.reference, minutes: 1.5 },
        { reference: 'x'.repeat(10_000), minutes: 5 },
        { reference: `${booked.reference}\u0000`, minutes: 5 },
        { reference: booked.reference, minutes: '45' },
        { reference: booked.reference },
        [],
      ]) {
        expect((await tester.post('/api/dev/flights/retime', hostile)).status).toBe(422);
      }
      expect((await tester.post('/api/dev/flights/retime', { reference: 'QQQQQQ', minutes: 5 })).status).toBe(404);
      const moved = await tester.post('/api/dev/flights/retime', { reference: booked.reference, minutes: 45 });
      expect(moved.status).toBe(200);
      expect(((await moved.json()) as { data: { recorded: number } }).data.recorded).toBeGreaterThanOrEqual(1);
      expect((await changesOf(order.id)).changes).toHaveLength(1);
    } finally {
      ((await getFlightProvider(db)) as SimulatedGds).retime(flightKey(offer.itineraries[0]!.segments[0]!), 0);
      delete process.env.TEST_CLOCK;
      resetEnvForTests();
    }
  });
});
