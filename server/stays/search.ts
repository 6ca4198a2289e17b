import { and, between, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { addDays, nightsBetween, todayInLagos } from '../lib/dates';
import { HttpError } from '../lib/http-error';
import { STAY_CITIES } from './catalogue/cities';
import { reviewScores } from '../reviews/reviews';
import type { ProviderOffer, StayAsk } from './providers/types';
import { stayInventory, stayProperties, stayRoomTypes, type Localised } from './schema';

/*
 * Searching the own catalogue (`provider: "stays"`): which properties of a city have rooms for the
 * whole stay and the party, at which rates, priced per stay, answered as Amadeus Hotel Search v3
 * `HotelOffers` with our additions under `property` (docs/stays.md).
 */

export const STAY_SORTS = ['RECOMMENDED', 'PRICE', 'STARS', 'REVIEW_SCORE', 'DISTANCE'] as const;
export const PROPERTY_TYPES = ['HOTEL', 'APARTMENT', 'GUESTHOUSE', 'RESORT'] as const;
export type StaySort = (typeof STAY_SORTS)[number];

export interface StaySearch extends StayAsk {
  currency: 'USD' | 'NGN';
  sort: StaySort;
  maxPrice?: number;
  minStars?: number;
  /** The lowest review score out of 10. */
  minScore?: number;
  freeCancellation?: boolean;
  breakfast?: boolean;
  propertyTypes?: string[];
  amenities?: string[];
  page: number;
  pageSize: number;
}

/** How far ahead, and how long, a stay may be booked online. */
export const MAX_DAYS_AHEAD = 365;
export const MAX_NIGHTS = 30;

/** The rates every room is sold at (the price of a night times `factor`). */
export const RATES = {
  NRF: { board: 'ROOM_ONLY', refundable: false, factor: 1 },
  FLX: { board: 'ROOM_ONLY', refundable: true, factor: 1.12 },
  BBF: { board: 'BREAKFAST', refundable: true, factor: 1.25 },
} as const;
export type RateCode = keyof typeof RATES;
/** Free cancellation ends this many days before check-in, at noon local time. */
export const FREE_CANCELLATION_DAYS = 2;
/** Taxes on a stay by country (VAT and levies), percent of the room price. */
const TAX_PERCENT: Record<string, number> = { NG: 7.5, GH: 15, SN: 18, CI: 18, GB: 20, FR: 10, AE: 15 };
export const taxPercentOf = (country: string) => TAX_PERCENT[country] ?? 10;

export { nightsBetween };

const refuse = (code: string, detail: string, pointer: string) =>
  new HttpError(422, code, 'Check the search', detail, [{ status: 422, code, title: 'Check the search', detail, source: { parameter: pointer } }]);

/** The rules of a search beyond its shape: a known city, dates ahead and in order, a party that fits its rooms. */
export function checkStaySearch(search: StaySearch, now = new Date()): StaySearch {
  if (!STAY_CITIES.some((city) => city.code === search.cityCode))
    throw refuse('UNKNOWN_CITY', 'We have no stays listed in this city yet: choose another.', 'iata');
  return checkStayDates(search, now);
}

/** A stay's dates and party as a search checks them: ahead, in order, not too long, an adult in each room. */
export function checkStayDates<S extends Pick<StaySearch, 'checkIn' | 'checkOut' | 'adults' | 'rooms'>>(search: S, now = new Date()): S {
  const today = todayInLagos(now);
  if (search.checkIn < today) throw refuse('DATES_IN_PAST', 'Check-in cannot be in the past.', 'checkIn');
  if (search.checkIn > addDays(today, MAX_DAYS_AHEAD)) throw refuse('DATES_TOO_FAR', `Stays can be booked up to ${MAX_DAYS_AHEAD} days ahead.`, 'checkIn');
  const nights = nightsBetween(search.checkIn, search.checkOut);
  if (nights < 1) throw refuse('CHECKOUT_BEFORE_CHECKIN', 'Check-out must be after check-in.', 'checkOut');
  if (nights > MAX_NIGHTS) throw refuse('STAY_TOO_LONG', `A stay can be booked online for up to ${MAX_NIGHTS} nights.`, 'checkOut');
  if (search.adults < search.rooms) throw refuse('ROOMS_WITHOUT_ADULT', 'Each room needs at least one adult.', 'rooms');
  return search;
}

/** Dollars to the booking currency: naira whole, at the site's rate. */
const converter = (currency: 'USD' | 'NGN', ngnPerUsd: number) => (usdMinor: number) =>
  currency === 'USD' ? usdMinor : Math.round((usdMinor * ngnPerUsd) / 100) * 100;
const decimal = (minor: number) => (minor / 100).toFixed(2);

/** The room types' rooms left for every night of the stay (the fewest over the nights). */
export async function searchRoomsLeft(db: Pick<Database, 'select'>, propertyIds: string[], checkIn: string, checkOut: string) {
  if (propertyIds.length === 0) return new Map<string, number>();
  const sold = await db
    .select()
    .from(stayInventory)
    .where(and(inArray(stayInventory.propertyId, propertyIds), between(stayInventory.night, checkIn, addDays(checkOut, -1))));
  const most = new Map<string, number>();
  for (const row of sold) {
    const key = `${row.propertyId}/${row.roomCode}`;
    most.set(key, Math.max(most.get(key) ?? 0, row.sold));
  }
  return most;
}

type Property = typeof stayProperties.$inferSelect;
type RoomType = typeof stayRoomTypes.$inferSelect;

/** An offer's id: what it is (property, room, rate) and for whom and when, in capitals and digits (Amadeus' pattern). */
export const offerId = (property: string, room: string, rate: string, checkIn: string, nights: number, adults: number, rooms: number, children: number) =>
  `${property}${room}${rate}${checkIn.replace(/-/g, '')}N${nights}A${adults}R${rooms}C${children}`;

/** Local noon, FREE_CANCELLATION_DAYS before check-in, as an instant with its offset. */
function cancellationDeadline(checkIn: string, timeZone: string) {
  const day = addDays(checkIn, -FREE_CANCELLATION_DAYS);
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', timeZoneName: 'longOffset' })
      .formatToParts(noonUtc)
      .map((part) => [part.type, part.value]),
  );
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return `${day}T12:00:00${offset}`;
}

