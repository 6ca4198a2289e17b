import type { Instrumentation } from 'next';

const dsn = () => process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN;

/** Server-side error reporting (off without a DSN) and the database's start-up and shutdown. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (dsn()) {
    const Sentry = await import('@sentry/nextjs');
    Sentry.init({ dsn: dsn(), tracesSampleRate: Number(process.env.SENTRY_TRACES_SAMPLE_RATE ?? 1) });
  }
  // Addresses Next would answer with HTML or a redirect before the API sees them: our envelope instead.
  const { guardAddresses } = await import('./lib/node/address-guard');
  guardAddresses();
  const { manageDatabaseLifecycle } = await import('./server/lifecycle');
  manageDatabaseLifecycle();
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!dsn()) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};
