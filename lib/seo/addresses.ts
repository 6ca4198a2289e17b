import type { Language } from '@/lib/locale-defaults';

export const LANGUAGES: readonly Language[] = ['en', 'fr'];

/** `/fr` + the path, or the path alone for English (the default locale has no prefix). */
export function localisedPath(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' ? '/fr' : path.startsWith('/?') ? `/fr${path.slice(1)}` : `/fr${path}`;
}

export interface LanguageVersion {
  /** en, fr, or x-default (the page for a reader whose language the site does not have: English). */
  hreflang: Language | 'x-default';
  href: string;
}

/**
 * A page's address in each language, absolute, as search engines want them (canonical, hreflang,
 * sitemaps): one scheme for the whole site, English unprefixed and French under /fr.
 */
export function languageVersions(origin: string, path: string): LanguageVersion[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: `${origin}${localisedPath(path, language)}` })),
    { hreflang: 'x-default' as const, href: `${origin}${localisedPath(path, 'en')}` },
  ];
}
