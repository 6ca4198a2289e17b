import type { Context } from 'hono';
import { findBooking, lapseExpiredReservations } from '../../bookings/flight-bookings';
import { getDatabase } from '../../db/client';
import { env } from '../../env';
import { createRouter, type AppBindings } from '../../lib/create-app';
import { HttpError } from '../../lib/http-error';
import { logger } from '../../lib/logger';
import { afterPaymentPath, bookingView, chooseBankTransfer, findBookingOrFail, gatewayOf, settlePayment, startCardPayment } from '../../payments/checkout';
import { applyVoucher, removeVoucher } from '../../payments/vouchers';
import { getPaymentGateway, sandboxEnabled, type GatewayName } from '../../providers/payments';
import { completeSandboxTransaction, findSandboxTransaction, sandboxRedirect, type SandboxOutcome } from '../../providers/payments/sandbox';
import { GatewayError } from '../../providers/payments/types';
import {
  applyVoucherRoute,
  bankCheck,
  flightPaymentMethods,
  flutterwaveCheckout,
  flutterwaveReturn,
  paystackCheckout,
  paystackReturn,
  removeVoucherRoute,
  selectPayment,
} from './payments.routes';

const siteOrigin = (c: Context<AppBindings>) => env().PUBLIC_URL?.replace(/\/$/, '') ?? new URL(c.req.url).origin;
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

/** Card payment by full-page redirect: works without JavaScript; failures come back to /payment with a reason. */
async function redirectToCheckout(c: Context<AppBindings>, gateway: GatewayName, bookingId: string) {
  const { db } = await getDatabase();
  await lapseExpiredReservations(db);
  const found = await findBooking(db, bookingId);
  const prefix = localePrefix(found?.booking.language ?? 'en');
  if (!found) return c.redirect(`/payment?payment=unknown`, 302);
  if (found.booking.status === 'CONFIRMED') return c.redirect(`${prefix}/flights/confirmation?booking=${bookingId}`, 302);
  try {
    const { checkoutUrl } = await gatewayUnavailable(() => startCardPayment(db, getPaymentGateway(gateway), bookingId, callbackUrl(c, gateway)));
    return c.redirect(checkoutUrl, 302);
  } catch (error) {
    const reason = error instanceof HttpError ? (error.code === 'BOOKING_LAPSED' ? 'lapsed' : 'unavailable') : 'unavailable';
    if (!(error instanceof HttpError)) logger.error('payment start failed', { booking: bookingId, error: String(error) });
    return c.redirect(`${prefix}/payment?booking=${bookingId}&payment=${reason}`, 302);
  }
}

async function verifyAndSettle(gateway: GatewayName, reference: string, transactionId?: string) {
  const { db } = await getDatabase();
  const verified = await getPaymentGateway(gateway).verify({ reference, transactionId });
  return settlePayment(db, gateway, reference, verified);
}

async function returnFromGateway(c: Context<AppBindings>, gateway: GatewayName, reference: string, transactionId?: string) {
  try {
    return c.redirect(afterPaymentPath(await verifyAndSettle(gateway, reference, transactionId)), 302);
  } catch (error) {
    logger.warn('payment verification failed', { gateway, reference, error: String(error) });
    const bookingId = reference.split('-')[0] ?? '';
    return c.redirect(`/payment?booking=${encodeURIComponent(bookingId)}&payment=pending`, 302);
  }
}

/**
 * Webhooks: the signature is checked on the raw body before anything is read; the transaction is
 * then verified with the gateway itself and settled once (a replay finds it settled).
 */
async function webhook(c: Context<AppBindings>, gateway: GatewayName) {
  const raw = await c.req.text();
  const adapter = getPaymentGateway(gateway);
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
  // If the gateway cannot confirm it now, a 502 makes it send the webhook again later.
  const settlement = await gatewayUnavailable(() => verifyAndSettle(gateway, notice.reference, notice.transactionId));
  return c.json({ received: true, outcome: settlement.outcome }, 200);
}

const webhooksInFlight = new Set<Promise<unknown>>();

/** Waits for the sandbox's webhooks still on their way (tests). */
export async function sandboxWebhooksDelivered() {
  while (webhooksInFlight.size > 0) await Promise.all([...webhooksInFlight]);
}

