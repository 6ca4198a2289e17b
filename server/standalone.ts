import { serve } from '@hono/node-server';
import { getApp } from './app';
import { env } from './env';
import { logger } from '../common/node/logger';
import { guardAddresses } from '../common/node/address-guard';
import { startProcess } from './lifecycle';

/** `npm run api`: the travel API on its own, for operators who split the web and API tiers. */
async function main() {
  const config = env();
  const port = Number(process.env.API_PORT ?? config.PORT);
  await startProcess('web');
  // The same front door as the site's process (request ids, odd addresses refused, the drain).
  guardAddresses();
  serve({ fetch: getApp().fetch, port }, (info) => logger.info('travel API listening', { port: info.port }));
}

main().catch((error: unknown) => {
  process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n\nThe travel API did not start.\n`);
  process.exit(1);
});
