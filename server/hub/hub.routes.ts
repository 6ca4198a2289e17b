import { createRoute, z } from '@hono/zod-openapi';
import { TRIP_PERIODS } from './trips';
import { CurrencySchema, errorResponse, jsonContent, signedOutResponse as signedOut } from '../lib/openapi';
import { OrderStatusSchema } from '../orders/orders.routes';

const Period = z.enum(['upcoming', 'past', 'reserved', 'cancelled']);
const Status = OrderStatusSchema;
const Money = z.object({ amount: z.string(), currency: z.string() });
const PageMeta = z.object({ page: z.number(), pageSize: z.number(), total: z.number() });

/** A trip card of My Trips, the part every product shares; each product adds its own fields (flights: `FlightTripFields`). */
export const TripCardSchema = z
  .object({
    reference: z.string(),
    status: Status,
    period: Period,
    createdAt: z.string(),
    paymentDeadline: z.string(),
    /** When the trip starts (local date and time): upcoming or past. */
    startsAt: z.string(),
    total: z.object({ amount: z.string(), currency: CurrencySchema }),
  })
  .openapi('TripCard');

const TripList = z
  .object({
    data: z.array(
      TripCardSchema.catchall(z.unknown()).openapi({
        description: "A trip card: the shared fields, then its product's (flights: from, to, departureAt, returnAt, flights, travellers)",
      }),
    ),
    meta: PageMeta,
  })
  .openapi('TripList');

/** Insurance policies as trip cards (spec §3 insurance record): the shared fields, then the policy's. */
const PolicyList = z
  .object({
    data: z.array(
      TripCardSchema.catchall(z.unknown()).openapi({
        description:
          'A policy: the shared trip fields (its order), then contractNumber (once issued), purchasedAt, coverBegins, coverEnds, destinationCountry, purposeOfTravel, tripType, bookingType, adults, children, planName and fees (adultFee, childrenFee, insuranceCharges, total, currency)',
      }),
    ),
    meta: PageMeta,
  })
  .openapi('PolicyList');
const Page = z.coerce.number().int().min(1).max(1000).default(1);

/** A signed-in person's bookings of one product, by period (also those booked as a guest with their verified email). */
const bookingsRoute = <List extends z.ZodType>(path: string, summary: string, list: List, what: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['Bookings', 'Dashboard'],
    summary,
    request: { query: z.object({ filter: z.enum(TRIP_PERIODS).default('all'), page: Page }) },
    responses: { 200: jsonContent(list, what), 401: signedOut, 422: errorResponse('Unknown filter or page') },
  });

/** All of a signed-in person's bookings of one product, paged (the spec's dashboard lists). */
const historyRoute = <List extends z.ZodType>(path: string, summary: string, list: List, what: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['Dashboard'],
    summary,
    request: { query: z.object({ page: Page }) },
    responses: { 200: jsonContent(list, what), 401: signedOut },
  });

export const flightBookingsRoute = bookingsRoute(
  '/bookings/flight',
  "The signed-in person's flight bookings (also those booked as a guest with their verified email)",
  TripList,
  'Trips',
);

export const tripListsRoute = createRoute({
  method: 'get',
  path: '/v1/tripLists',
  tags: ['Dashboard'],
  summary: 'Trips by period and product (spec /api/v1/tripLists)',
  request: {
    query: z.object({
      period: z.enum(TRIP_PERIODS).default('all'),
      product_type: z.enum(['flight', 'insurance', 'stay', 'experience']).default('flight'),
      page: Page,
    }),
  },
  responses: {
    200: jsonContent(
      z.union([TripList, PolicyList]),
      'Trips (PolicyList for product_type=insurance; stays: propertyId, propertyName, cityCode, checkIn, checkOut, nights, rooms, guests; experiences: experienceId, name, category, cityCode, slotStartsAt, participants, reviewStatus)',
    ),
    401: signedOut,
    422: errorResponse('Unknown period or product'),
  },
});

