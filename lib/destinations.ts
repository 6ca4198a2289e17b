import { cityWords } from '@/common/flight-routes';

/**
 * A destination's page: /destinations/port-harcourt, the city's English name as words (the same
 * words under /fr: one scheme for both languages, like the route pages; docs/seo.md).
 */
export const destinationSlug = (englishCityName: string) => cityWords(englishCityName);

export const destinationPath = (slug: string) => `/destinations/${slug}`;
