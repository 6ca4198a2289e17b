import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import MarkdownIt from 'markdown-it';
import { env } from '../env';
import { BLOG_CATEGORIES, HERO_SCENES, type BlogCategory, type HeroScene } from './categories';

/**
 * The pages of words the site writes itself (docs/content.md): Markdown files with front matter in
 * `content/{collection}/`, one per language (`refund-timelines.en.md`, `refund-timelines.fr.md`).
 * Read and drawn as HTML once per process (again on each call in development); the web pages get
 * the HTML through this API, never the Markdown.
 *
 * - `help`: the help centre (front matter: title, description, updated, order, category `help`).
 * - `blog`: the travel blog, its press releases and its cultures & destinations articles (title,
 *   description, date, optional updated, a category of categories.ts, hero, optional city).
 */
export type Collection = 'help' | 'blog';
export type Language = 'en' | 'fr';

export interface ArticleSummary {
  slug: string;
  title: string;
  description: string;
  /** The day it was first published (YYYY-MM-DD); a help article's is its last change. */
  date: string;
  /** The day it last changed: the page says it, the sitemap's lastmod is the same. */
  updated: string;
  /** Its place in the help centre's list (blog articles: 0, they are listed newest first). */
  order: number;
  category: 'help' | BlogCategory;
  /** The illustration drawn above it (blog only). */
  hero: HeroScene | null;
  /** The destination it is about (`lagos`: a destination page's slug), if any. */
  city: string | null;
  readingMinutes: number;
}

export interface Article extends ArticleSummary {
  html: string;
}

/** Each collection's folder, written out whole: the build then ships those two folders, not the whole project. */
const DIRECTORIES: Record<Collection, string> = {
  help: path.join(process.cwd(), 'content', 'help'),
  blog: path.join(process.cwd(), 'content', 'blog'),
};
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Words a reader reads in a minute, for "4 min read". */
const WORDS_PER_MINUTE = 200;

/** A slug as the files have them: anything else (a path, 5,000 characters, a NUL) is no article. */
export const isSlug = (value: unknown): value is string => typeof value === 'string' && value.length <= 120 && SLUG.test(value);

/**
 * French typography, as the site's phrases have it: a no-break space before a colon, a narrow one
 * before ; ? ! and inside « », so the sign never starts a line. Authors type plain spaces.
 */
export const frenchSpacing = (text: string) =>
  text
    .replace(/ :/g, '\u00a0:')
    .replace(/ ([;?!])/g, '\u202f$1')
    .replace(/« /g, '«\u202f')
    .replace(/ »/g, '\u202f»');

/** One of our pages in the reader's language: English unprefixed, French under /fr (lib/seo/addresses.ts on the pages' side). */
const inLanguage = (href: string, language: Language) => (language === 'en' ? href : href === '/' ? '/fr' : `/fr${href}`);

/**
 * Raw HTML in the Markdown is shown as text, never run (markdown-it's `html: false`); a link to one
 * of our pages (`/help/baggage`) is written once and goes to the reader's language.
 */
function renderer(language: Language) {
  const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
  if (language === 'fr') {
    const text = markdown.renderer.rules.text!;
    markdown.renderer.rules.text = (tokens, index, options, environment, self) => {
      tokens[index]!.content = frenchSpacing(tokens[index]!.content);
      return text(tokens, index, options, environment, self);
    };
  }
  const linkOpen = markdown.renderer.rules.link_open ?? ((tokens, index, options, _environment, self) => self.renderToken(tokens, index, options));
  markdown.renderer.rules.link_open = (tokens, index, options, environment, self) => {
    const href = String(tokens[index]!.attrGet('href') ?? '');
    if (href.startsWith('/') && !href.startsWith('//')) tokens[index]!.attrSet('href', inLanguage(href, language));
    return linkOpen(tokens, index, options, environment, self);
  };
  return markdown;
}

/** The contact details an operator configures, where an article names them. */
function withContacts(text: string): string {
  const config = env();
  const values: Record<string, string> = {
    brand: config.BRAND_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE,
    supportPhoneLink: `tel:${config.SUPPORT_PHONE.replace(/[^\d+]/g, '')}`,
  };
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

const dayOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value === undefined ? '' : String(value));
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(value));

