import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { sendJob } from '../jobs/boss';
import { configuredOrigin } from '../lib/site-origin';
import { fromMinor } from '../lib/money';
import { logger } from '../../common/node/logger';
import { whileDatabaseAway } from '../lib/db-errors';
import { money } from '../mail/format';
import { confirmationEmail, documentsUpdatedEmail, orderNoticeEmail, type OrderForMail } from '../mail/order-emails';
import { enqueueMail } from '../mail/outbox';
import { mailOutbox } from '../db/schema';
import { bookingAccessKey, bookingLink, EMAIL_LINK_TTL_MS, type LinkContext } from '../orders/access';
import { ticketAttachment } from '../orders/documents';
import { cancelPaidOrder, FulfilmentFailed, kindOf, loadOrder, orderView, type Fulfilment, type LoadedOrder, type Order } from '../orders/orders';
import { orders } from '../orders/schema';
import { env } from '../env';
import { HttpError } from '../lib/http-error';
import { refundCancelledOrder } from './refunds';
import { payments } from './schema';

/**
 * Fulfilment after the money. Settlement commits the payment, the order's paid state (fulfilment
 * PENDING) and a job `orders-fulfil` in one transaction, and holds no lock afterwards. Then the
 * order's provider is asked (`OrderKind.fulfil`: the airline's e-tickets, the hotel's booking,
 * the insurer's policy) with no transaction open; what it answered is written in a short one, and
 * the confirmation, its PDF rendered from the committed order, is mailed. The request that settled
 * does this at once, so the traveller usually lands on a finished booking; the job, 30 seconds
 * later, finishes what that request could not (its process died, the provider did not answer),
 * with backoff; an order is claimed while its provider is asked, so two never ask at once.
 *
 * Endings: DONE; refused by the provider (`FulfilmentFailed`): cancelled, the payment REFUND_DUE,
 * the traveller told; no answer after the last try, or an answer that may not be asked for again
 * (`uncertain`): FAILED, the traveller told the truth (paid, not yet confirmed, our staff on it)
 * and our staff retry or refund. An airline that has not issued e-tickets yet is asked again every
 * ten minutes for a week (the confirmation with the PNR has gone; the tickets follow).
 */

/** Provider calls are bounded (30 s for Amadeus, the insurer's timeout): a claim outlasts them. */
const CLAIM_MS = 3 * 60_000;
/** Tries of a provider that fails (this request's, then the job's: about an hour with backoff). */
export const FULFIL_ATTEMPTS = 8;
/** The job follows settlement after this, so the settling request usually finishes first. */
const JOB_DELAY_SECONDS = 30;
/** E-tickets not issued yet: asked again this often, for this long after payment. */
const LATER_EVERY_SECONDS = 10 * 60;
const LATER_FOR_MS = 7 * 86_400_000;

export type FulfilOutcome = 'done' | 'later' | 'refund-due' | 'failed' | 'busy' | 'none';

/** In settlement's transaction: the order is paid, its fulfilment is to come, and a job will see to it. */
export async function awaitFulfilment(tx: Tx, order: Pick<Order, 'id'>) {
  await sendJob(tx, 'orders-fulfil', { orderId: order.id }, { startAfter: secondsFromNow(JOB_DELAY_SECONDS) });
}

/** pg-boss takes a delay in seconds as a text its SQL casts two ways (PGlite refuses that): an instant instead. */
const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);

/**
 * Provider answers this process could not yet record (the database was away): the next try
 * records them without asking the provider again (a hotel booked twice, a second policy).
 */
const answered = new Map<string, Fulfilment>();

/** What an order's emails say about it (shared with checkout's emails). */
export function mailData(loaded: LoadedOrder, links: LinkContext, now = new Date()): OrderForMail {
  const { order } = loaded;
  const view = orderView(loaded, now);
  return {
    transfer: view.bankTransfer,
    reference: order.reference,
    language: order.language,
    contactEmail: order.contactEmail,
    currency: order.currency,
    fare: view.fare,
    voucherCode: order.voucherCode,
    paymentDeadline: order.paymentDeadline,
    ...kindOf(order).describe(order, loaded.details),
    // Opens the order in any browser, no typing: signed, and it expires.
    link: bookingLink(links, order, EMAIL_LINK_TTL_MS, now, kindOf(order).confirmationPage),
  };
}

