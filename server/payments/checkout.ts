import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { checkCode, issueCode } from '../accounts/accounts';
import { rateLimit } from '../lib/rate-limit';
import type { Database, Tx } from '../db/client';
import { rewardInviter } from '../hub/referrals';
import { bookings, oneTimeCodes, payments } from '../db/schema';
import { bookingLink, EMAIL_LINK_TTL_MS, REDIRECT_LINK_TTL_MS, type LinkContext } from '../orders/access';
import { findBooking, reservationDeadline, type FoundBooking } from '../flights/bookings';
import { HttpError } from '../lib/http-error';
import { fromMinor } from '../lib/money';
import { logger } from '../lib/logger';
import { confirmationEmail, contactCodeEmail, reservationEmail, type BookingForMail } from '../mail/booking-emails';
import { deliverSoon, enqueueMail } from '../mail/outbox';
import type { FlightOffer } from '../flights/providers/types';
import { cardGateways } from './gateways';
import type { GatewayName, PaymentGateway, VerifiedTransaction } from './gateways/types';


/** A card checkout keeps the seats at least this long once the traveller is sent to the gateway. */
const CARD_CHECKOUT_MS = 30 * 60_000;

export type PaymentMethod = 'PAYSTACK' | 'FLUTTERWAVE' | 'BANK_TRANSFER';
export const gatewayOf = (method: 'PAYSTACK' | 'FLUTTERWAVE'): GatewayName => (method === 'PAYSTACK' ? 'paystack' : 'flutterwave');

/** The booking as the API shows it: itinerary, passengers with seats, bags, fare breakdown, payment state. */
export function bookingView(found: FoundBooking, now = new Date()) {
  const { booking, passengers, seats, bags, lastPayment } = found;
  const offer = booking.offer as FlightOffer;
  const open = booking.status === 'PENDING' && booking.paymentDeadline > now;
  return {
    reference: booking.reference,
    status: booking.status,
    createdAt: booking.createdAt.toISOString(),
    paymentDeadline: booking.paymentDeadline.toISOString(),
    paidAt: booking.paidAt?.toISOString() ?? null,
    paymentMethod: booking.paymentMethod as PaymentMethod | null,
    lastPayment: lastPayment ? { gateway: lastPayment.gateway, status: lastPayment.status } : null,
    currency: booking.currency,
    fare: {
      base: fromMinor(booking.baseMinor),
      taxes: fromMinor(booking.taxesMinor),
      extras: fromMinor(booking.extrasMinor),
      discount: fromMinor(booking.discountMinor),
      total: fromMinor(booking.totalMinor),
    },
    voucherCode: booking.voucherCode,
    itineraries: offer.itineraries,
    travelerPricings: offer.travelerPricings,
    passengers,
    seats: seats.map((seat) => ({ travelerId: seat.travelerId, segmentId: seat.segmentId, number: seat.number, price: fromMinor(seat.priceMinor) })),
    bags: bags.map((bag) => ({ travelerId: bag.travelerId, itineraryIndex: bag.itineraryIndex, quantity: bag.quantity, price: fromMinor(bag.priceMinor) })),
    payable: open,
    /** Bank transfer needs a deadline far enough ahead; null when only card payment is possible. */
    bankTransferDeadline: open ? (booking.paymentMethod === 'BANK_TRANSFER' ? booking.paymentDeadline.toISOString() : (reservationDeadline(offer, now)?.toISOString() ?? null)) : null,
  };
}

export type BookingView = ReturnType<typeof bookingView>;

/** The one place that says how a booking may be paid now: the card gateways open to travellers, and bank transfer while a reservation can still be made. */
export function paymentMethodsOf(view: Pick<BookingView, 'payable' | 'bankTransferDeadline'>): PaymentMethod[] {
  if (!view.payable) return [];
  return [...cardGateways().map((gateway) => gateway.toUpperCase() as PaymentMethod), ...(view.bankTransferDeadline ? (['BANK_TRANSFER'] as const) : [])];
}

