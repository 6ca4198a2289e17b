import type { Context } from 'hono';
import { eq, inArray } from 'drizzle-orm';
import { requireStaff } from '../accounts/session';
import { users } from '../accounts/schema';
import { now as clockNow } from '../lib/clock';
import type { AppBindings, AppRouteHandler } from '../lib/create-app';
import { HttpError } from '../lib/http-error';
import { fromMinor, toMinor } from '../lib/money';
import { limitPerAddress } from '../lib/rate-limit';
import { grantBookingAccess, linkContext, openBooking } from '../orders/access';
import type { Order } from '../orders/orders';
import { orders } from '../orders/schema';
import { processorOf } from '../payments/checkout';
import type * as routes from './aftersales.routes';
import { tellTraveller } from './notify';
import {
  acceptQuote,
  askFor,
  cancellationQuote,
  completeRequest,
  declineQuote,
  quoteRequest,
  recordScheduleChange,
  refuseRequest,
  requestsForStaff,
  requestsOf,
  termsOf,
  toPayMinor,
  withHistory,
  type AfterSalesRequest,
} from './requests';
import { afterSalesRequests } from './schema';

type Entry = Awaited<ReturnType<typeof withHistory>>[number];
const amount = (minor: number | null) => (minor === null ? null : fromMinor(minor));

/** A request as the traveller sees it: what was asked, the quote, its payment, its history (who: the traveller, our staff, or the system; never which of our staff). */
function requestView({ request, events, charge }: Entry, reference: string) {
  return {
    id: request.id,
    type: request.type,
    status: request.status,
    asked: request.asked,
    currency: request.currency,
    quote:
      request.quotedAt && request.quoteExpiresAt
        ? {
            fee: amount(request.feeMinor),
            fareDifference: amount(request.fareDifferenceMinor),
            penalty: amount(request.penaltyMinor),
            refund: amount(request.refundMinor),
            toPay: fromMinor(request.type === 'CANCEL' ? 0 : toPayMinor(request)),
            note: request.quoteNote,
            expiresAt: request.quoteExpiresAt.toISOString(),
          }
        : null,
    payment: charge
      ? {
          reference: charge.reference,
          paid: charge.status === 'CONFIRMED',
          url: charge.status === 'PENDING' && request.status === 'ACCEPTED' ? `/api/bookings/${reference}/requests/${request.id}/pay` : null,
        }
      : null,
    history: events.map((event) => ({ status: event.status, by: event.actor, note: event.note, at: event.at.toISOString() })),
    createdAt: request.createdAt.toISOString(),
  };
}

/** A request as it stands now, with its history, for the traveller. */
async function viewOf(c: Context<AppBindings>, request: AfterSalesRequest, reference: string) {
  const [entry] = await withHistory(c.var.db, [request]);
  return requestView(entry!, reference);
}

export const listRequestsHandler: AppRouteHandler<typeof routes.listRequestsRoute> = async (c) => {
  const db = c.var.db;
  const order = await openBooking(c, db, c.req.valid('param').reference);
  const now = clockNow();
  const terms = order.status === 'CONFIRMED' && order.kind !== 'change' ? await termsOf(db, order, now) : null;
  const entries = await requestsOf(db, order.id);
  const cancel = terms ? cancellationQuote(order, terms) : null;
  c.header('Cache-Control', 'private, no-store');
  return c.json(
    {
      data: {
        terms: terms
          ? {
              until: terms.until.toISOString(),
              cancel: { refundable: terms.cancel.refundable, penalty: amount(cancel?.penaltyMinor ?? null), refund: amount(cancel?.refundMinor ?? null) },
              change: { allowed: terms.change.allowed, fee: amount(terms.change.feeMinor) },
              nameCorrection: { allowed: terms.nameCorrection.allowed },
              travellers: terms.travellers,
            }
          : null,
        canAsk: !!terms && now <= terms.until && !entries.some(({ request }) => ['RECEIVED', 'QUOTED', 'ACCEPTED'].includes(request.status)),
        requests: entries.map((entry) => requestView(entry, order.reference)),
      },
    },
    200,
  );
};