/**
 * Fulfils a paid order (idempotent: run twice, by a request and the job, or by two jobs, it asks
 * the provider once and mails once). Throws only for a fault to be tried again (the job's retry).
 */
export async function fulfilOrder(db: Database, orderId: string, links: () => Promise<LinkContext>, now = new Date()): Promise<FulfilOutcome> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== 'CONFIRMED' || !order.fulfilment) return 'none';
  if (order.fulfilment === 'FAILED') return 'failed';
  if (order.fulfilment === 'DONE') {
    // A process that died after recording but before mailing: the mail goes now (once: its key).
    await mailConfirmation(db, order, links, now, false);
    return 'done';
  }
  const [claimed] = await db
    .update(orders)
    .set({ fulfilmentAttempts: sql`${orders.fulfilmentAttempts} + 1`, fulfilmentClaimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.fulfilment, 'PENDING'),
        eq(orders.status, 'CONFIRMED'),
        or(isNull(orders.fulfilmentClaimedUntil), lt(orders.fulfilmentClaimedUntil, now)),
      ),
    )
    .returning();
  if (!claimed) return 'busy';
  const kind = kindOf(claimed);
  let answer: Fulfilment;
  try {
    answer = answered.get(orderId) ?? (kind.fulfil ? await kind.fulfil(db, claimed) : {});
  } catch (error) {
    if (error instanceof FulfilmentFailed) return error.uncertain ? fail(db, claimed, error.reason, links, now) : refuse(db, claimed, error.reason, links, now);
    const message = error instanceof Error ? error.message : String(error);
    if (claimed.fulfilmentAttempts >= FULFIL_ATTEMPTS) return fail(db, claimed, message, links, now);
    await db
      .update(orders)
      .set({ fulfilmentClaimedUntil: null, fulfilmentError: message.slice(0, 500) })
      .where(eq(orders.id, orderId));
    logger.warn('fulfilment failed; tried again later', { booking: claimed.reference, attempt: claimed.fulfilmentAttempts, error: message });
    throw error;
  }
  answered.set(orderId, answer);
  const paidFor = now.getTime() - (claimed.paidAt ?? now).getTime();
  const later = !!answer.later && paidFor < LATER_FOR_MS;
  // Still unfinished after a week (e-tickets never issued): FAILED, for our staff; the traveller told.
  const givenUp = !!answer.later && !later;
  const context = givenUp ? await links() : null;
  // Tried again while the database is away; the claim stays meanwhile (and if every try fails,
  // until it runs out), so no other process asks the provider again, and this process's next try
  // records the answer it kept.
  await whileDatabaseAway(() =>
    db.transaction(async (tx) => {
      await answer.record?.(tx as Tx);
      await tx
        .update(orders)
        .set({
          fulfilment: later ? 'PENDING' : givenUp ? 'FAILED' : 'DONE',
          fulfilmentAttempts: 0,
          fulfilmentClaimedUntil: null,
          fulfilmentError: later ? 'WAITING_FOR_PROVIDER' : givenUp ? 'TICKETS_NOT_ISSUED' : null,
          updatedAt: now,
        })
        .where(eq(orders.id, orderId));
      if (later) await sendJob(tx as Tx, 'orders-fulfil', { orderId }, { startAfter: secondsFromNow(LATER_EVERY_SECONDS) });
      if (givenUp) await enqueueMail(tx, notice(claimed, 'delayed', context!, now));
    }),
  );
  answered.delete(orderId);
  if (givenUp) logger.error('e-tickets never issued: the booking stands with its PNR alone; our staff must act', { booking: claimed.reference });
  await mailConfirmation(db, claimed, links, now, !!answer.record);
  return later ? 'later' : givenUp ? 'failed' : 'done';
}

