/**
 * @jest-environment node
 */
import type { AppProps } from 'next/app';
import { appWithTranslation as nextAppWithTranslation, useTranslation as nextUseTranslation } from 'next-i18next/pages';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { pageTranslations } from '@/ssr/translations';
import { serverAppWithTranslation as appWithTranslation, serverInstance } from './server-translation';
import { wordsWith, type TranslationHook } from './test-words';
import { useTranslation } from './use-translation';

const App = ({ Component, pageProps }: AppProps) => <Component {...pageProps} />;
const render = (app: ComponentType<AppProps>, hook: TranslationHook, locale: string) =>
  renderToString(
    (() => {
      const Wrapped = app as ComponentType<Partial<AppProps>>;
      return (
        <Wrapped Component={wordsWith(hook)} pageProps={pageTranslations(locale, ['common', 'search', 'results'])} router={{ locale } as AppProps['router']} />
      );
    })(),
  );
const ours = useTranslation as unknown as TranslationHook;
const theirs = nextUseTranslation as unknown as TranslationHook;

describe('appWithTranslation on the page server', () => {
  it.each(['en', 'fr'])('says in %s exactly what next-i18next’s own says', (locale) => {
    const said = render(appWithTranslation(App), ours, locale);
    expect(said).toBe(render(nextAppWithTranslation(App as ComponentType<AppProps>) as ComponentType<AppProps>, theirs, locale));
    expect(said).toContain(locale === 'en' ? 'Flights from Lagos to Côte d&#x27;Ivoire &amp; Co' : 'Lagos');
    // Said twice (the second from memory), the same.
    expect(render(appWithTranslation(App), ours, locale)).toBe(said);
  });

  it('shares one i18next instance among renders of the same words, and a French one is French', () => {
    const en = pageTranslations('en', ['common'])._nextI18Next!;
    expect(serverInstance(en)).toBe(serverInstance(en));
    const fr = serverInstance(pageTranslations('fr', ['common'])._nextI18Next!);
    expect(fr).not.toBe(serverInstance(en));
    expect(fr.language).toBe('fr');
    expect(fr.getFixedT('fr', 'common')('nav.openMenu')).not.toBe(serverInstance(en).getFixedT('en', 'common')('nav.openMenu'));
  });

  it('never writes into the page’s props: words loaded later join the instance only', () => {
    const translations = pageTranslations('en', ['common'])._nextI18Next!;
    serverInstance(translations).addResourceBundle('en', 'account', { auth: { login: 'Log in' } });
    expect(translations.initialI18nStore.en).not.toHaveProperty('account');
    expect(pageTranslations('en', ['common'])._nextI18Next!.ns).toEqual(['common']);
  });
});
