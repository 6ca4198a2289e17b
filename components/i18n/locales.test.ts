import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * French pages ship only French (no English fallback beside it, ssr/page-props.ts): so every
 * English key must have its French text, plurals included (French "_one"/"_other" for English's).
 */
const LOCALES = join(process.cwd(), 'locales');
const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('translations', () => {
  for (const file of readdirSync(join(LOCALES, 'en'))) {
    it(`French has every key of English in ${file}`, () => {
      const english = keysOf(JSON.parse(readFileSync(join(LOCALES, 'en', file), 'utf8')));
      const french = new Set(keysOf(JSON.parse(readFileSync(join(LOCALES, 'fr', file), 'utf8'))));
      expect(english.filter((key) => !french.has(key))).toEqual([]);
    });
  }
});
