import type { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { env } from '../env';
import type { AppBindings, AppRouteHandler } from '../lib/create-app';
import { HttpError } from '../lib/http-error';
import { logger } from '../../common/node/logger';
import { rateLimit } from '../lib/rate-limit';
import { clientIp } from '../lib/request-context';
import { siteOrigin } from '../lib/site-origin';
import { grantBookingAccess, linkContext, mayOpenBooking, openBooking } from '../orders/access';
import { kindOf, loadOrder, orderView, pageFor, paymentPageOf } from '../orders/orders';
import { openOrderView } from '../orders/orders.handlers';
import {
  afterPaymentPath,
  chooseBankTransfer,
  gatewayUnavailable,
  confirmContact,
  gatewayOf,
  paymentMethodsOf,
  settleWithGateway,
  startCardPayment,
  transferInstructions,
  type BankTransferChoice,
} from './checkout';
import { getPaymentGateway, type GatewayName } from './gateways';
import type * as routes from './payments.routes';
import { payments } from './schema';
import { applyVoucher, removeVoucher } from '../orders/vouchers';
import { awaitingProviders, refundUnfulfilled, retryFulfilment } from './fulfilment';
import { requireStaff } from '../accounts/session';
import { fromMinor } from '../lib/money';
import { orders } from '../orders/schema';

type BankTransferAnswer = z.output<typeof routes.BankTransferAnswerSchema>;

const callbackUrl = (c: Context<AppBindings>, gateway: GatewayName) => `${siteOrigin(c)}/api/payment/${gateway === 'paystack' ? 'psverify' : 'flwverify'}`;
const localePrefix = (language: string) => (language === 'fr' ? '/fr' : '');

/** An order this request may open, with its details (the unknown-booking 404 otherwise). */
const openOrder = async (c: Context<AppBindings>, reference: string) => loadOrder(c.var.db, await openBooking(c, c.var.db, reference));

/**
 * Card payment by full-page redirect: works without JavaScript; failures come back to /payment
 * with a reason. A browser that may not open the booking is sent to /payment to say who it is.
 */
async function redirectToCheckout(c: Context<AppBindings>, gateway: GatewayName, bookingId: string, channel: 'card' | 'ussd' = 'card') {
  const { db } = c.var;
  let found;
  try {
    found = await openOrder(c, bookingId);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 429)) return c.redirect(`/payment?booking=${bookingId}`, 302);
    throw error;
  }
  const prefix = localePrefix(found.order.language);
  if (found.order.status === 'CONFIRMED') return c.redirect(`${prefix}${pageFor(kindOf(found.order).confirmationPage, bookingId)}`, 302);
  // USSD codes are Nigerian banks': naira only.
  const paymentPage = `${prefix}${paymentPageOf(found.order)}`;
  if (channel === 'ussd' && found.order.currency !== 'NGN') return c.redirect(`${paymentPage}?booking=${bookingId}&payment=unavailable`, 302);
  try {
    const { checkoutUrl } = await gatewayUnavailable(async () =>
      startCardPayment(db, await getPaymentGateway(gateway, db), bookingId, callbackUrl(c, gateway), new Date(), channel),
    );
    return c.redirect(checkoutUrl, 302);
  } catch (error) {
    const reason = error instanceof HttpError ? (error.code === 'BOOKING_LAPSED' ? 'lapsed' : 'unavailable') : 'unavailable';
    if (!(error instanceof HttpError)) logger.error('payment start failed', { booking: bookingId, error: String(error) });
    return c.redirect(`${paymentPage}?booking=${bookingId}&payment=${reason}`, 302);
  }
}

/**
 * The browser back from the gateway: settled, and sent to the confirmation (or back to payment).
 * A payment reference is no key to its booking (it travels in the gateway's addresses): the
 * booking opens only for a browser that could already open it (the one that started the
 * checkout), or for the return that itself confirmed the payment (the gateway may finish in
 * another browser). Anyone else is sent to the page with the booking named, to say who they are.
 */
