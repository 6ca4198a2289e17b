import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { env } from '../env';
import { createRouter } from '../lib/create-app';
import { clockOffsetMs, now, setClockOffset } from '../lib/clock';
import { notFound } from '../lib/http-error';
import { jsonContent, errorResponse, jsonBody } from '../lib/openapi';
import { getFlightProvider } from '../flights/providers';
import { SimulatedGds } from '../flights/providers/simulated/search';
import { flightKey, type FlightOffer } from '../flights/providers/types';
import { checkSchedules } from '../flights/schedule-changes';
import { withSchedule } from '../flights/schedule';
import { flightOrders } from '../flights/schema';
import { orders } from '../orders/schema';

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
  request: { body: jsonBody(z.object({ offsetDays: z.number().int().min(0).max(400) }).strict()) },
  responses: {
    200: jsonContent(ClockSchema, 'The clock, moved'),
    403: errorResponse('Missing XSRF token'),
    404: errorResponse('Not served here'),
    422: errorResponse('Not a number of days from 0 to 400'),
  },
});

/**
 * Testers' tools, a 404 wherever TEST_CLOCK is off (env.ts refuses it on a public production site):
 * the clock (reviews open as if a stay were over), and a simulated airline moving a flight.
 */
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

const RetimeSchema = z.object({ data: z.object({ recorded: z.number().int() }) });
const retimeRoute = createRoute({
  method: 'post',
  path: '/dev/flights/retime',
  tags: ['Development'],
  summary:
    "The simulated airline moves a paid booking's first flight so many minutes, and the site checks the schedules at once; served only with TEST_CLOCK on the simulated GDS",
  request: {
    body: jsonBody(z.object({ reference: z.string().regex(/^[A-Z0-9]{6}$/), minutes: z.number().int().min(-1440).max(1440) }).strict()),
  },
  responses: {
    200: jsonContent(RetimeSchema, 'How many schedule changes the check recorded'),
    403: errorResponse('Missing XSRF token'),
    404: errorResponse('Not served here, or no such paid flight booking'),
    422: errorResponse('Not a booking ID and a number of minutes within a day'),
  },
});

clockRouter.use('/dev/flights/retime', async (_c, next) => {
  if (!env().TEST_CLOCK) throw notFound();
  await next();
});
clockRouter.openapi(retimeRoute, async (c) => {
  const { reference, minutes } = c.req.valid('json');
  const db = c.var.db;
  const provider = await getFlightProvider(db);
  if (!(provider instanceof SimulatedGds)) throw notFound();
  const [booked] = await db
    .select({ offer: flightOrders.offer, rebooked: flightOrders.rebooked })
    .from(orders)
    .innerJoin(flightOrders, eq(flightOrders.orderId, orders.id))
    .where(and(eq(orders.reference, reference), eq(orders.status, 'CONFIRMED')));
  if (!booked) throw notFound();
  // The first flight as booked (sold, or rebooked on new dates by our staff).
  provider.retime(flightKey(withSchedule(booked.offer as FlightOffer, booked.rebooked).itineraries[0]!.segments[0]!), minutes);
  return c.json({ data: { recorded: await checkSchedules(db, now()) } }, 200);
});
