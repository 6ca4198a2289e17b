import { currentUser } from '../accounts/session';
import type { AppRouteHandler } from '../lib/create-app';
import { fieldError, HttpError } from '../lib/http-error';
import { limitPerAddress } from '../lib/rate-limit';
import { openBooking } from '../orders/access';
import { endpointAllowed, subscribe, unsubscribe, vapidKeys } from './push';
import type * as routes from './push.routes';

/** A person subscribes once per phone and booking; a script cannot fill the table. */
const CHANGES_PER_HOUR = 30;

const notAPushService = () =>
  fieldError(422, 'NOT_A_PUSH_SERVICE', 'Not a push service', 'This address is not a browser’s push service.', '/subscription/endpoint');

export const pushKeyHandler: AppRouteHandler<typeof routes.pushKeyRoute> = async (c) => {
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json({ data: { publicKey: (await vapidKeys(c.var.db)).publicKey } }, 200);
};

export const subscribeHandler: AppRouteHandler<typeof routes.subscribeRoute> = async (c) => {
  const { subscription, booking, lang } = c.req.valid('json');
  const db = c.var.db;
  await limitPerAddress(c, 'push-change', CHANGES_PER_HOUR, 'Too many requests from this connection. Please wait a few minutes.');
  if (!endpointAllowed(subscription.endpoint)) throw notAPushService();
  const user = await currentUser(c);
  const person = user && !user.adminType ? user : null;
  // Only a booking this request may open (its grant, its link, its owner): a stranger's reference is the unknown-booking 404.
  const order = booking ? await openBooking(c, db, booking) : null;
  if (!person && !order) throw new HttpError(401, 'UNAUTHORIZED', 'Not signed in', 'Sign in, or ask from a booking’s page, to be told about your trips.');
  await subscribe(db, subscription, { userId: person?.id ?? null, orderId: order?.id ?? null, language: lang });
  return c.json({ data: { account: !!person, booking: order?.reference ?? null } }, 201);
};

export const unsubscribeHandler: AppRouteHandler<typeof routes.unsubscribeRoute> = async (c) => {
  const { endpoint } = c.req.valid('json');
  await limitPerAddress(c, 'push-change', CHANGES_PER_HOUR, 'Too many requests from this connection. Please wait a few minutes.');
  // Whoever holds the address (a secret of the browser's, as long as a URL can be) may forget it.
  return c.json({ data: { removed: await unsubscribe(c.var.db, endpoint) } }, 200);
};
