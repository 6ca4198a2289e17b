import { getDatabase, pingDatabase } from '../db/client';
import { env } from '../env';
import { createRouter } from '../lib/create-app';
import { paymentsMode } from '../payments/gateways/mode';
import { HttpError } from '../lib/http-error';
import { logger } from '../lib/logger';
import { health } from './health.routes';

export const healthRouter = createRouter().openapi(health, async (c) => {
  try {
    const { db, kind } = await getDatabase();
    await pingDatabase(db);
    return c.json({ status: 'ok' as const, database: kind, payments: paymentsMode(env()), uptimeSeconds: Math.round(process.uptime()) }, 200);
  } catch (error) {
    logger.error('health check failed', { error: error instanceof Error ? error.message : String(error) });
    throw new HttpError(503, 'DATABASE_UNAVAILABLE', 'Service unavailable', 'The database is not answering.');
  }
});
