import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { pgConstraint, pgErrorCode } from '../lib/db-errors';
import { HttpError } from '../lib/http-error';
import { fromMinor } from '../lib/money';
import { insertOrder, kindOf, loadOrder, type AfterSalesTerms, type Order } from '../orders/orders';
import { orders } from '../orders/schema';
import { cancelPaidBooking } from '../payments/checkout';
import { afterSalesEvents, afterSalesRequests, OPEN_STATUSES, type RequestAsked, type RequestStatus, type RequestType } from './schema';

export type AfterSalesRequest = typeof afterSalesRequests.$inferSelect;
export type AfterSalesEvent = typeof afterSalesEvents.$inferSelect;

/** How long a quote stands: long enough to ask the family, short enough that fares have not moved far. */
export const QUOTE_VALID_MS = 72 * 3_600_000;

const conflict = (code: string, title: string, detail: string) => new HttpError(409, code, title, detail);
const unprocessable = (code: string, title: string, detail: string, pointer?: string) =>
  new HttpError(422, code, title, detail, pointer ? [{ status: 422, code, title, detail, source: { pointer } }] : undefined);
const notFound = () => new HttpError(404, 'NOT_FOUND', 'Not found', 'This booking has no such request.');

/** What was paid for an order and not yet given back. */
const paidMinor = (order: Pick<Order, 'totalMinor' | 'refundedMinor'>) => order.totalMinor - order.refundedMinor;

/** The after-sales terms of a paid order (its fare rules), or null when its product has its own cancellation. */
export async function termsOf(db: Database, order: Order, now: Date): Promise<AfterSalesTerms | null> {
  const kind = kindOf(order);
  if (!kind.afterSalesTerms) return null;
  const { details } = await loadOrder(db, order);
  return kind.afterSalesTerms(db, order, details, now);
}

/** A cancellation priced by the fare rules: a refundable fare gives back what was paid less its penalty; a non-refundable one nothing. Null: our staff price it. */
export function cancellationQuote(
  order: Pick<Order, 'totalMinor' | 'refundedMinor'>,
  terms: AfterSalesTerms,
): { penaltyMinor: number; refundMinor: number } | null {
  const paid = paidMinor(order);
  if (!terms.cancel.refundable) return { penaltyMinor: paid, refundMinor: 0 };
  if (terms.cancel.penaltyMinor === null) return null;
  const penaltyMinor = Math.min(terms.cancel.penaltyMinor, paid);
  return { penaltyMinor, refundMinor: paid - penaltyMinor };
}

async function record(
  db: Pick<Database, 'insert'>,
  requestId: string,
  status: RequestStatus,
  actor: 'traveller' | 'staff' | 'system',
  note: string | null,
  staffId: string | null = null,
  at = new Date(),
) {
  await db.insert(afterSalesEvents).values({ requestId, status, actor, note, staffId, at });
}

export interface AskInput {
  type: RequestType;
  dates?: { departure: string; return?: string };
  name?: { travelerId: string; firstName: string; lastName: string };
  message?: string;
}

/**
 * A traveller asks for a change of dates, a cancellation or a name correction on a paid order.
 * One open request per order (a second, or twenty at once, get 409). A cancellation the fare rules
 * price is quoted at once; the rest wait for our staff.
 */
