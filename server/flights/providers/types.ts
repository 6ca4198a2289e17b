/** Shapes of Amadeus Flight Offers Search v2 (shared/providers/amadeus), the part we use. */
export type TravelClass = 'ECONOMY' | 'PREMIUM_ECONOMY' | 'BUSINESS' | 'FIRST';
export type TravelerType = 'ADULT' | 'CHILD' | 'HELD_INFANT' | 'SEATED_INFANT';
export type OfferCurrency = 'NGN' | 'USD';

export interface OriginDestination {
  id: string;
  originLocationCode: string;
  destinationLocationCode: string;
  departureDateTimeRange: { date: string; time?: string };
}

export interface Traveler {
  id: string;
  travelerType: TravelerType;
  associatedAdultId?: string;
}

export interface FlightSearchRequest {
  currencyCode: OfferCurrency;
  originDestinations: OriginDestination[];
  travelers: Traveler[];
  sources: ['GDS'];
  searchCriteria: {
    maxFlightOffers: number;
    flightFilters?: {
      cabinRestrictions?: Array<{ cabin: TravelClass; coverage: 'MOST_SEGMENTS' | 'AT_LEAST_ONE_SEGMENT' | 'ALL_SEGMENTS'; originDestinationIds: string[] }>;
    };
  };
}

export interface FlightEndPoint {
  iataCode: string;
  terminal?: string;
  at: string;
}

export interface Segment {
  id: string;
  departure: FlightEndPoint;
  arrival: FlightEndPoint;
  carrierCode: string;
  number: string;
  aircraft: { code: string };
  operating: { carrierCode: string };
  duration: string;
  numberOfStops: number;
  blacklistedInEU: boolean;
}

export interface Itinerary {
  duration: string;
  segments: Segment[];
}

export interface Price {
  currency: OfferCurrency;
  total: string;
  base: string;
  fees?: Array<{ amount: string; type: 'SUPPLIER' | 'TICKETING' | 'FORM_OF_PAYMENT' }>;
  grandTotal?: string;
  taxes?: Array<{ amount: string; code: string }>;
}

export interface FareDetailsBySegment {
  segmentId: string;
  cabin: TravelClass;
  fareBasis: string;
  brandedFare: 'LIGHT' | 'FLEX';
  class: string;
  includedCheckedBags: { quantity: number; weight?: number; weightUnit?: 'KG' };
}

export interface TravelerPricing {
  travelerId: string;
  fareOption: 'STANDARD';
  travelerType: TravelerType;
  associatedAdultId?: string;
  price: Price;
  fareDetailsBySegment: FareDetailsBySegment[];
}

export interface FlightOffer {
  type: 'flight-offer';
  id: string;
  source: 'GDS';
  instantTicketingRequired: boolean;
  nonHomogeneous: boolean;
  oneWay: boolean;
  lastTicketingDate: string;
  numberOfBookableSeats: number;
  itineraries: Itinerary[];
  price: Price;
  pricingOptions: { fareType: ['PUBLISHED']; includedCheckedBagsOnly: boolean; refundableFare?: boolean };
  validatingAirlineCodes: string[];
  travelerPricings: TravelerPricing[];
}

export interface Dictionaries {
  locations: Record<string, { cityCode: string; countryCode: string }>;
  aircraft: Record<string, string>;
  currencies: Record<string, string>;
  carriers: Record<string, string>;
}

export interface FlightOffersResponse {
  meta: { count: number };
  data: FlightOffer[];
  dictionaries: Dictionaries;
}

/** Amadeus SeatMap Display v1, the part we use. */
export interface SeatMapSeat {
  cabin: TravelClass;
  number: string;
  /** W window, A aisle, 9 centre, E exit row, L legroom, FC front of cabin, CH chargeable. */
  characteristicsCodes: string[];
  coordinates: { x: number; y: number };
  travelerPricing: Array<{ travelerId: string; seatAvailabilityStatus: 'AVAILABLE' | 'BLOCKED' | 'OCCUPIED'; price: { currency: OfferCurrency; total: string; base: string } }>;
}

