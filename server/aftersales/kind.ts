import { and, eq } from 'drizzle-orm';
import { fromMinor } from '../lib/money';
import { kindOf, type Order, type OrderKind } from '../orders/orders';
import { requestOfCharge, type AfterSalesRequest } from './requests';
import { afterSalesEvents, afterSalesRequests, type RequestType } from './schema';

/** A change's payment's own part: the request it pays and the booking it changes. */
export interface ChangeDetails {
  request: AfterSalesRequest;
  original: { reference: string; kind: Order['kind'] };
}

const COPY = {
  en: {
    title: (reference: string) => `Change to booking ${reference}`,
    types: { CHANGE_DATES: 'New dates', NAME_CORRECTION: 'Name correction', CANCEL: 'Cancellation', SCHEDULE_CHANGE: 'Schedule change' } satisfies Record<
      RequestType,
      string
    >,
    asked: 'Asked',
    labels: { base: 'Fare difference', taxes: 'Change fee' },
    extras: 'Extras',
    documentName: 'your receipt',
  },
  fr: {
    title: (reference: string) => `Modification de la réservation ${reference}`,
    types: {
      CHANGE_DATES: 'Nouvelles dates',
      NAME_CORRECTION: 'Correction de nom',
      CANCEL: 'Annulation',
      SCHEDULE_CHANGE: 'Changement d’horaire',
    } satisfies Record<RequestType, string>,
    asked: 'Demandé',
    labels: { base: 'Différence de tarif', taxes: 'Frais de modification' },
    extras: 'Suppléments',
    documentName: 'votre reçu',
  },
} as const;

const copyOf = (order: Pick<Order, 'language'>) => (order.language === 'fr' ? COPY.fr : COPY.en);

/** What was asked, in a line: the new dates, or the name as it should read. */
export function askedLine(request: Pick<AfterSalesRequest, 'type' | 'asked'>, language: string): string {
  const copy = language === 'fr' ? COPY.fr : COPY.en;
  const what = request.asked.dates
    ? [request.asked.dates.departure, request.asked.dates.return].filter(Boolean).join(' → ')
    : request.asked.name
      ? `${request.asked.name.firstName} ${request.asked.name.lastName}`
      : '';
  return [copy.types[request.type], what].filter(Boolean).join(': ');
}

/**
 * The payment of an accepted change (after-sales) as an order kind: paid through the same checkout
 * as any booking, shown on the changed booking's page, its receipt a document of its own. It is no
 * trip (the Travel Hub lists the booking it changes) and earns no points.
 */
export const changeOrderKind: OrderKind<ChangeDetails, { startsAt: string }> = {
  kind: 'change',
  fee: true,
  // /manage opens the booking it changes (pages/manage.tsx), where its requests are.
  confirmationPage: '/manage',
  paymentPage: '/manage',
  async details(db, orders) {
    const rows = await requestOfCharge(
      db,
      orders.map((order) => order.id),
    );
    return new Map(rows.map((row) => [row.request.chargeOrderId!, { request: row.request, original: row.original }]));
  },
  view: (_order, { request, original }) => ({
    change: { requestId: request.id, type: request.type, of: original.reference, page: kindOf(original).confirmationPage },
  }),
  describe(order, { request, original }) {
    const copy = copyOf(order);
    return {
      sections: [{ title: copy.title(original.reference), lines: [askedLine(request, order.language)] }],
      extrasLabel: copy.extras,
      receiptLabels: copy.labels,
      documentName: copy.documentName,
    };
  },
  summary: (order) => ({ startsAt: order.createdAt.toISOString().slice(0, 19) }),
  leadLastName: () => null,
  // Paid by card only, by the quote's expiry.
  reservationDeadline: () => null,
  /** Not paid by the quote's expiry: the change is not made, and the traveller may ask again. */
  async release(tx, order) {
    const closed = await tx
      .update(afterSalesRequests)
      .set({ status: 'REFUSED', updatedAt: new Date() })
      .where(and(eq(afterSalesRequests.chargeOrderId, order.id), eq(afterSalesRequests.status, 'ACCEPTED')))
      .returning({ id: afterSalesRequests.id });
    for (const { id } of closed)
      await tx.insert(afterSalesEvents).values({ requestId: id, status: 'REFUSED', actor: 'system', note: 'Not paid before the quote expired.' });
  },
  async fulfil(db, order) {
    const [request] = await db.select({ id: afterSalesRequests.id }).from(afterSalesRequests).where(eq(afterSalesRequests.chargeOrderId, order.id));
    if (!request) return {};
    return {
      record: async (tx) => {
        await tx
          .insert(afterSalesEvents)
          .values({ requestId: request.id, status: 'ACCEPTED', actor: 'system', note: `Paid ${fromMinor(order.totalMinor)} ${order.currency}.` });
      },
    };
  },
  paymentDescription: (order) => `Booking change ${order.reference}`,
  async document(_db, order, { request, original }) {
    const copy = copyOf(order);
    return {
      title: copy.title(original.reference),
      sections: [{ title: copy.asked, lines: [askedLine(request, order.language)] }],
      events: [],
      shareText: copy.title(original.reference),
      receiptLabels: copy.labels,
    };
  },
};
