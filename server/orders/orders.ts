import { phoneKey } from '../lib/phone';
import { newOrderReference } from './reference';
import type { z } from '@hono/zod-openapi';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { fromMinor } from '../lib/money';
import { releaseVoucher } from './vouchers';
import type { OrderViewSchema, PaymentMethodSchema } from './orders.routes';
import { orders, type OrderKindName, type TransferAccount } from './schema';
import { paidOrderCancelled } from './events';

export type Order = typeof orders.$inferSelect;
export type { OrderKindName };
export type PaymentMethod = z.output<typeof PaymentMethodSchema>;

/** A section of an order's email: a heading and its lines, in the order's language. */
export interface MailSection {
  title: string;
  lines: string[];
}

/**
 * What the platform needs from a product to sell it (the product's wing registers one): how to
 * load and show its part of an order, what a bank-transfer reservation may hold it for, and how
 * to give back what it holds. The platform (payments, lapsing, emails, the Travel Hub) works
 * through this and never imports a product.
 */
export interface OrderKind<Details = unknown, Summary extends { startsAt: string } = { startsAt: string }> {
  kind: OrderKindName;
  /** The page that shows one of these orders (its reference in `?booking=`), e.g. `/flights/confirmation`. */
  confirmationPage: string;
  /** Its payment page, when not the shared `/payment` (which sends a browser on to it). */
  paymentPage?: string;
  /** A fee on another order (a change's): promo codes apply only when they name this kind. */
  fee?: true;
  /** Where a payment that arrived but could not be honoured (refund due) is explained, when not on its payment page. */
  problemPage?: string;
  /** The product's part of these orders (one query per table, whatever their number). */
  details(db: Pick<Database, 'select'>, orders: Order[]): Promise<Map<string, Details>>;
  /** The product's fields of the order as the API shows it (itinerary, travellers…). */
  view(order: Order, details: Details): Record<string, unknown>;
  /** What the order's emails say about it, in its language: its sections, and the word for its extras. */
  describe(
    order: Order,
    details: Details,
  ): { sections: MailSection[]; extrasLabel: string; receiptLabels?: { base: string; taxes: string }; documentName?: string };
  /** The Travel Hub's card: `startsAt` (local date and time) decides upcoming or past. */
  summary(order: Order, details: Details): Summary;
  /** The lead person's surname, which opens the order with its reference (Manage booking). */
  leadLastName(details: Details): string | null;
  /** How long a bank-transfer reservation made now may hold it; null when it is too late. */
  reservationDeadline(order: Order, details: Details, now: Date): Date | null;
  /** Gives back what the order holds (seats, rooms, inventory) once it lapses or is cancelled; in its transaction. */
  release(tx: Tx, order: Order): Promise<void>;
  /**
   * Once the order is paid, asks its provider for what was bought (flights: the e-ticket numbers;
   * stays: the hotel's booking; insurance: the policy), with no transaction open meanwhile, the
   * order's reference as the provider's idempotency key where it takes one; and says what to
   * record (server/payments/fulfilment.ts writes it, with the order's fulfilment state, in a short
   * transaction). It throws `FulfilmentFailed` when what was paid for cannot be had: the order is
   * then cancelled and the payment recorded as due for refund (or, `uncertain`, left to our staff).
   * Any other error is a fault: asked again later, with backoff.
   */
  fulfil?(db: Database, order: Order): Promise<Fulfilment>;
  /** False while the order may not be paid: its provider does not hold it (flights: no airline order yet). */
  bookable?(order: Order): boolean;
  /** The words the payment gateway shows for it, e.g. "Flight booking K7MX3Q". */
  paymentDescription(order: Order): string;
  /**
   * What after-sales requests (server/aftersales) may ask of a paid order of this kind, priced by
   * its fare rules: flights. A kind without it has its own cancellation (stays, experiences).
   */
  afterSalesTerms?(db: Database, order: Order, details: Details, now: Date): Promise<AfterSalesTerms>;
  /** Writes a traveller's corrected name on the order (an after-sales name correction our staff made with the airline); in its transaction. */
  correctName?(tx: Tx, order: Order, name: { travelerId: string; firstName: string; lastName: string }): Promise<void>;
  /**
   * The order's new dates, once our staff have changed them with the provider (an after-sales
   * date change): asks the provider for what it now holds (throws when it cannot rebook those
   * days) and returns what writes that on the order, run in the request's transaction (the
   * provider is asked before it, so no transaction waits on it).
   */
  changeDates?(db: Database, order: Order, dates: { departure: string; return?: string }): Promise<(tx: Tx) => Promise<void>>;
  /**
   * Push notices about its orders that have come due (flights: check-in opens 24 hours before a
   * departure), found in its own tables; each is sent once per key and subscription.
   */
  dueNotices?(db: Pick<Database, 'select'>, now: Date): Promise<Array<{ order: Pick<Order, 'id' | 'userId'>; key: string; notice: DueNotice }>>;
  /** What its PDF e-ticket and receipt and its calendar file say, in its language (places and local times by name). */
  document(db: Pick<Database, 'select'>, order: Order, details: Details): Promise<OrderDocument>;
}

