import { createRouter } from '../lib/create-app';
import { pushKeyHandler, subscribeHandler, unsubscribeHandler } from './push.handlers';
import { pushKeyRoute, subscribeRoute, unsubscribeRoute } from './push.routes';

/** Spec §1/§4 push notifications: the site's key, and browsers' subscriptions. */
export const pushRouter = createRouter()
  .openapi(pushKeyRoute, pushKeyHandler)
  .openapi(subscribeRoute, subscribeHandler)
  .openapi(unsubscribeRoute, unsubscribeHandler);
