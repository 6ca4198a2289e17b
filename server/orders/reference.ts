import { randomInt } from 'node:crypto';

/**
 * Booking references a person can read over the phone and type as a bank transfer reference:
 * six characters without the ones that sound or look alike (0/O, 1/I, 2/Z, 5/S, 8/B).
 */
export const REFERENCE_ALPHABET = 'ACDEFGHJKLMNPQRTUVWXY34679';
export const REFERENCE_LENGTH = 6;

export function newOrderReference(): string {
  let reference = '';
  for (let index = 0; index < REFERENCE_LENGTH; index += 1) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}

export const isBookingReference = (value: string) => new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`).test(value);