function mailData(found: FoundBooking, links: LinkContext, now = new Date()): BookingForMail {
  const view = bookingView(found, now);
  const seatsOf = (travelerId: string) => view.seats.filter((seat) => seat.travelerId === travelerId).map((seat) => seat.number);
  return {
    reference: view.reference,
    language: found.booking.language,
    contactEmail: found.booking.contactEmail,
    currency: view.currency,
    fare: view.fare,
    voucherCode: view.voucherCode,
    paymentDeadline: found.booking.paymentDeadline,
    flights: view.itineraries.flatMap((itinerary) =>
      itinerary.segments.map((segment) => ({
        flight: `${segment.carrierCode} ${segment.number}`,
        from: segment.departure.iataCode,
        to: segment.arrival.iataCode,
        departure: segment.departure.at,
        arrival: segment.arrival.at,
      })),
    ),
    passengers: found.passengers.map((passenger) => ({ name: [passenger.firstName, passenger.middleName, passenger.lastName].filter(Boolean).join(' '), seats: seatsOf(passenger.travelerId) })),
    // Opens the booking in any browser, no typing: signed, and it expires.
    link: bookingLink(links, found.booking, EMAIL_LINK_TTL_MS, now),
  };
}

async function mustFind(db: Pick<Database, 'select'>, reference: string) {
  const found = await findBooking(db, reference);
  if (!found) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No booking has this ID. Check the six characters and try again.');
  return found;
}

function mustBeOpen(found: FoundBooking, now: Date) {
  if (found.booking.status === 'CONFIRMED') throw new HttpError(409, 'ALREADY_PAID', 'Already paid', 'This booking is already paid.');
  if (found.booking.status === 'CANCELLED' || found.booking.paymentDeadline <= now) {
    throw new HttpError(409, 'BOOKING_LAPSED', 'Booking lapsed', 'This booking was not paid in time and has been cancelled; please search again.');
  }
}

export type BankTransferChoice =
  | { reserved: true; booking: FoundBooking }
  | { reserved: false; booking: FoundBooking; confirmation: { verificationId: string; email: string; expiresAt: string } };

/** a•••@example.com: enough for a person to recognise their address, not enough to harvest it. */
const maskedEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1•••$2');

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
    const deadline = found.booking.paymentMethod === 'BANK_TRANSFER' ? found.booking.paymentDeadline : reservationDeadline(found.booking.offer as FlightOffer, now);
    if (!deadline) throw new HttpError(422, 'TOO_LATE_TO_RESERVE', 'Too close to departure', 'This flight leaves too soon to pay by bank transfer; please pay by card.');
    if (!found.booking.contactVerifiedAt) {
      // Someone else's address may have been typed: a few codes an hour, never a flood of mail.
      await rateLimit(tx, { key: `contact-code:booking:${found.booking.id}`, max: 5, windowSeconds: 3600 }, 'We have sent several codes already. Please check the email (and its spam folder), or wait an hour before asking for another.', now);
      const { id, code } = await issueCode(tx, { bookingId: found.booking.id }, 'CONFIRM_CONTACT', null, now);
      const link = `${links.origin}/api/bookings/confirm-contact/${id}/${code}`;
      await enqueueMail(tx, contactCodeEmail({ reference: found.booking.reference, language: found.booking.language, to: found.booking.contactEmail, code, link }));
      return { reserved: false, booking: found, confirmation: { verificationId: id, email: maskedEmail(found.booking.contactEmail), expiresAt: new Date(now.getTime() + 10 * 60_000).toISOString() } };
    }
    const [updated] = await tx
      .update(bookings)
      .set({ paymentMethod: 'BANK_TRANSFER', paymentDeadline: deadline, updatedAt: now })
      .where(and(eq(bookings.id, found.booking.id), eq(bookings.status, 'PENDING')))
      .returning();
    if (!updated) throw new HttpError(409, 'BOOKING_CLOSED', 'Booking closed', 'This booking is no longer waiting for payment.');
    const refreshed = { ...found, booking: updated };
    await enqueueMail(tx, reservationEmail(mailData(refreshed, links, now)));
    return { reserved: true, booking: refreshed };
  });
  deliverSoon(db);
  return result;
}

