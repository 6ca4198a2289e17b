import type { AxiosInstance } from 'axios';
import { brand } from '@/config/public';
import type { Language } from '@/lib/locale-defaults';
import { localisedPath } from '@/lib/seo/addresses';
import { getBlogCategories, listBlogPosts } from '@/services/content';
import { pageTranslations } from './translations';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** RFC 822 as RSS wants it, at noon UTC of the day (an article has a day, not an hour). */
const rfc822 = (day: string) => new Date(`${day}T12:00:00Z`).toUTCString();

/** How many of the newest articles the feed carries. */
export const FEED_SIZE = 20;

/**
 * The blog's RSS 2.0 feed in one language (/blog/rss.xml, /fr/blog/rss.xml): the newest articles
 * with their title, address, summary, day and category, and the feed's own address (atom:link).
 */
export async function blogFeed(origin: string, language: Language, client: AxiosInstance): Promise<string> {
  const [articles, categories] = await Promise.all([listBlogPosts(language, { limit: FEED_SIZE }, client), getBlogCategories(language, client)]);
  const names = new Map<string, string>(categories.map((category) => [category.id, category.name]));
  const phrases = (pageTranslations(language, ['blog'])._nextI18Next?.initialI18nStore[language] as { blog: { feed: { title: string; description: string } } })
    .blog.feed;
  const fill = (text: string) => text.replace('{{brand}}', brand.name);
  const address = (path: string) => `${origin}${localisedPath(path, language)}`;
  const items = articles
    .map((article) => {
      const link = address(`/blog/${article.slug}`);
      return [
        '<item>',
        `<title>${escapeXml(article.title)}</title>`,
        `<link>${escapeXml(link)}</link>`,
        `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `<description>${escapeXml(article.description)}</description>`,
        `<pubDate>${rfc822(article.date)}</pubDate>`,
        `<category>${escapeXml(names.get(article.category) ?? article.category)}</category>`,
        '</item>',
      ].join('');
    })
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(fill(phrases.title))}</title>`,
    `<link>${escapeXml(address('/blog'))}</link>`,
    `<description>${escapeXml(phrases.description)}</description>`,
    `<language>${language}</language>`,
    `<atom:link href="${escapeXml(address('/blog/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
    ...(articles[0]
      ? [
          `<lastBuildDate>${rfc822(
            articles
              .map((article) => article.updated)
              .sort()
              .at(-1)!,
          )}</lastBuildDate>`,
        ]
      : []),
    items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
