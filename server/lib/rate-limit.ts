import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimits, turns } from './schema';
import { HttpError } from './http-error';
import type { Context } from 'hono';
import type { AppBindings } from './create-app';
import { clientIp } from './request-context';

export interface Limit {
  /** What is limited, e.g. `login:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/** The longest window any limit counts in: a row whose window started longer ago than this has ended. */
export const MAX_WINDOW_SECONDS = 3600;
/** How often one process clears ended windows away (each key is a row: without it, strangers' keys pile up for ever). */

/** Deletes the rows of ended windows and of lines long free (the job `purge`). */
export async function purgeEndedWindows(db: Pick<Database, 'delete'>, now = new Date()) {
  const ended = new Date(now.getTime() - MAX_WINDOW_SECONDS * 1000);
  const purged = await db.delete(rateLimits).where(lt(rateLimits.windowStart, ended)).returning({ key: rateLimits.key });
  const freed = await db.delete(turns).where(lt(turns.freeAt, ended)).returning({ key: turns.key });
  return purged.length + freed.length;
}

/**
 * Takes the next turn in a key's line, shared by every process: this turn ends `delayMs` after the
 * turns already taken end (or after now, when the line is free). Returns how long to wait until
 * then, or null (nothing taken) when that would be more than `maxWaitMs`.
 */
export async function takeTurn(db: Pick<Database, 'insert'>, key: string, delayMs: number, maxWaitMs: number, now = new Date()): Promise<number | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ends = sql`GREATEST(${turns.freeAt}, ${at}) + ${delayMs} * interval '1 millisecond'`;
  const [row] = await db
    .insert(turns)
    .values({ key, freeAt: new Date(now.getTime() + delayMs) })
    .onConflictDoUpdate({
      target: turns.key,
      set: { freeAt: ends },
      setWhere: sql`${ends} <= ${new Date(now.getTime() + maxWaitMs).toISOString()}::timestamptz`,
    })
    .returning({ freeAt: turns.freeAt });
  return row ? Math.max(0, row.freeAt.getTime() - now.getTime()) : null;
}

/**
 * The time the limits count in: the real time. A test moves it forward past a window's edge it is
 * about to meet (server/test/clear-of-window-edges.ts) rather than wait for the edge to pass.
 */
export const limiterClock = { offsetMs: 0, now: () => new Date(Date.now() + limiterClock.offsetMs) };

function mustFit(limit: Pick<Limit, 'windowSeconds'>) {
  if (limit.windowSeconds > MAX_WINDOW_SECONDS) throw new Error(`rate limit window ${limit.windowSeconds} s is longer than MAX_WINDOW_SECONDS`);
}

/**
 * Counts one more attempt in a fixed window kept in the database (so every server process shares
 * it) and refuses with 429 and Retry-After once the window's allowance is spent; returns how many
 * this window has counted, this one included.
 */
export async function rateLimit(db: Pick<Database, 'insert'>, limit: Limit, message: string, now = limiterClock.now()) {
  mustFit(limit);
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
  return row!.count;
}

const windowOf = (limit: Pick<Limit, 'windowSeconds'>, now: Date) =>
  new Date(Math.floor(now.getTime() / (limit.windowSeconds * 1000)) * limit.windowSeconds * 1000);

/** How many times a key was counted in the current window (nothing counted). */
export async function countSoFar(db: Pick<Database, 'select'>, limit: Pick<Limit, 'key' | 'windowSeconds'>, now = limiterClock.now()): Promise<number> {
  const [row] = await db.select({ count: rateLimits.count, windowStart: rateLimits.windowStart }).from(rateLimits).where(eq(rateLimits.key, limit.key));
  return row && row.windowStart.getTime() === windowOf(limit, now).getTime() ? row.count : 0;
}

/** Counts one more (a failure) in the key's window; never refuses. */
export async function countOne(db: Pick<Database, 'insert'>, limit: Pick<Limit, 'key' | 'windowSeconds'>, now = limiterClock.now()) {
  mustFit(limit);
  const windowStart = windowOf(limit, now);
  await db
    .insert(rateLimits)
    .values({ key: limit.key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart.toISOString()}::timestamptz THEN ${rateLimits.count} + 1 ELSE 1 END`, windowStart },
    });
}

/** Takes back one count in the key's current window (an attempt that turned out right); never below zero. */
export async function uncount(db: Pick<Database, 'update'>, limit: Pick<Limit, 'key' | 'windowSeconds'>, now = limiterClock.now()) {
  await db
    .update(rateLimits)
    .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, limit.key), eq(rateLimits.windowStart, windowOf(limit, now))));
}

export const forget = (db: Pick<Database, 'delete'>, key: string) => db.delete(rateLimits).where(eq(rateLimits.key, key));

/**
 * An hour's allowance of one kind of call per client address (searches, quotes, reviews…): `what`
 * names the counter (`stay-search`), `message` says the refusal in the caller's words.
 */
export const limitPerAddress = <E extends AppBindings>(c: Context<E>, what: string, max: number, message: string) =>
  rateLimit(c.var.db, { key: `${what}:ip:${clientIp(c)}`, max, windowSeconds: 3600 }, message);
