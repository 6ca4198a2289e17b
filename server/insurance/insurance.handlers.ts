import type { Hook, RouteConfig, RouteHandler, z } from '@hono/zod-openapi';
import { env } from '../env';
import type { AppBindings } from '../lib/create-app';
import type { ErrorObject } from '../lib/http-error';
import { fromMinor } from '../lib/money';
import { rateLimit } from '../lib/rate-limit';
import { clientIp } from '../lib/request-context';
import { coverDays, isSchengen, zoneOf, type QuoteRequest } from './domain';
import type * as routes from './insurance.routes';
import type { InsuranceProvider, PricedPlan } from './providers/types';
import { checkQuoteRequest, QUOTE_MESSAGES } from './rules';
import { saveQuote } from './quotes';

export type InsuranceBindings = AppBindings & { Variables: { insurance: InsuranceProvider } };
type Handler<R extends RouteConfig> = RouteHandler<R, InsuranceBindings>;

const valueAt = (data: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), data);

/**
 * The quote form's refusals in the spec's words (§5): a field left empty is "Please fill out all
 * input fields" (the oldest traveller's birth date its own message), a field filled wrongly
 * "Please fill in correct information"; each names its field.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a hook for any body, as the app's validationHook
export const quoteValidationHook: Hook<any, any, any, any> = (result, c) => {
  if (result.success) return;
  const errors: ErrorObject[] = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const value = valueAt((result as { data?: unknown }).data, issue.path);
    const missing = issue.path.length > 0 && (value === undefined || value === null || value === '');
    const [code, title] = !missing
      ? ['INVALID_INPUT', QUOTE_MESSAGES.incorrect]
      : field === 'oldestTravellerDob'
        ? ['OLDEST_DOB_REQUIRED', QUOTE_MESSAGES.oldestDob]
        : ['FIELDS_MISSING', QUOTE_MESSAGES.missing];
    return { status: 422, code, title, detail: field ? `${field}: ${missing ? 'required' : issue.message}` : issue.message, source: { pointer: `/${issue.path.join('/')}` } };
  });
  return c.json({ errors }, 422);
};

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
  const plans = await c.var.insurance.quote(request);
  const quote = await saveQuote(c.var.db, request, plans, c.var.insurance.name);
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
        plans: plans.map(planView),
      },
    },
    200,
  );
};
