import { AmadeusClient, amadeusError, partnerUnavailable, type AmadeusIssue, type Fetch } from '../../../lib/amadeus/client';
import { HttpError } from '../../../lib/http-error';
import { logger } from '../../../../common/node/logger';
import {
  BOARDS,
  OfferGoneError,
  PAYMENT_TYPES,
  type Board,
  type HotelProvider,
  type ProviderGuest,
  type ProviderHotel,
  type ProviderOffer,
  type ProviderRating,
  type ProviderStaySearch,
} from '../types';
import { nightsBetween } from '../../../../common/dates';

/*
 * Amadeus Hotels (Self-Service): Hotel List v1 by city → Hotel Search v3 → Hotel Booking v2, and
 * Hotel Ratings v2 for guests' sentiments. Prices are asked in US dollars (spec §9 bookingCurrency);
 * an offer answered in another currency is not sold (its conversion is not ours to guess). Amadeus
 * takes no children in Hotel Search v3: they are counted as adults, so the room fits everyone.
 */

export interface AgencyCard {
  /** VI, CA (Mastercard), AX… */
  vendorCode: string;
  cardNumber: string;
  /** YYYY-MM */
  expiryDate: string;
  holderName: string;
}

export interface AmadeusHotelsOptions {
  clientId: string;
  clientSecret: string;
  baseUrl?: string;
  fetch?: Fetch;
  now?: () => number;
  /** The agency's card that guarantees a booking at the hotel once the guest has paid us (never the guest's card). */
  agencyCard: AgencyCard;
}

/** Hotels asked for offers per search: the nearest to the centre (Hotel Search takes a list of ids). */
const HOTELS_PER_SEARCH = 20;
/** Hotel Ratings takes three hotels a call. */
const RATINGS_PER_CALL = 3;
const DAY_MS = 86_400_000;
/** Amadeus codes that mean the offer can no longer be had. */
const GONE_CODES = new Set([1257, 3664, 3494, 36803, 11]);

const WORDS = { provider: 'Hotel', partner: 'hotel' };
const unavailable = () => partnerUnavailable(WORDS);

/** An Amadeus error as our envelope (its code kept as amadeus_code, spec §8); an offer it no longer has is a 404. */
export const hotelError = (status: number, issues: AmadeusIssue[]): HttpError =>
  amadeusError(status, issues, WORDS, (first) =>
    first.code !== undefined && GONE_CODES.has(first.code)
      ? new HttpError(404, 'OFFER_NOT_FOUND', 'Offer not found', 'This room is no longer offered: search again.')
      : undefined,
  );

interface ListedHotel {
  hotelId: string;
  chainCode?: string;
  name: string;
  iataCode?: string;
  geoCode?: { latitude: number; longitude: number };
  address?: { countryCode?: string };
  distance?: { value: number; unit: string };
  rating?: number | string;
}