export const paymentsRouter = createRouter()
  .openapi(selectPayment, async (c) => {
    const { bookingId, method } = c.req.valid('json');
    const { db } = await getDatabase();
    await lapseExpiredReservations(db);
    if (method === 'BANK_TRANSFER') {
      const found = await chooseBankTransfer(db, bookingId);
      const view = bookingView(found);
      return c.json({ data: { method, bankTransfer: { paymentReference: view.reference, deadline: view.paymentDeadline, amount: view.fare.total, currency: view.currency, supportPhone: env().SUPPORT_PHONE } } }, 200);
    }
    const gateway = gatewayOf(method);
    const { checkoutUrl, paymentReference } = await gatewayUnavailable(() => startCardPayment(db, getPaymentGateway(gateway), bookingId, callbackUrl(c, gateway)));
    return c.json({ data: { method, checkoutUrl, paymentReference } }, 200);
  })
  .openapi(flightPaymentMethods, async (c) => {
    const { db } = await getDatabase();
    await lapseExpiredReservations(db);
    const view = bookingView(await findBookingOrFail(db, c.req.valid('json').bookingId));
    const methods = view.payable
      ? [
          { method: 'PAYSTACK', available: true },
          { method: 'FLUTTERWAVE', available: true },
          { method: 'BANK_TRANSFER', available: !!view.bankTransferDeadline, deadline: view.bankTransferDeadline },
        ]
      : [];
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
    await lapseExpiredReservations(db);
    const view = bookingView(await findBookingOrFail(db, c.req.valid('query').bookingId));
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
    await lapseExpiredReservations(db);
    await applyVoucher(db, bookingId, code);
    return c.json({ data: bookingView((await findBooking(db, bookingId))!) }, 200);
  })
  .openapi(removeVoucherRoute, async (c) => {
    const { bookingId } = c.req.valid('json');
    const { db } = await getDatabase();
    await lapseExpiredReservations(db);
    await removeVoucher(db, bookingId);
    return c.json({ data: bookingView((await findBooking(db, bookingId))!) }, 200);
  });

paymentsRouter.post('/payment/webhooks/paystack', (c) => webhook(c, 'paystack'));
paymentsRouter.post('/payment/webhooks/flutterwave', (c) => webhook(c, 'flutterwave'));

/** The sandbox checkout's two calls; served only while a gateway runs on the sandbox. */
paymentsRouter.get('/payment/sandbox/:reference', async (c) => {
  if (!sandboxEnabled()) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No sandbox here.');
  const { db } = await getDatabase();
  const row = await findSandboxTransaction(db, c.req.param('reference'));
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No sandbox payment has this reference.');
  return c.json({ data: { reference: row.reference, gateway: row.gateway, amount: (row.amountMinor / 100).toFixed(2), currency: row.currency, email: row.email, status: row.status } }, 200);
});

paymentsRouter.post('/payment/sandbox/:reference', async (c) => {
  if (!sandboxEnabled()) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No sandbox here.');
  const form = await c.req.parseBody();
  const outcome = form.outcome;
  if (outcome !== 'success' && outcome !== 'failed' && outcome !== 'abandoned') throw new HttpError(422, 'INVALID_INPUT', 'Invalid input', 'outcome: success, failed or abandoned.');
  const { db } = await getDatabase();
  const pending = await findSandboxTransaction(db, c.req.param('reference'));
  if (!pending) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No sandbox payment has this reference.');
  // A settled sandbox payment keeps its outcome: pressing again only returns to the site.
  const completed = pending.status === 'pending' ? await completeSandboxTransaction(db, pending.reference, outcome as SandboxOutcome) : null;
  if (completed?.webhook) {
    const { path, body, headers } = completed.webhook;
    // As the real gateway does, the webhook arrives on its own, racing the browser's return.
    const delivery = new Promise((resolve) => setTimeout(resolve, 0))
      .then(() => import('../../app'))
      .then(({ getApp }) => getApp().request(path, { method: 'POST', body, headers }))
      .catch((error: unknown) => logger.warn('sandbox webhook failed', { error: String(error) }))
      .finally(() => webhooksInFlight.delete(delivery));
    webhooksInFlight.add(delivery);
  }
  return c.redirect(completed?.redirectUrl ?? sandboxRedirect(pending), 303);
});
