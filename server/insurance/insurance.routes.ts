import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, jsonContent, jsonBody } from '../lib/openapi';
import { bookingSecurity } from '../lib/openapi-document';
import { BookingReference, OrderStatusSchema, OrderViewSchema } from '../orders/orders.routes';
import { InsuranceDataSchema } from './applicant';
import { BOOKING_TYPES, PURPOSES, TRIP_TYPES, ZONES } from './domain';

const DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.');
const COUNTRY = z.string().regex(/^[A-Z]{2}$/, 'Use an ISO 3166 two-letter country code.');

/** Spec §3 quote form, in the API's words. */
export const QuoteRequestSchema = z
  .object({
    destinationCountry: COUNTRY.openapi({ example: 'FR' }),
    purpose: z.enum(PURPOSES),
    tripType: z.enum(TRIP_TYPES),
    bookingType: z.enum(BOOKING_TYPES),
    adults: z.number().int().min(0).max(9),
    children: z.number().int().min(0).max(9),
    coverStart: DATE.openapi({ example: '2027-01-10' }),
    coverEnd: DATE.openapi({ example: '2027-01-24' }),
    oldestTravellerDob: DATE.openapi({ example: '1988-05-04' }),
    nationality: COUNTRY.openapi({ example: 'NG' }),
  })
  .strict()
  .openapi('InsuranceQuoteRequest');

const AMOUNT = z.string().openapi({ example: '39000.00' });

export const InsurancePlanSchema = z
  .object({
    code: z.string().openapi({ example: 'EUROPE' }),
    name: z.string().openapi({ example: 'Schengen and Europe' }),
    territory: z.array(z.enum(ZONES)),
    limits: z.object({
      currency: z.literal('EUR'),
      medical: AMOUNT,
      evacuationRepatriation: AMOUNT,
      baggage: AMOUNT,
      delay: AMOUNT,
      cancellation: AMOUNT,
    }),
    meetsSchengen: z.boolean(),
    fees: z.object({ adultFee: AMOUNT, childrenFee: AMOUNT, insuranceCharges: AMOUNT, total: AMOUNT, currency: z.literal('NGN') }),
  })
  .openapi('InsurancePlan');

/** The trip a quote or a policy covers: why, how, who, and the days of cover (both ends included). */
const CoveredTripSchema = z.object({
  purpose: z.enum(PURPOSES),
  tripType: z.enum(TRIP_TYPES),
  bookingType: z.enum(BOOKING_TYPES),
  adults: z.number().int(),
  children: z.number().int(),
  coverStart: z.string(),
  coverEnd: z.string(),
  days: z.number().int(),
});

export const InsuranceQuoteSchema = z
  .object({
    id: z.string().uuid(),
    type: z.literal('insurance-quote'),
    expiresAt: z.string().openapi({ example: '2027-01-02T10:00:00.000Z' }),
    currency: z.literal('NGN'),
    destination: z.object({ country: z.string(), zone: z.enum(ZONES), schengen: z.boolean() }),
    trip: CoveredTripSchema.extend({
      /** As asked: the applicant (or the oldest parent) must be born on it. */
      oldestTravellerDob: z.string(),
    }),
    plans: z.array(InsurancePlanSchema),
  })
  .openapi('InsuranceQuote');

export const quoteInsurance = createRoute({
  method: 'post',
  path: '/insurance/quote',
  tags: ['Insurance'],
  summary: 'Quote travel insurance: the plans that can cover the trip, priced in naira, cheapest first',
  request: { body: jsonBody(QuoteRequestSchema) },
  responses: {
    200: jsonContent(z.object({ data: InsuranceQuoteSchema }), 'The quote, kept a day for the purchase'),
    400: errorResponse('The body is not valid JSON'),
    422: errorResponse(
      'The quote cannot be made as asked (a field missing or wrong, dates, travellers, nationality), or the insurer refused it (INSURER_REFUSED)',
    ),
    429: errorResponse('Too many quotes from this connection'),
    502: errorResponse('The insurance partner did not answer, or answered what cannot be used (INSURER_UNAVAILABLE)'),
    504: errorResponse('The insurance partner took too long (INSURER_TIMEOUT)'),
  },
});

export const InsuranceApplicationSchema = z
  .object({
    id: z.string().uuid(),
    type: z.literal('insurance-application'),
    quoteId: z.string().uuid(),
    planCode: z.string(),
    bookingType: z.enum(BOOKING_TYPES),
    total: AMOUNT,
    currency: z.literal('NGN'),
    expiresAt: z.string(),
  })
  .openapi('InsuranceApplication');

