import { createRoute, z } from '@hono/zod-openapi';
import { bookingSecurity } from '../lib/openapi-document';
import { CurrencySchema, errorResponse, jsonContent, jsonBody } from '../lib/openapi';
import {
  AnyOrderSchema,
  BookingParams,
  BookingReference as BookingId,
  OrderStatusSchema,
  PaymentMethodSchema,
  PaymentOptionsSchema,
} from '../orders/orders.routes';

const noBooking = errorResponse('No booking with this ID that this browser may open (the same answer for both)');
const limited = errorResponse('Too many attempts: wait (Retry-After) and try again');

const redirect = (description: string) => ({ description, headers: z.object({ Location: z.string() }) });
const Currency = CurrencySchema;
const Status = OrderStatusSchema;
/** Which booking an answer is about, and where it stands. */
const BookingState = { bookingId: z.string(), status: Status };

/** The code sent to a booking's contact email, which must be confirmed before a bank-transfer reservation. */
export const ContactCodeSchema = z.object({ verificationId: z.string(), email: z.string(), expiresAt: z.string() }).openapi('ContactCode');

/** Bank transfer chosen: reserved with its instructions, or waiting for the contact email's code. */
export const BankTransferAnswerSchema = z
  .discriminatedUnion('reserved', [
    z.object({
      method: z.literal('BANK_TRANSFER'),
      reserved: z.literal(true),
      bankTransfer: z.object({ paymentReference: z.string(), deadline: z.string(), amount: z.string(), currency: Currency, supportPhone: z.string() }),
    }),
    z.object({ method: z.literal('BANK_TRANSFER'), reserved: z.literal(false), confirmation: ContactCodeSchema, heldUntil: z.string() }),
  ])
  .openapi('BankTransferAnswer');

const CardCheckoutSchema = z
  .object({ method: z.enum(['PAYSTACK', 'FLUTTERWAVE']), checkoutUrl: z.string(), paymentReference: z.string() })
  .openapi('CardCheckout');
const OrderData = z.object({ data: AnyOrderSchema });

export const selectPayment = createRoute({
  method: 'post',
  security: bookingSecurity(true),
  path: '/payment/select',
  tags: ['Payments'],
  summary: 'Choose how to pay a booking: a card checkout (its URL is returned) or bank transfer (reserved until the deadline)',
  request: {
    body: jsonBody(z.object({ bookingId: BookingId, method: z.enum(['PAYSTACK', 'FLUTTERWAVE', 'BANK_TRANSFER']) }).openapi('PaymentSelection')),
  },
  responses: {
    200: jsonContent(
      z.object({ data: z.union([CardCheckoutSchema, BankTransferAnswerSchema]) }),
      'Next step: checkoutUrl to send the browser to; for bank transfer the instructions (reserved), or the code sent to confirm the contact email first (reserved: false)',
    ),
    403: errorResponse('Missing XSRF token'),
    404: noBooking,
    409: errorResponse('Already paid or lapsed'),
    422: errorResponse('Bank transfer not possible this close to departure, or malformed input'),
    429: limited,
    502: errorResponse('The payment gateway could not be reached'),
  },
});

export const confirmContactRoute = createRoute({
  method: 'post',
  security: bookingSecurity(true),
  path: '/payment/bank-transfer/confirm',
  tags: ['Payments'],
  summary: "Confirm the booking's contact email with the emailed code; the bank-transfer reservation (up to 24 h) is then made",
  request: {
    body: jsonBody(
      z
        .object({
          bookingId: BookingId,
          verificationId: z.string().uuid('Not a verification.'),
          code: z
            .string()
            .trim()
            .regex(/^\d{6}$/, 'The code has 6 digits.'),
        })
        .openapi('ContactConfirmation'),
    ),
  },
  responses: {
    200: jsonContent(z.object({ data: BankTransferAnswerSchema }), 'Reserved: the bank transfer instructions'),
    403: errorResponse('Missing XSRF token'),
    404: noBooking,
    409: errorResponse('Already paid or lapsed'),
    422: errorResponse('Wrong, used or expired code'),
    429: limited,
  },
});

export const confirmContactLinkRoute = createRoute({
  method: 'get',
  path: '/bookings/confirm-contact/{id}/{code}',
  tags: ['Payments'],
  summary: 'The link in the contact-confirmation email: confirms, reserves for bank transfer, opens the booking in this browser',
  request: {
    params: z.object({
      id: z
        .string()
        .uuid()
        .openapi({ param: { name: 'id', in: 'path' } }),
      code: z
        .string()
        .regex(/^\d{6}$/)
        .openapi({ param: { name: 'code', in: 'path' } }),
    }),
  },
  responses: { 302: redirect('To the booking, or to /manage?contact=failed'), 422: errorResponse('Not a confirmation link') },
});

