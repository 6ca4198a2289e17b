import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { logger } from '../../common/node/logger';
import { whileDatabaseAway } from '../lib/db-errors';
import { phoneKey } from '../lib/phone';
import type { Database, Tx } from '../db/client';
import { HttpError } from '../lib/http-error';
import { toMinor } from '../lib/money';
import { cancelOrder, type Order } from '../orders/orders';
import { newOrderReference } from '../orders/reference';
import { orders } from '../orders/schema';
import { flightKey, type FlightOffer, type FlightProvider } from './providers/types';
import type { Quote } from './quotes';
import { forgetRecentSearches } from './recent-searches';
import { flightHolds, flightInventory, flightOrders, flightPassengers, flightSeats } from './schema';
import { passportName } from '../../common/passport';
import { travellerProblems, type BookingTraveller } from './traveller-rules';
import { unlessUnavailable } from './unavailable';

const HOUR_MS = 3_600_000;
/** A new booking holds its seats while the traveller chooses seats and bags and pays. */
export const CHECKOUT_HOLD_MS = 45 * 60_000;
/** A bank-transfer reservation holds its seats for a day, and never later than 12 h before departure. */
export const RESERVATION_HOLD_MS = 24 * HOUR_MS;
const LAST_PAYMENT_BEFORE_DEPARTURE_MS = 12 * HOUR_MS;
const MINIMUM_HOLD_MS = 2 * HOUR_MS;

/**
 * When a bank-transfer reservation made now would have to be paid: a day from now, at the latest
 * 12 hours before departure; null when that leaves under two hours (card payment only).
 */
export function reservationDeadline(offer: FlightOffer, now: Date): Date | null {
  const deadline = Math.min(now.getTime() + RESERVATION_HOLD_MS, firstDepartureUtc(offer) - LAST_PAYMENT_BEFORE_DEPARTURE_MS);
  return deadline - now.getTime() < MINIMUM_HOLD_MS ? null : new Date(deadline);
}

export interface CreateFlightBookingInput {
  /** The offer as priced on the review page, kept for 30 minutes: it is booked as it is, not priced again. */
  quote: Quote;
  /** The total the traveller agreed to on the review page. */
  expectedTotal: string;
  travelers: BookingTraveller[];
  contact: { email: string; phone: string };
  language: 'en' | 'fr';
  /** The signed-in account making the booking, if any. */
  userId?: string | null;
  /** Whose unpaid holds count against the limits: the client's address. */
  clientAddress: string;
  /** The signed-in owner's verified email is the contact email: a bank-transfer reservation needs no code. */
  contactVerified?: boolean;
}

export interface HoldLimits {
  bookings: number;
  seats: number;
}

/**
 * Nobody holds a plane's seats for free: one client address, contact email or contact phone may
 * have at most `limits.bookings` unpaid bookings holding at most `limits.seats` seats at a time.
 * Runs in the booking's transaction under an advisory lock per holder, so twenty requests at once
 * cannot all pass the count before any of them is written.
 */
async function checkHoldLimits(tx: Tx, holder: { clientAddress: string; email: string; phone: string }, seats: number, limits: HoldLimits, now: Date) {
  const keys = [`hold:ip:${holder.clientAddress}`, `hold:email:${holder.email}`, `hold:phone:${holder.phone}`].sort();
  for (const key of keys) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
  const seated = sql<number>`(SELECT count(*) FROM ${flightPassengers} WHERE ${flightPassengers.orderId} = ${orders.id} AND ${flightPassengers.travelerType} <> 'HELD_INFANT')`;
  const byAddress = sql`${orders.clientAddress} = ${holder.clientAddress}`;
  const byEmail = sql`lower(${orders.contactEmail}) = ${holder.email}`;
  const byPhone = sql`${orders.contactPhoneKey} = ${holder.phone}`;
  const [held] = await tx
    .select({
      addressBookings: sql<number>`count(*) FILTER (WHERE ${byAddress})`.mapWith(Number),
      addressSeats: sql<number>`coalesce(sum(${seated}) FILTER (WHERE ${byAddress}), 0)`.mapWith(Number),
      emailBookings: sql<number>`count(*) FILTER (WHERE ${byEmail})`.mapWith(Number),
      emailSeats: sql<number>`coalesce(sum(${seated}) FILTER (WHERE ${byEmail}), 0)`.mapWith(Number),
      phoneBookings: sql<number>`count(*) FILTER (WHERE ${byPhone})`.mapWith(Number),
      phoneSeats: sql<number>`coalesce(sum(${seated}) FILTER (WHERE ${byPhone}), 0)`.mapWith(Number),
      firstRelease: sql<Date | null>`min(${orders.paymentDeadline})`.mapWith((value) => (value ? new Date(value) : null)),
    })
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'flight'),
        eq(orders.status, 'PENDING'),
        sql`${orders.paymentDeadline} > ${now.toISOString()}::timestamptz`,
        sql`(${byAddress} OR ${byEmail} OR ${byPhone})`,
      ),
    );
  const counts = held!;
  const tooMany = Math.max(counts.addressBookings, counts.emailBookings, counts.phoneBookings) + 1 > limits.bookings;
  const tooManySeats = Math.max(counts.addressSeats, counts.emailSeats, counts.phoneSeats) + seats > limits.seats;
  if (tooMany || tooManySeats) {
    const detail = tooMany
      ? `You already have ${limits.bookings === 1 ? 'a booking' : `${limits.bookings} bookings`} waiting for payment. Pay for one of them (the link is in your booking email, or open Manage booking), or wait until its hold ends, then book again.`
      : `Unpaid bookings can hold at most ${limits.seats} seats at a time. Pay for a booking waiting for payment, or wait until its hold ends, then book again.`;
    const error = new HttpError(429, 'TOO_MANY_UNPAID_BOOKINGS', 'Too many unpaid bookings', detail);
    error.retryAfterSeconds = Math.max(1, Math.ceil(((counts.firstRelease?.getTime() ?? now.getTime() + 60_000) - now.getTime()) / 1000));
    throw error;
  }
}