/**
 * The confirmation with its PDF (rendered here, outside any transaction), once per order; when it
 * went before (flights: with the PNR) and the provider has since given more (the e-tickets), the
 * documents-updated email with the new PDF, once.
 */
async function mailConfirmation(db: Database, order: Order, links: () => Promise<LinkContext>, now: Date, recorded: boolean) {
  const [sent] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `confirmed:${order.reference}`));
  if (sent && !recorded) return;
  const context = await links();
  const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id));
  const loaded = await loadOrder(db, fresh!);
  const ticket = await ticketAttachment(db, loaded, context.origin);
  const mail = (sent ? documentsUpdatedEmail : confirmationEmail)({ ...mailData(loaded, context, now), ticketAttached: !!ticket });
  await enqueueMail(db, { ...mail, ...(ticket ? { attachments: [ticket] } : {}) });
}

/** The provider refused what was paid for: cancelled, the payment due back (our staff send it), the traveller told. */
async function refuse(db: Database, order: Order, reason: string, links: () => Promise<LinkContext>, now: Date): Promise<FulfilOutcome> {
  const context = await links();
  const refunded = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked || locked.status !== 'CONFIRMED') return false;
    await tx
      .update(payments)
      .set({ status: 'REFUND_DUE', failureReason: `FULFILMENT_FAILED: ${reason}`.slice(0, 200), updatedAt: now })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'SUCCEEDED')));
    await cancelPaidOrder(tx as Tx, locked, now);
    await tx
      .update(orders)
      .set({ fulfilment: 'FAILED', fulfilmentClaimedUntil: null, fulfilmentError: reason.slice(0, 500) })
      .where(eq(orders.id, order.id));
    await enqueueMail(tx, notice(order, 'refused', context, now));
    return true;
  });
  if (refunded) logger.error('paid order could not be fulfilled: refund due', { booking: order.reference, reason });
  return 'refund-due';
}

/** No answer after the last try, or an answer that cannot be asked for again: FAILED, for our staff; the traveller told. */
async function fail(db: Database, order: Order, reason: string, links: () => Promise<LinkContext>, now: Date): Promise<FulfilOutcome> {
  const context = await links();
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(orders)
      .set({ fulfilment: 'FAILED', fulfilmentClaimedUntil: null, fulfilmentError: reason.slice(0, 500), updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.fulfilment, 'PENDING')))
      .returning({ id: orders.id });
    if (failed) await enqueueMail(tx, notice(order, 'delayed', context, now));
  });
  logger.error('paid order not fulfilled: our staff must act (retry or refund)', { booking: order.reference, reason });
  return 'failed';
}

const PROVIDER = {
  en: { flight: 'the airline', change: 'the airline', stay: 'the hotel', insurance: 'the insurer', experience: 'the organiser' },
  fr: { flight: 'la compagnie aérienne', change: 'la compagnie aérienne', stay: "l'hôtel", insurance: "l'assureur", experience: "l'organisateur" },
} as const;