/** One file read and checked: a missing or malformed field is the author's mistake, said by name. */
export function parseArticle(source: string, file: string, language: Language, collection: Collection): Article {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source);
  } catch (error) {
    throw new Error(`content/${collection}/${path.basename(file)}: its front matter is not YAML (${(error as Error).message.split('\n')[0]}); put a value with ": " in quotes`);
  }
  const { data, content } = parsed;
  const slug = path.basename(file).replace(/\.(en|fr)\.md$/, '');
  const problems: string[] = [];
  if (!SLUG.test(slug)) problems.push('its file name is not a slug (lower-case words joined by hyphens)');
  for (const field of ['title', 'description'] as const) if (typeof data[field] !== 'string' || !data[field].trim()) problems.push(`no ${field}`);
  const updated = dayOf(data.updated);
  const date = collection === 'help' ? updated : dayOf(data.date);
  if (collection === 'help') {
    if (!isDay(updated)) problems.push('updated is not a day (YYYY-MM-DD)');
    if (!Number.isInteger(data.order)) problems.push('order is not a whole number');
    if (data.category !== 'help') problems.push('category is not help');
  } else {
    if (!isDay(date)) problems.push('date is not a day (YYYY-MM-DD)');
    if (data.updated !== undefined && (!isDay(updated) || updated < date)) problems.push('updated is not a day on or after date');
    if (!BLOG_CATEGORIES.includes(data.category)) problems.push(`category is not one of ${BLOG_CATEGORIES.join(', ')}`);
    if (!HERO_SCENES.includes(data.hero)) problems.push(`hero is not one of ${HERO_SCENES.join(', ')}`);
    if (data.city !== undefined && !isSlug(data.city)) problems.push('city is not a destination slug');
    if (slug === 'category') problems.push('its file name is the word of the categories’ addresses (/blog/category/…)');
  }
  if (data.language !== language) problems.push(`language is not ${language}`);
  if (problems.length > 0) throw new Error(`content/${collection}/${path.basename(file)}: ${problems.join('; ')}`);
  const text = withContacts(content);
  const words = text.split(/\s+/).filter(Boolean).length;
  const typeset = (value: string) => (language === 'fr' ? frenchSpacing(withContacts(value)) : withContacts(value));
  return {
    slug,
    title: typeset(data.title as string),
    description: typeset(data.description as string),
    date,
    updated: data.updated === undefined ? date : updated,
    order: collection === 'help' ? (data.order as number) : 0,
    category: data.category,
    hero: collection === 'help' ? null : data.hero,
    city: collection === 'help' ? null : ((data.city as string | undefined) ?? null),
    html: renderer(language).render(text),
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
}

/** Help: in the help centre's order. Blog: newest first. */
const byPlace = (a: Article, b: Article) => a.order - b.order || b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

function readCollection(directory: string, collection: Collection, language: Language): Article[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith(`.${language}.md`))
    .map((file) => parseArticle(readFileSync(path.join(directory, file), 'utf8'), file, language, collection))
    .sort(byPlace);
}

const kept = new Map<string, Article[]>();

/** Every article of a collection in a language (read once; again on each call in development). */
export function articles(collection: Collection, language: Language): Article[] {
  const directory = DIRECTORIES[collection];
  if (env().NODE_ENV === 'development') return readCollection(directory, collection, language);
  const key = `${collection}:${language}`;
  let found = kept.get(key);
  if (!found) {
    found = readCollection(directory, collection, language);
    kept.set(key, found);
  }
  return found;
}

/** What a list shows of an article: no body. */
export const summaryOf = ({ slug, title, description, date, updated, order, category, hero, city, readingMinutes }: Article): ArticleSummary => ({ slug, title, description, date, updated, order, category, hero, city, readingMinutes });

/** One article by its slug, or null (an unknown or malformed slug). */
export function articleBySlug(collection: Collection, slug: unknown, language: Language): Article | null {
  if (!isSlug(slug)) return null;
  return articles(collection, language).find((article) => article.slug === slug) ?? null;
}
