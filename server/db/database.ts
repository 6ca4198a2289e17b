import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The database's types, apart from the client that opens it: what the client itself loads at
 * start (the job queue, the seeds) types its database from here, so nothing imports the client
 * back. Everything else may keep importing them from `./client`, which re-exports them.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of the database (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
