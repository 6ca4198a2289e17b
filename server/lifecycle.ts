import { closeDatabase, getDatabase, type DatabaseHandle } from './db/client';
import { env } from './env';
import { describeError, logger } from '../common/node/logger';
import { drainServers, requestsInFlight } from '../common/node/address-guard';
import { startJobRunner, stopJobRunner } from './jobs/runner';
import { registerBackgroundJobs } from './app';

/** The process's part: `web` answers requests, `worker` runs jobs only (`npm run worker`). */
export type Role = 'web' | 'worker';

function fatal(message: string, error?: unknown): never {
  process.stderr.write(`\n${message}${error ? `\n${error instanceof Error ? error.message : String(error)}` : ''}\n\n`);
  process.exit(1);
}

/** Background jobs in this process, unless RUN_JOBS=0 (web processes beside `npm run worker`). */
async function startJobs(handle: DatabaseHandle, role: Role) {
  if (role === 'web' && !env().RUN_JOBS) return;
  registerBackgroundJobs();
  await startJobRunner(handle.db, handle.raw);
}

let stopping: Promise<void> | undefined;

/**
 * A graceful stop (SIGTERM, SIGINT): readiness answers 503 at once, the listeners close, answers
 * say `Connection: close`, requests in flight finish (up to SHUTDOWN_DRAIN_SECONDS), the jobs
 * running finish (or are left to be retried), then the database closes and the process exits.
 * With `ownsExit` false (a plain `next start`, which handles the signal itself and exits once its
 * server closed) only the draining and the jobs are ours: the database stays open until the exit.
 */
export function stopGracefully(signal: string, ownsExit: boolean): Promise<void> {
  stopping ??= (async () => {
    const drainMs = env().SHUTDOWN_DRAIN_SECONDS * 1000;
    logger.info('stopping', { signal, requestsInFlight: requestsInFlight() });
    const [{ unfinished }] = await Promise.all([drainServers(drainMs), stopJobRunner(drainMs)]);
    if (unfinished) logger.warn('requests cut by the stop', { unfinished });
    if (!ownsExit) return;
    await closeDatabase().catch(() => undefined);
    logger.info('stopped', { signal });
    process.exit(0);
  })();
  return stopping;
}

/**
 * Starts a process of the site: checks the settings, opens the database (PostgreSQL: it must be
 * reachable and migrated, or the process stops with what to do; the embedded default migrates
 * itself), starts the jobs, and stops gracefully on SIGTERM.
 */
export async function startProcess(role: Role, { ownsExit = true }: { ownsExit?: boolean } = {}): Promise<void> {
  let config: ReturnType<typeof env>;
  try {
    config = env();
  } catch (error) {
    fatal('The server did not start: its settings are not valid.', error);
  }
  // Uncaught errors in the same JSON lines as everything else. Under Next, which logs and keeps
  // serving, only the line is ours; a process of ours alone (worker, API) stops after it, as Node
  // would, and its supervisor starts it again.
  const uncaught = (kind: string) => (error: unknown) => {
    logger.error(kind, describeError(error));
    if (ownsExit && role === 'worker') process.exit(1);
  };
  process.on('uncaughtException', uncaught('uncaught exception'));
  process.on('unhandledRejection', uncaught('unhandled rejection'));
  const opening = getDatabase();
  process.once('SIGTERM', () => void stopGracefully('SIGTERM', ownsExit));
  process.once('SIGINT', () => void stopGracefully('SIGINT', ownsExit));
  if (!config.DATABASE_URL) {
    // The embedded database opens while the site starts; API calls wait for the same promise.
    opening.then((handle) => startJobs(handle, role)).catch((error: unknown) => logger.error('background jobs did not start', describeError(error)));
    if (role === 'worker') await opening;
    return;
  }
  // A DATABASE_URL that is set must work: never a private embedded database, never a site that answers 503 for ever.
  const handle = await opening.catch((error: unknown) => fatal('The server did not start: the database in DATABASE_URL cannot be used.', error));
  await startJobs(handle, role).catch((error: unknown) => fatal('The server did not start: the job queue could not start.', error));
}
