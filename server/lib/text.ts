import { z } from '@hono/zod-openapi';

/**
 * C0 and C1 control characters and DEL. No field of ours is multi-line, so tabs and line breaks
 * are refused too (a line break in a name would end up in an email's headers or a PDF).
 */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Bidirectional overrides, isolates and marks: in a name they can make "Ada Obi" display as
 * something else on a ticket or in an email (Trojan Source). Refused in names.
 */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** A person's name as on a passport: trimmed, required, no control or bidirectional characters. */
export const personName = (max = 60) =>
  z
    .string()
    .trim()
    .min(1, 'Required.')
    .max(max)
    .refine((value) => !BIDI_CONTROLS.test(value), 'Use letters as printed on the passport, without direction marks.');

/** Names compared as people write them: case, accents, spaces, hyphens and apostrophes aside. */
export const comparableName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s'’`\-.]/g, '');

/** An email as shown to whoever may not know it: its first letter and its domain (a•••@example.com). */
export const maskedEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1•••$2');
