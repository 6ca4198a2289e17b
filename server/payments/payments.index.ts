import type { Context } from 'hono';
import { grantBookingAccess, linkContext, openBooking, type LinkContext } from '../orders/access';
import { lapseExpiredReservations, withDetails } from '../flights/bookings';
import { getDatabase, type Database } from '../db/client';
import { payments } from '../db/schema';
import { env } from '../env';
import { createRouter, type AppBindings } from '../lib/create-app';
import { HttpError } from '../lib/http-error';
import { logger } from '../lib/logger';
import { siteOrigin } from '../lib/site-origin';
import { afterPaymentPath, bookingView, chooseBankTransfer, confirmContact, gatewayOf, paymentMethodsOf, settlePayment, startCardPayment, type BankTransferChoice } from './checkout';
import { applyVoucher, removeVoucher } from './vouchers';
import { getPaymentGateway, sandboxEnabled, type GatewayName } from './gateways';
import { completeSandboxTransaction, findSandboxTransaction, sandboxRedirect } from './gateways/sandbox';
import { GatewayError } from './gateways/types';
import { rateLimit } from '../lib/rate-limit';
import { clientIp } from '../lib/request-context';
import { eq } from 'drizzle-orm';
import {
  applyVoucherRoute,
  bankCheck,
  confirmContactLinkRoute,
  confirmContactRoute,
  flightPaymentMethods,
  flutterwaveCheckout,
  flutterwaveReturn,
  paystackCheckout,
  paystackReturn,
  flutterwaveWebhook,
  paystackWebhook,
  removeVoucherRoute,
  sandboxOutcome,
  sandboxTransaction,
  selectPayment,
} from './payments.routes';

const callbackUrl = (c: Context<AppBindings>, gateway: GatewayName) => `${siteOrigin(c)}/api/payment/${gateway === 'paystack' ? 'psverify' : 'flwverify'}`;
const localePrefix = (language: string) => (language === 'fr' ? '/fr' : '');

async function gatewayUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GatewayError) {
      logger.warn('payment gateway error', { gateway: error.gateway, status: error.status, error: error.message });
      throw new HttpError(502, 'PAYMENT_GATEWAY_UNAVAILABLE', 'Payment provider unavailable', 'The payment provider could not start the payment. Please try again, or choose another method.');
    }
    throw error;
  }
}

/** An unpaid booking this request may open (404 otherwise), after lapsed reservations are swept. */
async function openUnpaid(c: Context<AppBindings>, db: Database, reference: string) {
  await lapseExpiredReservations(db);
  return withDetails(db, await openBooking(c, db, reference));
}

/**
 * Card payment by full-page redirect: works without JavaScript; failures come back to /payment
 * with a reason. A browser that may not open the booking is sent to /payment to say who it is.
 */
async function redirectToCheckout(c: Context<AppBindings>, gateway: GatewayName, bookingId: string) {
  const { db } = await getDatabase();
  let found;
  try {
    found = await openUnpaid(c, db, bookingId);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 429)) return c.redirect(`/payment?booking=${bookingId}`, 302);
    throw error;
  }
  const prefix = localePrefix(found.booking.language);
  if (found.booking.status === 'CONFIRMED') return c.redirect(`${prefix}/flights/confirmation?booking=${bookingId}`, 302);
  try {
    const { checkoutUrl } = await gatewayUnavailable(async () => startCardPayment(db, await getPaymentGateway(gateway, db), bookingId, callbackUrl(c, gateway)));
    return c.redirect(checkoutUrl, 302);
  } catch (error) {
    const reason = error instanceof HttpError ? (error.code === 'BOOKING_LAPSED' ? 'lapsed' : 'unavailable') : 'unavailable';
    if (!(error instanceof HttpError)) logger.error('payment start failed', { booking: bookingId, error: String(error) });
    return c.redirect(`${prefix}/payment?booking=${bookingId}&payment=${reason}`, 302);
  }
}

/** What the gateway itself says of a transaction, settled once. */
async function settle(db: Database, gateway: GatewayName, reference: string, links: LinkContext, transactionId?: string) {
  const verified = await (await getPaymentGateway(gateway, db)).verify({ reference, transactionId });
  return settlePayment(db, gateway, reference, verified, links);
}