export const flightHistoryRoute = historyRoute('/flightHistory', "All of the signed-in person's flight bookings (spec /api/flightHistory)", TripList, 'Trips');

export const insuranceBookingsRoute = bookingsRoute(
  '/bookings/insurance',
  "The signed-in person's insurance policies (also those bought as a guest with their verified email)",
  PolicyList,
  'Policies',
);

export const userInsuranceRoute = historyRoute(
  '/v1/getUserInsurance',
  'All insurance policies of the signed-in person (spec /api/v1/getUserInsurance)',
  PolicyList,
  'Policies',
);

const Counts = z.object({ all: z.number(), upcoming: z.number(), past: z.number(), reserved: z.number(), cancelled: z.number() });

export const BookingOverviewSchema = z
  .object({
    type: z.enum(['all', 'flight', 'insurance']),
    baseCode: CurrencySchema,
    flights: Counts.nullable(),
    insurance: Counts.nullable(),
    nextTrip: z.object({ reference: z.string(), from: z.string(), to: z.string(), departureAt: z.string() }).nullable(),
    points: z.number(),
    totalPaid: Money,
  })
  .openapi('BookingOverview');

export const PointsSchema = z
  .object({
    balance: z.number(),
    rule: z.object({ ngnPerPoint: z.number(), usdPerPoint: z.number() }),
    entries: z.array(
      z.object({
        product: z.enum(['flight', 'insurance', 'stay', 'experience']),
        reference: z.string(),
        confirmedAt: z.string(),
        paid: Money,
        points: z.number(),
      }),
    ),
  })
  .openapi('Points');

const PromoTerms = { amountOff: z.string(), minTotal: z.string(), currency: z.string() };
export const InvitationsSchema = z
  .object({
    referralCode: z.string(),
    link: z.string(),
    friendsJoined: z.number(),
    reward: z.object(PromoTerms),
    promoCodes: z.array(
      z.object({
        code: z.string(),
        ...PromoTerms,
        earnedAt: z.string(),
        validUntil: z.string().nullable(),
        status: z.enum(['AVAILABLE', 'HELD', 'USED', 'EXPIRED']),
      }),
    ),
  })
  .openapi('Invitations');

export const InvitationSchema = z.object({ code: z.string(), inviter: z.object({ firstName: z.string() }) }).openapi('Invitation');

export const overviewRoute = createRoute({
  method: 'get',
  path: '/v1/userBookingOverview',
  tags: ['Dashboard'],
  summary: 'Trips per group, the next trip, points and the amount paid in baseCode (spec /api/v1/userBookingOverview)',
  request: { query: z.object({ type: z.enum(['all', 'flight', 'insurance']).default('all'), baseCode: z.enum(['NGN', 'USD']).default('NGN') }) },
  responses: {
    200: jsonContent(BookingOverviewSchema, 'Overview'),
    401: signedOut,
    422: errorResponse('Unknown type or currency'),
  },
});

export const pointsRoute = createRoute({
  method: 'get',
  path: '/v1/points',
  tags: ['Dashboard'],
  summary: 'Points balance and what each paid booking earned (1 point per ₦1,000, or per $1 paid in dollars)',
  responses: { 200: jsonContent(PointsSchema, 'Points'), 401: signedOut },
});

export const invitationsRoute = createRoute({
  method: 'get',
  path: '/v1/invitations',
  tags: ['Dashboard'],
  summary: "The signed-in person's referral link, friends who joined and the promo codes earned",
  responses: { 200: jsonContent(InvitationsSchema, 'Invitations'), 401: signedOut },
});

export const invitationRoute = createRoute({
  method: 'get',
  path: '/invitations/{code}',
  tags: ['Auth'],
  summary: 'Who an invitation link is from (first name only), for its landing page',
  request: {
    params: z.object({
      code: z
        .string()
        .max(20)
        .openapi({ param: { name: 'code', in: 'path' } }),
    }),
  },
  responses: { 200: jsonContent(InvitationSchema, 'A valid invitation'), 404: errorResponse('No such invitation') },
});