async function returnFromGateway(c: Context<AppBindings>, gateway: GatewayName, reference: string, transactionId?: string) {
  const { db } = c.var;
  try {
    const links = await linkContext(c, db);
    const settlement = await settleWithGateway(db, gateway, reference, links, transactionId);
    const booking = settlement.bookingReference;
    if (booking && settlement.outcome === 'CONFIRMED') {
      await grantBookingAccess(c, db, booking);
      return c.redirect(afterPaymentPath(settlement, links), 302);
    }
    return c.redirect(afterPaymentPath(settlement, booking && (await mayOpenBooking(c, db, booking)) ? links : null), 302);
  } catch (error) {
    logger.warn('payment verification failed', { gateway, reference, error: String(error) });
    const bookingId = reference.split('-')[0] ?? '';
    return c.redirect(`/payment?booking=${encodeURIComponent(bookingId)}&payment=pending`, 302);
  }
}

/**
 * Webhooks: the signature is checked on the raw body before anything is read; the transaction is
 * then verified with the gateway itself and settled once (a replay finds it settled). A signed
 * notice for a payment we never started is acknowledged (200) and logged, so the gateway does not
 * retry it forever.
 */
async function webhook(c: Context<AppBindings>, gateway: GatewayName) {
  const raw = await c.req.text();
  const { db } = c.var;
  const adapter = await getPaymentGateway(gateway, db);
  if (!adapter.verifyWebhook(raw, c.req.raw.headers)) {
    logger.warn('webhook with a bad signature', { gateway });
    throw new HttpError(401, 'BAD_SIGNATURE', 'Bad signature', 'The webhook signature does not match.');
  }
  let notice;
  try {
    notice = adapter.parseWebhook(raw);
  } catch {
    throw new HttpError(400, 'MALFORMED_JSON', 'Malformed JSON', 'The webhook body is not valid JSON.');
  }
  if (!notice) return c.json({ received: true, ignored: true }, 200);
  const [payment] = await db
    .select({ gateway: payments.gateway })
    .from(payments)
    .where(eq(payments.reference, notice.reference.slice(0, 60)));
  if (!payment || payment.gateway !== gateway) {
    logger.warn('webhook for a payment we do not know', { gateway, reference: notice.reference.slice(0, 60), event: notice.event });
    return c.json({ received: true, ignored: true }, 200);
  }
  // If the gateway cannot confirm it now, a 502 makes it send the webhook again later.
  const links = await linkContext(c, db);
  const settlement = await gatewayUnavailable(() => settleWithGateway(db, gateway, notice.reference, links, notice.transactionId));
  return c.json({ received: true, outcome: settlement.outcome }, 200);
}

const bankTransferAnswer = (choice: BankTransferChoice): BankTransferAnswer => {
  const view = orderView(choice.loaded);
  if (!choice.reserved) return { method: 'BANK_TRANSFER', reserved: false, confirmation: choice.confirmation, heldUntil: view.paymentDeadline };
  return {
    method: 'BANK_TRANSFER',
    reserved: true,
    bankTransfer: {
      paymentReference: view.reference,
      deadline: view.paymentDeadline,
      amount: view.fare.total,
      currency: view.currency,
      supportPhone: env().SUPPORT_PHONE,
    },
  };
};

const limitCodeTries = (c: Context<AppBindings>, message = 'Too many codes tried from this connection. Please wait a few minutes.') =>
  rateLimit(c.var.db, { key: `code:ip:${clientIp(c)}`, max: 30, windowSeconds: 15 * 60 }, message);

/** Spec §7 POST /payment/select: a card checkout to go to, or the bank-transfer reservation (after the contact email's code). */
export const selectPaymentHandler: AppRouteHandler<typeof routes.selectPayment> = async (c) => {
  const { bookingId, method } = c.req.valid('json');
  const { db } = c.var;
  await openOrder(c, bookingId);
  if (method === 'BANK_TRANSFER') return c.json({ data: bankTransferAnswer(await chooseBankTransfer(db, bookingId, await linkContext(c, db))) }, 200);
  const gateway = gatewayOf(method);
  const { checkoutUrl, paymentReference } = await gatewayUnavailable(async () =>
    startCardPayment(db, await getPaymentGateway(gateway, db), bookingId, callbackUrl(c, gateway)),
  );
  return c.json({ data: { method, checkoutUrl, paymentReference } }, 200);
};

