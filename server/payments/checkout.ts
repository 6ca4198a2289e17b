import { randomBytes } from 'node:crypto';
import { maskedEmail } from '../lib/text';
import { and, eq, isNull } from 'drizzle-orm';
import { checkCode, issueCode } from '../accounts/accounts';
import { oneTimeCodes } from '../accounts/codes.schema';
import type { Database, Tx } from '../db/client';
import { orderPaid } from '../orders/events';
import { fieldError, HttpError } from '../lib/http-error';
import { logger } from '../../common/node/logger';
import { fromMinor } from '../lib/money';
import { rateLimit } from '../lib/rate-limit';
import { cancellationEmail, confirmationEmail, contactCodeEmail, reservationEmail } from '../mail/order-emails';
import { enqueueMail } from '../mail/outbox';
import { notifyPaid } from '../push/push';
import { bookingLink, bookingPagePath, REDIRECT_LINK_TTL_MS, type LinkContext } from '../orders/access';
import { cancelPaidOrder, kindOf, loadOrderByReference, type LoadedOrder, type Order, type OrderView, type PaymentMethod } from '../orders/orders';
import { awaitFulfilment, fulfilOrder, mailData } from './fulfilment';
import { refundCancelledOrder } from './refunds';
import { orders } from '../orders/schema';
import { ticketAttachment } from '../orders/documents';
import { cardGateways, getPaymentGateway } from './gateways';
import { GatewayError, type GatewayName, type PaymentGateway, type VerifiedTransaction } from './gateways/types';
import { payments, type TransferAccount } from './schema';

/** A card checkout keeps the order held at least this long once the traveller is sent to the gateway. */
const CARD_CHECKOUT_MS = 30 * 60_000;

export type { PaymentMethod } from '../orders/orders';
export const gatewayOf = (method: 'PAYSTACK' | 'FLUTTERWAVE'): GatewayName => (method === 'PAYSTACK' ? 'paystack' : 'flutterwave');

/** The one place that says how an order may be paid now: the card gateways open to travellers, and bank transfer while a reservation can still be made. */
export function paymentMethodsOf(view: Pick<OrderView, 'payable' | 'bankTransferDeadline'>): PaymentMethod[] {
  if (!view.payable) return [];
  return [...cardGateways().map((gateway) => gateway.toUpperCase() as PaymentMethod), ...(view.bankTransferDeadline ? (['BANK_TRANSFER'] as const) : [])];
}

/** The processor that takes what the traveller chose (card, USSD, transfer): the configured one, else the first with keys. */
export const processorOf = (): GatewayName => cardGateways()[0]!;

/** A gateway that cannot be reached is the traveller's 502 (logged), never a 500. */
export async function gatewayUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GatewayError) {
      logger.warn('payment gateway error', { gateway: error.gateway, status: error.status, error: error.message });
      throw new HttpError(
        502,
        'PAYMENT_GATEWAY_UNAVAILABLE',
        'Payment provider unavailable',
        'The payment provider could not start the payment. Please try again, or choose another method.',
      );
    }
    throw error;
  }
}

/** The confirmation email of a paid order once more, with its documents (asked for by its owner: "resend"). */
export async function resendConfirmation(db: Database, loaded: LoadedOrder, links: LinkContext, now = new Date()) {
  const ticket = await ticketAttachment(db, loaded, links.origin);
  const mail = confirmationEmail({ ...mailData(loaded, links, now), ticketAttached: !!ticket });
  await enqueueMail(db, { ...mail, dedupeKey: `resent:${loaded.order.reference}:${now.getTime()}`, ...(ticket ? { attachments: [ticket] } : {}) });
}

/**
 * Cancels a paid order at its holder's request and gives the money back: the order's row is
 * locked while its product decides (`allow`: its window, its provider's own cancellation, which
 * may refuse by throwing, and what its policy keeps of the payment), so cancellations asked for
 * at once cancel and refund once. The money
 * goes back through the gateway (or is recorded as due) and the holder is emailed.
 */
