import { eq } from 'drizzle-orm';
import { buildApp } from '../../../app';
import { insurancePolicies, insuranceQuotes, mailOutbox, orders, payments } from '../../../db/schema';
import { resetEnvForTests } from '../../../env';
import { HttpError } from '../../../lib/http-error';
import { bookingHelpers, browserClient } from '../../../test/api-helpers';
import { sandboxWebhooksDelivered } from '../../../payments/gateways/sandbox/sandbox.handlers';
import { fulfilJob } from '../../../payments/fulfilment';
import { closeTestDatabase, useTestDatabase } from '../../../test/test-db';
import { testTrip } from '../../test-trip';
import type { QuoteRequest } from '../../domain';
import bound from './fixtures/bound.json';
import cancelled from './fixtures/cancelled.json';
import issued from './fixtures/issued.json';
import quote from './fixtures/quote.json';
import refused from './fixtures/refused.json';
import { PartnerInsurer } from './index';
import { blockedFetch, blockNetwork } from '../../../test/block-network';

type Recorded = { status?: number; body?: unknown; raw?: string; fail?: 'timeout' | 'network' };

/** The partner answered from recorded responses by path; anything else fails the test. The real fetch is off for the whole file. */
function partnerReplay(routes: Record<string, Recorded | Recorded[]>) {
  const calls: Array<{ path: string; headers: Record<string, string>; body: unknown }> = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    const { pathname } = new URL(url);
    calls.push({ path: pathname, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body ?? 'null')) });
    const route = routes[pathname];
    if (!route) throw new Error(`unexpected call to ${pathname}`);
    const reply = Array.isArray(route) ? route.shift()! : route;
    if (reply.fail === 'timeout') throw Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
    if (reply.fail === 'network') throw new TypeError('fetch failed');
    return new Response(reply.raw ?? JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

blockNetwork();

const partner = (routes: Record<string, Recorded | Recorded[]>) => {
  const replay = partnerReplay(routes);
  return { insurer: new PartnerInsurer({ baseUrl: 'https://partner.example/v1/', apiKey: 'partner-key-123', fetch: replay.fetch }), calls: replay.calls };
};
const trip = testTrip() as QuoteRequest;
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
};

