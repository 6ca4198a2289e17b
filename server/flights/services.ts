import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Order } from '../orders/orders';
import { orders } from '../orders/schema';
import { flightBags as bookingBags, flightOrders, flightSeats as bookingSeats } from './schema';
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '../lib/db-errors';
import { fieldError, HttpError } from '../lib/http-error';
import { toMinor } from '../lib/money';
import { flightKey, type FlightOffer, type FlightProvider, type SeatMap } from './providers/types';
import { recomputeTotals } from '../orders/totals';

export interface SeatChoice {
  travelerId: string;
  segmentId: string;
  number: string;
}

export interface BagChoice {
  travelerId: string;
  itineraryIndex: number;
  quantity: number;
}

const segmentsOf = (offer: FlightOffer) => offer.itineraries.flatMap((itinerary) => itinerary.segments);

/** Seats held by bookings on these flights, by flight key; `except` leaves one booking's own seats out. */
export async function takenSeats(db: Pick<Database, 'select'>, offer: FlightOffer, except?: string) {
  const keys = segmentsOf(offer).map(flightKey);
  const rows = await db
    .select({ flightKey: bookingSeats.flightKey, seatNumber: bookingSeats.seatNumber })
    .from(bookingSeats)
    .where(except ? and(inArray(bookingSeats.flightKey, keys), ne(bookingSeats.orderId, except)) : inArray(bookingSeats.flightKey, keys));
  const taken = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!taken.has(row.flightKey)) taken.set(row.flightKey, new Set());
    taken.get(row.flightKey)!.add(row.seatNumber);
  }
  return taken;
}

/** Seat maps for an offer with the seats our own bookings hold shown as occupied. */
export async function seatMapsFor(db: Database, provider: FlightProvider, offer: FlightOffer, except?: string): Promise<SeatMap[]> {
  return provider.seatMaps(offer, await takenSeats(db, offer, except));
}

const invalid = (code: string, detail: string, pointer: string) =>
  new HttpError(422, code, 'Check your seats and bags', detail, [{ status: 422, code, title: 'Check your seats and bags', detail, source: { pointer } }]);

/**
 * Replaces the seats and extra bags of an unpaid booking and re-prices it. Seats are checked
 * against the seat map (taken, or not allowed for a child or a parent with an infant); the unique
 * index on (flight, seat) settles two people choosing the same seat at once: one gets it, the
 * other a 409 SEAT_TAKEN naming it.
 */
