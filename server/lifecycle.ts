import { closeDatabase, getDatabase } from './db/client';
import { env } from './env';
import { logger } from '../lib/node/logger';

/**
 * Inside `next start`: open the database (migrations, seeding) while the server starts rather
 * than on the first request, and close it cleanly when the platform stops the process.
 */
export function manageDatabaseLifecycle() {
  // A configuration that must not run (a public site with simulated payments, a typo in
  // TRUST_PROXY…) stops the start-up with the variables to set, instead of failing every request.
  try {
    env();
  } catch (error) {
    process.stderr.write(`\n${(error as Error).message}\n\nThe server did not start.\n`);
    process.exit(1);
  }
  // Not awaited: the site serves pages at once; API calls wait for the same opening promise.
  getDatabase().catch(() => undefined);
  process.once('SIGTERM', () => {
    logger.info('SIGTERM: closing the database');
    void closeDatabase().catch(() => undefined);
  });
}
