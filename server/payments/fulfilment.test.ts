import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { insurancePolicies, mailOutbox, orders, payments, users } from '../db/schema';
import { insuranceOrderKind } from '../insurance/kind';
import { HttpError } from '../lib/http-error';
import type { Fulfilment } from '../orders/orders';
import { sandboxWebhooksDelivered } from './gateways/sandbox/sandbox.handlers';
import { bookingHelpers, browserClient, signedInClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { AWAY_RETRY } from '../lib/db-errors';
import { bookingAccessKey } from '../orders/access';
import { afterPaymentPath, settlePayment } from './checkout';
import type { VerifiedTransaction } from './gateways/types';
import { FULFIL_ATTEMPTS, fulfilJob, purgeLostFulfilments } from './fulfilment';

const app = buildApp();
const { insure, startCheckout, payAtSandbox, browserOf } = bookingHelpers(app);
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(async () => {
  await sandboxWebhooksDelivered();
  await closeTestDatabase();
});
afterEach(() => jest.restoreAllMocks());

/** Buys a policy and pays it, coming back from the gateway as the browser does; the order's row and where the browser went. */
async function paidPolicy(email: string) {
  const { reference } = await insure({ applicant: { email } });
  const callback = await payAtSandbox(await startCheckout('paystack', reference), 'success');
  const back = await browserOf(reference).get(`${callback.pathname}${callback.search}`);
  await sandboxWebhooksDelivered();
  const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
  return { order: order!, location: back.headers.get('location')! };
}

const mailsOf = async (reference: string) =>
  (await db.select().from(mailOutbox)).filter((mail) => mail.dedupeKey?.endsWith(`:${reference}`)).map((mail) => mail.dedupeKey!.split(':')[0]);
const jobsOf = async (orderId: string) =>
  (
    (await db.execute(sql`select state from pgboss.job where name = 'orders-fulfil' and data->>'orderId' = ${orderId}`)) as unknown as {
      rows: Array<{ state: string }>;
    }
  ).rows;
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('fulfilment after the money', () => {
  it('asks the insurer after the payment committed, with no lock held meanwhile, and writes the job with the paid state', async () => {
    const real = insuranceOrderKind.fulfil!;
    let lockedMeanwhile: boolean | undefined;
    const fulfil = jest.spyOn(insuranceOrderKind, 'fulfil').mockImplementation(async (database, order): Promise<Fulfilment> => {
      // The payment and the order are committed (paid) and not locked while the insurer is asked.
      // A lock is tried a few times: the webhook of the same payment may hold one for a moment
      // (it finds the payment settled and lets go); the lock of the transaction that called us
      // would be held for as long as we wait, and every try would fail.
      const lockable = () =>
        db
          .transaction(async (tx) => {
            const [payment] = await tx
              .select()
              .from(payments)
              .where(and(eq(payments.orderId, order.id), eq(payments.status, 'SUCCEEDED')))
              .for('update', { noWait: true });
            const [row] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update', { noWait: true });
            return Boolean(payment && row && row.status === 'CONFIRMED' && row.fulfilment === 'PENDING');
          })
          .catch(() => false);
      lockedMeanwhile = true;
      for (let attempt = 0; attempt < 10 && lockedMeanwhile; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
        lockedMeanwhile = !(await lockable());
      }
      expect(await jobsOf(order.id)).toEqual([{ state: 'created' }]);
      return real(database, order);
    });
    const { order, location } = await paidPolicy('no.lock@example.com');
    expect(lockedMeanwhile).toBe(false);
    expect(location).toMatch(/^\/insurance\/confirmation\?/);
    expect(order).toMatchObject({ status: 'CONFIRMED', fulfilment: 'DONE', fulfilmentAttempts: 0, fulfilmentClaimedUntil: null });
    expect(await mailsOf(order.reference)).toEqual(['confirmed']);
    // The job that follows (its delay) finds it done: nothing asked, nothing mailed again.
    expect(fulfil).toHaveBeenCalledTimes(1);
    expect(await fulfilJob(db, { orderId: order.id }, later(1))).toBe('done');
    expect(fulfil).toHaveBeenCalledTimes(1);
    expect(await mailsOf(order.reference)).toEqual(['confirmed']);
  });

  it('two runs at once ask the insurer once and mail once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const real = insuranceOrderKind.fulfil!;
    const fulfil = jest.spyOn(insuranceOrderKind, 'fulfil').mockImplementationOnce(async () => {
      throw new HttpError(504, 'INSURER_TIMEOUT', 'Timeout', 'No answer');
    });
    const { order } = await paidPolicy('twice@example.com');
    expect(order).toMatchObject({ status: 'CONFIRMED', fulfilment: 'PENDING', fulfilmentAttempts: 1, fulfilmentError: 'No answer' });
    fulfil.mockImplementation(async (database, paid) => {
      await gate;
      return real(database, paid);
    });
    const first = fulfilJob(db, { orderId: order.id }, later(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The second finds the order claimed: its job tries again later.
    await expect(fulfilJob(db, { orderId: order.id }, later(1))).rejects.toThrow('being fulfilled elsewhere');
    release();
    expect(await first).toBe('done');
    expect(fulfil).toHaveBeenCalledTimes(2);
    const [policy] = await db.select().from(insurancePolicies).where(eq(insurancePolicies.orderId, order.id));
    expect(policy!.contractNumber).toMatch(/^BAO-/);
    expect(await mailsOf(order.reference)).toEqual(['confirmed']);
  });

  it('an insurer that never answers: tried with the job until the last try, then FAILED, the traveller told the truth, and no self-cancel', async () => {
    const fulfil = jest.spyOn(insuranceOrderKind, 'fulfil').mockRejectedValue(new HttpError(502, 'INSURER_UNAVAILABLE', 'Unavailable', 'Insurer down'));
    const { order, location } = await paidPolicy('never@example.com');
    // Paid: the traveller lands on the confirmation, which says the policy is being issued.
    expect(location).toMatch(/^\/insurance\/confirmation\?/);
    for (let attempt = 2; attempt < FULFIL_ATTEMPTS; attempt += 1) {
      await expect(fulfilJob(db, { orderId: order.id }, later(attempt * 10))).rejects.toThrow('Insurer down');
    }
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      fulfilment: 'PENDING',
      fulfilmentAttempts: FULFIL_ATTEMPTS - 1,
    });
    expect(await fulfilJob(db, { orderId: order.id }, later(200))).toBe('failed');
    expect(fulfil).toHaveBeenCalledTimes(FULFIL_ATTEMPTS);
    const [failed] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(failed).toMatchObject({ status: 'CONFIRMED', fulfilment: 'FAILED', fulfilmentError: 'Insurer down' });
    expect((await db.select().from(payments).where(eq(payments.orderId, order.id)))[0]).toMatchObject({ status: 'SUCCEEDED' });
    expect(await mailsOf(order.reference)).toEqual(['delayed']);
    // Further runs change nothing; the traveller cannot cancel it from the site (our staff confirm or refund).
    expect(await fulfilJob(db, { orderId: order.id }, later(300))).toBe('failed');
    expect(await mailsOf(order.reference)).toEqual(['delayed']);
    const cancel = await browserOf(order.reference).post('/api/insurance/cancel', { bookingId: order.reference });
    expect(cancel.status).toBe(409);
    expect((await cancel.json()).errors[0].code).toBe('NOT_CONFIRMED_YET');
  });

  it('never asks the insurer twice for one answer: what it said is recorded once the database answers again', async () => {
    const pause = AWAY_RETRY.pauseMs;
    AWAY_RETRY.pauseMs = 1;
    const real = insuranceOrderKind.fulfil!;
    let asked = 0;
    let failures = 0;
    jest.spyOn(insuranceOrderKind, 'fulfil').mockImplementation(async (database, paid) => {
      asked += 1;
      const answer = await real(database, paid);
      return {
        record: async (tx) => {
          // The database restarting just after the insurer answered: several writes fail.
          if (failures < 3) {
            failures += 1;
            throw new Error('Connection terminated unexpectedly');
          }
          await answer.record!(tx);
        },
      };
    });
    try {
      const { order } = await paidPolicy('blip@example.com');
      expect(order).toMatchObject({ status: 'CONFIRMED', fulfilment: 'DONE' });
      expect([asked, failures]).toEqual([1, 3]);
      const [policy] = await db.select().from(insurancePolicies).where(eq(insurancePolicies.orderId, order.id));
      expect(policy!.contractNumber).toMatch(/^BAO-/);
      expect(await mailsOf(order.reference)).toEqual(['confirmed']);
    } finally {
      AWAY_RETRY.pauseMs = pause;
    }
  });

  it('gives a job to a paid order left waiting without one (paid before the queue, or its job lost)', async () => {
    const { order } = await paidPolicy('orphan@example.com');
    await db
      .update(orders)
      .set({ fulfilment: 'PENDING', paidAt: later(-60) })
      .where(eq(orders.id, order.id));
    await db.execute(sql`delete from pgboss.job where name = 'orders-fulfil' and data->>'orderId' = ${order.id}`);
    expect(await purgeLostFulfilments(db)).toBeGreaterThanOrEqual(1);
    expect(await jobsOf(order.id)).toEqual([{ state: 'created' }]);
    // Once: a second pass finds its job waiting.
    await purgeLostFulfilments(db);
    expect(await jobsOf(order.id)).toHaveLength(1);
    expect(await fulfilJob(db, { orderId: order.id }, later(1))).toBe('done');
  });

  it('a return that finds the payment settled by the webhook waits for the webhook to finish asking the provider, and lands where it ended', async () => {
    const { order } = await paidPolicy('second.return@example.com');
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    // The webhook's request is asking the insurer right now (its claim held); it ends in a refusal.
    await db
      .update(orders)
      .set({ fulfilment: 'PENDING', fulfilmentClaimedUntil: later(2) })
      .where(eq(orders.id, order.id));
    setTimeout(() => {
      void db
        .update(payments)
        .set({ status: 'REFUND_DUE' })
        .where(eq(payments.id, payment!.id))
        .then(() => db.update(orders).set({ fulfilment: 'FAILED', fulfilmentClaimedUntil: null }).where(eq(orders.id, order.id)));
    }, 600);
    const links = { origin: 'http://localhost', key: await bookingAccessKey(db) };
    const settlement = await settlePayment(
      db,
      'paystack',
      payment!.reference,
      {
        status: 'success',
        reference: payment!.reference,
        amountMinor: payment!.amountMinor,
        currency: payment!.currency,
        transactionId: 'T1',
      } as VerifiedTransaction,
      links,
    );
    // REFUND_DUE is what the other request made of it after this call began: it waited for it.
    expect(settlement.outcome).toBe('REFUND_DUE');
    expect(afterPaymentPath(settlement, null)).toMatch(/^\/insurance\/error\?booking=/);
  });

  it('lets our staff (only) see what waits for its provider, ask it again, or give the money back', async () => {
    const email = `ops.fulfil.${Date.now()}@example.com`;
    const staff = await signedInClient(app, email);
    await db.update(users).set({ adminType: 'operations' }).where(eq(users.email, email));
    const fulfil = jest.spyOn(insuranceOrderKind, 'fulfil').mockRejectedValue(new HttpError(502, 'INSURER_UNAVAILABLE', 'Unavailable', 'Insurer down'));
    const stuck = await paidPolicy('staff.retry@example.com');
    const lost = await paidPolicy('staff.refund@example.com');
    await db.update(orders).set({ fulfilment: 'FAILED', fulfilmentError: 'Insurer down' }).where(eq(orders.id, lost.order.id));
    await db
      .update(orders)
      .set({ paidAt: later(-30) })
      .where(eq(orders.id, stuck.order.id));
    fulfil.mockRestore();

    // Travellers and strangers see nothing of it.
    expect((await browserClient(app).get('/api/ops/fulfilments')).status).toBe(401);
    expect((await (await signedInClient(app, `not.staff.${Date.now()}@example.com`)).get('/api/ops/fulfilments')).status).toBe(403);
    expect((await browserOf(stuck.order.reference).post(`/api/ops/bookings/${stuck.order.reference}/refund`, {})).status).toBe(401);

    const listed = (await (await staff.get('/api/ops/fulfilments')).json()).data as Array<{ reference: string; fulfilment: string; error: string | null }>;
    expect(listed.find((row) => row.reference === stuck.order.reference)).toMatchObject({ fulfilment: 'PENDING', error: 'Insurer down' });
    expect(listed.find((row) => row.reference === lost.order.reference)).toMatchObject({ fulfilment: 'FAILED', error: 'Insurer down' });

    // The insurer is back: asked again now, the policy issued and mailed.
    const retried = await staff.post(`/api/ops/bookings/${stuck.order.reference}/fulfil`, {});
    expect(retried.status).toBe(200);
    expect((await retried.json()).data).toEqual({ outcome: 'done', fulfilment: 'DONE', status: 'CONFIRMED' });
    expect(await mailsOf(stuck.order.reference)).toEqual(['confirmed']);
    // Done: nothing more to do with it.
    expect((await staff.post(`/api/ops/bookings/${stuck.order.reference}/fulfil`, {})).status).toBe(409);

    // Given up: cancelled, refunded through the gateway, the traveller told; once.
    const refunded = await staff.post(`/api/ops/bookings/${lost.order.reference}/refund`, {});
    expect(refunded.status).toBe(200);
    expect((await refunded.json()).data).toMatchObject({ status: 'CANCELLED', refund: { status: 'REFUNDED', currency: 'NGN' } });
    expect((await db.select().from(orders).where(eq(orders.id, lost.order.id)))[0]).toMatchObject({
      status: 'CANCELLED',
      refundedMinor: lost.order.totalMinor,
    });
    expect(await mailsOf(lost.order.reference)).toContain('cancelled');
    expect((await staff.post(`/api/ops/bookings/${lost.order.reference}/refund`, {})).status).toBe(409);
    expect((await staff.post('/api/ops/bookings/QQQQQQ/refund', {})).status).toBe(404);
    expect((await staff.post('/api/ops/bookings/not-an-id/refund', {})).status).toBe(422);
  });
});
