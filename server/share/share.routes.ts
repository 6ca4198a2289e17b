import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse } from '../lib/openapi';

export const shareCardRoute = createRoute({
  method: 'get',
  path: '/share/card.png',
  tags: ['Content'],
  summary: 'The picture a shared link of one of our pages shows (Open Graph, 1200 × 630 PNG): the site’s name, the page’s section and title',
  request: {
    query: z.object({
      path: z
        .string()
        .max(300)
        .regex(/^\/[A-Za-z0-9\-/?=&._~%]*$/, 'A page’s address on this site, without its language (/blog/lagos-city-guide).')
        .openapi({ param: { name: 'path', in: 'query' }, example: '/flights/lagos-to-london' }),
      lang: z
        .enum(['en', 'fr'])
        .default('en')
        .openapi({ param: { name: 'lang', in: 'query' }, example: 'fr' }),
    }),
  },
  responses: {
    200: { description: 'The picture', content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } } },
    422: errorResponse('Not an address of this site, or an unsupported language'),
    429: errorResponse('Too many new pictures asked from this connection in an hour'),
  },
});
