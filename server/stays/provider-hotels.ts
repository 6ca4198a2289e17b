import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { reviewScores } from '../reviews/reviews';
import { STAY_CITIES } from './catalogue/cities';
import type { HotelProvider, ProviderHotel, ProviderOffer, ProviderRating } from './providers/types';
import { stayProperties } from './schema';
import { hotelView, type StayCandidate, type StaySearch } from './search';

/*
 * A hotel provider's hotels beside the own catalogue: each hotel it offers is kept in
 * stay_properties (provider `amadeus`: its name, place and pictures for our pages, the bookings'
 * property), its offers converted from dollars to the visitor's currency, its guests' score its
 * own (Amadeus Hotel Ratings) unless our own guests have reviewed it.
 */

/** An offer in the booking currency: dollars as answered, or naira whole at the site's rate (as the own catalogue's). */
export function inCurrency(offer: ProviderOffer, currency: 'USD' | 'NGN', ngnPerUsd: number): ProviderOffer {
  if (currency === 'USD') return offer;
  const naira = (amount: string) => Math.round(Number(amount) * ngnPerUsd).toFixed(2);
  const baseNaira = naira(offer.price.base);
  const totalNaira = naira(offer.price.total);
  return {
    ...offer,
    price: {
      ...offer.price,
      currency: 'NGN',
      base: baseNaira,
      total: totalNaira,
      taxes: offer.price.taxes.map((tax) => ({ ...tax, currency: 'NGN', amount: (Number(totalNaira) - Number(baseNaira)).toFixed(2) })),
      variations: { average: { base: naira(offer.price.variations.average.base) } },
    },
    policies: { ...offer.policies, cancellations: offer.policies.cancellations.map((rule) => (rule.amount ? { ...rule, amount: naira(rule.amount) } : rule)) },
  };
}

/**
 * Keeps a provider's hotels as properties of ours (never over a listed property with the same id);
 * without `refresh`, only those not kept yet (a priced offer's hotel says less than a search's).
 */
export async function keepProviderHotels(db: Pick<Database, 'insert'>, hotels: ProviderHotel[], cityCode: string, { refresh = true } = {}) {
  const city = STAY_CITIES.find((candidate) => candidate.code === cityCode);
  for (const hotel of hotels) {
    const row = {
      id: hotel.hotelId,
      name: hotel.name,
      cityCode: city?.code ?? cityCode,
      countryCode: hotel.countryCode ?? city?.country ?? 'ZZ',
      district: city?.name.en ?? cityCode,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      distanceKm: hotel.distanceKm ?? 0,
      stars: hotel.stars,
      propertyType: 'HOTEL' as const,
      amenities: hotel.amenities,
      description: {
        en: `${hotel.name}, a hotel in ${city?.name.en ?? cityCode}, booked through our hotel partner Amadeus.`,
        fr: `${hotel.name}, un hôtel à ${city?.name.fr ?? cityCode}, réservé auprès de notre partenaire hôtelier Amadeus.`,
      },
      checkIn: hotel.offers[0]?.policies.checkInOut.checkIn ?? '',
      checkOut: hotel.offers[0]?.policies.checkInOut.checkOut ?? '',
      timeZone: city?.timeZone ?? 'UTC',
      photos: 3,
      provider: 'amadeus' as const,
    };
    // Updated with what the provider says now, never over a listed property that happens to have the same id.
    const insert = db.insert(stayProperties).values(row);
    await (refresh
      ? insert.onConflictDoUpdate({ target: stayProperties.id, set: { ...row, id: undefined }, where: eq(stayProperties.provider, 'amadeus') })
      : insert.onConflictDoNothing());
  }
}

/** A provider hotel's score: our own verified guests' when they have reviewed it, the provider's otherwise. */
async function ratingsOf(db: Pick<Database, 'select'>, provider: HotelProvider, ids: string[]) {
  const [ours, theirs] = await Promise.all([reviewScores(db, 'stay', ids), provider.ratings(ids).catch(() => new Map<string, ProviderRating>())]);
  return (id: string) => ours.get(id) ?? (theirs.has(id) ? { score: theirs.get(id)!.score, count: theirs.get(id)!.count } : { score: null, count: 0 });
}

/** The provider's candidates for a search, converted to its currency, with their properties kept. */
export async function providerCandidates(
  db: Database,
  provider: HotelProvider,
  search: StaySearch,
  language: 'en' | 'fr',
  ngnPerUsd: number,
): Promise<StayCandidate[]> {
  const hotels = await provider.search({
    cityCode: search.cityCode,
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    adults: search.adults,
    rooms: search.rooms,
    childAges: search.childAges,
    language,
  });
  if (hotels.length === 0) return [];
  await keepProviderHotels(db, hotels, search.cityCode);
  const ids = hotels.map((hotel) => hotel.hotelId);
  const [properties, rating] = await Promise.all([
    db
      .select()
      .from(stayProperties)
      .where(and(inArray(stayProperties.id, ids), eq(stayProperties.provider, 'amadeus'))),
    ratingsOf(db, provider, ids),
  ]);
  const byId = new Map(properties.map((property) => [property.id, property]));
  return hotels
    .filter((hotel) => byId.has(hotel.hotelId))
    .map((hotel) => {
      const property = byId.get(hotel.hotelId)!;
      return {
        provider: 'amadeus' as const,
        hotel: hotelView(property, language, rating(hotel.hotelId)),
        propertyType: 'HOTEL',
        stars: hotel.stars,
        distanceKm: hotel.distanceKm ?? property.distanceKm,
        amenities: hotel.amenities,
        rating: rating(hotel.hotelId),
        offers: hotel.offers.map((offer) => inCurrency(offer, search.currency, ngnPerUsd)),
      };
    });
}

/** One provider hotel's score by category (Amadeus' sentiments) for its page. */
export async function providerSummary(provider: HotelProvider, id: string) {
  return (await provider.ratings([id]).catch(() => new Map<string, ProviderRating>())).get(id) ?? null;
}

export const isProviderProperty = (db: Pick<Database, 'select'>, id: string) =>
  db
    .select({ id: stayProperties.id })
    .from(stayProperties)
    .where(and(eq(stayProperties.id, id), eq(stayProperties.provider, 'amadeus')))
    .then((rows) => rows.length > 0);
