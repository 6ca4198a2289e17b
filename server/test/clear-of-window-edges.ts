/*
 * Rate limits count in fixed windows that start on the clock's quarter hours (15 minutes and the
 * hour: server/lib/rate-limit.ts). A test that spends an allowance and expects the next call
 * refused saw the count start again when a quarter hour struck in between (CI, 09:45:01: 30 reads
 * allowed, the 31st answered 404, not 429). Each test therefore starts at least 20 s clear of one:
 * at most one short wait per quarter hour of testing.
 */
import { WINDOW_EDGE_MARGIN_MS, waitToClearWindowEdge } from './window-edges';

beforeEach(async () => {
  const wait = waitToClearWindowEdge(Date.now());
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}, WINDOW_EDGE_MARGIN_MS + 10_000);
