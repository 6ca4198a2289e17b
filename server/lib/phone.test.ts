import { phoneKey } from './phone';

describe('phone numbers as one key', () => {
  it('reads a Nigerian number the same however it is written', () => {
    const ways = [
      '+234 803 123 4567',
      '08031234567',
      '2348031234567',
      '+2348031234567',
      '(0803) 123-4567',
      '0803 123 4567',
      '+234 (0) 803 123 4567',
      '234-803-123-4567',
    ];
    expect(new Set(ways.map(phoneKey))).toEqual(new Set(['+2348031234567']));
  });

  it('keeps other countries apart, and what it cannot read as its digits', () => {
    expect(phoneKey('+44 20 7946 0958')).toBe('+442079460958');
    expect(phoneKey('+233 24 123 4567')).toBe('+233241234567');
    expect(phoneKey('+225 07 12 34 56 78')).toBe('+2250712345678');
    expect(phoneKey('12')).toBe('+12');
  });
});
