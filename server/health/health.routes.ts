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
