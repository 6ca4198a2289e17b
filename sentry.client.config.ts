/*
 * Browser error reporting, off unless NEXT_PUBLIC_SENTRY_DSN is set at build time. Sentry is
 * loaded lazily so it costs nothing on the first page load; uncaught errors and unhandled
 * rejections are captured by its default integrations.
 */
import { sentryConfig } from '@/config/public';

const { dsn, environment, tracesSampleRate } = sentryConfig;

if (dsn) {
  void import('@sentry/nextjs').then((Sentry) =>
    Sentry.init({
      dsn,
      environment,
      // Spec §9 samples every trace; operators can lower it.
      tracesSampleRate,
    }),
  );
}

export {};
