import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from '../lib/http-error';

export interface Limit {
  /** What is limited, e.g. `login:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one more attempt in a fixed window kept in the database (so every server process shares
 * it) and refuses with 429 and Retry-After once the window's allowance is spent.
 */
export async function rateLimit(db: Pick<Database, 'insert'>, limit: Limit, message: string, now = new Date()) {
  const windowStart = new Date(Math.floor(now.getTime() / (limit.windowSeconds * 1000)) * limit.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart.toISOString()}::timestamptz THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count });
  if (row!.count > limit.max) {
    const error = new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts', message);
    error.retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000));
    throw error;
  }
}