/** The contact email's code: confirmed, the bank-transfer reservation is made. */
export const confirmContactHandler: AppRouteHandler<typeof routes.confirmContactRoute> = async (c) => {
  const { bookingId, verificationId, code } = c.req.valid('json');
  const found = await openOrder(c, bookingId);
  await limitCodeTries(c);
  const choice = await confirmContact(c.var.db, verificationId, code, await linkContext(c, c.var.db), new Date(), found.order.id);
  return c.json({ data: bankTransferAnswer(choice) }, 200);
};

/** The contact email's link: confirmed and reserved, and this browser may open the booking. */
export const confirmContactLinkHandler: AppRouteHandler<typeof routes.confirmContactLinkRoute> = async (c) => {
  const { id, code } = c.req.valid('param');
  const { db } = c.var;
  try {
    await limitCodeTries(c, 'Too many codes tried.');
    const choice = await confirmContact(db, id, code, await linkContext(c, db));
    const { order } = choice.loaded;
    await grantBookingAccess(c, db, order.reference);
    return c.redirect(`${localePrefix(order.language)}${pageFor(kindOf(order).confirmationPage, order.reference)}`, 302) as never;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return c.redirect(`/manage?contact=failed`, 302) as never;
  }
};

/** Spec §7 POST /api/flightPaymentMethod: the methods open to the booking now. */
export const flightPaymentMethodsHandler: AppRouteHandler<typeof routes.flightPaymentMethods> = async (c) => {
  const view = orderView(await openOrder(c, c.req.valid('json').bookingId));
  const methods = paymentMethodsOf(view).map((method) =>
    method === 'BANK_TRANSFER' ? { method, available: true, deadline: view.bankTransferDeadline } : { method, available: true },
  );
  return c.json({ data: { bookingId: view.reference, status: view.status, methods } }, 200);
};

export const paystackCheckoutHandler: AppRouteHandler<typeof routes.paystackCheckout> = (c) =>
  redirectToCheckout(c, 'paystack', c.req.valid('query').bookingId, c.req.valid('query').channel) as never;
export const flutterwaveCheckoutHandler: AppRouteHandler<typeof routes.flutterwaveCheckout> = (c) =>
  redirectToCheckout(c, 'flutterwave', c.req.valid('query').bookingId, c.req.valid('query').channel) as never;
export const paystackReturnHandler: AppRouteHandler<typeof routes.paystackReturn> = (c) =>
  returnFromGateway(c, 'paystack', c.req.valid('query').reference) as never;
export const flutterwaveReturnHandler: AppRouteHandler<typeof routes.flutterwaveReturn> = (c) => {
  const query = c.req.valid('query');
  return returnFromGateway(c, 'flutterwave', query.tx_ref, query.transaction_id) as never;
};
export const paystackWebhookHandler: AppRouteHandler<typeof routes.paystackWebhook> = (c) => webhook(c, 'paystack') as never;
export const flutterwaveWebhookHandler: AppRouteHandler<typeof routes.flutterwaveWebhook> = (c) => webhook(c, 'flutterwave') as never;

/** Spec §7 GET /payment/bankcheck: whether a bank-transfer reservation is paid yet, with its instructions. */
export const bankCheckHandler: AppRouteHandler<typeof routes.bankCheck> = async (c) => {
  const view = orderView(await openOrder(c, c.req.valid('query').bookingId));
  c.header('Cache-Control', 'private, no-store');
  return c.json(
    {
      data: {
        bookingId: view.reference,
        status: view.status,
        paid: view.status === 'CONFIRMED',
        paymentMethod: view.paymentMethod,
        deadline: view.paymentDeadline,
        amount: view.fare.total,
        currency: view.currency,
        instructions: { supportPhone: env().SUPPORT_PHONE, paymentReference: view.reference, account: view.bankTransfer },
      },
    },
    200,
  );
};

