export type Currency = 'NGN' | 'USD';

/** Minor units (kobo, cents) from an Amadeus amount string. */
export const toMinor = (amount: string) => Math.round(Number(amount) * 100);

/** An Amadeus amount string from minor units. */
export const fromMinor = (minor: number) => (minor / 100).toFixed(2);

/** Converts minor units between naira and dollars at the configured rate; naira amounts are whole naira. */
export function convertMinor(minor: number, from: Currency, to: Currency, ngnPerUsd: number): number {
  if (from === to) return minor;
  if (from === 'USD') return Math.round((minor / 100) * ngnPerUsd) * 100;
  return Math.round(minor / ngnPerUsd);
}
