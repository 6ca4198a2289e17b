import { convertMinor, formatCompactMoney, formatDate, formatDateRange, formatMoney, hasCents } from './format';

// Intl output uses narrow no-break spaces in French; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('money and dates in the active language', () => {
  it('formats naira and dollars in Nigerian English', () => {
    expect(formatMoney(8_500_000, 'NGN', 'en')).toBe('₦85,000');
    expect(formatMoney(123_456, 'USD', 'en')).toBe('US$1,234.56');
  });

  it('never shows kobo: naira are whole, dollars keep their cents', () => {
    expect(formatMoney(8_765_432, 'NGN', 'en')).toBe('₦87,654');
    expect(formatMoney(8_765_450, 'NGN', 'en')).toBe('₦87,655');
    expect(formatMoney(-250_000, 'NGN', 'en')).toBe('-₦2,500');
    expect(formatMoney(4_000, 'USD', 'en')).toBe('US$40');
    expect(convertMinor(333, 'USD', 'NGN', 1550)).toBe(516_200);
  });

  it('shows the cents of every amount of a receipt when one has them; naira stay whole', () => {
    const usd = [54_200, 17_304, 71_504];
    expect(hasCents(usd, 'USD')).toBe(true);
    expect(usd.map((minor) => formatMoney(minor, 'USD', 'en', false, hasCents(usd, 'USD')))).toEqual(['US$542.00', 'US$173.04', 'US$715.04']);
    expect(plain(formatMoney(54_200, 'USD', 'fr', false, true))).toBe('542,00 $US');
    expect(hasCents([54_200, 17_300], 'USD')).toBe(false);
    expect(hasCents([8_765_432], 'NGN')).toBe(false);
    expect(formatMoney(8_765_432, 'NGN', 'en', false, true)).toBe('₦87,654');
    // The formatter kept for whole dollars is not the one with cents.
    expect(formatMoney(4_000, 'USD', 'en')).toBe('US$40');
  });

  it('writes short prices for small spaces', () => {
    expect(formatCompactMoney(930_000, 'NGN', 'en')).toBe('₦9.3K');
    expect(formatCompactMoney(1_500, 'USD', 'en')).toBe('$15');
    expect(plain(formatCompactMoney(930_000, 'NGN', 'fr'))).toBe('9,3 k ₦');
  });

  it('formats them in French', () => {
    expect(plain(formatMoney(123_456, 'USD', 'fr'))).toBe('1 234,56 $US');
    expect(plain(formatMoney(8_500_000, 'NGN', 'fr'))).toBe('85 000 ₦');
  });

  it('converts between naira and dollars at the configured rate, in minor units', () => {
    expect(convertMinor(10_000, 'USD', 'NGN', 1550)).toBe(15_500_000);
    expect(convertMinor(15_500_000, 'NGN', 'USD', 1550)).toBe(10_000);
    expect(convertMinor(777, 'NGN', 'NGN', 1550)).toBe(777);
  });

  it('writes the dates of a trip as one short range', () => {
    const year = new Date().getUTCFullYear();
    expect(formatDateRange(`${year}-12-14`, `${year}-12-28`, 'en')).toBe('14–28 Dec');
    expect(plain(formatDateRange(`${year}-12-14`, `${year}-12-28`, 'fr'))).toBe('14–28 déc.');
    expect(formatDateRange(`${year}-12-14`, `${year}-12-14`, 'en')).toBe('14 Dec');
    expect(plain(formatDateRange(`${year}-12-28`, `${year + 1}-01-04`, 'en'))).toBe(`28 Dec ${year} – 4 Jan ${year + 1}`);
  });

  it('spaces the dash of a range with plain spaces, as every browser will read it back', () => {
    const year = new Date().getUTCFullYear();
    // Node and the browser carry different ICU versions: thin spaces here would not hydrate.
    expect(formatDateRange(`${year}-12-28`, `${year + 1}-01-04`, 'en')).toBe(`28 Dec ${year} – 4 Jan ${year + 1}`);
    expect(formatDateRange(`${year}-12-28`, `${year + 1}-01-04`, 'fr')).toMatch(/^28 déc\. \d{4} – 4 janv\. \d{4}$/);
  });

  it('writes dates day first in English and in French words in French', () => {
    const date = new Date('2026-12-24T12:00:00Z');
    expect(formatDate(date, 'en', { day: 'numeric', month: 'numeric', year: 'numeric' })).toBe('24/12/2026');
    expect(formatDate(date, 'fr', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('24 décembre 2026');
  });
});
