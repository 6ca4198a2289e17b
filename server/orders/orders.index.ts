import { createRouter } from '../lib/create-app';
import {
  getBookingHandler,
  getCalendarFileHandler,
  getTicketPdfHandler,
  lookUpBookingHandler,
  remindBookingsHandler,
  shareOnWhatsAppHandler,
} from './orders.handlers';
import { getBooking, getCalendarFile, getTicketPdf, lookUpBookingRoute, remindBookingsRoute, shareOnWhatsApp } from './orders.routes';

/** Orders of every product, by reference: open one (its owner, a grant, a link) and look one up. */
export const ordersRouter = createRouter()
  .openapi(getBooking, getBookingHandler)
  .openapi(lookUpBookingRoute, lookUpBookingHandler)
  .openapi(remindBookingsRoute, remindBookingsHandler)
  .openapi(getTicketPdf, getTicketPdfHandler)
  .openapi(getCalendarFile, getCalendarFileHandler)
  .openapi(shareOnWhatsApp, shareOnWhatsAppHandler);
