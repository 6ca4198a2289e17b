import { serve } from '@hono/node-server';
import { getApp } from './app';
import { closeDatabase, getDatabase } from './db/client';
import { env } from './env';
import { logger } from '../lib/node/logger';
import { guardAddresses } from '../lib/node/address-guard';

/** `npm run api`: the travel API on its own, for operators who split the web and API tiers. */
async function main() {
  const config = env();
  const port = Number(process.env.API_PORT ?? config.PORT);
  await getDatabase();
  // The same refusals of odd addresses as the site's process gives (lib/node/address-guard.ts).
  guardAddresses();
  const server = serve({ fetch: getApp().fetch, port }, (info) => logger.info('travel API listening', { port: info.port }));

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    server.close(async () => {
      await closeDatabase().catch(() => undefined);
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n\nThe travel API did not start.\n`);
  process.exit(1);
});
