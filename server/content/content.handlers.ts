import type { AppRouteHandler } from '../lib/create-app';
import { HttpError } from '../lib/http-error';
import { articleBySlug, articles, summaryOf, type Article, type Collection } from './articles';
import { heroArt } from './art';
import { BLOG_CATEGORIES, BLOG_CATEGORY_TEXT } from './categories';
import type * as routes from './content.routes';
import { env } from '../env';

// Words change with a deploy, not a request: an hour in every cache.
const CACHED = { 'Cache-Control': 'public, max-age=3600' };

const withBrand = (text: string) => text.replace(/\{\{brand\}\}/g, env().BRAND_NAME);

const noArticle = () => new HttpError(404, 'NOT_FOUND', 'Not found', 'There is no such article.');

/** Three to read next: the same category's newest first, then the newest of the others. */
function relatedTo(article: Article, all: Article[], count: number) {
  const others = all.filter((other) => other.slug !== article.slug);
  return [...others.filter((other) => other.category === article.category), ...others.filter((other) => other.category !== article.category)].slice(0, count).map(summaryOf);
}

export const listBlogCategoriesHandler: AppRouteHandler<typeof routes.listBlogCategories> = (c) => {
  const { lang } = c.req.valid('query');
  const all = articles('blog', lang);
  const data = BLOG_CATEGORIES.map((id) => ({
    id,
    name: BLOG_CATEGORY_TEXT[id].name[lang],
    description: withBrand(BLOG_CATEGORY_TEXT[id].description[lang]),
    count: all.filter((article) => article.category === id).length,
  }));
  return c.json({ data }, 200, CACHED);
};

export const listBlogPostsHandler: AppRouteHandler<typeof routes.listBlogPosts> = (c) => {
  const { lang, category, city, limit } = c.req.valid('query');
  const data = articles('blog', lang)
    .filter((article) => (!category || article.category === category) && (!city || article.city === city))
    .slice(0, limit)
    .map(summaryOf);
  return c.json({ data, meta: { count: data.length } }, 200, CACHED);
};

const articleAnswer = (collection: Collection, related: number): AppRouteHandler<typeof routes.getBlogPost | typeof routes.getHelpArticle> => (c) => {
  const { slug } = c.req.valid('param');
  const { lang } = c.req.valid('query');
  const article = articleBySlug(collection, slug, lang);
  if (!article) throw noArticle();
  return c.json({ data: article, related: relatedTo(article, articles(collection, lang), related) }, 200, CACHED);
};

export const getBlogPostHandler = articleAnswer('blog', 3);

export const getBlogArtHandler: AppRouteHandler<typeof routes.getBlogArt> = (c) => {
  const article = articleBySlug('blog', c.req.valid('param').file.replace(/\.svg$/, ''), 'en');
  if (!article?.hero) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'There is no such picture.');
  return c.body(heroArt(article.hero, article.slug), 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400',
    // Opened on its own, the picture runs nothing.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
};

export const listHelpArticlesHandler: AppRouteHandler<typeof routes.listHelpArticles> = (c) => {
  const { lang } = c.req.valid('query');
  return c.json({ data: articles('help', lang).map(summaryOf) }, 200, CACHED);
};

/** A help article: every other article of the help centre to read next (there are few). */
export const getHelpArticleHandler = articleAnswer('help', 20);
