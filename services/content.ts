import type { z } from '@hono/zod-openapi';
import type { ArticleSchema, ArticleSummarySchema, BlogCategorySchema } from '@/server/content/content.routes';
import { type HttpClient, http } from './http';

/** The site's written content (the help centre, the blog): read by the page server. */
export type ArticleSummary = z.output<typeof ArticleSummarySchema>;
export type Article = z.output<typeof ArticleSchema>;
export type BlogCategory = z.output<typeof BlogCategorySchema>;
type Language = 'en' | 'fr';
export type ArticleWithRelated = { data: Article; related: ArticleSummary[] };

/** Spec §7: the blog's categories, with how many articles each has. */
export async function getBlogCategories(language: Language, client: HttpClient = http): Promise<BlogCategory[]> {
  const { data } = await client.get<{ data: BlogCategory[] }>('/blog/categories', { params: { lang: language } });
  return data.data;
}

/** Blog articles, newest first: all, one category's, or those about one destination. */
export async function listBlogPosts(
  language: Language,
  filter: { category?: string; city?: string; limit?: number } = {},
  client: HttpClient = http,
): Promise<ArticleSummary[]> {
  const { data } = await client.get<{ data: ArticleSummary[] }>('/blog/posts', { params: { lang: language, ...filter } });
  return data.data;
}

export async function getBlogPost(slug: string, language: Language, client: HttpClient = http): Promise<ArticleWithRelated> {
  const { data } = await client.get<ArticleWithRelated>(`/blog/posts/${encodeURIComponent(slug)}`, { params: { lang: language } });
  return data;
}

export async function listHelpArticles(language: Language, client: HttpClient = http): Promise<ArticleSummary[]> {
  const { data } = await client.get<{ data: ArticleSummary[] }>('/help/articles', { params: { lang: language } });
  return data.data;
}

export async function getHelpArticle(slug: string, language: Language, client: HttpClient = http): Promise<ArticleWithRelated> {
  const { data } = await client.get<ArticleWithRelated>(`/help/articles/${encodeURIComponent(slug)}`, { params: { lang: language } });
  return data;
}
