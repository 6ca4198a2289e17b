import type { Hook, RouteConfig, RouteHandler, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { currentUser } from '../accounts/session';
import { env } from '../env';
import type { AppBindings } from '../lib/create-app';
import { HttpError, type ErrorObject } from '../lib/http-error';
import { fromMinor } from '../lib/money';
import { rateLimit } from '../lib/rate-limit';
import { clientIp } from '../lib/request-context';
import { coverDays, isSchengen, zoneOf, type QuoteRequest } from './domain';
import type * as routes from './insurance.routes';
import type { InsuranceProvider, PricedPlan } from './providers/types';
import { APPLICANT_MISSING, checkApplicant } from './applicant';
import { checkQuoteRequest, QUOTE_MESSAGES } from './rules';
import { saveQuote } from './quotes';
import { insuranceApplications, insuranceQuotes } from './schema';

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
      return { status: 422, code, title, detail: field ? `${field}: ${missing ? 'required' : issue.message}` : issue.message, source: { pointer: `/${issue.path.join('/')}` } };
    });
    return c.json({ errors }, 422);
  };
  return hook;
}

export const quoteValidationHook = refusalHook(QUOTE_MESSAGES.missing, { oldestTravellerDob: ['OLDEST_DOB_REQUIRED', QUOTE_MESSAGES.oldestDob] });
export const insuranceDataValidationHook = refusalHook(APPLICANT_MISSING);

const EUR = (amount: number) => amount.toFixed(2);

/** A priced plan as the API says it: amounts as decimal strings, naira for fees, euros for limits. */
export const planView = (plan: PricedPlan) => ({
  code: plan.code,
  name: plan.name,
  territory: plan.territory,
  limits: {
    currency: 'EUR' as const,
    medical: EUR(plan.limits.medical),
    evacuationRepatriation: EUR(plan.limits.evacuationRepatriation),
    baggage: EUR(plan.limits.baggage),
    delay: EUR(plan.limits.delay),
    cancellation: EUR(plan.limits.cancellation),
  },
  meetsSchengen: plan.meetsSchengen,
  fees: {
    adultFee: fromMinor(plan.fees.adultFeeMinor),
    childrenFee: fromMinor(plan.fees.childrenFeeMinor),
    insuranceCharges: fromMinor(plan.fees.chargesMinor),
    total: fromMinor(plan.fees.totalMinor),
    currency: 'NGN' as const,
  },
});

export const quoteInsuranceHandler: Handler<typeof routes.quoteInsurance> = async (c) => {
  const config = env();
  const request = checkQuoteRequest(c.req.valid('json') as z.infer<typeof routes.QuoteRequestSchema> as QuoteRequest, {
    now: new Date(),
    familyEnabled: config.INSURANCE_FAMILY_ENABLED,
  });
  await rateLimit(c.var.db, { key: `insurance-quote:ip:${clientIp(c)}`, max: config.INSURANCE_QUOTES_PER_HOUR, windowSeconds: 3600 }, 'Too many quotes from this connection. Please wait a few minutes and try again.');
  const priced = await c.var.insurance.quote(request);
  const quote = await saveQuote(c.var.db, request, priced, c.var.insurance.name);
  return c.json(
    {
      data: {
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
        },
        plans: priced.plans.map(planView),
      },
    },
    200,
  );
};

export const addInsuranceDataHandler: Handler<typeof routes.addInsuranceData> = async (c) => {
  const data = c.req.valid('json');
  const config = env();
  await rateLimit(c.var.db, { key: `insurance-data:ip:${clientIp(c)}`, max: config.INSURANCE_QUOTES_PER_HOUR, windowSeconds: 3600 }, 'Too many applications from this connection. Please wait a few minutes and try again.');
  const [quote] = await c.var.db.select().from(insuranceQuotes).where(eq(insuranceQuotes.id, data.quoteId));
  if (!quote || quote.expiresAt.getTime() <= Date.now()) throw new HttpError(410, 'QUOTE_EXPIRED', 'Quote expired', 'This quote has expired or does not exist: get a new quote.');
  if (quote.request.bookingType === 'FAMILY' && !config.INSURANCE_FAMILY_ENABLED) {
    throw new HttpError(422, 'FAMILY_NOT_AVAILABLE', QUOTE_MESSAGES.incorrect, 'The family plan is coming soon: for now, each traveller can have an individual plan.');
  }
  const plan = quote.plans.find((candidate) => candidate.code === data.planCode);
  if (!plan) {
    throw new HttpError(422, 'PLAN_NOT_IN_QUOTE', QUOTE_MESSAGES.incorrect, 'Choose one of the plans of this quote.', [
      { status: 422, code: 'PLAN_NOT_IN_QUOTE', title: QUOTE_MESSAGES.incorrect, detail: 'Choose one of the plans of this quote.', source: { pointer: '/planCode' } },
    ]);
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