/**
 * The code (or the emailed link) that confirms a booking's contact email; then the bank-transfer
 * reservation is made. Wrong, used or expired codes are refused as every code of ours is
 * (5 tries, 10 minutes).
 */
export async function confirmContact(db: Database, verificationId: string, code: string, links: LinkContext, now = new Date(), forBooking?: string) {
  const record = await checkCode(db, verificationId, code, 'CONFIRM_CONTACT', now);
  if (forBooking && record.bookingId !== forBooking) throw new HttpError(422, 'INVALID_CODE', 'Wrong code', 'This code is for another booking.', [{ status: 422, code: 'INVALID_CODE', title: 'Wrong code', detail: 'This code is for another booking.', source: { pointer: '/code' } }]);
  const [used] = await db
    .update(oneTimeCodes)
    .set({ usedAt: now, verifiedAt: now })
    .where(and(eq(oneTimeCodes.id, record.id), isNull(oneTimeCodes.usedAt)))
    .returning({ bookingId: oneTimeCodes.bookingId });
  if (!used?.bookingId) throw new HttpError(422, 'INVALID_CODE', 'Wrong code', 'This code is no longer valid. Ask for a new one.');
  const [booking] = await db.update(bookings).set({ contactVerifiedAt: now, updatedAt: now }).where(eq(bookings.id, used.bookingId)).returning();
  return chooseBankTransfer(db, booking!.reference, links, now);
}

/**
 * Starts a card payment: a payment attempt for the booking's current total, initialized at the
 * gateway, which answers with the hosted checkout to send the traveller to.
 */
export async function startCardPayment(db: Database, gateway: PaymentGateway, reference: string, callbackUrl: string, now = new Date()) {
  const found = await mustFind(db, reference);
  mustBeOpen(found, now);
  const { booking } = found;
  const paymentReference = `${booking.reference}-${randomBytes(5).toString('hex').toUpperCase()}`;
  await db.transaction(async (tx) => {
    await tx.insert(payments).values({ reference: paymentReference, bookingId: booking.id, gateway: gateway.name, amountMinor: booking.totalMinor, currency: booking.currency });
    // The seats stay held while the traveller is at the gateway.
    const holdUntil = new Date(Math.max(booking.paymentDeadline.getTime(), now.getTime() + CARD_CHECKOUT_MS));
    await tx.update(bookings).set({ paymentDeadline: holdUntil, updatedAt: now }).where(and(eq(bookings.id, booking.id), eq(bookings.status, 'PENDING')));
  });
  try {
    const { checkoutUrl } = await gateway.initialize({
      reference: paymentReference,
      amountMinor: booking.totalMinor,
      currency: booking.currency as 'NGN' | 'USD',
      email: booking.contactEmail,
      phone: booking.contactPhone,
      callbackUrl,
      description: `Flight booking ${booking.reference}`,
    });
    return { paymentReference, checkoutUrl };
  } catch (error) {
    // Never started at the gateway: the attempt is closed so it cannot be settled later.
    await db.update(payments).set({ status: 'FAILED', failureReason: 'NOT_STARTED', updatedAt: new Date() }).where(eq(payments.reference, paymentReference));
    throw error;
  }
}

export type Settlement = { outcome: 'CONFIRMED' | 'ALREADY_SETTLED' | 'FAILED' | 'PENDING' | 'REFUND_DUE' | 'UNKNOWN'; bookingReference: string | null; language: string };

/**
 * Settles a payment from what the gateway itself reported. Runs for the browser's return and for
 * the webhook, possibly at the same moment: the payment row is locked and moved out of PENDING
 * once, so the booking is confirmed and the email queued exactly once. Money that does not match
 * (amount, currency, reference) or arrives for a booking that can no longer be confirmed is
 * recorded as REFUND_DUE, never fulfilled.
 */
