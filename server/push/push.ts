import { createECDH } from 'node:crypto';
import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/client';
import { env } from '../env';
import { appSecret } from '../lib/secrets';
import { bookingAccessKey } from '../orders/access';
import { registeredKinds, type Order } from '../orders/orders';
import { orders } from '../orders/schema';
import { logger } from '../../common/node/logger';
import { deadlineNotice, paidNotice, type Notice } from './notices';
import { pushNotices, pushSubscriptionOrders, pushSubscriptions } from './schema';

export type { Notice } from './notices';

/** The browsers' own push services: a subscription's address must be one of theirs (never an address of our network). */
const BROWSER_PUSH_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

/**
 * The site's VAPID key pair: production's from its settings; otherwise made on first use and kept
 * in the database (every process and restart shares it, so subscriptions keep working).
 */
export async function vapidKeys(db: Database): Promise<{ publicKey: string; privateKey: string }> {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = env();
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY) return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY };
  const privateKey = await appSecret(db, 'vapid-private-key');
  const curve = createECDH('prime256v1');
  curve.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return { publicKey: curve.getPublicKey().toString('base64url'), privateKey };
}

/**
 * Whether the server may send to this address: https on a browser's push service or one the
 * operator named (PUSH_SERVICE_HOSTS); a push service on this machine (127.0.0.1, localhost) only
 * outside production or when the operator named it (the tests' own). Never any other address: a
 * stranger's "subscription" must not make the server call into its network.
 */
export function endpointAllowed(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  const named = (env().PUSH_SERVICE_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (loopback) return env().NODE_ENV !== 'production' || named.includes(url.hostname);
  return url.protocol === 'https:' && [...BROWSER_PUSH_HOSTS, ...named].some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Stores a browser's subscription (the same address again updates its keys), for the signed-in
 * person's account and, when given, for one booking. Answers its id.
 */
export async function subscribe(
  db: Database,
  subscription: BrowserSubscription,
  owner: { userId: string | null; orderId: string | null; language: 'en' | 'fr' },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        userId: owner.userId,
        language: owner.language,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          language: owner.language,
          // Given with a session, the account takes it; given without, an account's stays its own.
          ...(owner.userId ? { userId: owner.userId } : {}),
          updatedAt: now,
        },
      })
      .returning({ id: pushSubscriptions.id });
    if (owner.orderId) await tx.insert(pushSubscriptionOrders).values({ subscriptionId: row!.id, orderId: owner.orderId }).onConflictDoNothing();
    return row!.id;
  });
}

/** Forgets a browser's subscription (it turned notices off, or signed out). True when there was one. */
export async function unsubscribe(db: Database, endpoint: string): Promise<boolean> {
  const removed = await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** The subscriptions told about an order: those given for it, and its account's. */
async function subscriptionsFor(db: Database, order: Pick<Order, 'id' | 'userId'>) {
  const forOrder = db.select({ id: pushSubscriptionOrders.subscriptionId }).from(pushSubscriptionOrders).where(eq(pushSubscriptionOrders.orderId, order.id));
  return db
    .select()
    .from(pushSubscriptions)
    .where(order.userId ? or(inArray(pushSubscriptions.id, forOrder), eq(pushSubscriptions.userId, order.userId)) : inArray(pushSubscriptions.id, forOrder));
}

export type SendOutcome = 'sent' | 'already' | 'gone' | 'failed';

/** One notice to one subscription, at most once per key; a push service that no longer knows it (404, 410) removes it. */
async function sendOnce(db: Database, subscription: typeof pushSubscriptions.$inferSelect, key: string, notice: Notice): Promise<SendOutcome> {
  const claimed = await db.insert(pushNotices).values({ subscriptionId: subscription.id, key }).onConflictDoNothing().returning({ key: pushNotices.key });
  if (claimed.length === 0) return 'already';
  const keys = await vapidKeys(db);
  try {
    // The library encrypts the notice for this browser and signs the VAPID token; fetch carries it.
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(notice),
      {
        vapidDetails: { subject: `mailto:${env().SUPPORT_EMAIL}`, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: notice.ttlSeconds ?? 24 * 3600,
        urgency: 'high',
      },
    );
    const answer = await fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
    await answer.body?.cancel();
    if (answer.status === 404 || answer.status === 410) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      return 'gone';
    }
    if (answer.status >= 200 && answer.status < 300) return 'sent';
    throw new Error(`push service answered ${answer.status}`);
  } catch (error) {
    // Tried again by the next sweep (a reminder) or lost (a notice of the moment): never retried in a loop.
    await db.delete(pushNotices).where(and(eq(pushNotices.subscriptionId, subscription.id), eq(pushNotices.key, key)));
    logger.warn('push notice not sent', { key, error: error instanceof Error ? error.message : String(error) });
    return 'failed';
  }
}

/** Tells every subscription of an order one notice (once per key), in the order's language. Never throws. */
export async function notifyOrder(db: Database, order: Pick<Order, 'id' | 'userId'>, key: string, notice: Notice): Promise<SendOutcome[]> {
  try {
    const subscriptions = await subscriptionsFor(db, order);
    return await Promise.all(subscriptions.map((subscription) => sendOnce(db, subscription, key, notice)));
  } catch (error) {
    logger.error('push notices failed', { key, error: error instanceof Error ? error.message : String(error) });
    return [];
  }
}

/** Payment received: said once to the order's subscriptions (from the settlement, after the confirmation is written). */
export const notifyPaid = async (db: Database, order: Order) => notifyOrder(db, order, `paid:${order.id}`, paidNotice(order, await bookingAccessKey(db)));

/** How long before a reservation lapses its holder is reminded to pay. */
export const DEADLINE_NOTICE_MS = 6 * 3600_000;

/**
 * The notices that have come due (run every few minutes by the server; any number of processes
 * may run it at once): a bank-transfer reservation 6 hours before it lapses (if it was made more
 * than an hour before that), and each product's own (flights: check-in opens).
 */
export async function sendDueNotices(db: Database, now = new Date()): Promise<number> {
  let sent = 0;
  const hasSubscriptions = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).limit(1);
  if (hasSubscriptions.length === 0) return 0;
  const reservations = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'PENDING'),
        eq(orders.paymentMethod, 'BANK_TRANSFER'),
        gt(orders.paymentDeadline, now),
        lte(orders.paymentDeadline, new Date(now.getTime() + DEADLINE_NOTICE_MS)),
        lte(orders.createdAt, sql`${orders.paymentDeadline} - interval '7 hours'`),
      ),
    );
  for (const order of reservations) {
    const outcomes = await notifyOrder(
      db,
      order,
      `deadline:${order.id}:${order.paymentDeadline.toISOString()}`,
      deadlineNotice(order, await bookingAccessKey(db), now),
    );
    sent += outcomes.filter((outcome) => outcome === 'sent').length;
  }
  for (const kind of registeredKinds()) {
    if (!kind.dueNotices) continue;
    for (const due of await kind.dueNotices(db, now)) {
      const outcomes = await notifyOrder(db, due.order, due.key, due.notice);
      sent += outcomes.filter((outcome) => outcome === 'sent').length;
    }
  }
  return sent;
}
