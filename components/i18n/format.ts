import { MINOR_UNITS } from '@/common/money';
import type { Currency, Language } from '@/lib/locale-defaults';

/** The Intl locale behind each language: Nigerian English (day-first dates, ₦) and French. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-NG', fr: 'fr-FR' };

/** Money in minor units, the same rules as the server's (common/money.ts). */
export { convertMinor, toMinor } from '@/common/money';

// Building an Intl formatter costs far more than using one: a results page formats hundreds of prices.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Naira are always whole (nobody reads or pays kobo: prices are whole naira already, and this
 * rounds anything else); dollars show cents unless they are zero, or unless `cents` says the
 * amount stands among others that have them (`hasCents`: a receipt's lines and total).
 */
export function formatMoney(amountMinor: number, currency: Currency, language: Language, exact = false, cents = false): string {
  if (currency === 'NGN' && !exact) amountMinor = Math.round(amountMinor / MINOR_UNITS) * MINOR_UNITS;
  const whole = amountMinor % MINOR_UNITS === 0 && !(cents && currency !== 'NGN');
  const key = `${language}:${currency}:${whole}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], {
      style: 'currency',
      currency,
      // French writes naira "NGN" by default; "₦" is what a reader recognises (dollars stay "$US").
      currencyDisplay: currency === 'NGN' ? 'narrowSymbol' : 'symbol',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    numberFormats.set(key, format);
  }
  return format.format(amountMinor / MINOR_UNITS);
}

/** Whether amounts shown together (a receipt's lines and total) show cents: when any of them has some. Naira never do. */
export function hasCents(amountsMinor: number[], currency: Currency): boolean {
  return currency !== 'NGN' && amountsMinor.some((amountMinor) => amountMinor % MINOR_UNITS !== 0);
}

/**
 * An amount short enough for a cell of a price grid (its currency said once, above the grid),
 * still telling neighbours apart: whole units below 10,000 ("985", "1,140"), three significant
 * digits above ("412K", "1.23M").
 */
export function formatGridMoney(amountMinor: number, currency: Currency, language: Language): string {
  const value = amountMinor / MINOR_UNITS;
  const compact = value >= 10_000;
  const key = `${language}:${currency}:grid:${compact}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      INTL_LOCALES[language],
      compact ? { notation: 'compact', maximumSignificantDigits: 3 } : { maximumFractionDigits: 0, minimumFractionDigits: 0 },
    );
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A short price for a small space ("₦9.3K", "9,3 k ₦", "$15"), e.g. on a seat of the seat map. */
export function formatCompactMoney(amountMinor: number, currency: Currency, language: Language): string {
  const key = `${language}:${currency}:compact`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    numberFormats.set(key, format);
  }
  return format.format(amountMinor / MINOR_UNITS);
}

const MEDIUM_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
// The same options object (a constant of the caller) finds its formatter without a key being written.
const dateFormatsByOptions = new WeakMap<Intl.DateTimeFormatOptions, Partial<Record<Language, Intl.DateTimeFormat>>>();

/** A whole number as the language writes it: "4,366" in English, "4 366" in French. */
export function formatCount(value: number, language: Language): string {
  const key = `count|${language}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], { maximumFractionDigits: 0 });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

export function formatDate(date: Date | string, language: Language, options: Intl.DateTimeFormatOptions = MEDIUM_DATE): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  let byLanguage = dateFormatsByOptions.get(options);
  if (!byLanguage) dateFormatsByOptions.set(options, (byLanguage = {}));
  let format = byLanguage[language];
  if (!format) {
    const key = `${language}:${JSON.stringify(options)}`;
    format = dateFormats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(INTL_LOCALES[language], options);
      dateFormats.set(key, format);
    }
    byLanguage[language] = format;
  }
  return format.format(value);
}

// ICU's range formatting costs about a tenth of a millisecond on the server, and a page asks for
// the same few ranges again and again: their words are kept (a bounded number of them).
const dateRanges = new Map<string, string>();
const DATE_RANGES_KEPT = 500;

/** "14–28 Dec", "28 Dec 2026 – 4 Jan 2027", or one day when both are the same. */
export function formatDateRange(start: string, end: string, language: Language): string {
  const thisYear = new Date().getUTCFullYear();
  const rangeKey = `${language}:${start}:${end}:${thisYear}`;
  let words = dateRanges.get(rangeKey);
  if (words === undefined) {
    if (dateRanges.size >= DATE_RANGES_KEPT) dateRanges.clear();
    words = rangeWords(start, end, language, thisYear);
    dateRanges.set(rangeKey, words);
  }
  return words;
}

function rangeWords(start: string, end: string, language: Language, thisYear: number): string {
  const from = new Date(`${start}T12:00:00Z`);
  const to = new Date(`${end}T12:00:00Z`);
  const sameYear = from.getUTCFullYear() === to.getUTCFullYear() && from.getUTCFullYear() === thisYear;
  const key = `${language}:range:${sameYear}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }), timeZone: 'UTC' });
    dateFormats.set(key, format);
  }
  if (start === end) return format.format(from);
  // ICU versions space the dash differently (thin or plain spaces): Node's must read exactly as
  // the browser's, or hydration throws the server's text away.
  return format.formatRange(from, to).replace(/\s*–\s*/, (dash) => (dash.length > 1 ? ' – ' : '–'));
}
