/** Test support: a component saying words of several kinds, with either useTranslation. */

export type TranslationHook = (namespace: string) => { t: (...args: never[]) => unknown };

/** Plain, interpolated, plural, from a fallback namespace, nested objects, missing, with options left undefined. */
export const wordsWith = (hook: TranslationHook) =>
  function Words() {
    const t = hook('results').t as unknown as (...args: unknown[]) => string;
    const common = hook('common').t as unknown as (...args: unknown[]) => string;
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
          t('search.tripTypes.roundTrip'),
          common('loading'),
          common('nav.openMenu'),
          common('nav.openMenu', undefined),
        ].join(' | ')}
      </p>
    );
  };