export async function askFor(db: Database, order: Order, input: AskInput, now: Date): Promise<AfterSalesRequest> {
  if (order.kind === 'change') throw unprocessable('NOT_A_BOOKING', 'Not a booking', 'This is the payment of a change, not a booking.');
  if (order.status !== 'CONFIRMED') throw conflict('NOT_PAID', 'Not paid', 'Only a paid booking can be changed or cancelled; an unpaid one lapses by itself.');
  const terms = await termsOf(db, order, now);
  if (!terms)
    throw unprocessable('OWN_CANCELLATION', 'Cancelled from its page', 'This booking is cancelled from its own page, within its free-cancellation window.');
  if (now > terms.until)
    throw conflict('TOO_LATE', 'Too late to ask', 'Requests close three hours before departure. Please call us or see the airline at the airport.');
  if (input.type === 'CHANGE_DATES') {
    if (!terms.change.allowed) throw conflict('NOT_CHANGEABLE', 'Not changeable', 'This fare cannot be changed. You may ask to cancel it instead.');
    if (!input.dates) throw unprocessable('DATES_REQUIRED', 'New dates needed', 'Give the new departure date you would like.', '/dates');
  }
  if (input.type === 'NAME_CORRECTION') {
    if (!input.name) throw unprocessable('NAME_REQUIRED', 'Name needed', 'Give the name as it is written in the passport.', '/name');
    if (!terms.travellers.some((traveller) => traveller.id === input.name!.travelerId))
      throw unprocessable('UNKNOWN_TRAVELLER', 'Unknown traveller', 'This booking has no such traveller.', '/name/travelerId');
  }
  const asked: RequestAsked = {
    ...(input.type === 'CHANGE_DATES' ? { dates: input.dates } : {}),
    ...(input.type === 'NAME_CORRECTION'
      ? { name: { ...input.name!, firstName: input.name!.firstName.toUpperCase(), lastName: input.name!.lastName.toUpperCase() } }
      : {}),
    ...(input.message ? { message: input.message } : {}),
  };
  const quote = input.type === 'CANCEL' ? cancellationQuote(order, terms) : null;
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(afterSalesRequests)
        .values({ orderId: order.id, type: input.type, asked, currency: order.currency, createdAt: now, updatedAt: now })
        .returning();
      await record(tx, created!.id, 'RECEIVED', 'traveller', input.message ?? null, null, now);
      if (!quote) return created!;
      const [quoted] = await tx
        .update(afterSalesRequests)
        .set({ status: 'QUOTED', ...quote, quotedAt: now, quoteExpiresAt: new Date(now.getTime() + QUOTE_VALID_MS), updatedAt: now })
        .where(eq(afterSalesRequests.id, created!.id))
        .returning();
      await record(
        tx,
        created!.id,
        'QUOTED',
        'system',
        terms.cancel.refundable ? 'Priced by the fare rules.' : 'This fare is not refundable.',
        null,
        new Date(now.getTime() + 1),
      );
      return quoted!;
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505' && pgConstraint(error) === 'aftersales_requests_open_idx')
      throw conflict(
        'REQUEST_OPEN',
        'A request is open',
        'This booking already has a request in progress: answer it, or wait for our team, before asking for something else.',
      );
    throw error;
  }
}

/** A request of this order, locked for the change about to be made (in the caller's transaction). */
async function lockRequest(tx: Tx, id: string, orderId?: string) {
  const [request] = await tx
    .select()
    .from(afterSalesRequests)
    .where(orderId ? and(eq(afterSalesRequests.id, id), eq(afterSalesRequests.orderId, orderId)) : eq(afterSalesRequests.id, id))
    .for('update');
  if (!request) throw notFound();
  return request;
}

export interface QuoteInput {
  feeMinor?: number;
  fareDifferenceMinor?: number;
  penaltyMinor?: number;
  note?: string;
}

/** Our staff price a request (again): a change's fee and fare difference, a cancellation's penalty (the refund follows from what was paid). */
export async function quoteRequest(db: Database, id: string, staffId: string, input: QuoteInput, now: Date): Promise<AfterSalesRequest> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx as Tx, id);
    if (request.status !== 'RECEIVED' && request.status !== 'QUOTED')
      throw conflict('NOT_QUOTABLE', 'Cannot be priced now', `This request is ${request.status.toLowerCase()}.`);
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId));
    const amounts =
      request.type === 'CANCEL'
        ? (() => {
            if (input.penaltyMinor === undefined)
              throw unprocessable('PENALTY_REQUIRED', 'Penalty needed', 'Give what the cancellation keeps (0 for a full refund).', '/penalty');
            const penaltyMinor = Math.min(input.penaltyMinor, paidMinor(order!));
            return { penaltyMinor, refundMinor: paidMinor(order!) - penaltyMinor, feeMinor: null, fareDifferenceMinor: null };
          })()
        : { feeMinor: input.feeMinor ?? 0, fareDifferenceMinor: input.fareDifferenceMinor ?? 0, penaltyMinor: null, refundMinor: null };
    const [quoted] = await tx
      .update(afterSalesRequests)
      .set({
        status: 'QUOTED',
        ...amounts,
        quoteNote: input.note ?? null,
        quotedAt: now,
        quoteExpiresAt: new Date(now.getTime() + QUOTE_VALID_MS),
        updatedAt: now,
      })
      .where(eq(afterSalesRequests.id, id))
      .returning();
    await record(tx, id, 'QUOTED', 'staff', input.note ?? null, staffId, now);
    return quoted!;
  });
}

