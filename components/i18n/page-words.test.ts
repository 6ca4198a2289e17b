import { isDeepStrictEqual } from 'node:util';
import i18next, { type i18n as I18n } from 'i18next';
import { pageTranslations } from '@/ssr/translations';
import { instanceOptions, type Translations } from './instance-options';
import { PageWords, type Store } from './page-words';

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
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 5, 21, 1.5, 1000000, -1];
/** Values that a person's input could bring into a phrase. */
const AWKWARD = ['$&', "$'", '{{count}}', '$t(common:nav.home)', 'Côte d’Ivoire & <b>', 42, 0, null, '', ['a', 'b'], { a: 1 }, 'x'.repeat(10000)];

type T = (...args: unknown[]) => unknown;

/** Every key of a namespace's words, as dotted paths, with the text of each leaf. */
function entries(words: Record<string, unknown>, prefix = ''): Array<[string, unknown]> {
  return Object.entries(words).flatMap(([key, value]): Array<[string, unknown]> => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' ? [[path, value], ...entries(value as Record<string, unknown>, path)] : [[path, value]];
  });
}

const variablesOf = (text: unknown) => (typeof text === 'string' ? [...text.matchAll(/{{(.+?)}}/g)].map((match) => match[1]!.trim()) : []);

/** The calls worth asking of one key: as it is, and as the base of its plural and context forms. */
function callsFor(key: string, text: unknown): unknown[][] {
  const names = variablesOf(text);
  const values = Object.fromEntries(names.map((name) => [name, `‹${name}›`]));
  const calls: unknown[][] = [[key], [key, values], [key, undefined], [key, null]];
  // One value left out (its placeholder stays), one passed as undefined (it says nothing).
  if (names.length) calls.push([key, { ...values, [names[0]!]: undefined }], [key, Object.fromEntries(names.slice(1).map((name) => [name, name]))]);
  for (const awkward of AWKWARD) calls.push([key, Object.fromEntries(names.map((name) => [name, awkward]))]);
  const plural = PLURAL.exec(key);
  if (plural) for (const count of COUNTS) calls.push([plural[1], { ...values, count }]);
  const cut = key.lastIndexOf('_');
  if (cut > 0) {
    const [base, context] = [key.slice(0, cut), key.slice(cut + 1)];
    calls.push(
      [base, { ...values, context }],
      [base, { ...values, context, count: 1 }],
      [base, { ...values, context, count: 3 }],
      [base, { ...values, context: '' }],
    );
    if (plural) calls.push([plural[1]!.replace(/_[^_]+$/, ''), { ...values, context: plural[1]!.slice(plural[1]!.lastIndexOf('_') + 1), count: 0 }]);
  }
  calls.push(
    [key, { defaultValue: 'Said {{name}}', name: 'Ada' }],
    [`${key}.missing`, { defaultValue: 'Said {{name}}', name: 'Ada' }],
    [`${key}.missing`, 'A default'],
  );
  if (text !== null && typeof text === 'object') calls.push([key, { returnObjects: true, ...values }]);
  return calls;
}

function pair(translations: Translations, language: string): { theirs: I18n; ours: PageWords } {
  // Each its own copy of the words (jsdom has no structuredClone).
  const options = () => instanceOptions(JSON.parse(JSON.stringify(translations)) as Translations, { copy: false });
  const theirs = i18next.createInstance();
  void theirs.init(options());
  const settings = options();
  const ours = new PageWords({
    language,
    fallbackLng: settings.fallbackLng as string | false,
    defaultNS: settings.defaultNS as string,
    fallbackNS: settings.fallbackNS as string[],
    resources: settings.resources as Store,
  });
  return { theirs, ours };
}

/**
 * Every call asked of both, answers compared (strictly: the same type, the same words); the calls
 * that differ are asserted once at the end, so that 130,000 comparisons take seconds, not half a
 * minute of Jest's matcher per call.
 */
function compare(translations: Translations, language: string): number {
  const { theirs, ours } = pair(translations, language);
  const store = translations.initialI18nStore as Record<string, Record<string, Record<string, unknown>>>;
  const differing: unknown[] = [];
  let compared = 0;
  for (const namespace of NAMESPACES) {
    const expected = theirs.getFixedT(language, namespace) as unknown as T;
    const actual = ours.getFixedT(language, namespace) as unknown as T;
    const calls = Object.values(store).flatMap((namespaces) => entries(namespaces[namespace] ?? {}).flatMap(([key, text]) => callsFor(key, text)));
    // Keys of other namespaces (through the fallback namespaces, or named), missing keys, sentences.
    calls.push(
      ['search.tripTypes.roundTrip'],
      ['results.count', { count: 2 }],
      ['auth.login'],
      ['missing.key'],
      ['common:nav.home'],
      ['home:hero.title'],
      ['nope:nav.home'],
      ['Note: not a key'],
      ['a:b:c'],
      [''],
      [null],
      [undefined],
      [42],
      [['missing.one', 'nav.home']],
      ['nav'],
      ['nav', { returnObjects: true }],
      ['common:nav', { returnObjects: true }],
    );
    for (const call of calls) {
      const [mine, theirsSaid] = [actual(...call), expected(...call)];
      if (!isDeepStrictEqual(mine, theirsSaid)) differing.push({ namespace, call, ours: mine, i18next: theirsSaid });
      compared += 1;
    }
  }
  expect(differing).toEqual([]);
  return compared;
}

