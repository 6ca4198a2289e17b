import { createHmac, timingSafeEqual } from 'node:crypto';

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

/** Paystack's webhook signature: HMAC-SHA512 of the raw body with the secret key, hex. */
export const paystackSignature = (rawBody: string, secretKey: string) => createHmac('sha512', secretKey).update(rawBody).digest('hex');
