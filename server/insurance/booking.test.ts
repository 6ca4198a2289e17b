import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { insuranceApplications, insurancePolicies, mailOutbox, orders, payments, sandboxTransactions } from '../db/schema';
import { sandboxWebhooksDelivered } from '../payments/gateways/sandbox/sandbox.handlers';
import { bookingHelpers, browserClient } from '../test/api-helpers';
import { pdfText } from '../test/pdf-text';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { maskedName } from './insurance.handlers';
import { newContractNumber } from './providers/underwriter';
import { testTrip } from './test-trip';

const app = buildApp();
const { insure, payByCard, startCheckout, payAtSandbox } = bookingHelpers(app);
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];

beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);

const orderRow = async (reference: string) => (await db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
const policyOf = async (reference: string) =>
  (
    await db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.orderId, (await orderRow(reference)).id))
  )[0]!;
const mailsAbout = async (reference: string) => (await db.select().from(mailOutbox)).filter((mail) => mail.subject.includes(reference));

describe('buying travel insurance (POST /api/v1/booked, then the shared checkout)', () => {
  it('books an application as an unpaid NGN order at the quoted price, the same order when asked again at once, within the hourly booking limit', async () => {
    const browser = browserClient(app);
    const { reference, order, quote, applicationId } = await insure({ browser });
    const plan = quote.plans[0];
    expect(order).toMatchObject({
      reference: expect.stringMatching(/^[A-Z0-9]{6}$/),
      kind: 'insurance',
      status: 'PENDING',
      currency: 'NGN',
      payable: true,
      fare: { base: (Number(plan.fees.adultFee) + Number(plan.fees.childrenFee)).toFixed(2), taxes: plan.fees.insuranceCharges, total: plan.fees.total },
      insurance: {
        contractNumber: null,
        destinationCountry: 'FR',
        coverStart: testTrip().coverStart,
        plan: { code: plan.code },
        insured: [{ role: 'HOLDER', name: 'Adaeze Okafor' }],
      },
    });
    // Bank transfer is open: cover starts in 20 days.
    expect(order.bankTransferDeadline).not.toBeNull();
    // Nine more at once (ten bookings an hour from one address): one order.
    const again = await Promise.all(Array.from({ length: 9 }, () => browser.post('/api/v1/booked', { applicationId })));
    expect(again.map((res) => res.status)).toEqual(Array(9).fill(200));
    expect(new Set(await Promise.all(again.map(async (res) => (await res.json()).data.reference)))).toEqual(new Set([reference]));
    expect(await db.select().from(insurancePolicies).where(eq(insurancePolicies.applicationId, applicationId))).toHaveLength(1);
    // The payment page's view of it is the same order, opened in this browser only.
    expect((await browser.get(`/api/bookings/${reference}`)).status).toBe(200);
    expect((await browserClient(app).get(`/api/bookings/${reference}`)).status).toBe(404);
    const limited = await browser.post('/api/v1/booked', { applicationId });
    expect(limited.status).toBe(429);
    expect((await limited.json()).errors[0].code).toEqual(expect.any(String));
  });

  it('refuses what cannot be booked with the envelope: no such application, malformed, expired, already paid', async () => {
    const browser = browserClient(app);
    const refusal = async (body: unknown) => {
      const res = await browser.post('/api/v1/booked', body);
      return { status: res.status, code: (await res.json()).errors[0].code as string };
    };
    expect(await refusal({ applicationId: '00000000-0000-4000-8000-000000000000' })).toEqual({ status: 410, code: 'QUOTE_EXPIRED' });
    expect((await refusal({ applicationId: 'x'.repeat(10_000) })).status).toBe(422);
    expect((await refusal({ applicationId: '\u0000' })).status).toBe(422);
    expect((await refusal({ applicationId: 42 })).status).toBe(422);
    expect((await refusal({ applicationId: '00000000-0000-4000-8000-000000000000', extra: 1 })).status).toBe(422);

    const expired = await insure();
    await db
      .update(insuranceApplications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(insuranceApplications.id, expired.applicationId));
    expect(await refusal({ applicationId: expired.applicationId })).toEqual({ status: 410, code: 'QUOTE_EXPIRED' });

    const paid = await insure({ browser });
    await payByCard(paid.reference, browser);
    expect(await refusal({ applicationId: paid.applicationId })).toEqual({ status: 409, code: 'ALREADY_PAID' });
  });

  it('pays by card through the sandbox: confirmed once, one contract number whatever settles it, the email and certificate in its language', async () => {
    const { reference, browser } = await insure({ language: 'fr', applicant: { email: 'fr.buyer@example.com', passportNumber: 'a7654321' } });
    const paymentReference = await startCheckout('paystack', reference, browser);
    const callback = await payAtSandbox(paymentReference, 'success');
    // The browser's return, the webhook and the status call all at once: one policy.
    const [back] = await Promise.all([
      browser.get(`${callback.pathname}${callback.search}`),
      sandboxWebhooksDelivered(),
      ...Array.from({ length: 5 }, () =>
        browser.get(`/api/paymentMethod?paymentMethod=PAYSTACK&insuranceId=${reference}&transactionReference=${paymentReference}`),
      ),
    ]);
    expect(back.headers.get('location')).toMatch(new RegExp(`^/fr/insurance/confirmation\\?booking=${reference}&access=`));
    const policy = await policyOf(reference);
    expect(policy.contractNumber).toMatch(/^BAO-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(policy.ngnPerEur).toBe(1700);
    const view = (await (await browser.get(`/api/bookings/${reference}`)).json()).data;
    expect(view).toMatchObject({
      status: 'CONFIRMED',
      insurance: { contractNumber: policy.contractNumber, verifyPath: `/insurance/verify/${policy.contractNumber}` },
    });

    const mails = await mailsAbout(reference);
    expect(mails.filter((mail) => mail.kind === 'booking-confirmed')).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.text).toContain(policy.contractNumber!);
    expect(mail!.text).toContain('Prime');
    expect(mail!.text).toContain('Frais d’assurance');
    expect(mail!.text).toContain('/fr/insurance/confirmation?booking=');
    const pdf = await pdfText(new Uint8Array(Buffer.from(mail!.attachments![0]!.content, 'base64')));
    for (const words of [
      'Attestation d’assurance voyage',
      policy.contractNumber!,
      'Adaeze Okafor',
      'passeport A7654321',
      'Frais médicaux',
      '€',
      '₦',
      'Vérifier cette attestation',
      'France',
    ])
      expect(pdf).toContain(words);

    // The same certificate from the confirmation page's download link.
    const download = await browser.get(`/api/bookings/${reference}/ticket.pdf`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(new Uint8Array(await download.arrayBuffer()))).toContain(policy.contractNumber!);
  });

  it('tells the status of a payment only to a browser that may open the order, and only for its own payments', async () => {
    const mine = await insure();
    const theirs = await insure();
    const myPayment = await startCheckout('paystack', mine.reference, mine.browser);
    const theirPayment = await startCheckout('paystack', theirs.reference, theirs.browser);
    const status = (browser: ReturnType<typeof browserClient>, insuranceId: string, reference: string) =>
      browser.get(`/api/paymentMethod?paymentMethod=PAYSTACK&insuranceId=${insuranceId}&transactionReference=${reference}`);
    const pending = await status(mine.browser, mine.reference, myPayment);
    expect(await pending.json()).toEqual({ data: { bookingId: mine.reference, status: 'PENDING', outcome: 'PENDING', contractNumber: null } });
    expect((await status(browserClient(app), mine.reference, myPayment)).status).toBe(404);
    expect((await status(mine.browser, mine.reference, theirPayment)).status).toBe(404);
    expect((await status(mine.browser, mine.reference, '\u0000x')).status).toBe(422);
    expect((await mine.browser.get(`/api/paymentMethod?paymentMethod=CASH&insuranceId=${mine.reference}&transactionReference=${myPayment}`)).status).toBe(422);
    // A payment is asked of the gateway that took it.
    expect(
      (await mine.browser.get(`/api/paymentMethod?paymentMethod=FLUTTERWAVE&insuranceId=${mine.reference}&transactionReference=${myPayment}`)).status,
    ).toBe(404);
  });

  it('sends the confirmation again on request, once paid, three times an hour at most', async () => {
    const { reference, browser } = await insure({ applicant: { email: 'again@example.com' } });
    const resend = () => browser.post('/api/v1/insuranceConfirmationMail', { bookingId: reference });
    expect((await resend()).status).toBe(409);
    await payByCard(reference, browser);
    expect((await browserClient(app).post('/api/v1/insuranceConfirmationMail', { bookingId: reference })).status).toBe(404);
    const first = await resend();
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ data: { bookingId: reference, sentTo: 'a•••@example.com' } });
    expect((await resend()).status).toBe(202);
    expect((await resend()).status).toBe(202);
    expect((await resend()).status).toBe(429);
    expect((await mailsAbout(reference)).filter((mail) => mail.recipient === 'again@example.com')).toHaveLength(4);
  });
});

