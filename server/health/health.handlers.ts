import { getDatabase, migrationsPending, pingDatabase } from '../db/client';
import { env } from '../env';
import { databaseUnavailable, type AppRouteHandler } from '../lib/create-app';
import { paymentsMode } from '../payments/gateways/mode';
import { HttpError } from '../lib/http-error';
import { describeError, logger } from '../../common/node/logger';
import { isDraining } from '../../common/node/address-guard';
import type { Context } from 'hono';
import type { AppBindings } from '../lib/create-app';
import { gaugeOnScrape, metrics } from '../../common/node/metrics';
import { safeEqual } from '../lib/crypto';
import { mailBacklog } from '../mail/outbox';
import type { health, live, ready } from './health.routes';

/** Answers only when the database does; says which database and which payments mode. */
export const healthHandler: AppRouteHandler<typeof health> = async (c) => {
  try {
    const { db, kind } = await getDatabase();
    await pingDatabase(db);
    return c.json({ status: 'ok' as const, database: kind, payments: paymentsMode(env()), uptimeSeconds: Math.round(process.uptime()) }, 200);
  } catch (error) {
    logger.error('health check failed', describeError(error));
    throw databaseUnavailable();
  }
};

export const liveHandler: AppRouteHandler<typeof live> = (c) => c.json({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }, 200);

/** Ready for traffic: not stopping, the database answers, every migration and the queue's tables are there. */
export const readyHandler: AppRouteHandler<typeof ready> = async (c) => {
  if (isDraining()) {
    const error = new HttpError(503, 'STOPPING', 'Stopping', 'This process is stopping; another one answers.');
    error.retryAfterSeconds = 1;
    throw error;
  }
  const handle = await getDatabase().catch(() => {
    throw databaseUnavailable();
  });
  try {
    await pingDatabase(handle.db);
  } catch {
    throw databaseUnavailable();
  }
  const pending = await migrationsPending(handle);
  if (pending) throw new HttpError(503, 'NOT_MIGRATED', 'Not migrated', `${pending} migration(s) are not applied: run the release step (npm run db:migrate).`);
  return c.json({ status: 'ok' as const, database: handle.kind, migrations: 'ok' as const, queue: 'ok' as const }, 200);
};

/** What an operator alerts on, read from the database when Prometheus scrapes. */
function operationalGauges() {
  gaugeOnScrape('baobab_jobs', 'Jobs by queue and state (pg-boss).', ['queue', 'state'], async (gauge) => {
    const { raw } = await getDatabase();
    const { rows } = await raw(`select name, state::text as state, count(*)::int as n from pgboss.job group by 1, 2`);
    for (const row of rows as Array<{ name: string; state: string; n: number }>) gauge.set({ queue: row.name, state: row.state }, row.n);
  });
  gaugeOnScrape('baobab_jobs_oldest_waiting_seconds', 'Age of the oldest job that could run and waits, by queue.', ['queue'], async (gauge) => {
    const { raw } = await getDatabase();
    const { rows } = await raw(
      `select name, extract(epoch from now() - min(start_after))::float as age from pgboss.job where state in ('created', 'retry') and start_after <= now() group by 1`,
    );
    for (const row of rows as Array<{ name: string; age: number }>) gauge.set({ queue: row.name }, row.age);
  });
  gaugeOnScrape('baobab_mail_backlog', 'Mails not yet delivered.', [], async (gauge) => {
    gauge.set((await mailBacklog((await getDatabase()).db)).count);
  });
  gaugeOnScrape('baobab_mail_oldest_unsent_seconds', 'Age of the oldest mail not yet delivered.', [], async (gauge) => {
    const { oldest } = await mailBacklog((await getDatabase()).db);
    gauge.set(oldest ? (Date.now() - oldest.getTime()) / 1000 : 0);
  });
  gaugeOnScrape(
    'baobab_orders_awaiting_provider',
    'Paid orders their provider has not confirmed: pending (being asked) and failed (for our staff: confirm or refund).',
    ['state'],
    async (gauge) => {
      const { raw } = await getDatabase();
      const { rows } = await raw(`select fulfilment as state, count(*)::int as n from orders where fulfilment <> 'DONE' and status = 'CONFIRMED' group by 1`);
      gauge.set({ state: 'PENDING' }, 0);
      gauge.set({ state: 'FAILED' }, 0);
      for (const row of rows as Array<{ state: string; n: number }>) gauge.set({ state: row.state }, row.n);
    },
  );
  gaugeOnScrape('baobab_db_pool_connections', 'PostgreSQL pool: connections by state (waiting: requests queued for one).', ['state'], async (gauge) => {
    const { pool } = await getDatabase();
    if (!pool) return;
    gauge.set({ state: 'total' }, pool.total);
    gauge.set({ state: 'idle' }, pool.idle);
    gauge.set({ state: 'waiting' }, pool.waiting);
  });
}

/** Prometheus' text format, for the holder of METRICS_TOKEN only; not served without one. */
export async function metricsHandler(c: Context<AppBindings>) {
  const token = env().METRICS_TOKEN;
  if (!token) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'There is nothing at this address.');
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  if (!safeEqual(given, token)) throw new HttpError(401, 'UNAUTHORIZED', 'Unauthorized', 'Send the metrics token as a bearer token.');
  operationalGauges();
  const { registry } = metrics();
  c.header('Cache-Control', 'no-store');
  return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
}
