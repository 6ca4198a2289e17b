import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, jsonContent } from '../lib/openapi';

export const HealthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    /** `sandbox`: payments are simulated and nothing is charged (every page says so). */
    payments: z.enum(['live', 'sandbox']),
    uptimeSeconds: z.number(),
  })
  .openapi('Health');

export const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Operations'],
  summary: 'Liveness and database check',
  responses: {
    200: jsonContent(HealthSchema, 'The API and its database answer'),
    503: errorResponse('The database does not answer'),
  },
});

export const LiveSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }).openapi('Live');

export const live = createRoute({
  method: 'get',
  path: '/health/live',
  tags: ['Operations'],
  summary: 'The process runs (a supervisor restarts it when this fails)',
  responses: { 200: jsonContent(LiveSchema, 'The process answers') },
});

export const ReadySchema = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    /** Every committed migration is applied. */
    migrations: z.literal('ok'),
    /** The job queue's tables are there (jobs are sent by every process). */
    queue: z.literal('ok'),
  })
  .openapi('Ready');

export const ready = createRoute({
  method: 'get',
  path: '/health/ready',
  tags: ['Operations'],
  summary: 'The process may be sent traffic (a load balancer asks)',
  responses: {
    200: jsonContent(ReadySchema, 'Ready: the database answers, is migrated, and the queue is installed'),
    503: errorResponse('Not ready: stopping, or the database does not answer or is not migrated'),
  },
});
