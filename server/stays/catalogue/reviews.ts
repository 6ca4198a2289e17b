import type { Localised } from '../../lib/localised';
import type { reviews } from '../../reviews/schema';
import { generateSampleReviews } from '../../reviews/samples';
import { STAY_CITIES } from './cities';

/* The seeded stays' sample reviews (server/reviews/samples.ts), in a guest's words about a stay. */

export const STAY_REVIEW_CATEGORIES = ['cleanliness', 'comfort', 'location', 'facilities', 'staff', 'value'] as const;
export type StayReviewCategory = (typeof STAY_REVIEW_CATEGORIES)[number];

type Words = Localised;
const SENTENCES: Record<'good' | 'fair' | 'poor', Words[]> = {
  good: [
    { en: 'The staff were warm and helpful from check-in to check-out.', fr: 'Le personnel a été chaleureux et serviable de l’arrivée au départ.' },
    { en: 'Power stayed on all night and the air conditioning was quiet.', fr: 'L’électricité n’a jamais coupé et la climatisation était silencieuse.' },
    { en: 'Clean room, comfortable bed and a generous breakfast.', fr: 'Chambre propre, lit confortable et petit-déjeuner copieux.' },
    { en: 'Easy to reach from the airport, and the area felt safe at night.', fr: 'Facile d’accès depuis l’aéroport, et le quartier est sûr le soir.' },
    { en: 'The Wi-Fi was fast enough for video calls.', fr: 'Le Wi-Fi était assez rapide pour des appels vidéo.' },
    { en: 'Good value for the price: I would stay again.', fr: 'Bon rapport qualité-prix : j’y retournerais.' },
    { en: 'The room was spotless and bigger than it looked in the pictures.', fr: 'La chambre était impeccable et plus grande que sur les images.' },
  ],
  fair: [
    { en: 'The room was fine, but the Wi-Fi dropped in the evenings.', fr: 'La chambre était correcte, mais le Wi-Fi coupait le soir.' },
    { en: 'Breakfast was good, though check-in took a while.', fr: 'Le petit-déjeuner était bon, mais l’enregistrement a pris du temps.' },
    { en: 'Good location; the room could do with new curtains.', fr: 'Bien situé ; la chambre mériterait de nouveaux rideaux.' },
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
  good: [
    { en: 'Great stay', fr: 'Excellent séjour' },
    { en: 'Would come back', fr: 'J’y reviendrai' },
    { en: 'Felt at home', fr: 'Comme à la maison' },
  ],
  fair: [
    { en: 'Fine for a few nights', fr: 'Correct pour quelques nuits' },
    { en: 'Good, not perfect', fr: 'Bien, sans plus' },
  ],
  poor: [
    { en: 'Disappointing', fr: 'Décevant' },
    { en: 'Not worth the price', fr: 'Ne vaut pas son prix' },
  ],
};

/** The catalogue's sample reviews: a few to some dozens a property, around a quality its stars suggest. */
export function generateStayReviews(properties: Array<{ id: string; stars: number; cityCode: string }>): Array<typeof reviews.$inferInsert> {
  const subjects = properties.map((property) => ({
    id: property.id,
    quality: 5.6 + property.stars * 0.55,
    most: 11 + property.stars * 7,
    countryCode: STAY_CITIES.find((city) => city.code === property.cityCode)?.country ?? '',
  }));
  return generateSampleReviews('stay', subjects, { sentences: SENTENCES, titles: TITLES }, STAY_REVIEW_CATEGORIES, 104_729, { location: 0.6 });
}