export const flightPaymentMethods = createRoute({
  method: 'post',
  security: bookingSecurity(true),
  path: '/flightPaymentMethod', // spec /api/flightPaymentMethod: the app's /api base makes it exactly that
  tags: ['Payments'],
  summary: 'The payment methods open to a flight booking now, with the bank-transfer deadline if it is one of them',
  request: { body: jsonBody(z.object({ bookingId: BookingId })) },
  responses: {
    200: jsonContent(
      z.object({
        data: z.object({
          ...BookingState,
          methods: z.array(z.object({ method: PaymentMethodSchema, available: z.boolean(), deadline: z.string().nullable().optional() })),
        }),
      }),
      'Methods',
    ),
    403: errorResponse('Missing XSRF token'),
    404: noBooking,
    422: errorResponse('Malformed input'),
    429: limited,
  },
});

const GatewayStart = z.object({ bookingId: BookingId.openapi({ param: { name: 'bookingId', in: 'query' }, example: 'K7MX3Q' }) });
const HostedStart = GatewayStart.extend({
  channel: z
    .enum(['card', 'ussd'])
    .optional()
    .openapi({
      param: { name: 'channel', in: 'query' },
      description: 'How the traveller chose to pay on the hosted page: card (default) or USSD (naira only)',
    }),
});

/** Start a payment with a processor: its hosted checkout, or back to /payment with the reason. */
const hostedCheckout = (gateway: 'paystack' | 'flutterwave', name: string) =>
  createRoute({
    method: 'get',
    security: bookingSecurity(false),
    path: `/payment/${gateway}`,
    tags: ['Payments'],
    summary: `Start a ${name} payment and redirect the browser to its hosted checkout`,
    request: { query: HostedStart },
    responses: { 302: redirect('To the checkout, or back to /payment with the reason when it cannot start'), 422: errorResponse('Malformed booking ID') },
  });

export const paystackCheckout = hostedCheckout('paystack', 'Paystack');
export const flutterwaveCheckout = hostedCheckout('flutterwave', 'Flutterwave');

export const paystackReturn = createRoute({
  method: 'get',
  path: '/payment/psverify',
  tags: ['Payments'],
  summary: 'Paystack callback: verify the transaction with Paystack, fulfil once, redirect to the confirmation',
  request: { query: z.object({ trxref: z.string().max(60).optional(), reference: z.string().min(1).max(60) }) },
  responses: { 302: redirect('To the confirmation when paid, back to /payment otherwise'), 422: errorResponse('No reference') },
});

export const flutterwaveReturn = createRoute({
  method: 'get',
  path: '/payment/flwverify',
  tags: ['Payments'],
  summary: 'Flutterwave redirect: verify the transaction with Flutterwave, fulfil once, redirect to the confirmation',
  request: {
    query: z.object({
      transaction_id: z
        .string()
        .regex(/^\d{1,20}$/)
        .optional(),
      status: z.string().max(20).optional(),
      tx_ref: z.string().min(1).max(60),
    }),
  },
  responses: { 302: redirect('To the confirmation when paid, back to /payment otherwise'), 422: errorResponse('No tx_ref') },
});

export const bankCheck = createRoute({
  method: 'get',
  security: bookingSecurity(false),
  path: '/payment/bankcheck',
  tags: ['Payments'],
  summary: 'Whether a bank-transfer reservation is paid yet, with its deadline and instructions',
  request: { query: GatewayStart },
  responses: {
    200: jsonContent(
      z.object({
        data: z.object({
          ...BookingState,
          paid: z.boolean(),
          paymentMethod: PaymentMethodSchema.nullable(),
          deadline: z.string(),
          amount: z.string(),
          currency: Currency,
          instructions: z.object({ supportPhone: z.string(), paymentReference: z.string(), account: AnyOrderSchema.shape.bankTransfer }),
        }),
      }),
      'Status and instructions',
    ),
    404: noBooking,
    422: errorResponse('Malformed booking ID'),
    429: limited,
  },
});

const VoucherBody = z.object({
  bookingId: BookingId,
  code: z
    .string()
    .trim()
    .min(2)
    .max(32)
    .regex(/^[A-Za-z0-9-]+$/, 'Letters, digits and dashes only.'),
});

export const applyVoucherRoute = createRoute({
  method: 'post',
  security: bookingSecurity(true),
  path: '/payment/vouchers/checkout',
  tags: ['Payments'],
  summary: 'Apply a promo code to an unpaid booking',
  request: { body: jsonBody(VoucherBody) },
  responses: {
    200: jsonContent(OrderData, 'The booking with its discount'),
    403: errorResponse('Missing XSRF token'),
    404: noBooking,
    409: errorResponse('Paid or lapsed'),
    422: errorResponse('Unknown, expired or used-up code'),
    429: limited,
  },
});

