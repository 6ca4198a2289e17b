/**
 * A route page's address: /flights/lagos-to-london, the cities' English names as words (the same
 * words under /fr: one scheme for both languages, docs/seo.md).
 */
export const cityWords = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const routeSlug = (originCity: string, destinationCity: string) => `${cityWords(originCity)}-to-${cityWords(destinationCity)}`;

export const routePath = (slug: string) => `/flights/${slug}`;
