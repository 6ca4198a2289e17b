/**
 * @jest-environment node
 */
import type { AppProps } from 'next/app';
import { appWithTranslation as nextAppWithTranslation, useTranslation } from 'next-i18next/pages';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { pageTranslations } from '@/lib/ssr/translations';
import { serverAppWithTranslation as appWithTranslation, serverInstance } from './server-translation';

/** Words of several kinds: plain, interpolated, plural, from a fallback namespace, nested objects, missing. */
function Words() {
  const { t } = useTranslation('results');
  const { t: common } = useTranslation('common');
  return (
    <p>
      {[
        t('results.heading', { from: 'Lagos', to: "Côte d'Ivoire & Co" }),
        t('results.count', { count: 1 }),
        t('results.count', { count: 30 }),
        t('results.stopCount', { count: 2 }),
        common('search.travellerCount', { count: 3 }),
        common('nav.home', { brand: 'Baobab' }),
        JSON.stringify(common('search.tripTypes', { returnObjects: true })),
        t('no.such.key'),
        common('loading'),
      ].join(' | ')}
    </p>
  );
}

const App = ({ Component, pageProps }: AppProps) => <Component {...pageProps} />;
const render = (app: ComponentType<AppProps>, locale: string) =>
  renderToString(
    (() => {
      const Wrapped = app as ComponentType<Partial<AppProps>>;
      return <Wrapped Component={Words} pageProps={pageTranslations(locale, ['common', 'search', 'results'])} router={{ locale } as AppProps['router']} />;
    })(),
  );

describe('appWithTranslation on the page server', () => {
  it.each(['en', 'fr'])('says in %s exactly what next-i18next’s own says', (locale) => {
    const ours = render(appWithTranslation(App), locale);
    expect(ours).toBe(render(nextAppWithTranslation(App as ComponentType<AppProps>) as ComponentType<AppProps>, locale));
    expect(ours).toContain(locale === 'en' ? 'Flights from Lagos to Côte d&#x27;Ivoire &amp; Co' : 'Lagos');
    // Said twice (the second from memory), the same.
    expect(render(appWithTranslation(App), locale)).toBe(ours);
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