/** What a change's quote asks the traveller to pay. */
export const toPayMinor = (request: Pick<AfterSalesRequest, 'feeMinor' | 'fareDifferenceMinor'>) =>
  (request.feeMinor ?? 0) + (request.fareDifferenceMinor ?? 0);

/**
 * The traveller accepts a quote (once, however often it is asked): a cancellation is cancelled and
 * refunded through the gateway at once (done); a change with something to pay opens its payment (an
 * order of kind `change`, paid like any booking, by the quote's expiry); a free one waits for our
 * staff to make it.
 */
export async function acceptQuote(db: Database, order: Order, id: string, now: Date): Promise<{ request: AfterSalesRequest; charge: Order | null }> {
  const accepted = await db.transaction(async (tx) => {
    const request = await lockRequest(tx as Tx, id, order.id);
    if (request.status !== 'QUOTED')
      throw conflict(
        'NOT_QUOTED',
        'Nothing to accept',
        request.status === 'ACCEPTED' || request.status === 'DONE' ? 'This quote is already accepted.' : 'This request has no quote to accept.',
      );
    if (request.quoteExpiresAt && request.quoteExpiresAt <= now)
      throw conflict('QUOTE_EXPIRED', 'Quote expired', 'This quote has expired: ask again and we will price it anew.');
    let charge: Order | null = null;
    const due = toPayMinor(request);
    if (request.type !== 'CANCEL' && due > 0) {
      charge = await insertOrder(tx as Tx, {
        kind: 'change',
        userId: order.userId,
        contactEmail: order.contactEmail,
        contactPhone: order.contactPhone,
        language: order.language,
        currency: order.currency,
        baseMinor: request.fareDifferenceMinor ?? 0,
        taxesMinor: request.feeMinor ?? 0,
        totalMinor: due,
        paymentDeadline: request.quoteExpiresAt ?? new Date(now.getTime() + QUOTE_VALID_MS),
        contactVerifiedAt: order.contactVerifiedAt,
      });
    }
    const [updated] = await tx
      .update(afterSalesRequests)
      .set({ status: 'ACCEPTED', chargeOrderId: charge?.id ?? null, updatedAt: now })
      .where(eq(afterSalesRequests.id, id))
      .returning();
    await record(tx, id, 'ACCEPTED', 'traveller', null, null, now);
    return { request: updated!, charge };
  });
  if (accepted.request.type !== 'CANCEL') return accepted;
  // The cancellation itself: the order's row locked, its seats given back, the money back through the gateway (or recorded as due).
  const { refund } = await cancelPaidBooking(db, order.reference, order.kind, async () => ({ keepMinor: accepted.request.penaltyMinor ?? 0 }), now);
  const note =
    refund.amountMinor === 0
      ? 'Cancelled: the fare was not refundable.'
      : refund.status === 'REFUNDED'
        ? `Refunded ${fromMinor(refund.amountMinor)} ${refund.currency}.`
        : `Refund of ${fromMinor(refund.amountMinor)} ${refund.currency} due: our team sends it.`;
  const [done] = await db
    .update(afterSalesRequests)
    .set({ status: 'DONE', refundMinor: refund.amountMinor, updatedAt: now })
    .where(eq(afterSalesRequests.id, id))
    .returning();
  await record(db, id, 'DONE', 'system', note, null, new Date(now.getTime() + 1));
  return { request: done!, charge: null };
}

