/*
 * Browser error reporting, off unless NEXT_PUBLIC_SENTRY_DSN is set at build time. Sentry is
 * loaded lazily so it costs nothing on the first page load; uncaught errors and unhandled
 * rejections are captured by its default integrations.
 */
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) {
  void import('@sentry/nextjs').then((Sentry) =>
    Sentry.init({
      dsn,
      environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT ?? process.env.NODE_ENV,
      // Spec §9 samples every trace; operators can lower it.
      tracesSampleRate: Number(process.env.NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE ?? 1),
    }),
  );
}

export {};
