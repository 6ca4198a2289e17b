import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import type { AppProps } from 'next/app';
import type { SSRConfig } from 'next-i18next/pages';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { memoT } from './memo-t';

/*
 * next-i18next's appWithTranslation, with a page server that does not build i18next for every
 * page it draws. It made a new instance per render (its init was a tenth of a results page's
 * server time) and i18next resolves every `t` call afresh (another tenth). On the server, one
 * instance serves every render of the same words (lib/ssr/translations.ts gives the same object
 * for the same set), and its `t` functions remember what they said. Nothing changes an instance
 * while the server renders: the language is the page's, set when the instance is made
 * (`changeLanguage` runs in a layout effect, which the server never runs). The browser keeps
 * next-i18next's own.
 */

type Translations = NonNullable<SSRConfig['_nextI18Next']>;

/**
 * The i18next options next-i18next's createConfig gives the same config in a page server. A copy
 * throughout: i18next adds to its options (a namespace loaded later joins `ns`) and its words (a
 * dialog's words, components/i18n/account-words.ts), never to the page's props.
 */
function instanceOptions(translations: Translations) {
  const { i18n: locales, ...config } = translations.userConfig ?? {};
  return structuredClone({
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
  });
}

const instances = new WeakMap<Translations, I18n>();

/** The page server's instance for these words: made once, shared by every render of them. */
export function serverInstance(translations: Translations): I18n {
  let instance = instances.get(translations);
  if (instance) return instance;
  const created = i18next.createInstance();
  void created.init(instanceOptions(translations));
  const getFixedT = created.getFixedT.bind(created);
  const fixed = new Map<string, TFunction>();
  created.getFixedT = ((...args: Parameters<I18n['getFixedT']>) => {
    const [lng, ns, keyPrefix, fixedOptions] = args as unknown[];
    // A key prefix can be a selector function: such a t is made afresh.
    if (typeof keyPrefix === 'function') return getFixedT(...args);
    const id = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null, fixedOptions ?? null]);
    let t = fixed.get(id);
    if (!t) {
      const original = getFixedT(...args) as TFunction & { lng?: string; ns?: unknown; keyPrefix?: unknown };
      // react-i18next's Trans reads these of a fixed t.
      t = Object.assign(memoT(original), { lng: original.lng, ns: original.ns, keyPrefix: original.keyPrefix });
      fixed.set(id, t);
    }
    return t;
  }) as I18n['getFixedT'];
  instance = created;
  instances.set(translations, instance);
  return instance;
}

export function serverAppWithTranslation<P extends AppProps>(App: ComponentType<P>): ComponentType<P> {
  function AppWithServerTranslation(props: P) {
    const translations = (props.pageProps as SSRConfig | undefined)?._nextI18Next;
    if (!translations) return <App {...props} />;
    return (
      <I18nextProvider i18n={serverInstance(translations)}>
        <App {...props} />
      </I18nextProvider>
    );
  }
  return AppWithServerTranslation;
}
