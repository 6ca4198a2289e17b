import { env } from './env';
import { createApp } from './lib/create-app';
import { describeApi } from './lib/openapi-document';
import { accountRouter } from './routes/account';
import { authRouter } from './routes/auth';
import { socialRouter } from './routes/auth/social';
import { bookingsRouter } from './routes/bookings';
import { flightsRouter } from './routes/flights';
import { healthRouter } from './routes/health';
import { locationsRouter } from './routes/locations';
import { mailboxRouter } from './routes/mailbox';
import { paymentsRouter } from './routes/payments';
import { preferencesRouter } from './routes/preferences';
import { referenceRouter } from './routes/reference';
import { tripsRouter } from './routes/trips';

export function buildApp() {
  const app = createApp();
  app.route('/', healthRouter);
  app.route('/', referenceRouter);
  app.route('/', locationsRouter);
  app.route('/', flightsRouter);
  // Before the bookings router: /bookings/flight is a list, not a booking ID.
  app.route('/', tripsRouter);
  app.route('/', bookingsRouter);
  app.route('/', preferencesRouter);
  app.route('/', paymentsRouter);
  app.route('/', mailboxRouter);
  app.route('/', authRouter);
  app.route('/', socialRouter);
  app.route('/', accountRouter);

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
