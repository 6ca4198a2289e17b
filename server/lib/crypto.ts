import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

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

/** Crockford's base 32: no I, L, O or U, so a number read over the phone is never misread. */
const READABLE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * `PREFIX-XXXX-XXXX-XXXX`: 60 random bits in readable characters, so one cannot be guessed from
 * another (a certificate's or a ticket's check page opens with it alone).
 */
export function unguessableNumber(prefix: string): string {
  const characters = [...randomBytes(12)].map((byte) => READABLE_ALPHABET[byte & 31]!).join('');
  return `${prefix}-${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8, 12)}`;
}

/** Compares two secrets in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) {
    // Still spend the comparison so length is the only thing timing can tell.
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}