describe('insurance partner adapter (recorded responses, network blocked)', () => {
  it('quotes with our request and its key, keeps its reference, and never offers a Schengen destination a plan below the rule', async () => {
    const { insurer, calls } = partner({ '/v1/quotes': { body: quote } });
    const priced = await insurer.quote(trip);
    expect(calls[0]!.headers.Authorization).toBe('Bearer partner-key-123');
    expect(calls[0]!.body).toEqual(trip);
    expect(priced.reference).toBe('PQ-2027-000481');
    // Bronze (€20,000 medical) is left out for Paris; the rest cheapest first, in kobo.
    expect(priced.plans.map((plan) => plan.code)).toEqual(['SILVER', 'GOLD']);
    expect(priced.plans[0]).toMatchObject({
      meetsSchengen: true,
      limits: { medical: 40_000 },
      fees: { adultFeeMinor: 2_400_000, chargesMinor: 150_000, totalMinor: 2_550_000 },
    });
    const ghana = await partner({ '/v1/quotes': { body: quote } }).insurer.quote({ ...trip, destinationCountry: 'GH' });
    expect(ghana.plans.map((plan) => plan.code)).toEqual(['BRONZE', 'SILVER', 'GOLD']);
    expect(ghana.plans[0]!.meetsSchengen).toBe(false);
  });

  it('does not use an answer whose total is not its parts, or that it cannot read', async () => {
    const wrong = structuredClone(quote);
    wrong.plans[0]!.premium.total = '99999.00';
    expect((await failure(partner({ '/v1/quotes': { body: wrong } }).insurer.quote(trip))).code).toBe('INSURER_UNAVAILABLE');
    expect((await failure(partner({ '/v1/quotes': { raw: '<html>gateway</html>' } }).insurer.quote(trip))).code).toBe('INSURER_UNAVAILABLE');
    expect((await failure(partner({ '/v1/quotes': { body: { plans: 'none' } } }).insurer.quote(trip))).code).toBe('INSURER_UNAVAILABLE');
  });

  it('turns a 5xx, a dropped connection and a timeout into our 502 and 504, and a refusal into a 422 with its words', async () => {
    expect((await failure(partner({ '/v1/quotes': { status: 503, body: {} } }).insurer.quote(trip))).status).toBe(502);
    expect((await failure(partner({ '/v1/quotes': { fail: 'network' } }).insurer.quote(trip))).code).toBe('INSURER_UNAVAILABLE');
    const late = await failure(partner({ '/v1/quotes': { fail: 'timeout' } }).insurer.quote(trip));
    expect([late.status, late.code]).toEqual([504, 'INSURER_TIMEOUT']);
    const no = await failure(
      partner({ '/v1/quotes': { status: 409, body: { ...refused, message: 'This plan is no longer sold\u0000 for this destination.' } } }).insurer.quote(trip),
    );
    expect([no.status, no.code, no.message]).toEqual([422, 'INSURER_REFUSED', 'This plan is no longer sold  for this destination.']);
  });

  it('binds with an idempotency key, tries once more with the same key after a timeout, then issues and cancels', async () => {
    const { insurer, calls } = partner({
      '/v1/policies': [{ fail: 'timeout' }, { body: bound }],
      '/v1/policies/PB-77120/issue': { body: issued },
      '/v1/policies/PX-2027-0093371/cancel': { body: cancelled },
    });
    const binding = await insurer.bind({
      quoteReference: 'PQ-2027-000481',
      planCode: 'SILVER',
      idempotencyKey: 'pay-K7MX3Q-1',
      applicant: { lastName: 'OKAFOR' },
    });
    expect(binding.bindingId).toBe('PB-77120');
    const binds = calls.filter((call) => call.path === '/v1/policies');
    expect(binds).toHaveLength(2);
    expect(binds.map((call) => call.headers['Idempotency-Key'])).toEqual(['pay-K7MX3Q-1', 'pay-K7MX3Q-1']);
    expect(binds[1]!.body).toEqual({ quoteReference: 'PQ-2027-000481', planCode: 'SILVER', applicant: { lastName: 'OKAFOR' } });
    expect(await insurer.issueBinding(binding.bindingId)).toEqual({ contractNumber: 'PX-2027-0093371', issuedAt: '2027-01-02T09:15:00Z' });
    await insurer.cancel('PX-2027-0093371');
    expect(calls.at(-1)!.path).toBe('/v1/policies/PX-2027-0093371/cancel');
  });

  it("issues a paid order's policy: binds with the order's own key (a retry finds the same binding), then issues", async () => {
    const { insurer, calls } = partner({ '/v1/policies': { body: bound }, '/v1/policies/PB-77120/issue': { body: issued } });
    const policy = await insurer.issue({
      orderReference: 'K7MX3Q',
      quoteReference: 'PQ-2027-000481',
      planCode: 'SILVER',
      applicant: { individual: { lastName: 'OKAFOR' } },
    });
    expect(policy).toEqual({ contractNumber: 'PX-2027-0093371' });
    expect(calls.map((call) => call.path)).toEqual(['/v1/policies', '/v1/policies/PB-77120/issue']);
    expect(calls[0]!.headers['Idempotency-Key']).toBe('order-K7MX3Q');
    // A quote the partner never made cannot be bound with it.
    expect((await failure(insurer.issue({ orderReference: 'K7MX3Q', quoteReference: null, planCode: 'SILVER', applicant: {} }))).code).toBe('INSURER_REFUSED');
  });

  it('does not bind again after a refusal, and gives up after a second failure', async () => {
    const refusedOnce = partner({ '/v1/policies': [{ status: 422, body: refused }] });
    expect((await failure(refusedOnce.insurer.bind({ quoteReference: 'PQ', planCode: 'SILVER', idempotencyKey: 'k', applicant: {} }))).code).toBe(
      'INSURER_REFUSED',
    );
    expect(refusedOnce.calls).toHaveLength(1);
    const down = partner({ '/v1/policies': [{ status: 500, body: {} }, { fail: 'timeout' }] });
    expect((await failure(down.insurer.bind({ quoteReference: 'PQ', planCode: 'SILVER', idempotencyKey: 'k', applicant: {} }))).code).toBe('INSURER_TIMEOUT');
    expect(down.calls).toHaveLength(2);
  });
});

