import type { Context } from 'hono';
import type { AppBindings, AppRouteHandler } from '../lib/create-app';
import { paymentMethodsOf } from '../payments/checkout';
import { lookUpBooking, openBooking } from './access';
import { loadOrder, orderView } from './orders';
import type { getBooking, getPayableBooking, lookUpBookingRoute } from './orders.routes';

/** The order as the API shows it, for a request allowed to open it (the unknown-booking 404 otherwise). */
export async function openOrderView<E extends AppBindings>(c: Context<E>, reference: string) {
  return orderView(await loadOrder(c.var.db, await openBooking(c, c.var.db, reference)));
}

/** Spec §7 GET /bookings/{bookingId} (without the stray brace of the old client). */
export const getBookingHandler: AppRouteHandler<typeof getBooking> = async (c) => {
  const view = await openOrderView(c, c.req.valid('param').reference);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data: view }, 200);
};

/** Spec §7 GET /bookings/{productId}/pay: the order with what is due and how it may be paid. */
export const getPayableBookingHandler: AppRouteHandler<typeof getPayableBooking> = async (c) => {
  const view = await openOrderView(c, c.req.valid('param').reference);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data: { ...view, amountDue: view.payable ? { amount: view.fare.total, currency: view.currency } : null, methods: paymentMethodsOf(view) } }, 200);
};

/** Manage booking: reference + surname (or email) opens it in this browser. */
export const lookUpBookingHandler: AppRouteHandler<typeof lookUpBookingRoute> = async (c) => {
  const order = await lookUpBooking(c, c.var.db, c.req.valid('json'));
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data: { reference: order.reference, status: order.status, language: order.language } }, 200);
};