export async function setBookingServices(
  db: Database,
  provider: FlightProvider,
  booking: Order,
  choice: { seats: SeatChoice[]; bags: BagChoice[] },
  now = new Date(),
) {
  if (booking.status !== 'PENDING' || booking.paymentDeadline <= now) {
    throw new HttpError(
      409,
      'BOOKING_CLOSED',
      'Booking closed',
      'This booking is paid, cancelled or past its payment deadline; seats and bags can no longer be changed here.',
    );
  }
  const [flightOrder] = await db.select().from(flightOrders).where(eq(flightOrders.orderId, booking.id));
  const offer = flightOrder!.offer as FlightOffer;
  const segments = new Map(segmentsOf(offer).map((segment) => [segment.id, segment]));
  const seated = new Set(offer.travelerPricings.filter((pricing) => pricing.travelerType !== 'HELD_INFANT').map((pricing) => pricing.travelerId));

  const maps = new Map((await seatMapsFor(db, provider, offer, booking.id)).map((map) => [map.segmentId, map]));
  let extras = 0;
  const seatRows = choice.seats.map((seat, index) => {
    const pointer = `/seats/${index}`;
    const segment = segments.get(seat.segmentId);
    if (!segment) throw invalid('UNKNOWN_SEGMENT', `This booking has no flight ${seat.segmentId}.`, `${pointer}/segmentId`);
    if (!seated.has(seat.travelerId))
      throw invalid('NO_SEAT_FOR_TRAVELLER', `Traveller ${seat.travelerId} has no seat of their own (an infant on a lap).`, `${pointer}/travelerId`);
    const found = maps
      .get(seat.segmentId)
      ?.decks.flatMap((deck) => deck.seats)
      .find((candidate) => candidate.number === seat.number);
    const pricing = found?.travelerPricing.find((entry) => entry.travelerId === seat.travelerId);
    if (!found || !pricing) throw invalid('UNKNOWN_SEAT', `Seat ${seat.number} is not in this cabin.`, `${pointer}/number`);
    if (pricing.seatAvailabilityStatus === 'OCCUPIED')
      throw fieldError(409, 'SEAT_TAKEN', 'Seat taken', `Seat ${seat.number} was taken meanwhile; please choose another.`, `${pointer}/number`);
    if (pricing.seatAvailabilityStatus === 'BLOCKED')
      throw invalid(
        'SEAT_NOT_ALLOWED',
        `Seat ${seat.number} is at an emergency exit: children and adults with an infant cannot sit there.`,
        `${pointer}/number`,
      );
    const priceMinor = toMinor(pricing.price.total);
    extras += priceMinor;
    return { orderId: booking.id, travelerId: seat.travelerId, segmentId: seat.segmentId, flightKey: flightKey(segment), seatNumber: seat.number, priceMinor };
  });
  const pairs = new Set(seatRows.map((row) => `${row.travelerId}|${row.segmentId}`));
  if (pairs.size !== seatRows.length) throw invalid('DUPLICATE_SEAT', 'Each traveller has one seat per flight.', '/seats');
  const seatsTaken = new Set(seatRows.map((row) => `${row.segmentId}|${row.seatNumber}`));
  if (seatsTaken.size !== seatRows.length) throw invalid('DUPLICATE_SEAT', 'Two travellers cannot share a seat.', '/seats');

  const bagOffers = choice.bags.length > 0 ? await provider.chargeableBags(offer) : {};
  const bagRows = choice.bags
    .filter((bag) => bag.quantity > 0)
    .map((bag, index) => {
      const pointer = `/bags/${index}`;
      if (!seated.has(bag.travelerId)) throw invalid('NO_BAGS_FOR_TRAVELLER', `Traveller ${bag.travelerId} cannot have extra bags.`, `${pointer}/travelerId`);
      const bagOffer = bagOffers[`${bag.itineraryIndex + 1}-${bag.quantity}`];
      if (!bagOffer) throw invalid('UNKNOWN_BAG_OPTION', 'Choose up to 3 extra bags for a direction of this trip.', `${pointer}/quantity`);
      const priceMinor = toMinor(bagOffer.price.amount);
      extras += priceMinor;
      return { orderId: booking.id, travelerId: bag.travelerId, itineraryIndex: bag.itineraryIndex, quantity: bag.quantity, priceMinor };
    });
  if (new Set(bagRows.map((row) => `${row.travelerId}|${row.itineraryIndex}`)).size !== bagRows.length)
    throw invalid('DUPLICATE_BAGS', 'Give one bag count per traveller and direction.', '/bags');

  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, booking.id)).for('update');
      if (locked?.status !== 'PENDING') throw new HttpError(409, 'BOOKING_CLOSED', 'Booking closed', 'This booking is no longer waiting for payment.');
      await tx.delete(bookingSeats).where(eq(bookingSeats.orderId, booking.id));
      await tx.delete(bookingBags).where(eq(bookingBags.orderId, booking.id));
      if (seatRows.length > 0) await tx.insert(bookingSeats).values(seatRows);
      if (bagRows.length > 0) await tx.insert(bookingBags).values(bagRows);
      return recomputeTotals(tx, booking.id, extras);
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION && pgConstraint(error) !== 'flight_seats_traveler_idx') {
      throw new HttpError(409, 'SEAT_TAKEN', 'Seat taken', 'One of these seats was taken a moment ago; please choose another.');
    }
    throw error;
  }
}
