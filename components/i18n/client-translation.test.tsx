import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import type { AppProps } from 'next/app';
import { appWithTranslation as nextAppWithTranslation, useTranslation as nextUseTranslation } from 'next-i18next/pages';
import type { ComponentType } from 'react';
import { pageTranslations } from '@/ssr/translations';
import { clientAppWithTranslation, clientI18n } from './client-translation';
import { rememberFixedT } from './fixed-t';
import { instanceOptions } from './instance-options';
import { wordsWith, type TranslationHook as Hook } from './test-words';
import { useTranslation } from './use-translation';

const NAMESPACES = [
  'common',
  'home',
  'search',
  'results',
  'flights',
  'hub',
  'account',
  'insurance',
  'stays',
  'staycard',
  'reviews',
  'experiences',
  'aftersales',
  'push',
  'ops',
  'help',
  'blog',
  'routes',
  'destinations',
  'privacy',
];

const App = ({ Component, pageProps }: AppProps) => <Component {...pageProps} />;

function draw(app: ComponentType<AppProps>, hook: Hook, locale: string) {
  const Wrapped = app as ComponentType<Partial<AppProps>>;
  const Words = wordsWith(hook);
  const { container, unmount } = render(
    <Wrapped Component={Words} pageProps={pageTranslations(locale, ['common', 'search', 'results'])} router={{ locale } as AppProps['router']} />,
  );
  const html = container.innerHTML;
  unmount();
  return html;
}

/** Every key of a namespace's words, as dotted paths. */
function keysOf(words: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(words).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' ? [path, ...keysOf(value as Record<string, unknown>, path)] : [path];
  });
}

describe('the browser’s words', () => {
  it.each(['en', 'fr'])('say in %s exactly what next-i18next’s own say', (locale) => {
    const ours = draw(clientAppWithTranslation(App), useTranslation as unknown as Hook, locale);
    const theirs = draw(nextAppWithTranslation(App as ComponentType<AppProps>) as ComponentType<AppProps>, nextUseTranslation as unknown as Hook, locale);
    expect(ours).toBe(theirs);
    expect(ours).toContain(locale === 'en' ? "Flights from Lagos to Côte d'Ivoire &amp; Co" : 'Lagos');
    expect(clientI18n()?.language).toBe(locale);
  });

  it.each(['en', 'fr'])('answer every key of every namespace in %s as i18next does, asked once or twice', (locale) => {
    const translations = pageTranslations(locale, NAMESPACES)._nextI18Next!;
    // Each instance its own words (jsdom has no structuredClone).
    const options = () => instanceOptions(JSON.parse(JSON.stringify(translations)) as typeof translations, { copy: false });
    const plain = i18next.createInstance();
    void plain.init(options());
    const fast = i18next.createInstance();
    void fast.init(options());
    rememberFixedT(fast);
    let compared = 0;
    for (const namespace of NAMESPACES) {
      const expected = plain.getFixedT(locale, namespace);
      const actual = fast.getFixedT(locale, namespace);
      for (const key of keysOf((translations.initialI18nStore[locale] as Record<string, Record<string, unknown>>)[namespace] ?? {})) {
        for (let time = 0; time < 2; time += 1) {
          expect([namespace, key, actual(key)]).toEqual([namespace, key, expected(key)]);
        }
        compared += 1;
      }
      // Keys of other namespaces, found through the fallback namespaces or not at all.
      for (const key of ['search.tripTypes.roundTrip', 'results.count', 'auth.login', 'missing.key', 'common:nav.home']) {
        expect([namespace, key, actual(key)]).toEqual([namespace, key, expected(key)]);
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('gives one t per language and namespace, and the same t keeps answering in its language', () => {
    const translations = pageTranslations('en', ['common'])._nextI18Next!;
    const instance = i18next.createInstance();
    void instance.init(instanceOptions(translations, { copy: false }));
    rememberFixedT(instance);
    expect(instance.getFixedT('en', 'common')).toBe(instance.getFixedT('en', 'common'));
    expect(instance.getFixedT('en', 'common')).not.toBe(instance.getFixedT('en', 'results'));
    // The page's props are never written into.
    instance.addResourceBundle('en', 'account', { auth: { login: 'Log in' } });
    expect(translations.initialI18nStore.en).not.toHaveProperty('account');
  });

  it('forget what fell back once the words arrive (a dialog’s words loaded later)', () => {
    const instance = i18next.createInstance();
    void instance.init(instanceOptions(pageTranslations('en', ['common'])._nextI18Next!, { copy: false }));
    rememberFixedT(instance);
    const t = instance.getFixedT('en', 'common');
    expect(t('auth.welcome', { name: 'Ada' })).toBe('auth.welcome');
    expect(t('auth.title')).toBe('auth.title');
    instance.addResourceBundle('en', 'account', { auth: { welcome: 'Welcome, {{name}}', title: 'Sign in' } });
    expect(t('auth.welcome', { name: 'Ada' })).toBe('Welcome, Ada');
    expect(t('auth.title')).toBe('Sign in');
  });

  it('draw the page again in the new language when it changes, with its words', async () => {
    const Wrapped = clientAppWithTranslation(App) as ComponentType<Partial<AppProps>>;
    function Menu() {
      const { t } = useTranslation('common');
      return <p>{t('nav.openMenu')}</p>;
    }
    const { container, rerender } = render(
      <Wrapped Component={Menu} pageProps={pageTranslations('en', ['common'])} router={{ locale: 'en' } as AppProps['router']} />,
    );
    const english = container.textContent;
    await act(async () => {
      rerender(<Wrapped Component={Menu} pageProps={pageTranslations('fr', ['common'])} router={{ locale: 'fr' } as AppProps['router']} />);
    });
    expect(container.textContent).not.toBe(english);
    const french = pageTranslations('fr', ['common'])._nextI18Next!.initialI18nStore.fr!.common as { nav: { openMenu: string } };
    expect(container.textContent).toBe(french.nav.openMenu);
  });

  it('say their keys, not fail, on a first page that brought no words', () => {
    const Wrapped = clientAppWithTranslation(App) as ComponentType<Partial<AppProps>>;
    function Menu() {
      const { t } = useTranslation('common');
      return <p>{t('nav.openMenu')}</p>;
    }
    const { container } = render(<Wrapped Component={Menu} pageProps={{}} router={{ locale: 'en' } as AppProps['router']} />);
    expect(container.textContent).toBe('nav.openMenu');
  });
});