const NOTICE = {
  en: {
    refused: {
      subject: (ref: string) => `Booking ${ref} could not be made: you will be refunded`,
      paragraphs: (ref: string, who: string, amount: string) => [
        `We received your payment for booking ${ref}, but ${who} did not accept the booking, so it is cancelled.`,
        `${amount} will be refunded to you in full: our team is making the refund and will write when it is sent.`,
      ],
    },
    delayed: {
      subject: (ref: string) => `Booking ${ref}: payment received, confirmation delayed`,
      paragraphs: (ref: string, who: string) => [
        `We received your payment for booking ${ref}, but ${who} has not confirmed it yet.`,
        'Our team is on it and will write to you within one working day: your booking confirmed, or your money refunded in full.',
      ],
    },
    cancelled: {
      subject: (ref: string) => `Booking ${ref} could not be confirmed: you are refunded`,
      paragraphs: (ref: string, who: string, amount: string) => [
        `We received your payment for booking ${ref}, but ${who} could not confirm it, so we have cancelled it.`,
        `${amount} is on its way back to the card or account you paid with: banks take 5 to 10 working days to show it.`,
      ],
    },
    open: 'Open your booking',
    call: (phone: string) => `Questions? Call ${phone}.`,
  },
  fr: {
    refused: {
      subject: (ref: string) => `La réservation ${ref} n'a pas pu être faite : vous serez remboursé`,
      paragraphs: (ref: string, who: string, amount: string) => [
        `Nous avons bien reçu votre paiement pour la réservation ${ref}, mais ${who} ne l'a pas acceptée : elle est donc annulée.`,
        `${amount} vous sera remboursé en totalité : notre équipe prépare le remboursement et vous écrira dès qu'il sera envoyé.`,
      ],
    },
    delayed: {
      subject: (ref: string) => `Réservation ${ref} : paiement reçu, confirmation retardée`,
      paragraphs: (ref: string, who: string) => [
        `Nous avons bien reçu votre paiement pour la réservation ${ref}, mais ${who} ne l'a pas encore confirmée.`,
        "Notre équipe s'en occupe et vous écrira sous un jour ouvré : votre réservation confirmée, ou votre argent remboursé en totalité.",
      ],
    },
    cancelled: {
      subject: (ref: string) => `La réservation ${ref} n'a pas pu être confirmée : vous êtes remboursé`,
      paragraphs: (ref: string, who: string, amount: string) => [
        `Nous avons bien reçu votre paiement pour la réservation ${ref}, mais ${who} n'a pas pu la confirmer : nous l'avons donc annulée.`,
        `${amount} revient sur la carte ou le compte utilisé pour payer : les banques mettent 5 à 10 jours ouvrés pour l'afficher.`,
      ],
    },
    open: 'Ouvrir votre réservation',
    call: (phone: string) => `Des questions ? Appelez le ${phone}.`,
  },
} as const;

function notice(order: Order, what: 'refused' | 'delayed' | 'cancelled', links: LinkContext, now: Date) {
  const language = order.language === 'fr' ? 'fr' : 'en';
  const copy = NOTICE[language];
  const who = PROVIDER[language][order.kind as keyof (typeof PROVIDER)['en']] ?? PROVIDER[language].flight;
  const amount = money(fromMinor(order.totalMinor), order.currency, language, true);
  return orderNoticeEmail({
    kind: what === 'delayed' ? 'booking-delayed' : 'booking-not-made',
    reference: order.reference,
    language,
    to: order.contactEmail,
    subject: copy[what].subject(order.reference),
    paragraphs: [...copy[what].paragraphs(order.reference, who, amount), copy.call(env().SUPPORT_PHONE)],
    link: { href: bookingLink(links, order, EMAIL_LINK_TTL_MS, now, kindOf(order).confirmationPage), label: copy.open },
    dedupeKey: `${what}:${order.reference}`,
  });
}

/** The site's own address and the booking-link key, for what a job mails (no request to take them from). */
export const jobLinks = (db: Database) => {
  let context: Promise<LinkContext> | undefined;
  return () => (context ??= bookingAccessKey(db).then((key) => ({ origin: configuredOrigin(), key })));
};

/** The job `orders-fulfil`: one paid order. A claim held elsewhere (the settling request, a process that died) is waited out by the retry. */
export async function fulfilJob(db: Database, data: Record<string, unknown>, now: Date) {
  const outcome = await fulfilOrder(db, String(data.orderId), jobLinks(db), now);
  if (outcome === 'busy') throw new Error('order is being fulfilled elsewhere');
  return outcome;
}

/**
 * The job `purge`'s part: a paid order waiting for its provider with no job to see to it (paid
 * before the job queue existed, or a job lost) gets one.
 */
export async function purgeLostFulfilments(db: Database, now = new Date()): Promise<number> {
  const lost = (await db.execute(sql`
    select o.id from ${orders} o
    where o.fulfilment = 'PENDING' and o.status = 'CONFIRMED' and o.paid_at < ${new Date(now.getTime() - 15 * 60_000).toISOString()}::timestamptz
      and not exists (select 1 from pgboss.job j where j.name = 'orders-fulfil' and j.data->>'orderId' = o.id::text and j.state < 'completed')
    limit 1000`)) as unknown as { rows: Array<{ id: string }> };
  for (const { id } of lost.rows) await sendJob(db, 'orders-fulfil', { orderId: id });
  return lost.rows.length;
}

