import { createRoute, z } from '@hono/zod-openapi';
import { TRIP_PERIODS } from './trips';
import { errorResponse, jsonContent, signedOutResponse as signedOut } from '../lib/openapi';

const TripList = z.object({ data: z.array(z.object({}).passthrough()), meta: z.object({ page: z.number(), pageSize: z.number(), total: z.number() }) }).openapi('TripList');
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

export const insuranceBookingsRoute = createRoute({
  method: 'get',
  path: '/bookings/insurance',
  tags: ['Bookings', 'Dashboard'],
  summary: "The signed-in person's insurance policies (also those bought as a guest with their verified email)",
  request: { query: z.object({ filter: z.enum(TRIP_PERIODS).default('all'), page: Page }) },
  responses: { 200: jsonContent(TripList, 'Policies'), 401: signedOut, 422: errorResponse('Unknown filter or page') },
});

export const userInsuranceRoute = createRoute({
  method: 'get',
  path: '/v1/getUserInsurance',
  tags: ['Dashboard'],
  summary: 'All insurance policies of the signed-in person (spec /api/v1/getUserInsurance)',
  request: { query: z.object({ page: Page }) },
  responses: { 200: jsonContent(TripList, 'Policies'), 401: signedOut },
});

const Counts = z.object({ all: z.number(), upcoming: z.number(), past: z.number(), reserved: z.number(), cancelled: z.number() });
export const overviewRoute = createRoute({
  method: 'get',
  path: '/v1/userBookingOverview',
  tags: ['Dashboard'],
  summary: 'Trips per group, the next trip, points and the amount paid in baseCode (spec /api/v1/userBookingOverview)',
  request: { query: z.object({ type: z.enum(['all', 'flight', 'insurance']).default('all'), baseCode: z.enum(['NGN', 'USD']).default('NGN') }) },
  responses: {
    200: jsonContent(
      z.object({
        type: z.string(),
        baseCode: z.string(),
        flights: Counts.nullable(),
        insurance: Counts.nullable(),
        nextTrip: z.object({ reference: z.string(), from: z.string(), to: z.string(), departureAt: z.string() }).nullable(),
        points: z.number(),
        totalPaid: z.object({ amount: z.string(), currency: z.string() }),
      }).openapi('BookingOverview'),
      'Overview',
    ),
    401: signedOut,
    422: errorResponse('Unknown type or currency'),
  },
});

export const pointsRoute = createRoute({
  method: 'get',
  path: '/v1/points',
  tags: ['Dashboard'],
  summary: 'Points balance and what each paid booking earned (1 point per ₦1,000, or per $1 paid in dollars)',
  responses: { 200: jsonContent(z.object({ balance: z.number(), rule: z.object({ ngnPerPoint: z.number(), usdPerPoint: z.number() }), entries: z.array(z.object({}).passthrough()) }).openapi('Points'), 'Points'), 401: signedOut },
});

export const invitationsRoute = createRoute({
  method: 'get',
  path: '/v1/invitations',
  tags: ['Dashboard'],
  summary: "The signed-in person's referral link, friends who joined and the promo codes earned",
  responses: { 200: jsonContent(z.object({ referralCode: z.string(), link: z.string(), friendsJoined: z.number(), reward: z.object({}).passthrough(), promoCodes: z.array(z.object({}).passthrough()) }).openapi('Invitations'), 'Invitations'), 401: signedOut },
});

export const invitationRoute = createRoute({
  method: 'get',
  path: '/invitations/{code}',
  tags: ['Auth'],
  summary: 'Who an invitation link is from (first name only), for its landing page',
  request: { params: z.object({ code: z.string().max(20).openapi({ param: { name: 'code', in: 'path' } }) }) },
  responses: { 200: jsonContent(z.object({ code: z.string(), inviter: z.object({ firstName: z.string() }) }), 'A valid invitation'), 404: errorResponse('No such invitation') },
});
