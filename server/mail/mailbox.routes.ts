import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, jsonContent } from '../lib/openapi';

/** One mail the site sent, as the testers' mailbox shows it. */
export const MailboxMailSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    /** Files sent with it (names and sizes; the e-ticket itself downloads from the booking). */
    attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), bytes: z.number() })),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .openapi('MailboxMail');

export const mailboxRoute = createRoute({
  method: 'get',
  path: '/dev/mailbox',
  tags: ['Development'],
  summary: 'What an address was sent (the outbox as a mailbox), for testers: not served in production unless MAILBOX_ENABLED',
  request: {
    query: z.object({
      to: z
        .string()
        .trim()
        .email('Enter the email address whose mail you want to read.')
        .max(254)
        .openapi({ param: { name: 'to', in: 'query' }, example: 'ada@example.com' }),
    }),
  },
  responses: { 200: jsonContent(z.object({ data: z.array(MailboxMailSchema) }), 'The mail, newest first'), 404: errorResponse('Not served here') },
});
