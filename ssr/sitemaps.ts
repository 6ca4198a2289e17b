import type { AxiosInstance } from 'axios';
import { PRIVACY_POLICY_UPDATED } from '@/config/content-dates';
import { EXPERIENCE_CATEGORIES, EXPERIENCE_CATEGORY_SLUGS } from '@/config/experiences-paths';
import { destinationPath } from '@/lib/destinations';
import { routePath } from '@/common/flight-routes';
import { LANGUAGES, languageVersions, localisedPath } from '@/lib/seo/addresses';
import { getBlogCategories, listBlogPosts, listHelpArticles, type ArticleSummary } from '@/services/content';
import { listExperienceListings } from '@/services/experiences';
import { listStayListings } from '@/services/stays';
import { destinationCities } from './destination-page';
import { namedRoutes } from './flight-routes';
import { keptAnswers } from './kept-answers';

/**
 * The sitemaps (sitemaps.org, with Google's xhtml:link language versions): an index at
 * /sitemap.xml naming one file per section and part (/sitemaps/stays-1.xml), each of at most
 * 50,000 addresses. Every page search engines should list is here in English and French, and each
 * address is the page's own canonical one (components/seo/Indexed.tsx gives the same). `lastmod`
 * only where the day of the last change is known: a made-up date is worse than none.
 */
export const SITEMAP_SECTIONS = ['pages', 'flights', 'destinations', 'stays', 'experiences'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/** sitemaps.org's limit per file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

export interface SitemapPage {
  /** The page's plain address without the language prefix (its canonical path). */
  path: string;
  lastmod?: string;
}

const experienceCategoryPath = (category: (typeof EXPERIENCE_CATEGORIES)[number]) => `/experiences/${EXPERIENCE_CATEGORY_SLUGS[category]}`;

/** Articles in both languages (the same slugs): each one's lastmod is the later of its two languages' days. */
function articlePages(prefix: string, byLanguage: ArticleSummary[][]): SitemapPage[] {
  const updated = new Map<string, string>();
  for (const articles of byLanguage) {
    for (const article of articles) updated.set(article.slug, [updated.get(article.slug) ?? '', article.updated].sort().at(-1)!);
  }
  return [...updated].map(([slug, lastmod]) => ({ path: `${prefix}/${slug}`, lastmod }));
}

const newest = (pages: SitemapPage[]) =>
  pages
    .map((page) => page.lastmod)
    .filter(Boolean)
    .sort()
    .at(-1);

/** The help centre, the blog, its categories and every article of both. */
async function contentPages(client: AxiosInstance): Promise<SitemapPage[]> {
  const [help, blog, categories] = await Promise.all([
    Promise.all(LANGUAGES.map((language) => listHelpArticles(language, client))),
    Promise.all(LANGUAGES.map((language) => listBlogPosts(language, {}, client))),
    getBlogCategories('en', client),
  ]);
  const helpArticles = articlePages('/help', help);
  const blogArticles = articlePages('/blog', blog);
  const categoryPages = categories
    .filter((category) => category.count > 0)
    .map((category) => ({
      path: `/blog/category/${category.id}`,
      lastmod: blog
        .flat()
        .filter((article) => article.category === category.id)
        .map((article) => article.updated)
        .sort()
        .at(-1),
    }));
  return [
    { path: '/help', lastmod: newest(helpArticles) },
    ...helpArticles,
    { path: '/blog', lastmod: newest(blogArticles) },
    ...categoryPages,
    ...blogArticles,
  ];
}

