/** The two currencies prices are in (spec: naira or dollars). */
export type Currency = 'NGN' | 'USD';

export const MINOR_UNITS = 100;

/** Minor units (kobo, cents) from an amount such as "1234.50" (the API's and Amadeus' amount strings). */
export const toMinor = (amount: string | number) => Math.round(Number(amount) * MINOR_UNITS);

/** An amount string ("1234.50") from minor units. */
export const fromMinor = (minor: number) => (minor / MINOR_UNITS).toFixed(2);

/** Converts minor units between naira and dollars at the configured rate; naira come out whole (the one rule of both halves). */
export function convertMinor(minor: number, from: Currency, to: Currency, ngnPerUsd: number): number {
  if (from === to) return minor;
  if (from === 'USD') return Math.round((minor / MINOR_UNITS) * ngnPerUsd) * MINOR_UNITS;
  return Math.round(minor / ngnPerUsd);
}