describe('checking a certificate (GET /api/insurance/verify/{contract})', () => {
  it('says valid, expired or cancelled with the holder partly masked, the period, territory and limits, and nothing else', async () => {
    const { reference, browser } = await insure({ applicant: { firstName: 'Adaeze', middleName: 'Ngozi', lastName: 'Okafor' } });
    await payByCard(reference, browser);
    const { contractNumber, request } = await policyOf(reference);
    const check = async (contract = contractNumber!) => {
      const res = await app.request(`/api/insurance/verify/${contract}`);
      return { status: res.status, body: await res.json() };
    };
    const valid = await check();
    expect(valid.status).toBe(200);
    expect(Object.keys(valid.body.data).sort()).toEqual([
      'contractNumber',
      'coverEnd',
      'coverStart',
      'holder',
      'limits',
      'meetsSchengen',
      'status',
      'territory',
    ]);
    expect(valid.body.data).toMatchObject({
      contractNumber,
      status: 'VALID',
      holder: 'Ad••• Ng••• Ok•••',
      coverStart: request.coverStart,
      coverEnd: request.coverEnd,
      meetsSchengen: true,
      limits: { currency: 'EUR' },
    });
    expect(JSON.stringify(valid.body)).not.toMatch(/A12345678|adaeze@|Marina|Okafor/);
    // Typed as read aloud: lower case is the same contract.
    expect((await check(contractNumber!.toLowerCase())).body.data.status).toBe('VALID');

    const policy = await policyOf(reference);
    await db
      .update(insurancePolicies)
      .set({ request: { ...policy.request, coverStart: '2024-01-01', coverEnd: '2024-01-10' } })
      .where(eq(insurancePolicies.orderId, policy.orderId));
    expect((await check()).body.data.status).toBe('EXPIRED');
    await db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, policy.orderId));
    expect((await check()).body.data.status).toBe('CANCELLED');
  });

  it('answers an unknown or malformed number with the envelope, and an unpaid order has no number to check', async () => {
    const unknown = await app.request(`/api/insurance/verify/${newContractNumber()}`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).errors[0].code).toBe('NOT_FOUND');
    for (const contract of ['%00', 'x'.repeat(5000), 'BAO%0A1234', '..%2F..%2Fetc'])
      expect((await app.request(`/api/insurance/verify/${contract}`)).status).toBeGreaterThanOrEqual(400);
    const { reference } = await insure();
    expect((await policyOf(reference)).contractNumber).toBeNull();
  });

  it('masks names to their first two letters and makes contract numbers that differ', () => {
    expect(maskedName('ADEBAYO  OKAFOR')).toBe('AD••• OK•••');
    const numbers = new Set(Array.from({ length: 1000 }, newContractNumber));
    expect(numbers.size).toBe(1000);
  });
});

