import i18next, { type i18n as I18n } from 'i18next';
import type { AppProps } from 'next/app';
import type { SSRConfig } from 'next-i18next/pages';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { rememberFixedT } from './fixed-t';
import { instanceOptions, type Translations } from './instance-options';

/*
 * next-i18next's appWithTranslation, with a page server that does not build i18next for every
 * page it draws. It made a new instance per render (its init was a tenth of a results page's
 * server time) and i18next resolves every `t` call afresh (another tenth). On the server, one
 * instance serves every render of the same words (ssr/translations.ts gives the same object
 * for the same set), and its `t` functions answer from the store or remember what they said
 * (components/i18n/fixed-t.ts). Nothing changes an instance while the server renders: the
 * language is the page's, set when the instance is made (`changeLanguage` runs in a layout
 * effect, which the server never runs). The browser's is components/i18n/client-translation.tsx.
 */

const instances = new WeakMap<Translations, I18n>();

/** The page server's instance for these words: made once, shared by every render of them. */
export function serverInstance(translations: Translations): I18n {
  let instance = instances.get(translations);
  if (instance) return instance;
  const created = i18next.createInstance();
  void created.init(instanceOptions(translations, { copy: true }));
  rememberFixedT(created);
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
