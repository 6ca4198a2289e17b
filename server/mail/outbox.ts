import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { sendJob } from '../jobs/boss';
import { mailOutbox } from '../db/schema';
import type { MailAttachment } from './schema';
import { env } from '../env';
import { logger } from '../../common/node/logger';
import { whileDatabaseAway } from '../lib/db-errors';

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

/**
 * Writes a mail to the outbox and its delivery job, inside the caller's transaction when given
 * one: the mail exists (and will be delivered) exactly when what it announces was committed.
 */
export async function enqueueMail(db: Database | Tx, mail: OutgoingMail): Promise<boolean> {
  // Always one transaction (a savepoint inside the caller's): a mail is never left without its
  // job, which a database going away between the two writes would do, and which its dedupe key
  // would then keep from ever being written again.
  return (db as Database).transaction(async (tx) => {
    const inserted = await tx
      .insert(mailOutbox)
      .values({
        kind: mail.kind,
        recipient: mail.to.trim().toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        dedupeKey: mail.dedupeKey ?? null,
        attachments: mail.attachments?.length ? mail.attachments : null,
      })
      .onConflictDoNothing({ target: mailOutbox.dedupeKey })
      .returning({ id: mailOutbox.id });
    if (!inserted[0]) return false;
    await sendJob(tx as Tx, 'mail-deliver', { id: inserted[0].id });
    return true;
  });
}

export interface MailTransport {
  send(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    messageId: string;
    attachments?: Array<{ filename: string; contentType: string; content: string; encoding: 'base64' }>;
  }): Promise<void>;
}

/** Bounds on one delivery: connecting, the server's greeting, silence on the socket, the whole send. */
export const SMTP_LIMITS = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 20_000, sendMs: 60_000 };

let transport: Promise<MailTransport | null> | undefined;

/** SMTP through nodemailer when SMTP_URL is set; otherwise mail stays in the outbox (the mailbox page shows it). */
function smtpTransport(): Promise<MailTransport | null> {
  transport ??= (async () => {
    const url = env().SMTP_URL;
    if (!url) return null;
    const nodemailer = await import('nodemailer');
    const smtp = nodemailer.createTransport({
      url,
      connectionTimeout: SMTP_LIMITS.connectionMs,
      greetingTimeout: SMTP_LIMITS.greetingMs,
      socketTimeout: SMTP_LIMITS.socketMs,
    } as never);
    return { send: async (mail) => void (await smtp.sendMail(mail)) };
  })();
  return transport;
}

