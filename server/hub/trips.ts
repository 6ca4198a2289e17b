import { desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bookingPassengers, bookings } from '../db/schema';
import { fromMinor } from '../lib/money';
import type { FlightOffer } from '../flights/providers/types';

export const TRIP_PERIODS = ['upcoming', 'past', 'reserved', 'cancelled', 'all'] as const;
export type TripPeriod = (typeof TRIP_PERIODS)[number];

/** Departure of a booking's first flight, read as UTC (close enough to sort and split trips). */
const departureOf = (offer: FlightOffer) => Date.parse(`${offer.itineraries[0]!.segments[0]!.departure.at}Z`);

/** Which group of My Trips a booking belongs to (spec §4: upcoming, past, reserved; and cancelled). */
export function periodOf(booking: { status: string; offer: unknown }, now: Date): Exclude<TripPeriod, 'all'> {
  if (booking.status === 'CANCELLED') return 'cancelled';
  if (booking.status === 'PENDING') return 'reserved';
  return departureOf(booking.offer as FlightOffer) >= now.getTime() ? 'upcoming' : 'past';
}

/**
 * The bookings that are a person's: made signed in, or made as a guest with the email they have
 * since verified (a signed-in user's email is verified).
 */
export const bookedBy = (user: { id: string; email: string }) => or(eq(bookings.userId, user.id), eq(sql`lower(${bookings.contactEmail})`, user.email.toLowerCase()));

/** A person's flight bookings, only ever theirs (the caller passes the signed-in user). */
export async function flightTrips(db: Pick<Database, 'select'>, user: { id: string; email: string }, period: TripPeriod, page = 1, pageSize = 10, now = new Date()) {
  const rows = await db.select().from(bookings).where(bookedBy(user)).orderBy(desc(bookings.createdAt));
  const counts =
    rows.length === 0
      ? []
      : await db
          .select({ bookingId: bookingPassengers.bookingId, count: sql<number>`count(*)::int` })
          .from(bookingPassengers)
          .where(inArray(bookingPassengers.bookingId, rows.map((row) => row.id)))
          .groupBy(bookingPassengers.bookingId);
  const travellers = new Map(counts.map((row) => [row.bookingId, Number(row.count)]));
  const trips = rows
    .map((booking) => {
      const offer = booking.offer as FlightOffer;
      const first = offer.itineraries[0]!.segments[0]!;
      const outboundEnd = offer.itineraries[0]!.segments.at(-1)!;
      return {
        reference: booking.reference,
        status: booking.status,
        period: periodOf(booking, now),
        createdAt: booking.createdAt.toISOString(),
        paymentDeadline: booking.paymentDeadline.toISOString(),
        from: first.departure.iataCode,
        to: outboundEnd.arrival.iataCode,
        departureAt: first.departure.at,
        returnAt: offer.itineraries.length === 2 ? offer.itineraries[1]!.segments[0]!.departure.at : null,
        flights: offer.itineraries.length,
        travellers: travellers.get(booking.id) ?? 0,
        total: { amount: fromMinor(booking.totalMinor), currency: booking.currency },
      };
    })
    .filter((trip) => period === 'all' || trip.period === period)
    // Upcoming and reserved trips soonest first; the others most recent first.
    .sort((a, b) => (period === 'upcoming' || period === 'reserved' ? a.departureAt.localeCompare(b.departureAt) : b.departureAt.localeCompare(a.departureAt)));
  const start = (page - 1) * pageSize;
  return { data: trips.slice(start, start + pageSize), meta: { page, pageSize, total: trips.length } };
}