/** The traveller declines a quote: the request is closed (refused, by them). */
export async function declineQuote(db: Database, order: Order, id: string, now: Date): Promise<AfterSalesRequest> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx as Tx, id, order.id);
    if (request.status !== 'QUOTED') throw conflict('NOT_QUOTED', 'Nothing to decline', 'This request has no quote to decline.');
    const [updated] = await tx.update(afterSalesRequests).set({ status: 'REFUSED', updatedAt: now }).where(eq(afterSalesRequests.id, id)).returning();
    await record(tx, id, 'REFUSED', 'traveller', 'Quote declined.', null, now);
    return updated!;
  });
}

/** Our staff cannot do what was asked (the airline refused, no seats on the new dates…): closed with their reason. */
export async function refuseRequest(db: Database, id: string, staffId: string, note: string, now: Date): Promise<AfterSalesRequest> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx as Tx, id);
    if (request.status !== 'RECEIVED' && request.status !== 'QUOTED')
      throw conflict('NOT_REFUSABLE', 'Cannot be refused now', `This request is ${request.status.toLowerCase()}.`);
    const [updated] = await tx.update(afterSalesRequests).set({ status: 'REFUSED', updatedAt: now }).where(eq(afterSalesRequests.id, id)).returning();
    await record(tx, id, 'REFUSED', 'staff', note, staffId, now);
    return updated!;
  });
}

/**
 * Our staff made the change with the airline (its payment arrived first): done, with what they
 * did. A name correction is written on the booking, and so are new dates, as the provider now
 * holds them (the product applies both).
 */
export async function completeRequest(db: Database, id: string, staffId: string, note: string, now: Date): Promise<AfterSalesRequest> {
  const rebook = await rebooking(db, id);
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx as Tx, id);
    if (request.status !== 'ACCEPTED' || request.type === 'CANCEL')
      throw conflict(
        'NOT_COMPLETABLE',
        'Cannot be completed now',
        request.status === 'ACCEPTED' ? 'A cancellation completes by itself.' : `This request is ${request.status.toLowerCase()}.`,
      );
    if (request.chargeOrderId) {
      const [charge] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, request.chargeOrderId));
      if (charge?.status !== 'CONFIRMED') throw conflict('NOT_PAID_YET', 'Not paid yet', 'The traveller has not paid for this change yet.');
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId));
    if (request.type === 'NAME_CORRECTION' && request.asked.name) await kindOf(order!).correctName?.(tx as Tx, order!, request.asked.name);
    await rebook?.(tx as Tx);
    const [updated] = await tx.update(afterSalesRequests).set({ status: 'DONE', updatedAt: now }).where(eq(afterSalesRequests.id, id)).returning();
    await record(tx, id, 'DONE', 'staff', note, staffId, now);
    return updated!;
  });
}

/**
 * What writes a date change's new flights on the booking, asked of the provider before the
 * request's transaction; none for other requests, or one not ready to complete (the transaction
 * says why).
 */
async function rebooking(db: Database, id: string): Promise<((tx: Tx) => Promise<void>) | undefined> {
  const [row] = await db
    .select({ request: afterSalesRequests, order: orders })
    .from(afterSalesRequests)
    .innerJoin(orders, eq(orders.id, afterSalesRequests.orderId))
    .where(eq(afterSalesRequests.id, id));
  if (!row || row.request.type !== 'CHANGE_DATES' || row.request.status !== 'ACCEPTED' || !row.request.asked.dates) return undefined;
  if (row.request.chargeOrderId) {
    const [charge] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, row.request.chargeOrderId));
    if (charge?.status !== 'CONFIRMED') return undefined;
  }
  return kindOf(row.order).changeDates?.(db, row.order, row.request.asked.dates);
}

/**
 * A schedule change the airline made, recorded by our staff (`staffId`) or by the system from
 * what the provider reports (`schedule`: the new times, as a signature; `apply` writes them on the
 * booking in the same transaction, under the order's lock, and says whether they were new to it):
 * done as it is recorded, shown with the booking's requests. Null when the booking already had
 * those times, or the provider's last recorded change had them.
 */
