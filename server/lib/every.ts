import type { Database } from '../db/client';
import { logger } from '../../lib/node/logger';

/**
 * Runs `job` every `everyMs` in a running server, once per process whatever the number of apps
 * built (`name` keeps it single), on the site's clock. A failure is logged; the next run tries
 * again. Never keeps the process alive by itself.
 */
export function runEvery(name: string, everyMs: number, open: () => Promise<Database>, clock: () => Date, job: (db: Database, now: Date) => Promise<unknown>) {
  const key = Symbol.for(`baobab.every.${name}`);
  const state = globalThis as { [key: symbol]: ReturnType<typeof setInterval> | undefined };
  if (state[key]) return;
  const timer = setInterval(() => {
    void open()
      .then((db) => job(db, clock()))
      .catch((error: unknown) => logger.error(`${name} failed`, { error: error instanceof Error ? error.message : String(error) }));
  }, everyMs);
  timer.unref();
  state[key] = timer;
}
