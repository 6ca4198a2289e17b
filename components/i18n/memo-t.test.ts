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

  it('does not remember what cannot be a key (a function among the options, a selector, a cycle), nor calls with more arguments', () => {
    const t = jest.fn(() => 'x');
    const remembered = memoT(t as unknown as TFunction) as unknown as (...args: unknown[]) => string;
    const format = () => 'f';
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    for (let time = 0; time < 2; time += 1) {
      remembered('a', { format });
      remembered((words: object) => words);
      remembered('a', cycle);
      remembered('a', 'default', { count: 1 });
    }
    expect(t).toHaveBeenCalledTimes(8);
  });

  it('remembers a date by its instant', () => {
    const t = jest.fn((_key: string, options: { when: Date }) => options.when.toISOString());
    const remembered = memoT(t as unknown as TFunction) as unknown as (...args: unknown[]) => string;
    expect(remembered('a', { when: new Date(0) })).toBe('1970-01-01T00:00:00.000Z');
    expect(remembered('a', { when: new Date(0) })).toBe('1970-01-01T00:00:00.000Z');
    expect(remembered('a', { when: new Date(1000) })).toBe('1970-01-01T00:00:01.000Z');
    expect(t).toHaveBeenCalledTimes(2);
  });

  it('keeps calls apart whose values only look alike (a typed string cannot pose as two options), and nested options apart', () => {
    const t = jest.fn((key: string, options: Record<string, unknown>) => `${key}${JSON.stringify(options)}`);
    const remembered = memoT(t as unknown as TFunction) as unknown as (...args: unknown[]) => string;
    expect(remembered('k', { text: 'a\u0000other\u0001"b"' })).toBe(`k${JSON.stringify({ text: 'a\u0000other\u0001"b"' })}`);
    expect(remembered('k', { text: 'a', other: 'b' })).toBe('k{"text":"a","other":"b"}');
    expect(remembered('k', { count: 1 })).toBe('k{"count":1}');
    expect(remembered('k', { count: '1' })).toBe('k{"count":"1"}');
    expect(remembered('k', { nested: { a: 1 } })).toBe('k{"nested":{"a":1}}');
    expect(remembered('k', { nested: { a: 2 } })).toBe('k{"nested":{"a":2}}');
    expect(t).toHaveBeenCalledTimes(6);
  });

  it('does not wrap a remembering t again (one memory, one key per call)', () => {
    const remembered = memoT(jest.fn(() => 'x') as unknown as TFunction);
    expect(memoT(remembered)).toBe(remembered);
  });

  it('forgets everything past 5,000 phrases rather than grow without end', () => {
    const t = jest.fn((key: string, options: { n: number }) => `${key}${options.n}`);
    const remembered = memoT(t as unknown as TFunction);
    for (let n = 0; n < 5001; n += 1) remembered('p', { n });
    remembered('p', { n: 0 });
    expect(t).toHaveBeenCalledTimes(5002);
    remembered('p', { n: 0 });
    expect(t).toHaveBeenCalledTimes(5002);
  });
});
