/**
 * schema.org data for a stay's and an experience's page (docs/seo.md): what a search engine may
 * show of them (stars, the guests' score, the price from). Pure: the pages give their own facts.
 * A score is given only with its reviews (never a score of nobody); pictures and addresses are made
 * whole with the site's origin.
 */
export interface ListingFacts {
  url: string;
  origin: string;
  name: string;
  description: string;
  pictures: string[];
  latitude: number;
  longitude: number;
  reviews: { score: number | null; count: number };
}

const whole = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

/** Our guests score out of 10 (components/reviews). */
const rating = ({ score, count }: ListingFacts['reviews']) =>
  score !== null && count > 0
    ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: score, bestRating: 10, worstRating: 1, reviewCount: count } }
    : {};

export function lodgingData(
  facts: ListingFacts & {
    propertyType: string;
    stars: number;
    city: string;
    district: string;
    countryCode: string;
    checkIn?: string | null;
    checkOut?: string | null;
  },
) {
  return {
    '@context': 'https://schema.org',
    '@type': facts.propertyType === 'HOTEL' ? 'Hotel' : 'LodgingBusiness',
    '@id': `${facts.url}#lodging`,
    name: facts.name,
    description: facts.description,
    url: facts.url,
    image: facts.pictures.map((picture) => whole(facts.origin, picture)),
    address: { '@type': 'PostalAddress', streetAddress: facts.district, addressLocality: facts.city, addressCountry: facts.countryCode },
    geo: { '@type': 'GeoCoordinates', latitude: facts.latitude, longitude: facts.longitude },
    ...(facts.stars > 0 ? { starRating: { '@type': 'Rating', ratingValue: facts.stars } } : {}),
    ...(facts.checkIn ? { checkinTime: facts.checkIn } : {}),
    ...(facts.checkOut ? { checkoutTime: facts.checkOut } : {}),
    ...rating(facts.reviews),
  };
}

/**
 * An experience sold here is a tour or activity with a price (TouristTrip, offered as a Product so
 * its price and score may show); a place worth knowing, not sold, is a TouristAttraction.
 */
export function experienceData(facts: ListingFacts & { category: string; price?: { amount: string; currencyCode: string } | null; informational: boolean }) {
  const common = {
    '@context': 'https://schema.org',
    '@id': `${facts.url}#experience`,
    name: facts.name,
    description: facts.description,
    url: facts.url,
    image: facts.pictures.map((picture) => whole(facts.origin, picture)),
  };
  if (facts.informational || !facts.price) {
    return {
      ...common,
      '@type': 'TouristAttraction',
      geo: { '@type': 'GeoCoordinates', latitude: facts.latitude, longitude: facts.longitude },
      isAccessibleForFree: facts.informational,
    };
  }
  return {
    ...common,
    '@type': ['Product', 'TouristTrip'],
    category: facts.category,
    offers: {
      '@type': 'Offer',
      price: facts.price.amount,
      priceCurrency: facts.price.currencyCode,
      availability: 'https://schema.org/InStock',
      url: facts.url,
    },
    ...rating(facts.reviews),
  };
}
