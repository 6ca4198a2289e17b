import { getDatabase } from '../db/client';
import { countries } from '../db/schema';
import { createRouter } from '../lib/create-app';
import { listCountries } from './reference.routes';

export const referenceRouter = createRouter().openapi(listCountries, async (c) => {
  const { lang } = c.req.valid('query');
  const { db } = await getDatabase();
  const rows = await db.select().from(countries);
  const collator = new Intl.Collator(lang);
  const data = rows
    .map((row) => ({ code: row.code, code3: row.code3, name: lang === 'fr' ? row.nameFr : row.nameEn }))
    .sort((a, b) => collator.compare(a.name, b.name));
  c.header('Cache-Control', 'public, max-age=86400');
  return c.json({ data }, 200);
});