export async function cancelPaidBooking(
  db: Database,
  reference: string,
  kind: Order['kind'],
  allow: (tx: Tx, order: Order) => Promise<void | { keepMinor: number }>,
  now = new Date(),
) {
  let keepMinor = 0;
  const cancelled = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.reference, reference)).for('update');
    if (!order || order.kind !== kind) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No booking has this ID.');
    if (order.status === 'CANCELLED') throw new HttpError(409, 'ALREADY_CANCELLED', 'Already cancelled', 'This booking is already cancelled.');
    if (order.status !== 'CONFIRMED')
      throw new HttpError(
        409,
        'NOT_PAID',
        'Not paid',
        'This booking is not paid: there is nothing to cancel or refund. It lapses by itself if it is not paid.',
      );
    // Its provider is being asked right now, or did not confirm it (our staff confirm or refund it): not cancelled from here.
    if (order.fulfilment === 'FAILED' || (order.fulfilment === 'PENDING' && order.fulfilmentClaimedUntil && order.fulfilmentClaimedUntil > now)) {
      throw new HttpError(
        409,
        'NOT_CONFIRMED_YET',
        'Not confirmed yet',
        'This booking is not confirmed by the provider yet: our team will confirm it or refund it in full. Please call us if you want to cancel it.',
      );
    }
    keepMinor = (await allow(tx as Tx, order))?.keepMinor ?? 0;
    await cancelPaidOrder(tx as Tx, order, now);
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return after!;
  });
  const refund = await refundCancelledOrder(db, cancelled, now, keepMinor);
  await enqueueMail(
    db,
    cancellationEmail({
      reference: cancelled.reference,
      language: cancelled.language,
      to: cancelled.contactEmail,
      refund: { status: refund.status, amount: fromMinor(refund.amountMinor), currency: refund.currency },
    }),
  );
  const [order] = await db.select().from(orders).where(eq(orders.id, cancelled.id));
  return { order: order!, refund };
}

/** What the gateway itself says of a transaction, settled once. */
export async function settleWithGateway(db: Database, gateway: GatewayName, reference: string, links: LinkContext, transactionId?: string) {
  const verified = await (await getPaymentGateway(gateway, db)).verify({ reference, transactionId });
  return settlePayment(db, gateway, reference, verified, links);
}

async function mustFind(db: Pick<Database, 'select'>, reference: string) {
  const found = await loadOrderByReference(db, reference);
  if (!found) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No booking has this ID. Check the six characters and try again.');
  return found;
}

function mustBeOpen({ order }: LoadedOrder, now: Date) {
  if (order.status === 'CONFIRMED') throw new HttpError(409, 'ALREADY_PAID', 'Already paid', 'This booking is already paid.');
  if (order.status === 'CANCELLED' || order.paymentDeadline <= now) {
    throw new HttpError(409, 'BOOKING_LAPSED', 'Booking lapsed', 'This booking was not paid in time and has been cancelled; please search again.');
  }
  if (kindOf(order).bookable?.(order) === false)
    throw new HttpError(409, 'NOT_BOOKED', 'Not booked', 'This booking was not completed with the airline, so it cannot be paid. Please search again.');
}

export type BankTransferChoice =
  | { reserved: true; loaded: LoadedOrder }
  | { reserved: false; loaded: LoadedOrder; confirmation: { verificationId: string; email: string; expiresAt: string } };

/** a•••@example.com: enough for a person to recognise their address, not enough to harvest it. */

/**
 * Bank transfer: a reservation holds the seats for up to a day, so it is made only for a contact
 * email that is confirmed (by the code or link we send it, or because the signed-in owner's own
 * verified email is the contact). Until then the ordinary checkout hold applies and a code goes
 * to the contact email. Once confirmed, the deadline moves out and the reservation email (with
 * its instructions) is queued once.
 */
