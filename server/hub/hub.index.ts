import { createRouter } from '../lib/create-app';
import {
  flightBookingsHandler,
  flightHistoryHandler,
  insuranceBookingsHandler,
  invitationHandler,
  invitationsHandler,
  overviewHandler,
  pointsHandler,
  tripListsHandler,
  userInsuranceHandler,
} from './hub.handlers';
import {
  flightBookingsRoute,
  flightHistoryRoute,
  insuranceBookingsRoute,
  invitationRoute,
  invitationsRoute,
  overviewRoute,
  pointsRoute,
  tripListsRoute,
  userInsuranceRoute,
} from './hub.routes';

/** The Travel Hub's lists: authorization is the session, and every query is scoped to its user. */
export const tripsRouter = createRouter()
  .openapi(flightBookingsRoute, flightBookingsHandler)
  .openapi(tripListsRoute, tripListsHandler)
  .openapi(flightHistoryRoute, flightHistoryHandler)
  .openapi(insuranceBookingsRoute, insuranceBookingsHandler)
  .openapi(userInsuranceRoute, userInsuranceHandler)
  .openapi(overviewRoute, overviewHandler)
  .openapi(pointsRoute, pointsHandler)
  .openapi(invitationsRoute, invitationsHandler)
  .openapi(invitationRoute, invitationHandler);
