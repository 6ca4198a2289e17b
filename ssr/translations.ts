import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SSRConfig, UserConfig } from 'next-i18next/pages';
import i18nConfig from '../next-i18next.config.js';

/*
 * A page's words for its props (`_nextI18Next`, what next-i18next's appWithTranslation reads), in
 * the shape `serverSideTranslations` gives, without its cost on every request: it built an
 * i18next instance and listed and stat'ed the locale folders (synchronously) each time. The words
 * are files shipped with the build, so a production server reads each language's set once; in
 * development they are read afresh, so an edited file shows on the next reload.
 *
 * A French page carries French only: the English fallback beside it doubled its HTML (it passed
 * the first round trip's 14.6 kB). French has every English key (components/i18n/locales.test.ts),
 * so nothing falls back.
 */

const { localePath, reloadOnPrerender, ...sharedConfig } = i18nConfig as UserConfig & { localePath: string; reloadOnPrerender?: boolean };

/** The config the browser's i18next is built from: no server path (the locale folder) in the page. */
const clientConfig = (locale: string): UserConfig => (locale === 'en' ? sharedConfig : { ...sharedConfig, fallbackLng: false }) as UserConfig;

const readNamespace = (locale: string, namespace: string): Record<string, unknown> => {
  try {
    return JSON.parse(readFileSync(path.join(localePath, locale, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
  } catch (error) {
    // A namespace a language does not have is empty, as next-i18next has it.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
};

const remembered = new Map<string, SSRConfig>();

/**
 * The words of `namespaces` in `locale`. The same object is given for the same set (the page
 * server shares one i18next instance per set: components/i18n/server-translation.tsx), so it
 * must never be changed.
 */
export function pageTranslations(locale: string, namespaces: string[]): SSRConfig {
  const key = `${locale}:${namespaces.join(',')}`;
  const known = remembered.get(key);
  if (known && !reloadOnPrerender) return known;
  const translations: SSRConfig = {
    _nextI18Next: {
      initialI18nStore: { [locale]: Object.fromEntries(namespaces.map((namespace) => [namespace, readNamespace(locale, namespace)])) },
      initialLocale: locale,
      ns: namespaces,
      userConfig: clientConfig(locale),
    },
  };
  remembered.set(key, translations);
  return translations;
}
