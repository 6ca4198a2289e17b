import { getDatabase, pingDatabase } from '../db/client';
import { env } from '../env';
import type { AppRouteHandler } from '../lib/create-app';
import { paymentsMode } from '../payments/gateways/mode';
import { HttpError } from '../lib/http-error';
import { logger } from '../../lib/node/logger';
import type { health } from './health.routes';

/** Answers only when the database does; says which database and which payments mode. */
export const healthHandler: AppRouteHandler<typeof health> = async (c) => {
  try {
    const { db, kind } = await getDatabase();
    await pingDatabase(db);
    return c.json({ status: 'ok' as const, database: kind, payments: paymentsMode(env()), uptimeSeconds: Math.round(process.uptime()) }, 200);
  } catch (error) {
    logger.error('health check failed', { error: error instanceof Error ? error.message : String(error) });
    throw new HttpError(503, 'DATABASE_UNAVAILABLE', 'Service unavailable', 'The database is not answering.');
  }
};
