import type { Hook, RouteConfig, RouteHandler, z } from '@hono/zod-openapi';
import { maskedEmail } from '../lib/text';
import type { Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import { currentUser } from '../accounts/session';
import { env } from '../env';
import type { AppBindings } from '../lib/create-app';
import { fieldError, HttpError, type ErrorObject } from '../lib/http-error';
import { fromMinor } from '../lib/money';
import { planView } from './views';
import { limitPerAddress, rateLimit } from '../lib/rate-limit';
import { coverDays, isSchengen, zoneOf, type QuoteRequest } from './domain';
import type * as routes from './insurance.routes';
import type { InsuranceProvider } from './providers/types';
import { APPLICANT_MISSING, checkApplicant } from './applicant';
import { checkQuoteRequest, QUOTE_MESSAGES } from './rules';
import { saveQuote } from './quotes';
import { insuranceApplications, insurancePolicies, insuranceQuotes } from './schema';
import { createInsuranceBooking } from './bookings';
import { cancelPolicy } from './cancel';
import { insuredPeople } from './kind';
import { grantBookingAccess, linkContext, openBooking, limitNewBookings } from '../orders/access';
import { openOrderView } from '../orders/orders.handlers';
import { loadOrder, orderView } from '../orders/orders';
import { orders } from '../orders/schema';
import { payments } from '../payments/schema';
import { gatewayOf, gatewayUnavailable, resendConfirmation, settleWithGateway } from '../payments/checkout';
import { todayInLagos } from '../lib/dates';

export type InsuranceBindings = AppBindings & { Variables: { insurance: InsuranceProvider } };
type Handler<R extends RouteConfig> = RouteHandler<R, InsuranceBindings>;

const valueAt = (data: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), data);

/**
 * Refusals of a body in the spec's words (§5): a field left empty is `missingMessage` ("Please
 * fill out all input fields" on the quote form, "Please fill all fields" on the applicant's; the
 * quote's oldest traveller's birth date its own message), a field filled wrongly "Please fill in
 * correct information"; each names its field.
 */
export function refusalHook(missingMessage: string, ownMessages: Record<string, [string, string]> = {}) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hook for any body, as the app's validationHook
  const hook: Hook<any, any, any, any> = (result, c) => {
    if (result.success) return;
    const errors: ErrorObject[] = result.error.issues.map((issue) => {
      const field = issue.path.map(String).join('.');
      const value = valueAt((result as { data?: unknown }).data, issue.path);
      const missing = issue.path.length > 0 && (value === undefined || value === null || value === '');
      const [code, title] = !missing ? ['INVALID_INPUT', QUOTE_MESSAGES.incorrect] : (ownMessages[field] ?? ['FIELDS_MISSING', missingMessage]);
      return {
        status: 422,
        code,
        title,
        detail: field ? `${field}: ${missing ? 'required' : issue.message}` : issue.message,
        source: { pointer: `/${issue.path.join('/')}` },
      };
    });
    return c.json({ errors }, 422);
  };
  return hook;
}

export const quoteValidationHook = refusalHook(QUOTE_MESSAGES.missing, { oldestTravellerDob: ['OLDEST_DOB_REQUIRED', QUOTE_MESSAGES.oldestDob] });
export const insuranceDataValidationHook = refusalHook(APPLICANT_MISSING);

export const quoteInsuranceHandler: Handler<typeof routes.quoteInsurance> = async (c) => {
  const config = env();
  const request = checkQuoteRequest(c.req.valid('json') as z.infer<typeof routes.QuoteRequestSchema> as QuoteRequest, {
    now: new Date(),
    familyEnabled: config.INSURANCE_FAMILY_ENABLED,
  });
  await limitPerAddress(
    c,
    'insurance-quote',
    config.INSURANCE_QUOTES_PER_HOUR,
    'Too many quotes from this connection. Please wait a few minutes and try again.',
  );
  const priced = await c.var.insurance.quote(request);
  const quote = await saveQuote(c.var.db, request, priced, c.var.insurance.name);
  return c.json({ data: quoteView(quote) }, 200);
};

