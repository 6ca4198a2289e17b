import { createRoute, z } from '@hono/zod-openapi';
import { getDatabase } from '../db/client';
import { env } from '../env';
import { createRouter } from '../lib/create-app';
import { HttpError } from '../lib/http-error';
import { errorResponse, jsonContent } from '../lib/openapi';
import { mailboxFor } from './outbox';

export const mailboxRoute = createRoute({
  method: 'get',
  path: '/dev/mailbox',
  tags: ['Development'],
  summary: 'What an address was sent (the outbox as a mailbox), for testers: not served in production unless MAILBOX_ENABLED',
  request: { query: z.object({ to: z.string().trim().email('Enter the email address whose mail you want to read.').max(254).openapi({ param: { name: 'to', in: 'query' }, example: 'ada@example.com' }) }) },
  responses: { 200: jsonContent(z.object({ data: z.array(z.object({}).passthrough()) }), 'The mail, newest first'), 404: errorResponse('Not served here') },
});

/** The outbox as a mailbox, for testers; not served in production. */
export const mailboxRouter = createRouter().openapi(mailboxRoute, async (c) => {
  if (env().NODE_ENV === 'production' && !env().MAILBOX_ENABLED) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'There is nothing at this address.');
  const { db } = await getDatabase();
  const mails = await mailboxFor(db, c.req.valid('query').to);
  c.header('Cache-Control', 'no-store');
  return c.json({ data: mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString(), sentAt: mail.sentAt?.toISOString() ?? null })) }, 200);
});
