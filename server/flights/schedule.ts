import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders } from '../orders/schema';
import type { FlightOffer, Itinerary, Segment } from './providers/types';
import { flightOrders } from './schema';

/**
 * Paid flight bookings with their flights as sold, as our staff rebooked them and as the airline
 * now has them (read them with `bookedFlights`); `where` narrows them.
 */
export const paidFlightBookings = (db: Pick<Database, 'select'>, ...where: SQL[]) =>
  db
    .select({ order: orders, offer: flightOrders.offer, rebooked: flightOrders.rebooked, schedule: flightOrders.schedule })
    .from(orders)
    .innerJoin(flightOrders, eq(flightOrders.orderId, orders.id))
    .where(and(eq(orders.kind, 'flight'), eq(orders.status, 'CONFIRMED'), ...where));

type Route = Pick<Segment, 'carrierCode' | 'number'> & { departure: { iataCode: string }; arrival: { iataCode: string } };

/** The same flights (carrier, number, from, to) in the same order, whatever their times. */
export const sameFlights = (before: Route[], after: Route[]) =>
  before.length === after.length &&
  before.every((flight, index) => {
    const other = after[index]!;
    return (
      flight.carrierCode === other.carrierCode &&
      flight.number === other.number &&
      flight.departure.iataCode === other.departure.iataCode &&
      flight.arrival.iataCode === other.arrival.iataCode
    );
  });

/** The same flights at the same times, journey by journey. */
export const sameTimes = (before: Itinerary[], after: Itinerary[]) =>
  before.length === after.length &&
  before.every((journey, index) => {
    const other = after[index]!.segments;
    return (
      sameFlights(journey.segments, other) &&
      journey.segments.every((flight, position) => flight.departure.at === other[position]!.departure.at && flight.arrival.at === other[position]!.arrival.at)
    );
  });

/**
 * A booking's flights as the airline now has them: the offer as sold, with the times (and, when
 * the airline replaced them, the flights) of the provider's latest record, `schedule`, which the
 * schedule check keeps (`flight_orders.schedule`; null while the flights are the ones sold).
 *
 * A flight moved keeps what was sold with it (its id, so its seats and fare details still match;
 * aircraft, terminal unless the airline gives one). A journey whose flights the airline replaced
 * takes the airline's flights, filled out from the first one sold where its record is silent (its
 * seats are gone: the airline seats the traveller again). Journeys the record lacks stay as sold.
 */
export function withSchedule(offer: FlightOffer, schedule: unknown): FlightOffer {
  if (!Array.isArray(schedule)) return offer;
  const now = schedule as Itinerary[];
  return {
    ...offer,
    itineraries: offer.itineraries.map((sold, index) => {
      const current = now[index];
      if (!current?.segments?.length) return sold;
      const moved = sameFlights(sold.segments, current.segments);
      return {
        duration: current.duration ?? sold.duration,
        segments: current.segments.map((flight, position) => {
          const base = moved ? sold.segments[position]! : sold.segments[0]!;
          return {
            ...base,
            id: moved ? base.id : `${base.id}-now-${position + 1}`,
            carrierCode: flight.carrierCode,
            number: flight.number,
            departure: { ...(moved ? base.departure : {}), ...flight.departure },
            arrival: { ...(moved ? base.arrival : {}), ...flight.arrival },
            duration: flight.duration ?? base.duration,
            ...(flight.aircraft?.code ? { aircraft: flight.aircraft } : {}),
            ...(flight.operating?.carrierCode ? { operating: flight.operating } : {}),
            ...(typeof flight.numberOfStops === 'number' ? { numberOfStops: flight.numberOfStops } : {}),
          };
        }),
      };
    }),
  };
}

/**
 * A booking's flights: as booked (`booked`: those sold, or those our staff rebooked it on when its
 * dates were changed at the traveller's request, `flight_orders.rebooked`), and as the airline now
 * has them (`offer`: with its later moves, `flight_orders.schedule`).
 */
export function bookedFlights(sold: FlightOffer, rebooked: unknown, schedule: unknown): { booked: FlightOffer; offer: FlightOffer } {
  const booked = withSchedule(sold, rebooked);
  return { booked, offer: withSchedule(booked, schedule) };
}

/** The seats still on the booking's flights: those on flights the airline replaced are gone (it seats the traveller again). */
export function seatsOnFlights<T extends { segmentId: string }>(seats: T[], offer: FlightOffer): T[] {
  const flights = new Set(offer.itineraries.flatMap((itinerary) => itinerary.segments.map((segment) => segment.id)));
  return seats.filter((seat) => flights.has(seat.segmentId));
}
