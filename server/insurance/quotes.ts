import { lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { QuoteRequest } from './domain';
import type { PricedQuote } from './providers/types';
import { insuranceQuotes } from './schema';

/** How long a quote holds its price for the purchase. */
export const QUOTE_TTL_MS = 24 * 3_600_000;
/** Expired quotes are kept a week (a person may come back to a link) and then cleared. */
const PURGE_AFTER_MS = 7 * 24 * 3_600_000;
/** Quotes (and their applications) a week past their expiry (the job `purge`). */
export async function purgeQuotes(db: Database, now = new Date()): Promise<number> {
  const purged = await db
    .delete(insuranceQuotes)
    .where(lt(insuranceQuotes.expiresAt, new Date(now.getTime() - PURGE_AFTER_MS)))
    .returning({ id: insuranceQuotes.id });
  return purged.length;
}

/** Keeps a quote for the purchase. */
export async function saveQuote(db: Database, request: QuoteRequest, priced: PricedQuote, provider: string, now = new Date()) {
  const [quote] = await db
    .insert(insuranceQuotes)
    .values({
      request,
      plans: priced.plans,
      currency: 'NGN',
      provider,
      providerReference: priced.reference,
      createdAt: now,
      expiresAt: new Date(now.getTime() + QUOTE_TTL_MS),
    })
    .returning();
  return quote!;
}
