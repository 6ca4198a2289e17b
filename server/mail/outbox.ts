import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailAttachment } from './schema';
import { env } from '../env';
import { logger } from '../../lib/node/logger';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same key is written once: a retried or raced fulfilment sends one email. */
  dedupeKey?: string;
  attachments?: MailAttachment[];
}

type Writer = Pick<Database, 'insert'>;

/**
 * Writes a mail to the outbox, inside the caller's transaction when given one: the mail exists
 * exactly when what it announces was committed. Delivery happens afterwards (deliverOutbox).
 */
export async function enqueueMail(db: Writer, mail: OutgoingMail): Promise<boolean> {
  const inserted = await db
    .insert(mailOutbox)
    .values({ kind: mail.kind, recipient: mail.to.trim().toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html, dedupeKey: mail.dedupeKey ?? null, attachments: mail.attachments?.length ? mail.attachments : null })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return inserted.length > 0;
}

export interface MailTransport {
  send(mail: { from: string; to: string; subject: string; text: string; html: string; attachments?: Array<{ filename: string; contentType: string; content: string; encoding: 'base64' }> }): Promise<void>;
}

let transport: Promise<MailTransport | null> | undefined;

/** SMTP through nodemailer when SMTP_URL is set; otherwise mail stays in the outbox (the mailbox page shows it). */
function smtpTransport(): Promise<MailTransport | null> {
  transport ??= (async () => {
    const url = env().SMTP_URL;
    if (!url) return null;
    const nodemailer = await import('nodemailer');
    const smtp = nodemailer.createTransport(url);
    return { send: async (mail) => void (await smtp.sendMail(mail)) };
  })();
  return transport;
}

const MAX_ATTEMPTS = 5;

/** Sends what the outbox holds and has not sent yet; safe to run from several places at once per row (conditional claim). */
export async function deliverOutbox(db: Database, sender?: MailTransport | null): Promise<number> {
  const smtp = sender === undefined ? await smtpTransport() : sender;
  if (!smtp) return 0;
  const pending = await db
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
    .orderBy(mailOutbox.createdAt)
    .limit(50);
  let sent = 0;
  for (const mail of pending) {
    // Claim the row by bumping its attempt count from the value we read: a racing sender skips it.
    const [claimed] = await db
      .update(mailOutbox)
      .set({ attempts: mail.attempts + 1 })
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts), isNull(mailOutbox.sentAt)))
      .returning({ id: mailOutbox.id });
    if (!claimed) continue;
    try {
      const attachments = (mail.attachments ?? []).map((file) => ({ ...file, encoding: 'base64' as const }));
      await smtp.send({ from: env().MAIL_FROM, to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html, ...(attachments.length ? { attachments } : {}) });
      await db.update(mailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, mail.id));
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.update(mailOutbox).set({ lastError: message.slice(0, 500) }).where(eq(mailOutbox.id, mail.id));
      logger.warn('mail delivery failed', { kind: mail.kind, attempt: mail.attempts + 1, error: message });
    }
  }
  return sent;
}

/** Kicks delivery off without making the request wait for the mail server. */
export function deliverSoon(db: Database) {
  setTimeout(() => {
    deliverOutbox(db).catch((error: unknown) => logger.warn('mail delivery run failed', { error: String(error) }));
  }, 0);
}

/** The latest mails to one address, newest first, for the mailbox page outside production. */
export async function mailboxFor(db: Database, recipient: string, limit = 20) {
  return db
    .select({ id: mailOutbox.id, kind: mailOutbox.kind, subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html, attachments: mailOutbox.attachments, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient.trim().toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}
