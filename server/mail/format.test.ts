import { escape, money } from './format';

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

describe('escape', () => {
  it('escapes what HTML would read', () => {
    expect(escape(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