/** Spec §7 POST /payment/vouchers/checkout: promo codes are tried per address, on a booking this browser may open. */
export const applyVoucherHandler: AppRouteHandler<typeof routes.applyVoucherRoute> = async (c) => {
  const { bookingId, code } = c.req.valid('json');
  const { order } = await openOrder(c, bookingId);
  await rateLimit(
    c.var.db,
    { key: `voucher:ip:${clientIp(c)}`, max: 20, windowSeconds: 15 * 60 },
    'Too many promo codes tried. Please wait 15 minutes and try again.',
  );
  await applyVoucher(c.var.db, bookingId, code, { fee: !!kindOf(order).fee });
  return c.json({ data: orderView(await transferInstructions(c.var.db, await openOrder(c, bookingId), await linkContext(c, c.var.db))) }, 200);
};

/** Spec §7 DELETE /payment/vouchers/checkout. */
export const removeVoucherHandler: AppRouteHandler<typeof routes.removeVoucherRoute> = async (c) => {
  const { bookingId } = c.req.valid('json');
  await openOrder(c, bookingId);
  await removeVoucher(c.var.db, bookingId);
  return c.json({ data: orderView(await transferInstructions(c.var.db, await openOrder(c, bookingId), await linkContext(c, c.var.db))) }, 200);
};

// ——— Our staff ———

/** Paid bookings their provider has not confirmed, for our staff. */
export const staffAwaitingHandler: AppRouteHandler<typeof routes.staffAwaitingRoute> = async (c) => {
  await requireStaff(c);
  const rows = await awaitingProviders(c.var.db);
  return c.json(
    {
      data: rows.map((row) => ({
        reference: row.reference,
        kind: row.kind,
        fulfilment: row.fulfilment as 'PENDING' | 'FAILED',
        error: row.error,
        attempts: row.attempts,
        paidAt: row.paidAt?.toISOString() ?? null,
        total: fromMinor(row.totalMinor),
        currency: row.currency as 'NGN' | 'USD',
      })),
    },
    200,
  );
};

export const staffRetryFulfilmentHandler: AppRouteHandler<typeof routes.staffRetryFulfilmentRoute> = async (c) => {
  const staff = await requireStaff(c);
  const { reference } = c.req.valid('param');
  logger.info('staff action', { action: 'retry-fulfilment', booking: reference, staff: staff.id });
  const outcome = await retryFulfilment(c.var.db, reference, () => linkContext(c, c.var.db));
  const [order] = await c.var.db.select().from(orders).where(eq(orders.reference, reference));
  return c.json({ data: { outcome, fulfilment: order!.fulfilment, status: order!.status } }, 200);
};

export const staffRefundUnfulfilledHandler: AppRouteHandler<typeof routes.staffRefundUnfulfilledRoute> = async (c) => {
  const staff = await requireStaff(c);
  const { reference } = c.req.valid('param');
  logger.info('staff action', { action: 'refund-unfulfilled', booking: reference, staff: staff.id });
  const { order, refund } = await refundUnfulfilled(c.var.db, reference, () => linkContext(c, c.var.db));
  return c.json({ data: { status: order.status, refund: { status: refund.status, amount: fromMinor(refund.amountMinor), currency: refund.currency } } }, 200);
};

/** Spec §7 GET /bookings/{productId}/pay: the order with what is due and how it may be paid. */
export const getPayableBookingHandler: AppRouteHandler<typeof routes.getPayableBooking> = async (c) => {
  const view = await openOrderView(c, c.req.valid('param').reference);
  c.header('Cache-Control', 'private, no-store');
  return c.json(
    { data: { ...view, amountDue: view.payable ? { amount: view.fare.total, currency: view.currency } : null, methods: paymentMethodsOf(view) } },
    200,
  );
};
