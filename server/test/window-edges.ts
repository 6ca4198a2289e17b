import { limiterClock } from '../lib/rate-limit';

/** The rate limits' windows all start on quarter hours (15 minutes, 60 minutes). */
const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** How far from a window's edge a test starts. */
export const WINDOW_EDGE_MARGIN_MS = 20_000;

/** How long to wait, at `nowMs`, for a test to start clear of the next quarter hour (0: no need). */
export function waitToClearWindowEdge(nowMs: number): number {
  const left = QUARTER_HOUR_MS - (nowMs % QUARTER_HOUR_MS);
  return left < WINDOW_EDGE_MARGIN_MS ? left + 100 : 0;
}

/** Moves the limits' clock past the quarter hour it is about to meet (no wait); how far it moved. */
export function clearOfWindowEdge(): number {
  const shift = waitToClearWindowEdge(limiterClock.now().getTime());
  limiterClock.offsetMs += shift;
  return shift;
}