export const addInsuranceData = createRoute({
  method: 'post',
  path: '/insurance/insurancedata',
  tags: ['Insurance'],
  summary: "Add the traveller (individual) or the family to a quote's plan: checked against the quote, kept until it expires, the step before payment",
  request: { body: jsonBody(InsuranceDataSchema) },
  responses: {
    201: jsonContent(z.object({ data: InsuranceApplicationSchema }), 'The application, to be paid before the quote expires'),
    400: errorResponse('The body is not valid JSON'),
    410: errorResponse('The quote expired or does not exist (QUOTE_EXPIRED): get a new quote'),
    422: errorResponse('A field missing or wrong, a plan not in the quote, or details that do not match the quote'),
    429: errorResponse('Too many applications from this connection'),
  },
});

export const getInsuranceQuote = createRoute({
  method: 'get',
  path: '/insurance/quote/{id}',
  tags: ['Insurance'],
  summary: 'A quote again by its id (the applicant page reads it): kept a day, found by its random id only',
  request: {
    params: z.object({
      id: z
        .string()
        .uuid('Not a quote.')
        .openapi({ param: { name: 'id', in: 'path' } }),
    }),
  },
  responses: {
    200: jsonContent(z.object({ data: InsuranceQuoteSchema }), 'The quote as it was made'),
    410: errorResponse('The quote expired or does not exist (QUOTE_EXPIRED): get a new quote'),
    422: errorResponse('Not a quote id'),
  },
});

const Insured = z.object({ role: z.enum(['HOLDER', 'PARENT', 'CHILD']), name: z.string() });

/** An insurance order's own fields (spec §3 insurance record), after the shared ones of every order. */
export const InsuranceOrderFieldsSchema = z.object({
  insurance: CoveredTripSchema.extend({
    contractNumber: z
      .string()
      .nullable()
      .openapi({ description: "The policy's contract number once the insurer issued it (after payment)", example: 'BAO-7K3M-Q9XT-2HFD' }),
    issuedAt: z.string().nullable(),
    verifyPath: z.string().nullable().openapi({ description: 'The public page that checks the certificate (its QR code opens it)' }),
    destinationCountry: z.string(),
    plan: InsurancePlanSchema,
    insured: z.array(Insured),
  }),
});

export const InsuranceBookingSchema = OrderViewSchema.extend(InsuranceOrderFieldsSchema.shape).openapi('InsuranceBooking');

/** An insurance order's own fields on a Travel Hub card (spec §3 insurance record). */
export const InsuranceTripFieldsSchema = z.object({
  contractNumber: z.string().nullable(),
  purchasedAt: z.string().nullable(),
  coverBegins: z.string(),
  coverEnds: z.string(),
  destinationCountry: z.string(),
  purposeOfTravel: z.string(),
  tripType: z.string(),
  bookingType: z.string(),
  adults: z.number(),
  children: z.number(),
  planName: z.string(),
  fees: z.object({ adultFee: AMOUNT, childrenFee: AMOUNT, insuranceCharges: AMOUNT, total: AMOUNT, currency: z.string() }),
});

export const bookInsurance = createRoute({
  method: 'post',
  security: [{}, ...bookingSecurity(true)],
  path: '/v1/booked',
  tags: ['Insurance'],
  summary:
    'Book the plan of an application (individual or family): an unpaid order at the quoted price, opened in this browser; asking again gives the same order',
  request: {
    body: jsonBody(
      z
        .object({ applicationId: z.string().uuid('Not an application.'), language: z.enum(['en', 'fr']).default('en') })
        .strict()
        .openapi('InsuranceBookingRequest'),
    ),
  },
  responses: {
    201: jsonContent(z.object({ data: InsuranceBookingSchema }), 'Booked: pay it at /insurance/makepayment before its deadline'),
    200: jsonContent(z.object({ data: InsuranceBookingSchema }), 'This application was already booked: the same order'),
    400: errorResponse('The body is not valid JSON'),
    403: errorResponse('Missing XSRF token'),
    409: errorResponse('This application was already bought (ALREADY_PAID) or its booking lapsed (BOOKING_LAPSED)'),
    410: errorResponse('The quote expired or does not exist (QUOTE_EXPIRED): get a new quote'),
    422: errorResponse('Malformed input, or the cover starts too soon to be bought (TOO_LATE_TO_BUY)'),
    429: errorResponse('Too many bookings from this connection'),
  },
});

