import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { logger } from '../../common/node/logger';
import type { Fulfilment, Order } from '../orders/orders';
import { getFlightProvider } from './providers';
import type { FlightOffer, IssuedTicket } from './providers/types';
import { flightOrders, flightPassengers } from './schema';

/**
 * Once an order is paid, the airline's e-ticket numbers go on its travellers, so the confirmation,
 * its email and the PDF carry them. Never a reason to undo the sale: the money has arrived and the
 * airline holds the booking (its PNR), so an airline that has not issued them yet, or does not
 * answer, leaves the booking paid and shown with its PNR, and it is asked again later.
 */
export async function recordTickets(db: Database, order: Order): Promise<Fulfilment> {
  if (!order.providerOrderId) return {};
  const [[flight], travellers] = await Promise.all([
    db.select({ offer: flightOrders.offer }).from(flightOrders).where(eq(flightOrders.orderId, order.id)),
    db
      .select({ travelerId: flightPassengers.travelerId, ticketNumber: flightPassengers.ticketNumber })
      .from(flightPassengers)
      .where(eq(flightPassengers.orderId, order.id)),
  ]);
  const waiting = travellers.filter((traveller) => !traveller.ticketNumber).map((traveller) => traveller.travelerId);
  if (!flight || waiting.length === 0) return {};
  let tickets: IssuedTicket[];
  try {
    const provider = await getFlightProvider(db);
    tickets = await provider.issuedTickets({ id: order.providerOrderId, offer: flight.offer as FlightOffer, travellerIds: waiting });
  } catch (error) {
    logger.warn('e-tickets not recorded', { booking: order.reference, error: error instanceof Error ? error.message : String(error) });
    return { later: true };
  }
  const issued = tickets.filter((ticket) => waiting.includes(ticket.travelerId));
  return {
    later: issued.length < waiting.length,
    ...(issued.length
      ? {
          record: async (tx: Tx) => {
            for (const ticket of issued) {
              await tx
                .update(flightPassengers)
                .set({ ticketNumber: ticket.number })
                .where(and(eq(flightPassengers.orderId, order.id), eq(flightPassengers.travelerId, ticket.travelerId), isNull(flightPassengers.ticketNumber)));
            }
          },
        }
      : {}),
  };
}
