import { env } from './env';
import { createApp } from './lib/create-app';
import { describeApi } from './lib/openapi-document';
import { accountRouter } from './accounts/account.index';
import { authRouter } from './accounts/auth.index';
import { socialRouter } from './accounts/social.index';
import { ordersRouter } from './orders/orders.index';
import { readPaymentsWith, registerOrderKind } from './orders/orders';
import { paymentFactsOf } from './payments/facts';
import { listenToOrders } from './orders/events';
import { revokeReferralReward, rewardInviter } from './hub/referrals';
import { flightOrderKind } from './flights/kind';
import { flightsRouter } from './flights/flights.index';
import { insuranceRouter } from './insurance/insurance.index';
import { insuranceOrderKind } from './insurance/kind';
import { staysRouter } from './stays/stays.index';
import { stayOrderKind } from './stays/kind';
import { experiencesRouter } from './experiences/experiences.index';
import { experienceOrderKind } from './experiences/kind';
import { healthRouter } from './health/health.index';
import { contentRouter } from './content/content.index';
import { adsRouter } from './ads/ads.index';
import { pushRouter } from './push/push.index';
import { afterSalesRouter } from './aftersales/aftersales.index';
import { changeOrderKind } from './aftersales/kind';
import { sendDueNotices } from './push/push';
import { checkSchedules } from './flights/schedule-changes';
import { releaseUnbooked } from './flights/bookings';
import { registerJob } from './jobs/runner';
import { registerPurge, runPurges } from './jobs/purge';
import { deliverMail, purgeMail } from './mail/outbox';
import { lapseExpiredOrders } from './orders/orders';
import { reconcilePayments } from './payments/reconcile';
import { fulfilJob, purgeLostFulfilments } from './payments/fulfilment';
import { purgeEndedWindows } from './lib/rate-limit';
import { purgeExpiredCredentials } from './accounts/accounts';
import { purgeSandboxTransactions } from './payments/gateways/sandbox/sandbox';
import { purgeSearchesAndQuotes } from './flights/quotes';
import { purgeQuotes as purgeInsuranceQuotes } from './insurance/quotes';
import { shareRouter } from './share/share.index';
import { locationsRouter } from './reference/locations.index';
import { mailboxRouter } from './mail/mailbox.index';
import { clockRouter } from './dev/clock.index';
import { paymentsRouter } from './payments/payments.index';
import { sandboxEnabled } from './payments/gateways';
import { sandboxRouter } from './payments/gateways/sandbox/sandbox.index';
import { preferencesRouter } from './accounts/preferences.index';
import { savedTravellersRouter } from './accounts/travellers.index';
import { referenceRouter } from './reference/reference.index';
import { tripsRouter } from './hub/hub.index';

/** The hub's referral rewards follow payments and cancellations (payments, below the hub, never import it). */
const referralRewards = { paid: rewardInviter, cancelledAfterPayment: revokeReferralReward };

/**
 * Each product makes its orders known to the platform (payments, lapsing, emails, the Travel Hub),
 * and the layers above orders tell it what they need (the hub's rewards, payments' part of a view).
 */
export function registerProducts() {
  listenToOrders(referralRewards);
  readPaymentsWith(paymentFactsOf);
  registerOrderKind(flightOrderKind);
  registerOrderKind(insuranceOrderKind);
  registerOrderKind(stayOrderKind);
  registerOrderKind(experienceOrderKind);
  // The payment of an accepted change (after-sales), paid like any booking.
  registerOrderKind(changeOrderKind);
}

/** What every queue's jobs do (server/jobs/queues.ts says when and how they are retried). */
export function registerBackgroundJobs() {
  registerProducts();
  registerJob('mail-deliver', (db, data) => deliverMail(db, String(data.id)));
  // Unpaid holds past their deadline, and flight bookings whose airline order never came.
  registerJob('orders-lapse', async (db, _data, now) => ({ lapsed: await lapseExpiredOrders(db, now), unbooked: await releaseUnbooked(db, now) }));
  registerJob('orders-fulfil', fulfilJob);
  registerJob('payments-reconcile', (db, _data, now) => reconcilePayments(db, now));
  // Push notices that come due (a reservation's deadline, check-in).
  registerJob('push-sweep', (db, _data, now) => sendDueNotices(db, now));
  // Flights the airlines moved after they were sold.
  registerJob('flights-schedule-check', (db, _data, now) => checkSchedules(db, now));
  registerJob('purge', (db, _data, now) => runPurges(db, now));
  registerPurge('rate-limit windows and login lines', (db, now) => purgeEndedWindows(db, now));
  registerPurge('sessions and one-time codes', purgeExpiredCredentials);
  registerPurge('mail bodies and attachments', purgeMail);
  registerPurge('sandbox transactions', purgeSandboxTransactions);
  registerPurge('flight searches and quotes', purgeSearchesAndQuotes);
  registerPurge('insurance quotes', purgeInsuranceQuotes);
  registerPurge('paid orders waiting for their provider without a job', purgeLostFulfilments);
}

export function buildApp() {
  registerProducts();
  const app = createApp();
  app.route('/', healthRouter);
  app.route('/', referenceRouter);
  app.route('/', contentRouter);
  app.route('/', adsRouter);
  app.route('/', pushRouter);
  app.route('/', shareRouter);
  app.route('/', locationsRouter);
  app.route('/', flightsRouter);
  app.route('/', insuranceRouter);
  app.route('/', staysRouter);
  app.route('/', experiencesRouter);
  // Before the bookings router: /bookings/flight is a list, not a booking ID.
  app.route('/', tripsRouter);
  // Before the bookings router: /bookings/{id}/requests are a booking's after-sales requests.
  app.route('/', afterSalesRouter);
  app.route('/', ordersRouter);
  app.route('/', preferencesRouter);
  app.route('/', paymentsRouter);
  // The sandbox checkout exists only while no gateway has keys; its webhooks come back in through the app.
  if (sandboxEnabled())
    app.route(
      '/',
      sandboxRouter((request) => Promise.resolve(app.fetch(request))),
    );
  app.route('/', mailboxRouter);
  app.route('/', clockRouter);
  app.route('/', authRouter);
  app.route('/', socialRouter);
  app.route('/', accountRouter);
  app.route('/', savedTravellersRouter);

  let document: ReturnType<typeof describeApi> | undefined;
  app.get('/openapi.json', (c) => {
    document ??= openApiDocument(app);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(document);
  });
  return app;
}

/** The API's OpenAPI 3.1 document, served at /api/openapi.json and linted in CI. */
export function openApiDocument(app: ReturnType<typeof createApp>) {
  // The site itself when its public address is known; otherwise wherever the document was fetched from.
  return describeApi(app as never, env().PUBLIC_URL?.replace(/\/+$/, '') ?? '/');
}

const holder = globalThis as typeof globalThis & { __travelApi?: ReturnType<typeof buildApp> };

/** One app per process (dev hot reload re-evaluates modules). */
export function getApp() {
  holder.__travelApi ??= buildApp();
  return holder.__travelApi;
}