/** Departure of the first flight in UTC: its local time read in Lagos' zone is close enough for a deadline cap. */
export const firstDepartureUtc = (offer: FlightOffer) => Date.parse(`${offer.itineraries[0]!.segments[0]!.departure.at}Z`) - HOUR_MS;

/**
 * Books a flight, unpaid: the quote's offer as priced (the provider confirms it with its order), the seats are taken from inventory by a
 * conditional update (never oversold, whatever runs at once), and the booking is PENDING for the
 * checkout hold, until paid, reserved for bank transfer (a longer deadline) or lapsed.
 */
export async function createFlightBooking(db: Database, provider: FlightProvider, given: CreateFlightBookingInput, limits: HoldLimits, now = new Date()) {
  // Names as the passport and the airline write them: in capitals (accents kept).
  const input = {
    ...given,
    travelers: given.travelers.map((traveller) => ({
      ...traveller,
      firstName: passportName(traveller.firstName),
      middleName: traveller.middleName?.trim() ? passportName(traveller.middleName) : undefined,
      lastName: passportName(traveller.lastName),
    })),
  };
  const priced = input.quote.offer;
  const problems = travellerProblems(input.travelers, priced, now.toISOString().slice(0, 10));
  if (problems.length > 0) {
    throw new HttpError(
      422,
      problems[0]!.code,
      'Check the travellers',
      problems[0]!.detail,
      problems.map((problem) => ({
        status: 422,
        code: problem.code,
        title: 'Check the travellers',
        detail: problem.detail,
        source: { pointer: problem.pointer },
      })),
    );
  }

  if (priced.price.total !== input.expectedTotal) {
    throw new HttpError(
      409,
      'PRICE_CHANGED',
      'Price changed',
      `The total is now ${priced.price.total} ${priced.price.currency}; please review it before booking.`,
    );
  }

  const deadline = Math.min(now.getTime() + CHECKOUT_HOLD_MS, firstDepartureUtc(priced) - HOUR_MS);
  if (deadline <= now.getTime()) throw new HttpError(422, 'TOO_LATE_TO_BOOK', 'Too close to departure', 'This flight leaves too soon to be booked online.');

  const seated = seatedOn(priced);
  const flights = flightsToHold(provider, priced);

  const totalMinor = toMinor(priced.price.total);
  const baseMinor = toMinor(priced.price.base);

  const contactEmail = input.contact.email.trim();
  const booking = await db.transaction(async (tx) => {
    await checkHoldLimits(
      tx,
      { clientAddress: input.clientAddress, email: contactEmail.toLowerCase(), phone: phoneKey(input.contact.phone) },
      seated,
      limits,
      now,
    );
    await sellSeats(tx, flights, seated);

    let booking: Order | undefined;
    for (let attempt = 0; attempt < 5 && !booking; attempt += 1) {
      [booking] = await tx
        .insert(orders)
        .values({
          reference: newOrderReference(),
          kind: 'flight',
          status: 'PENDING',
          contactEmail,
          userId: input.userId ?? null,
          clientAddress: input.clientAddress,
          contactVerifiedAt: input.contactVerified ? now : null,
          contactPhone: input.contact.phone,
          contactPhoneKey: phoneKey(input.contact.phone),
          language: input.language,
          currency: priced.price.currency,
          baseMinor,
          taxesMinor: totalMinor - baseMinor,
          totalMinor,
          paymentDeadline: new Date(deadline),
        })
        .onConflictDoNothing({ target: orders.reference })
        .returning();
    }
    if (!booking) throw new Error('Could not find a free booking reference');
    await tx.insert(flightOrders).values({ orderId: booking.id, offer: priced });

    const adultOf = new Map(priced.travelerPricings.map((pricing) => [pricing.travelerId, pricing]));
    await tx.insert(flightPassengers).values(
      input.travelers.map((traveller) => ({
        orderId: booking.id,
        travelerId: traveller.id,
        travelerType: adultOf.get(traveller.id)!.travelerType,
        associatedAdultId: adultOf.get(traveller.id)!.associatedAdultId ?? null,
        title: traveller.title,
        firstName: traveller.firstName,
        middleName: traveller.middleName ?? null,
        lastName: traveller.lastName,
        dateOfBirth: traveller.dateOfBirth,
        gender: traveller.gender,
        nationality: traveller.nationality,
        passportNumber: traveller.passport.number.trim().toUpperCase(),
        passportCountry: traveller.passport.issuingCountry,
        passportExpiry: traveller.passport.expiryDate,
      })),
    );
    await tx.insert(flightHolds).values(flights.map((flight) => ({ orderId: booking.id, flightKey: flight.key, cabin: flight.cabin, seats: seated })));
    return booking;
  });
  // Fewer seats left: kept search answers say too many.
  forgetRecentSearches();

  // The provider's own order comes once our seats are held; if it refuses, ours are given back.
  let order: { id: string; reference: string | null };
  try {
    order = await unlessUnavailable(() => provider.createOrder(priced, input.travelers, input.contact));
  } catch (error) {
    // If this fails too (the database away), the sweep gives the seats back (releaseUnbooked).
    await db.transaction((tx) => cancelOrder(tx, booking.id, new Date())).catch(() => undefined);
    throw error;
  }
  try {
    // The airline holds it now: its id is written even through a database restart.
    const [withOrder] = await whileDatabaseAway(() =>
      db
        .update(orders)
        .set({ providerOrderId: order.id, providerReference: order.reference?.slice(0, 20) ?? null })
        .where(and(eq(orders.id, booking.id), eq(orders.status, 'PENDING')))
        .returning(),
    );
    if (!withOrder) throw new Error('booking cancelled while its airline order was made');
    return withOrder;
  } catch (error) {
    // Ours could not record it: the airline's order is given back; ours goes (now, or by the sweep).
    await provider
      .cancelOrder(order.id)
      .catch((cancelError: unknown) =>
        logger.error('airline order left behind: cancel it by hand', { providerOrderId: order.id, booking: booking.reference, error: String(cancelError) }),
      );
    await db.transaction((tx) => cancelOrder(tx, booking.id, new Date())).catch(() => undefined);
    throw error;
  }
}