/** An offer's total in minor units of its currency. */
export const totalMinorOf = (offer: { price: { total: string } }) => Math.round(Number(offer.price.total) * 100);

/** One property's offers for a search: each room type that fits the party and is free every night, at each rate. */
export function offersFor(
  property: Property,
  rooms: RoomType[],
  left: Map<string, number>,
  search: StaySearch,
  ngnPerUsd: number,
  language: 'en' | 'fr' = 'en',
) {
  const nights = nightsBetween(search.checkIn, search.checkOut);
  const perRoomAdults = Math.ceil(search.adults / search.rooms);
  const perRoomChildren = Math.ceil(search.childAges.length / search.rooms);
  const convert = converter(search.currency, ngnPerUsd);
  const tax = taxPercentOf(property.countryCode);
  const offers = [];
  for (const room of rooms) {
    if (room.maxAdults < perRoomAdults || room.maxChildren < perRoomChildren) continue;
    if (room.units - (left.get(`${property.id}/${room.code}`) ?? 0) < search.rooms) continue;
    for (const [code, rate] of Object.entries(RATES) as Array<[RateCode, (typeof RATES)[RateCode]]>) {
      if (code === 'BBF' && (property.propertyType === 'APARTMENT' || (property.stars ?? 0) < 3)) continue;
      const baseMinor = convert(Math.round(room.nightlyMinor * rate.factor) * nights * search.rooms);
      const taxMinor = convert(Math.round((room.nightlyMinor * rate.factor * nights * search.rooms * tax) / 100));
      const totalMinor = baseMinor + taxMinor;
      const id = offerId(property.id, room.code, code, search.checkIn, nights, search.adults, search.rooms, search.childAges.length);
      const deadline = rate.refundable ? cancellationDeadline(search.checkIn, property.timeZone) : null;
      offers.push({
        type: 'hotel-offer' as const,
        id,
        checkInDate: search.checkIn,
        checkOutDate: search.checkOut,
        roomQuantity: String(search.rooms),
        rateCode: code,
        boardType: rate.board,
        room: {
          type: room.code,
          typeEstimated: {
            category:
              room.code === 'STE'
                ? 'SUITE'
                : room.code === 'APT'
                  ? 'APARTMENT'
                  : room.code === 'DLX'
                    ? 'DELUXE_ROOM'
                    : room.code === 'FAM'
                      ? 'FAMILY_ROOM'
                      : 'STANDARD_ROOM',
            beds: room.beds,
            bedType: room.bedType,
          },
          description: { text: (room.name as Localised)[language], lang: language.toUpperCase() },
        },
        guests: { adults: search.adults, ...(search.childAges.length > 0 ? { childAges: search.childAges } : {}) },
        price: {
          currency: search.currency,
          base: decimal(baseMinor),
          total: decimal(totalMinor),
          taxes: [{ amount: decimal(taxMinor), currency: search.currency, code: 'VAT', percentage: String(tax), included: false }],
          variations: { average: { base: decimal(Math.round(baseMinor / nights)) } },
        },
        policies: {
          paymentType: 'DEPOSIT' as const,
          cancellations: [
            rate.refundable
              ? // Amadeus' reading: after the deadline, cancelling costs the amount (the first night).
                {
                  type: 'FULL_STAY' as const,
                  deadline: deadline!,
                  amount: decimal(Math.round(totalMinor / nights)),
                  description: {
                    text:
                      language === 'fr'
                        ? 'Annulation gratuite jusqu’à la date limite\u202f; ensuite, la première nuit est due'
                        : 'Free cancellation until the deadline; after it, the first night is charged',
                    lang: language.toUpperCase(),
                  },
                }
              : {
                  type: 'FULL_STAY' as const,
                  amount: decimal(totalMinor),
                  description: { text: language === 'fr' ? 'Non remboursable' : 'Non-refundable', lang: language.toUpperCase() },
                },
          ],
          checkInOut: { checkIn: property.checkIn, checkOut: property.checkOut },
        },
        self: `/api/staysView?id=${property.id}`,
        /** Ours: the rooms this rate holds back, and for how long it can be cancelled free. */
        freeCancellationUntil: deadline,
        roomsLeft: room.units - (left.get(`${property.id}/${room.code}`) ?? 0),
      });
    }
  }
  return offers.sort((a, b) => totalMinorOf(a) - totalMinorOf(b));
}

