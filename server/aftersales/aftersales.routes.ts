import { createRoute, z } from '@hono/zod-openapi';
import { bookingSecurity } from '../lib/openapi-document';
import { errorResponse, jsonContent, jsonBody } from '../lib/openapi';
import { BookingReference } from '../orders/orders.routes';
import { REQUEST_STATUSES, REQUEST_TYPES, TRAVELLER_REQUEST_TYPES } from './schema';
import { calendarDay } from '../lib/dates';

const Amount = z.string().openapi({ example: '60000.00' });
const RequestId = z.string().uuid('Not a request’s id.');
const Day = calendarDay();
/** A name as passports print it: letters (accents too), spaces, hyphens and apostrophes. */
const PassportName = z
  .string()
  .trim()
  .min(1, 'Enter the name.')
  .max(60, 'At most 60 characters.')
  .regex(/^[\p{L}][\p{L}\p{M}' -]*$/u, 'Letters, spaces, hyphens and apostrophes only, as in the passport.');
const Note = z.string().trim().max(1000, 'At most 1,000 characters.');

export const RequestViewSchema = z
  .object({
    id: z.string(),
    type: z.enum(REQUEST_TYPES),
    status: z.enum(REQUEST_STATUSES),
    asked: z.object({
      dates: z.object({ departure: z.string(), return: z.string().optional() }).optional(),
      name: z.object({ travelerId: z.string(), firstName: z.string(), lastName: z.string() }).optional(),
      message: z.string().optional(),
    }),
    currency: z.string(),
    quote: z
      .object({
        fee: Amount.nullable(),
        fareDifference: Amount.nullable(),
        penalty: Amount.nullable(),
        refund: Amount.nullable(),
        toPay: Amount.openapi({ description: 'What accepting costs (a change); 0 for a cancellation' }),
        note: z.string().nullable(),
        expiresAt: z.string(),
      })
      .nullable(),
    /** An accepted change's payment: open until paid. */
    payment: z
      .object({
        reference: z.string(),
        paid: z.boolean(),
        url: z.string().nullable().openapi({ description: 'Where to pay (our link to the card checkout); null once paid' }),
      })
      .nullable(),
    history: z.array(z.object({ status: z.enum(REQUEST_STATUSES), by: z.enum(['traveller', 'staff', 'system']), note: z.string().nullable(), at: z.string() })),
    createdAt: z.string(),
  })
  .openapi('AfterSalesRequest');

export const TermsSchema = z
  .object({
    until: z.string().openapi({ description: 'Requests may be made until then (three hours before departure)' }),
    cancel: z.object({
      refundable: z.boolean(),
      penalty: Amount.nullable(),
      refund: Amount.nullable().openapi({ description: 'What cancelling gives back now, by the fare rules; null: our staff price it' }),
    }),
    change: z.object({ allowed: z.boolean(), fee: Amount.nullable() }),
    nameCorrection: z.object({ allowed: z.boolean() }),
    travellers: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .openapi('AfterSalesTerms');

const Params = z.object({ reference: BookingReference.openapi({ param: { name: 'reference', in: 'path' }, example: 'K7MX3Q' }) });
const RequestParams = Params.extend({ id: RequestId.openapi({ param: { name: 'id', in: 'path' }, example: '9b2f0c1e-1f5e-4a63-9d0b-2c4a1f0e8b7d' }) });

export const listRequestsRoute = createRoute({
  method: 'get',
  security: bookingSecurity(false),
  path: '/bookings/{reference}/requests',
  tags: ['After-sales'],
  summary:
    'A paid booking’s change, cancellation and name-correction requests with their history, and what its fare rules allow (terms: null when its product has its own cancellation)',
  request: { params: Params },
  responses: {
    200: jsonContent(
      z.object({ data: z.object({ terms: TermsSchema.nullable(), canAsk: z.boolean(), requests: z.array(RequestViewSchema) }) }),
      'Its requests',
    ),
    404: errorResponse('No booking with this ID (or not one this request may open)'),
    422: errorResponse('Not a booking ID'),
  },
});

export const askRoute = createRoute({
  method: 'post',
  security: bookingSecurity(true),
  path: '/bookings/{reference}/requests',
  tags: ['After-sales'],
  summary:
    'Ask to change the dates, cancel, or correct a name (spec §1 itinerary change, cancellation, refunds): recorded as received; a cancellation the fare rules price is quoted at once',
  request: {
    params: Params,
    body: jsonBody(
      z
        .object({
          type: z.enum(TRAVELLER_REQUEST_TYPES),
          dates: z.object({ departure: Day, return: Day.optional() }).strict().optional(),
          name: z
            .object({ travelerId: z.string().regex(/^\d{1,2}$/, 'A traveller’s id.'), firstName: PassportName, lastName: PassportName })
            .strict()
            .optional(),
          message: Note.optional(),
        })
        .strict()
        .refine((body) => !body.dates?.return || body.dates.return >= body.dates.departure, {
          path: ['dates', 'return'],
          message: 'The return is on or after the departure.',
        }),
    ),
  },
  responses: {
    201: jsonContent(z.object({ data: RequestViewSchema }), 'Received (or quoted)'),
    404: errorResponse('No booking with this ID'),
    409: errorResponse('Not paid, too late, not changeable, or a request already open'),
    422: errorResponse('A missing or malformed field, a day in the past, or a product with its own cancellation'),
    429: errorResponse('Too many requests'),
  },
});

const decisionRoute = (action: 'accept' | 'decline', summary: string) =>
  createRoute({
    method: 'post',
    security: bookingSecurity(true),
    path: `/bookings/{reference}/requests/{id}/${action}`,
    tags: ['After-sales'],
    summary,
    request: { params: RequestParams },
    responses: {
      200: jsonContent(z.object({ data: RequestViewSchema }), 'Where the request stands now'),
      404: errorResponse('No such request on this booking'),
      409: errorResponse('Nothing to answer, or the quote expired'),
      422: errorResponse('Not a booking ID or request id'),
    },
  });

export const acceptRoute = decisionRoute(
  'accept',
  'Accept a quote: a cancellation is cancelled and refunded through the gateway at once; a change with something to pay opens its payment (`payment.url`)',
);
export const declineRoute = decisionRoute('decline', 'Decline a quote: the request is closed');

export const payRoute = createRoute({
  method: 'get',
  security: bookingSecurity(false),
  path: '/bookings/{reference}/requests/{id}/pay',
  tags: ['After-sales', 'Payments'],
  summary: 'Pay an accepted change: to the card checkout of its payment (a link that works without script)',
  request: { params: RequestParams },
  responses: {
    302: { description: 'To the checkout' },
    404: errorResponse('No such request, or nothing to pay'),
    409: errorResponse('Already paid'),
    422: errorResponse('Not a booking ID or request id'),
  },
});

// ——— Staff (accounts with an adminType): the operations page and its API ———

export const StaffRequestSchema = RequestViewSchema.extend({
  booking: z.object({
    reference: z.string(),
    kind: z.string(),
    status: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    language: z.string(),
    total: Amount,
    refunded: Amount,
    paidAt: z.string().nullable(),
  }),
  suggestion: z
    .object({ fee: Amount.nullable(), penalty: Amount.nullable() })
    .nullable()
    .openapi({ description: 'What the fare rules price it at, when they do' }),
  history: z.array(
    z.object({
      status: z.enum(REQUEST_STATUSES),
      by: z.enum(['traveller', 'staff', 'system']),
      staff: z.string().nullable(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
}).openapi('StaffAfterSalesRequest');

export const staffListRoute = createRoute({
  method: 'get',
  path: '/ops/requests',
  tags: ['Operations'],
  summary: 'After-sales requests for our staff: the open ones, oldest first, or the latest of all',
  request: {
    query: z.object({
      which: z
        .enum(['open', 'all'])
        .default('open')
        .openapi({ param: { name: 'which', in: 'query' } }),
    }),
  },
  responses: {
    200: jsonContent(z.object({ data: z.array(StaffRequestSchema) }), 'Requests'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a staff account'),
    422: errorResponse('Unknown list'),
  },
});

const staffAction = (action: 'quote' | 'refuse' | 'done', summary: string, body: z.ZodType) =>
  createRoute({
    method: 'post',
    path: `/ops/requests/{id}/${action}`,
    tags: ['Operations'],
    summary,
    request: {
      params: z.object({ id: RequestId.openapi({ param: { name: 'id', in: 'path' } }) }),
      body: jsonBody(body),
    },
    responses: {
      200: jsonContent(z.object({ data: StaffRequestSchema }), 'Where the request stands now (the traveller is emailed and notified)'),
      401: errorResponse('Not signed in'),
      403: errorResponse('Not a staff account'),
      404: errorResponse('No such request'),
      409: errorResponse('Not possible at this step'),
      422: errorResponse('A malformed amount or note'),
    },
  });

const Money = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'An amount: digits, and at most two decimals.');

export const staffQuoteRoute = staffAction(
  'quote',
  'Price a request: a change’s fee and fare difference, or a cancellation’s penalty (the refund is what was paid less it)',
  z.object({ fee: Money.optional(), fareDifference: Money.optional(), penalty: Money.optional(), note: Note.optional() }).strict(),
);
export const staffRefuseRoute = staffAction(
  'refuse',
  'Refuse a request, saying why (the airline refused, no seats on the new dates…)',
  z.object({ note: Note.min(1, 'Say why.') }).strict(),
);
export const staffScheduleChangeRoute = createRoute({
  method: 'post',
  path: '/ops/bookings/{reference}/schedule-change',
  tags: ['Operations'],
  summary:
    'Record a schedule change the airline made to a paid booking: shown on the booking, the traveller emailed and notified (who may then ask for a change or a cancellation)',
  request: {
    params: Params,
    body: jsonBody(z.object({ note: Note.min(1, 'Say what changed.') }).strict()),
  },
  responses: {
    201: jsonContent(z.object({ data: StaffRequestSchema }), 'Recorded (the traveller is told)'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a staff account'),
    404: errorResponse('No booking with this ID'),
    409: errorResponse('The booking is not paid'),
    422: errorResponse('Not a booking ID, or no note'),
  },
});

export const staffDoneRoute = staffAction(
  'done',
  'Mark a change made with the airline (paid first when it cost something), saying what was done',
  z.object({ note: Note.min(1, 'Say what was done.') }).strict(),
);
