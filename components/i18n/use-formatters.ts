import { useMemo } from 'react';
import type { Currency } from '@/lib/locale-defaults';
import { useAppSelector } from '@/store/hooks';
import { convertMinor, formatCompactMoney, formatGridMoney, formatCount, formatDate, formatDateRange, formatMoney, hasCents } from './format';

/** Money and dates in the person's language, prices in the currency they chose. */
export function useFormatters() {
  const currency = useAppSelector((state) => state.auth.currency);
  const language = useAppSelector((state) => state.auth.locale);
  const ngnPerUsd = useAppSelector((state) => state.auth.ngnPerUsd);
  return useMemo(
    () => ({
      currency,
      language,
      /** A price known in `from`, shown in the chosen currency. */
      price: (amountMinor: number, from: Currency) => formatMoney(convertMinor(amountMinor, from, currency, ngnPerUsd), currency, language),
      money: (amountMinor: number, inCurrency: Currency) => formatMoney(amountMinor, inCurrency, language),
      /**
       * A formatter for amounts shown together that add up (a receipt): if one has cents, all
       * show them ("US$542.00" above "US$173.04", not "US$542").
       */
      receiptMoney: (amountsMinor: number[], inCurrency: Currency) => {
        const cents = hasCents(amountsMinor, inCurrency);
        return (amountMinor: number) => formatMoney(amountMinor, inCurrency, language, false, cents);
      },
      /** The same for prices known in `from`, shown in the chosen currency. */
      receiptPrice: (amountsMinor: number[], from: Currency) => {
        const cents = hasCents(
          amountsMinor.map((amountMinor) => convertMinor(amountMinor, from, currency, ngnPerUsd)),
          currency,
        );
        return (amountMinor: number) => formatMoney(convertMinor(amountMinor, from, currency, ngnPerUsd), currency, language, false, cents);
      },
      /** An amount to be paid to the kobo (a bank transfer): never rounded to whole naira. */
      exactMoney: (amountMinor: number, inCurrency: Currency) => formatMoney(amountMinor, inCurrency, language, true),
      /** The same, short ("₦9.3K") for a small space. */
      compactMoney: (amountMinor: number, inCurrency: Currency) => formatCompactMoney(amountMinor, inCurrency, language),
      gridMoney: (amountMinor: number, inCurrency: Currency) => formatGridMoney(amountMinor, inCurrency, language),
      date: (value: Date | string, options?: Intl.DateTimeFormatOptions) => formatDate(value, language, options),
      /** A whole number with the language's thousands separator (4,366 points; 4 366 points). */
      count: (value: number) => formatCount(value, language),
      /** Two YYYY-MM-DD days as one short range ("14–28 Dec"). */
      dateRange: (start: string, end: string) => formatDateRange(start, end, language),
    }),
    [currency, language, ngnPerUsd],
  );
}