/** What may be asked of a paid order after the sale, and what its fare rules say it costs (minor units, the order's currency; null: our staff price it). */
export interface AfterSalesTerms {
  /** The last moment a request may be made (before the trip starts). */
  until: Date;
  cancel: { refundable: boolean; penaltyMinor: number | null };
  change: { allowed: boolean; feeMinor: number | null };
  nameCorrection: { allowed: boolean; feeMinor: number | null };
  /** Whose name may be corrected: each traveller's id and name as booked. */
  travellers: Array<{ id: string; name: string }>;
}

/** A push notice's words and the page it opens (a path of ours, in the order's language). */
export interface DueNotice {
  title: string;
  body: string;
  url: string;
  /** Notices with one tag replace each other on the phone. */
  tag: string;
  ttlSeconds?: number;
}

/** One event of an order's calendar file: a flight, a night's stay, a time slot. */
export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  location: string;
  description: string;
}

/** An order as its documents tell it: the title, its sections (what was bought, for whom), and its events. */
export interface OrderDocument {
  title: string;
  sections: MailSection[];
  events: CalendarEvent[];
  /** A line to share (WhatsApp): where and when, never who. */
  shareText: string;
  /** The receipt's words for the order's base and taxes (default: fare, taxes and fees). */
  receiptLabels?: { base: string; taxes: string };
  /** A QR code printed on the document: a page of ours (its path) and the words beside it. */
  qr?: { path: string; caption: string };
}

/** A kind's page (which may carry its own query, `/stays/confirmation?provider=stays`) for one order. */
export const pageFor = (page: string, reference: string) => `${page}${page.includes('?') ? '&' : '?'}booking=${encodeURIComponent(reference)}`;

/** Who booked and how to reach them: an order's contact fields, from the booking's request. */
export const orderContact = (
  contact: { email: string; phone: string },
  request: { userId: string | null; clientAddress: string; contactVerified: boolean; language: 'en' | 'fr' },
  now: Date,
) => ({
  contactEmail: contact.email.trim(),
  contactPhone: contact.phone,
  contactPhoneKey: phoneKey(contact.phone),
  userId: request.userId,
  clientAddress: request.clientAddress,
  contactVerifiedAt: request.contactVerified ? now : null,
  language: request.language,
});

/** A new unpaid order under a booking reference of its own (drawn again on the rare collision), in the booking's transaction. */
export async function insertOrder(tx: Tx, values: Omit<typeof orders.$inferInsert, 'reference' | 'status'>): Promise<Order> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [order] = await tx
      .insert(orders)
      .values({ ...values, reference: newOrderReference(), status: 'PENDING' })
      .onConflictDoNothing({ target: orders.reference })
      .returning();
    if (order) return order;
  }
  throw new Error('Could not find a free booking reference');
}

/** The page that takes payment for an order of this kind. */
export const paymentPageOf = (order: Pick<Order, 'kind'>) => kindOf(order).paymentPage ?? '/payment';

/** What a provider answered once an order was paid (`OrderKind.fulfil`). */
export interface Fulfilment {
  /** Writes what the provider said (in the platform's transaction); absent when there is nothing new. */
  record?: (tx: Tx) => Promise<void>;
  /** The provider has not finished (an airline has not issued the e-tickets yet): ask again later. */
  later?: boolean;
}

/**
 * What was paid for cannot be delivered (an insurer or a hotel refused it): the money goes back.
 * `uncertain`: the provider did not answer a request it cannot be asked twice (a hotel booking),
 * so it may stand: our staff check with the provider before anything is refunded.
 */