export async function settlePayment(db: Database, gatewayName: GatewayName, reference: string, verified: VerifiedTransaction, links: LinkContext, now = new Date()): Promise<Settlement> {
  const settlement = await db.transaction(async (tx): Promise<Settlement> => {
    const [payment] = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
    if (!payment || payment.gateway !== gatewayName) return { outcome: 'UNKNOWN', bookingReference: null, language: 'en' };
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId)).for('update');
    const base = { bookingReference: booking!.reference, language: booking!.language };
    if (payment.status !== 'PENDING') return { outcome: payment.status === 'SUCCEEDED' ? 'ALREADY_SETTLED' : payment.status === 'FAILED' ? 'FAILED' : 'REFUND_DUE', ...base };

    const mark = (status: 'SUCCEEDED' | 'FAILED' | 'REFUND_DUE', failureReason: string | null) =>
      tx.update(payments).set({ status, failureReason, gatewayTransactionId: verified.transactionId, updatedAt: now }).where(eq(payments.id, payment.id));

    if (verified.status === 'pending') return { outcome: 'PENDING', ...base };
    if (verified.status !== 'success') {
      await mark('FAILED', verified.status === 'abandoned' ? 'ABANDONED' : 'DECLINED');
      return { outcome: 'FAILED', ...base };
    }
    const problem =
      verified.reference !== payment.reference
        ? 'REFERENCE_MISMATCH'
        : verified.currency !== payment.currency
          ? 'CURRENCY_MISMATCH'
          : verified.amountMinor !== payment.amountMinor
            ? 'AMOUNT_MISMATCH'
            : payment.amountMinor !== booking!.totalMinor
              ? 'BOOKING_TOTAL_CHANGED'
              : booking!.status !== 'PENDING'
                ? `BOOKING_${booking!.status}`
                : null;
    if (problem) {
      await mark('REFUND_DUE', problem);
      logger.error('payment not fulfilled', { reference, booking: booking!.reference, problem, verifiedAmount: verified.amountMinor, expected: payment.amountMinor, currency: verified.currency });
      return { outcome: 'REFUND_DUE', ...base };
    }
    await mark('SUCCEEDED', null);
    await tx
      .update(bookings)
      .set({ status: 'CONFIRMED', paidAt: now, paymentMethod: gatewayName === 'paystack' ? 'PAYSTACK' : 'FLUTTERWAVE', updatedAt: now })
      .where(eq(bookings.id, booking!.id));
    const found = await findBooking(tx as Tx, booking!.reference);
    await enqueueMail(tx, confirmationEmail(mailData(found!, links, now)));
    await rewardInviter(tx, booking!, now);
    return { outcome: 'CONFIRMED', ...base };
  });
  if (settlement.outcome === 'CONFIRMED') deliverSoon(db);
  return settlement;
}

/**
 * Where the browser goes after the gateway: the confirmation when paid, back to payment otherwise,
 * with a token that opens the booking (the gateway may have finished in another browser).
 */
export function afterPaymentPath(settlement: Settlement, links: LinkContext, now = new Date()): string {
  const prefix = settlement.language === 'fr' ? '/fr' : '';
  if (!settlement.bookingReference) return `${prefix}/payment?payment=unknown`;
  const booking = { reference: settlement.bookingReference, language: settlement.language };
  if (settlement.outcome === 'CONFIRMED' || settlement.outcome === 'ALREADY_SETTLED') return bookingLink({ ...links, origin: '' }, booking, REDIRECT_LINK_TTL_MS, now);
  const outcome = settlement.outcome === 'PENDING' ? 'pending' : settlement.outcome === 'REFUND_DUE' ? 'problem' : 'failed';
  return bookingLink({ ...links, origin: '' }, booking, REDIRECT_LINK_TTL_MS, now, `/payment?payment=${outcome}`);
}

