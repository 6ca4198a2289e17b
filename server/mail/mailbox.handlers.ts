import { env } from '../env';
import type { AppRouteHandler } from '../lib/create-app';
import { HttpError } from '../lib/http-error';
import type { mailboxRoute } from './mailbox.routes';
import { mailboxFor } from './outbox';

/** The outbox as a mailbox, for testers; not served in production. */
export const mailboxHandler: AppRouteHandler<typeof mailboxRoute> = async (c) => {
  if (env().NODE_ENV === 'production' && !env().MAILBOX_ENABLED) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'There is nothing at this address.');
  const mails = await mailboxFor(c.var.db, c.req.valid('query').to);
  c.header('Cache-Control', 'no-store');
  return c.json({ data: mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString(), sentAt: mail.sentAt?.toISOString() ?? null })) }, 200);
};
