import i18next, { type i18n as I18n } from 'i18next';
import type { AppProps } from 'next/app';
import type { SSRConfig } from 'next-i18next/pages';
import { useLayoutEffect, useMemo, useRef, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { rememberFixedT } from './fixed-t';
import { instanceOptions, type Translations } from './instance-options';

/*
 * The browser's words: next-i18next's appWithTranslation, without what this site does not use
 * (a backend, saveMissing, its config checks) and with `t` functions that answer a plain key from
 * the store (components/i18n/fixed-t.ts). One instance for the visit; a page that brings words the
 * browser does not have yet adds them; a page in another language changes the language after it
 * has rendered with its words (a layout effect, as next-i18next does).
 */

let current: I18n | null = null;

/** The visit's instance, once the app has rendered (null before, and on the server). */
export function clientI18n(): I18n | null {
  return current;
}

function addWords(instance: I18n, words: Translations['initialI18nStore']) {
  for (const [language, namespaces] of Object.entries(words ?? {})) {
    for (const [namespace, phrases] of Object.entries(namespaces ?? {})) {
      if (!instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, phrases, true, true);
    }
  }
}

export function clientAppWithTranslation<P extends AppProps>(App: ComponentType<P>): ComponentType<P> {
  function AppWithTranslation(props: P) {
    const translations = (props.pageProps as SSRConfig | undefined)?._nextI18Next;
    const locale = translations?.initialLocale ?? props.router?.locale;
    const made = useRef<I18n | null>(null);
    const i18n = useMemo(() => {
      if (made.current) {
        if (translations) addWords(made.current, translations.initialI18nStore);
        return made.current;
      }
      const instance = i18next.createInstance();
      // A first page without words of its own (none should be) says its keys rather than failing.
      void instance.init(translations ? instanceOptions(translations, { copy: false }) : { lng: locale ?? 'en', resources: {}, initAsync: false, interpolation: { escapeValue: false } });
      rememberFixedT(instance);
      made.current = instance;
      current = instance;
      return instance;
    }, [translations, locale]);

    useLayoutEffect(() => {
      if (locale && i18n.language !== locale) void i18n.changeLanguage(locale);
    }, [i18n, locale]);

    return (
      <I18nextProvider i18n={i18n}>
        <App {...props} />
      </I18nextProvider>
    );
  }
  return AppWithTranslation;
}
