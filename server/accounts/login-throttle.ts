import type { Database } from '../db/client';
import { HttpError } from '../lib/http-error';
import { countOne, countSoFar, forget, rateLimit, takeTurn, uncount } from '../lib/rate-limit';

const WINDOW_S = 15 * 60;
/** Wrong passwords one address may try, whatever the accounts, before it must wait. */
const ADDRESS_FAILURES = 30;
/** Wrong passwords one address may try on one account before it must wait. */
const PAIR_FAILURES = 10;
/** An account's failures (from anywhere) before each further attempt on it is slowed. */
const FREE_FAILURES = 3;
const MAX_DELAY_MS = 4_000;
/** Attempts on one account that may wait their turn in this process; more are refused at once. */
export const MAX_WAITING_PER_ACCOUNT = 10;
/** The longest an attempt may wait for its turn on one account, over every process; longer is refused at once. */
export const MAX_TURN_WAIT_MS = 30_000;

const keys = (email: string, address: string) => ({
  address: { key: `login-fail:ip:${address}`, windowSeconds: WINDOW_S },
  pair: { key: `login-fail:pair:${email}|${address}`, windowSeconds: WINDOW_S },
  account: { key: `login-fail:email:${email}`, windowSeconds: WINDOW_S },
});

/** The wait before answering a login for an account that has been failing: doubling, up to 4 s. */
export const loginDelayMs = (accountFailures: number) =>
  accountFailures <= FREE_FAILURES ? 0 : Math.min(MAX_DELAY_MS, 250 * 2 ** (accountFailures - FREE_FAILURES - 1));

/** How the wait is spent, and the time it is measured by; tests replace both so they need not sleep. */
export const slowdown = { wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)), now: () => new Date() };

const tooManyAtOnce = () => {
  const error = new HttpError(
    429,
    'TOO_MANY_ATTEMPTS',
    'Too many attempts',
    'Too many sign-in attempts on this account right now. Please try again in a minute.',
  );
  error.retryAfterSeconds = 60;
  return error;
};

const MESSAGE = 'Too many wrong passwords from this connection. For your safety, please wait 15 minutes or reset your password.';

/**
 * Before a password is checked (OWASP ASVS 6.3): the attempt is counted first, atomically, for
 * this address and for this address on this account, and refused (429) past their allowance, so
 * a hundred guesses sent at once are counted as a hundred, not checked as one. Failures on the
 * account from everywhere only slow each attempt down, so strangers guessing from many addresses
 * cannot lock its owner out: the owner's right password from an address that has not been
 * failing still gets in. A right password takes its own attempt back (loginSucceeded).
 *
 * The wait is a turn in the account's line, kept in the database for every process: each attempt
 * waits for the turns taken before it, then its own slowdown, so guesses spread over several
 * server processes are slowed one after another too (past 30 s of line, refused at once). The
 * owner's attempt takes its turn like any other: while strangers keep the line full, the owner
 * waits up to 30 s or is asked to try again in a minute, never locked out for the window.
 */
export async function beforeLogin(db: Database, email: string, address: string) {
  const limits = keys(email, address);
  await rateLimit(db, { ...limits.address, max: ADDRESS_FAILURES }, MESSAGE);
  await rateLimit(db, { ...limits.pair, max: PAIR_FAILURES }, MESSAGE);
  const delay = loginDelayMs(await countSoFar(db, limits.account));
  const wait = await takeTurn(db, `login:${email}`, delay, MAX_TURN_WAIT_MS, slowdown.now());
  if (wait === null) throw tooManyAtOnce();
  if (wait > 0) await slowdown.wait(wait);
}

/** A wrong password: the account's failures grow (this address's were counted before the check). */
export const loginFailed = (db: Database, email: string, address: string) => countOne(db, keys(email, address).account);

/** A right password clears this address's failures on the account and takes back its attempt on the address (the account's own count runs out with its window). */
export async function loginSucceeded(db: Database, email: string, address: string) {
  const limits = keys(email, address);
  await forget(db, limits.pair.key);
  await uncount(db, limits.address);
}

/** This process's line per account (the database's `turns` space them across processes). */
const lines = new Map<string, { tail: Promise<unknown>; waiting: number }>();

/**
 * Attempts on one account run one after another in this process, so each reads the failures of
 * the one before (its slowdown grows with them): sixty guesses sent at once from sixty addresses
 * take sixty waits, not one. At most MAX_WAITING_PER_ACCOUNT wait here; past that, 429 at once
 * (nothing held for them). Across processes, the database's line (beforeLogin) spaces them.
 */
export async function oneAtATime<T>(email: string, work: () => Promise<T>): Promise<T> {
  const line = lines.get(email) ?? { tail: Promise.resolve(), waiting: 0 };
  if (line.waiting >= MAX_WAITING_PER_ACCOUNT) throw tooManyAtOnce();
  line.waiting += 1;
  lines.set(email, line);
  const mine = line.tail.catch(() => undefined).then(work);
  line.tail = mine;
  try {
    return await mine;
  } finally {
    line.waiting -= 1;
    if (line.waiting === 0 && line.tail === mine) lines.delete(email);
  }
}
