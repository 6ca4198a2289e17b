import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A random opaque token (session, reset flow), URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What is stored in place of a token: its SHA-256 (a database leak does not leak sessions). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A 6-digit one-time code, uniformly drawn. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A code's stored hash, salted with its record so equal codes never share a hash. */
export const codeHash = (recordId: string, code: string) => createHash('sha256').update(`${recordId}:${code}`).digest('hex');

const REFERRAL_ALPHABET = 'ACDEFGHJKLMNPQRTUVWXY34679';
/** A referral code a person can read out: eight unambiguous characters. */
export const newReferralCode = () => Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(0, REFERRAL_ALPHABET.length)]).join('');
