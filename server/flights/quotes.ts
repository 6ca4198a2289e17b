import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { HttpError } from '../lib/http-error';
import type { Dictionaries, FlightOffer, FlightOffersResponse, FlightProvider } from './providers/types';
import { flightQuotes, flightSearches } from './schema';
import { unlessUnavailable } from './unavailable';

/** How long a search's offers and a priced offer are kept: Amadeus holds a priced offer about 30 minutes. */
export const QUOTE_TTL_MS = 30 * 60_000;
/** Expired rows stay an hour more, so a late click hears "expired", not "unknown". */
const PURGE_AFTER_MS = 60 * 60_000;

export interface Quote {
  id: string;
  searchId: string | null;
  offer: FlightOffer;
  dictionaries: Dictionaries;
  previousTotal: string | null;
  expiresAt: Date;
}

const expired = () =>
  new HttpError(410, 'QUOTE_EXPIRED', 'Price expired', 'We hold a price for 30 minutes and this one has expired. Please search again to see the price now.');

const toQuote = (row: typeof flightQuotes.$inferSelect): Quote => ({
  id: row.id,
  searchId: row.searchId,
  offer: row.offer as FlightOffer,
  dictionaries: row.dictionaries as Dictionaries,
  previousTotal: row.previousTotal,
  expiresAt: row.expiresAt,
});

/** Searches and quotes an hour past their expiry (the job `purge`). */
export async function purgeSearchesAndQuotes(db: Database, now = new Date()): Promise<number> {
  const purgeBefore = new Date(now.getTime() - PURGE_AFTER_MS);
  const searches = await db.delete(flightSearches).where(lt(flightSearches.expiresAt, purgeBefore)).returning({ id: flightSearches.id });
  const quotes = await db.delete(flightQuotes).where(lt(flightQuotes.expiresAt, purgeBefore)).returning({ id: flightQuotes.id });
  return searches.length + quotes.length;
}

/** Keeps a search's offers while they may be chosen; returns the search's id. */
export async function saveSearch(db: Database, results: FlightOffersResponse, now = new Date()): Promise<string> {
  const [row] = await db
    .insert(flightSearches)
    .values({ offers: results.data, dictionaries: results.dictionaries, createdAt: now, expiresAt: new Date(now.getTime() + QUOTE_TTL_MS) })
    .returning({ id: flightSearches.id });
  return row!.id;
}

async function storeQuote(
  db: Database,
  searchId: string | null,
  offer: FlightOffer,
  pricedOffer: FlightOffer,
  dictionaries: Dictionaries,
  now: Date,
): Promise<Quote> {
  const values = {
    searchId,
    offerId: offer.id,
    offer: pricedOffer,
    dictionaries,
    previousTotal: pricedOffer.price.total === offer.price.total ? null : offer.price.total,
    createdAt: now,
    expiresAt: new Date(now.getTime() + QUOTE_TTL_MS),
  };
  // Chosen twice at once (two tabs, a double click): one quote per offer of a search, the last pricing kept.
  const [row] = searchId
    ? await db
        .insert(flightQuotes)
        .values(values)
        .onConflictDoUpdate({ target: [flightQuotes.searchId, flightQuotes.offerId], set: values })
        .returning()
    : await db.insert(flightQuotes).values(values).returning();
  return toQuote(row!);
}

/**
 * The offer chosen from a stored search, priced now and kept as a quote. Asked again for the same
 * offer while its quote holds (a reload, the back button), the same quote answers, without pricing again.
 */
export async function quoteChosenOffer(db: Database, provider: FlightProvider, searchId: string, offerId: string, now = new Date()): Promise<Quote> {
  const [existing] = await db
    .select()
    .from(flightQuotes)
    .where(and(eq(flightQuotes.searchId, searchId), eq(flightQuotes.offerId, offerId), gt(flightQuotes.expiresAt, now)));
  if (existing) return toQuote(existing);
  const [search] = await db.select().from(flightSearches).where(eq(flightSearches.id, searchId));
  if (!search || search.expiresAt <= now) throw expired();
  const offer = (search.offers as FlightOffer[]).find((candidate) => candidate.id === offerId);
  if (!offer)
    throw new HttpError(409, 'FLIGHT_NOT_FOUND', 'Flight not available', 'This option is not among the results of this search. Please choose another.');
  return storeQuote(
    db,
    searchId,
    offer,
    await unlessUnavailable(() => provider.priceOffer(offer, offer.price.currency)),
    search.dictionaries as Dictionaries,
    now,
  );
}

/** An offer sent as the search returned it (the Amadeus way), priced now and kept as a quote. */
export async function quoteOffer(db: Database, provider: FlightProvider, offer: FlightOffer, dictionaries: Dictionaries, now = new Date()): Promise<Quote> {
  return storeQuote(db, null, offer, await unlessUnavailable(() => provider.priceOffer(offer, offer.price.currency)), dictionaries, now);
}

/** A quote that still holds (410 QUOTE_EXPIRED otherwise, also for one we never made: it may have been purged). */
export async function loadQuote(db: Pick<Database, 'select'>, id: string, now = new Date()): Promise<Quote> {
  const [row] = await db.select().from(flightQuotes).where(eq(flightQuotes.id, id));
  if (!row || row.expiresAt <= now) throw expired();
  return toQuote(row);
}
