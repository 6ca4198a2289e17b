import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { logger } from '../../common/node/logger';
import { now as siteNow } from '../lib/clock';
import { rawSqlDb, type RawSql } from './boss';
import { JOBS_SCHEMA, QUEUES, queueNames, type QueueName, type QueueRule } from './queues';

/** What a job does: given the database, the job's data and the site's clock; throwing retries it. */
export type JobHandler = (db: Database, data: Record<string, unknown>, now: Date) => Promise<unknown>;

const handlers = new Map<QueueName, JobHandler>();

/** Registers what a queue's jobs do (the composition root and the platform's modules call it once). */
export function registerJob(queue: QueueName, handler: JobHandler) {
  handlers.set(queue, handler);
}

export const jobHandler = (queue: QueueName) => handlers.get(queue);

export interface RunnerOptions {
  /** Workers per queue where jobs are independent (mail): how many run at once in this process. */
  mailWorkers?: number;
  /** How often an idle worker asks for work, in seconds (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
}

/** How often pg-boss's upkeep (expiry of lost jobs, archive, deletion) runs for the cluster. */
export const MAINTENANCE_SECONDS = 30;

const holder = globalThis as typeof globalThis & { __travelJobs?: PgBoss };

/**
 * Runs every registered job and schedule in this process: the web process on the embedded
 * default, `npm run worker` in production. Each schedule yields one job per slot for the whole
 * cluster (pg-boss's cron monitor is claimed by one process at a time), and each job is claimed
 * by exactly one worker. Also pg-boss's own upkeep: a job whose process died is retried once its
 * `expireInSeconds` pass; finished jobs are archived, then deleted (`deleteAfterDays`).
 *
 * The upkeep runs once per `MAINTENANCE_SECONDS` for the whole cluster (a timestamp in pg-boss's
 * own table decides which process does it). pg-boss's default, 2 minutes, let a job lost with its
 * process (or fetched as the database restarted) sit `active` up to 6 minutes: 2 of expiry, up to
 * 4 more before a process whose timer came round found the upkeep due. At 30 s it is retried
 * within its expiry and a minute; the upkeep is three short statements.
 */
export async function startJobRunner(db: Database, raw: RawSql, options: RunnerOptions = {}): Promise<PgBoss> {
  if (holder.__travelJobs) return holder.__travelJobs;
  const boss = new PgBoss({
    schema: JOBS_SCHEMA,
    db: rawSqlDb(raw),
    migrate: false,
    supervise: true,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    schedule: true,
    archiveCompletedAfterSeconds: 3600,
    archiveFailedAfterSeconds: 30 * 86_400,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => logger.warn('job queue error', { error: error instanceof Error ? error.message : String(error) }));
  holder.__travelJobs = boss;
  await boss.start();
  const polling = options.pollingIntervalSeconds ?? 2;
  for (const queue of queueNames()) {
    const handler = handlers.get(queue);
    if (!handler) continue;
    const rule: QueueRule = QUEUES[queue];
    const workers = (queue === 'mail-deliver' ? options.mailWorkers : undefined) ?? rule.workers ?? 1;
    for (let index = 0; index < workers; index += 1) {
      await boss.work<Record<string, unknown>>(
        queue,
        { pollingIntervalSeconds: queue === 'mail-deliver' ? Math.max(0.5, polling / 2) : polling, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          try {
            return await handler(db, job.data ?? {}, siteNow());
          } catch (error) {
            logger.warn('job failed', { queue, job: job.id, error: error instanceof Error ? error.message : String(error) });
            throw error;
          }
        },
      );
    }
    if ('cron' in rule && rule.cron) await boss.schedule(queue, rule.cron, {}, { tz: 'UTC' });
  }
  logger.info('jobs running', { queues: queueNames().filter((queue) => handlers.has(queue)) });
  return boss;
}

/** Stops taking jobs and waits (up to `timeoutMs`) for those running to finish. */
export async function stopJobRunner(timeoutMs = 10_000) {
  const boss = holder.__travelJobs;
  holder.__travelJobs = undefined;
  if (!boss) return;
  await new Promise<void>((resolve) => {
    boss.once('stopped', () => resolve());
    void boss.stop({ graceful: true, close: false, timeout: timeoutMs, wait: true }).catch(() => resolve());
    setTimeout(resolve, timeoutMs + 1000).unref();
  });
}