async function pagesOf(section: SitemapSection, client: AxiosInstance): Promise<SitemapPage[]> {
  if (section === 'pages') {
    return [
      { path: '/' },
      { path: '/stays' },
      { path: '/experiences' },
      ...EXPERIENCE_CATEGORIES.map((category) => ({ path: experienceCategoryPath(category) })),
      { path: '/insurance' },
      { path: '/pages/content/privacy', lastmod: PRIVACY_POLICY_UPDATED },
      ...(await contentPages(client)),
    ];
  }
  if (section === 'flights') return (await namedRoutes('en', client)).map((route) => ({ path: routePath(route.slug) }));
  if (section === 'destinations') return (await destinationCities(client)).map((city) => ({ path: destinationPath(city.slug) }));
  if (section === 'stays') return (await listStayListings(client)).map((stay) => ({ path: `/stays/${stay.id}` }));
  const listings = await listExperienceListings(client);
  // A category's list in each city that sells some: "Tours in Lagos" is a page people search for
  // (places worth knowing have their own pages, not the category's list).
  const cityLists = [
    ...new Set(listings.filter((item) => !item.informational).map((item) => `${experienceCategoryPath(item.category)}?city=${item.cityCode}`)),
  ].sort();
  return [...cityLists.map((path) => ({ path })), ...listings.map((item) => ({ path: `${experienceCategoryPath(item.category)}/${item.id}` }))];
}

// The catalogues change when an operator imports one: an hour-old list is good enough.
const keptPages = keptAnswers<SitemapPage[]>(3_600_000, 10);
const sectionPages = (section: SitemapSection, client: AxiosInstance) => keptPages(section, () => pagesOf(section, client));

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** How many files a section takes: each page is listed once per language. */
const partsOf = (pages: SitemapPage[]) => Math.max(1, Math.ceil((pages.length * LANGUAGES.length) / MAX_URLS_PER_SITEMAP));

export async function sitemapIndex(origin: string, client: AxiosInstance): Promise<string> {
  const files = await Promise.all(
    SITEMAP_SECTIONS.map(async (section) => {
      const pages = await sectionPages(section, client);
      const lastmod = pages
        .map((page) => page.lastmod)
        .filter(Boolean)
        .sort()
        .at(-1);
      return Array.from({ length: partsOf(pages) }, (_, index) => ({ loc: `${origin}/sitemaps/${section}-${index + 1}.xml`, lastmod }));
    }),
  );
  const entries = files.flat().map((file) => `<sitemap><loc>${escapeXml(file.loc)}</loc>${file.lastmod ? `<lastmod>${file.lastmod}</lastmod>` : ''}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** `stays-1` → its file's XML; null for a section or part that does not exist. */
export async function sitemapFile(origin: string, name: string, client: AxiosInstance): Promise<string | null> {
  const match = /^([a-z]+)-([1-9]\d{0,4})$/.exec(name);
  const section = match?.[1] as SitemapSection | undefined;
  if (!match || !section || !SITEMAP_SECTIONS.includes(section)) return null;
  const pages = await sectionPages(section, client);
  const part = Number(match[2]);
  if (part > partsOf(pages)) return null;
  const urls = pages.flatMap((page) => {
    const versions = languageVersions(origin, page.path);
    const links = versions.map((version) => `<xhtml:link rel="alternate" hreflang="${version.hreflang}" href="${escapeXml(version.href)}"/>`).join('');
    return LANGUAGES.map(
      (language) =>
        `<url><loc>${escapeXml(`${origin}${localisedPath(page.path, language)}`)}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''}${links}</url>`,
    );
  });
  const slice = urls.slice((part - 1) * MAX_URLS_PER_SITEMAP, part * MAX_URLS_PER_SITEMAP);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${slice.join('\n')}\n</urlset>\n`;
}

/** robots.txt: private areas (the Travel Hub, bookings and their payment, Manage booking, the API, sign-in) closed to crawlers; the sitemap named. */
export function robotsTxt(origin: string): string {
  const closed = [
    '/api/',
    '/hub',
    '/payment',
    '/manage',
    '/ops',
    '/offline',
    '/auth/',
    '/dev/',
    '/invite/',
    '/flights/review',
    '/flights/travellers',
    '/flights/seats',
    '/flights/confirmation',
    '/stays/book',
    '/stays/payment',
    '/stays/confirmation',
    '/experiences/book',
    '/experiences/payment',
    '/experiences/confirmation',
    '/experiences/ticket/',
    '/insurance/apply',
    '/insurance/makepayment',
    '/insurance/confirmation',
    '/insurance/verify/',
  ];
  const lines = ['User-agent: *', ...closed.flatMap((path) => [`Disallow: ${path}`, `Disallow: /fr${path}`]), '', `Sitemap: ${origin}/sitemap.xml`, ''];
  return lines.join('\n');
}