export const insurancePaymentStatus = createRoute({
  method: 'get',
  security: bookingSecurity(false),
  path: '/paymentMethod', // spec /api/paymentMethod: the app's /api base makes it exactly that
  tags: ['Insurance', 'Payments'],
  summary: "The insurance side of payment verification: the gateway's word on a payment of this order (settled once), and the order's state",
  request: {
    query: z.object({
      paymentMethod: z.enum(['PAYSTACK', 'FLUTTERWAVE']).openapi({ param: { name: 'paymentMethod', in: 'query' } }),
      insuranceId: BookingReference.openapi({ param: { name: 'insuranceId', in: 'query' }, example: 'K7MX3Q' }),
      transactionReference: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,60}$/, 'Not a payment reference.')
        .openapi({ param: { name: 'transactionReference', in: 'query' } }),
    }),
  },
  responses: {
    200: jsonContent(
      z
        .object({
          data: z.object({
            bookingId: z.string(),
            status: OrderStatusSchema,
            outcome: z.enum(['CONFIRMED', 'ALREADY_SETTLED', 'FAILED', 'PENDING', 'REFUND_DUE']),
            contractNumber: z.string().nullable(),
          }),
        })
        .openapi('InsurancePaymentStatus'),
      'What the gateway says, and the order (with its contract number once issued)',
    ),
    404: errorResponse('No such order, or no such payment of it, that this browser may open'),
    422: errorResponse('Malformed input, or not an insurance order'),
    429: errorResponse('Too many attempts'),
    502: errorResponse('The payment gateway could not be reached'),
  },
});

export const resendInsuranceConfirmation = createRoute({
  method: 'post',
  security: bookingSecurity(true),
  path: '/v1/insuranceConfirmationMail',
  tags: ['Insurance'],
  summary: 'Send the confirmation email of a paid insurance order again, with its certificate',
  request: { body: jsonBody(z.object({ bookingId: BookingReference }).strict()) },
  responses: {
    202: jsonContent(
      z.object({ data: z.object({ bookingId: z.string(), sentTo: z.string() }) }),
      "Queued: the email goes to the order's contact address (shown masked)",
    ),
    403: errorResponse('Missing XSRF token'),
    404: errorResponse('No such insurance order that this browser may open'),
    409: errorResponse('Not paid yet (NOT_PAID)'),
    422: errorResponse('Malformed booking ID'),
    429: errorResponse('Sent three times this hour already'),
  },
});

/** What anyone holding a certificate may learn of it: whether it holds, whose (masked), when, where, how much. Nothing else. */
export const PolicyCheckSchema = z
  .object({
    contractNumber: z.string(),
    status: z.enum(['VALID', 'EXPIRED', 'CANCELLED']),
    holder: z.string().openapi({ description: "The holder's name, partly masked", example: 'AD••• OK•••' }),
    coverStart: z.string(),
    coverEnd: z.string(),
    territory: z.array(z.enum(ZONES)),
    limits: InsurancePlanSchema.shape.limits,
    meetsSchengen: z.boolean(),
  })
  .openapi('PolicyCheck');

export const verifyPolicy = createRoute({
  method: 'get',
  path: '/insurance/verify/{contract}',
  tags: ['Insurance'],
  summary: 'Check a certificate by its contract number (embassies; the QR code on the certificate opens the page that asks this)',
  request: {
    params: z.object({
      contract: z
        .string()
        .regex(/^[A-Za-z0-9-]{4,40}$/, 'Not a contract number.')
        .openapi({ param: { name: 'contract', in: 'path' }, example: 'BAO-7K3M-Q9XT-2HFD' }),
    }),
  },
  responses: {
    200: jsonContent(z.object({ data: PolicyCheckSchema }), 'The policy'),
    404: errorResponse('No policy has this contract number'),
    422: errorResponse('Not a contract number'),
    429: errorResponse('Too many checks from this connection'),
  },
});

export const cancelInsurance = createRoute({
  method: 'post',
  security: bookingSecurity(true),
  path: '/insurance/cancel',
  tags: ['Insurance'],
  summary: 'Cancel a paid policy before its cover starts, for a full refund through the gateway that took the payment',
  request: {
    body: jsonBody(z.object({ bookingId: BookingReference }).strict().openapi('InsuranceCancellation')),
  },
  responses: {
    200: jsonContent(
      z.object({
        data: InsuranceBookingSchema.extend({ refund: z.object({ status: z.enum(['REFUNDED', 'REFUND_DUE']), amount: AMOUNT, currency: z.string() }) }),
      }),
      'Cancelled: refunded (REFUNDED), or the refund recorded for our team to make (REFUND_DUE)',
    ),
    403: errorResponse('Missing XSRF token'),
    404: errorResponse('No insurance booking with this ID that this browser may open'),
    409: errorResponse('Already cancelled (ALREADY_CANCELLED), not paid (NOT_PAID), or its cover has started (COVER_STARTED)'),
    422: errorResponse('Malformed booking ID'),
    429: errorResponse('Too many attempts'),
    502: errorResponse('The insurer could not cancel it just now (INSURER_UNAVAILABLE): nothing changed, try again'),
    504: errorResponse('The insurer took too long (INSURER_TIMEOUT): nothing changed, try again'),
  },
});
