import type { AdvertFile } from './advert-file';

/**
 * Our own adverts, in both languages, for each position: what the site sells next to what the
 * visitor is doing. Seeded once per database (seed_runs `adverts`); an operator's edits and
 * additions are never overwritten. Links are our pages, in the advert's language.
 */
type Words = { title: string; body: string; action: string };
const HOUSE: Array<Pick<AdvertFile['adverts'][number], 'positions' | 'art' | 'weight'> & { name: string; url: string; en: Words; fr: Words }> = [
  {
    name: 'schengen-insurance',
    positions: ['FRONT_PAGE', 'FLIGHT_RESULTS'],
    url: '/insurance',
    art: 'passport',
    weight: 10,
    en: {
      title: 'Travel insurance for your Schengen visa',
      body: 'At least €30,000 of medical cover, valid in every Schengen state, with a certificate consulates can check.',
      action: 'Get a quote',
    },
    fr: {
      title: 'L’assurance voyage de votre visa Schengen',
      body: 'Au moins 30 000 € de frais médicaux, valable dans tous les États Schengen, avec un certificat vérifiable par les consulats.',
      action: 'Obtenir un devis',
    },
  },
  {
    name: 'stays',
    positions: ['FRONT_PAGE', 'FLIGHT_RESULTS', 'BOOKING_CONFIRMATION'],
    url: '/stays',
    art: 'skyline',
    weight: 10,
    en: {
      title: 'A room where you land',
      body: 'Hotels in 22 cities, the total for the stay shown first, free cancellation on most rooms.',
      action: 'Find a stay',
    },
    fr: {
      title: 'Une chambre à l’arrivée',
      body: 'Des hôtels dans 22 villes, le total du séjour affiché d’abord, annulation gratuite pour la plupart des chambres.',
      action: 'Voir les hôtels',
    },
  },
  {
    name: 'experiences',
    positions: ['BOOKING_CONFIRMATION', 'DASHBOARD'],
    url: '/experiences',
    art: 'coast',
    weight: 10,
    en: {
      title: 'Things to do on your trip',
      body: 'Tours, beaches, museums and classes in the cities you fly to, with a mobile ticket and free cancellation up to 24 hours before.',
      action: 'See experiences',
    },
    fr: {
      title: 'Que faire pendant votre voyage',
      body: 'Visites, plages, musées et cours dans les villes où vous allez, avec un billet mobile et l’annulation gratuite jusqu’à 24 heures avant.',
      action: 'Voir les activités',
    },
  },
  {
    name: 'invite',
    positions: ['DASHBOARD'],
    url: '/hub/invite',
    art: 'plane',
    weight: 10,
    en: {
      title: 'Invite a friend, both of you save',
      body: 'Share your link: when a friend books their first trip, you each get a promo code.',
      action: 'Invite friends',
    },
    fr: {
      title: 'Invitez un ami, vous économisez tous les deux',
      body: 'Partagez votre lien : quand un ami réserve son premier voyage, vous recevez chacun un code promo.',
      action: 'Inviter des amis',
    },
  },
  {
    name: 'travel-guides',
    positions: ['FRONT_PAGE', 'DASHBOARD', 'BOOKING_CONFIRMATION'],
    url: '/blog',
    art: 'suitcase',
    weight: 5,
    en: {
      title: 'Before you go: our travel guides',
      body: 'Visas, the yellow card, hand luggage rules and city guides, written for travellers from West Africa.',
      action: 'Read the guides',
    },
    fr: {
      title: 'Avant de partir : nos guides de voyage',
      body: 'Visas, carnet jaune, règles du bagage cabine et guides de villes, écrits pour les voyageurs d’Afrique de l’Ouest.',
      action: 'Lire les guides',
    },
  },
];

/** The house adverts as rows of an adverts file, one per language. */
export const houseAdverts = (brand: string): AdvertFile['adverts'] =>
  HOUSE.flatMap(({ name, en, fr, url, ...rest }) =>
    (['en', 'fr'] as const).map((language) => ({
      ...rest,
      ...(language === 'en' ? en : fr),
      id: `house-${name}-${language}`,
      kind: 'house' as const,
      advertiser: brand,
      language,
      url: language === 'fr' ? `/fr${url}` : url,
      startsOn: '2026-01-01',
      endsOn: '2099-12-31',
      countries: null,
    })),
  );
