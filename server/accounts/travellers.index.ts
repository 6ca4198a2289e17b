import { createRouter } from '../lib/create-app';
import { deleteSavedTravellerHandler, listSavedTravellersHandler, saveTravellerHandler } from './travellers.handlers';
import { deleteSavedTraveller, listSavedTravellers, saveTraveller } from './travellers.routes';

/** The people a signed-in person travels with: only ever the session's own. */
export const savedTravellersRouter = createRouter()
  .openapi(listSavedTravellers, listSavedTravellersHandler)
  .openapi(saveTraveller, saveTravellerHandler)
  .openapi(deleteSavedTraveller, deleteSavedTravellerHandler);
