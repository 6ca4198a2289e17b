import { createRoute, z } from '@hono/zod-openapi';
import { flightTrips, TRIP_PERIODS } from '../../bookings/trips';
import { getDatabase } from '../../db/client';
import { createRouter } from '../../lib/create-app';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { requireUser } from '../auth';

const TripList = z.object({ data: z.array(z.object({}).passthrough()), meta: z.object({ page: z.number(), pageSize: z.number(), total: z.number() }) }).openapi('TripList');
const signedOut = errorResponse('Not signed in');
const Page = z.coerce.number().int().min(1).max(1000).default(1);

export const flightBookingsRoute = createRoute({
  method: 'get',
  path: '/bookings/flight',
  tags: ['Bookings', 'Dashboard'],
  summary: "The signed-in person's flight bookings (also those booked as a guest with their verified email)",
  request: { query: z.object({ filter: z.enum(TRIP_PERIODS).default('all'), page: Page }) },
  responses: { 200: jsonContent(TripList, 'Trips'), 401: signedOut, 422: errorResponse('Unknown filter or page') },
});

export const tripListsRoute = createRoute({
  method: 'get',
  path: '/v1/tripLists',
  tags: ['Dashboard'],
  summary: 'Trips by period and product (spec /api/v1/tripLists)',
  request: { query: z.object({ period: z.enum(TRIP_PERIODS).default('all'), product_type: z.enum(['flight', 'insurance']).default('flight'), page: Page }) },
  responses: { 200: jsonContent(TripList, 'Trips'), 401: signedOut, 422: errorResponse('Unknown period or product') },
});

export const flightHistoryRoute = createRoute({
  method: 'get',
  path: '/flightHistory',
  tags: ['Dashboard'],
  summary: "All of the signed-in person's flight bookings (spec /api/flightHistory)",
  request: { query: z.object({ page: Page }) },
  responses: { 200: jsonContent(TripList, 'Trips'), 401: signedOut },
});

/** The Travel Hub's lists: authorization is the session, and every query is scoped to its user. */
export const tripsRouter = createRouter()
  .openapi(flightBookingsRoute, async (c) => {
    const user = await requireUser(c, 'Please log in to see your trips.');
    const { filter, page } = c.req.valid('query');
    const { db } = await getDatabase();
    return c.json(await flightTrips(db, user, filter, page), 200);
  })
  .openapi(tripListsRoute, async (c) => {
    const user = await requireUser(c, 'Please log in to see your trips.');
    const { period, product_type: product, page } = c.req.valid('query');
    // Insurance policies arrive with the insurance product; until then a person has none.
    if (product === 'insurance') return c.json({ data: [], meta: { page, pageSize: 10, total: 0 } }, 200);
    const { db } = await getDatabase();
    return c.json(await flightTrips(db, user, period, page), 200);
  })
  .openapi(flightHistoryRoute, async (c) => {
    const user = await requireUser(c, 'Please log in to see your trips.');
    const { db } = await getDatabase();
    return c.json(await flightTrips(db, user, 'all', c.req.valid('query').page, 50), 200);
  });
