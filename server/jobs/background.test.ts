import { eq, sql } from 'drizzle-orm';
import { buildApp, registerBackgroundJobs } from '../app';
import { resetEnvForTests } from '../env';
import { mailOutbox, orders, payments, rateLimits, sessions, users } from '../db/schema';
import { lapseExpiredOrders } from '../orders/orders';
import { reconcilePayments } from '../payments/reconcile';
import { completeSandboxTransaction, sandboxKeys } from '../payments/gateways/sandbox/sandbox';
import { bookingHelpers } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { MAIL_RETENTION, purgeMail } from '../mail/outbox';
import { runPurges } from './purge';
import { jobHandler } from './runner';
import { queueNames } from './queues';

const app = buildApp();
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);

const { book, startCheckout } = bookingHelpers(app);
const orderOf = async (reference: string) => (await db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
const paymentOf = async (reference: string) => (await db.select().from(payments).where(eq(payments.reference, reference)))[0]!;
const minutes = (count: number) => new Date(Date.now() + count * 60_000);

describe('background jobs', () => {
  it('has something to do for every queue', () => {
    registerBackgroundJobs();
    expect(queueNames().filter((queue) => !jobHandler(queue))).toEqual([]);
  });

  describe('the reconciliation of pending payments', () => {
    it('settles a payment whose webhook was lost, once, without the traveller coming back', async () => {
      const { reference } = await book();
      const payment = await startCheckout('paystack', reference);
      // Paid at the gateway; neither the browser nor the webhook ever came back.
      await completeSandboxTransaction(db, await sandboxKeys(db), payment, 'success');
      expect((await orderOf(reference)).status).toBe('PENDING');

      // Too early: the webhook usually comes within a minute or two.
      expect((await reconcilePayments(db, minutes(1))).checked).toBe(0);
      expect(await reconcilePayments(db, minutes(3))).toMatchObject({ settled: 1 });
      expect((await orderOf(reference)).status).toBe('CONFIRMED');
      expect((await paymentOf(payment)).status).toBe('SUCCEEDED');
      // Run twice (a second process, the next minute): one confirmation, one email.
      await reconcilePayments(db, minutes(10));
      const mails = (await db.select().from(mailOutbox)).filter((mail) => mail.subject.includes(reference) && mail.kind === 'booking-confirmed');
      expect(mails).toHaveLength(1);
    });

    it('records money that arrived for a booking that lapsed meanwhile as due back, never confirms it', async () => {
      const { reference } = await book();
      const payment = await startCheckout('paystack', reference);
      await completeSandboxTransaction(db, await sandboxKeys(db), payment, 'success');
      await lapseExpiredOrders(db, minutes(120));
      expect((await orderOf(reference)).status).toBe('CANCELLED');
      await reconcilePayments(db, minutes(121));
      expect((await paymentOf(payment)).status).toBe('REFUND_DUE');
      expect((await orderOf(reference)).status).toBe('CANCELLED');
    });

    it('leaves a payment the gateway calls abandoned pending (its traveller may still pay), and asks again later, less often', async () => {
      const { reference } = await book();
      const payment = await startCheckout('paystack', reference);
      const first = await reconcilePayments(db, minutes(3));
      expect(first.checked).toBeGreaterThanOrEqual(1);
      expect((await paymentOf(payment)).status).toBe('PENDING');
      expect((await paymentOf(payment)).checkedAt).toBeInstanceOf(Date);
      // Asked a minute ago: not again yet.
      const again = await db.select().from(payments).where(eq(payments.reference, payment));
      await reconcilePayments(db, minutes(3.5));
      expect((await paymentOf(payment)).checkedAt!.getTime()).toBe(again[0]!.checkedAt!.getTime());
    });
  });

  describe('lapsing', () => {
    it('lapses every expired hold in batches, and a second run releases nothing twice', async () => {
      const booked = [await book(), await book(), await book(), await book(), await book()];
      const lapsed = await lapseExpiredOrders(db, minutes(24 * 60), 2);
      expect(lapsed).toBeGreaterThanOrEqual(5);
      for (const { reference } of booked) expect((await orderOf(reference)).status).toBe('CANCELLED');
      expect(await lapseExpiredOrders(db, minutes(24 * 60), 2)).toBe(0);
    });
  });

  describe('purges', () => {
    it('empties old mail bodies and attachments, keeps the record, and gives a job to a mail never tried', async () => {
      const old = new Date(Date.now() - (MAIL_RETENTION.bodiesDays + 1) * 86_400_000);
      const [sent] = await db
        .insert(mailOutbox)
        .values({
          kind: 'test',
          recipient: 'old@example.com',
          subject: 'Old',
          text: 'body',
          html: '<p>body</p>',
          attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: 'AAAA' }],
          createdAt: old,
          sentAt: old,
        })
        .returning();
      const [orphan] = await db
        .insert(mailOutbox)
        .values({ kind: 'test', recipient: 'orphan@example.com', subject: 'Orphan', text: 'x', html: 'x', createdAt: minutes(-30) })
        .returning();
      // Mail is tried only with a mail server (nothing is sent to this one: the job is not run here).
      process.env.SMTP_URL = 'smtp://127.0.0.1:9';
      resetEnvForTests();
      expect(await purgeMail(db)).toBeGreaterThanOrEqual(3);
      const [after] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, sent!.id));
      expect(after).toMatchObject({ subject: 'Old', text: '', html: '', attachments: null });
      const jobs = (await db.execute(sql`select 1 from pgboss.job where name = 'mail-deliver' and data->>'id' = ${orphan!.id}`)) as unknown as {
        rows: unknown[];
      };
      expect(jobs.rows).toHaveLength(1);
      // Once it has a job waiting, the next purge gives it no second one.
      await purgeMail(db);
      const again = (await db.execute(sql`select 1 from pgboss.job where name = 'mail-deliver' and data->>'id' = ${orphan!.id}`)) as unknown as {
        rows: unknown[];
      };
      expect(again.rows).toHaveLength(1);
      delete process.env.SMTP_URL;
      resetEnvForTests();
    });

    it('runs every rule, removing ended sessions and limit windows but not live ones', async () => {
      registerBackgroundJobs();
      const [user] = await db
        .insert(users)
        .values({ email: `purge${Date.now()}@example.com`, firstName: 'P', lastName: 'Q', referralCode: `PQ${Date.now() % 1e9}` })
        .returning();
      await db.insert(sessions).values([
        { tokenHash: `ended-${Date.now()}`, userId: user!.id, expiresAt: minutes(-3 * 24 * 60) },
        { tokenHash: `live-${Date.now()}`, userId: user!.id, expiresAt: minutes(60) },
      ]);
      await db.insert(rateLimits).values({ key: `purge-test-${Date.now()}`, windowStart: minutes(-180), count: 3 });
      const done = await runPurges(db, new Date());
      expect(done['sessions and one-time codes']).toBeGreaterThanOrEqual(1);
      expect(done['rate-limit windows and login lines']).toBeGreaterThanOrEqual(1);
      const left = await db.select().from(sessions).where(eq(sessions.userId, user!.id));
      expect(left.map((row) => row.tokenHash.split('-')[0])).toEqual(['live']);
    });
  });
});