interface RawOffer {
  id: string;
  checkInDate: string;
  checkOutDate: string;
  roomQuantity?: number | string;
  rateCode?: string;
  boardType?: string;
  room?: { type?: string; typeEstimated?: { category?: string; beds?: number; bedType?: string }; description?: { text?: string; lang?: string } };
  guests?: { adults?: number };
  price: {
    currency: string;
    base?: string;
    total?: string;
    sellingTotal?: string;
    taxes?: Array<{ amount?: string; currency?: string; code?: string; percentage?: string; included?: boolean }>;
    variations?: { average?: { base?: string; total?: string } };
  };
  policies?: {
    paymentType?: string;
    cancellation?: RawCancellation;
    cancellations?: RawCancellation[];
    checkInOut?: { checkIn?: string; checkOut?: string };
  };
}
interface RawCancellation {
  deadline?: string;
  amount?: string;
  numberOfNights?: number;
  percentage?: string;
  type?: string;
  description?: { text?: string };
}
interface RawHotelOffers {
  hotel: {
    hotelId: string;
    chainCode?: string;
    name: string;
    cityCode?: string;
    latitude?: number;
    longitude?: number;
    address?: { countryCode?: string };
    amenities?: string[];
  };
  available?: boolean;
  offers?: RawOffer[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** At least one night: a price per night never divides by zero. */
const nightsOf = (checkIn: string, checkOut: string) => Math.max(1, nightsBetween(checkIn, checkOut));
const decimal = (minor: number) => (minor / 100).toFixed(2);
const minor = (amount: string | undefined) => Math.round(Number(amount ?? 'NaN') * 100);

/** "JW MARRIOTT GROSVENOR HOUSE" → "Jw Marriott Grosvenor House"; names already in mixed case stay. */
export function properCase(name: string): string {
  if (name !== name.toUpperCase()) return name.trim();
  return name
    .toLowerCase()
    .replace(/(^|[\s\-/'(])(\p{L})/gu, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`)
    .trim();
}

/** Amadeus' many boards as the ones our pages name. */
function board(raw: string | undefined): Board {
  if (!raw) return 'ROOM_ONLY';
  const upper = raw.toUpperCase();
  if ((BOARDS as readonly string[]).includes(upper)) return upper as Board;
  if (upper.includes('BREAKFAST')) return 'BREAKFAST';
  return 'ROOM_ONLY';
}

/** An Amadeus offer as ours, in US dollars; null when it is priced in another currency or its price is unreadable. */
export function toOffer(raw: RawOffer, language: 'en' | 'fr', rooms: number): ProviderOffer | null {
  if (raw.price.currency !== 'USD') {
    logger.info('amadeus hotel offer not in US dollars: not sold', { currency: raw.price.currency });
    return null;
  }
  if (!DAY.test(raw.checkInDate) || !DAY.test(raw.checkOutDate)) return null;
  const totalMinor = minor(raw.price.total ?? raw.price.sellingTotal);
  if (!Number.isFinite(totalMinor) || totalMinor <= 0) return null;
  const baseMinor = Number.isFinite(minor(raw.price.base)) && minor(raw.price.base) <= totalMinor ? minor(raw.price.base) : totalMinor;
  const nights = nightsOf(raw.checkInDate, raw.checkOutDate);
  const lang = language.toUpperCase();
  const listed = raw.policies?.cancellations ?? (raw.policies?.cancellation ? [raw.policies.cancellation] : []);
  const nonRefundable = listed.some((rule) => /NON[- ]?REFUNDABLE/i.test(rule.description?.text ?? ''));
  const deadline = nonRefundable
    ? undefined
    : listed
        .map((rule) => rule.deadline)
        .filter((value): value is string => !!value && !Number.isNaN(Date.parse(value)))
        .sort()[0];
  const penalty = listed.find((rule) => rule.deadline === deadline)?.amount;
  const freeText =
    language === 'fr'
      ? 'Annulation gratuite jusqu’à la date limite\u202f; ensuite, les frais indiqués sont dus'
      : 'Free cancellation until the deadline; after it, the stated fee is charged';
  const strictText = language === 'fr' ? 'Non remboursable' : 'Non-refundable';
  const paymentType = (raw.policies?.paymentType ?? 'GUARANTEE').toUpperCase();
  const description =
    (raw.room?.description?.text ?? '')
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? (language === 'fr' ? 'Chambre' : 'Room');
  return {
    type: 'hotel-offer',
    id: raw.id,
    checkInDate: raw.checkInDate,
    checkOutDate: raw.checkOutDate,
    roomQuantity: String(raw.roomQuantity ?? rooms),
    // Three capitals, digits or stars as Hotel Search v3 writes them ("V  " is "V**").
    rateCode: (raw.rateCode ?? '')
      .trim()
      .slice(0, 3)
      .padEnd(3, '*')
      .replace(/[^A-Z0-9*]/g, '*'),
    boardType: board(raw.boardType),
    room: {
      type: (raw.room?.type ?? 'ROH').slice(0, 3),
      typeEstimated: {
        category: raw.room?.typeEstimated?.category ?? 'STANDARD_ROOM',
        beds: raw.room?.typeEstimated?.beds ?? 1,
        bedType: raw.room?.typeEstimated?.bedType ?? 'DOUBLE',
      },
      description: { text: description.slice(0, 120), lang: raw.room?.description?.lang ?? lang },
    },
    guests: { adults: raw.guests?.adults ?? 1 },
    price: {
      currency: 'USD',
      base: decimal(baseMinor),
      total: decimal(totalMinor),
      taxes:
        totalMinor > baseMinor
          ? [
              {
                amount: decimal(totalMinor - baseMinor),
                currency: 'USD',
                code: 'TAXES',
                percentage: String(Math.round(((totalMinor - baseMinor) * 1000) / baseMinor) / 10),
                included: false,
              },
            ]
          : [],
      variations: { average: { base: decimal(Math.round(baseMinor / nights)) } },
    },
    policies: {
      paymentType: (PAYMENT_TYPES as readonly string[]).includes(paymentType) ? (paymentType as ProviderOffer['policies']['paymentType']) : 'GUARANTEE',
      cancellations: [
        deadline
          ? {
              type: 'FULL_STAY',
              deadline,
              ...(penalty && Number.isFinite(Number(penalty)) ? { amount: Number(penalty).toFixed(2) } : {}),
              description: { text: freeText, lang },
            }
          : { type: 'FULL_STAY', amount: decimal(totalMinor), description: { text: strictText, lang } },
      ],
      checkInOut: { checkIn: raw.policies?.checkInOut?.checkIn?.slice(0, 5) ?? '', checkOut: raw.policies?.checkInOut?.checkOut?.slice(0, 5) ?? '' },
    },
    self: `/api/stayPriceConfirm?id=${raw.id}`,
    freeCancellationUntil: deadline ?? null,
    roomsLeft: null,
  };
}

const stars = (rating: number | string | undefined) => {
  const value = Number(rating);
  return Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
};

export class AmadeusHotels implements HotelProvider {
  readonly name = 'amadeus' as const;
  private readonly client: AmadeusClient;
  private readonly cities = new Map<string, { at: number; hotels: Promise<ListedHotel[]> }>();
  private readonly sentiments = new Map<string, { at: number; rating: ProviderRating | null }>();

  constructor(private readonly options: AmadeusHotelsOptions) {
    this.client = new AmadeusClient({ ...options, toError: hotelError, unavailable });
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** A city's hotels (Hotel List v1), kept a day: they change with Amadeus' content, not per search. */
  private cityHotels(cityCode: string): Promise<ListedHotel[]> {
    const kept = this.cities.get(cityCode);
    if (kept && this.now() - kept.at < DAY_MS) return kept.hotels;
    const hotels = this.client
      .call<{ data?: ListedHotel[] }>(
        `/v1/reference-data/locations/hotels/by-city?cityCode=${encodeURIComponent(cityCode)}&radius=20&radiusUnit=KM&hotelSource=ALL`,
      )
      .then((answer) => (answer.data ?? []).filter((hotel) => /^[A-Z0-9]{8}$/.test(hotel.hotelId) && hotel.geoCode));
    this.cities.set(cityCode, { at: this.now(), hotels });
    hotels.catch(() => this.cities.delete(cityCode));
    return hotels;
  }

  private async offers(hotelIds: string[], search: ProviderStaySearch): Promise<RawHotelOffers[]> {
    const perRoom = Math.min(9, Math.ceil((search.adults + search.childAges.length) / search.rooms));
    const params = new URLSearchParams({
      hotelIds: hotelIds.join(','),
      adults: String(perRoom),
      checkInDate: search.checkIn,
      checkOutDate: search.checkOut,
      roomQuantity: String(search.rooms),
      currency: 'USD',
      bestRateOnly: 'false',
      lang: search.language.toUpperCase(),
    });
    try {
      return (await this.client.call<{ data?: RawHotelOffers[] }>(`/v3/shopping/hotel-offers?${params}`)).data ?? [];
    } catch (error) {
      // "No rooms available" is an empty answer, not a failure.
      if (error instanceof HttpError && error.code === 'OFFER_NOT_FOUND') return [];
      throw error;
    }
  }

  private toHotel(
    raw: RawHotelOffers,
    listed: ListedHotel | undefined,
    search: Pick<ProviderStaySearch, 'language' | 'rooms'>,
    cityCode: string,
  ): ProviderHotel {
    return {
      hotelId: raw.hotel.hotelId,
      chainCode: raw.hotel.chainCode ?? listed?.chainCode ?? raw.hotel.hotelId.slice(0, 2),
      name: properCase(raw.hotel.name ?? listed?.name ?? raw.hotel.hotelId),
      cityCode: raw.hotel.cityCode ?? listed?.iataCode ?? cityCode,
      countryCode: raw.hotel.address?.countryCode ?? listed?.address?.countryCode ?? null,
      latitude: raw.hotel.latitude ?? listed?.geoCode?.latitude ?? 0,
      longitude: raw.hotel.longitude ?? listed?.geoCode?.longitude ?? 0,
      distanceKm: listed?.distance ? Math.round((listed.distance.unit === 'MILE' ? listed.distance.value * 1.609 : listed.distance.value) * 10) / 10 : null,
      stars: stars(listed?.rating),
      amenities: (raw.hotel.amenities ?? []).filter((amenity) => /^[A-Z_0-9]{2,30}$/.test(amenity)),
      offers: (raw.offers ?? [])
        .map((offer) => toOffer(offer, search.language, search.rooms))
        .filter((offer): offer is ProviderOffer => offer !== null)
        .sort((a, b) => minor(a.price.total) - minor(b.price.total)),
    };
  }

  async search(search: ProviderStaySearch): Promise<ProviderHotel[]> {
    const listed = (await this.cityHotels(search.cityCode))
      .slice()
      .sort((a, b) => (a.distance?.value ?? 99) - (b.distance?.value ?? 99))
      .slice(0, HOTELS_PER_SEARCH);
    if (listed.length === 0) return [];
    const byId = new Map(listed.map((hotel) => [hotel.hotelId, hotel]));
    const answers = await this.offers(
      listed.map((hotel) => hotel.hotelId),
      search,
    );
    return answers
      .filter((answer) => answer.available !== false && byId.has(answer.hotel.hotelId))
      .map((answer) => this.toHotel(answer, byId.get(answer.hotel.hotelId), search, search.cityCode))
      .filter((hotel) => hotel.offers.length > 0);
  }

  async hotelOffers(hotelId: string, search: ProviderStaySearch): Promise<ProviderHotel | null> {
    const listed = (await this.cityHotels(search.cityCode).catch(() => [] as ListedHotel[])).find((hotel) => hotel.hotelId === hotelId);
    const [answer] = await this.offers([hotelId], search);
    if (!answer || answer.available === false) return null;
    return this.toHotel(answer, listed, search, search.cityCode);
  }

  async price(offerId: string, language: 'en' | 'fr'): Promise<ProviderHotel> {
    const answer = await this.client
      .call<{ data?: RawHotelOffers }>(`/v3/shopping/hotel-offers/${encodeURIComponent(offerId)}?lang=${language.toUpperCase()}`)
      .catch((error: unknown) => {
        if (error instanceof HttpError && (error.code === 'OFFER_NOT_FOUND' || error.status === 422))
          throw new OfferGoneError('OFFER_NOT_FOUND', 'This room is no longer offered: search again.');
        throw error;
      });
    if (!answer.data?.offers?.length) throw new OfferGoneError('OFFER_NOT_FOUND', 'This room is no longer offered: search again.');
    const rooms = Number(answer.data.offers[0]!.roomQuantity ?? 1);
    const hotel = this.toHotel(answer.data, undefined, { language, rooms }, answer.data.hotel.cityCode ?? '');
    if (hotel.offers.length === 0) throw new OfferGoneError('OFFER_NOT_FOUND', 'This room can no longer be sold in US dollars: search again.');
    return hotel;
  }

  async book(offerId: string, guest: ProviderGuest, agencyEmail: string) {
    const answer = await this.client.call<{
      data?: { id?: string; hotelBookings?: Array<{ bookingStatus?: string; hotelProviderInformation?: Array<{ confirmationNumber?: string }> }> };
    }>('/v2/booking/hotel-orders', {
      data: {
        type: 'hotel-order',
        guests: [
          {
            tid: 1,
            title: guest.title,
            firstName: guest.firstName.toUpperCase(),
            lastName: guest.lastName.toUpperCase(),
            phone: `+${guest.phone.replace(/\D/g, '')}`,
            email: guest.email,
          },
        ],
        travelAgent: { contact: { email: agencyEmail } },
        roomAssociations: [{ guestReferences: [{ guestReference: '1' }], hotelOfferId: offerId }],
        payment: { method: 'CREDIT_CARD', paymentCard: { paymentCardInfo: this.options.agencyCard } },
      },
    });
    const booking = answer.data?.hotelBookings?.[0];
    const confirmationNumber = booking?.hotelProviderInformation?.find((provider) => provider.confirmationNumber)?.confirmationNumber;
    if (!answer.data?.id || !confirmationNumber || (booking?.bookingStatus && booking.bookingStatus !== 'CONFIRMED')) {
      throw new HttpError(502, 'PROVIDER_REJECTED', 'Hotel booking not confirmed', 'The hotel did not confirm the booking.');
    }
    return { orderId: answer.data.id, confirmationNumber: confirmationNumber.slice(0, 20) };
  }

  async ratings(hotelIds: string[]): Promise<Map<string, ProviderRating>> {
    const wanted = [...new Set(hotelIds)].filter((id) => {
      const kept = this.sentiments.get(id);
      return !kept || this.now() - kept.at >= DAY_MS;
    });
    const calls = [];
    for (let start = 0; start < wanted.length; start += RATINGS_PER_CALL) {
      const ids = wanted.slice(start, start + RATINGS_PER_CALL);
      calls.push(
        this.client
          .call<{ data?: Array<{ hotelId: string; overallRating?: number; numberOfReviews?: number; sentiments?: Record<string, number> }> }>(
            `/v2/e-reputation/hotel-sentiments?hotelIds=${ids.join(',')}`,
          )
          .then((answer) => {
            const found = new Map((answer.data ?? []).map((item) => [item.hotelId, item]));
            for (const id of ids) {
              const item = found.get(id);
              const rating =
                item && typeof item.overallRating === 'number'
                  ? {
                      score: Math.round(item.overallRating) / 10,
                      count: item.numberOfReviews ?? 0,
                      // Amadeus' sentiment categories that are ours (it has no cleanliness).
                      categories: Object.fromEntries(
                        Object.entries({
                          comfort: item.sentiments?.roomComforts,
                          location: item.sentiments?.location,
                          facilities: item.sentiments?.facilities,
                          staff: item.sentiments?.staff,
                          value: item.sentiments?.valueForMoney,
                        })
                          .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
                          .map(([name, value]) => [name, Math.round(value) / 10]),
                      ),
                    }
                  : null;
              this.sentiments.set(id, { at: this.now(), rating });
            }
          })
          // Ratings are a nicety: without them the hotel is shown without a score.
          .catch((error: unknown) => logger.warn('amadeus hotel ratings unavailable', { error: String(error) })),
      );
    }
    await Promise.all(calls);
    const ratings = new Map<string, ProviderRating>();
    for (const id of hotelIds) {
      const rating = this.sentiments.get(id)?.rating;
      if (rating) ratings.set(id, rating);
    }
    return ratings;
  }
}