export const removeVoucherRoute = createRoute({
  method: 'delete',
  security: bookingSecurity(true),
  path: '/payment/vouchers/checkout',
  tags: ['Payments'],
  summary: 'Remove the promo code from an unpaid booking',
  request: { body: jsonBody(z.object({ bookingId: BookingId })) },
  responses: {
    200: jsonContent(OrderData, 'The booking without discount'),
    403: errorResponse('Missing XSRF token'),
    404: noBooking,
    409: errorResponse('Paid or lapsed'),
    422: errorResponse('Malformed booking ID'),
    429: limited,
  },
});

const WebhookReceipt = z.object({ received: z.literal(true), ignored: z.boolean().optional(), outcome: z.string().optional() }).openapi('WebhookReceipt');
const webhook = (gateway: 'paystack' | 'flutterwave', label: string) =>
  createRoute({
    method: 'post',
    path: `/payment/webhooks/${gateway}`,
    tags: ['Payments', 'Webhooks'],
    summary: `${label} webhook: a signed notice of a transaction, verified with ${label} itself and settled once`,
    security: [gateway === 'paystack' ? { paystackSignature: [] } : { flutterwaveHash: [] }],
    request: {
      body: jsonBody(
        z
          .object({ event: z.string().max(100).optional() })
          .passthrough()
          .openapi(`${label}Webhook`),
      ),
    },
    responses: {
      200: jsonContent(WebhookReceipt, 'Received: settled, already settled, or ignored (an event we do not act on, or a payment we never started: logged)'),
      401: errorResponse('The signature does not match'),
      502: errorResponse(`${label} could not confirm the transaction just now: it sends the webhook again later`),
    },
  });

export const paystackWebhook = webhook('paystack', 'Paystack');
export const flutterwaveWebhook = webhook('flutterwave', 'Flutterwave');

// ——— Our staff: paid bookings their provider has not confirmed (server/payments/fulfilment.ts) ———

const AwaitingSchema = z
  .object({
    reference: z.string(),
    kind: z.string(),
    fulfilment: z.enum(['PENDING', 'FAILED']),
    error: z.string().nullable().openapi({ description: 'What the provider last answered' }),
    attempts: z.number().int(),
    paidAt: z.string().nullable(),
    total: z.string(),
    currency: Currency,
  })
  .openapi('AwaitingProvider');
const StaffParams = z.object({ reference: BookingId.openapi({ param: { name: 'reference', in: 'path' }, example: 'K7MX3Q' }) });
const staffErrors = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not a staff account'),
  404: errorResponse('No booking with this ID'),
  409: errorResponse('Not a paid booking waiting for its provider (or its provider is being asked right now)'),
  422: errorResponse('Not a booking ID'),
};

export const staffAwaitingRoute = createRoute({
  method: 'get',
  path: '/ops/fulfilments',
  tags: ['Operations'],
  summary: 'Paid bookings their airline, hotel or insurer has not confirmed: FAILED (a person must act), and PENDING for over ten minutes; oldest first',
  responses: {
    200: jsonContent(z.object({ data: z.array(AwaitingSchema) }), 'Bookings waiting for their provider'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a staff account'),
  },
});

export const staffRetryFulfilmentRoute = createRoute({
  method: 'post',
  path: '/ops/bookings/{reference}/fulfil',
  tags: ['Operations'],
  summary:
    'Ask the provider again now (its tries start again; the job follows). Where the provider may have done it already (a hotel that did not answer), ask the provider first.',
  request: { params: StaffParams },
  responses: {
    200: jsonContent(
      z.object({
        data: z.object({
          outcome: z.enum(['done', 'later', 'refund-due', 'failed', 'busy', 'none']),
          fulfilment: z.enum(['PENDING', 'DONE', 'FAILED']).nullable(),
          status: Status,
        }),
      }),
      'Asked: what happened',
    ),
    ...staffErrors,
  },
});

export const staffRefundUnfulfilledRoute = createRoute({
  method: 'post',
  path: '/ops/bookings/{reference}/refund',
  tags: ['Operations'],
  summary: 'Give up on the provider: the booking is cancelled, the payment refunded through its gateway (or recorded as due), the traveller emailed',
  request: { params: StaffParams },
  responses: {
    200: jsonContent(
      z.object({
        data: z.object({ status: Status, refund: z.object({ status: z.enum(['REFUNDED', 'REFUND_DUE']), amount: z.string(), currency: z.string() }) }),
      }),
      'Cancelled and refunded (or due)',
    ),
    ...staffErrors,
  },
});

export const getPayableBooking = createRoute({
  method: 'get',
  security: bookingSecurity(false),
  path: '/bookings/{reference}/pay',
  tags: ['Bookings', 'Payments'],
  summary: 'A booking as the pay-later page needs it: amount due, whether it can still be paid, which methods',
  request: { params: BookingParams },
  responses: {
    200: jsonContent(z.object({ data: AnyOrderSchema.extend(PaymentOptionsSchema.shape) }).openapi('PayableBooking'), 'The booking and its payment options'),
    404: errorResponse('No booking with this ID'),
    422: errorResponse('Not a booking ID'),
  },
});
