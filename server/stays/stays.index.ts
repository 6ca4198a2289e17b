import { createRouter } from '../lib/create-app';
import {
  amadeusHotelsBookHandler,
  hotelsBookHandler,
  cancelStayHandler,
  cityStaysHandler,
  stayCitiesHandler,
  stayListingsHandler,
  searchStaysHandler,
  stayBookingHandler,
  stayPhotoHandler,
  stayPriceConfirmHandler,
  stayRatingHandler,
  stayReviewsHandler,
  stayViewHandler,
} from './stays.handlers';
import {
  amadeusHotelsBookRoute,
  hotelsBookRoute,
  cancelStayRoute,
  cityStaysRoute,
  stayCitiesRoute,
  stayListingsRoute,
  searchStaysRoute,
  stayBookingRoute,
  stayPhotoRoute,
  stayPriceConfirmRoute,
  stayRatingRoute,
  stayReviewsRoute,
  stayViewRoute,
} from './stays.routes';

/** The stays wing's API: the own catalogue's search, a city's stays, one stay, its price now, booking it and cancelling it. */
export const staysRouter = createRouter()
  .openapi(searchStaysRoute, searchStaysHandler)
  .openapi(cityStaysRoute, cityStaysHandler)
  .openapi(stayViewRoute, stayViewHandler)
  .openapi(stayPriceConfirmRoute, stayPriceConfirmHandler)
  .openapi(stayBookingRoute, stayBookingHandler)
  .openapi(cancelStayRoute, cancelStayHandler)
  .openapi(stayReviewsRoute, stayReviewsHandler)
  .openapi(stayRatingRoute, stayRatingHandler)
  .openapi(stayPhotoRoute, stayPhotoHandler)
  .openapi(stayCitiesRoute, stayCitiesHandler)
  .openapi(stayListingsRoute, stayListingsHandler)
  .openapi(hotelsBookRoute, hotelsBookHandler)
  .openapi(amadeusHotelsBookRoute, amadeusHotelsBookHandler);