export interface SeatMap {
  type: 'seatmap';
  id: string;
  flightOfferId: string;
  segmentId: string;
  departure: FlightEndPoint;
  arrival: FlightEndPoint;
  carrierCode: string;
  number: string;
  aircraft: { code: string };
  decks: Array<{
    deckType: 'MAIN' | 'UPPER';
    deckConfiguration: { width: number; length: number; startSeatRow: number; endSeatRow: number; exitRowsX: number[] };
    facilities: unknown[];
    seats: SeatMapSeat[];
  }>;
  availableSeatsCounters: Array<{ travelerId: string; value: number }>;
}

/** One entry of Flight Offers Price `included.bags`: n extra bags on one direction of the trip. */
export interface BagOffer {
  quantity: number;
  name: 'CHECKED_BAG';
  weight: number;
  weightUnit: 'KG';
  price: { amount: string; currencyCode: OfferCurrency };
  bookableByItinerary: true;
  itineraryIndex: number;
  segmentIds: string[];
  travelerIds: string[];
}

/** Amadeus `fareRules.rules[]`: what refunding or changing the ticket costs. */
export interface FareRule {
  category: 'REFUND' | 'EXCHANGE';
  maxPenaltyAmount?: string;
  notApplicable: boolean;
}

/** Why an offer cannot be priced or booked as it stands: each has its own recovery in the UI. */
export class OfferUnavailableError extends Error {
  constructor(
    readonly reason: 'FLIGHT_NOT_FOUND' | 'SOLD_OUT',
    message: string,
  ) {
    super(message);
    this.name = 'OfferUnavailableError';
  }
}

/** What the rest of the API knows of a flight provider; the adapter behind it is chosen by configuration. */
export interface FlightProvider {
  readonly name: 'simulated' | 'amadeus';
  /** Whether flights to or from this airport can be sold at all. */
  serves(iata: string): boolean;
  searchOffers(request: FlightSearchRequest): Promise<FlightOffersResponse>;
  /**
   * Flight Offers Price: the offer re-priced now, from the flights it names (never from the prices
   * it carries). The total may differ from the one searched; throws OfferUnavailableError.
   */
  priceOffer(offer: FlightOffer, currency: OfferCurrency): Promise<FlightOffer>;
  /** Seats the provider has for sale in a cabin on one flight, before our own sales. */
  flightCapacity(segment: Segment, cabin: TravelClass): number;
  /** SeatMap Display for every flight of a priced offer; `taken` holds seats our bookings hold, by flight key. */
  seatMaps(offer: FlightOffer, taken: ReadonlyMap<string, ReadonlySet<string>>): Promise<SeatMap[]>;
  /** Extra checked bags for sale on the offer (Flight Offers Price include=bags). */
  chargeableBags(offer: FlightOffer): Promise<Record<string, BagOffer>>;
  /** Refund and change penalties (Flight Offers Price include=detailed-fare-rules). */
  fareRules(offer: FlightOffer): Promise<{ rules: FareRule[] }>;
  /** Flight Create Orders: the booking at the provider (a PNR), for travellers named as on their passports. */
  createOrder(offer: FlightOffer, travelers: ProviderTraveller[], contact: { email: string; phone: string }): Promise<{ id: string }>;
}

export interface ProviderTraveller {
  id: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  dateOfBirth: string;
  gender: 'MALE' | 'FEMALE';
  nationality: string;
  passport: { number: string; issuingCountry: string; expiryDate: string };
}

/** How we name one flight across bookings, seats and inventory: carrier, number, local departure. */
export const flightKey = (segment: Pick<Segment, 'carrierCode' | 'number' | 'departure'>) => `${segment.carrierCode}${segment.number}@${segment.departure.at}`;
