import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** A file sent with a mail (the e-ticket PDF), its content in base64. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Every email the site sends, written in the same transaction as what caused it; SMTP delivers it when configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 32 }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** What the mail is about (booking reference…), so a second send of the same thing is refused. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A delivery job is talking to the mail server until then: nobody else sends it meanwhile. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_recipient_idx').on(table.recipient, table.createdAt),
    // Only the mails not yet sent: the backlog is read without scanning every mail ever written.
    index('mail_outbox_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} IS NULL`),
  ],
);
