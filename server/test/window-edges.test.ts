import { limiterClock } from '../lib/rate-limit';
import { clearOfWindowEdge, waitToClearWindowEdge } from './window-edges';

describe('tests start clear of a rate-limit window edge', () => {
  const at = (time: string) => Date.parse(`2026-11-27T${time}Z`);

  it('waits past a quarter hour that is less than 20 s away, and not otherwise', () => {
    // The CI run whose 31st read was allowed: its reads straddled 09:45:00.
    expect(waitToClearWindowEdge(at('09:44:59.500'))).toBe(600);
    expect(waitToClearWindowEdge(at('09:44:45'))).toBe(15_100);
    expect(waitToClearWindowEdge(at('09:44:40'))).toBe(0);
    expect(waitToClearWindowEdge(at('09:45:00'))).toBe(0);
    expect(waitToClearWindowEdge(at('09:59:50'))).toBe(10_100);
    expect(waitToClearWindowEdge(at('10:07:30'))).toBe(0);
  });

  it("moves the limits' clock (not the test's own) past an edge 5 s away, at once: no wait", () => {
    const kept = limiterClock.offsetMs;
    try {
      const quarter = 15 * 60_000;
      const real = Date.now();
      // The limits' clock 5 s before a quarter hour.
      limiterClock.offsetMs = quarter - (real % quarter) - 5_000;
      const before = limiterClock.now().getTime();
      expect(clearOfWindowEdge()).toBeGreaterThanOrEqual(5_000);
      const after = limiterClock.now().getTime();
      expect(Math.floor(after / quarter)).toBe(Math.floor(before / quarter) + 1);
      expect(after % quarter).toBeLessThan(2_000);
      // Well inside a window: nothing moves.
      expect(clearOfWindowEdge()).toBe(0);
    } finally {
      limiterClock.offsetMs = kept;
    }
  });
});
