import { render, type RenderOptions } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import enAccount from '@/locales/en/account.json';
import enCommon from '@/locales/en/common.json';
import enFlights from '@/locales/en/flights.json';
import enResults from '@/locales/en/results.json';
import enSearch from '@/locales/en/search.json';
import enHome from '@/locales/en/home.json';
import enHub from '@/locales/en/hub.json';
import enPrivacy from '@/locales/en/privacy.json';
import enInsurance from '@/locales/en/insurance.json';
import enStays from '@/locales/en/stays.json';
import enReviews from '@/locales/en/reviews.json';
import enExperiences from '@/locales/en/experiences.json';
import enAftersales from '@/locales/en/aftersales.json';
import enOps from '@/locales/en/ops.json';
import enStaycard from '@/locales/en/staycard.json';
import enPush from '@/locales/en/push.json';
import enBlog from '@/locales/en/blog.json';
import enHelp from '@/locales/en/help.json';
import enDestinations from '@/locales/en/destinations.json';
import enRoutes from '@/locales/en/routes.json';
import frAccount from '@/locales/fr/account.json';
import frCommon from '@/locales/fr/common.json';
import frFlights from '@/locales/fr/flights.json';
import frResults from '@/locales/fr/results.json';
import frSearch from '@/locales/fr/search.json';
import frHome from '@/locales/fr/home.json';
import frHub from '@/locales/fr/hub.json';
import frPrivacy from '@/locales/fr/privacy.json';
import frInsurance from '@/locales/fr/insurance.json';
import frStays from '@/locales/fr/stays.json';
import frReviews from '@/locales/fr/reviews.json';
import frExperiences from '@/locales/fr/experiences.json';
import frAftersales from '@/locales/fr/aftersales.json';
import frOps from '@/locales/fr/ops.json';
import frStaycard from '@/locales/fr/staycard.json';
import frPush from '@/locales/fr/push.json';
import frBlog from '@/locales/fr/blog.json';
import frHelp from '@/locales/fr/help.json';
import frDestinations from '@/locales/fr/destinations.json';
import frRoutes from '@/locales/fr/routes.json';
import { PageWords } from '@/components/i18n/page-words';
import { makeStore, type RootState } from '@/store';

/** Real translations, read as the browser reads them (components/i18n/page-words.ts), so tests find things by the words a person reads. */
export function createTestI18n(language: 'en' | 'fr' = 'en') {
  return new PageWords({
    language,
    fallbackLng: 'en',
    fallbackNS: ['search', 'results', 'account', 'staycard'],
    defaultNS: 'common',
    resources: {
      en: {
        common: enCommon,
        home: enHome,
        privacy: enPrivacy,
        flights: enFlights,
        results: enResults,
        search: enSearch,
        hub: enHub,
        account: enAccount,
        insurance: enInsurance,
        stays: enStays,
        reviews: enReviews,
        experiences: enExperiences,
        aftersales: enAftersales,
        push: enPush,
        staycard: enStaycard,
        ops: enOps,
        blog: enBlog,
        help: enHelp,
        destinations: enDestinations,
        routes: enRoutes,
      },
      fr: {
        common: frCommon,
        home: frHome,
        privacy: frPrivacy,
        flights: frFlights,
        results: frResults,
        search: frSearch,
        hub: frHub,
        account: frAccount,
        insurance: frInsurance,
        stays: frStays,
        reviews: frReviews,
        experiences: frExperiences,
        aftersales: frAftersales,
        push: frPush,
        staycard: frStaycard,
        ops: frOps,
        blog: frBlog,
        help: frHelp,
        destinations: frDestinations,
        routes: frRoutes,
      },
    },
  });
}

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  language?: 'en' | 'fr';
}

/** Renders a component over a fresh store and real translations (never `_app`: see docs/pitfalls.md). */
export function renderWithProviders(ui: ReactElement, { preloadedState, language = 'en', ...options }: ProviderOptions = {}) {
  const store = makeStore(preloadedState);
  const i18n = createTestI18n(language);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n as unknown as I18n}>{children}</I18nextProvider>
    </Provider>
  );
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}
