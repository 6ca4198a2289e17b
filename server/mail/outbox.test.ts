import { eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { deliverOutbox, enqueueMail, mailboxFor, type MailTransport } from './outbox';

let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);

const mail = (dedupeKey: string, to = 'Outbox@Example.com') => ({ kind: 'test', to, subject: `Subject ${dedupeKey}`, text: 'Hello', html: '<p>Hello</p>', dedupeKey });

describe('mail outbox', () => {
  it('writes a mail once per dedupe key and shows it in the mailbox', async () => {
    expect(await enqueueMail(db, mail('once-1'))).toBe(true);
    expect(await enqueueMail(db, mail('once-1'))).toBe(false);
    const box = await mailboxFor(db, 'outbox@example.com');
    expect(box.filter((item) => item.subject === 'Subject once-1')).toHaveLength(1);
  });

  it('delivers through SMTP once, and keeps a failed mail for another attempt with its error', async () => {
    await enqueueMail(db, mail('deliver-ok', 'smtp-ok@example.com'));
    await enqueueMail(db, mail('deliver-fail', 'smtp-fail@example.com'));
    const sent: string[] = [];
    const transport: MailTransport = {
      send: async ({ to }) => {
        if (to === 'smtp-fail@example.com') throw new Error('421 try again later');
        sent.push(to);
      },
    };
    await deliverOutbox(db, transport);
    expect(sent).toContain('smtp-ok@example.com');
    const [ok] = await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'deliver-ok'));
    const [failed] = await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'deliver-fail'));
    expect(ok!.sentAt).toBeInstanceOf(Date);
    expect(failed).toMatchObject({ sentAt: null, attempts: 1, lastError: '421 try again later' });

    sent.length = 0;
    await deliverOutbox(db, transport);
    expect(sent).not.toContain('smtp-ok@example.com');
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'deliver-fail')))[0]!.attempts).toBe(2);
  });

  it('without SMTP leaves mail in the outbox', async () => {
    expect(await deliverOutbox(db, null)).toBe(0);
  });
});