describe('POST /api/insurance/quote with a partner configured', () => {
  let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
  beforeAll(async () => {
    ({ db } = await useTestDatabase());
  }, 60_000);
  afterAll(async () => {
    delete process.env.INSURANCE_PARTNER_URL;
    delete process.env.INSURANCE_PARTNER_KEY;
    resetEnvForTests();
    await closeTestDatabase();
  });

  it('prices with the partner, keeps its reference with the quote, and says so plainly when it is down', async () => {
    process.env.INSURANCE_PARTNER_URL = 'https://partner.example/v1';
    process.env.INSURANCE_PARTNER_KEY = 'partner-key-123';
    resetEnvForTests();
    const replay = partnerReplay({ '/v1/quotes': [{ body: quote }, { status: 502, body: {} }] });
    globalThis.fetch = replay.fetch as typeof fetch;
    try {
      const app = buildApp();
      const client = browserClient(app);
      const res = await client.post('/api/insurance/quote', testTrip());
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { id: string; plans: Array<{ code: string; fees: { total: string } }> } };
      expect(data.plans.map((plan) => [plan.code, plan.fees.total])).toEqual([
        ['SILVER', '25500.00'],
        ['GOLD', '54600.00'],
      ]);
      const [row] = await db.select().from(insuranceQuotes).where(eq(insuranceQuotes.id, data.id));
      expect(row).toMatchObject({ provider: 'partner', providerReference: 'PQ-2027-000481' });
      const down = await client.post('/api/insurance/quote', testTrip());
      expect(down.status).toBe(502);
      expect(((await down.json()) as { errors: Array<{ code: string }> }).errors[0]!.code).toBe('INSURER_UNAVAILABLE');
    } finally {
      globalThis.fetch = blockedFetch;
    }
  });

  it('issues a paid policy through the partner; a partner that does not answer is asked again by the job (the same binding); a refusal cancels it with its payment due back', async () => {
    process.env.INSURANCE_PARTNER_URL = 'https://partner.example/v1';
    process.env.INSURANCE_PARTNER_KEY = 'partner-key-123';
    resetEnvForTests();
    const replay = partnerReplay({
      '/v1/quotes': [{ body: quote }, { body: quote }, { body: quote }],
      '/v1/policies': [
        { body: bound },
        { fail: 'timeout' },
        { fail: 'timeout' },
        { body: bound },
        { status: 409, body: { ...refused, message: 'This plan is no longer sold for this destination.' } },
      ],
      '/v1/policies/PB-77120/issue': [{ body: issued }, { body: { ...issued, contractNumber: 'PX-2027-0093372' } }],
    });
    // The partner answers from its recordings; our own app (the payment sandbox) from itself.
    const app = buildApp();
    globalThis.fetch = ((url: string, init?: RequestInit) =>
      url.startsWith('https://partner.example/') ? replay.fetch(url, init) : app.request(url, init)) as typeof fetch;
    try {
      const { insure, payByCard, startCheckout, payAtSandbox, browserOf } = bookingHelpers(app);
      const bought = await insure({ planCode: 'SILVER' });
      await payByCard(bought.reference);
      const [order] = await db.select().from(orders).where(eq(orders.reference, bought.reference));
      expect(order).toMatchObject({ status: 'CONFIRMED', fulfilment: 'DONE' });
      const [policy] = await db.select().from(insurancePolicies).where(eq(insurancePolicies.orderId, order!.id));
      expect(policy).toMatchObject({ contractNumber: 'PX-2027-0093371', provider: 'partner', providerQuoteReference: 'PQ-2027-000481' });
      const bind = replay.calls.find((call) => call.path === '/v1/policies')!;
      expect(bind.headers['Idempotency-Key']).toBe(`order-${bought.reference}`);
      expect(bind.body).toMatchObject({ quoteReference: 'PQ-2027-000481', planCode: 'SILVER', applicant: { individual: { lastName: 'Okafor' } } });

      // The partner times out (twice: its own retry with the same key): paid, the policy to come.
      const slow = await insure({ planCode: 'SILVER', applicant: { email: 'slow.partner@example.com' } });
      const paid = await payAtSandbox(await startCheckout('paystack', slow.reference), 'success');
      const landed = await browserOf(slow.reference).get(`${paid.pathname}${paid.search}`);
      expect(landed.headers.get('location')).toMatch(new RegExp(`^/insurance/confirmation\\?booking=${slow.reference}&access=`));
      const [waiting] = await db.select().from(orders).where(eq(orders.reference, slow.reference));
      expect(waiting).toMatchObject({ status: 'CONFIRMED', fulfilment: 'PENDING', fulfilmentError: expect.any(String) });
      expect((await db.select().from(payments).where(eq(payments.orderId, waiting!.id)))[0]).toMatchObject({ status: 'SUCCEEDED' });
      const view = (await (await browserOf(slow.reference).get(`/api/bookings/${slow.reference}`)).json()).data;
      expect(view).toMatchObject({ status: 'CONFIRMED', fulfilment: 'PENDING', insurance: { contractNumber: null } });
      expect(
        await db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.dedupeKey, `confirmed:${slow.reference}`)),
      ).toHaveLength(0);
      // The job, later: the same key finds the same binding; the policy is issued and the confirmation mailed, once.
      expect(await fulfilJob(db, { orderId: waiting!.id }, new Date(Date.now() + 60_000))).toBe('done');
      expect(replay.calls.filter((call) => call.path === '/v1/policies').map((call) => call.headers['Idempotency-Key'])).toEqual([
        `order-${bought.reference}`,
        ...Array(3).fill(`order-${slow.reference}`),
      ]);
      const [late] = await db.select().from(insurancePolicies).where(eq(insurancePolicies.orderId, waiting!.id));
      expect(late!.contractNumber).toBe('PX-2027-0093372');
      expect(await fulfilJob(db, { orderId: waiting!.id }, new Date(Date.now() + 120_000))).toBe('done');
      expect(
        await db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.dedupeKey, `confirmed:${slow.reference}`)),
      ).toHaveLength(1);

      // A refusal: cancelled, the payment due back, the person shown the insurance error page and emailed.
      const failed = await insure({ planCode: 'SILVER', applicant: { email: 'refund.due@example.com' } });
      const callback = await payAtSandbox(await startCheckout('paystack', failed.reference), 'success');
      const back = await browserOf(failed.reference).get(`${callback.pathname}${callback.search}`);
      expect(back.headers.get('location')).toMatch(new RegExp(`^/insurance/error\\?booking=${failed.reference}&access=`));
      const [lost] = await db.select().from(orders).where(eq(orders.reference, failed.reference));
      expect(lost).toMatchObject({ status: 'CANCELLED', fulfilment: 'FAILED' });
      const [payment] = await db.select().from(payments).where(eq(payments.orderId, lost!.id));
      expect(payment).toMatchObject({ status: 'REFUND_DUE', failureReason: 'FULFILMENT_FAILED: INSURER_REFUSED' });
      const [none] = await db.select().from(insurancePolicies).where(eq(insurancePolicies.orderId, lost!.id));
      expect(none!.contractNumber).toBeNull();
      // No confirmation was sent for it; the refusal was.
      expect((await db.select().from(mailOutbox)).filter((mail) => mail.subject.includes(failed.reference) && mail.kind === 'booking-confirmed')).toEqual([]);
      expect(
        await db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.dedupeKey, `refused:${failed.reference}`)),
      ).toHaveLength(1);
      // The sandbox's webhook for it arrives too: settled already, it changes nothing.
      await sandboxWebhooksDelivered();
      expect((await db.select().from(orders).where(eq(orders.reference, failed.reference)))[0]!.status).toBe('CANCELLED');
    } finally {
      globalThis.fetch = blockedFetch;
    }
  });
});
