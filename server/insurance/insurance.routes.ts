import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, jsonContent } from '../lib/openapi';
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

export const InsuranceQuoteSchema = z
  .object({
    id: z.string().uuid(),
    type: z.literal('insurance-quote'),
    expiresAt: z.string().openapi({ example: '2027-01-02T10:00:00.000Z' }),
    currency: z.literal('NGN'),
    destination: z.object({ country: z.string(), zone: z.enum(ZONES), schengen: z.boolean() }),
    trip: z.object({
      purpose: z.enum(PURPOSES),
      tripType: z.enum(TRIP_TYPES),
      bookingType: z.enum(BOOKING_TYPES),
      adults: z.number().int(),
      children: z.number().int(),
      coverStart: z.string(),
      coverEnd: z.string(),
      days: z.number().int(),
    }),
    plans: z.array(InsurancePlanSchema),
  })
  .openapi('InsuranceQuote');

export const quoteInsurance = createRoute({
  method: 'post',
  path: '/insurance/quote',
  tags: ['Insurance'],
  summary: 'Quote travel insurance: the plans that can cover the trip, priced in naira, cheapest first',
  request: { body: { required: true, content: { 'application/json': { schema: QuoteRequestSchema } } } },
  responses: {
    200: jsonContent(z.object({ data: InsuranceQuoteSchema }), 'The quote, kept a day for the purchase'),
    400: errorResponse('The body is not valid JSON'),
    422: errorResponse('The quote cannot be made as asked (a field missing or wrong, dates, travellers, nationality), or the insurer refused it (INSURER_REFUSED)'),
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
  summary: 'Add the traveller (individual) or the family to a quote\'s plan: checked against the quote, kept until it expires, the step before payment',
  request: { body: { required: true, content: { 'application/json': { schema: InsuranceDataSchema } } } },
  responses: {
    201: jsonContent(z.object({ data: InsuranceApplicationSchema }), 'The application, to be paid before the quote expires'),
    400: errorResponse('The body is not valid JSON'),
    410: errorResponse('The quote expired or does not exist (QUOTE_EXPIRED): get a new quote'),
    422: errorResponse('A field missing or wrong, a plan not in the quote, or details that do not match the quote'),
    429: errorResponse('Too many applications from this connection'),
  },
});