describe('cancelling a policy (POST /api/insurance/cancel)', () => {
  it('cancels a paid policy before its cover starts for a full refund through the gateway, once however often it is asked', async () => {
    const { reference, browser } = await insure({ applicant: { email: 'changed.plans@example.com' } });
    expect((await browser.post('/api/insurance/cancel', { bookingId: reference })).status).toBe(409);
    await payByCard(reference, browser);
    const { contractNumber } = await policyOf(reference);
    expect((await browserClient(app).post('/api/insurance/cancel', { bookingId: reference })).status).toBe(404);

    const answers = await Promise.all(Array.from({ length: 6 }, () => browser.post('/api/insurance/cancel', { bookingId: reference })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const done = await answers.find((res) => res.status === 200)!.json();
    const order = await orderRow(reference);
    expect(done.data).toMatchObject({
      reference,
      status: 'CANCELLED',
      refund: { status: 'REFUNDED', amount: (order.totalMinor / 100).toFixed(2), currency: 'NGN' },
    });
    expect(order).toMatchObject({ status: 'CANCELLED', refundedMinor: order.totalMinor, refundedAt: expect.any(Date) });
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    const [ledger] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, payment!.reference));
    expect(ledger!.refundedMinor).toBe(order.totalMinor);
    // The certificate now says cancelled; the holder is told how the money comes back.
    expect((await (await app.request(`/api/insurance/verify/${contractNumber}`)).json()).data.status).toBe('CANCELLED');
    const [mail] = (await mailsAbout(reference)).filter((row) => row.kind === 'booking-cancelled');
    expect(mail!.text).toContain('on its way back to the card');
    expect((await mailsAbout(reference)).filter((row) => row.kind === 'booking-cancelled')).toHaveLength(1);
  });

  it('refuses once cover has started, and records a refund the gateway will not make as due', async () => {
    const started = await insure();
    await payByCard(started.reference, started.browser);
    const policy = await policyOf(started.reference);
    await db
      .update(insurancePolicies)
      .set({ request: { ...policy.request, coverStart: '2024-01-01' } })
      .where(eq(insurancePolicies.orderId, policy.orderId));
    const late = await started.browser.post('/api/insurance/cancel', { bookingId: started.reference });
    expect(late.status).toBe(409);
    expect((await late.json()).errors[0].code).toBe('COVER_STARTED');
    expect((await orderRow(started.reference)).status).toBe('CONFIRMED');

    const refused = await insure();
    await payByCard(refused.reference, refused.browser);
    const order = await orderRow(refused.reference);
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    // The gateway has already given this money back (say, by its dashboard): it refuses a second refund.
    await db.update(sandboxTransactions).set({ refundedMinor: order.totalMinor }).where(eq(sandboxTransactions.reference, payment!.reference));
    const answer = await refused.browser.post('/api/insurance/cancel', { bookingId: refused.reference });
    expect(answer.status).toBe(200);
    expect((await answer.json()).data.refund.status).toBe('REFUND_DUE');
    const [after] = await db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(after).toMatchObject({ status: 'REFUND_DUE', failureReason: 'REFUND_FAILED' });
    expect(await orderRow(refused.reference)).toMatchObject({ status: 'CANCELLED', refundedMinor: 0 });

    for (const body of [{ bookingId: 'x'.repeat(5000) }, { bookingId: '\u0000' }, { bookingId: 42 }, {}])
      expect((await refused.browser.post('/api/insurance/cancel', body)).status).toBe(422);
  });
});