export async function chooseBankTransfer(db: Database, reference: string, links: LinkContext, now = new Date()): Promise<BankTransferChoice> {
  const result = await db.transaction(async (tx): Promise<BankTransferChoice> => {
    const found = await mustFind(tx, reference);
    mustBeOpen(found, now);
    const { order } = found;
    const deadline = order.paymentMethod === 'BANK_TRANSFER' ? order.paymentDeadline : kindOf(order).reservationDeadline(order, found.details, now);
    if (!deadline)
      throw new HttpError(422, 'TOO_LATE_TO_RESERVE', 'Too close to departure', 'This flight leaves too soon to pay by bank transfer; please pay by card.');
    if (!order.contactVerifiedAt) {
      // Someone else's address may have been typed: a few codes an hour, never a flood of mail.
      await rateLimit(
        tx,
        { key: `contact-code:order:${order.id}`, max: 5, windowSeconds: 3600 },
        'We have sent several codes already. Please check the email (and its spam folder), or wait an hour before asking for another.',
      );
      const { id, code } = await issueCode(tx, { orderId: order.id }, 'CONFIRM_CONTACT', null, now);
      const link = `${links.origin}/api/bookings/confirm-contact/${id}/${code}`;
      await enqueueMail(tx, contactCodeEmail({ reference: order.reference, language: order.language, to: order.contactEmail, code, link }));
      return {
        reserved: false,
        loaded: found,
        confirmation: { verificationId: id, email: maskedEmail(order.contactEmail), expiresAt: new Date(now.getTime() + 10 * 60_000).toISOString() },
      };
    }
    const [updated] = await tx
      .update(orders)
      .set({ paymentMethod: 'BANK_TRANSFER', paymentDeadline: deadline, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'PENDING')))
      .returning();
    if (!updated) throw new HttpError(409, 'BOOKING_CLOSED', 'Booking closed', 'This booking is no longer waiting for payment.');
    return { reserved: true, loaded: { ...found, order: updated } };
  });
  if (!result.reserved) {
    return result;
  }
  return { reserved: true, loaded: await transferInstructions(db, result.loaded, links, now) };
}

/**
 * A reservation's account is opened at the gateway (outside any transaction: a network call),
 * then the reservation email carries it, once per account: after a promo code changes the total,
 * the new account gets its own email. Returns the order as it now is.
 */
export async function transferInstructions(db: Database, loaded: LoadedOrder, links: LinkContext, now = new Date()): Promise<LoadedOrder> {
  if (loaded.order.status !== 'PENDING' || loaded.order.paymentMethod !== 'BANK_TRANSFER') return loaded;
  await openTransferAccount(db, loaded, now);
  const refreshed = (await loadOrderByReference(db, loaded.order.reference))!;
  await enqueueMail(db, reservationEmail(mailData(refreshed, links, now)));
  return refreshed;
}

