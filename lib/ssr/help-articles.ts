import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import MarkdownIt from 'markdown-it';
import { supportPhoneLink } from '@/components/content/support-phone';
import { brand } from '@/config/public';
import type { Language } from '@/lib/locale-defaults';
import { localisedPath } from '@/lib/seo/addresses';

/**
 * The help centre's articles (docs/content.md): Markdown files in `content/help/`, one per
 * language (`refund-timelines.en.md`, `refund-timelines.fr.md`), with their front matter (title,
 * description, updated, order, category, language). Read once per process on the page server,
 * never sent to the browser as Markdown: a page gets the article's HTML.
 */
export interface HelpArticleSummary {
  slug: string;
  title: string;
  description: string;
  /** The day it last changed (YYYY-MM-DD): the page says it, the sitemap's lastmod is the same. */
  updated: string;
  /** Its place in the help centre's list. */
  order: number;
}

export interface HelpArticle extends HelpArticleSummary {
  html: string;
  readingMinutes: number;
}

export const HELP_DIR = path.join(process.cwd(), 'content', 'help');
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Words a reader reads in a minute, for "4 min read". */
const WORDS_PER_MINUTE = 200;

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

/**
 * Raw HTML in the Markdown is shown as text, never run (markdown-it's `html: false`); a link to one
 * of our pages (`/help/baggage`) is written once and goes to the reader's language.
 */
function renderer(language: Language) {
  const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
  if (language === 'fr') {
    const text = markdown.renderer.rules.text!;
    markdown.renderer.rules.text = (tokens, index, options, env, self) => {
      tokens[index]!.content = frenchSpacing(tokens[index]!.content);
      return text(tokens, index, options, env, self);
    };
  }
  const linkOpen = markdown.renderer.rules.link_open ?? ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
  markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
    const href = String(tokens[index]!.attrGet('href') ?? '');
    if (href.startsWith('/') && !href.startsWith('//')) tokens[index]!.attrSet('href', localisedPath(href, language));
    return linkOpen(tokens, index, options, env, self);
  };
  return markdown;
}

/** The contact details an operator configures, where an article names them. */
function withContacts(text: string): string {
  const values: Record<string, string> = {
    brand: brand.name,
    supportEmail: brand.supportEmail,
    supportPhone: brand.supportPhone,
    supportPhoneLink: supportPhoneLink(),
  };
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

const dayOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? ''));

/** One file read and checked: a missing or malformed field is the author's mistake, said by name. */
export function parseHelpFile(source: string, file: string, language: Language): HelpArticle {
  const { data, content } = matter(source);
  const slug = path.basename(file).replace(/\.(en|fr)\.md$/, '');
  const problems: string[] = [];
  if (!SLUG.test(slug)) problems.push('its file name is not a slug (lower-case words joined by hyphens)');
  for (const field of ['title', 'description'] as const) if (typeof data[field] !== 'string' || !data[field].trim()) problems.push(`no ${field}`);
  const updated = dayOf(data.updated);
  if (!DAY.test(updated) || Number.isNaN(Date.parse(updated))) problems.push('updated is not a day (YYYY-MM-DD)');
  if (!Number.isInteger(data.order)) problems.push('order is not a whole number');
  if (data.category !== 'help') problems.push('category is not help');
  if (data.language !== language) problems.push(`language is not ${language}`);
  if (problems.length > 0) throw new Error(`content/help/${path.basename(file)}: ${problems.join('; ')}`);
  const text = withContacts(content);
  const words = text.split(/\s+/).filter(Boolean).length;
  const typeset = (value: string) => (language === 'fr' ? frenchSpacing(withContacts(value)) : withContacts(value));
  return {
    slug,
    title: typeset(data.title as string),
    description: typeset(data.description as string),
    updated,
    order: data.order as number,
    html: renderer(language).render(text),
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
}

function readLanguage(directory: string, language: Language): HelpArticle[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith(`.${language}.md`))
    .map((file) => parseHelpFile(readFileSync(path.join(directory, file), 'utf8'), file, language))
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

const kept = new Map<Language, HelpArticle[]>();

/** Every article in a language, in the help centre's order (read once; again on each call in development). */
export function helpArticles(language: Language, directory = HELP_DIR): HelpArticle[] {
  if (directory !== HELP_DIR || process.env.NODE_ENV === 'development') return readLanguage(directory, language);
  let articles = kept.get(language);
  if (!articles) {
    articles = readLanguage(directory, language);
    kept.set(language, articles);
  }
  return articles;
}

/** What a list shows of each article: no body. */
export const helpSummaries = (language: Language): HelpArticleSummary[] =>
  helpArticles(language).map(({ slug, title, description, updated, order }) => ({ slug, title, description, updated, order }));

/** One article by its slug, or null (an unknown or malformed slug). */
export function helpArticle(slug: unknown, language: Language): HelpArticle | null {
  if (typeof slug !== 'string' || !SLUG.test(slug)) return null;
  return helpArticles(language).find((article) => article.slug === slug) ?? null;
}