/** The browser back from the gateway: settled, given access to its booking, sent to the confirmation (or back to payment). */
async function returnFromGateway(c: Context<AppBindings>, gateway: GatewayName, reference: string, transactionId?: string) {
  const { db } = await getDatabase();
  try {
    const links = await linkContext(c, db);
    const settlement = await settle(db, gateway, reference, links, transactionId);
    if (settlement.bookingReference) await grantBookingAccess(c, db, settlement.bookingReference);
    return c.redirect(afterPaymentPath(settlement, links), 302);
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
  const { db } = await getDatabase();
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
  const [payment] = await db.select({ gateway: payments.gateway }).from(payments).where(eq(payments.reference, notice.reference.slice(0, 60)));
  if (!payment || payment.gateway !== gateway) {
    logger.warn('webhook for a payment we do not know', { gateway, reference: notice.reference.slice(0, 60), event: notice.event });
    return c.json({ received: true, ignored: true }, 200);
  }
  // If the gateway cannot confirm it now, a 502 makes it send the webhook again later.
  const links = await linkContext(c, db);
  const settlement = await gatewayUnavailable(() => settle(db, gateway, notice.reference, links, notice.transactionId));
  return c.json({ received: true, outcome: settlement.outcome }, 200);
}

const webhooksInFlight = new Set<Promise<unknown>>();

/** Waits for the sandbox's webhooks still on their way (tests). */
export async function sandboxWebhooksDelivered() {
  while (webhooksInFlight.size > 0) await Promise.all([...webhooksInFlight]);
}

const bankTransferAnswer = (choice: BankTransferChoice) => {
  const view = bookingView(choice.booking);
  if (!choice.reserved) return { method: 'BANK_TRANSFER' as const, reserved: false, confirmation: choice.confirmation, heldUntil: view.paymentDeadline };
  return {
    method: 'BANK_TRANSFER' as const,
    reserved: true,
    bankTransfer: { paymentReference: view.reference, deadline: view.paymentDeadline, amount: view.fare.total, currency: view.currency, supportPhone: env().SUPPORT_PHONE },
  };
};

/** Promo codes are tried per address: guessing them is slow even with bookings to try them on. */
const limitVoucherTries = async (c: Context<AppBindings>, db: Database) =>
  rateLimit(db, { key: `voucher:ip:${clientIp(c)}`, max: 20, windowSeconds: 15 * 60 }, 'Too many promo codes tried. Please wait 15 minutes and try again.');

export const paymentsRouter = createRouter()
  .openapi(selectPayment, async (c) => {
    const { bookingId, method } = c.req.valid('json');
    const { db } = await getDatabase();
    await openUnpaid(c, db, bookingId);
    if (method === 'BANK_TRANSFER') return c.json({ data: bankTransferAnswer(await chooseBankTransfer(db, bookingId, await linkContext(c, db))) }, 200);
    const gateway = gatewayOf(method);
    const { checkoutUrl, paymentReference } = await gatewayUnavailable(async () => startCardPayment(db, await getPaymentGateway(gateway, db), bookingId, callbackUrl(c, gateway)));
    return c.json({ data: { method, checkoutUrl, paymentReference } }, 200);
  })
  .openapi(confirmContactRoute, async (c) => {
    const { bookingId, verificationId, code } = c.req.valid('json');
    const { db } = await getDatabase();
    const found = await openUnpaid(c, db, bookingId);
    await rateLimit(db, { key: `code:ip:${clientIp(c)}`, max: 30, windowSeconds: 15 * 60 }, 'Too many codes tried from this connection. Please wait a few minutes.');
    const choice = await confirmContact(db, verificationId, code, await linkContext(c, db), new Date(), found.booking.id);
    return c.json({ data: bankTransferAnswer(choice) }, 200);
  })
  .openapi(confirmContactLinkRoute, async (c) => {
    const { id, code } = c.req.valid('param');
    const { db } = await getDatabase();
    try {
      await rateLimit(db, { key: `code:ip:${clientIp(c)}`, max: 30, windowSeconds: 15 * 60 }, 'Too many codes tried.');
      await lapseExpiredReservations(db);
      const choice = await confirmContact(db, id, code, await linkContext(c, db));
      await grantBookingAccess(c, db, choice.booking.booking.reference);
      return c.redirect(`${localePrefix(choice.booking.booking.language)}/flights/confirmation?booking=${choice.booking.booking.reference}`, 302);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return c.redirect(`/manage?contact=failed`, 302);
    }
  })
  .openapi(flightPaymentMethods, async (c) => {
    const { db } = await getDatabase();
    const view = bookingView(await openUnpaid(c, db, c.req.valid('json').bookingId));
    const methods = paymentMethodsOf(view).map((method) => (method === 'BANK_TRANSFER' ? { method, available: true, deadline: view.bankTransferDeadline } : { method, available: true }));
    return c.json({ data: { bookingId: view.reference, status: view.status, methods } }, 200);
  })
  .openapi(paystackCheckout, (c) => redirectToCheckout(c, 'paystack', c.req.valid('query').bookingId) as never)
  .openapi(flutterwaveCheckout, (c) => redirectToCheckout(c, 'flutterwave', c.req.valid('query').bookingId) as never)
  .openapi(paystackReturn, (c) => returnFromGateway(c, 'paystack', c.req.valid('query').reference) as never)
  .openapi(flutterwaveReturn, (c) => {
    const query = c.req.valid('query');
    return returnFromGateway(c, 'flutterwave', query.tx_ref, query.transaction_id) as never;
  })
  .openapi(bankCheck, async (c) => {
    const { db } = await getDatabase();
    const view = bookingView(await openUnpaid(c, db, c.req.valid('query').bookingId));
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
          instructions: { supportPhone: env().SUPPORT_PHONE, paymentReference: view.reference },
        },
      },
      200,
    );
  })
  .openapi(applyVoucherRoute, async (c) => {
    const { bookingId, code } = c.req.valid('json');
    const { db } = await getDatabase();
    await openUnpaid(c, db, bookingId);
    await limitVoucherTries(c, db);
    await applyVoucher(db, bookingId, code);
    return c.json({ data: bookingView((await openUnpaid(c, db, bookingId))) }, 200);
  })
  .openapi(removeVoucherRoute, async (c) => {
    const { bookingId } = c.req.valid('json');
    const { db } = await getDatabase();
    await openUnpaid(c, db, bookingId);
    await removeVoucher(db, bookingId);
    return c.json({ data: bookingView((await openUnpaid(c, db, bookingId))) }, 200);
  });

