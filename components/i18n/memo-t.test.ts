import type { TFunction } from 'i18next';
import { memoT } from './memo-t';

describe('memoT', () => {
  it('asks i18next once per key and options, and answers the same', () => {
    const t = jest.fn((key: string, options?: { count?: number }) => `${key}:${options?.count ?? ''}`);
    const remembered = memoT(t as unknown as TFunction);
    expect(remembered('results.nonstop')).toBe('results.nonstop:');
    expect(remembered('results.nonstop')).toBe('results.nonstop:');
    expect(remembered('results.bags', { count: 1 })).toBe('results.bags:1');
    expect(remembered('results.bags', { count: 2 })).toBe('results.bags:2');
    expect(remembered('results.bags', { count: 1 })).toBe('results.bags:1');
    expect(t).toHaveBeenCalledTimes(3);
  });
});
