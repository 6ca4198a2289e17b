import type { z } from '@hono/zod-openapi';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { fromMinor } from '../lib/money';
import type { Order, OrderKind } from '../orders/orders';
import { moveSeats, releaseSeats, reservationDeadline } from './bookings';
import type { FlightDetails } from './details';
import { flightDocument } from './document';
import { flightNoticesDue } from './notices';
import { flightAfterSalesTerms } from './aftersales';
import type { FlightOrderFieldsSchema, FlightTripFieldsSchema } from './flights.routes';
import { OfferUnavailableError, type FlightOffer } from './providers/types';
import { flightBags, flightOrders, flightPassengers, flightSeats } from './schema';
import { bookedFlights, sameTimes, seatsOnFlights, withSchedule } from './schedule';
import { getFlightProvider } from './providers';
import { HttpError } from '../lib/http-error';
import { orders } from '../orders/schema';
import { recordTickets } from './tickets';
import { formatTicketNumber } from '../../common/ticket-number';

export type { FlightDetails } from './details';

/** A flight order on a Travel Hub card (its fields declared by `FlightTripFieldsSchema`). */
export type FlightSummary = { startsAt: string } & z.output<typeof FlightTripFieldsSchema>;

const MAIL_COPY = {
  en: { flights: 'Flights', passengers: 'Passengers', seats: 'seats', extras: 'Seats and bags', pnr: 'Airline booking reference (PNR)', eTicket: 'e-ticket' },
  fr: {
    flights: 'Vols',
    passengers: 'Passagers',
    seats: 'sièges',
    extras: 'Sièges et bagages',
    pnr: 'Référence de la compagnie (PNR)',
    eTicket: 'billet électronique',
  },
} as const;

const group = <T extends { orderId: string }>(rows: T[]) => {
  const byOrder = new Map<string, Array<Omit<T, 'orderId'>>>();
  for (const { orderId, ...row } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), row]);
  return byOrder;
};

async function details(db: Pick<Database, 'select'>, orders: Order[]): Promise<Map<string, FlightDetails>> {
  const ids = orders.map((order) => order.id);
  const [offers, passengers, seats, bags] = await Promise.all([
    db.select().from(flightOrders).where(inArray(flightOrders.orderId, ids)),
    db
      .select({
        orderId: flightPassengers.orderId,
        travelerId: flightPassengers.travelerId,
        travelerType: flightPassengers.travelerType,
        title: flightPassengers.title,
        firstName: flightPassengers.firstName,
        middleName: flightPassengers.middleName,
        lastName: flightPassengers.lastName,
        ticketNumber: flightPassengers.ticketNumber,
      })
      .from(flightPassengers)
      .where(inArray(flightPassengers.orderId, ids))
      .orderBy(flightPassengers.travelerId),
    db
      .select({
        orderId: flightSeats.orderId,
        travelerId: flightSeats.travelerId,
        segmentId: flightSeats.segmentId,
        number: flightSeats.seatNumber,
        priceMinor: flightSeats.priceMinor,
      })
      .from(flightSeats)
      .where(inArray(flightSeats.orderId, ids)),
    db
      .select({
        orderId: flightBags.orderId,
        travelerId: flightBags.travelerId,
        itineraryIndex: flightBags.itineraryIndex,
        quantity: flightBags.quantity,
        priceMinor: flightBags.priceMinor,
      })
      .from(flightBags)
      .where(inArray(flightBags.orderId, ids)),
  ]);
  const [passengersOf, seatsOf, bagsOf] = [group(passengers), group(seats), group(bags)];
  return new Map(
    offers.map((row) => {
      const sold = row.offer as FlightOffer;
      const { booked, offer } = bookedFlights(sold, row.rebooked, row.schedule);
      // Rebooked on other days, its seat numbers were given back (moveSeats): the airline seats the travellers again.
      const seats = seatsOf.get(row.orderId) ?? [];
      return [
        row.orderId,
        {
          offer,
          booked,
          sold,
          passengers: passengersOf.get(row.orderId) ?? [],
          seats: offer === sold ? seats : seatsOnFlights(seats, offer),
          bags: bagsOf.get(row.orderId) ?? [],
        },
      ];
    }),
  );
}

const fullName = (passenger: FlightDetails['passengers'][number]) => [passenger.firstName, passenger.middleName, passenger.lastName].filter(Boolean).join(' ');
const when = (at: string) => at.replace('T', ' ').slice(0, 16);

