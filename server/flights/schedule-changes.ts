import { and, eq, gt, isNotNull, notInArray } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { recordScheduleChange } from '../aftersales/requests';
import { tellTraveller } from '../aftersales/notify';
import { configuredOrigin } from '../lib/site-origin';
import { bookingAccessKey } from '../orders/access';
import type { Order } from '../orders/orders';
import { orders } from '../orders/schema';
import { logger } from '../../common/node/logger';
import { getFlightProvider } from './providers';
import type { FlightOffer, Itinerary, Segment } from './providers/types';
import { bookedFlights, paidFlightBookings, sameFlights, withSchedule } from './schedule';
import { flightOrders, flightSeats } from './schema';

/*
 * Airlines move flights after they are sold. Every few hours each paid booking whose flights are
 * still ahead is compared with the airline's record of it (the provider's order); new times are
 * recorded on the booking as a schedule change (by the system, the same as our staff record one:
 * docs/after-sales.md), and the traveller is emailed and notified on the phones that asked, in the
 * booking's language, and the booking shows its flights at their new times from then on (its
 * e-ticket, calendar, emails and check-in reminder too; `flight_orders.schedule`). The same new
 * times are never told twice. Our inventory keeps counting the booking on the flights as sold:
 * it limits only the simulated airlines' seats (Amadeus keeps availability itself: its capacity
 * here is 999), whose searches keep selling those flights at their timetabled times, the keys the
 * inventory counts by. Seat numbers chosen on flights the airline replaced are given back.
 */

/** How far ahead a flight can be sold (the search allows 365 days), with a margin. */
const BOOKABLE_AHEAD_MS = 370 * 86_400_000;

type Flight = Pick<Segment, 'carrierCode' | 'number'> & { departure: { iataCode: string; at: string }; arrival: { iataCode: string; at: string } };

const flightsOf = (itineraries: Itinerary[]): Flight[] =>
  itineraries.flatMap((itinerary) =>
    itinerary.segments.map(({ carrierCode, number, departure, arrival }) => ({
      carrierCode,
      number,
      departure: { iataCode: departure.iataCode, at: departure.at },
      arrival: { iataCode: arrival.iataCode, at: arrival.at },
    })),
  );

type Moment = { day: string; time: string };

const WORDS = {
  en: {
    moved: (flight: string, leaves: Moment, was: Moment, arrives: Moment, wasArriving: Moment) =>
      `${flight} now leaves on ${leaves.day} at ${leaves.time} (was on ${was.day} at ${was.time}) and arrives on ${arrives.day} at ${arrives.time} (was on ${wasArriving.day} at ${wasArriving.time}).`,
    replaced: (flights: string) => `The airline changed the flights of this booking. They are now: ${flights}.`,
    flightAt: (flight: string, leaves: Moment, arrives: Moment) =>
      `${flight}, leaving on ${leaves.day} at ${leaves.time}, arriving on ${arrives.day} at ${arrives.time}`,
  },
  fr: {
    moved: (flight: string, leaves: Moment, was: Moment, arrives: Moment, wasArriving: Moment) =>
      `Le vol ${flight} part désormais le ${leaves.day} à ${leaves.time} (au lieu du ${was.day} à ${was.time}) et arrive le ${arrives.day} à ${arrives.time} (au lieu du ${wasArriving.day} à ${wasArriving.time}).`,
    replaced: (flights: string) => `La compagnie a changé les vols de cette réservation. Ce sont désormais : ${flights}.`,
    flightAt: (flight: string, leaves: Moment, arrives: Moment) =>
      `${flight}, départ le ${leaves.day} à ${leaves.time}, arrivée le ${arrives.day} à ${arrives.time}`,
  },
} as const;

/** A local time as the airline gives it (no zone): "14 Dec" and "11:30" / "14 déc." and "11:30". */
function when(at: string, language: 'en' | 'fr'): Moment {
  const date = new Date(`${at}Z`);
  const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
  return {
    day: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date),
    time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(date),
  };
}

