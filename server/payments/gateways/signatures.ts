import { createHmac } from 'node:crypto';

export { safeEqual } from '../../lib/crypto';

/** Paystack's webhook signature: HMAC-SHA512 of the raw body with the secret key, hex. */
export const paystackSignature = (rawBody: string, secretKey: string) => createHmac('sha512', secretKey).update(rawBody).digest('hex');