/** A person asks a few times at most; a script cannot flood our staff's list. */
const ASKS_PER_HOUR = 10;

export const askHandler: AppRouteHandler<typeof routes.askRoute> = async (c) => {
  const db = c.var.db;
  const { reference } = c.req.valid('param');
  await limitPerAddress(c, 'aftersales-ask', ASKS_PER_HOUR, 'Too many requests from this connection. Please wait a little, or call us.');
  const order = await openBooking(c, db, reference);
  const now = clockNow();
  const request = await askFor(db, order, c.req.valid('json'), now);
  const links = await linkContext(c, db);
  await tellTraveller(db, links, order, request, null, now);
  return c.json({ data: await viewOf(c, request, order.reference) }, 201);
};

export const acceptHandler: AppRouteHandler<typeof routes.acceptRoute> = async (c) => {
  const db = c.var.db;
  const { reference, id } = c.req.valid('param');
  const order = await openBooking(c, db, reference);
  const now = clockNow();
  const { request, charge } = await acceptQuote(db, order, id, now);
  // The browser that accepted may pay the change's own order.
  if (charge) await grantBookingAccess(c, db, charge.reference, now);
  const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
  // A cancellation done: its own email (cancellationEmail) says what was refunded; the phones hear it too.
  await tellTraveller(db, await linkContext(c, db), after!, request, null, now, { email: request.type !== 'CANCEL' });
  return c.json({ data: await viewOf(c, request, order.reference) }, 200);
};

export const declineHandler: AppRouteHandler<typeof routes.declineRoute> = async (c) => {
  const db = c.var.db;
  const { reference, id } = c.req.valid('param');
  const order = await openBooking(c, db, reference);
  const now = clockNow();
  const request = await declineQuote(db, order, id, now);
  await tellTraveller(db, await linkContext(c, db), order, request, null, now);
  return c.json({ data: await viewOf(c, request, order.reference) }, 200);
};

export const payHandler: AppRouteHandler<typeof routes.payRoute> = async (c) => {
  const db = c.var.db;
  const { reference, id } = c.req.valid('param');
  const order = await openBooking(c, db, reference);
  const [request] = await db.select().from(afterSalesRequests).where(eq(afterSalesRequests.id, id));
  if (!request || request.orderId !== order.id || !request.chargeOrderId)
    throw new HttpError(404, 'NOT_FOUND', 'Not found', 'This request has nothing to pay.');
  const [charge] = await db.select().from(orders).where(eq(orders.id, request.chargeOrderId));
  if (charge!.status === 'CONFIRMED') throw new HttpError(409, 'ALREADY_PAID', 'Already paid', 'This change is already paid.');
  if (charge!.status !== 'PENDING') throw new HttpError(404, 'NOT_FOUND', 'Not found', 'This change can no longer be paid: ask again for a new quote.');
  await grantBookingAccess(c, db, charge!.reference, clockNow());
  c.header('Cache-Control', 'no-store');
  return c.redirect(`/api/payment/${processorOf()}?bookingId=${charge!.reference}`, 302);
};

// ——— Staff ———

async function staffViews(c: Context<AppBindings>, entries: Entry[], booked: Map<string, Order>) {
  const staffIds = [...new Set(entries.flatMap(({ events }) => events.flatMap((event) => (event.staffId ? [event.staffId] : []))))];
  const staff = new Map(
    staffIds.length > 0
      ? (await c.var.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, staffIds))).map((row) => [row.id, row.email])
      : [],
  );
  const now = clockNow();
  return Promise.all(
    entries.map(async (entry) => {
      const order = booked.get(entry.request.orderId)!;
      const terms = entry.request.status === 'RECEIVED' ? await termsOf(c.var.db, order, now).catch(() => null) : null;
      const cancel = terms && entry.request.type === 'CANCEL' ? cancellationQuote(order, terms) : null;
      return {
        ...requestView(entry, order.reference),
        history: entry.events.map((event) => ({
          status: event.status,
          by: event.actor,
          staff: event.staffId ? (staff.get(event.staffId) ?? null) : null,
          note: event.note,
          at: event.at.toISOString(),
        })),
        booking: {
          reference: order.reference,
          kind: order.kind,
          status: order.status,
          contactEmail: order.contactEmail,
          contactPhone: order.contactPhone,
          language: order.language,
          total: fromMinor(order.totalMinor),
          refunded: fromMinor(order.refundedMinor),
          paidAt: order.paidAt?.toISOString() ?? null,
        },
        suggestion: terms
          ? {
              fee: amount(entry.request.type === 'NAME_CORRECTION' ? terms.nameCorrection.feeMinor : terms.change.feeMinor),
              penalty: amount(cancel?.penaltyMinor ?? null),
            }
          : null,
      };
    }),
  );
}

