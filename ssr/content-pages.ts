import type { AxiosInstance } from 'axios';
import type { Language } from '@/lib/locale-defaults';
import { toApiError } from '@/services/http';
import { getBlogCategories, getBlogPost, getHelpArticle, listBlogPosts, listHelpArticles } from '@/services/content';
import type { BlogPageProps, HelpPageProps } from '@/components/content/content-props';

export type { BlogPageProps, HelpPageProps };

/*
 * The help centre's and the blog's pages (docs/content.md): what each address shows, read from the
 * API's content calls. Null is a 404: an unknown article or category, or an address no page has.
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The API's 404 (no such article) as null; any other failure is the page's error. */
const orMissing = <T>(answer: Promise<T>): Promise<T | null> =>
  answer.catch((error: unknown) => (toApiError(error).status === 404 ? null : Promise.reject(error)));

/** /help (the list) or /help/{slug} (an article). */
export async function helpPageProps(path: string[] | undefined, language: Language, client: AxiosInstance): Promise<HelpPageProps | null> {
  const parts = path ?? [];
  if (parts.length === 0) return { view: 'centre', articles: await listHelpArticles(language, client) };
  if (parts.length !== 1 || !SLUG.test(parts[0]!) || parts[0]!.length > 120) return null;
  const found = await orMissing(getHelpArticle(parts[0]!, language, client));
  return found && { view: 'article', article: found.data, related: found.related };
}

/** /blog (every article), /blog/category/{id} (one category's) or /blog/{slug} (an article). */
export async function blogPageProps(path: string[] | undefined, language: Language, client: AxiosInstance): Promise<BlogPageProps | null> {
  const parts = path ?? [];
  if (parts.length === 0) {
    const [categories, articles] = await Promise.all([getBlogCategories(language, client), listBlogPosts(language, {}, client)]);
    return { view: 'list', categories, category: null, articles };
  }
  if (parts.length === 2 && parts[0] === 'category') {
    const categories = await getBlogCategories(language, client);
    const category = categories.find((candidate) => candidate.id === parts[1]);
    if (!category) return null;
    return { view: 'list', categories, category, articles: await listBlogPosts(language, { category: category.id }, client) };
  }
  // /blog/category alone is no article: the word names the categories' addresses.
  if (parts.length !== 1 || parts[0] === 'category' || !SLUG.test(parts[0]!) || parts[0]!.length > 120) return null;
  const [found, categories] = await Promise.all([orMissing(getBlogPost(parts[0]!, language, client)), getBlogCategories(language, client)]);
  const category = found && categories.find((candidate) => candidate.id === found.data.category);
  return found && category ? { view: 'article', article: found.data, related: found.related, category } : null;
}