paymentsRouter
  .openapi(paystackWebhook, (c) => webhook(c, 'paystack') as never)
  .openapi(flutterwaveWebhook, (c) => webhook(c, 'flutterwave') as never)
  // The sandbox checkout's two calls; served only while the sandbox stands in for the gateways.
  .openapi(sandboxTransaction, async (c) => {
    if (!sandboxEnabled()) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No sandbox here.');
    const { db } = await getDatabase();
    const row = await findSandboxTransaction(db, c.req.valid('param').reference);
    if (!row) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No sandbox payment has this reference.');
    return c.json({ data: { reference: row.reference, gateway: row.gateway, amount: (row.amountMinor / 100).toFixed(2), currency: row.currency, email: row.email, status: row.status } }, 200);
  })
  .openapi(sandboxOutcome, async (c) => {
    if (!sandboxEnabled()) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No sandbox here.');
    const { outcome } = c.req.valid('form');
    const { db } = await getDatabase();
    const pending = await findSandboxTransaction(db, c.req.valid('param').reference);
    if (!pending) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No sandbox payment has this reference.');
    const keys = (await getPaymentGateway(pending.gateway as GatewayName, db)).sandbox!;
    // A settled sandbox payment keeps its outcome: pressing again only returns to the site.
    const completed = pending.status === 'pending' ? await completeSandboxTransaction(db, keys, pending.reference, outcome) : null;
    if (completed?.webhook) {
      const { path, body, headers } = completed.webhook;
      // As the real gateway does, the webhook arrives on its own, racing the browser's return.
      const delivery = new Promise((resolve) => setTimeout(resolve, 0))
        .then(() => import('../app'))
        .then(({ getApp }) => getApp().request(new URL(path, siteOrigin(c)).toString(), { method: 'POST', body, headers }))
        .catch((error: unknown) => logger.warn('sandbox webhook failed', { error: String(error) }))
        .finally(() => webhooksInFlight.delete(delivery));
      webhooksInFlight.add(delivery);
    }
    return c.redirect(completed?.redirectUrl ?? sandboxRedirect(pending), 303) as never;
  });
