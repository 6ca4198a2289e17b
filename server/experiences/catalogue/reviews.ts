import type { Localised } from '../../lib/localised';
import { STAY_CITIES } from '../../reference/destination-cities';
import type { reviews } from '../../reviews/schema';
import { generateSampleReviews, type Mood } from '../../reviews/samples';

/* The seeded experiences' sample reviews (server/reviews/samples.ts), in a participant's words. */

export const EXPERIENCE_REVIEW_CATEGORIES = ['guide', 'organisation', 'value', 'safety'] as const;
export type ExperienceReviewCategory = (typeof EXPERIENCE_REVIEW_CATEGORIES)[number];

const L = (en: string, fr: string): Localised => ({ en, fr });

const SENTENCES: Record<Mood, Localised[]> = {
  good: [
    L('Our guide knew everyone and told the best stories.', 'Notre guide connaissait tout le monde et racontait les meilleures histoires.'),
    L('Started on time and the group was small.', 'Départ à l’heure et petit groupe.'),
    L('Our children loved it, and we felt safe the whole time.', 'Nos enfants ont adoré, et nous nous sommes sentis en sécurité tout du long.'),
    L('Worth the price: we would book it again.', 'Ça valait son prix : nous le referions.'),
    L(
      'The meeting point was easy to find and the ticket on my phone was enough.',
      'Le point de rendez-vous était facile à trouver et le billet sur mon téléphone suffisait.',
    ),
  ],
  fair: [
    L('A good afternoon, but the group was larger than we expected.', 'Un bon après-midi, mais le groupe était plus grand que prévu.'),
    L('Nice idea; it started twenty minutes late.', 'Bonne idée ; le départ a eu vingt minutes de retard.'),
    L('The guide was kind, though hard to hear in the crowd.', 'Le guide était aimable, mais difficile à entendre dans la foule.'),
  ],
  poor: [
    L('We waited almost an hour at the meeting point.', 'Nous avons attendu presque une heure au point de rendez-vous.'),
    L('Too rushed, and not what the description promised.', 'Trop pressé, et pas ce que promettait la description.'),
    L('Overpriced for what it was.', 'Trop cher pour ce que c’était.'),
  ],
};
const TITLES: Record<Mood, Localised[]> = {
  good: [L('Loved it', 'Adoré'), L('A highlight of our trip', 'Un temps fort du voyage'), L('Great guide', 'Excellent guide')],
  fair: [L('Good, not great', 'Bien, sans plus'), L('Fine for an afternoon', 'Correct pour un après-midi')],
  poor: [L('Disappointing', 'Décevant'), L('Not as described', 'Pas comme décrit')],
};

/** Sample reviews of the seeded experiences (informational places are not reviewed). */
export function generateExperienceReviews(rows: Array<{ id: string; cityCode: string }>): Array<typeof reviews.$inferInsert> {
  const subjects = rows.map((row, index) => ({
    id: row.id,
    quality: 7.2 + ((index * 37) % 20) / 10,
    most: 6 + ((index * 13) % 30),
    countryCode: STAY_CITIES.find((city) => city.code === row.cityCode)?.country ?? '',
  }));
  return generateSampleReviews('experience', subjects, { sentences: SENTENCES, titles: TITLES }, EXPERIENCE_REVIEW_CATEGORIES, 179_424_673, { guide: 0.4 });
}
