import PgBoss from 'pg-boss';
import { Param, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../db/database';
import { JOBS_SCHEMA, QUEUES, queueNames, type QueueName } from './queues';

/**
 * The job queue is pg-boss (it runs on PostgreSQL and, through these adapters, on the embedded
 * PGlite), in its own schema of our database. Jobs are sent through whatever the caller holds:
 * inside a transaction, the job exists exactly when what it follows was committed.
 */

/** Runs one statement of pg-boss's through the raw connection (pool or PGlite). */
export type RawSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** A value as PostgreSQL reads it from text: pg-boss sends job ids as arrays and data as objects. */
function driverValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (Array.isArray(value))
    return `{${value.map((item) => (item === null || item === undefined ? 'NULL' : `"${String(item).replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** pg-boss's statements ($1 … $n) through Drizzle, inside the caller's transaction when it is one. */
export function drizzleSql(db: Database | Tx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${new Param(driverValue(values[Number(match[1]) - 1]))}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows?: unknown[] } | unknown[];
      return { rows: Array.isArray(result) ? result : (result.rows ?? []) };
    },
  };
}

export const rawSqlDb = (raw: RawSql): PgBoss.Db => ({
  executeSql: (text: string, values: unknown[] = []) => raw(text, values.map(driverValue)),
});

/** Options every pg-boss instance of ours shares. */
const base = { schema: JOBS_SCHEMA } as const;

/** pg-boss's tables (created or upgraded under its own advisory lock) and every queue of ours. */
export async function installJobs(raw: RawSql): Promise<void> {
  const boss = new PgBoss({ ...base, db: rawSqlDb(raw), migrate: true, supervise: false, schedule: false });
  boss.on('error', () => undefined);
  await boss.start();
  for (const name of queueNames()) {
    const rule = QUEUES[name];
    const options = {
      name,
      policy: 'singleton' in rule && rule.singleton ? ('singleton' as const) : ('standard' as const),
      retryLimit: rule.retryLimit,
      retryDelay: rule.retryDelay,
      retryBackoff: rule.retryBackoff,
      expireInSeconds: rule.expireInSeconds,
    };
    await boss.createQueue(name, options);
    await boss.updateQueue(name, options);
  }
  await boss.stop({ graceful: false, close: false, wait: true });
}

/** The sender: pg-boss's own code to write a job, always given the connection to write it with. */
let sender: PgBoss | undefined;
const senderOf = () =>
  (sender ??= new PgBoss({
    ...base,
    db: {
      executeSql: () => Promise.reject(new Error('a job is always sent through the caller’s database')),
    },
  }));

export interface SendOptions {
  /** A second job with the same key while one is waiting or running is not written (null). */
  singletonKey?: string;
  startAfter?: Date | number;
}

/** Writes a job (inside the caller's transaction when it is one); its id, or null when a singleton key kept it out. */
export function sendJob(db: Database | Tx, queue: QueueName, data: object, options: SendOptions = {}): Promise<string | null> {
  return senderOf().send(queue, data, { ...options, db: drizzleSql(db) });
}
