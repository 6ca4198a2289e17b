import { money } from '../mail/format';
import { voucherDiscount, type Voucher } from './totals';

const voucher = (fields: Partial<Voucher>) => ({ code: 'TEST', percentOff: null, amountOffMinor: null, currency: 'NGN', ...fields }) as Voucher;

describe('naira stay whole naira', () => {
  it('rounds a percentage discount on a naira booking down to whole naira', () => {
    // 10% of ₦123,456.00 is ₦12,345.60: the discount is ₦12,345, the total stays whole.
    expect(voucherDiscount(voucher({ percentOff: 10 }), 12_345_600, 'NGN')).toBe(1_234_500);
    expect(voucherDiscount(voucher({ percentOff: 10 }), 12_345, 'USD')).toBe(1_234);
    expect(voucherDiscount(voucher({ percentOff: 100 }), 50_000, 'NGN')).toBe(50_000);
  });

  it('writes amounts in emails as the site shows them', () => {
    expect(money('5000.00', 'NGN', 'en')).toBe('₦5,000');
    expect(money('5000.40', 'NGN', 'en')).toBe('₦5,000');
    expect(money('12.50', 'USD', 'en')).toBe('US$12.50');
    expect(money('40.00', 'USD', 'en')).toBe('US$40');
    expect(money('5000.00', 'NGN', 'fr').replace(/[\u00a0\u202f]/g, ' ')).toMatch(/^5 000 (NGN|₦)$/);
  });
});
