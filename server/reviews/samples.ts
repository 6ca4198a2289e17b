import type { Localised } from '../lib/localised';
import { addDays } from '../lib/dates';
import { seededGenerator } from '../lib/seeded-random';
import type { reviews } from './schema';

/*
 * Sample reviews for a product's seeded catalogue, generated like it (the same everywhere). They
 * carry no order, so the site never shows them as verified; an operator's own catalogue comes with
 * its guests' real reviews instead. The product gives its words and its categories.
 */

/** Reviews are dated back from this day, so every machine seeds the same rows. */
const ANCHOR = '2026-10-31';

const AUTHORS: Array<[string, string]> = [
  ['Chinedu A.', 'NG'],
  ['Amaka O.', 'NG'],
  ['Tunde B.', 'NG'],
  ['Ngozi E.', 'NG'],
  ['Ibrahim M.', 'NG'],
  ['Fatima S.', 'NG'],
  ['Emeka N.', 'NG'],
  ['Yetunde A.', 'NG'],
  ['Kwame A.', 'GH'],
  ['Akosua M.', 'GH'],
  ['Moussa D.', 'SN'],
  ['Aminata S.', 'SN'],
  ['Koffi K.', 'CI'],
  ['Awa N.', 'CI'],
  ['Jean-Paul M.', 'CM'],
  ['Mireille T.', 'CM'],
  ['Samuel O.', 'KE'],
  ['Grace W.', 'KE'],
  ['Sarah L.', 'GB'],
  ['Olivier B.', 'FR'],
];
const FRENCH_SPEAKING = new Set(['SN', 'CI', 'CM', 'FR', 'TG', 'BJ', 'GA']);

export type Mood = 'good' | 'fair' | 'poor';

export interface SampleWords {
  sentences: Record<Mood, Localised[]>;
  titles: Record<Mood, Localised[]>;
}

export interface SampleSubject {
  id: string;
  /** The subject's usual score out of 10, around which its reviews fall. */
  quality: number;
  /** At most this many reviews. */
  most: number;
  /** In a French-speaking country: more reviews in French. */
  countryCode: string;
}

const clamp = (value: number) => Math.min(10, Math.max(1, Math.round(value)));

/** Sample reviews of each subject, by its quality, in the product's words, for its categories (`lean` moves one up or down). */
export function generateSampleReviews(
  kind: string,
  subjects: SampleSubject[],
  words: SampleWords,
  categories: readonly string[],
  seed: number,
  lean: Record<string, number> = {},
): Array<typeof reviews.$inferInsert> {
  const rows: Array<typeof reviews.$inferInsert> = [];
  subjects.forEach((subject, subjectIndex) => {
    const next = seededGenerator(seed * (subjectIndex + 1));
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const quality = subject.quality + (next() - 0.5) * 2.2;
    const total = 3 + Math.floor(next() * Math.max(1, subject.most - 3));
    const francophone = FRENCH_SPEAKING.has(subject.countryCode);
    for (let index = 0; index < total; index += 1) {
      const overall = clamp(quality + (next() - 0.5) * 4);
      const mood: Mood = overall >= 7 ? 'good' : overall >= 5 ? 'fair' : 'poor';
      const [authorName, authorCountry] = pick(AUTHORS);
      const language = FRENCH_SPEAKING.has(authorCountry) || (francophone && next() < 0.3) ? 'fr' : 'en';
      const first = pick(words.sentences[mood]);
      let second = pick(mood === 'good' ? words.sentences.good : words.sentences.fair);
      if (second === first) second = words.sentences[mood][(words.sentences[mood].indexOf(first) + 1) % words.sentences[mood].length]!;
      const experiencedOn = addDays(ANCHOR, -Math.floor(next() * 540) - 3);
      rows.push({
        id: `seed-${subject.id}-${String(index + 1).padStart(3, '0')}`,
        kind,
        subjectId: subject.id,
        orderId: null,
        authorName,
        authorCountry,
        language,
        overall,
        categories: Object.fromEntries(categories.map((name) => [name, clamp(overall + (next() - 0.5) * 3 + (lean[name] ?? 0))])),
        title: next() < 0.7 ? pick(words.titles[mood])[language] : null,
        text: `${first[language]} ${second[language]}`,
        experiencedOn,
        createdAt: new Date(`${addDays(experiencedOn, 2 + Math.floor(next() * 6))}T${String(8 + Math.floor(next() * 12)).padStart(2, '0')}:00:00Z`),
      });
    }
  });
  return rows;
}
