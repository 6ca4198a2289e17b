import { env } from '../env';
import { openDatabase } from '../db/client';

/**
 * `npm run db:migrate`: the release step. Applies the committed migrations and the job queue's
 * tables under one advisory lock (two releases at once migrate once: the second waits, then finds
 * nothing to do), with no statement timeout, and seeds the reference data.
 */
async function main() {
  process.env.DATABASE_STATEMENT_TIMEOUT_MS = '0';
  const config = env();
  const started = Date.now();
  const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: true });
  await handle.close();
  process.stdout.write(`Database migrated (${handle.kind}) in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n\nThe database was not migrated.\n`);
  process.exit(1);
});
