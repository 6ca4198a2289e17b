import type { Database } from '../db/client';
import { logger } from '../../common/node/logger';

/** Removes what a table no longer needs; answers how many rows it removed or emptied. */
export type Purge = (db: Database, now: Date) => Promise<number>;

const purges = new Map<string, Purge>();

/** Each owner of a growing table registers its rule (the composition root, server/app.ts). */
export function registerPurge(name: string, purge: Purge) {
  purges.set(name, purge);
}

/**
 * The job `purge` (hourly, once per cluster): every registered rule in turn, each on its own, so
 * one failing rule does not keep the others from running. The retention of each is stated in
 * docs/operations.md ("Retention").
 */
export async function runPurges(db: Database, now: Date): Promise<Record<string, number>> {
  const done: Record<string, number> = {};
  for (const [name, purge] of purges) {
    try {
      done[name] = await purge(db, now);
    } catch (error) {
      logger.warn('purge failed', { purge: name, error: error instanceof Error ? error.message : String(error) });
    }
  }
  logger.info('purged', done);
  return done;
}
