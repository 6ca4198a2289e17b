import { createRouter } from '../lib/create-app';
import { getBookingHandler, getPayableBookingHandler, lookUpBookingHandler } from './orders.handlers';
import { getBooking, getPayableBooking, lookUpBookingRoute } from './orders.routes';

/** Orders of every product, by reference: open one (its owner, a grant, a link) and look one up. */
export const ordersRouter = createRouter().openapi(getBooking, getBookingHandler).openapi(getPayableBooking, getPayableBookingHandler).openapi(lookUpBookingRoute, lookUpBookingHandler);
