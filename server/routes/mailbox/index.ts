import { z } from '@hono/zod-openapi';
import { getDatabase } from '../../db/client';
import { env } from '../../env';
import { createRouter } from '../../lib/create-app';
import { HttpError } from '../../lib/http-error';
import { mailboxFor } from '../../mail/outbox';

const Query = z.object({ to: z.string().trim().email('Enter the email address whose mail you want to read.') });

/** The outbox as a mailbox, for testers; not served in production. */
export const mailboxRouter = createRouter();
mailboxRouter.get('/dev/mailbox', async (c) => {
  if (env().NODE_ENV === 'production' && !env().MAILBOX_ENABLED) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'There is nothing at this address.');
  const parsed = Query.safeParse({ to: c.req.query('to') });
  if (!parsed.success) throw new HttpError(422, 'INVALID_INPUT', 'Invalid input', parsed.error.issues[0]!.message, [{ status: 422, code: 'INVALID_INPUT', title: 'Invalid input', detail: parsed.error.issues[0]!.message, source: { parameter: 'to' } }]);
  const { db } = await getDatabase();
  const mails = await mailboxFor(db, parsed.data.to);
  c.header('Cache-Control', 'no-store');
  return c.json({ data: mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString(), sentAt: mail.sentAt?.toISOString() ?? null })) }, 200);
});
