import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { logger } from '../../lib/node/logger';
import type { Order } from '../orders/orders';
import { getFlightProvider } from './providers';
import type { FlightOffer } from './providers/types';
import { flightOrders, flightPassengers } from './schema';

/**
 * Once an order is paid, the airline's e-ticket numbers go on its travellers, so the confirmation,
 * its email and the PDF carry them. In the settlement's transaction (in a savepoint) but never able
 * to undo it: the money has arrived, so a provider that fails, or has not issued them yet, leaves
 * the booking paid and shown with its PNR alone.
 */
export async function recordTickets(tx: Tx, order: Order): Promise<boolean> {
  if (!order.providerOrderId) return false;
  try {
    return await tx.transaction(async (savepoint) => {
      const [[flight], travellers] = await Promise.all([
        savepoint.select({ offer: flightOrders.offer }).from(flightOrders).where(eq(flightOrders.orderId, order.id)),
        savepoint.select({ travelerId: flightPassengers.travelerId, ticketNumber: flightPassengers.ticketNumber }).from(flightPassengers).where(eq(flightPassengers.orderId, order.id)),
      ]);
      const waiting = travellers.filter((traveller) => !traveller.ticketNumber).map((traveller) => traveller.travelerId);
      if (!flight || waiting.length === 0) return false;
      const provider = await getFlightProvider(savepoint);
      const tickets = await provider.issuedTickets({ id: order.providerOrderId!, offer: flight.offer as FlightOffer, travellerIds: waiting });
      for (const ticket of tickets) {
        await savepoint
          .update(flightPassengers)
          .set({ ticketNumber: ticket.number })
          .where(and(eq(flightPassengers.orderId, order.id), eq(flightPassengers.travelerId, ticket.travelerId)));
      }
      return tickets.length > 0;
    });
  } catch (error) {
    logger.warn('e-tickets not recorded', { booking: order.reference, error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}
