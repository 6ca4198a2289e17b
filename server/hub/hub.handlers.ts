import { tripsOf } from './trips';
import { env } from '../env';
import { bookingOverview } from './overview';
import { pointsOf } from './points';
import { invitationsOf, inviterByCode } from './referrals';
import type { AppRouteHandler } from '../lib/create-app';
import { HttpError } from '../lib/http-error';
import { siteOrigin } from '../lib/site-origin';
import { requireUser } from '../accounts/session';
import type * as routes from './hub.routes';

export const flightBookingsHandler: AppRouteHandler<typeof routes.flightBookingsRoute> = async (c) => {
  const user = await requireUser(c, 'Please log in to see your trips.');
  const { filter, page } = c.req.valid('query');
  return c.json(await tripsOf(c.var.db, user, 'flight', filter, page), 200);
};

export const tripListsHandler: AppRouteHandler<typeof routes.tripListsRoute> = async (c) => {
  const user = await requireUser(c, 'Please log in to see your trips.');
  const { period, product_type: product, page } = c.req.valid('query');
  return c.json(await tripsOf(c.var.db, user, product, period, page), 200);
};

export const flightHistoryHandler: AppRouteHandler<typeof routes.flightHistoryRoute> = async (c) => {
  const user = await requireUser(c, 'Please log in to see your trips.');
  return c.json(await tripsOf(c.var.db, user, 'flight', 'all', c.req.valid('query').page, 50), 200);
};

export const insuranceBookingsHandler: AppRouteHandler<typeof routes.insuranceBookingsRoute> = async (c) => {
  const user = await requireUser(c, 'Please log in to see your insurance.');
  const { filter, page } = c.req.valid('query');
  return c.json(await tripsOf(c.var.db, user, 'insurance', filter, page), 200);
};

export const userInsuranceHandler: AppRouteHandler<typeof routes.userInsuranceRoute> = async (c) => {
  const user = await requireUser(c, 'Please log in to see your insurance.');
  return c.json(await tripsOf(c.var.db, user, 'insurance', 'all', c.req.valid('query').page, 50), 200);
};

export const overviewHandler: AppRouteHandler<typeof routes.overviewRoute> = async (c) => {
  const user = await requireUser(c, 'Please log in to see your Travel Hub.');
  const { type, baseCode } = c.req.valid('query');
  return c.json(await bookingOverview(c.var.db, user, type, baseCode, env().NGN_PER_USD), 200);
};

export const pointsHandler: AppRouteHandler<typeof routes.pointsRoute> = async (c) => {
  const user = await requireUser(c, 'Please log in to see your points.');
  return c.json(await pointsOf(c.var.db, user), 200);
};

export const invitationsHandler: AppRouteHandler<typeof routes.invitationsRoute> = async (c) => {
  const user = await requireUser(c, 'Please log in to invite friends.');
  return c.json(await invitationsOf(c.var.db, user, siteOrigin(c)), 200);
};

export const invitationHandler: AppRouteHandler<typeof routes.invitationRoute> = async (c) => {
  // Not rate-limited: the landing page asks from the server (one address for every visitor), and a
  // valid code among 32^8 only tells a first name.
  const inviter = await inviterByCode(c.var.db, c.req.valid('param').code);
  if (!inviter) throw new HttpError(404, 'INVITATION_NOT_FOUND', 'No such invitation', 'This invitation link is not valid. You can still create an account.');
  return c.json({ code: c.req.valid('param').code.trim().toUpperCase(), inviter: { firstName: inviter.firstName } }, 200);
};
