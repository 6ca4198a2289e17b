import { countries } from '../db/schema';
import type { AppRouteHandler } from '../lib/create-app';
import { getLocationIndex } from './location-search';
import type { searchLocations } from './locations.routes';
import type { listCountries } from './reference.routes';

/** Airports and cities by name or code, in English or French. */
export const searchLocationsHandler: AppRouteHandler<typeof searchLocations> = async (c) => {
  const { keyword, lang, limit, country } = c.req.valid('query');
  const index = await getLocationIndex(c.var.db);
  const data = index.search(keyword, lang, limit, new Date(), country);
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json({ data, meta: { count: data.length } }, 200);
};

/** Every country, named and sorted in the reader's language. */
export const listCountriesHandler: AppRouteHandler<typeof listCountries> = async (c) => {
  const { lang } = c.req.valid('query');
  const rows = await c.var.db.select().from(countries);
  const collator = new Intl.Collator(lang);
  const data = rows
    .map((row) => ({ code: row.code, code3: row.code3, name: lang === 'fr' ? row.nameFr : row.nameEn }))
    .sort((a, b) => collator.compare(a.name, b.name));
  c.header('Cache-Control', 'public, max-age=86400');
  return c.json({ data }, 200);
};