// ——— Our staff ———

/** Paid orders their provider has not confirmed: FAILED ones, and PENDING ones paid over ten minutes ago (oldest first). */
export async function awaitingProviders(db: Database, now = new Date()) {
  return db
    .select({
      reference: orders.reference,
      kind: orders.kind,
      fulfilment: orders.fulfilment,
      error: orders.fulfilmentError,
      attempts: orders.fulfilmentAttempts,
      paidAt: orders.paidAt,
      currency: orders.currency,
      totalMinor: orders.totalMinor,
    })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'CONFIRMED'),
        or(eq(orders.fulfilment, 'FAILED'), and(eq(orders.fulfilment, 'PENDING'), lt(orders.paidAt, new Date(now.getTime() - 10 * 60_000)))),
      ),
    )
    .orderBy(orders.paidAt)
    .limit(200);
}

/** The paid order a staff action is about, which must be waiting for its provider (409 otherwise). */
async function unfulfilled(db: Database, reference: string, now: Date) {
  const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
  if (!order) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No booking has this ID.');
  const claimed = order.fulfilmentClaimedUntil && order.fulfilmentClaimedUntil > now;
  if (order.status !== 'CONFIRMED' || !(order.fulfilment === 'FAILED' || (order.fulfilment === 'PENDING' && !claimed))) {
    throw new HttpError(
      409,
      'NOT_AWAITING_PROVIDER',
      'Not waiting for its provider',
      'This booking is not a paid booking waiting for its provider (or its provider is being asked right now).',
    );
  }
  return order;
}

/**
 * Staff: ask the provider again now (the hotel said it has no booking, the insurer is back): the
 * order's tries start again, the provider is asked in this request, and the job follows.
 * Where the provider may have done it already (a hotel that did not answer), ask it first.
 */
export async function retryFulfilment(db: Database, reference: string, links: () => Promise<LinkContext>, now = new Date()): Promise<FulfilOutcome> {
  const order = await unfulfilled(db, reference, now);
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ fulfilment: 'PENDING', fulfilmentAttempts: 0, fulfilmentError: null, fulfilmentClaimedUntil: null, updatedAt: now })
      .where(eq(orders.id, order.id));
    await sendJob(tx as Tx, 'orders-fulfil', { orderId: order.id }, { startAfter: secondsFromNow(JOB_DELAY_SECONDS) });
  });
  logger.info('fulfilment retried by staff', { booking: reference });
  return fulfilOrder(db, order.id, links, now).catch((error: unknown) => {
    logger.warn('fulfilment retried by staff failed; the job tries again', {
      booking: reference,
      error: error instanceof Error ? error.message : String(error),
    });
    return 'later' as const;
  });
}

/**
 * Staff: give up on the provider and give the money back: the order is cancelled (what it held
 * back on sale), the payment refunded through its gateway (or recorded as due), the traveller told.
 */
export async function refundUnfulfilled(db: Database, reference: string, links: () => Promise<LinkContext>, now = new Date()) {
  const order = await unfulfilled(db, reference, now);
  const context = await links();
  const cancelled = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked || locked.status !== 'CONFIRMED') return null;
    await cancelPaidOrder(tx as Tx, locked, now);
    await tx.update(orders).set({ fulfilment: 'FAILED', fulfilmentClaimedUntil: null }).where(eq(orders.id, order.id));
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return after!;
  });
  if (!cancelled) throw new HttpError(409, 'NOT_AWAITING_PROVIDER', 'Not waiting for its provider', 'This booking changed meanwhile.');
  const refund = await refundCancelledOrder(db, cancelled, now);
  await enqueueMail(db, notice(cancelled, refund.status === 'REFUNDED' ? 'cancelled' : 'refused', context, now));
  logger.info('unfulfilled booking refunded by staff', { booking: reference, refund: refund.status });
  return { order: cancelled, refund };
}
