/*
 * Hotel distribution providers beside the own catalogue (spec §2: `provider=amadeus`). A provider
 * answers in Amadeus Hotel Search v3 shapes, normalised to what our offers promise (a board we
 * know, a payment type, the free-cancellation deadline when there is one); the stays wing keeps
 * its hotels for our pages and sells its offers through our checkout.
 */

export const BOARDS = ['ROOM_ONLY', 'BREAKFAST', 'HALF_BOARD', 'FULL_BOARD', 'ALL_INCLUSIVE'] as const;
export type Board = (typeof BOARDS)[number];
export const PAYMENT_TYPES = ['DEPOSIT', 'GUARANTEE', 'PREPAY', 'HOLD'] as const;

/** An offer as every provider's reaches our API (Amadeus' HotelOffer with our additions). */
export interface ProviderOffer {
  type: 'hotel-offer';
  id: string;
  checkInDate: string;
  checkOutDate: string;
  roomQuantity: string;
  rateCode: string;
  boardType: Board;
  room: { type: string; typeEstimated: { category: string; beds: number; bedType: string }; description: { text: string; lang: string } };
  guests: { adults: number; childAges?: number[] };
  price: {
    currency: string;
    base: string;
    total: string;
    taxes: Array<{ amount: string; currency: string; code: string; percentage: string; included: boolean }>;
    variations: { average: { base: string } };
  };
  policies: {
    paymentType: (typeof PAYMENT_TYPES)[number];
    cancellations: Array<{ type: 'FULL_STAY'; deadline?: string; amount?: string; description: { text: string; lang: string } }>;
    checkInOut: { checkIn: string; checkOut: string };
  };
  self: string;
  /** Ours: cancelling is free until then; null when the rate is not refundable. */
  freeCancellationUntil: string | null;
  /** Ours: rooms left at this rate, when the provider says. */
  roomsLeft: number | null;
}

/** A provider's hotel: what our pages show of it, and its offers when a stay was asked. */
export interface ProviderHotel {
  hotelId: string;
  chainCode: string;
  name: string;
  cityCode: string;
  countryCode: string | null;
  latitude: number;
  longitude: number;
  /** To the city centre, when the provider says. */
  distanceKm: number | null;
  stars: number | null;
  amenities: string[];
  offers: ProviderOffer[];
}

/** Guests' opinion as the provider measures it: out of 10, how many reviews, and our six categories where it has them. */
export interface ProviderRating {
  score: number;
  count: number;
  categories: Record<string, number>;
}

/** Where and when, for whom: what every stay search asks (ours and a provider's). */
export interface StayAsk {
  cityCode: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  rooms: number;
  childAges: number[];
}

export interface ProviderStaySearch extends StayAsk {
  language: 'en' | 'fr';
}

export interface ProviderGuest {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface HotelProvider {
  readonly name: 'amadeus';
  /** A city's hotels with offers for the stay and the party (prices in US dollars). */
  search(search: ProviderStaySearch): Promise<ProviderHotel[]>;
  /** One hotel's offers for the stay (null when it has none to sell). */
  hotelOffers(hotelId: string, search: ProviderStaySearch): Promise<ProviderHotel | null>;
  /** An offer priced again now (Amadeus: GET /v3/shopping/hotel-offers/{id}). */
  price(offerId: string, language: 'en' | 'fr'): Promise<ProviderHotel>;
  /** Books a priced offer for the lead guest, guaranteed by the agency's card (after the guest paid us). */
  book(offerId: string, guest: ProviderGuest, agencyEmail: string): Promise<{ orderId: string; confirmationNumber: string }>;
  /** Guests' sentiment scores by hotel (hotels without any are absent). */
  ratings(hotelIds: string[]): Promise<Map<string, ProviderRating>>;
}

/** Thrown when the provider no longer sells an offer (sold out, expired): the guest searches again. */
export class OfferGoneError extends Error {
  constructor(
    readonly code: 'SOLD_OUT' | 'OFFER_NOT_FOUND',
    message: string,
  ) {
    super(message);
    this.name = 'OfferGoneError';
  }
}
