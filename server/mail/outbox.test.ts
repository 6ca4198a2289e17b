import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { AWAY_RETRY } from '../lib/db-errors';
import { failingUpdates } from '../test/failing-updates';
import { deliverMail, enqueueMail, mailboxFor, SMTP_LIMITS, type MailTransport } from './outbox';

let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);

const mail = (dedupeKey: string, to = 'Outbox@Example.com') => ({
  kind: 'test',
  to,
  subject: `Subject ${dedupeKey}`,
  text: 'Hello',
  html: '<p>Hello</p>',
  dedupeKey,
});

describe('mail outbox', () => {
  it('writes a mail once per dedupe key and shows it in the mailbox', async () => {
    expect(await enqueueMail(db, mail('once-1'))).toBe(true);
    expect(await enqueueMail(db, mail('once-1'))).toBe(false);
    const box = await mailboxFor(db, 'outbox@example.com');
    expect(box.filter((item) => item.subject === 'Subject once-1')).toHaveLength(1);
  });

  const idOf = async (dedupeKey: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey)))[0]!;

  it('writes one delivery job with each mail, in the same transaction', async () => {
    await enqueueMail(db, mail('with-job'));
    const row = await idOf('with-job');
    const jobs = await db.execute(sql`select state from pgboss.job where name = 'mail-deliver' and data->>'id' = ${row.id}`);
    expect((jobs as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('never leaves a mail without its job when the database goes away between the two', async () => {
    // The database, except that a transaction's raw statements (pg-boss writing the job) fail.
    const lost = new Error('Connection terminated unexpectedly');
    const jobsFail = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== 'transaction') return Reflect.get(target, key, receiver);
        return (work: (tx: unknown) => Promise<unknown>) =>
          target.transaction((tx) =>
            work(new Proxy(tx, { get: (inner, name, self) => (name === 'execute' ? () => Promise.reject(lost) : Reflect.get(inner, name, self)) })),
          );
      },
    });
    await expect(enqueueMail(jobsFail, mail('job-lost'))).rejects.toThrow('Connection terminated');
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'job-lost'))).toHaveLength(0);
    // Tried again once the database is back: the mail and its job, together.
    expect(await enqueueMail(db, mail('job-lost'))).toBe(true);
    const row = await idOf('job-lost');
    const jobs = await db.execute(sql`select state from pgboss.job where name = 'mail-deliver' and data->>'id' = ${row.id}`);
    expect((jobs as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('delivers through SMTP once, with the same Message-ID at every try, and records a failure for the retry', async () => {
    await enqueueMail(db, mail('deliver-ok', 'smtp-ok@example.com'));
    await enqueueMail(db, mail('deliver-fail', 'smtp-fail@example.com'));
    const sent: Array<{ to: string; messageId: string }> = [];
    let failing = true;
    const transport: MailTransport = {
      send: async ({ to, messageId }) => {
        if (to === 'smtp-fail@example.com' && failing) throw new Error('421 try again later');
        sent.push({ to, messageId });
      },
    };
    const ok = await idOf('deliver-ok');
    const failed = await idOf('deliver-fail');
    expect(await deliverMail(db, ok.id, transport)).toBe('sent');
    await expect(deliverMail(db, failed.id, transport)).rejects.toThrow('421');
    expect(await idOf('deliver-ok')).toMatchObject({ attempts: 1, lastError: null });
    expect((await idOf('deliver-ok')).sentAt).toBeInstanceOf(Date);
    expect(await idOf('deliver-fail')).toMatchObject({ sentAt: null, attempts: 1, lastError: '421 try again later', claimedUntil: null });

    // The job runs again (a retry, or twice at once): sent mail is never sent twice.
    expect(await deliverMail(db, ok.id, transport)).toBe('already-sent');
    failing = false;
    expect(await deliverMail(db, failed.id, transport)).toBe('sent');
    expect(sent.map((item) => item.to)).toEqual(['smtp-ok@example.com', 'smtp-fail@example.com']);
    expect(sent[1]!.messageId).toBe(`<${failed.id}@baobab.travel>`);
  });

  it('never sends a mail another worker is still sending', async () => {
    await enqueueMail(db, mail('in-flight', 'slow@example.com'));
    const row = await idOf('in-flight');
    let release!: () => void;
    const calls: string[] = [];
    const slow: MailTransport = {
      send: () =>
        new Promise<void>((resolve) => {
          calls.push('send');
          release = resolve;
        }),
    };
    const first = deliverMail(db, row.id, slow);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(deliverMail(db, row.id, slow)).rejects.toThrow('being sent');
    release();
    expect(await first).toBe('sent');
    expect(calls).toEqual(['send']);
    expect(await deliverMail(db, row.id, slow)).toBe('already-sent');
  });

  /** The database, except that recording a mail as sent fails `failures.left` times (a restart just after the server's answer). */
  const losingRecords = (failures: { left: number }) => failingUpdates(db, (values) => !!values.sentAt, failures);

  it('a mail the server took is never sent again because recording it failed (the database restarting)', async () => {
    const pause = AWAY_RETRY.pauseMs;
    AWAY_RETRY.pauseMs = 1;
    try {
      await enqueueMail(db, mail('record-lost', 'record@example.com'));
      const row = await idOf('record-lost');
      const sent: string[] = [];
      const transport: MailTransport = { send: async ({ messageId }) => void sent.push(messageId) };

      // A short outage: recording is tried again until it holds.
      expect(await deliverMail(losingRecords({ left: 3 }), row.id, transport)).toBe('sent');
      expect(sent).toHaveLength(1);
      expect((await idOf('record-lost')).sentAt).toBeInstanceOf(Date);

      // A longer one: the job fails, the claim stays (no other worker sends it), and this
      // process's retry records it without sending a second time.
      await enqueueMail(db, mail('record-lost-long', 'record@example.com'));
      const long = await idOf('record-lost-long');
      await expect(deliverMail(losingRecords({ left: AWAY_RETRY.tries }), long.id, transport)).rejects.toThrow('Connection terminated');
      const left = await idOf('record-lost-long');
      expect(left.sentAt).toBeNull();
      expect(left.claimedUntil!.getTime()).toBeGreaterThan(Date.now());
      await expect(deliverMail(db, long.id, transport)).rejects.toThrow('being sent');
      expect(await deliverMail(db, long.id, transport, new Date(left.claimedUntil!.getTime() + 1))).toBe('sent');
      expect(sent).toHaveLength(2);
      expect((await idOf('record-lost-long')).sentAt).toBeInstanceOf(Date);
    } finally {
      AWAY_RETRY.pauseMs = pause;
    }
  });

  it('gives up on a mail server that does not answer within the bound, and leaves the mail for the retry', async () => {
    await enqueueMail(db, mail('hanging', 'hang@example.com'));
    const row = await idOf('hanging');
    const hanging: MailTransport = { send: () => new Promise<void>(() => undefined) };
    // The bound is SMTP_LIMITS.sendMs (a minute); 50 ms here.
    await expect(deliverMail(db, row.id, hanging, new Date(), 50)).rejects.toThrow('no answer');
    expect(await idOf('hanging')).toMatchObject({ sentAt: null, claimedUntil: null, lastError: expect.stringContaining('no answer') });
    expect(SMTP_LIMITS.sendMs).toBeLessThanOrEqual(60_000);
  });

  it('without SMTP leaves mail in the outbox', async () => {
    const row = await idOf('once-1');
    expect(await deliverMail(db, row.id, null)).toBe('no-transport');
  });
});