export const staffListHandler: AppRouteHandler<typeof routes.staffListRoute> = async (c) => {
  await requireStaff(c);
  const { requests, orders: booked } = await requestsForStaff(c.var.db, c.req.valid('query').which);
  return c.json({ data: await staffViews(c, requests, booked) }, 200);
};

/** A staff step, then the traveller told, then the request as staff see it. */
async function staffStep(c: Context<AppBindings>, id: string, step: (staffId: string) => Promise<AfterSalesRequest>, note: string | null) {
  const staff = await requireStaff(c);
  const db = c.var.db;
  const request = await step(staff.id);
  const [order] = await db.select().from(orders).where(eq(orders.id, request.orderId));
  await tellTraveller(db, await linkContext(c, db), order!, request, note, clockNow());
  const [entry] = await withHistory(db, [request]);
  const [view] = await staffViews(c, [entry!], new Map([[order!.id, order!]]));
  return view!;
}

export const staffQuoteHandler: AppRouteHandler<typeof routes.staffQuoteRoute> = async (c) => {
  const { id } = c.req.valid('param');
  const body = c.req.valid('json') as { fee?: string; fareDifference?: string; penalty?: string; note?: string };
  const minor = (value: string | undefined) => (value === undefined ? undefined : toMinor(value));
  const view = await staffStep(
    c,
    id,
    (staffId) =>
      quoteRequest(
        c.var.db,
        id,
        staffId,
        { feeMinor: minor(body.fee), fareDifferenceMinor: minor(body.fareDifference), penaltyMinor: minor(body.penalty), note: body.note || undefined },
        clockNow(),
      ),
    body.note || null,
  );
  return c.json({ data: view }, 200);
};

export const staffRefuseHandler: AppRouteHandler<typeof routes.staffRefuseRoute> = async (c) => {
  const { id } = c.req.valid('param');
  const { note } = c.req.valid('json') as { note: string };
  return c.json({ data: await staffStep(c, id, (staffId) => refuseRequest(c.var.db, id, staffId, note, clockNow()), note) }, 200);
};

export const staffDoneHandler: AppRouteHandler<typeof routes.staffDoneRoute> = async (c) => {
  const { id } = c.req.valid('param');
  const { note } = c.req.valid('json') as { note: string };
  return c.json({ data: await staffStep(c, id, (staffId) => completeRequest(c.var.db, id, staffId, note, clockNow()), note) }, 200);
};

export const staffScheduleChangeHandler: AppRouteHandler<typeof routes.staffScheduleChangeRoute> = async (c) => {
  const staff = await requireStaff(c);
  const db = c.var.db;
  const { reference } = c.req.valid('param');
  const { note } = c.req.valid('json') as { note: string };
  const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
  if (!order || order.kind === 'change') throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No booking has this ID.');
  const now = clockNow();
  const request = (await recordScheduleChange(db, order, { staffId: staff.id }, note, now))!;
  await tellTraveller(db, await linkContext(c, db), order, request, note, now);
  const [entry] = await withHistory(db, [request]);
  const [view] = await staffViews(c, [entry!], new Map([[order.id, order]]));
  return c.json({ data: view! }, 201);
};
