import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Order, OrderDocument } from '../orders/orders';
import { airlines, airports } from '../reference/schema';
import { formatTicketNumber } from '../../common/ticket-number';
import type { FlightDetails } from './details';
import { zonedInstant } from '../lib/geo';

const COPY = {
  en: {
    title: 'E-ticket and receipt',
    flights: 'Flights',
    passengers: 'Travellers',
    bags: (count: number) => `${count} extra checked bag${count === 1 ? '' : 's'}`,
    included: (count: number) => (count === 0 ? 'no checked bag included' : `${count} checked bag${count === 1 ? '' : 's'} included per traveller`),
    seats: 'seats',
    eTicket: 'e-ticket',
    colon: ': ',
    localTimes: 'All times are local to each airport.',
    pnr: (reference: string) => `Airline booking reference (PNR): ${reference}`,
    operated: 'flight',
    share: (route: string, date: string) => `My trip: ${route}, ${date}. Booked on Baobab.`,
  },
  fr: {
    title: 'Billet électronique et reçu',
    flights: 'Vols',
    passengers: 'Voyageurs',
    bags: (count: number) => `${count} bagage${count === 1 ? '' : 's'} en soute supplémentaire${count === 1 ? '' : 's'}`,
    included: (count: number) => (count === 0 ? 'aucun bagage en soute inclus' : `${count} bagage${count === 1 ? '' : 's'} en soute inclus par voyageur`),
    seats: 'sièges',
    eTicket: 'billet électronique',
    colon: '\u00a0: ',
    localTimes: 'Toutes les heures sont locales à chaque aéroport.',
    pnr: (reference: string) => `Référence de la compagnie (PNR) : ${reference}`,
    operated: 'vol',
    share: (route: string, date: string) => `Mon voyage : ${route}, ${date}. Réservé sur Baobab.`,
  },
} as const;

/** The flight order's e-ticket: each flight with its airline, cities and airports, local times; each traveller with seats and bags. */
export async function flightDocument(db: Pick<Database, 'select'>, order: Order, { offer, passengers, seats, bags }: FlightDetails): Promise<OrderDocument> {
  const language = order.language === 'fr' ? 'fr' : 'en';
  const copy = COPY[language];
  const segments = offer.itineraries.flatMap((itinerary) => itinerary.segments);
  const codes = [...new Set(segments.flatMap((segment) => [segment.departure.iataCode, segment.arrival.iataCode]))];
  const carriers = [...new Set(segments.map((segment) => segment.carrierCode))];
  const [places, companies] = await Promise.all([
    db
      .select({ iata: airports.iata, name: airports.name, city: airports.city, timeZone: airports.timeZone })
      .from(airports)
      .where(inArray(airports.iata, codes)),
    db.select({ iata: airlines.iata, name: airlines.name }).from(airlines).where(inArray(airlines.iata, carriers)),
  ]);
  const place = new Map(places.map((row) => [row.iata, row]));
  const airline = new Map(companies.map((row) => [row.iata, row.name]));
  const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
  const day = (local: string) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${local.slice(0, 10)}T12:00:00Z`),
    );
  const time = (local: string) => local.slice(11, 16);
  const where = (code: string) => (place.get(code) ? `${place.get(code)!.city} (${code})` : code);

  const flightLines = segments.map((segment) => {
    const carrier = airline.get(segment.carrierCode) ?? segment.carrierCode;
    return `${day(segment.departure.at)} · ${carrier} ${segment.carrierCode} ${segment.number} · ${where(segment.departure.iataCode)} ${time(segment.departure.at)} → ${where(segment.arrival.iataCode)} ${time(segment.arrival.at)}`;
  });
  const included = offer.travelerPricings[0]?.fareDetailsBySegment[0]?.includedCheckedBags?.quantity ?? 0;
  const segmentRoute = (segmentId: string) => {
    const segment = segments.find((candidate) => candidate.id === segmentId);
    return segment ? `${segment.departure.iataCode}→${segment.arrival.iataCode}` : segmentId;
  };
  const people = passengers.map((passenger) => {
    const name = [passenger.firstName, passenger.middleName, passenger.lastName].filter(Boolean).join(' ');
    const theirSeats = seats.filter((seat) => seat.travelerId === passenger.travelerId).map((seat) => `${segmentRoute(seat.segmentId)} ${seat.number}`);
    const extra = bags.filter((bag) => bag.travelerId === passenger.travelerId).reduce((sum, bag) => sum + bag.quantity, 0);
    const ticket = passenger.ticketNumber ? `${copy.eTicket}${copy.colon}${formatTicketNumber(passenger.ticketNumber)}` : null;
    return [name, ticket, theirSeats.length ? `${copy.seats}${copy.colon}${theirSeats.join(', ')}` : null, extra ? copy.bags(extra) : null]
      .filter(Boolean)
      .join(' · ');
  });

  const events = segments.map((segment) => {
    const from = place.get(segment.departure.iataCode);
    const to = place.get(segment.arrival.iataCode);
    return {
      title: `${segment.carrierCode} ${segment.number} ${where(segment.departure.iataCode)} → ${where(segment.arrival.iataCode)}`,
      start: zonedInstant(segment.departure.at, from?.timeZone ?? 'UTC'),
      end: zonedInstant(segment.arrival.at, to?.timeZone ?? 'UTC'),
      location: from ? `${from.name}, ${from.city} (${segment.departure.iataCode})` : segment.departure.iataCode,
      description: `${airline.get(segment.carrierCode) ?? segment.carrierCode} ${copy.operated} ${segment.carrierCode} ${segment.number} · ${order.reference}`,
    };
  });
  const first = segments[0]!;
  const outboundEnd = offer.itineraries[0]!.segments.at(-1)!;
  const route = `${where(first.departure.iataCode)} → ${where(outboundEnd.arrival.iataCode)}`;
  return {
    title: copy.title,
    sections: [
      {
        title: copy.flights,
        lines: [...(order.providerReference ? [copy.pnr(order.providerReference)] : []), ...flightLines, copy.localTimes, copy.included(included)],
      },
      { title: copy.passengers, lines: people },
    ],
    events,
    shareText: copy.share(route, day(first.departure.at)),
  };
}
