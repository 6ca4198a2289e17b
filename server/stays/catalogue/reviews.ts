import type { reviews } from '../../reviews/schema';
import { addDays } from '../../lib/dates';
import { STAY_CITIES } from './cities';

/*
 * Sample reviews for the seeded catalogue, generated like it (the same everywhere). They carry no
 * order, so the site never shows them as verified stays; an operator's own catalogue comes with
 * its guests' real reviews instead.
 */

export const STAY_REVIEW_CATEGORIES = ['cleanliness', 'comfort', 'location', 'facilities', 'staff', 'value'] as const;
export type StayReviewCategory = (typeof STAY_REVIEW_CATEGORIES)[number];

/** Reviews are dated back from this day, so every machine seeds the same rows. */
const ANCHOR = '2026-10-31';

const AUTHORS: Array<[string, string]> = [
  ['Chinedu A.', 'NG'], ['Amaka O.', 'NG'], ['Tunde B.', 'NG'], ['Ngozi E.', 'NG'], ['Ibrahim M.', 'NG'], ['Fatima S.', 'NG'], ['Emeka N.', 'NG'], ['Yetunde A.', 'NG'],
  ['Kwame A.', 'GH'], ['Akosua M.', 'GH'], ['Moussa D.', 'SN'], ['Aminata S.', 'SN'], ['Koffi K.', 'CI'], ['Awa N.', 'CI'], ['Jean-Paul M.', 'CM'], ['Mireille T.', 'CM'],
  ['Samuel O.', 'KE'], ['Grace W.', 'KE'], ['Sarah L.', 'GB'], ['Olivier B.', 'FR'],
];
const FRENCH_SPEAKING = new Set(['SN', 'CI', 'CM', 'FR', 'TG', 'BJ', 'GA']);

type Words = { en: string; fr: string };
const SENTENCES: Record<'good' | 'fair' | 'poor', Words[]> = {
  good: [
    { en: 'The staff were warm and helpful from check-in to check-out.', fr: 'Le personnel a été chaleureux et serviable de l’arrivée au départ.' },
    { en: 'Power stayed on all night and the air conditioning was quiet.', fr: 'L’électricité n’a jamais coupé et la climatisation était silencieuse.' },
    { en: 'Clean room, comfortable bed and a generous breakfast.', fr: 'Chambre propre, lit confortable et petit-déjeuner copieux.' },
    { en: 'Easy to reach from the airport, and the area felt safe at night.', fr: 'Facile d’accès depuis l’aéroport, et le quartier est sûr le soir.' },
    { en: 'The Wi-Fi was fast enough for video calls.', fr: 'Le Wi-Fi était assez rapide pour des appels vidéo.' },
    { en: 'Good value for the price: I would stay again.', fr: 'Bon rapport qualité-prix : j’y retournerais.' },
    { en: 'The room was spotless and bigger than it looked in the pictures.', fr: 'La chambre était impeccable et plus grande que sur les images.' },
  ],
  fair: [
    { en: 'The room was fine, but the Wi-Fi dropped in the evenings.', fr: 'La chambre était correcte, mais le Wi-Fi coupait le soir.' },
    { en: 'Breakfast was good, though check-in took a while.', fr: 'Le petit-déjeuner était bon, mais l’enregistrement a pris du temps.' },
    { en: 'Good location; the room could do with new curtains.', fr: 'Bien situé ; la chambre mériterait de nouveaux rideaux.' },
    { en: 'Friendly staff, but the water pressure in the shower was weak.', fr: 'Personnel aimable, mais peu de pression dans la douche.' },
  ],
  poor: [
    { en: 'The generator was switched off for hours at night.', fr: 'Le groupe électrogène a été coupé pendant des heures la nuit.' },
    { en: 'Our room smelled damp and the shower was cold.', fr: 'Notre chambre sentait l’humidité et la douche était froide.' },
    { en: 'Check-in took over an hour and nobody apologised.', fr: 'L’enregistrement a pris plus d’une heure, sans la moindre excuse.' },
    { en: 'Too expensive for what you get.', fr: 'Trop cher pour ce que l’on a.' },
  ],
};
const TITLES: Record<'good' | 'fair' | 'poor', Words[]> = {
  good: [{ en: 'Great stay', fr: 'Excellent séjour' }, { en: 'Would come back', fr: 'J’y reviendrai' }, { en: 'Felt at home', fr: 'Comme à la maison' }],
  fair: [{ en: 'Fine for a few nights', fr: 'Correct pour quelques nuits' }, { en: 'Good, not perfect', fr: 'Bien, sans plus' }],
  poor: [{ en: 'Disappointing', fr: 'Décevant' }, { en: 'Not worth the price', fr: 'Ne vaut pas son prix' }],
};

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const clamp = (value: number) => Math.min(10, Math.max(1, Math.round(value)));

/** The catalogue's sample reviews: a few to some dozens a property, around a quality its stars suggest. */
export function generateStayReviews(properties: Array<{ id: string; stars: number; cityCode: string }>): Array<typeof reviews.$inferInsert> {
  const rows: Array<typeof reviews.$inferInsert> = [];
  properties.forEach((property, propertyIndex) => {
    const next = random(104_729 * (propertyIndex + 1));
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const quality = 5.6 + property.stars * 0.55 + (next() - 0.5) * 2.2;
    const total = 3 + Math.floor(next() * (8 + property.stars * 7));
    const francophoneCity = FRENCH_SPEAKING.has(STAY_CITIES.find((city) => city.code === property.cityCode)?.country ?? '');
    for (let index = 0; index < total; index += 1) {
      const overall = clamp(quality + (next() - 0.5) * 4);
      const mood = overall >= 7 ? 'good' : overall >= 5 ? 'fair' : 'poor';
      const [authorName, authorCountry] = pick(AUTHORS);
      const language = FRENCH_SPEAKING.has(authorCountry) || (francophoneCity && next() < 0.3) ? 'fr' : 'en';
      const first = pick(SENTENCES[mood]);
      let second = pick(mood === 'good' ? SENTENCES.good : SENTENCES.fair);
      if (second === first) second = SENTENCES[mood][(SENTENCES[mood].indexOf(first) + 1) % SENTENCES[mood].length]!;
      const experiencedOn = addDays(ANCHOR, -Math.floor(next() * 540) - 3);
      const categories = Object.fromEntries(STAY_REVIEW_CATEGORIES.map((name) => [name, clamp(overall + (next() - 0.5) * 3 + (name === 'location' ? 0.6 : 0))]));
      rows.push({
        id: `seed-${property.id}-${String(index + 1).padStart(3, '0')}`,
        kind: 'stay',
        subjectId: property.id!,
        orderId: null,
        authorName,
        authorCountry,
        language,
        overall,
        categories,
        title: next() < 0.7 ? pick(TITLES[mood])[language] : null,
        text: `${first[language]} ${second[language]}`,
        experiencedOn,
        createdAt: new Date(`${addDays(experiencedOn, 2 + Math.floor(next() * 6))}T${String(8 + Math.floor(next() * 12)).padStart(2, '0')}:00:00Z`),
      });
    }
  });
  return rows;
}
