import { promiseCache } from './promise-cache';

describe('promiseCache', () => {
  it('shares one answer per key while it is fresh, then asks again', async () => {
    const cached = promiseCache<number>(1000, 10);
    let asked = 0;
    const compute = () => Promise.resolve(++asked);
    expect(await cached('a', compute, 0)).toBe(1);
    expect(await cached('a', compute, 999)).toBe(1);
    expect(await cached('a', compute, 1000)).toBe(2);
    expect(await cached('b', compute, 1000)).toBe(3);
  });

  it('forgets a failed answer, the oldest answer beyond its size, and everything on clear', async () => {
    const cached = promiseCache<string>(60_000, 2);
    await expect(cached('x', () => Promise.reject(new Error('provider down')), 0)).rejects.toThrow('provider down');
    expect(await cached('x', () => Promise.resolve('second try'), 1)).toBe('second try');
    await cached('y', () => Promise.resolve('y'), 2);
    await cached('z', () => Promise.resolve('z'), 3);
    expect(await cached('x', () => Promise.resolve('asked again'), 4)).toBe('asked again');
    cached.clear();
    expect(await cached('z', () => Promise.resolve('after clear'), 5)).toBe('after clear');
  });
});
