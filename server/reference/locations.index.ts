import { getDatabase } from '../db/client';
import { createRouter } from '../lib/create-app';
import { getLocationIndex } from './location-search';
import { searchLocations } from './locations.routes';

export const locationsRouter = createRouter().openapi(searchLocations, async (c) => {
  const { keyword, lang, limit } = c.req.valid('query');
  const { db } = await getDatabase();
  const index = await getLocationIndex(db);
  const data = index.search(keyword, lang, limit);
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json({ data, meta: { count: data.length } }, 200);
});
