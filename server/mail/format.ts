/** A moment as Lagos reads it (deadlines, payments), in the reader's language: full date and time unless told otherwise. */
export function lagosTime(date: Date, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' }) {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { ...options, timeZone: 'Africa/Lagos' }).format(date);
}

/** HTML-escapes text put into an email. */
export const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * An amount ("5000.00") in the reader's language as the site shows it: naira whole (₦5,000,
 * 5 000 ₦), dollars with cents unless they are zero (US$12.50, US$40). `exact` (an amount to be
 * paid to the kobo, a bank transfer) keeps kobo and cents whenever there are any; `cents` shows
 * dollars' cents even when zero (an amount among others that have them: see `receiptMoney`).
 */
export function money(amount: string, currency: string, language: string, exact = false, cents = false) {
  const value = currency === 'NGN' && !exact ? Math.round(Number(amount)) : Number(amount);
  const digits = Number.isInteger(value) && !(cents && currency !== 'NGN') ? 0 : 2;
  return new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-NG', {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'NGN' ? 'narrowSymbol' : 'symbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/**
 * A formatter for amounts shown together that add up (a receipt's lines and total): if one of
 * them has cents, all show them ("US$542.00" above "US$173.04", not "US$542"), as on the site.
 */
export function receiptMoney(amounts: string[], currency: string, language: string) {
  const cents = currency !== 'NGN' && amounts.some((amount) => !Number.isInteger(Number(amount)));
  return (amount: string) => money(amount, currency, language, false, cents);
}