/** A property's guests' score out of 10 and how many reviews make it. */
export type StayRating = { score: number | null; count: number };
const NO_REVIEWS: StayRating = { score: null, count: 0 };

/** Each property's rating (the reviews module's scores of stays). */
export const stayRatings = (db: Pick<Database, 'select'>, propertyIds: string[]) => reviewScores(db, 'stay', propertyIds);

/** A property as the API shows it in a result or a detail, with our additions under `property`. */
export function hotelView(property: Property, language: 'en' | 'fr' = 'en', rating: StayRating = NO_REVIEWS) {
  return {
    type: 'hotel' as const,
    hotelId: property.id,
    chainCode: property.provider === 'amadeus' ? property.id.slice(0, 2) : 'ST',
    name: property.name,
    cityCode: property.cityCode,
    latitude: property.latitude,
    longitude: property.longitude,
    property: {
      stars: property.stars,
      propertyType: property.propertyType,
      district: property.district,
      distanceKm: property.distanceKm,
      countryCode: property.countryCode,
      amenities: property.amenities,
      photos: Array.from({ length: property.photos }, (_, index) => stayPhotoPath(property.id, index + 1)),
      description: (property.description as Localised)[language],
      checkIn: property.checkIn,
      checkOut: property.checkOut,
      reviews: rating,
    },
  };
}

/** Where a property's generated picture is served (server/stays/photos.ts). */
export const stayPhotoPath = (id: string, number: number) => `/api/stays/photos/${id}-${number}.svg`;

/** An offer as every provider's is answered (the own catalogue's, Amadeus' once read). */
export type StayOffer = ReturnType<typeof offersFor>[number] | ProviderOffer;

/** A hotel with its offers for a search, from either provider, before filters, sorting and pages. */
export interface StayCandidate {
  provider: 'stays' | 'amadeus';
  hotel: ReturnType<typeof hotelView>;
  propertyType: string;
  stars: number | null;
  distanceKm: number;
  amenities: string[];
  rating: StayRating;
  /** Cheapest first. */
  offers: StayOffer[];
}

