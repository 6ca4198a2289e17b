import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '../env';
import { logger } from '../../lib/node/logger';
import * as schema from './schema';
import { seedVouchers } from '../payments/vouchers';
import { seedReferenceData } from './seed';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a transaction callback receives. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

const MIGRATIONS = path.join(process.cwd(), 'server', 'db', 'migrations');

export interface OpenOptions {
  /** PostgreSQL URL; without it, PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory` keeps the database in memory (tests). */
  dataDir?: string;
  seed?: boolean;
}

/** Opens a database, applies the committed migrations and seeds reference data. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const handle = options.url ? await openPostgres(options.url) : await openPglite(options.dataDir ?? './.data');
  try {
    await migrate(handle);
    if (options.seed !== false) {
      const { seeded } = await seedReferenceData(handle.db);
      if (seeded) logger.info('reference data seeded', { database: handle.kind });
      await seedVouchers(handle.db);
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
  return { db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: 10 });
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function migrate(handle: DatabaseHandle) {
  if (handle.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, { migrationsFolder: MIGRATIONS });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(handle.db as never, { migrationsFolder: MIGRATIONS });
  }
}

/*
 * One database per process, kept on globalThis so dev hot reload and the API mount share it.
 * A failed opening is not kept: the next request tries again instead of failing for ever.
 */
const holder = globalThis as typeof globalThis & { __travelDb?: Promise<DatabaseHandle> };

export function getDatabase(): Promise<DatabaseHandle> {
  if (!holder.__travelDb) {
    const config = env();
    const opening = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
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