describe('PageWords, the browser’s words', () => {
  it.each(['en', 'fr'])('answer as i18next does in %s: every key of every namespace, with every option the site uses', (language) => {
    expect(compare(pageTranslations(language, NAMESPACES)._nextI18Next!, language)).toBeGreaterThan(30000);
  });

  it('answer as i18next does when French falls back to English (both languages loaded)', () => {
    const french = pageTranslations('fr', NAMESPACES)._nextI18Next!;
    const english = pageTranslations('en', NAMESPACES)._nextI18Next!;
    // French with a key of its own removed, so that the fallback is asked for.
    const store = JSON.parse(JSON.stringify({ ...english.initialI18nStore, ...french.initialI18nStore })) as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    delete (store.fr!.common!.nav as Record<string, unknown>).home;
    const both = { ...french, initialI18nStore: store, userConfig: { ...french.userConfig, fallbackLng: 'en' } } as Translations;
    expect(compare(both, 'fr')).toBeGreaterThan(60000);
  });

  it('need nothing i18next has that they have not: no nesting, formats or unescaped values in any phrase', () => {
    for (const language of ['en', 'fr']) {
      const store = pageTranslations(language, NAMESPACES)._nextI18Next!.initialI18nStore[language] as Record<string, Record<string, unknown>>;
      for (const [namespace, words] of Object.entries(store)) {
        for (const [key, text] of entries(words)) {
          if (typeof text !== 'string') continue;
          expect([namespace, key, text.includes('$t(') || text.includes('{{-') || /{{[^}]*,[^}]*}}/.test(text)]).toEqual([namespace, key, false]);
        }
      }
    }
  });

  it('give one t per language and namespace, keep words already there, and tell listeners of a new language', async () => {
    const words = new PageWords({
      language: 'en',
      fallbackLng: 'en',
      defaultNS: 'common',
      fallbackNS: ['account'],
      resources: { en: { common: { hi: 'Hi' } } },
    });
    expect(words.getFixedT('en', 'common')).toBe(words.getFixedT('en', 'common'));
    expect(words.getFixedT('en', 'common')).not.toBe(words.getFixedT('en', 'results'));
    const t = words.getFixedT('en', 'common') as unknown as T;
    expect(t('auth.welcome', { name: 'Ada' })).toBe('auth.welcome');
    expect(words.hasResourceBundle('en', 'account')).toBe(false);
    words.addResourceBundle('en', 'account', { auth: { welcome: 'Welcome, {{name}}' } });
    expect(words.hasResourceBundle('en', 'account')).toBe(true);
    expect(t('auth.welcome', { name: 'Ada' })).toBe('Welcome, Ada');
    words.addResourceBundle('en', 'common', { hi: 'Hello', bye: 'Bye' });
    expect([t('hi'), t('bye')]).toEqual(['Hi', 'Bye']);
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    words.on('languageChanged', listener);
    await words.changeLanguage('fr');
    await words.changeLanguage('fr');
    words.off('languageChanged', listener);
    await words.changeLanguage('en');
    expect(heard).toEqual(['fr']);
    expect(words.language).toBe('en');
  });

  it('answer as i18next does in a language Intl does not know', () => {
    const resources = { 'x-bad_tag!': { common: { n_one: 'one', n_other: 'many', n: 'plain {{count}}' } } };
    const ours = new PageWords({ language: 'x-bad_tag!', defaultNS: 'common', fallbackNS: [], resources });
    const theirs = i18next.createInstance();
    void theirs.init({ lng: 'x-bad_tag!', fallbackLng: false, defaultNS: 'common', resources, initAsync: false, interpolation: { escapeValue: false } });
    for (const count of [0, 1, 2])
      expect((ours.getFixedT('x-bad_tag!', 'common') as unknown as T)('n', { count })).toBe(
        (theirs.getFixedT('x-bad_tag!', 'common') as unknown as T)('n', { count }),
      );
  });

  it('never write into the words they were given', () => {
    const given = { en: { common: { hi: 'Hi' } } };
    const words = new PageWords({ language: 'en', defaultNS: 'common', fallbackNS: [], resources: given });
    words.addResourceBundle('en', 'account', { auth: { login: 'Log in' } });
    words.addResourceBundle('en', 'common', { bye: 'Bye' });
    expect(given).toEqual({ en: { common: { hi: 'Hi' } } });
  });
});