export async function recordScheduleChange(
  db: Database,
  order: Order,
  by: { staffId: string } | { schedule: string; apply?: (tx: Tx) => Promise<boolean> },
  note: string,
  now: Date,
): Promise<AfterSalesRequest | null> {
  if (order.status !== 'CONFIRMED') throw conflict('NOT_PAID', 'Not paid', 'Only a paid booking has a schedule to change.');
  const schedule = 'schedule' in by ? by.schedule : undefined;
  return db.transaction(async (tx) => {
    // The order's row locked: two sweeps at once record the provider's change once.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
    if (schedule !== undefined) {
      const [latest] = await tx
        .select({ asked: afterSalesRequests.asked })
        .from(afterSalesRequests)
        .where(and(eq(afterSalesRequests.orderId, order.id), eq(afterSalesRequests.type, 'SCHEDULE_CHANGE'), sql`${afterSalesRequests.asked} ? 'schedule'`))
        .orderBy(desc(afterSalesRequests.createdAt))
        .limit(1);
      // The booking's own record decides (it may already show these times); a change recorded before it kept them is not told again.
      if ('apply' in by && by.apply && !(await by.apply(tx as Tx))) return null;
      if (latest?.asked.schedule === schedule) return null;
    }
    const [recorded] = await tx
      .insert(afterSalesRequests)
      .values({
        orderId: order.id,
        type: 'SCHEDULE_CHANGE',
        status: 'DONE',
        asked: { message: note, ...(schedule !== undefined ? { schedule } : {}) },
        currency: order.currency,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await record(tx, recorded!.id, 'DONE', 'staffId' in by ? 'staff' : 'system', note, 'staffId' in by ? by.staffId : null, now);
    return recorded!;
  });
}

/** An order's requests, newest first, each with its history (oldest step first). */
export async function requestsOf(db: Pick<Database, 'select'>, orderId: string) {
  const requests = await db.select().from(afterSalesRequests).where(eq(afterSalesRequests.orderId, orderId)).orderBy(desc(afterSalesRequests.createdAt));
  return withHistory(db, requests);
}

export async function withHistory(db: Pick<Database, 'select'>, requests: AfterSalesRequest[]) {
  if (requests.length === 0) return [];
  const events = await db
    .select()
    .from(afterSalesEvents)
    .where(
      inArray(
        afterSalesEvents.requestId,
        requests.map((request) => request.id),
      ),
    )
    .orderBy(asc(afterSalesEvents.at));
  const charges = requests.flatMap((request) => (request.chargeOrderId ? [request.chargeOrderId] : []));
  const chargeRows = charges.length > 0 ? await db.select().from(orders).where(inArray(orders.id, charges)) : [];
  return requests.map((request) => ({
    request,
    events: events.filter((event) => event.requestId === request.id),
    charge: chargeRows.find((row) => row.id === request.chargeOrderId) ?? null,
  }));
}

/** The requests our staff have to act on (open), oldest first; or the latest of every status. */
export async function requestsForStaff(db: Pick<Database, 'select'>, which: 'open' | 'all', limit = 100) {
  const requests = await db
    .select()
    .from(afterSalesRequests)
    .where(which === 'open' ? inArray(afterSalesRequests.status, [...OPEN_STATUSES]) : undefined)
    .orderBy(which === 'open' ? asc(afterSalesRequests.createdAt) : desc(afterSalesRequests.updatedAt))
    .limit(limit);
  const ids = [...new Set(requests.map((request) => request.orderId))];
  const booked = ids.length > 0 ? await db.select().from(orders).where(inArray(orders.id, ids)) : [];
  return { requests: await withHistory(db, requests), orders: new Map(booked.map((row) => [row.id, row])) };
}

/** The request an accepted change's payment belongs to (the `change` kind's part). */
export async function requestOfCharge(db: Pick<Database, 'select'>, chargeOrderIds: string[]) {
  if (chargeOrderIds.length === 0) return [];
  return db
    .select({ request: afterSalesRequests, original: { reference: orders.reference, kind: orders.kind } })
    .from(afterSalesRequests)
    .innerJoin(orders, eq(orders.id, afterSalesRequests.orderId))
    .where(inArray(afterSalesRequests.chargeOrderId, chargeOrderIds));
}
