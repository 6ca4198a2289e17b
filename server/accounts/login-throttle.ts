import type { Database } from '../db/client';
import { countOne, countSoFar, forget, refuseWhenSpent } from '../lib/rate-limit';

const WINDOW_S = 15 * 60;
/** Wrong passwords one address may try, whatever the accounts, before it must wait. */
const ADDRESS_FAILURES = 30;
/** Wrong passwords one address may try on one account before it must wait. */
const PAIR_FAILURES = 10;
/** An account's failures (from anywhere) before each further attempt on it is slowed. */
const FREE_FAILURES = 3;
const MAX_DELAY_MS = 4_000;

const keys = (email: string, address: string) => ({
  address: { key: `login-fail:ip:${address}`, windowSeconds: WINDOW_S },
  pair: { key: `login-fail:pair:${email}|${address}`, windowSeconds: WINDOW_S },
  account: { key: `login-fail:email:${email}`, windowSeconds: WINDOW_S },
});

/** The wait before answering a login for an account that has been failing: doubling, up to 4 s. */
export const loginDelayMs = (accountFailures: number) => (accountFailures <= FREE_FAILURES ? 0 : Math.min(MAX_DELAY_MS, 250 * 2 ** (accountFailures - FREE_FAILURES - 1)));

/** How the wait is spent; tests replace it so they need not sleep. */
export const slowdown = { wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)) };

const MESSAGE = 'Too many wrong passwords from this connection. For your safety, please wait 15 minutes or reset your password.';

/**
 * Before a password is checked (OWASP ASVS 6.3): an address that keeps failing, on any accounts
 * or on this one, waits (429). Failures on the account from everywhere only slow each attempt
 * down, so strangers guessing from many addresses cannot lock its owner out: the owner's right
 * password from an address that has not been failing still gets in.
 */
export async function beforeLogin(db: Database, email: string, address: string) {
  const limits = keys(email, address);
  await refuseWhenSpent(db, { ...limits.address, max: ADDRESS_FAILURES }, MESSAGE);
  await refuseWhenSpent(db, { ...limits.pair, max: PAIR_FAILURES }, MESSAGE);
  const delay = loginDelayMs(await countSoFar(db, limits.account));
  if (delay > 0) await slowdown.wait(delay);
}

export async function loginFailed(db: Database, email: string, address: string) {
  const limits = keys(email, address);
  await Promise.all([countOne(db, limits.address), countOne(db, limits.pair), countOne(db, limits.account)]);
}

/** A right password clears this address's failures on the account (the account's own count runs out with its window). */
export const loginSucceeded = (db: Database, email: string, address: string) => forget(db, keys(email, address).pair.key);
