import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, jsonContent } from '../lib/openapi';

export const LocationQuery = z.object({
  keyword: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .openapi({ param: { name: 'keyword', in: 'query' }, example: 'lag' }),
  lang: z
    .enum(['en', 'fr'])
    .default('en')
    .openapi({ param: { name: 'lang', in: 'query' }, example: 'fr' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(20)
    .default(8)
    .openapi({ param: { name: 'limit', in: 'query' }, example: 8 }),
  /** The visitor's country (ISO 3166 alpha-2): its airports come first among equals. */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter country code.')
    .transform((code) => code.toUpperCase())
    .optional()
    .openapi({ param: { name: 'country', in: 'query' }, example: 'NG' }),
});

export const LocationSchema = z
  .object({
    type: z.literal('location'),
    subType: z.enum(['AIRPORT', 'CITY']),
    id: z.string(),
    name: z.string(),
    detailedName: z.string(),
    iataCode: z.string().length(3),
    timeZoneOffset: z.string(),
    geoCode: z.object({ latitude: z.number(), longitude: z.number() }),
    address: z.object({ cityName: z.string(), cityCode: z.string(), countryName: z.string(), countryCode: z.string() }),
    relevance: z.number(),
  })
  .openapi('Location');

export const searchLocations = createRoute({
  method: 'get',
  path: '/reference/locations',
  tags: ['Reference data'],
  summary: 'Airport autocomplete by code, city (English or French), airport name or country (Amadeus Airport & City Search shape)',
  request: { query: LocationQuery },
  responses: {
    200: jsonContent(z.object({ data: z.array(LocationSchema), meta: z.object({ count: z.number() }) }), 'Matching airports, best first'),
    422: errorResponse('Missing or too long keyword, unknown language'),
  },
});