/** Flights as an order kind: what the platform (payments, lapsing, emails, the Travel Hub) needs of them. */
export const flightOrderKind: OrderKind<FlightDetails, FlightSummary> = {
  kind: 'flight',
  confirmationPage: '/flights/confirmation',
  details,
  view: (_order, { offer, booked, passengers, seats, bags }): z.output<typeof FlightOrderFieldsSchema> => ({
    itineraries: offer.itineraries,
    scheduleChanged: offer !== booked,
    travelerPricings: offer.travelerPricings,
    passengers,
    seats: seats.map((seat) => ({ travelerId: seat.travelerId, segmentId: seat.segmentId, number: seat.number, price: fromMinor(seat.priceMinor) })),
    bags: bags.map((bag) => ({ travelerId: bag.travelerId, itineraryIndex: bag.itineraryIndex, quantity: bag.quantity, price: fromMinor(bag.priceMinor) })),
  }),
  describe: (order, { offer, passengers, seats }) => {
    const copy = order.language === 'fr' ? MAIL_COPY.fr : MAIL_COPY.en;
    const flights = offer.itineraries.flatMap((itinerary) =>
      itinerary.segments.map(
        (segment) =>
          `${segment.carrierCode} ${segment.number}  ${segment.departure.iataCode} ${when(segment.departure.at)} → ${segment.arrival.iataCode} ${when(segment.arrival.at)}`,
      ),
    );
    const colon = order.language === 'fr' ? '\u00a0: ' : ': ';
    const people = passengers.map((passenger) => {
      const numbers = seats.filter((seat) => seat.travelerId === passenger.travelerId).map((seat) => seat.number);
      const ticket = passenger.ticketNumber ? ` · ${copy.eTicket}${colon}${formatTicketNumber(passenger.ticketNumber)}` : '';
      return `${numbers.length > 0 ? `${fullName(passenger)} (${copy.seats}${colon}${numbers.join(', ')})` : fullName(passenger)}${ticket}`;
    });
    // Once paid, the reference the airline knows the booking by (check-in, changes at the desk).
    const pnr =
      order.status === 'CONFIRMED' && order.providerReference ? [`${copy.pnr}${order.language === 'fr' ? '\u00a0: ' : ': '}${order.providerReference}`] : [];
    return {
      sections: [
        { title: copy.flights, lines: [...pnr, ...flights] },
        { title: copy.passengers, lines: people },
      ],
      extrasLabel: copy.extras,
    };
  },
  summary: (_order, { offer, passengers }) => {
    const first = offer.itineraries[0]!.segments[0]!;
    const outboundEnd = offer.itineraries[0]!.segments.at(-1)!;
    return {
      startsAt: first.departure.at,
      from: first.departure.iataCode,
      to: outboundEnd.arrival.iataCode,
      departureAt: first.departure.at,
      returnAt: offer.itineraries.length === 2 ? offer.itineraries[1]!.segments[0]!.departure.at : null,
      flights: offer.itineraries.length,
      travellers: passengers.length,
    };
  },
  leadLastName: ({ passengers }) => (passengers.find((passenger) => passenger.travelerType === 'ADULT') ?? passengers[0])?.lastName ?? null,
  reservationDeadline: (_order, { offer }, now) => reservationDeadline(offer, now),
  release: (tx, order) => releaseSeats(tx, order),
  fulfil: recordTickets,
  // Sold only once the airline holds it (server/flights/bookings.ts: its order, or the sweep).
  bookable: (order) => !!order.providerOrderId,
  paymentDescription: (order) => `Flight booking ${order.reference}`,
  document: flightDocument,
  dueNotices: flightNoticesDue,
  afterSalesTerms: flightAfterSalesTerms,
  correctName: async (tx, order, name) => {
    await tx
      .update(flightPassengers)
      .set({ firstName: name.firstName, middleName: null, lastName: name.lastName })
      .where(and(eq(flightPassengers.orderId, order.id), eq(flightPassengers.travelerId, name.travelerId)));
  },
  changeDates: async (db, order, dates) => {
    const [row] = await db.select().from(flightOrders).where(eq(flightOrders.orderId, order.id));
    if (!row || !order.providerOrderId) throw new HttpError(409, 'NOT_REBOOKABLE', 'Not at the airline', 'This booking has no order at the airline to change.');
    const sold = row.offer as FlightOffer;
    const provider = await getFlightProvider(db);
    const itineraries = await provider
      .changedItineraries({ id: order.providerOrderId, offer: withSchedule(sold, row.rebooked) }, dates)
      .catch((error: unknown) => {
        if (error instanceof OfferUnavailableError) throw new HttpError(409, 'NOT_REBOOKABLE', 'Not on those dates', error.message);
        throw error;
      });
    // Rebooked as sold (the same days again): the booking is as sold. The airline's earlier moves were of the flights left.
    const asSold = sameTimes(sold.itineraries, itineraries);
    const seats = moveSeats(provider, order, sold, itineraries);
    return async (tx) => {
      // The order's row locked, as the schedule check locks it: a check running now writes before this, or sees it.
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
      await seats(tx);
      await tx
        .update(flightOrders)
        .set({ rebooked: asSold ? null : itineraries, schedule: null })
        .where(eq(flightOrders.orderId, order.id));
    };
  },
};