export const addInsuranceDataHandler: Handler<typeof routes.addInsuranceData> = async (c) => {
  const data = c.req.valid('json');
  const config = env();
  await limitPerAddress(
    c,
    'insurance-data',
    config.INSURANCE_QUOTES_PER_HOUR,
    'Too many applications from this connection. Please wait a few minutes and try again.',
  );
  const [quote] = await c.var.db.select().from(insuranceQuotes).where(eq(insuranceQuotes.id, data.quoteId));
  if (!quote || quote.expiresAt.getTime() <= Date.now())
    throw new HttpError(410, 'QUOTE_EXPIRED', 'Quote expired', 'This quote has expired or does not exist: get a new quote.');
  if (quote.request.bookingType === 'FAMILY' && !config.INSURANCE_FAMILY_ENABLED) {
    throw new HttpError(
      422,
      'FAMILY_NOT_AVAILABLE',
      QUOTE_MESSAGES.incorrect,
      'The family plan is coming soon: for now, each traveller can have an individual plan.',
    );
  }
  const plan = quote.plans.find((candidate) => candidate.code === data.planCode);
  if (!plan) {
    throw fieldError(422, 'PLAN_NOT_IN_QUOTE', QUOTE_MESSAGES.incorrect, 'Choose one of the plans of this quote.', '/planCode');
  }
  const applicant = checkApplicant(data, quote.request);
  const user = await currentUser(c);
  const [application] = await c.var.db
    .insert(insuranceApplications)
    .values({
      quoteId: quote.id,
      planCode: plan.code,
      bookingType: quote.request.bookingType,
      applicant,
      contactEmail: 'individual' in applicant ? applicant.individual.email : applicant.family.parents[0]!.email,
      userId: user && !user.adminType ? user.id : null,
      totalMinor: plan.fees.totalMinor,
      currency: 'NGN',
      expiresAt: quote.expiresAt,
    })
    .returning();
  return c.json(
    {
      data: {
        id: application!.id,
        type: 'insurance-application' as const,
        quoteId: quote.id,
        planCode: plan.code,
        bookingType: quote.request.bookingType,
        total: fromMinor(plan.fees.totalMinor),
        currency: 'NGN' as const,
        expiresAt: quote.expiresAt.toISOString(),
      },
    },
    201,
  );
};

/** A stored quote as the API says it (the quote call's answer, again). */
function quoteView(quote: typeof insuranceQuotes.$inferSelect) {
  const request = quote.request;
  return {
    id: quote.id,
    type: 'insurance-quote' as const,
    expiresAt: quote.expiresAt.toISOString(),
    currency: 'NGN' as const,
    destination: { country: request.destinationCountry, zone: zoneOf(request.destinationCountry)!, schengen: isSchengen(request.destinationCountry) },
    trip: {
      purpose: request.purpose,
      tripType: request.tripType,
      bookingType: request.bookingType,
      adults: request.adults,
      children: request.children,
      coverStart: request.coverStart,
      coverEnd: request.coverEnd,
      days: coverDays(request.coverStart, request.coverEnd),
      oldestTravellerDob: request.oldestTravellerDob,
    },
    plans: quote.plans.map(planView),
  };
}

export const getInsuranceQuoteHandler: Handler<typeof routes.getInsuranceQuote> = async (c) => {
  const [quote] = await c.var.db
    .select()
    .from(insuranceQuotes)
    .where(eq(insuranceQuotes.id, c.req.valid('param').id));
  if (!quote || quote.expiresAt.getTime() <= Date.now())
    throw new HttpError(410, 'QUOTE_EXPIRED', 'Quote expired', 'This quote has expired or does not exist: get a new quote.');
  return c.json({ data: quoteView(quote) }, 200);
};

/** The insurance order as the API shows it, once this request may open it. */
async function openInsuranceOrder(c: Context<InsuranceBindings>, reference: string) {
  const view = await openOrderView(c, reference);
  if (view.kind !== 'insurance') throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No insurance booking has this ID.');
  return view as z.output<typeof routes.InsuranceBookingSchema>;
}

export const bookInsuranceHandler: Handler<typeof routes.bookInsurance> = async (c) => {
  const body = c.req.valid('json');
  const { db } = c.var;
  const address = await limitNewBookings(c, db);
  const user = await currentUser(c);
  const person = user && !user.adminType ? user : null;
  const { order, created } = await createInsuranceBooking(db, {
    applicationId: body.applicationId,
    language: body.language,
    userId: person?.id ?? null,
    clientAddress: address,
    contactVerified: false,
  });
  // Whoever holds the application (its id is random) may pay for its order from this browser.
  await grantBookingAccess(c, db, order.reference);
  const ownVerifiedEmail = !!person && person.email === order.contactEmail.toLowerCase();
  if (created && ownVerifiedEmail) await db.update(orders).set({ contactVerifiedAt: new Date() }).where(eq(orders.id, order.id));
  return c.json({ data: orderView(await loadOrder(db, order)) as z.output<typeof routes.InsuranceBookingSchema> }, created ? 201 : 200);
};

