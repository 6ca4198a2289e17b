import type { Language } from '@/lib/locale-defaults';
import { searchAirports } from '@/services/locations';
import { keptAnswers } from './kept-answers';

type Client = NonNullable<Parameters<typeof searchAirports>[2]>['client'];
type Airport = Awaited<ReturnType<typeof searchAirports>>[number];

const airports = keptAnswers<Airport | undefined>(60 * 60_000);

/**
 * The airport an IATA code names, with its city in the reader's language: reference data, asked of
 * the API once an hour per code and language rather than twice for every results page. A failed
 * look-up is not kept (the page goes on with the code, and the next one asks again).
 */
export function airportByCode(code: string, language: Language, client: Client, now = Date.now()): Promise<Airport | undefined> {
  return airports(`${language}:${code}`, () => searchAirports(code, language, { limit: 1, client }).then(([best]) => best), now).catch(() => undefined);
}
