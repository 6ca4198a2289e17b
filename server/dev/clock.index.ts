import { createRoute, z } from '@hono/zod-openapi';
import { env } from '../env';
import { createRouter } from '../lib/create-app';
import { clockOffsetMs, now, setClockOffset } from '../lib/clock';
import { notFound } from '../lib/http-error';
import { jsonContent, errorResponse } from '../lib/openapi';

const DAY_MS = 86_400_000;
const ClockSchema = z.object({ data: z.object({ now: z.string(), offsetDays: z.number() }) });
const answer = () => ({ data: { now: now().toISOString(), offsetDays: clockOffsetMs() / DAY_MS } });

const readClockRoute = createRoute({
  method: 'get',
  path: '/dev/clock',
  tags: ['Development'],
  summary: 'The test clock (served only with TEST_CLOCK)',
  responses: { 200: jsonContent(ClockSchema, 'The time the waiting rules see'), 404: errorResponse('Not served here') },
});

const setClockRoute = createRoute({
  method: 'post',
  path: '/dev/clock',
  tags: ['Development'],
  summary: 'Moves the test clock so many days from real time (0 puts it back); served only with TEST_CLOCK',
  request: { body: { required: true, content: { 'application/json': { schema: z.object({ offsetDays: z.number().int().min(0).max(400) }).strict() } } } },
  responses: { 200: jsonContent(ClockSchema, 'The clock, moved'), 403: errorResponse('Missing XSRF token'), 404: errorResponse('Not served here'), 422: errorResponse('Not a number of days from 0 to 400') },
});

/** Testers' clock: reviews open as if a stay were over. A 404 wherever TEST_CLOCK is off (env.ts refuses it on a public production site). */
export const clockRouter = createRouter();
clockRouter.use('/dev/clock', async (_c, next) => {
  if (!env().TEST_CLOCK) throw notFound();
  await next();
});
clockRouter.openapi(readClockRoute, (c) => c.json(answer(), 200));
clockRouter.openapi(setClockRoute, (c) => {
  setClockOffset(c.req.valid('json').offsetDays * DAY_MS);
  return c.json(answer(), 200);
});
