import { createRouter } from '../lib/create-app';
import { mailboxHandler } from './mailbox.handlers';
import { mailboxRoute } from './mailbox.routes';

/** The outbox as a mailbox, for testers; not served in production. */
export const mailboxRouter = createRouter().openapi(mailboxRoute, mailboxHandler);
