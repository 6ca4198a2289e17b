import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, jsonContent } from '../lib/openapi';

export const LanguageQuery = z.object({
  lang: z
    .enum(['en', 'fr'])
    .default('en')
    .openapi({ param: { name: 'lang', in: 'query' }, example: 'fr' }),
});

export const CountrySchema = z.object({ code: z.string().length(2), code3: z.string().length(3), name: z.string() }).openapi('Country');

export const listCountries = createRoute({
  method: 'get',
  path: '/reference/countries',
  tags: ['Reference data'],
  summary: 'Countries with their names in English or French, in alphabetical order',
  request: { query: LanguageQuery },
  responses: {
    200: jsonContent(z.object({ data: z.array(CountrySchema) }), 'Countries'),
    422: errorResponse('Unsupported language'),
  },
});
