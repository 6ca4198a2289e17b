import { z } from '@hono/zod-openapi';
import { HttpError } from '../../../lib/http-error';
import { toMinor } from '../../../lib/money';
import { CONTROL_CHARACTERS } from '../../../lib/text';
import { isSchengen, meetsSchengen, ZONES, type QuoteRequest } from '../../domain';
import type { InsuranceProvider, PolicyRequest, PricedPlan, PricedQuote } from '../types';

/*
 * An insurance partner over HTTP (docs/insurance.md, "The partner API"): quote → bind → issue →
 * cancel, JSON both ways, the key as a bearer token. Binding carries an idempotency key and is
 * tried again once with the same key, so a retry after a timeout never makes two policies. A
 * partner that does not answer, answers 5xx or answers what we cannot read is our 502 (504 on a
 * timeout); a refusal (4xx) is our 422 with its words. Its plans meet our rules too: a plan that
 * does not meet the Schengen rule is never offered for a Schengen destination, whatever it says.
 */

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export interface PartnerOptions {
  baseUrl: string;
  apiKey: string;
  fetch?: Fetch;
  timeoutMs?: number;
}

const AMOUNT = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/);
const LIMIT = z.number().nonnegative().max(10_000_000);

const PartnerQuoteSchema = z.object({
  quoteReference: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  currency: z.literal('NGN'),
  plans: z
    .array(
      z.object({
        code: z.string().regex(/^[A-Z_]{2,30}$/),
        name: z.string().min(1).max(120),
        territory: z.array(z.enum(ZONES)).min(1),
        limits: z.object({ currency: z.literal('EUR'), medical: LIMIT, evacuationRepatriation: LIMIT, baggage: LIMIT, delay: LIMIT, cancellation: LIMIT }),
        premium: z.object({ adult: AMOUNT, children: AMOUNT, charges: AMOUNT, total: AMOUNT }),
      }),
    )
    .max(20),
});
const BindingSchema = z.object({ bindingId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), status: z.literal('BOUND') });
const IssuedSchema = z.object({ contractNumber: z.string().regex(/^[A-Za-z0-9-]{4,40}$/), status: z.literal('ISSUED'), issuedAt: z.string() });
const CancelledSchema = z.object({ status: z.literal('CANCELLED') });

export interface BindRequest {
  quoteReference: string;
  planCode: string;
  /** Ours, the same for every try of one purchase (the payment's reference). */
  idempotencyKey: string;
  applicant: unknown;
}

const unavailable = () =>
  new HttpError(502, 'INSURER_UNAVAILABLE', 'Insurer unavailable', 'Our insurance partner is not answering right now. Please try again in a few minutes.');
const timedOut = () =>
  new HttpError(504, 'INSURER_TIMEOUT', 'Insurer timed out', 'Our insurance partner took too long to answer. Please try again in a few minutes.');
const clean = (text: unknown) => (typeof text === 'string' ? text.replace(CONTROL_CHARACTERS, ' ').slice(0, 300) : undefined);

export class PartnerInsurer implements InsuranceProvider {
  readonly name = 'partner' as const;
  private readonly baseUrl: string;

  constructor(private readonly options: PartnerOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  private async call<T>(path: string, body: unknown, schema: z.ZodType<T>, headers: Record<string, string> = {}): Promise<T> {
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${this.options.apiKey}`, 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw (error as Error).name === 'TimeoutError' ? timedOut() : unavailable();
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.status >= 500 || answer === undefined) throw unavailable();
    if (!response.ok) {
      const said = (answer as { message?: unknown; error?: unknown } | null) ?? {};
      throw new HttpError(
        422,
        'INSURER_REFUSED',
        'Refused by the insurer',
        clean(said.message) ?? clean(said.error) ?? 'Our insurance partner refused this request.',
      );
    }
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw unavailable();
    return parsed.data;
  }

  async quote(request: QuoteRequest): Promise<PricedQuote> {
    const answer = await this.call('/quotes', request, PartnerQuoteSchema);
    const plans: PricedPlan[] = [];
    for (const plan of answer.plans) {
      const fees = {
        adultFeeMinor: toMinor(plan.premium.adult),
        childrenFeeMinor: toMinor(plan.premium.children),
        chargesMinor: toMinor(plan.premium.charges),
        totalMinor: toMinor(plan.premium.total),
      };
      // A total that is not its parts would be a price that grows by surprise: the answer is not used.
      if (fees.adultFeeMinor + fees.childrenFeeMinor + fees.chargesMinor !== fees.totalMinor) throw unavailable();
      const limits = {
        medical: plan.limits.medical,
        evacuationRepatriation: plan.limits.evacuationRepatriation,
        baggage: plan.limits.baggage,
        delay: plan.limits.delay,
        cancellation: plan.limits.cancellation,
      };
      const priced: PricedPlan = {
        code: plan.code,
        name: plan.name,
        territory: plan.territory,
        limits,
        meetsSchengen: meetsSchengen({ territory: plan.territory, limits }),
        fees,
      };
      if (isSchengen(request.destinationCountry) && !priced.meetsSchengen) continue;
      plans.push(priced);
    }
    return { plans: plans.sort((a, b) => a.fees.totalMinor - b.fees.totalMinor), reference: answer.quoteReference };
  }

  /** Binds the chosen plan for the applicant; tried again once (same key) when the partner did not answer. */
  async bind(request: BindRequest): Promise<{ bindingId: string }> {
    const send = () =>
      this.call('/policies', { quoteReference: request.quoteReference, planCode: request.planCode, applicant: request.applicant }, BindingSchema, {
        'Idempotency-Key': request.idempotencyKey,
      });
    try {
      return await send();
    } catch (error) {
      if (error instanceof HttpError && (error.code === 'INSURER_TIMEOUT' || error.code === 'INSURER_UNAVAILABLE')) return send();
      throw error;
    }
  }

  /** Binds (the order's reference as the idempotency key) and issues: a retry after a lost answer finds the same policy. */
  async issue(request: PolicyRequest): Promise<{ contractNumber: string }> {
    if (!request.quoteReference) throw new HttpError(422, 'INSURER_REFUSED', 'Refused by the insurer', 'This quote was not made by our insurance partner.');
    const { bindingId } = await this.bind({
      quoteReference: request.quoteReference,
      planCode: request.planCode,
      idempotencyKey: `order-${request.orderReference}`,
      applicant: request.applicant,
    });
    const { contractNumber } = await this.issueBinding(bindingId);
    return { contractNumber };
  }

  async issueBinding(bindingId: string): Promise<{ contractNumber: string; issuedAt: string }> {
    const { contractNumber, issuedAt } = await this.call(`/policies/${encodeURIComponent(bindingId)}/issue`, {}, IssuedSchema);
    return { contractNumber, issuedAt };
  }

  async cancel(contractNumber: string): Promise<void> {
    await this.call(`/policies/${encodeURIComponent(contractNumber)}/cancel`, {}, CancelledSchema);
  }
}
