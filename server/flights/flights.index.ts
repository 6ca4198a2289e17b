import { OpenAPIHono } from '@hono/zod-openapi';
import { validationHook } from '../lib/create-app';
import {
  chargeableBagsHandler,
  confirmOfferHandler,
  createOrderHandler,
  getQuoteHandler,
  fareRulesHandler,
  listPopularTripsHandler,
  dateGridHandler,
  priceCalendarHandler,
  putBookingServicesHandler,
  searchFlightOffersHandler,
  listFlightRoutesHandler,
  flightRouteFactsHandler,
  seatMapHandler,
  type FlightBindings,
} from './flights.handlers';
import {
  chargeableBags,
  confirmOffer,
  createOrder,
  dateGrid,
  fareRules,
  flightRouteFacts,
  getQuote,
  listFlightRoutes,
  listPopularTrips,
  priceCalendar,
  putBookingServices,
  searchFlightOffers,
  seatMap,
} from './flights.routes';
import { getFlightProvider } from './providers';

/** The flights wing's API: search, price, book, seats, bags and fare rules, with the flight provider at hand. */
export const flightsRouter = new OpenAPIHono<FlightBindings>({ defaultHook: validationHook });

// Only this wing's addresses get the provider (a middleware on '*' here would run for every route of the app).
for (const path of ['/flight/*', '/bookings/:reference/services']) {
  flightsRouter.use(path, async (c, next) => {
    c.set('flights', await getFlightProvider(c.var.db));
    await next();
  });
}

flightsRouter
  .openapi(searchFlightOffers, searchFlightOffersHandler)
  .openapi(listPopularTrips, listPopularTripsHandler)
  .openapi(listFlightRoutes, listFlightRoutesHandler)
  .openapi(flightRouteFacts, flightRouteFactsHandler)
  .openapi(dateGrid, dateGridHandler)
  .openapi(priceCalendar, priceCalendarHandler)
  .openapi(confirmOffer, confirmOfferHandler)
  .openapi(getQuote, getQuoteHandler)
  .openapi(createOrder, createOrderHandler)
  .openapi(seatMap, seatMapHandler)
  .openapi(chargeableBags, chargeableBagsHandler)
  .openapi(fareRules, fareRulesHandler)
  .openapi(putBookingServices, putBookingServicesHandler);
