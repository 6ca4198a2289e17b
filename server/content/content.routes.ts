import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, jsonContent } from '../lib/openapi';
import { BLOG_CATEGORIES, HERO_SCENES } from './categories';

const SLUG = z.string().max(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not an article’s name (lower-case words joined by hyphens).');

const LanguageQuery = z.object({
  lang: z.enum(['en', 'fr']).default('en').openapi({ param: { name: 'lang', in: 'query' }, example: 'fr' }),
});

const SlugParam = z.object({ slug: SLUG.openapi({ param: { name: 'slug', in: 'path' }, example: 'refund-timelines' }) });

export const ArticleSummarySchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    date: z.string().openapi({ description: 'First published (YYYY-MM-DD); a help article’s last change', example: '2026-11-25' }),
    updated: z.string().openapi({ description: 'Last changed (YYYY-MM-DD)', example: '2026-11-25' }),
    order: z.number().int(),
    category: z.string(),
    hero: z.enum(HERO_SCENES).nullable(),
    city: z.string().nullable().openapi({ description: 'The destination the article is about (a destination page’s slug)' }),
    readingMinutes: z.number().int(),
  })
  .openapi('ArticleSummary');

export const ArticleSchema = ArticleSummarySchema.extend({
  html: z.string().openapi({ description: 'The article drawn from its Markdown (raw HTML in it is shown as text)' }),
}).openapi('Article');

export const BlogCategorySchema = z
  .object({ id: z.enum(BLOG_CATEGORIES), name: z.string(), description: z.string(), count: z.number().int() })
  .openapi('BlogCategory');

export const listBlogCategories = createRoute({
  method: 'get',
  path: '/blog/categories',
  tags: ['Content'],
  summary: 'The blog’s categories in the reader’s language, with how many articles each has (spec §7)',
  request: { query: LanguageQuery },
  responses: {
    200: jsonContent(z.object({ data: z.array(BlogCategorySchema) }), 'Categories, in the blog’s order'),
    422: errorResponse('Unsupported language'),
  },
});

export const listBlogPosts = createRoute({
  method: 'get',
  path: '/blog/posts',
  tags: ['Content'],
  summary: 'Blog articles, newest first, of one category or about one destination if asked',
  request: {
    query: LanguageQuery.extend({
      category: z.enum(BLOG_CATEGORIES).optional().openapi({ param: { name: 'category', in: 'query' }, example: 'visas-and-entry' }),
      city: SLUG.optional().openapi({ param: { name: 'city', in: 'query' }, example: 'lagos' }),
      limit: z.coerce.number().int().min(1).max(100).default(100).openapi({ param: { name: 'limit', in: 'query' }, example: 3 }),
    }),
  },
  responses: {
    200: jsonContent(z.object({ data: z.array(ArticleSummarySchema), meta: z.object({ count: z.number().int() }) }), 'Articles'),
    422: errorResponse('An unknown category or language, or a limit out of range'),
  },
});

export const getBlogPost = createRoute({
  method: 'get',
  path: '/blog/posts/{slug}',
  tags: ['Content'],
  summary: 'One blog article, with three to read next (its category’s first)',
  request: { params: SlugParam, query: LanguageQuery },
  responses: {
    200: jsonContent(z.object({ data: ArticleSchema, related: z.array(ArticleSummarySchema) }), 'The article'),
    404: errorResponse('No such article'),
    422: errorResponse('Not an article’s name, or an unsupported language'),
  },
});

export const getBlogArt = createRoute({
  method: 'get',
  path: '/blog/art/{file}',
  tags: ['Content'],
  summary: 'An article’s illustration: an SVG drawn from its front matter’s scene (never a file from the network)',
  request: { params: z.object({ file: z.string().max(130).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/, 'Not a picture.').openapi({ param: { name: 'file', in: 'path' }, example: 'lagos-city-guide.svg' }) }) },
  responses: {
    200: { description: 'The picture', content: { 'image/svg+xml': { schema: z.string() } } },
    404: errorResponse('No such picture'),
    422: errorResponse('Not a picture’s name'),
  },
});

export const listHelpArticles = createRoute({
  method: 'get',
  path: '/help/articles',
  tags: ['Content'],
  summary: 'The help centre’s articles in its order (refund timelines, cancelling or changing, baggage, paying by transfer…)',
  request: { query: LanguageQuery },
  responses: {
    200: jsonContent(z.object({ data: z.array(ArticleSummarySchema) }), 'Articles'),
    422: errorResponse('Unsupported language'),
  },
});

export const getHelpArticle = createRoute({
  method: 'get',
  path: '/help/articles/{slug}',
  tags: ['Content'],
  summary: 'One help article, with the others to read next',
  request: { params: SlugParam, query: LanguageQuery },
  responses: {
    200: jsonContent(z.object({ data: ArticleSchema, related: z.array(ArticleSummarySchema) }), 'The article'),
    404: errorResponse('No such article'),
    422: errorResponse('Not an article’s name, or an unsupported language'),
  },
});
