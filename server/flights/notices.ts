import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bookingAccessKey } from '../orders/access';
import type { DueNotice, Order } from '../orders/orders';
import { noticeLink } from '../push/notices';
import { zonedInstant } from '../lib/geo';
import { airports } from '../reference/schema';
import type { FlightOffer } from './providers/types';
import { bookedFlights, paidFlightBookings } from './schedule';
import { flightOrders } from './schema';

const HOUR = 3600_000;
/** Airlines open online check-in about a day before departure; told no later than two hours before. */
const CHECK_IN_OPENS_MS = 24 * HOUR;
const TOO_LATE_MS = 2 * HOUR;

const WORDS = {
  en: {
    title: (from: string, to: string) => `Check-in is open: ${from} → ${to}`,
    body: (flight: string, when: string, pnr: string) => `Check in online for ${flight} on ${when} with the airline, using booking reference ${pnr}.`,
  },
  fr: {
    title: (from: string, to: string) => `L’enregistrement est ouvert : ${from} → ${to}`,
    body: (flight: string, when: string, pnr: string) =>
      `Enregistrez-vous en ligne pour le vol ${flight} du ${when} auprès de la compagnie, avec la référence de réservation ${pnr}.`,
  },
} as const;

type Db = Pick<Database, 'select'>;

/**
 * "Check-in opens" for each journey of a paid flight order that leaves in the next 24 hours (and
 * more than two from now): found among the orders whose first departure, in local time, is within
 * a few days of now, then timed in each airport's own time zone.
 */
export async function flightNoticesDue(db: Db, now: Date): Promise<Array<{ order: Pick<Order, 'id' | 'userId'>; key: string; notice: DueNotice }>> {
  const day = (offset: number) => new Date(now.getTime() + offset * 24 * HOUR).toISOString().slice(0, 10);
  // The flights as the airline now has them (a schedule change), else as our staff rebooked them (new dates), else as sold.
  const flown = sql`coalesce(${flightOrders.schedule}, ${flightOrders.rebooked}, ${flightOrders.offer} -> 'itineraries')`;
  const firstDeparture = sql<string>`${flown} -> 0 -> 'segments' -> 0 -> 'departure' ->> 'at'`;
  const lastDeparture = sql<string>`${flown} -> -1 -> 'segments' -> 0 -> 'departure' ->> 'at'`;
  const found = await paidFlightBookings(db, sql`(${firstDeparture} BETWEEN ${day(-1)} AND ${day(3)} OR ${lastDeparture} BETWEEN ${day(-1)} AND ${day(3)})`);
  if (found.length === 0) return [];
  const rows = found.map(({ order, offer, rebooked, schedule }) => ({ order, offer: bookedFlights(offer as FlightOffer, rebooked, schedule).offer }));
  const codes = [
    ...new Set(
      rows.flatMap(({ offer }) =>
        offer.itineraries.flatMap((itinerary) => [itinerary.segments[0]!.departure.iataCode, itinerary.segments.at(-1)!.arrival.iataCode]),
      ),
    ),
  ];
  const places = new Map(
    (await db.select({ iata: airports.iata, city: airports.city, timeZone: airports.timeZone }).from(airports).where(inArray(airports.iata, codes))).map(
      (row) => [row.iata, row],
    ),
  );
  const key = await bookingAccessKey(db as Database);
  const due: Array<{ order: Pick<Order, 'id' | 'userId'>; key: string; notice: DueNotice }> = [];
  for (const { order, offer } of rows) {
    offer.itineraries.forEach((itinerary, index) => {
      const first = itinerary.segments[0]!;
      const last = itinerary.segments.at(-1)!;
      const from = places.get(first.departure.iataCode);
      const leaves = zonedInstant(first.departure.at, from?.timeZone ?? 'UTC');
      const ahead = leaves.getTime() - now.getTime();
      if (ahead > CHECK_IN_OPENS_MS || ahead <= TOO_LATE_MS) return;
      const words = WORDS[order.language === 'fr' ? 'fr' : 'en'];
      const when = new Intl.DateTimeFormat(order.language === 'fr' ? 'fr-FR' : 'en-GB', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
      }).format(new Date(`${first.departure.at.slice(0, 16)}:00Z`));
      due.push({
        order,
        key: `check-in:${order.id}:${index}:${first.departure.at}`,
        notice: {
          title: words.title(from?.city ?? first.departure.iataCode, places.get(last.arrival.iataCode)?.city ?? last.arrival.iataCode),
          body: words.body(`${first.carrierCode} ${first.number}`, when, order.providerReference ?? order.reference),
          url: noticeLink(key, order, '/flights/confirmation', now),
          tag: `check-in-${order.reference}-${index}`,
          ttlSeconds: Math.floor((ahead - TOO_LATE_MS) / 1000),
        },
      });
    });
  }
  return due;
}
