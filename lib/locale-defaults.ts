export const CURRENCIES = ['NGN', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const CURRENCY_COOKIE = 'currency';
/** Next.js' own locale cookie, so the framework and we agree on the saved language. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export interface LocaleDefaults {
  currency: Currency;
  language: Language;
}

/**
 * Spec §4: French-speaking West and Central Africa get French and dollars (ISO 3166 alpha-3:
 * Benin, Burkina Faso, Côte d'Ivoire, Guinea-Bissau, Mali, Niger, Senegal, Togo, Cameroon,
 * Central African Republic, Chad, Congo, Equatorial Guinea, Gabon); and the Democratic Republic
 * of the Congo, French-speaking too, which the specification's list leaves out while naming its
 * neighbour the Republic of the Congo.
 */
export const FRENCH_DEFAULT_COUNTRIES = ['BEN', 'BFA', 'CIV', 'GNB', 'MLI', 'NER', 'SEN', 'TGO', 'CMR', 'CAF', 'TCD', 'COG', 'GNQ', 'GAB', 'COD'] as const;

const FRENCH = new Set<string>(FRENCH_DEFAULT_COUNTRIES);

/** Country (alpha-3, or null when unknown) → the currency and language a visitor starts with. */
export function defaultsForCountry(iso3: string | null | undefined): LocaleDefaults {
  const code = iso3?.toUpperCase();
  if (code === 'NGA') return { currency: 'NGN', language: 'en' };
  if (code && FRENCH.has(code)) return { currency: 'USD', language: 'fr' };
  return { currency: 'USD', language: 'en' };
}

export const isCurrency = (value: unknown): value is Currency => CURRENCIES.includes(value as Currency);
export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export interface SavedChoice {
  currency?: string;
  language?: string;
}

/** The saved choice (cookie or local storage) wins over the location's defaults, field by field. */
export function resolvePreferences(iso3: string | null | undefined, saved: SavedChoice = {}): LocaleDefaults & { languageSaved: boolean } {
  const defaults = defaultsForCountry(iso3);
  return {
    currency: isCurrency(saved.currency) ? saved.currency : defaults.currency,
    language: isLanguage(saved.language) ? saved.language : defaults.language,
    languageSaved: isLanguage(saved.language),
  };
}

/** Spec §2: NGN and USD on the flights page, NGN only on insurance (insurance is for Nigerians). */
export function currenciesForPage(page: 'flight' | 'insurance' | 'stays' | 'experiences' | 'hub' | 'content'): readonly Currency[] {
  return page === 'insurance' ? ['NGN'] : CURRENCIES;
}
