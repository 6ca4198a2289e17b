import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { env, migratesOnStart } from '../env';
import { logger } from '../../common/node/logger';
import * as schema from './schema';
import { installJobs, type RawSql } from '../jobs/boss';
import { seedVouchers } from '../orders/vouchers';
import { seedReferenceData } from './seed';

export type { Database, Tx } from './database';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** One statement through the raw connection, for the job queue (server/jobs). */
  raw: RawSql;
  /** Runs `work` holding a session advisory lock on one connection of its own (PostgreSQL). */
  exclusive?: <T>(key: number, work: () => Promise<T>) => Promise<T>;
  /** The pool's state (PostgreSQL), for the metrics. */
  pool?: { total: number; idle: number; waiting: number };
  close: () => Promise<void>;
}

const MIGRATIONS = path.join(process.cwd(), 'server', 'db', 'migrations');

export interface OpenOptions {
  /** PostgreSQL URL; without it, PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory` keeps the database in memory (tests). */
  dataDir?: string;
  seed?: boolean;
  /** Apply the migrations first (the default); `false` checks that they were applied (web processes in production). */
  migrate?: boolean;
}

/** Opens a database, applies the committed migrations and seeds reference data. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const handle = options.url ? await openPostgres(options.url) : await openPglite(options.dataDir ?? './.data');
  const seed = async () => {
    if (options.seed === false) return;
    const { seeded } = await seedReferenceData(handle.db);
    if (seeded) logger.info('reference data seeded', { database: handle.kind });
    await seedVouchers(handle.db);
  };
  try {
    if (options.migrate === false) {
      await mustBeMigrated(handle);
      await seed();
    } else if (handle.exclusive) {
      // PostgreSQL: processes migrating at once take turns; the later ones find nothing to do.
      await handle.exclusive(MIGRATION_LOCK, async () => {
        await migrate(handle);
        await seed();
      });
    } else {
      await migrate(handle);
      await seed();
    }
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let client;
  if (dataDir === 'memory') {
    client = new PGlite();
  } else {
    // PGlite does not create missing parent folders itself.
    mkdirSync(path.resolve(dataDir), { recursive: true });
    client = new PGlite(path.resolve(dataDir));
  }
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Database;
  const pglite = client;
  const raw: RawSql = async (text, values = []) => {
    // PGlite's extended protocol takes one statement; pg-boss's schema scripts come without values.
    if (values.length === 0) {
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    }
    return { rows: (await pglite.query(text, values)).rows };
  };
  return { db, kind: 'pglite', raw, close: () => client.close() };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const config = env();
  const pool = new Pool({
    connectionString: url,
    max: config.DATABASE_POOL_MAX,
    // A database that does not answer costs a request this long, then 503 (never a pile-up).
    connectionTimeoutMillis: config.DATABASE_CONNECT_TIMEOUT_MS,
    // No statement runs for ever, and no transaction left open holds its locks.
    statement_timeout: config.DATABASE_STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    application_name: 'baobab',
  });
  // A connection the server dropped (a restart) is an event, not a crash: the pool makes a new one.
  // Idle connections report it to the pool; one checked out (a transaction waiting between two
  // statements) reports it on itself, which without a listener would end the process.
  pool.on('error', (error) => logger.warn('database connection lost', { error: error.message }));
  pool.on('connect', (client) => client.on('error', (error) => logger.warn('database connection lost while in use', { error: error.message })));
  // The first connection proves the address, so a mistyped DATABASE_URL stops the process.
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`Cannot connect to DATABASE_URL (${redactedUrl(url)}): ${error instanceof Error ? error.message : String(error)}`);
  }
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    raw: async (text, values = []) => ({ rows: (await pool.query(text, values)).rows }),
    async exclusive(key, work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    get pool() {
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    },
    close: () => pool.end(),
  };
}

const redactedUrl = (url: string) => url.replace(/\/\/[^@/]*@/, '//…@');

/** One key for the whole cluster: processes migrating at once take turns, and the later ones find nothing to do. */
const MIGRATION_LOCK = 7_202_611_001;

/** The committed migrations, then the job queue's tables and queues (on PostgreSQL, `openDatabase` holds an advisory lock meanwhile, on a connection of its own). */
async function migrate(handle: DatabaseHandle) {
  if (handle.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder: MIGRATIONS });
    await installJobs(handle.raw);
    return;
  }
  const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
  await run(handle.db as never, { migrationsFolder: MIGRATIONS });
  await installJobs(handle.raw);
}

const migrated = new WeakSet<DatabaseHandle>();

/** How many committed migrations (and the job queue's tables, counted as one) the database lacks; 0 once seen complete. */
export async function migrationsPending(handle: DatabaseHandle): Promise<number> {
  if (migrated.has(handle)) return 0;
  const { readMigrationFiles } = await import('drizzle-orm/migrator');
  const expected = readMigrationFiles({ migrationsFolder: MIGRATIONS }).length;
  const applied = await handle
    .raw('select count(*)::int as n from drizzle.__drizzle_migrations')
    .then((result) => (result.rows[0] as { n: number }).n)
    .catch(() => 0);
  const jobs = (await handle.raw(`select to_regclass('pgboss.version') is not null as installed`)).rows[0] as { installed: boolean };
  const pending = Math.max(0, expected - applied) + (jobs.installed ? 0 : 1);
  if (pending === 0) migrated.add(handle);
  return pending;
}

/** Web processes in production start only on a database the release step migrated, and say so. */
async function mustBeMigrated(handle: DatabaseHandle) {
  const pending = await migrationsPending(handle);
  if (pending) throw new Error(`The database is not migrated (${pending} step(s) missing). Run \`npm run db:migrate\` first (the release step).`);
}

/*
 * One database per process, kept on globalThis so dev hot reload and the API mount share it.
 * A failed opening is not kept: the next request tries again instead of failing for ever.
 */
const holder = globalThis as typeof globalThis & { __travelDb?: Promise<DatabaseHandle> };

export function getDatabase(): Promise<DatabaseHandle> {
  if (!holder.__travelDb) {
    const config = env();
    const opening = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, migrate: migratesOnStart(config) });
    holder.__travelDb = opening;
    opening.catch((error: unknown) => {
      if (holder.__travelDb === opening) holder.__travelDb = undefined;
      logger.error('database failed to open', { error: error instanceof Error ? error.message : String(error) });
    });
  }
  return holder.__travelDb;
}

/** Uses a given database (tests) instead of opening one from the environment. */
export function setDatabase(handle: DatabaseHandle | undefined) {
  holder.__travelDb = handle ? Promise.resolve(handle) : undefined;
}

export async function closeDatabase() {
  const current = holder.__travelDb;
  holder.__travelDb = undefined;
  if (current) await (await current).close();
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
