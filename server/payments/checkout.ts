import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { rewardInviter } from '../hub/referrals';
import { bookings, payments } from '../db/schema';
import { findBooking, reservationDeadline, type FoundBooking } from '../bookings/flight-bookings';
import { HttpError } from '../lib/http-error';
import { fromMinor } from '../lib/money';
import { logger } from '../lib/logger';
import { confirmationEmail, reservationEmail, type BookingForMail } from '../mail/booking-emails';
import { deliverSoon, enqueueMail } from '../mail/outbox';
import type { FlightOffer } from '../providers/flights/types';
import type { GatewayName, PaymentGateway, VerifiedTransaction } from '../providers/payments/types';


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

function mailData(found: FoundBooking): BookingForMail {
  const view = bookingView(found);
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

/**
 * Reserves an unpaid booking for payment by bank transfer: the deadline moves out to the
 * reservation deadline and the reservation email (instructions, deadline) is queued once.
 */
export async function chooseBankTransfer(db: Database, reference: string, now = new Date()) {
  const result = await db.transaction(async (tx) => {
    const found = await mustFind(tx, reference);
    mustBeOpen(found, now);
    const deadline = found.booking.paymentMethod === 'BANK_TRANSFER' ? found.booking.paymentDeadline : reservationDeadline(found.booking.offer as FlightOffer, now);
    if (!deadline) throw new HttpError(422, 'TOO_LATE_TO_RESERVE', 'Too close to departure', 'This flight leaves too soon to pay by bank transfer; please pay by card.');
    const [updated] = await tx
      .update(bookings)
      .set({ paymentMethod: 'BANK_TRANSFER', paymentDeadline: deadline, updatedAt: now })
      .where(and(eq(bookings.id, found.booking.id), eq(bookings.status, 'PENDING')))
      .returning();
    if (!updated) throw new HttpError(409, 'BOOKING_CLOSED', 'Booking closed', 'This booking is no longer waiting for payment.');
    const refreshed = { ...found, booking: updated };
    await enqueueMail(tx, reservationEmail(mailData(refreshed)));
    return refreshed;
  });
  deliverSoon(db);
  return result;
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
export async function settlePayment(db: Database, gatewayName: GatewayName, reference: string, verified: VerifiedTransaction, now = new Date()): Promise<Settlement> {
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
    await enqueueMail(tx, confirmationEmail(mailData(found!)));
    await rewardInviter(tx, booking!, now);
    return { outcome: 'CONFIRMED', ...base };
  });
  if (settlement.outcome === 'CONFIRMED') deliverSoon(db);
  return settlement;
}

/** Where the browser goes after the gateway: the confirmation when paid, back to payment otherwise. */
export function afterPaymentPath(settlement: Settlement): string {
  const prefix = settlement.language === 'fr' ? '/fr' : '';
  if (!settlement.bookingReference) return `${prefix}/payment?payment=unknown`;
  if (settlement.outcome === 'CONFIRMED' || settlement.outcome === 'ALREADY_SETTLED') return `${prefix}/flights/confirmation?booking=${settlement.bookingReference}`;
  return `${prefix}/payment?booking=${settlement.bookingReference}&payment=${settlement.outcome === 'PENDING' ? 'pending' : settlement.outcome === 'REFUND_DUE' ? 'problem' : 'failed'}`;
}

export { mustFind as findBookingOrFail };
