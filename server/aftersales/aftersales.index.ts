import { createRouter } from '../lib/create-app';
import {
  acceptHandler,
  askHandler,
  declineHandler,
  listRequestsHandler,
  payHandler,
  staffDoneHandler,
  staffListHandler,
  staffQuoteHandler,
  staffRefuseHandler,
  staffScheduleChangeHandler,
} from './aftersales.handlers';
import {
  acceptRoute,
  askRoute,
  declineRoute,
  listRequestsRoute,
  payRoute,
  staffDoneRoute,
  staffListRoute,
  staffQuoteRoute,
  staffRefuseRoute,
  staffScheduleChangeRoute,
} from './aftersales.routes';

/** Spec §1 itinerary change, cancellation and refunds: travellers' requests, and our staff's operations API. */
export const afterSalesRouter = createRouter()
  .openapi(listRequestsRoute, listRequestsHandler)
  .openapi(askRoute, askHandler)
  .openapi(acceptRoute, acceptHandler)
  .openapi(declineRoute, declineHandler)
  .openapi(payRoute, payHandler)
  .openapi(staffListRoute, staffListHandler)
  .openapi(staffQuoteRoute, staffQuoteHandler)
  .openapi(staffRefuseRoute, staffRefuseHandler)
  .openapi(staffDoneRoute, staffDoneHandler)
  .openapi(staffScheduleChangeRoute, staffScheduleChangeHandler);
