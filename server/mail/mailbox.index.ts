import { createRouter } from '../lib/create-app';
import { mailboxHandler, mailboxServed, notServed } from './mailbox.handlers';
import { mailboxRoute } from './mailbox.routes';

/** The outbox as a mailbox, for testers; not served in production (a 404 whatever the address asked). */
export const mailboxRouter = createRouter();
mailboxRouter.use('/dev/mailbox', async (_c, next) => {
  if (!mailboxServed()) throw notServed();
  await next();
});
mailboxRouter.openapi(mailboxRoute, mailboxHandler);
