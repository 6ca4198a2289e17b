import type { Currency, Language } from '@/lib/locale-defaults';

/** The Intl locale behind each language: Nigerian English (day-first dates, ₦) and French. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-NG', fr: 'fr-FR' };

const MINOR_UNITS = 100;

/** Minor units (kobo, cents) from an API amount string such as "1234.50". */
export const toMinor = (amount: string | number) => Math.round(Number(amount) * MINOR_UNITS);

/** Converts an amount in minor units between naira and dollars at the configured rate. */
export function convertMinor(amountMinor: number, from: Currency, to: Currency, ngnPerUsd: number): number {
  if (from === to) return amountMinor;
  return Math.round(from === 'USD' ? amountMinor * ngnPerUsd : amountMinor / ngnPerUsd);
}

// Building an Intl formatter costs far more than using one: a results page formats hundreds of prices.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatMoney(amountMinor: number, currency: Currency, language: Language): string {
  const whole = amountMinor % MINOR_UNITS === 0;
  const key = `${language}:${currency}:${whole}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    numberFormats.set(key, format);
  }
  return format.format(amountMinor / MINOR_UNITS);
}

export function formatDate(date: Date | string, language: Language, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  const key = `${language}:${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], options);
    dateFormats.set(key, format);
  }
  return format.format(value);
}
