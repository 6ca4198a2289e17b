import type { AppRouteHandler } from '../../../lib/create-app';
import { maskedEmail } from '../../../lib/text';
import { HttpError } from '../../../lib/http-error';
import { logger } from '../../../../common/node/logger';
import { siteOrigin } from '../../../lib/site-origin';
import { getPaymentGateway, sandboxEnabled, type GatewayName } from '..';
import { completeSandboxTransaction, findSandboxTransaction, sandboxRedirect } from './sandbox';
import type { sandboxOutcome, sandboxTransaction } from './sandbox.routes';

/** How a webhook reaches the app as the real gateway's would: a request of its own. */
export type Deliver = (request: Request) => Promise<Response>;

const webhooksInFlight = new Set<Promise<unknown>>();
let webhookGate: Promise<void> = Promise.resolve();

/**
 * Holds the sandbox's webhooks until the returned function is called (tests): the browser's
 * return then settles first, as it does when the real gateway's webhook is slow.
 */
export function holdSandboxWebhooks(): () => void {
  let release!: () => void;
  webhookGate = new Promise((resolve) => (release = resolve));
  return () => {
    release();
    webhookGate = Promise.resolve();
  };
}

/** Waits for the sandbox's webhooks still on their way (tests). */
export async function sandboxWebhooksDelivered() {
  while (webhooksInFlight.size > 0) await Promise.all([...webhooksInFlight]);
}

const noSandbox = () => new HttpError(404, 'NOT_FOUND', 'Not found', 'No sandbox here.');
const noPayment = () => new HttpError(404, 'NOT_FOUND', 'Not found', 'No sandbox payment has this reference.');

/** The sandbox checkout page's payment: whoever holds its reference sees the payer's email masked, as a gateway shows it. */
export const sandboxTransactionHandler: AppRouteHandler<typeof sandboxTransaction> = async (c) => {
  if (!sandboxEnabled()) throw noSandbox();
  const row = await findSandboxTransaction(c.var.db, c.req.valid('param').reference);
  if (!row) throw noPayment();
  return c.json(
    {
      data: {
        reference: row.reference,
        gateway: row.gateway,
        channel: row.channel,
        amount: (row.amountMinor / 100).toFixed(2),
        currency: row.currency,
        email: maskedEmail(row.email),
        status: row.status,
      },
    },
    200,
  );
};

/**
 * The tester's choice on the checkout page. The browser goes back as the gateway would send it,
 * and, as the real gateway does, the signed webhook arrives on its own, racing it.
 */
export const sandboxOutcomeHandler =
  (deliver: Deliver): AppRouteHandler<typeof sandboxOutcome> =>
  async (c) => {
    if (!sandboxEnabled()) throw noSandbox();
    const { outcome, back } = c.req.valid('form');
    const { db } = c.var;
    const pending = await findSandboxTransaction(db, c.req.valid('param').reference);
    if (!pending) throw noPayment();
    const keys = (await getPaymentGateway(pending.gateway as GatewayName, db)).sandbox!;
    const transfer = pending.channel === 'bank_transfer';
    // A settled sandbox payment keeps its outcome: pressing again only returns to the site. A
    // transfer is only ever received (a bank does not decline a transfer into an account).
    const completed =
      pending.status === 'pending' && (!transfer || outcome === 'success') ? await completeSandboxTransaction(db, keys, pending.reference, outcome) : null;
    let delivery: Promise<unknown> | null = null;
    if (completed?.webhook) {
      const { path, body, headers } = completed.webhook;
      const request = new Request(new URL(path, siteOrigin(c)), { method: 'POST', body, headers });
      const gate = webhookGate;
      const sent = new Promise((resolve) => setTimeout(resolve, 0))
        .then(() => gate)
        .then(() => deliver(request))
        .catch((error: unknown) => logger.warn('sandbox webhook failed', { error: String(error) }))
        .finally(() => webhooksInFlight.delete(sent));
      webhooksInFlight.add(sent);
      delivery = sent;
    }
    // No browser returns from a bank app: the webhook alone settles a transfer, so the tester goes
    // back to the booking once it has arrived.
    if (transfer) {
      await delivery;
      return c.redirect(back ?? '/', 303) as never;
    }
    return c.redirect(completed?.redirectUrl ?? sandboxRedirect(pending), 303) as never;
  };
