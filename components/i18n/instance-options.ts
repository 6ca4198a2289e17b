import type { SSRConfig } from 'next-i18next/pages';

export type Translations = NonNullable<SSRConfig['_nextI18Next']>;

/**
 * The i18next options next-i18next's createConfig gives a page's config (the same in the page
 * server and the browser, so both say the same words). `copy` for an instance shared between
 * renders: i18next adds to its options (a namespace loaded later joins `ns`) and its words (a
 * dialog's words, components/i18n/account-words.ts), never to the page's props. The browser's one
 * instance copies only the list of each language's namespaces (words added later join the copy,
 * not the props), not the words themselves: copying them all would cost the first render.
 */
export function instanceOptions(translations: Translations, { copy }: { copy: boolean }) {
  const { i18n: locales, ...config } = translations.userConfig ?? {};
  const options = {
    defaultNS: 'common',
    errorStackTraceLimit: 0,
    initImmediate: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    load: 'currentOnly' as const,
    react: { useSuspense: false },
    ...config,
    ...locales,
    lng: translations.initialLocale,
    ns: translations.ns,
    resources: translations.initialI18nStore as Record<string, Record<string, Record<string, unknown>>>,
  };
  if (copy) return structuredClone(options);
  const resources = Object.fromEntries(Object.entries(options.resources ?? {}).map(([language, namespaces]) => [language, { ...namespaces }]));
  return { ...options, resources };
}
