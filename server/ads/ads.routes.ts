import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, jsonContent, jsonBody } from '../lib/openapi';
import { ADVERT_POSITIONS } from './schema';

const ID = z
  .string()
  .max(60)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not an advert’s id.');

export const AdvertSchema = z
  .object({
    id: z.string(),
    position: z.enum(ADVERT_POSITIONS),
    kind: z.enum(['house', 'partner']).openapi({ description: 'house: our own; partner: a paid campaign (its link is marked sponsored)' }),
    advertiser: z.string(),
    title: z.string(),
    body: z.string(),
    action: z.string().openapi({ description: 'The link’s words', example: 'Find a stay' }),
    clickUrl: z
      .string()
      .openapi({ description: 'Our counted link: it redirects to the advertiser’s address', example: '/api/ad/click/house-stays-en?position=FRONT_PAGE' }),
    artUrl: z.string().nullable().openapi({ description: 'Its picture (an SVG the site draws), if any' }),
  })
  .openapi('Advert');

export const todaysAdverts = createRoute({
  method: 'post',
  path: '/ad/today',
  tags: ['Adverts'],
  summary:
    'Today’s adverts for a position (spec §7 Ads), in the reader’s language and for their country; each one answered is counted as shown. Guests see them too.',
  request: {
    body: jsonBody(
      z
        .object({
          position: z.enum(ADVERT_POSITIONS),
          lang: z.enum(['en', 'fr']).default('en'),
          country: z
            .string()
            .regex(/^[A-Z]{2}$/, 'An ISO 3166 alpha-2 country code (NG, GH…).')
            .nullable()
            .default(null),
          count: z.number().int().min(1).max(3).default(1),
        })
        .strict(),
    ),
  },
  responses: {
    200: jsonContent(z.object({ data: z.array(AdvertSchema) }), 'The adverts to show (none: show nothing)'),
    422: errorResponse('An unknown position, language or country'),
    429: errorResponse('Too many requests from this connection'),
  },
});

export const followAdvertRoute = createRoute({
  method: 'get',
  path: '/ad/click/{id}',
  tags: ['Adverts'],
  summary: 'A click on an advert: counted (a few per connection and hour at most), then redirected to where it goes',
  request: {
    params: z.object({ id: ID.openapi({ param: { name: 'id', in: 'path' }, example: 'house-stays-en' }) }),
    query: z.object({ position: z.enum(ADVERT_POSITIONS).openapi({ param: { name: 'position', in: 'query' }, example: 'FRONT_PAGE' }) }),
  },
  responses: {
    302: { description: 'To the advertiser’s address' },
    404: errorResponse('No such advert'),
    422: errorResponse('Not an advert’s id, or an unknown position'),
  },
});

export const advertArtRoute = createRoute({
  method: 'get',
  path: '/ad/art/{file}',
  tags: ['Adverts'],
  summary: 'An advert’s picture: an SVG drawn from its scene (never a file from the network)',
  request: {
    params: z.object({
      file: z
        .string()
        .max(70)
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/, 'Not a picture.')
        .openapi({ param: { name: 'file', in: 'path' }, example: 'house-stays-en.svg' }),
    }),
  },
  responses: {
    200: { description: 'The picture', content: { 'image/svg+xml': { schema: z.string() } } },
    404: errorResponse('No such picture'),
    422: errorResponse('Not a picture’s name'),
  },
});