/** A booking's airline order is made and recorded within this after the booking (provider calls are bounded to 30 s). */
export const UNBOOKED_AFTER_MS = 3 * 60_000;

/**
 * Part of the job `orders-lapse`: an unpaid flight booking with no airline order after
 * `UNBOOKED_AFTER_MS` is one whose request died between our commit and the airline's answer (a
 * process killed, the database away): it holds seats for nobody, and cannot be paid
 * (`bookable`), so it is cancelled and its seats go back on sale. Returns how many.
 */
export async function releaseUnbooked(db: Database, now = new Date()): Promise<number> {
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'flight'),
        eq(orders.status, 'PENDING'),
        isNull(orders.providerOrderId),
        lt(orders.createdAt, new Date(now.getTime() - UNBOOKED_AFTER_MS)),
      ),
    )
    .limit(500);
  let released = 0;
  for (const { id } of stale) {
    if (await db.transaction((tx) => cancelOrder(tx, id, now))) released += 1;
  }
  if (released) logger.warn('unpaid bookings without an airline order released', { released });
  return released;
}

/** The travellers who take a seat (an infant on a lap does not). */
const seatedOn = (offer: FlightOffer) => offer.travelerPricings.filter((pricing) => pricing.travelerType !== 'HELD_INFANT').length;

type HeldFlight = { key: string; cabin: string; capacity: number };

