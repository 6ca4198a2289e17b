import type { Context } from 'hono';
import type { AppBindings, AppRouteHandler } from '../lib/create-app';
import { lookUpBooking, openBooking, remindBookings } from './access';
import { loadOrder, orderView } from './orders';
import type { getBooking, getCalendarFile, getTicketPdf, lookUpBookingRoute, remindBookingsRoute, shareOnWhatsApp } from './orders.routes';
import { maskedEmail } from '../lib/text';
import { calendarFile, manageUrl, orderDocument, ticketPdf } from './documents';
import { HttpError } from '../lib/http-error';
import { rateLimit } from '../lib/rate-limit';
import { clientIp } from '../lib/request-context';
import { siteOrigin } from '../lib/site-origin';

/** The order as the API shows it, for a request allowed to open it (the unknown-booking 404 otherwise). */
export async function openOrderView<E extends AppBindings>(c: Context<E>, reference: string) {
  const order = await openBooking(c, c.var.db, reference);
  return orderView(await loadOrder(c.var.db, order));
}

/** Spec §7 GET /bookings/{bookingId} (without the stray brace of the old client). */
export const getBookingHandler: AppRouteHandler<typeof getBooking> = async (c) => {
  const view = await openOrderView(c, c.req.valid('param').reference);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data: view }, 200);
};

/** Manage booking: reference + surname (or email) opens it in this browser. */
export const lookUpBookingHandler: AppRouteHandler<typeof lookUpBookingRoute> = async (c) => {
  const order = await lookUpBooking(c, c.var.db, c.req.valid('json'));
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data: { reference: order.reference, status: order.status, language: order.language } }, 200);
};

/** Manage booking, the ID forgotten: the address's bookings are emailed to it; the same answer whatever it booked. */
export const remindBookingsHandler: AppRouteHandler<typeof remindBookingsRoute> = async (c) => {
  const body = c.req.valid('json');
  await remindBookings(c, c.var.db, body);
  c.header('Cache-Control', 'no-store');
  return c.json({ data: { email: maskedEmail(body.email.toLowerCase()) } }, 202);
};

/**
 * A paid order this request may open, with what its documents say (409 before it is paid). Each
 * document is made on request (a PDF takes tens of milliseconds): a connection may ask for sixty
 * every quarter of an hour.
 */
async function paidDocument<E extends AppBindings>(c: Context<E>, reference: string) {
  await rateLimit(
    c.var.db,
    { key: `documents:ip:${clientIp(c)}`, max: 60, windowSeconds: 15 * 60 },
    'Too many downloads from this connection. Please wait a few minutes.',
  );
  const order = await openBooking(c, c.var.db, reference);
  const loaded = await loadOrder(c.var.db, order);
  if (loaded.order.status !== 'CONFIRMED')
    throw new HttpError(409, 'NOT_PAID', 'Not paid yet', 'The e-ticket and the calendar file come once the booking is paid.');
  const origin = siteOrigin(c);
  return { loaded, document: await orderDocument(c.var.db, loaded), origin, manage: manageUrl(origin, loaded.order) };
}

/** A file to keep: downloaded under the booking's name, never cached by anyone else. */
const download = (reference: string, extension: 'pdf' | 'ics', contentType: string) => ({
  'Content-Type': contentType,
  'Content-Disposition': `attachment; filename="baobab-${reference}.${extension}"`,
  'Cache-Control': 'private, no-store',
});

export const getTicketPdfHandler: AppRouteHandler<typeof getTicketPdf> = async (c) => {
  const { loaded, document, origin } = await paidDocument(c, c.req.valid('param').reference);
  const pdf = await ticketPdf(loaded, document, origin);
  return c.body(new Uint8Array(pdf), 200, download(loaded.order.reference, 'pdf', 'application/pdf')) as never;
};

export const getCalendarFileHandler: AppRouteHandler<typeof getCalendarFile> = async (c) => {
  const { loaded, document, manage } = await paidDocument(c, c.req.valid('param').reference);
  return c.body(calendarFile(loaded.order.reference, document, manage), 200, download(loaded.order.reference, 'ics', 'text/calendar; charset=utf-8')) as never;
};

/** The trip in one line for WhatsApp (where and when, never who), sent to wa.me; works without JavaScript. */
export const shareOnWhatsAppHandler: AppRouteHandler<typeof shareOnWhatsApp> = async (c) => {
  const { document } = await paidDocument(c, c.req.valid('param').reference);
  c.header('Cache-Control', 'private, no-store');
  return c.redirect(`https://wa.me/?text=${encodeURIComponent(document.shareText)}`, 302) as never;
};