export interface OpenedTransfer {
  paymentReference: string;
  account: TransferAccount;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The bank account a reserved naira order is paid into: opened at the processor once per order
 * and amount (a unique index decides between simultaneous requests; the others wait for it), so
 * each booking has its own account and the gateway's webhook settles the transfer like a card
 * payment. A new total (a promo code added) gets a new account; money sent to the old one is
 * then recorded as due for refund by settlement, never fulfilled. Null when it cannot be had (not
 * naira, not reserved, the gateway failed): the phone-support route remains.
 */
export async function openTransferAccount(db: Database, loaded: LoadedOrder, now = new Date()): Promise<OpenedTransfer | null> {
  const { order } = loaded;
  if (order.currency !== 'NGN' || order.status !== 'PENDING' || order.paymentMethod !== 'BANK_TRANSFER' || order.paymentDeadline <= now) return null;
  const current = async () => {
    const [row] = await db
      .select({ reference: payments.reference, account: payments.transferAccount })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.channel, 'bank_transfer'), eq(payments.amountMinor, order.totalMinor)));
    return row ?? null;
  };
  const waitForOther = async () => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const row = await current();
      if (!row) return null;
      if (row.account) return { paymentReference: row.reference, account: row.account };
      await sleep(100);
    }
    return null;
  };
  const existing = await current();
  if (existing) return waitForOther();
  const gateway = await getPaymentGateway(processorOf(), db);
  const paymentReference = `${order.reference}-${randomBytes(5).toString('hex').toUpperCase()}`;
  const [claimed] = await db
    .insert(payments)
    .values({
      reference: paymentReference,
      orderId: order.id,
      gateway: gateway.name,
      channel: 'bank_transfer',
      amountMinor: order.totalMinor,
      currency: order.currency,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (!claimed) return waitForOther();
  try {
    const account = await gateway.openTransferAccount({
      reference: paymentReference,
      amountMinor: order.totalMinor,
      currency: 'NGN',
      email: order.contactEmail,
      phone: order.contactPhone,
      expiresAt: order.paymentDeadline,
      description: kindOf(order).paymentDescription(order),
    });
    await db.update(payments).set({ transferAccount: account, updatedAt: new Date() }).where(eq(payments.id, claimed.id));
    return { paymentReference, account };
  } catch (error) {
    // Nothing was opened at the gateway: the claim goes, so a later visit may try again.
    await db.delete(payments).where(eq(payments.id, claimed.id));
    logger.warn('transfer account not opened', { booking: order.reference, gateway: gateway.name, error: String(error) });
    return null;
  }
}

/**
 * The code (or the emailed link) that confirms a booking's contact email; then the bank-transfer
 * reservation is made. Wrong, used or expired codes are refused as every code of ours is
 * (5 tries, 10 minutes).
 */
export async function confirmContact(db: Database, verificationId: string, code: string, links: LinkContext, now = new Date(), forOrder?: string) {
  const record = await checkCode(db, verificationId, code, 'CONFIRM_CONTACT', now);
  if (forOrder && record.orderId !== forOrder) throw fieldError(422, 'INVALID_CODE', 'Wrong code', 'This code is for another booking.', '/code');
  const [used] = await db
    .update(oneTimeCodes)
    .set({ usedAt: now, verifiedAt: now })
    .where(and(eq(oneTimeCodes.id, record.id), isNull(oneTimeCodes.usedAt)))
    .returning({ orderId: oneTimeCodes.orderId });
  if (!used?.orderId) throw new HttpError(422, 'INVALID_CODE', 'Wrong code', 'This code is no longer valid. Ask for a new one.');
  const [order] = await db.update(orders).set({ contactVerifiedAt: now, updatedAt: now }).where(eq(orders.id, used.orderId)).returning();
  return chooseBankTransfer(db, order!.reference, links, now);
}

/**
 * Starts a card payment: a payment attempt for the booking's current total, initialized at the
 * gateway, which answers with the hosted checkout to send the traveller to.
 */
export async function startCardPayment(
  db: Database,
  gateway: PaymentGateway,
  reference: string,
  callbackUrl: string,
  now = new Date(),
  channel: 'card' | 'ussd' = 'card',
) {
  const found = await mustFind(db, reference);
  mustBeOpen(found, now);
  const { order: booking } = found;
  const paymentReference = `${booking.reference}-${randomBytes(5).toString('hex').toUpperCase()}`;
  await db.transaction(async (tx) => {
    await tx.insert(payments).values({
      reference: paymentReference,
      orderId: booking.id,
      gateway: gateway.name,
      channel,
      amountMinor: booking.totalMinor,
      currency: booking.currency,
    });
    // What the order holds stays held while the traveller is at the gateway: the first checkout
    // may move the deadline out to 30 minutes from now (so at most 30 minutes past the original
    // deadline), once. Starting checkout again keeps the deadline it has.
    const holdUntil = new Date(Math.max(booking.paymentDeadline.getTime(), now.getTime() + CARD_CHECKOUT_MS));
    if (holdUntil > booking.paymentDeadline) {
      await tx
        .update(orders)
        .set({ paymentDeadline: holdUntil, holdExtendedAt: now, updatedAt: now })
        .where(and(eq(orders.id, booking.id), eq(orders.status, 'PENDING'), isNull(orders.holdExtendedAt)));
    }
  });
  try {
    const { checkoutUrl } = await gateway.initialize({
      reference: paymentReference,
      amountMinor: booking.totalMinor,
      currency: booking.currency as 'NGN' | 'USD',
      email: booking.contactEmail,
      phone: booking.contactPhone,
      callbackUrl,
      description: kindOf(booking).paymentDescription(booking),
      channel,
    });
    return { paymentReference, checkoutUrl };
  } catch (error) {
    // Never started at the gateway: the attempt is closed so it cannot be settled later.
    await db.update(payments).set({ status: 'FAILED', failureReason: 'NOT_STARTED', updatedAt: new Date() }).where(eq(payments.reference, paymentReference));
    throw error;
  }
}

export type Settlement = {
  outcome: 'CONFIRMED' | 'ALREADY_SETTLED' | 'FAILED' | 'PENDING' | 'REFUND_DUE' | 'UNKNOWN';
  bookingReference: string | null;
  language: string;
  /** The page that shows the order once paid (its kind's). */
  confirmationPage?: string;
  /** Its kind's payment page, and the page that explains a payment that cannot be honoured. */
  paymentPage?: string;
  problemPage?: string;
};

/**
 * Settles a payment from what the gateway itself reported. Runs for the browser's return and for
 * the webhook, possibly at the same moment: the payment row is locked and moved out of PENDING
 * once, so the booking is confirmed (and its fulfilment job written) exactly once. Money that does
 * not match (amount, currency, reference) or arrives for a booking that can no longer be confirmed
 * is recorded as REFUND_DUE, never fulfilled. Once committed, the order's provider is asked and
 * the confirmation mailed (./fulfilment.ts), outside the locks; a provider's refusal there turns
 * the outcome into REFUND_DUE.
 */
export async function settlePayment(
  db: Database,
  gatewayName: GatewayName,
  reference: string,
  verified: VerifiedTransaction,
  links: LinkContext,
  now = new Date(),
): Promise<Settlement> {
  let paidId: string | undefined;
  const settlement = await db.transaction(async (tx): Promise<Settlement> => {
    const [payment] = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
    if (!payment || payment.gateway !== gatewayName) return { outcome: 'UNKNOWN', bookingReference: null, language: 'en' };
    const [booking] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    const kind = kindOf(booking!);
    const base = {
      bookingReference: booking!.reference,
      language: booking!.language,
      confirmationPage: kind.confirmationPage,
      paymentPage: kind.paymentPage,
      problemPage: kind.problemPage,
    };
    if (payment.status !== 'PENDING')
      return { outcome: payment.status === 'SUCCEEDED' ? 'ALREADY_SETTLED' : payment.status === 'FAILED' ? 'FAILED' : 'REFUND_DUE', ...base };

    const mark = (status: 'SUCCEEDED' | 'FAILED' | 'REFUND_DUE', failureReason: string | null) =>
      tx.update(payments).set({ status, failureReason, gatewayTransactionId: verified.transactionId, updatedAt: now }).where(eq(payments.id, payment.id));

    if (verified.status === 'pending') return { outcome: 'PENDING', ...base };
    if (verified.status !== 'success') {
      await mark('FAILED', verified.status === 'abandoned' ? 'ABANDONED' : 'DECLINED');
      return { outcome: 'FAILED', ...base };
    }
    // A transaction the gateway holds under another reference is not this payment: someone's own
    // (paid, or refunded) transaction cannot mark ours, which stays PENDING for its real outcome.
    if (verified.reference !== payment.reference) {
      logger.warn('gateway transaction for another reference', {
        reference,
        transactionReference: verified.reference.slice(0, 60),
        transactionId: verified.transactionId,
      });
      return { outcome: 'UNKNOWN', bookingReference: null, language: booking!.language };
    }
    const problem =
      verified.currency !== payment.currency
        ? 'CURRENCY_MISMATCH'
        : verified.amountMinor !== payment.amountMinor
          ? 'AMOUNT_MISMATCH'
          : payment.amountMinor !== booking!.totalMinor
            ? 'BOOKING_TOTAL_CHANGED'
            : booking!.status !== 'PENDING'
              ? `BOOKING_${booking!.status}`
              : kind.bookable?.(booking!) === false
                ? 'NOT_AT_PROVIDER'
                : null;
    if (problem) {
      await mark('REFUND_DUE', problem);
      logger.error('payment not fulfilled', {
        reference,
        booking: booking!.reference,
        problem,
        verifiedAmount: verified.amountMinor,
        expected: payment.amountMinor,
        currency: verified.currency,
      });
      return { outcome: 'REFUND_DUE', ...base };
    }
    await mark('SUCCEEDED', null);
    const [paid] = await tx
      .update(orders)
      .set({
        status: 'CONFIRMED',
        paidAt: now,
        paymentMethod: payment.channel === 'bank_transfer' ? 'BANK_TRANSFER' : gatewayName === 'paystack' ? 'PAYSTACK' : 'FLUTTERWAVE',
        fulfilment: 'PENDING',
        fulfilmentAttempts: 0,
        updatedAt: now,
      })
      .where(eq(orders.id, booking!.id))
      .returning();
    // The provider is asked after this commits, never under these locks (./fulfilment.ts).
    await awaitFulfilment(tx as Tx, paid!);
    await orderPaid(tx as Tx, paid!, now);
    paidId = paid!.id;
    return { outcome: 'CONFIRMED', ...base };
  });
  if (settlement.outcome === 'ALREADY_SETTLED') return settledElsewhere(db, reference, settlement);
  if (settlement.outcome !== 'CONFIRMED' || !paidId) return settlement;
  // At once, so the traveller usually lands on a finished booking; the job finishes what this cannot.
  const fulfilled = await fulfilOrder(db, paidId, async () => links, now).catch((error: unknown) => {
    logger.warn('fulfilment left to the job', { booking: settlement.bookingReference, error: error instanceof Error ? error.message : String(error) });
    return 'later' as const;
  });
  if (fulfilled === 'refund-due') return { ...settlement, outcome: 'REFUND_DUE' };
  // The phones that asked to be told hear it now; never waited for, never failing the payment.
  void db
    .select()
    .from(orders)
    .where(eq(orders.id, paidId))
    .then(([paid]) => paid && notifyPaid(db, paid))
    .catch(() => undefined);
  return settlement;
}

/** How long a return waits for the fulfilment another request is running (the provider's own bounds are longer: then the page says "being confirmed"). */
const WAIT_FOR_OTHER_MS = 8_000;

/**
 * Settled by another request at the same moment (the webhook and the browser's return): waits a
 * little while that request asks the provider (or is about to: nobody has tried yet), so the
 * traveller lands on what the booking became (its tickets or policy, or the problem page when the
 * provider refused) rather than on a page still waiting for it.
 */
async function settledElsewhere(db: Database, reference: string, settlement: Settlement): Promise<Settlement> {
  const [payment] = await db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.reference, reference));
  if (!payment) return settlement;
  for (let waited = 0; waited < WAIT_FOR_OTHER_MS; waited += 250) {
    const [order] = await db
      .select({
        fulfilment: orders.fulfilment,
        claimedUntil: orders.fulfilmentClaimedUntil,
        attempts: orders.fulfilmentAttempts,
        error: orders.fulfilmentError,
      })
      .from(orders)
      .where(eq(orders.id, payment.orderId));
    if (!order || order.fulfilment !== 'PENDING') break;
    const asking = !!order.claimedUntil && order.claimedUntil > new Date();
    const notYetAsked = order.attempts === 0 && order.error === null;
    if (!asking && !notYetAsked) break;
    await sleep(250);
  }
  const [after] = await db.select({ status: payments.status }).from(payments).where(eq(payments.reference, reference));
  return after?.status === 'REFUND_DUE' ? { ...settlement, outcome: 'REFUND_DUE' } : settlement;
}