export class FulfilmentFailed extends Error {
  constructor(
    readonly reason: string,
    readonly uncertain = false,
  ) {
    super(reason);
    this.name = 'FulfilmentFailed';
  }
}

const kinds = new Map<OrderKindName, OrderKind>();

/** A product makes its orders known to the platform (once; registering again changes nothing). */
export function registerOrderKind<Details, Summary extends { startsAt: string }>(kind: OrderKind<Details, Summary>) {
  kinds.set(kind.kind, kind as unknown as OrderKind);
}

/** Every product's order kind, as registered. */
export const registeredKinds = (): OrderKind[] => [...kinds.values()];

export function kindOf(order: Pick<Order, 'kind'>): OrderKind {
  const kind = kinds.get(order.kind as OrderKindName);
  if (!kind) throw new Error(`No product has registered orders of kind "${order.kind}"`);
  return kind;
}

/** An order with its product's details and its last payment attempt. */
export interface LoadedOrder {
  order: Order;
  details: unknown;
  lastPayment: OrderView['lastPayment'];
  /** The account opened for a bank transfer of the order's current total, if any. */
  transfer?: { paymentReference: string; account: TransferAccount } | null;
}

/** Orders with their product details, each kind loaded in one go. */
export async function withDetails(db: Pick<Database, 'select'>, rows: Order[]): Promise<Map<string, unknown>> {
  const byKind = new Map<string, Order[]>();
  for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row]);
  const details = new Map<string, unknown>();
  for (const [, group] of byKind) for (const [id, value] of await kindOf(group[0]!).details(db, group)) details.set(id, value);
  return details;
}

export async function findOrder(db: Pick<Database, 'select'>, reference: string): Promise<Order | null> {
  const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
  return order ?? null;
}

/** What an order's view shows of its payments: the last attempt, and the account opened for a bank transfer of its current total. */
export interface PaymentFacts {
  lastPayment: OrderView['lastPayment'];
  transfer: { paymentReference: string; account: TransferAccount } | null;
}
type PaymentReader = (db: Pick<Database, 'select'>, order: Order) => Promise<PaymentFacts>;
let paymentReader: PaymentReader | undefined;

/** How an order's payments are read: payments, above orders, says (the composition root registers it with the products). */
export function readPaymentsWith(reader: PaymentReader): void {
  paymentReader = reader;
}

/** An order row with its details and last payment attempt. */
export async function loadOrder(db: Pick<Database, 'select'>, order: Order): Promise<LoadedOrder> {
  if (!paymentReader) throw new Error('No payment reader registered (server/app.ts registerProducts)');
  const [details, facts] = await Promise.all([withDetails(db, [order]), paymentReader(db, order)]);
  return { order, details: details.get(order.id), ...facts };
}

/** Loads an order by its reference, or null. */
export async function loadOrderByReference(db: Pick<Database, 'select'>, reference: string) {
  const order = await findOrder(db, reference);
  return order ? loadOrder(db, order) : null;
}

/** A booking just made, held until it is paid: what every product's booking call answers (201). */
export const heldBooking = (order: Pick<Order, 'reference' | 'paymentDeadline' | 'totalMinor' | 'currency'>) => ({
  reference: order.reference,
  status: 'PENDING' as const,
  paymentDeadline: order.paymentDeadline.toISOString(),
  total: { amount: fromMinor(order.totalMinor), currency: order.currency },
});

