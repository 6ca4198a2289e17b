import { startProcess } from './lifecycle';
import { logger } from '../common/node/logger';

/** `npm run worker`: background jobs and schedules only, no HTTP (docs/operations.md, "Process roles"). */
startProcess('worker')
  .then(() => logger.info('worker running'))
  .catch((error: unknown) => {
    process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n\nThe worker did not start.\n`);
    process.exit(1);
  });