/** The own catalogue's candidates for a search: every listed property of the city with a room for the stay. */
export async function catalogueCandidates(
  db: Pick<Database, 'select'>,
  search: StaySearch,
  ngnPerUsd: number,
  language: 'en' | 'fr' = 'en',
): Promise<StayCandidate[]> {
  const properties = await db
    .select()
    .from(stayProperties)
    .where(and(eq(stayProperties.cityCode, search.cityCode), eq(stayProperties.provider, 'stays')));
  const ids = properties.map((property) => property.id);
  const [rooms, left, ratings] = await Promise.all([
    ids.length ? db.select().from(stayRoomTypes).where(inArray(stayRoomTypes.propertyId, ids)) : Promise.resolve([]),
    searchRoomsLeft(db, ids, search.checkIn, search.checkOut),
    stayRatings(db, ids),
  ]);
  return properties.map((property) => {
    const rating = ratings.get(property.id) ?? NO_REVIEWS;
    return {
      provider: 'stays' as const,
      hotel: hotelView(property, language, rating),
      propertyType: property.propertyType,
      stars: property.stars,
      distanceKm: property.distanceKm,
      amenities: property.amenities,
      rating,
      offers: offersFor(
        property,
        rooms.filter((room) => room.propertyId === property.id),
        left,
        search,
        ngnPerUsd,
        language,
      ),
    };
  });
}

/** Every provider's candidates filtered, sorted and paged as one list (the answer of GET /api/searchStaysHotels). */
export function rankStays(candidates: StayCandidate[], search: StaySearch, ngnPerUsd = 1) {
  const nights = nightsBetween(search.checkIn, search.checkOut);
  const results = candidates
    .filter((entry) => (search.minStars ? (entry.stars ?? 0) >= search.minStars : true))
    .filter((entry) => (search.minScore ? (entry.rating.score ?? 0) >= search.minScore : true))
    .filter((entry) => (search.propertyTypes?.length ? search.propertyTypes.includes(entry.propertyType) : true))
    .filter((entry) => (search.amenities?.length ? search.amenities.every((amenity) => entry.amenities.includes(amenity)) : true))
    .map((entry) => ({
      ...entry,
      offers: entry.offers
        .filter((offer) => (search.freeCancellation ? offer.freeCancellationUntil !== null : true))
        .filter((offer) => (search.breakfast ? offer.boardType === 'BREAKFAST' : true))
        .filter((offer) => (search.maxPrice ? Math.round(Number(offer.price.base) * 100) / nights <= search.maxPrice * 100 : true)),
    }))
    .filter(({ offers }) => offers.length > 0);
  const cheapest = (entry: (typeof results)[number]) => totalMinorOf(entry.offers[0]!);
  // Stars per dollar compare like with like: a price in naira counts as its dollars.
  const perDollar = search.currency === 'NGN' ? ngnPerUsd : 1;
  const sorted = results.sort((a, b) => {
    if (search.sort === 'PRICE') return cheapest(a) - cheapest(b);
    if (search.sort === 'STARS') return (b.stars ?? 0) - (a.stars ?? 0) || cheapest(a) - cheapest(b);
    if (search.sort === 'DISTANCE') return a.distanceKm - b.distanceKm;
    if (search.sort === 'REVIEW_SCORE') return (b.rating.score ?? 0) - (a.rating.score ?? 0) || b.rating.count - a.rating.count || cheapest(a) - cheapest(b);
    // Recommended: good value near the centre that guests liked (stars per dollar, closeness, score), the same order every time.
    const score = (entry: (typeof results)[number]) =>
      ((entry.stars ?? 3) * 1e6 * perDollar) / cheapest(entry) - entry.distanceKm * 0.5 + 5 * (entry.rating.score ?? 7);
    return score(b) - score(a) || a.hotel.hotelId.localeCompare(b.hotel.hotelId);
  });
  const start = (search.page - 1) * search.pageSize;
  const data = sorted.slice(start, start + search.pageSize).map(({ hotel, provider, offers }) => ({
    type: 'hotel-offers' as const,
    hotel,
    available: true,
    self: `/api/staysView?id=${hotel.hotelId}`,
    provider,
    offers,
  }));
  return { data, meta: { count: sorted.length, page: search.page, pageSize: search.pageSize, nights } };
}

/** A city's stays of the own catalogue for a search, filtered, sorted and paged. */
export async function searchStays(db: Pick<Database, 'select'>, search: StaySearch, ngnPerUsd: number, language: 'en' | 'fr' = 'en') {
  return rankStays(await catalogueCandidates(db, search, ngnPerUsd, language), search, ngnPerUsd);
}