/** The order as the API shows it: the shared fields (status, payment, fare breakdown), then its product's. */
export function orderView({ order, details, lastPayment, transfer }: LoadedOrder, now = new Date()): OrderView & Record<string, unknown> {
  const kind = kindOf(order);
  const open = order.status === 'PENDING' && order.paymentDeadline > now && kind.bookable?.(order) !== false;
  const transferOpen = open && order.paymentMethod === 'BANK_TRANSFER' && transfer;
  return {
    reference: order.reference,
    kind: order.kind as OrderKindName,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paymentDeadline: order.paymentDeadline.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    fulfilment: order.fulfilment ?? null,
    paymentMethod: order.paymentMethod as PaymentMethod | null,
    lastPayment,
    currency: order.currency,
    fare: {
      base: fromMinor(order.baseMinor),
      taxes: fromMinor(order.taxesMinor),
      extras: fromMinor(order.extrasMinor),
      discount: fromMinor(order.discountMinor),
      total: fromMinor(order.totalMinor),
    },
    voucherCode: order.voucherCode,
    refunded: order.refundedAt ? { amount: fromMinor(order.refundedMinor), at: order.refundedAt.toISOString() } : null,
    // Shown once paid: before that the airline may still drop an unpaid hold.
    providerReference: order.status === 'CONFIRMED' ? order.providerReference : null,
    ...kind.view(order, details),
    payable: open,
    /** Bank transfer needs a deadline far enough ahead; null when only card payment is possible. */
    bankTransferDeadline: open
      ? order.paymentMethod === 'BANK_TRANSFER'
        ? order.paymentDeadline.toISOString()
        : (kind.reservationDeadline(order, details, now)?.toISOString() ?? null)
      : null,
    bankTransfer: transferOpen
      ? { ...transfer.account, amount: fromMinor(order.totalMinor), currency: order.currency, paymentReference: transfer.paymentReference }
      : null,
  };
}

/** The shared part of an order as the API shows it (declared by `OrderViewSchema`). */
export type OrderView = z.output<typeof OrderViewSchema>;

/**
 * Cancels a PENDING order and gives back what it holds (its product's seats or rooms, its promo
 * code); false if it was no longer pending. With `onlyIfExpired`, only past its deadline.
 */
export async function cancelOrder(tx: Tx, id: string, now: Date, onlyIfExpired = false): Promise<boolean> {
  const [cancelled] = await tx
    .update(orders)
    .set({ status: 'CANCELLED', cancelledAt: now, updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, 'PENDING'), ...(onlyIfExpired ? [lt(orders.paymentDeadline, now)] : [])))
    .returning();
  if (!cancelled) return false;
  await releaseVoucher(tx, cancelled.voucherCode);
  await kindOf(cancelled).release(tx, cancelled);
  return true;
}

/**
 * Cancels a paid (CONFIRMED) order and gives back what it holds and its promo code; false if it
 * was not confirmed. What was paid is refunded by the caller (or recorded as due).
 */
export async function cancelPaidOrder(tx: Tx, order: Pick<Order, 'id'>, now: Date): Promise<boolean> {
  const [cancelled] = await tx
    .update(orders)
    .set({ status: 'CANCELLED', cancelledAt: now, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'CONFIRMED')))
    .returning();
  if (!cancelled) return false;
  await releaseVoucher(tx, cancelled.voucherCode);
  await kindOf(cancelled).release(tx, cancelled);
  await paidOrderCancelled(tx, cancelled, now);
  return true;
}

/**
 * Orders past their payment deadline lapse: CANCELLED, what they held back on sale. The job
 * `orders-lapse` runs it every minute for the whole cluster (server/jobs). Each order lapses in
 * a transaction of its own, so a booking or a payment made meanwhile waits for one order's
 * release at most, never for the whole sweep; the status condition on the update makes a second
 * run (or a racing one) release nothing twice. Read in batches of `batch`, oldest deadline first.
 */
export async function lapseExpiredOrders(db: Database, now = new Date(), batch = 200): Promise<number> {
  let lapsed = 0;
  let after: { deadline: Date; id: string } | undefined;
  for (;;) {
    const expired = await db
      .select({ id: orders.id, deadline: orders.paymentDeadline })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'PENDING'),
          lt(orders.paymentDeadline, now),
          ...(after ? [sql`(${orders.paymentDeadline}, ${orders.id}) > (${after.deadline.toISOString()}::timestamptz, ${after.id}::uuid)`] : []),
        ),
      )
      .orderBy(orders.paymentDeadline, orders.id)
      .limit(batch);
    for (const { id } of expired) {
      if (await db.transaction((tx) => cancelOrder(tx, id, now, true))) lapsed += 1;
    }
    if (expired.length < batch) return lapsed;
    after = expired.at(-1)!;
  }
}

/**
 * The orders that are a person's: made signed in, or made as a guest with the email they have
 * since verified (a signed-in user's email is verified).
 */
export const orderedBy = (user: { id: string; email: string }) =>
  or(eq(orders.userId, user.id), eq(sql`lower(${orders.contactEmail})`, user.email.toLowerCase()));