/** What moved, in the booking's language; null when the airline's flights are the ones sold. */
export function describeChange(sold: Flight[], now: Flight[], language: 'en' | 'fr'): string | null {
  const words = WORDS[language];
  const name = (flight: Flight) => `${flight.carrierCode} ${flight.number} ${flight.departure.iataCode} → ${flight.arrival.iataCode}`;
  if (!sameFlights(sold, now))
    return words.replaced(now.map((flight) => words.flightAt(name(flight), when(flight.departure.at, language), when(flight.arrival.at, language))).join('; '));
  const moved = now
    .map((flight, index) => ({ flight, before: sold[index]! }))
    .filter(({ flight, before }) => flight.departure.at !== before.departure.at || flight.arrival.at !== before.arrival.at)
    .map(({ flight, before }) =>
      words.moved(
        name(flight),
        when(flight.departure.at, language),
        when(before.departure.at, language),
        when(flight.arrival.at, language),
        when(before.arrival.at, language),
      ),
    );
  return moved.length > 0 ? moved.join(' ') : null;
}

/**
 * Compares every paid flight booking still ahead with the provider's record of it, and records
 * and tells the changes. Returns how many were recorded. A provider that fails for one booking is
 * logged and that booking tried again at the next check.
 */
export async function checkSchedules(db: Database, now = new Date()): Promise<number> {
  // Flights are sold at most a year ahead: older bookings are trips already made, never loaded again.
  const booked = await paidFlightBookings(db, isNotNull(orders.providerOrderId), gt(orders.createdAt, new Date(now.getTime() - BOOKABLE_AHEAD_MS)));
  const ahead = booked
    .map(({ order, offer, rebooked, schedule }) => ({ order, rebooked, ...bookedFlights(offer as FlightOffer, rebooked, schedule) }))
    .filter(({ offer }) => flightsOf(offer.itineraries).some((flight) => Date.parse(`${flight.departure.at}Z`) > now.getTime() - 14 * 3_600_000));
  if (ahead.length === 0) return 0;
  const provider = await getFlightProvider(db);
  let recorded = 0;
  for (const { order, rebooked, booked, offer: told } of ahead) {
    try {
      const current = await provider.currentItineraries({ id: order.providerOrderId!, offer: booked });
      if (!current) continue;
      const flights = flightsOf(current);
      // Told against the times the traveller last had: the ones booked, or the last change's.
      const note = describeChange(flightsOf(told.itineraries), flights, order.language);
      if (!note) continue;
      const signature = (list: Flight[]) => JSON.stringify(list.map((flight) => [flight.carrierCode, flight.number, flight.departure.at, flight.arrival.at]));
      const schedule = signature(flights);
      // Back to the flights booked: the booking shows them again as booked.
      const asBooked = describeChange(flightsOf(booked.itineraries), flights, order.language) === null;
      const apply = async (tx: Tx) => {
        // Read again under the order's lock: another check (or our staff's rebooking) may have written meanwhile.
        const [stored] = await tx
          .select({ rebooked: flightOrders.rebooked, schedule: flightOrders.schedule })
          .from(flightOrders)
          .where(eq(flightOrders.orderId, order.id));
        if (JSON.stringify(stored?.rebooked ?? null) !== JSON.stringify(rebooked ?? null)) return false;
        if (signature(flightsOf(withSchedule(booked, stored?.schedule).itineraries)) === schedule) return false;
        await tx
          .update(flightOrders)
          .set({ schedule: asBooked ? null : current })
          .where(eq(flightOrders.orderId, order.id));
        // Seat numbers chosen on flights the airline replaced go back to the seat map (it seats the travellers again).
        const flown = withSchedule(booked, asBooked ? null : current).itineraries.flatMap((itinerary) => itinerary.segments.map((segment) => segment.id));
        await tx.delete(flightSeats).where(and(eq(flightSeats.orderId, order.id), notInArray(flightSeats.segmentId, flown)));
        return true;
      };
      const request = await recordScheduleChange(db, order as Order, { schedule, apply }, note, now);
      if (!request) continue;
      recorded += 1;
      await tellTraveller(db, { origin: configuredOrigin(), key: await bookingAccessKey(db) }, order as Order, request, note, now);
    } catch (error) {
      logger.warn('schedule not checked', { booking: order.reference, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return recorded;
}