export const insurancePaymentStatusHandler: Handler<typeof routes.insurancePaymentStatus> = async (c) => {
  const { paymentMethod, insuranceId, transactionReference } = c.req.valid('query');
  const { db } = c.var;
  const order = await openBooking(c, db, insuranceId);
  if (order.kind !== 'insurance') throw new HttpError(422, 'NOT_INSURANCE', 'Not an insurance booking', 'This booking is not travel insurance.');
  const [payment] = await db
    .select({ gateway: payments.gateway })
    .from(payments)
    .where(and(eq(payments.reference, transactionReference), eq(payments.orderId, order.id)));
  // Asked of the gateway that took it, or not at all.
  if (!payment || payment.gateway !== gatewayOf(paymentMethod))
    throw new HttpError(404, 'NOT_FOUND', 'Not found', 'This booking has no payment with this reference.');
  await rateLimit(
    db,
    { key: `payment-status:${order.reference}`, max: 60, windowSeconds: 3600 },
    'Too many checks of this payment. Please wait a few minutes.',
  );
  const settlement = await gatewayUnavailable(async () => settleWithGateway(db, gatewayOf(paymentMethod), transactionReference, await linkContext(c, db)));
  const view = await openInsuranceOrder(c, insuranceId);
  const outcome = settlement.outcome === 'UNKNOWN' ? 'FAILED' : settlement.outcome;
  return c.json({ data: { bookingId: view.reference, status: view.status, outcome, contractNumber: view.insurance.contractNumber } }, 200);
};

/** a•••@example.com: enough for a person to recognise their address, not enough to harvest it. */

export const resendInsuranceConfirmationHandler: Handler<typeof routes.resendInsuranceConfirmation> = async (c) => {
  const { bookingId } = c.req.valid('json');
  const { db } = c.var;
  const order = await openBooking(c, db, bookingId);
  if (order.kind !== 'insurance') throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No insurance booking has this ID.');
  if (order.status !== 'CONFIRMED') throw new HttpError(409, 'NOT_PAID', 'Not paid yet', 'The confirmation email comes once the insurance is paid.');
  await rateLimit(
    db,
    { key: `resend-confirmation:${order.reference}`, max: 3, windowSeconds: 3600 },
    'The confirmation was sent three times this hour: check your spam folder, or try again later.',
  );
  await resendConfirmation(db, await loadOrder(db, order), await linkContext(c, db));
  return c.json({ data: { bookingId: order.reference, sentTo: maskedEmail(order.contactEmail) } }, 202);
};

/** AD••• OK•••: the first two letters of each name, enough to match a passport, not enough to learn it. */
export const maskedName = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${part.slice(0, 2)}•••`)
    .join(' ');

export const verifyPolicyHandler: Handler<typeof routes.verifyPolicy> = async (c) => {
  const { db } = c.var;
  await limitPerAddress(c, 'policy-check', env().INSURANCE_QUOTES_PER_HOUR, 'Too many checks from this connection. Please wait a few minutes and try again.');
  const contract = c.req.valid('param').contract.toUpperCase();
  const [found] = await db
    .select({ policy: insurancePolicies, status: orders.status })
    .from(insurancePolicies)
    .innerJoin(orders, eq(orders.id, insurancePolicies.orderId))
    .where(eq(insurancePolicies.contractNumber, contract));
  if (!found) throw new HttpError(404, 'NOT_FOUND', 'No such policy', 'No policy has this contract number. Check it against the certificate.');
  const { policy } = found;
  const status =
    found.status === 'CANCELLED' ? ('CANCELLED' as const) : policy.request.coverEnd < todayInLagos(new Date()) ? ('EXPIRED' as const) : ('VALID' as const);
  const view = planView(policy.plan);
  return c.json(
    {
      data: {
        contractNumber: policy.contractNumber!,
        status,
        holder: maskedName(insuredPeople(policy.applicant)[0]!.name),
        coverStart: policy.request.coverStart,
        coverEnd: policy.request.coverEnd,
        territory: view.territory,
        limits: view.limits,
        meetsSchengen: view.meetsSchengen,
      },
    },
    200,
  );
};

export const cancelInsuranceHandler: Handler<typeof routes.cancelInsurance> = async (c) => {
  const { bookingId } = c.req.valid('json');
  const { db } = c.var;
  const order = await openBooking(c, db, bookingId);
  await rateLimit(db, { key: `cancel:${order.reference}`, max: 10, windowSeconds: 3600 }, 'Too many attempts for this booking. Please wait a few minutes.');
  const { order: cancelled, refund } = await cancelPolicy(db, order.reference);
  const view = orderView(await loadOrder(db, cancelled)) as z.output<typeof routes.InsuranceBookingSchema>;
  return c.json({ data: { ...view, refund: { status: refund.status, amount: fromMinor(refund.amountMinor), currency: refund.currency } } }, 200);
};