/** A mail server that trickles its answers still costs a bounded time. */
function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`mail server gave no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** How long a claimed mail is left to its sender before another may try it (more than every bound together). */
const CLAIM_MS = SMTP_LIMITS.sendMs + 30_000;

export type Delivery = 'sent' | 'already-sent' | 'unknown' | 'no-transport';

/**
 * The job `mail-deliver`: sends one mail of the outbox. The row is claimed for the time a send
 * may take, so a second job for it (a retry after its process died) never sends it while the
 * first is still talking to the server; once sent it is never sent again. The Message-ID is the
 * mail's own, the same at every try: a server (or the reader's client) that did get a try whose
 * answer was lost sees the same message. A failure is recorded on the row and thrown: pg-boss
 * tries again later, with backoff (server/jobs/queues.ts).
 */
export async function deliverMail(db: Database, id: string, sender?: MailTransport | null, now = new Date(), sendMs = SMTP_LIMITS.sendMs): Promise<Delivery> {
  const smtp = sender === undefined ? await smtpTransport() : sender;
  if (!smtp) return 'no-transport';
  const [mail] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt), or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now))))
    .returning();
  if (!mail) {
    const [row] = await db.select({ sentAt: mailOutbox.sentAt }).from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!row) return 'unknown';
    if (row.sentAt) return 'already-sent';
    throw new Error('mail is being sent by another worker');
  }
  const attachments = (mail.attachments ?? []).map((file) => ({ ...file, encoding: 'base64' as const }));
  const from = env().MAIL_FROM;
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'baobab.travel';
  if (!sentNotRecorded.has(mail.id)) {
    try {
      await withinDeadline(
        smtp.send({
          from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: `<${mail.id}@${domain}>`,
          ...(attachments.length ? { attachments } : {}),
        }),
        sendMs,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({ lastError: message.slice(0, 500), claimedUntil: null })
        .where(eq(mailOutbox.id, mail.id));
      logger.warn('mail delivery failed', { kind: mail.kind, attempt: mail.attempts, error: message });
      throw error;
    }
    sentNotRecorded.add(mail.id);
  }
  await recordSent(db, mail.id);
  sentNotRecorded.delete(mail.id);
  return 'sent';
}

/**
 * Mails this process handed to the server whose sending it could not yet record (the database
 * was away). Their retry records them without sending again; and the claim is left in place, so
 * no other worker sends them before it runs out. Only a process that dies in that window (after
 * the server's answer, before the record) can still cause a second send, with the same Message-ID.
 */
const sentNotRecorded = new Set<string>();

/** Records a delivered mail, trying for as long as a database restart takes (well inside the claim). */
const recordSent = (db: Database, id: string) =>
  whileDatabaseAway(
    () => db.update(mailOutbox).set({ sentAt: new Date(), lastError: null, claimedUntil: null }).where(eq(mailOutbox.id, id)),
    (attempt, error) => logger.warn('mail sent, recording it failed; trying again', { attempt, error: error instanceof Error ? error.message : String(error) }),
  );

/** Mails not yet delivered (the partial index `mail_outbox_pending_idx` keeps this cheap at any volume). */
export async function mailBacklog(db: Database): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${mailOutbox.createdAt})` })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Attachments (the PDFs) are kept 30 days after sending, the bodies 90; the row itself (kind, address, subject, dates) stays as the booking's record. */
export const MAIL_RETENTION = { attachmentsDays: 30, bodiesDays: 90 };

/**
 * The job `purge`'s part of the outbox: empties old bodies and attachments (a resent confirmation
 * is made anew from the booking), and, with a mail server, gives a delivery job to any mail never
 * tried that has none waiting (mail written before the job queue existed, or a job lost), so no
 * mail stays unsent.
 */
export async function purgeMail(db: Database, now = new Date()): Promise<number> {
  const day = 86_400_000;
  const files = await db
    .update(mailOutbox)
    .set({ attachments: null })
    .where(and(sql`${mailOutbox.attachments} IS NOT NULL`, lt(mailOutbox.sentAt, new Date(now.getTime() - MAIL_RETENTION.attachmentsDays * day))))
    .returning({ id: mailOutbox.id });
  const bodies = await db
    .update(mailOutbox)
    .set({ text: '', html: '' })
    .where(and(sql`${mailOutbox.text} <> ''`, lt(mailOutbox.sentAt, new Date(now.getTime() - MAIL_RETENTION.bodiesDays * day))))
    .returning({ id: mailOutbox.id });
  // Without a mail server nothing is ever tried (the mailbox page shows the outbox): no jobs to give.
  if (!env().SMTP_URL) return files.length + bodies.length;
  const orphans = (await db.execute(sql`
    select m.id from ${mailOutbox} m
    where m.sent_at is null and m.attempts = 0 and m.created_at < ${new Date(now.getTime() - 15 * 60_000).toISOString()}::timestamptz
      and not exists (select 1 from pgboss.job j where j.name = 'mail-deliver' and j.data->>'id' = m.id::text and j.state < 'completed')
    limit 1000`)) as unknown as { rows: Array<{ id: string }> };
  for (const { id } of orphans.rows) await sendJob(db, 'mail-deliver', { id });
  return files.length + bodies.length + orphans.rows.length;
}

/** The latest mails to one address, newest first, for the mailbox page outside production. */
export async function mailboxFor(db: Database, recipient: string, limit = 20) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      attachments: mailOutbox.attachments,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient.trim().toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}
