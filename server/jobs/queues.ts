/**
 * Every queue of background work, with how its jobs are retried. Like the schema index, this list
 * names every product's queues (so that every process creates them before anything is sent to
 * them); what a job does is registered beside the code it runs (`registerJob`).
 *
 * Retries: pg-boss waits `retryDelay` seconds, doubled at each try (with jitter) when
 * `retryBackoff` is on; after `retryLimit` retries the job is `failed`, and stays visible (metrics,
 * the console) for `retentionDays`.
 */
export interface QueueRule {
  /** At most one job of the queue runs at once in the whole cluster (schedules that sweep). */
  singleton?: boolean;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  /** A job still running after this long is taken as lost (its process died) and retried. */
  expireInSeconds: number;
  /** A schedule (cron, in UTC): one job per slot for the whole cluster. */
  cron?: string;
  /** How many of its jobs one process runs at once (default 1). */
  workers?: number;
}

export const QUEUES = {
  /** One email to the mail server: about 11 hours of tries (30 s, 1, 2, 4 … 256 min). */
  'mail-deliver': { retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 120, workers: 4 },
  /**
   * A paid order's provider asked (server/payments/fulfilment.ts): a failing provider about an
   * hour of tries (its own count decides when to give up; these retries also wait out a claim).
   */
  'orders-fulfil': { retryLimit: 12, retryDelay: 30, retryBackoff: true, expireInSeconds: 300, workers: 2 },
  /** Unpaid holds past their deadline go back on sale. */
  'orders-lapse': { singleton: true, retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 600, cron: '* * * * *' },
  /** Card and USSD payments still pending are asked of the gateway (a lost webhook). */
  'payments-reconcile': { singleton: true, retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 600, cron: '* * * * *' },
  /** Push notices that came due (check-in opens, a reservation's deadline). */
  'push-sweep': { singleton: true, retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 600, cron: '*/5 * * * *' },
  /** Flights the airlines moved after they were sold. */
  'flights-schedule-check': { singleton: true, retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 3600, cron: '7 */3 * * *' },
  /** What every growing table no longer needs (docs/operations.md, "Retention"). */
  purge: { singleton: true, retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 1800, cron: '23 * * * *' },
} as const satisfies Record<string, QueueRule>;

export type QueueName = keyof typeof QUEUES;

export const queueNames = () => Object.keys(QUEUES) as QueueName[];

/** pg-boss keeps its tables in this schema, beside ours. */
export const JOBS_SCHEMA = 'pgboss';
