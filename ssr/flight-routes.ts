import type { AxiosInstance } from 'axios';
import { routeSlug } from '@/common/flight-routes';
import type { Language } from '@/lib/locale-defaults';
import { getFlightRoutes, type FlightRoute } from '@/services/flights';
import { keptAnswers } from './kept-answers';

export interface NamedRoute extends FlightRoute {
  /** Its page's address words, from the cities' English names (the same in every language). */
  slug: string;
}

// The routes change with a release, not during a day: kept an hour.
const kept = keptAnswers<FlightRoute[]>(3_600_000, 4);
const routesIn = (language: Language, client: AxiosInstance) => kept(language, () => getFlightRoutes(language, client));

/** Every route with a page, its cities named in `language`, with its address words. */
export async function namedRoutes(language: Language, client: AxiosInstance): Promise<NamedRoute[]> {
  const [english, local] = await Promise.all([routesIn('en', client), language === 'en' ? null : routesIn(language, client)]);
  const seen = new Set<string>();
  return english
    .map((route, index) => ({ ...(local?.[index] ?? route), slug: routeSlug(route.originCity, route.destinationCity) }))
    .filter((route) => !seen.has(route.slug) && seen.add(route.slug));
}
