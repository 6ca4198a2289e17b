import { escape, money, receiptMoney } from './format';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money in an email', () => {
  it('writes naira whole with its sign in both languages, and dollars as the site does', () => {
    expect(money('5000.40', 'NGN', 'en')).toBe('₦5,000');
    expect(plain(money('5000.40', 'NGN', 'fr'))).toBe('5 000 ₦');
    expect(money('12.50', 'USD', 'en')).toBe('US$12.50');
    expect(plain(money('40.00', 'USD', 'fr'))).toBe('40 $US');
  });

  it('keeps the kobo of an exact amount (a bank transfer)', () => {
    expect(money('5000.40', 'NGN', 'en', true)).toBe('₦5,000.40');
  });
});

describe('a receipt in an email or the PDF', () => {
  it('shows every line with cents when one has them (dollars), naira whole', () => {
    const dollars = receiptMoney(['542.00', '173.04', '0.00', '715.04'], 'USD', 'en');
    expect(['542.00', '173.04', '715.04'].map(dollars)).toEqual(['US$542.00', 'US$173.04', 'US$715.04']);
    expect(receiptMoney(['542.00', '173.00'], 'USD', 'en')('542.00')).toBe('US$542');
    expect(receiptMoney(['5000.40', '100.00'], 'NGN', 'en')('100.00')).toBe('₦100');
  });
});

describe('escape', () => {
  it('escapes what HTML would read', () => {
    expect(escape(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
