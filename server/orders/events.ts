import type { Tx } from '../db/database';

/** What a listener is told about an order: enough to act on it inside the same transaction. */
export interface OrderFacts {
  id: string;
  reference: string;
  userId: string | null;
  contactEmail: string;
  totalMinor: number;
  currency: string;
}

/**
 * What parts of the platform above orders and payments (the Travel Hub's referral rewards) do
 * when an order is paid, or a paid one cancelled. Each runs inside the transaction that did it,
 * so it happens exactly when that commits. The composition root (server/app.ts) registers them:
 * payments, below the hub, never imports it.
 */
export interface OrderListener {
  paid?(tx: Tx, order: OrderFacts, now: Date): Promise<unknown>;
  cancelledAfterPayment?(tx: Tx, order: OrderFacts, now: Date): Promise<unknown>;
}

const listeners = new Set<OrderListener>();

/** Registers a listener (once: registering the same one again changes nothing). */
export function listenToOrders(listener: OrderListener): void {
  listeners.add(listener);
}

/** Tells every listener that the order was paid (in the settlement's transaction). */
export async function orderPaid(tx: Tx, order: OrderFacts, now: Date): Promise<void> {
  for (const listener of listeners) await listener.paid?.(tx, order, now);
}

/** Tells every listener that the paid order was cancelled (in the cancellation's transaction). */
export async function paidOrderCancelled(tx: Tx, order: OrderFacts, now: Date): Promise<void> {
  for (const listener of listeners) await listener.cancelledAfterPayment?.(tx, order, now);
}
