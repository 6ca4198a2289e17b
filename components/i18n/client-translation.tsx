import type { i18n as I18n } from 'i18next';
import type { AppProps } from 'next/app';
import type { SSRConfig } from 'next-i18next/pages';
import { useLayoutEffect, useMemo, useRef, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { instanceOptions, type Translations } from './instance-options';
import { PageWords, type Store } from './page-words';

/*
 * The browser's words: next-i18next's appWithTranslation, without what this site does not use
 * (a backend, saveMissing, its config checks), and without i18next itself: the page's words are
 * read by PageWords (components/i18n/page-words.ts), which answers as i18next does for what the
 * site asks. One reader for the visit; a page that brings words the browser does not have yet
 * adds them; a page in another language changes the language after it has rendered with its
 * words (a layout effect, as next-i18next does).
 */

let current: PageWords | null = null;

/** The visit's words, once the app has rendered (null before, and on the server). */
export function clientI18n(): PageWords | null {
  return current;
}

function create(translations: Translations | undefined, locale: string | undefined): PageWords {
  // A first page without words of its own (none should be) says its keys rather than failing.
  if (!translations) return new PageWords({ language: locale ?? 'en', defaultNS: 'common', fallbackNS: [], resources: {} });
  const options = instanceOptions(translations, { copy: false });
  return new PageWords({
    language: options.lng,
    fallbackLng: options.fallbackLng as string | false | undefined,
    defaultNS: options.defaultNS as string,
    fallbackNS: (options.fallbackNS as string[] | undefined) ?? [],
    resources: (options.resources ?? {}) as Store,
  });
}

function addWords(instance: PageWords, words: Translations['initialI18nStore']) {
  for (const [language, namespaces] of Object.entries(words ?? {})) {
    for (const [namespace, phrases] of Object.entries(namespaces ?? {})) {
      if (!instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, phrases as object);
    }
  }
}

export function clientAppWithTranslation<P extends AppProps>(App: ComponentType<P>): ComponentType<P> {
  function AppWithTranslation(props: P) {
    const translations = (props.pageProps as SSRConfig | undefined)?._nextI18Next;
    const locale = translations?.initialLocale ?? props.router?.locale;
    const made = useRef<PageWords | null>(null);
    const i18n = useMemo(() => {
      if (made.current) {
        if (translations) addWords(made.current, translations.initialI18nStore);
        return made.current;
      }
      const instance = create(translations, locale);
      made.current = instance;
      current = instance;
      return instance;
    }, [translations, locale]);

    useLayoutEffect(() => {
      if (locale && i18n.language !== locale) void i18n.changeLanguage(locale);
    }, [i18n, locale]);

    return (
      <I18nextProvider i18n={i18n as unknown as I18n}>
        <App {...props} />
      </I18nextProvider>
    );
  }
  return AppWithTranslation;
}
