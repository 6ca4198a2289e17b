import type { Context } from 'hono';
import type { AppBindings, AppRouteHandler } from '../lib/create-app';
import { paymentMethodsOf } from '../payments/checkout';
import { lookUpBooking, openBooking } from './access';
import { loadOrder, orderView, type LoadedOrder } from './orders';
import type { getBooking, getCalendarFile, getPayableBooking, getTicketPdf, lookUpBookingRoute, shareOnWhatsApp } from './orders.routes';
import { calendarFile, manageUrl, orderDocument, ticketPdf } from './documents';
import { HttpError } from '../lib/http-error';
import { siteOrigin } from '../lib/site-origin';

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

/** A paid order this request may open, for its documents (409 before it is paid). */
async function paidOrder<E extends AppBindings>(c: Context<E>, reference: string): Promise<LoadedOrder> {
  const loaded = await loadOrder(c.var.db, await openBooking(c, c.var.db, reference));
  if (loaded.order.status !== 'CONFIRMED') throw new HttpError(409, 'NOT_PAID', 'Not paid yet', 'The e-ticket and the calendar file come once the booking is paid.');
  return loaded;
}


export const getTicketPdfHandler: AppRouteHandler<typeof getTicketPdf> = async (c) => {
  const loaded = await paidOrder(c, c.req.valid('param').reference);
  const pdf = await ticketPdf(loaded, await orderDocument(c.var.db, loaded), manageUrl(siteOrigin(c), loaded.order));
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="baobab-${loaded.order.reference}.pdf"`,
    'Cache-Control': 'private, no-store',
  }) as never;
};

export const getCalendarFileHandler: AppRouteHandler<typeof getCalendarFile> = async (c) => {
  const loaded = await paidOrder(c, c.req.valid('param').reference);
  const file = calendarFile(loaded.order.reference, await orderDocument(c.var.db, loaded), manageUrl(siteOrigin(c), loaded.order));
  return c.body(file, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="baobab-${loaded.order.reference}.ics"`,
    'Cache-Control': 'private, no-store',
  }) as never;
};

/** The trip in one line for WhatsApp (where and when, never who), sent to wa.me; works without JavaScript. */
export const shareOnWhatsAppHandler: AppRouteHandler<typeof shareOnWhatsApp> = async (c) => {
  const loaded = await paidOrder(c, c.req.valid('param').reference);
  const { shareText } = await orderDocument(c.var.db, loaded);
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(`https://wa.me/?text=${encodeURIComponent(shareText)}`, 302) as never;
};
