import type { AxiosInstance } from 'axios';
import { EXPERIENCE_CATEGORIES, type ExperienceCategory } from '@/config/experiences-paths';
import { destinationSlug } from '@/lib/destinations';
import type { Language } from '@/lib/locale-defaults';
import { logger } from '@/common/node/logger';
import { getPlaces, listExperienceListings } from '@/services/experiences';
import { listBlogPosts } from '@/services/content';
import { getCityStays } from '@/services/stays';
import { namedRoutes } from './flight-routes';
import { inlinePhoto } from './inline-photo';
import { keptAnswers } from './kept-answers';
import { stayCitiesIn } from './stay-cities';
import { pageTranslations } from './translations';
import type { DestinationPageProps } from '@/components/destinations/destination-props';

export type { DestinationPageProps };

/** The destinations: every city with stays. */
export async function destinationCities(client: AxiosInstance): Promise<Array<{ slug: string; code: string }>> {
  return (await stayCitiesIn('en', client)).map((city) => ({ slug: destinationSlug(city.name), code: city.code }));
}

// The catalogue's listings change with an import, not a request: kept an hour.
const listings = keptAnswers<Awaited<ReturnType<typeof listExperienceListings>>>(60 * 60_000);

/**
 * A category's name, read here from the experiences' words: the page needs four names, not the
 * whole namespace (12 kB of every destination's HTML, which then passed the first round trip).
 */
function categoryName(language: Language, category: ExperienceCategory): string {
  const words = pageTranslations(language, ['experiences'])._nextI18Next!.initialI18nStore[language]!.experiences as {
    categories: Record<ExperienceCategory, { name: string }>;
  };
  return words.categories[category].name;
}

/** Logs what could not be read and goes on without it: a destination's page is never an error for one part. */
const orNothing =
  <T>(part: string, fallback: T) =>
  (error: unknown) => {
    logger.warn('a destination page goes without a part', { part, error: String(error) });
    return fallback;
  };

/** Everything a destination's page shows, or null for a slug that is no destination. */
export async function destinationProps(slug: unknown, language: Language, client: AxiosInstance): Promise<DestinationPageProps | null> {
  if (typeof slug !== 'string' || slug.length > 80) return null;
  const found = (await destinationCities(client)).find((city) => city.slug === slug);
  if (!found) return null;
  const [cities, stays, all, places, routes, guides] = await Promise.all([
    stayCitiesIn(language, client),
    getCityStays(found.code, language, client)
      .then((listing) => listing.data.slice(0, 6))
      .catch(orNothing('stays', null)),
    listings('all', () => listExperienceListings(client)).catch(orNothing('experiences', [])),
    getPlaces(found.code, language, client).catch(orNothing('places', [])),
    namedRoutes(language, client).catch(orNothing('routes', [])),
    listBlogPosts(language, { city: slug }, client).catch(orNothing('guides', [])),
  ]);
  const city = cities.find((candidate) => candidate.code === found.code)!;
  const sold = all.filter((item) => item.cityCode === found.code && !item.informational);
  return {
    slug,
    city,
    stays,
    categories: EXPERIENCE_CATEGORIES.map((category) => ({
      category,
      count: sold.filter((item) => item.category === category).length,
      name: categoryName(language, category),
    })).filter((entry) => entry.count > 0),
    places: places.map((place) => ({ id: place.id, name: place.name })),
    routes: routes.filter((route) => route.slug.endsWith(`-to-${slug}`)).map((route) => ({ slug: route.slug, originCity: route.originCity })),
    firstPhoto: await inlinePhoto(stays?.[0]?.property.photos[0], client),
    guides: guides.map((guide) => ({ slug: guide.slug, title: guide.title })),
  };
}