/** Each flight of an offer, in the cabin its fare sells, with the seats the provider has there. */
function flightsToHold(provider: FlightProvider, offer: FlightOffer): HeldFlight[] {
  const details = offer.travelerPricings[0]!.fareDetailsBySegment;
  const cabinOf = new Map(details.map((detail) => [detail.segmentId, detail.cabin]));
  return offer.itineraries
    .flatMap((itinerary) => itinerary.segments)
    .map((segment) => {
      const cabin = cabinOf.get(segment.id) ?? details[0]?.cabin ?? 'ECONOMY';
      return { key: flightKey(segment), cabin, capacity: provider.flightCapacity(segment, cabin) };
    });
}

/** Takes `seated` seats on each flight from our inventory, by a conditional update: never oversold, whatever runs at once. */
async function sellSeats(tx: Tx, flights: HeldFlight[], seated: number) {
  for (const flight of flights) {
    await tx.insert(flightInventory).values({ flightKey: flight.key, cabin: flight.cabin, capacity: flight.capacity }).onConflictDoNothing();
    const taken = await tx
      .update(flightInventory)
      .set({ sold: sql`${flightInventory.sold} + ${seated}` })
      .where(
        and(
          eq(flightInventory.flightKey, flight.key),
          eq(flightInventory.cabin, flight.cabin),
          sql`${flightInventory.sold} + ${seated} <= ${flightInventory.capacity}`,
        ),
      )
      .returning({ sold: flightInventory.sold });
    if (taken.length === 0) throw new HttpError(409, 'SOLD_OUT', 'Sold out', 'There are not enough seats left on these flights at this fare.');
  }
}

/**
 * A paid order our staff rebooked on other flights (new dates): returns what moves its seats
 * there in the request's transaction. Its seat numbers and the seats it held on the flights it
 * leaves are given back; the new flights' seats are sold (409 SOLD_OUT when we have none left).
 */
export function moveSeats(provider: FlightProvider, order: Pick<Order, 'id'>, sold: FlightOffer, itineraries: FlightOffer['itineraries']) {
  const flights = flightsToHold(provider, { ...sold, itineraries });
  const seated = seatedOn(sold);
  return async (tx: Tx) => {
    await releaseSeats(tx, order);
    await tx.delete(flightHolds).where(eq(flightHolds.orderId, order.id));
    await sellSeats(tx, flights, seated);
    await tx.insert(flightHolds).values(flights.map((flight) => ({ orderId: order.id, flightKey: flight.key, cabin: flight.cabin, seats: seated })));
  };
}

/** Gives back the seats a flight order holds (inventory and seat numbers), when it lapses or is cancelled. */
export async function releaseSeats(tx: Tx, order: Pick<Order, 'id'>) {
  await tx.delete(flightSeats).where(eq(flightSeats.orderId, order.id));
  const held = await tx.select().from(flightHolds).where(eq(flightHolds.orderId, order.id));
  for (const flight of held) {
    await tx
      .update(flightInventory)
      .set({ sold: sql`${flightInventory.sold} - ${flight.seats}` })
      .where(and(eq(flightInventory.flightKey, flight.flightKey), eq(flightInventory.cabin, flight.cabin)));
  }
  if (held.length > 0) forgetRecentSearches();
}

/**
 * Offers as a provider returned them, less the seats our own bookings hold: bookable seats are
 * lowered to what is left for us, and offers we could no longer sell to this party are dropped
 * (the provider's count does not know our sales).
 */
export async function withOurSales<T extends { data: FlightOffer[]; meta: { count: number } }>(
  db: Pick<Database, 'select'>,
  results: T,
  seatedTravellers: number,
): Promise<T> {
  const cabinOf = (offer: FlightOffer, segmentId: string) =>
    offer.travelerPricings[0]?.fareDetailsBySegment.find((detail) => detail.segmentId === segmentId)?.cabin ?? 'ECONOMY';
  const keys = [...new Set(results.data.flatMap((offer) => offer.itineraries.flatMap((itinerary) => itinerary.segments.map(flightKey))))];
  if (keys.length === 0) return results;
  const rows = await db.select().from(flightInventory).where(inArray(flightInventory.flightKey, keys));
  if (rows.length === 0) return results;
  const left = new Map(rows.map((row) => [`${row.flightKey}|${row.cabin}`, row.capacity - row.sold]));
  const data = results.data
    .map((offer) => {
      const remaining = offer.itineraries
        .flatMap((itinerary) => itinerary.segments)
        .map((segment) => left.get(`${flightKey(segment)}|${cabinOf(offer, segment.id)}`) ?? Infinity);
      return { ...offer, numberOfBookableSeats: Math.min(offer.numberOfBookableSeats, ...remaining) };
    })
    .filter((offer) => offer.numberOfBookableSeats >= seatedTravellers);
  return { ...results, data, meta: { ...results.meta, count: data.length } };
}
