import type { Instrumentation } from 'next';

const dsn = () => process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN;

/** Server-side error reporting (off without a DSN), the process's start-up (database, jobs) and its graceful stop. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (dsn()) {
    const Sentry = await import('@sentry/nextjs');
    Sentry.init({ dsn: dsn(), tracesSampleRate: Number(process.env.SENTRY_TRACES_SAMPLE_RATE ?? 1) });
  }
  // Addresses Next would answer with HTML or a redirect before the API sees them: our envelope instead.
  const { guardAddresses } = await import('./common/node/address-guard');
  guardAddresses();
  // The database (PostgreSQL must be reachable and migrated), the background jobs, a graceful
  // stop. `npm start` sets NEXT_MANUAL_SIG_HANDLE so that the stop is ours; under a plain `next
  // start` Next exits once its server closed, and ours only drains and stops the jobs.
  const { startProcess } = await import('./server/lifecycle');
  await startProcess('web', { ownsExit: !!process.env.NEXT_MANUAL_SIG_HANDLE });
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!dsn()) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};
