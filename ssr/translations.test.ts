import { readFileSync } from 'node:fs';
import { pageTranslations } from './translations';

const words = (locale: string, namespace: string) => JSON.parse(readFileSync(`locales/${locale}/${namespace}.json`, 'utf8')) as object;

describe('pageTranslations', () => {
  it('gives the page its language’s namespaces, in the shape appWithTranslation reads', () => {
    const { _nextI18Next: translations } = pageTranslations('en', ['common', 'results']);
    expect(translations).toEqual({
      initialI18nStore: { en: { common: words('en', 'common'), results: words('en', 'results') } },
      initialLocale: 'en',
      ns: ['common', 'results'],
      userConfig: expect.objectContaining({ i18n: expect.objectContaining({ defaultLocale: 'en', locales: ['en', 'fr'] }), fallbackLng: 'en' }),
    });
  });

  it('gives a French page French only, with no English fallback to ship beside it', () => {
    const { _nextI18Next: translations } = pageTranslations('fr', ['common']);
    expect(Object.keys(translations!.initialI18nStore)).toEqual(['fr']);
    expect(translations!.initialI18nStore.fr.common).toEqual(words('fr', 'common'));
    expect(translations!.userConfig).toEqual(expect.objectContaining({ fallbackLng: false }));
  });

  it('puts no server path in the page', () => {
    const { _nextI18Next: translations } = pageTranslations('en', ['common']);
    expect(translations!.userConfig).not.toHaveProperty('localePath');
    expect(JSON.stringify(translations!.userConfig)).not.toContain(process.cwd());
  });

  it('reads a set once: the same object again for the same words (the page server shares one i18next per set)', () => {
    expect(pageTranslations('fr', ['common', 'search'])).toBe(pageTranslations('fr', ['common', 'search']));
    expect(pageTranslations('fr', ['common', 'search'])).not.toBe(pageTranslations('en', ['common', 'search']));
  });

  it('gives a namespace a language lacks as empty', () => {
    expect(pageTranslations('en', ['common', 'no-such-namespace'])._nextI18Next!.initialI18nStore.en['no-such-namespace']).toEqual({});
  });
});
