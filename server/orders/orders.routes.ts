import { createRoute, z } from '@hono/zod-openapi';
import { bookingSecurity, signInSecurity } from '../lib/openapi-document';
import { CurrencySchema, errorResponse, jsonContent, jsonBody } from '../lib/openapi';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from './reference';
import { ORDER_KINDS } from './schema';
import { personName } from '../lib/text';

const Currency = CurrencySchema;
export const OrderStatusSchema = z.enum(['PENDING', 'CONFIRMED', 'CANCELLED']);
const Status = OrderStatusSchema;
export const PaymentMethodSchema = z.enum(['PAYSTACK', 'FLUTTERWAVE', 'BANK_TRANSFER']);
const Amount = z.string().openapi({ example: '185000.00' });

/** A booking ID as a person types it: any case, spaces around. */
export const BookingReference = z
  .string()
  .max(20)
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`), 'A booking ID has six letters and digits.'));

export const BookingParams = z.object({
  reference: BookingReference.openapi({ param: { name: 'reference', in: 'path' }, example: 'K7MX3Q' }),
});

/** How a booking is opened without an account: the reference and the lead traveller's surname, or the contact email. */
export const BookingLookupSchema = z
  .object({
    reference: BookingReference,
    lastName: personName(60).optional(),
    email: z.string().trim().email('Enter a valid email address.').max(254).optional(),
  })
  .refine((answer) => !!answer.lastName || !!answer.email, { path: ['lastName'], message: "Enter the lead traveller's surname (or the booking's email)." })
  .openapi('BookingLookup');

export const lookUpBookingRoute = createRoute({
  method: 'post',
  security: signInSecurity,
  path: '/bookings/lookup',
  tags: ['Bookings'],
  summary: "Manage booking: open a booking with its reference and the lead traveller's surname (or contact email); this browser may then open it",
  request: { body: jsonBody(BookingLookupSchema) },
  responses: {
    200: jsonContent(
      z.object({ data: z.object({ reference: z.string(), status: Status, language: z.enum(['en', 'fr']) }) }),
      'Found: the booking-access cookie is set',
    ),
    403: errorResponse('Missing XSRF token'),
    404: errorResponse('No booking with this reference and surname or email'),
    422: errorResponse('Malformed reference, surname or email'),
    429: errorResponse('Too many look-ups from this address or for this reference'),
  },
});

/** Forgot the booking ID: the bookings made with an email address are sent to that address. */
export const BookingReminderSchema = z
  .object({
    email: z.string().trim().email('Enter a valid email address.').max(254),
    language: z.enum(['en', 'fr']).optional(),
  })
  .openapi('BookingReminder');

export const remindBookingsRoute = createRoute({
  method: 'post',
  security: signInSecurity,
  path: '/bookings/remind',
  tags: ['Bookings'],
  summary: 'Manage booking, the booking ID forgotten: the bookings made with this email address (their IDs and links) are emailed to it',
  description:
    'Always answers 202 for a well-formed address, whether or not it made bookings (nothing is said about an address to whoever asks); the email goes only to that address.',
  request: { body: jsonBody(BookingReminderSchema) },
  responses: {
    202: jsonContent(
      z.object({ data: z.object({ email: z.string().openapi({ description: 'The address, partly masked' }) }) }),
      'Asked: if it made bookings, they are on their way to it',
    ),
    403: errorResponse('Missing XSRF token'),
    422: errorResponse('Malformed email address'),
    429: errorResponse('Too many requests from this connection'),
  },
});

/**
 * The part of an order every product shares, as the API shows it; each product adds its own
 * fields (a flight order: `FlightBooking`).
 */
export const OrderViewSchema = z
  .object({
    reference: z.string(),
    kind: z.enum(ORDER_KINDS).openapi({ description: 'change: the payment for an accepted change to another booking (after-sales)' }),
    status: Status,
    createdAt: z.string(),
    paymentDeadline: z.string(),
    paidAt: z.string().nullable(),
    fulfilment: z.enum(['PENDING', 'DONE', 'FAILED']).nullable().openapi({
      description:
        "Once paid: PENDING while the airline, hotel or insurer has not finished (the tickets, the hotel's confirmation, the policy follow), DONE, or FAILED (not confirmed by the provider: our staff confirm it or refund it; a cancelled order was refunded). Null before payment.",
    }),
    paymentMethod: PaymentMethodSchema.nullable(),
    lastPayment: z.object({ gateway: z.string(), status: z.enum(['PENDING', 'SUCCEEDED', 'FAILED', 'REFUND_DUE']) }).nullable(),
    currency: Currency,
    fare: z.object({ base: Amount, taxes: Amount, extras: Amount, discount: Amount, total: Amount }),
    voucherCode: z.string().nullable(),
    /** What went back after a paid order was cancelled, and when (null before a refund). */
    refunded: z.object({ amount: Amount, at: z.string() }).nullable(),
    /** The reference to quote to the airline or hotel (a flight's PNR), once paid. */
    providerReference: z.string().nullable(),
    /** Whether it can still be paid (PENDING and before its deadline). */
    payable: z.boolean(),
    /** The deadline a bank transfer would have; null when only card payment is possible. */
    bankTransferDeadline: z.string().nullable().openapi({ description: 'The deadline a bank transfer would have; null when only card payment is possible' }),
    /** A reserved naira booking's own account to transfer into (the exact amount), settled automatically when the money arrives. */
    bankTransfer: z
      .object({
        bankName: z.string(),
        accountNumber: z.string(),
        accountName: z.string(),
        expiresAt: z.string(),
        amount: Amount,
        currency: Currency,
        paymentReference: z.string(),
      })
      .nullable()
      .openapi('BankTransferAccount'),
  })
  .openapi('Order');

/** What the pay-later page adds to an order: what is due, and how it may be paid. */
export const PaymentOptionsSchema = z.object({
  amountDue: z.object({ amount: Amount, currency: Currency }).nullable(),
  methods: z.array(PaymentMethodSchema),
});

/** An order of any product: the shared fields, then its product's (for flights, `FlightBooking`). */
export const AnyOrderSchema = OrderViewSchema.catchall(z.unknown());

export const getBooking = createRoute({
  method: 'get',
  security: bookingSecurity(false),
  path: '/bookings/{reference}',
  tags: ['Bookings'],
  summary: 'A booking by its ID: status, payment deadline, itinerary, passengers and fare breakdown',
  request: { params: BookingParams },
  responses: {
    200: jsonContent(z.object({ data: AnyOrderSchema }).openapi('Booking'), 'The booking (for flights, a FlightBooking)'),
    404: errorResponse('No booking with this ID'),
    422: errorResponse('Not a booking ID'),
  },
});

const notPaid = errorResponse('Not paid yet: the ticket and the calendar come with the confirmation');

export const getTicketPdf = createRoute({
  method: 'get',
  security: bookingSecurity(false),
  path: '/bookings/{reference}/ticket.pdf',
  tags: ['Bookings'],
  summary: 'The e-ticket and receipt of a paid booking as a PDF, in the booking language (also attached to the confirmation email)',
  request: { params: BookingParams },
  responses: {
    200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } },
    404: errorResponse('No booking with this ID'),
    409: notPaid,
    422: errorResponse('Not a booking ID'),
    429: errorResponse('Too many downloads from this connection'),
  },
});

export const getCalendarFile = createRoute({
  method: 'get',
  security: bookingSecurity(false),
  path: '/bookings/{reference}/calendar.ics',
  tags: ['Bookings'],
  summary: "A paid booking's flights (or stay, or time slot) as an iCalendar file for any calendar app",
  request: { params: BookingParams },
  responses: {
    200: { description: 'The calendar file', content: { 'text/calendar': { schema: z.string() } } },
    404: errorResponse('No booking with this ID'),
    409: notPaid,
    422: errorResponse('Not a booking ID'),
    429: errorResponse('Too many downloads from this connection'),
  },
});

export const shareOnWhatsApp = createRoute({
  method: 'get',
  security: bookingSecurity(false),
  path: '/bookings/{reference}/share/whatsapp',
  tags: ['Bookings'],
  summary: 'Share a paid trip on WhatsApp: a redirect to wa.me with where and when (no names, no booking ID)',
  request: { params: BookingParams },
  responses: {
    302: { description: 'To https://wa.me/?text=…', headers: z.object({ Location: z.string() }) },
    404: errorResponse('No booking with this ID'),
    409: notPaid,
    422: errorResponse('Not a booking ID'),
    429: errorResponse('Too many downloads from this connection'),
  },
});

/**
 * A product's own cancellation of a paid booking (stays, experiences): the booking by its ID,
 * then cancelled and refunded through the gateway that took the payment (or the refund recorded as
 * due). Each product says its path, body's name, rules (`conflict`), what it sells and how its amounts look.
 */
export function cancelBookingRoute(product: {
  path: string;
  tag: string;
  summary: string;
  bodyName: string;
  what: string;
  conflict: string;
  /** The product's amounts as its other answers document them. */
  amount: z.ZodString;
}) {
  return createRoute({
    method: 'post',
    security: bookingSecurity(true),
    path: product.path,
    tags: [product.tag],
    summary: product.summary,
    request: {
      body: jsonBody(z.object({ bookingId: BookingReference }).strict().openapi(product.bodyName)),
    },
    responses: {
      200: jsonContent(
        z.object({
          data: z.object({
            reference: z.string(),
            status: z.literal('CANCELLED'),
            refund: z.object({ status: z.enum(['REFUNDED', 'REFUND_DUE']), amount: product.amount, currency: z.string() }),
          }),
        }),
        'Cancelled and refunded (or the refund recorded as due)',
      ),
      403: errorResponse('Missing XSRF token'),
      404: errorResponse(`No ${product.what} booking with this ID that this browser may open`),
      409: errorResponse(product.conflict),
      422: errorResponse('Malformed booking ID'),
      429: errorResponse('Too many attempts'),
    },
  });
}