/**
 * Where the browser goes after the gateway: the confirmation when paid, back to payment otherwise.
 * With `links`, the address carries a token that opens the booking (the gateway may have finished
 * in another browser); without, it names the booking only, and a browser that may not open it is
 * asked who it is there.
 */
export function afterPaymentPath(settlement: Settlement, links: LinkContext | null, now = new Date()): string {
  const prefix = settlement.language === 'fr' ? '/fr' : '';
  if (!settlement.bookingReference) return `${prefix}/payment?payment=unknown`;
  const booking = { reference: settlement.bookingReference, language: settlement.language };
  const to = (page: string) => (links ? bookingLink({ ...links, origin: '' }, booking, REDIRECT_LINK_TTL_MS, now, page) : bookingPagePath(booking, page));
  if ((settlement.outcome === 'CONFIRMED' || settlement.outcome === 'ALREADY_SETTLED') && settlement.confirmationPage) return to(settlement.confirmationPage);
  const outcome = settlement.outcome === 'PENDING' ? 'pending' : settlement.outcome === 'REFUND_DUE' ? 'problem' : 'failed';
  if (outcome === 'problem' && settlement.problemPage) return to(settlement.problemPage);
  return to(`${settlement.paymentPage ?? '/payment'}?payment=${outcome}`);
}
