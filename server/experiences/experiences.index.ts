import { createRouter } from '../lib/create-app';
import * as handlers from './experiences.handlers';
import * as routes from './experiences.routes';

/** The experiences wing's API: discovery by category and words, one experience and its slots, a place to know, booking, cancelling, reviews, tickets. */
export const experiencesRouter = createRouter()
  .openapi(routes.experienceCategoryRoute, handlers.experienceCategoryHandler)
  .openapi(routes.experienceCategorySearchRoute, handlers.experienceCategorySearchHandler)
  .openapi(routes.experienceSearchRoute, handlers.experienceSearchHandler)
  .openapi(routes.experienceCitiesRoute, handlers.experienceCitiesHandler)
  .openapi(routes.experienceListingsRoute, handlers.experienceListingsHandler)
  .openapi(routes.experiencePlacesRoute, handlers.experiencePlacesHandler)
  .openapi(routes.experiencesNearbyRoute, handlers.experiencesNearbyHandler)
  .openapi(routes.experiencesBySquareRoute, handlers.experiencesBySquareHandler)
  .openapi(routes.experienceViewRoute, handlers.experienceViewHandler)
  .openapi(routes.infoExpViewRoute, handlers.infoExpViewHandler)
  .openapi(routes.experiencePriceRoute, handlers.experiencePriceHandler)
  .openapi(routes.experienceBookedRoute, handlers.experienceBookedHandler)
  .openapi(routes.cancelExperienceRoute, handlers.cancelExperienceHandler)
  .openapi(routes.experienceReviewsRoute, handlers.experienceReviewsHandler)
  .openapi(routes.experienceRatingRoute, handlers.experienceRatingHandler)
  .openapi(routes.ticketCheckRoute, handlers.ticketCheckHandler)
  .openapi(routes.experiencePhotoRoute, handlers.experiencePhotoHandler);
