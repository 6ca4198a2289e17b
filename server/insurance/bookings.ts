import { eq } from 'drizzle-orm';
import { phoneKey } from '../lib/phone';
import type { Database } from '../db/client';
import { HttpError } from '../lib/http-error';
import type { Order } from '../orders/orders';
import { newOrderReference } from '../orders/reference';
import { orders } from '../orders/schema';
import type { Applicant } from './applicant';
import { coverStartsAt } from './kind';
import { insuranceApplications, insurancePolicies, insuranceQuotes } from './schema';

/** A new insurance order waits this long for its card payment (a bank transfer may then reserve it for a day). */
export const CHECKOUT_HOLD_MS = 45 * 60_000;
const HOUR_MS = 3_600_000;

export interface CreateInsuranceBookingInput {
  applicationId: string;
  language: 'en' | 'fr';
  /** The signed-in account booking, if any (else the application's). */
  userId: string | null;
  clientAddress: string;
  /** The signed-in owner's verified email is the contact email: a bank-transfer reservation needs no code. */
  contactVerified: boolean;
}

const contactOf = (applicant: Applicant) =>
  'individual' in applicant
    ? { email: applicant.individual.email, phone: applicant.individual.phone }
    : { email: applicant.family.parents[0]!.email, phone: applicant.family.parents[0]!.phone };

/**
 * Books the plan of an application (spec §4 "booking"): an unpaid insurance order at the quoted
 * price, the trip, plan and people copied onto it. One order per application: asking again (a
 * double tap, a retry after a lost answer) gives the same order while it can be paid, and an
 * application whose order lapsed or was paid cannot be booked again.
 */
export async function createInsuranceBooking(db: Database, input: CreateInsuranceBookingInput, now = new Date()): Promise<{ order: Order; created: boolean }> {
  const [found] = await db
    .select({ application: insuranceApplications, quote: insuranceQuotes })
    .from(insuranceApplications)
    .innerJoin(insuranceQuotes, eq(insuranceQuotes.id, insuranceApplications.quoteId))
    .where(eq(insuranceApplications.id, input.applicationId));
  if (!found || found.application.expiresAt <= now) {
    throw new HttpError(410, 'QUOTE_EXPIRED', 'Quote expired', 'This quote has expired or does not exist: get a new quote.');
  }
  const { application, quote } = found;
  const plan = quote.plans.find((candidate) => candidate.code === application.planCode)!;
  // Paid before cover starts (midnight in Lagos on its first day), and never after the quote's price lapses.
  const deadline = Math.min(now.getTime() + CHECKOUT_HOLD_MS, coverStartsAt(quote).getTime() - HOUR_MS, application.expiresAt.getTime());
  if (deadline <= now.getTime())
    throw new HttpError(
      422,
      'TOO_LATE_TO_BUY',
      'Cover starts too soon',
      'This cover starts too soon to be bought online: get a new quote with a later start date.',
    );
  const applicant = application.applicant;
  const contact = contactOf(applicant);

  return db.transaction(async (tx) => {
    // One order per application, whatever runs at once: the application's row is the lock.
    await tx.select({ id: insuranceApplications.id }).from(insuranceApplications).where(eq(insuranceApplications.id, application.id)).for('update');
    const [existing] = await tx
      .select({ order: orders })
      .from(insurancePolicies)
      .innerJoin(orders, eq(orders.id, insurancePolicies.orderId))
      .where(eq(insurancePolicies.applicationId, application.id));
    if (existing) {
      if (existing.order.status === 'PENDING' && existing.order.paymentDeadline > now) return { order: existing.order, created: false };
      throw new HttpError(
        409,
        existing.order.status === 'CONFIRMED' ? 'ALREADY_PAID' : 'BOOKING_LAPSED',
        existing.order.status === 'CONFIRMED' ? 'Already bought' : 'Booking lapsed',
        existing.order.status === 'CONFIRMED'
          ? 'This cover is already bought: its certificate is on the confirmation page and in your email.'
          : 'This booking was not paid in time: get a new quote to buy this cover.',
      );
    }
    let order: Order | undefined;
    for (let attempt = 0; attempt < 5 && !order; attempt += 1) {
      [order] = await tx
        .insert(orders)
        .values({
          reference: newOrderReference(),
          kind: 'insurance',
          status: 'PENDING',
          contactEmail: contact.email.trim(),
          contactPhone: contact.phone,
          contactPhoneKey: phoneKey(contact.phone),
          userId: input.userId ?? application.userId,
          clientAddress: input.clientAddress,
          contactVerifiedAt: input.contactVerified ? now : null,
          language: input.language,
          currency: 'NGN',
          // The premium (adults and children) as the base, the insurer's charges as the taxes.
          baseMinor: plan.fees.adultFeeMinor + plan.fees.childrenFeeMinor,
          taxesMinor: plan.fees.chargesMinor,
          totalMinor: plan.fees.totalMinor,
          paymentDeadline: new Date(deadline),
        })
        .onConflictDoNothing({ target: orders.reference })
        .returning();
    }
    if (!order) throw new Error('Could not find a free booking reference');
    await tx.insert(insurancePolicies).values({
      orderId: order.id,
      applicationId: application.id,
      request: quote.request,
      plan,
      applicant,
      provider: quote.provider,
      providerQuoteReference: quote.providerReference,
    });
    return { order, created: true };
  });
}
