import { z } from 'zod';
import { CONTROL_CHARACTERS } from './text';

/*
 * What every catalogue an operator loads from a JSON file checks the same way (stays, experiences):
 * its words, in both languages, and the file's problems said one line each.
 */

/** A catalogue's words: trimmed, required, at most `max` characters, no control characters. */
export const catalogueText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !CONTROL_CHARACTERS.test(value), 'No control characters.');

/** The same words in English and in French. */
export const localisedText = (max: number) => z.object({ en: catalogueText(max), fr: catalogueText(max) }).strict();

/** A price in US dollars as a catalogue writes it ("85.00"). */
export const catalogueDollars = (example: string) => z.string().regex(/^\d{1,6}(\.\d{1,2})?$/, `Dollars, e.g. "${example}".`);

/** The file's problems, one line each ("properties.3.rooms.0.units: …"); none when it can be loaded. */
export function checkImportFile<S extends z.ZodType>(schema: S, input: unknown): { ok: true; file: z.output<S> } | { ok: false; problems: string[] } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, file: parsed.data };
  return { ok: false, problems: parsed.error.issues.slice(0, 50).map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`) };
}
