/*
 * How a traveller's contact details are written, the same in the browser's checks and the API's:
 * one pattern each, so a form never accepts what the API then refuses.
 */

/** A person's name as on their ID: letters of any alphabet (with their accents), spaces, apostrophes, dots, hyphens. */
export const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

/** A phone number as people write it, country code optional: 7 to 20 digits, spaces, brackets, hyphens. */
export const PHONE_NUMBER = /^\+?[0-9 ()-]{7,20}$/;

/** An email address plausible enough to send to (the API's own check is stricter). */
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
