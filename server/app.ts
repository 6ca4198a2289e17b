import { createApp } from './lib/create-app';
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

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Baobab travel API',
      version: '0.1.0',
      description: 'Flights, insurance, stays and experiences for West and Central Africa. Errors use one envelope: {"errors":[{status,code,title,detail,source}]}.',
    },
  });
  return app;
}

const holder = globalThis as typeof globalThis & { __travelApi?: ReturnType<typeof buildApp> };

/** One app per process (dev hot reload re-evaluates modules). */
export function getApp() {
  holder.__travelApi ??= buildApp();
  return holder.__travelApi;
}
