import { closeDatabase, getDatabase } from './db/client';
import { logger } from './lib/logger';

/**
 * Inside `next start`: open the database (migrations, seeding) while the server starts rather
 * than on the first request, and close it cleanly when the platform stops the process.
 */
export function manageDatabaseLifecycle() {
  // Not awaited: the site serves pages at once; API calls wait for the same opening promise.
  getDatabase().catch(() => undefined);
  process.once('SIGTERM', () => {
    logger.info('SIGTERM: closing the database');
    void closeDatabase().catch(() => undefined);
  });
}
