import type { Language } from '@/lib/locale-defaults';
import { searchAirports } from '@/services/locations';

type Client = NonNullable<Parameters<typeof searchAirports>[2]>['client'];
type Airport = Awaited<ReturnType<typeof searchAirports>>[number];

const KEEP_MS = 60 * 60_000;
const MAX_KEPT = 1_000;
const known = new Map<string, { at: number; airport: Promise<Airport | undefined> }>();

/**
 * The airport an IATA code names, with its city in the reader's language: reference data, asked of
 * the API once an hour per code and language rather than twice for every results page. A failed
 * look-up is not kept (the page goes on with the code, and the next one asks again).
 */
export function airportByCode(code: string, language: Language, client: Client, now = Date.now()): Promise<Airport | undefined> {
  const key = `${language}:${code}`;
  const kept = known.get(key);
  if (kept && now - kept.at < KEEP_MS) return kept.airport;
  if (known.size >= MAX_KEPT) known.delete(known.keys().next().value!);
  const airport = searchAirports(code, language, { limit: 1, client }).then(([best]) => best);
  known.set(key, { at: now, airport });
  airport.catch(() => {
    if (known.get(key)?.airport === airport) known.delete(key);
  });
  return airport.catch(() => undefined);
}
