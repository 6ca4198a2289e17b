import { closeDatabase } from './db/client';
import { logger } from './lib/logger';

/** Inside `next start`: close the database cleanly when the platform stops the process. */
export function closeDatabaseOnShutdown() {
  process.once('SIGTERM', () => {
    logger.info('SIGTERM: closing the database');
    void closeDatabase().catch(() => undefined);
  });
}
