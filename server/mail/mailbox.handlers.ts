import { env, publicHostsOf } from '../env';
import type { AppRouteHandler } from '../lib/create-app';
import { HttpError } from '../lib/http-error';
import type { mailboxRoute } from './mailbox.routes';
import { mailboxFor } from './outbox';

/**
 * Whether testers may read the outbox here: with MAILBOX_ENABLED (which a public site refuses to
 * start with), or outside production on a machine that answers for no public host.
 */
export const mailboxServed = () => env().MAILBOX_ENABLED || (env().NODE_ENV !== 'production' && publicHostsOf(env()).length === 0);
export const notServed = () => new HttpError(404, 'NOT_FOUND', 'Not found', 'There is nothing at this address.');

/** The outbox as a mailbox, for testers (mailboxRouter answers 404 first where it is not served). */
export const mailboxHandler: AppRouteHandler<typeof mailboxRoute> = async (c) => {
  const mails = await mailboxFor(c.var.db, c.req.valid('query').to);
  c.header('Cache-Control', 'no-store');
  return c.json(
    {
      data: mails.map(({ attachments, ...mail }) => ({
        ...mail,
        attachments: (attachments ?? []).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          bytes: Buffer.byteLength(file.content, 'base64'),
        })),
        createdAt: mail.createdAt.toISOString(),
        sentAt: mail.sentAt?.toISOString() ?? null,
      })),
    },
    200,
  );
};
