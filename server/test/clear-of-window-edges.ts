/*
 * Rate limits count in fixed windows that start on the clock's quarter hours (15 minutes and the
 * hour: server/lib/rate-limit.ts). A test that spends an allowance and expects the next call
 * refused saw the count start again when a quarter hour struck in between (CI, 09:45:01: 30 reads
 * allowed, the 31st answered 404, not 429). Each test therefore starts at least 20 s clear of one:
 * the limits' clock (never the test's own time) is moved forward past an edge it is about to meet.
 */
import { clearOfWindowEdge } from './window-edges';

beforeEach(clearOfWindowEdge);
