import { z } from '@hono/zod-openapi';
import { CurrencySchema } from '../../lib/openapi';

/**
 * Shapes of the Amadeus Self-Service APIs (Flight Offers Search v2, Flight Offers Price v1, SeatMap
 * Display v1; their specifications are in `server/lib/amadeus-specs/`), the part we use. The zod schemas are the
 * API's declaration of them: its OpenAPI document and the web app's types come from them.
 */
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

const Currency = CurrencySchema;
const Cabin = z.enum(['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST']);
const TravelerTypeSchema = z.enum(['ADULT', 'CHILD', 'HELD_INFANT', 'SEATED_INFANT']);

export const FlightEndPointSchema = z.object({
  iataCode: z.string(),
  terminal: z.string().optional(),
  at: z.string().openapi({ description: 'Local date and time, no offset' }),
});
export type FlightEndPoint = z.infer<typeof FlightEndPointSchema>;

export const SegmentSchema = z
  .object({
    id: z.string(),
    departure: FlightEndPointSchema,
    arrival: FlightEndPointSchema,
    carrierCode: z.string(),
    number: z.string(),
    aircraft: z.object({ code: z.string() }),
    operating: z.object({ carrierCode: z.string() }),
    duration: z.string(),
    numberOfStops: z.number(),
    blacklistedInEU: z.boolean(),
  })
  .openapi('Segment');
export type Segment = z.infer<typeof SegmentSchema>;

export const ItinerarySchema = z.object({ duration: z.string(), segments: z.array(SegmentSchema) }).openapi('Itinerary');
export type Itinerary = z.infer<typeof ItinerarySchema>;

export const PriceSchema = z.object({
  currency: Currency,
  total: z.string(),
  base: z.string(),
  fees: z.array(z.object({ amount: z.string(), type: z.enum(['SUPPLIER', 'TICKETING', 'FORM_OF_PAYMENT']) })).optional(),
  grandTotal: z.string().optional(),
  taxes: z.array(z.object({ amount: z.string(), code: z.string() })).optional(),
});
export type Price = z.infer<typeof PriceSchema>;

export const FareDetailsBySegmentSchema = z.object({
  segmentId: z.string(),
  cabin: Cabin,
  fareBasis: z.string(),
  brandedFare: z.enum(['LIGHT', 'FLEX']),
  class: z.string(),
  includedCheckedBags: z.object({ quantity: z.number(), weight: z.number().optional(), weightUnit: z.literal('KG').optional() }),
});
export type FareDetailsBySegment = z.infer<typeof FareDetailsBySegmentSchema>;

export const TravelerPricingSchema = z.object({
  travelerId: z.string(),
  fareOption: z.literal('STANDARD'),
  travelerType: TravelerTypeSchema,
  associatedAdultId: z.string().optional(),
  price: PriceSchema,
  fareDetailsBySegment: z.array(FareDetailsBySegmentSchema),
});
export type TravelerPricing = z.infer<typeof TravelerPricingSchema>;

/** Amadeus Flight Offers Search v2 `flight-offer`, the part we use. */
export const FlightOfferSchema = z
  .object({
    type: z.literal('flight-offer'),
    id: z.string(),
    source: z.literal('GDS'),
    instantTicketingRequired: z.boolean(),
    nonHomogeneous: z.boolean(),
    oneWay: z.boolean(),
    lastTicketingDate: z.string(),
    numberOfBookableSeats: z.number(),
    itineraries: z.array(ItinerarySchema),
    price: PriceSchema,
    pricingOptions: z.object({ fareType: z.tuple([z.literal('PUBLISHED')]), includedCheckedBagsOnly: z.boolean(), refundableFare: z.boolean().optional() }),
    validatingAirlineCodes: z.array(z.string()),
    travelerPricings: z.array(TravelerPricingSchema),
  })
  .openapi('FlightOffer');
export type FlightOffer = z.infer<typeof FlightOfferSchema>;

export const DictionariesSchema = z
  .object({
    locations: z.record(z.string(), z.object({ cityCode: z.string(), countryCode: z.string() })),
    aircraft: z.record(z.string(), z.string()),
    currencies: z.record(z.string(), z.string()),
    carriers: z.record(z.string(), z.string()),
  })
  .openapi('Dictionaries');
export type Dictionaries = z.infer<typeof DictionariesSchema>;

export interface FlightOffersResponse {
  meta: { count: number };
  data: FlightOffer[];
  dictionaries: Dictionaries;
}

/** Amadeus SeatMap Display v1, the part we use. */
export const SeatMapSeatSchema = z.object({
  cabin: Cabin,
  number: z.string(),
  characteristicsCodes: z.array(z.string()).openapi({ description: 'W window, A aisle, 9 centre, E exit row, L legroom, FC front of cabin, CH chargeable' }),
  coordinates: z.object({ x: z.number(), y: z.number() }),
  travelerPricing: z.array(
    z.object({
      travelerId: z.string(),
      seatAvailabilityStatus: z.enum(['AVAILABLE', 'BLOCKED', 'OCCUPIED']),
      price: z.object({ currency: Currency, total: z.string(), base: z.string() }),
    }),
  ),
});
export type SeatMapSeat = z.infer<typeof SeatMapSeatSchema>;

export const SeatMapSchema = z
  .object({
    type: z.literal('seatmap'),
    id: z.string(),
    flightOfferId: z.string(),
    segmentId: z.string(),
    departure: FlightEndPointSchema,
    arrival: FlightEndPointSchema,
    carrierCode: z.string(),
    number: z.string(),
    aircraft: z.object({ code: z.string() }),
    decks: z.array(
      z.object({
        deckType: z.enum(['MAIN', 'UPPER']),
        deckConfiguration: z.object({
          width: z.number(),
          length: z.number(),
          startSeatRow: z.number(),
          endSeatRow: z.number(),
          exitRowsX: z.array(z.number()),
        }),
        facilities: z.array(z.unknown()),
        seats: z.array(SeatMapSeatSchema),
      }),
    ),
    availableSeatsCounters: z.array(z.object({ travelerId: z.string(), value: z.number() })),
  })
  .openapi('SeatMap');
export type SeatMap = z.infer<typeof SeatMapSchema>;

/** One entry of Flight Offers Price `included.bags`: n extra bags on one direction of the trip. */
export const BagOfferSchema = z
  .object({
    quantity: z.number(),
    name: z.literal('CHECKED_BAG'),
    weight: z.number(),
    weightUnit: z.literal('KG'),
    price: z.object({ amount: z.string(), currencyCode: Currency }),
    bookableByItinerary: z.literal(true),
    itineraryIndex: z.number(),
    segmentIds: z.array(z.string()),
    travelerIds: z.array(z.string()),
  })
  .openapi('BagOffer');
export type BagOffer = z.infer<typeof BagOfferSchema>;

/** Amadeus `fareRules.rules[]`: what refunding or changing the ticket costs. */
export const FareRuleSchema = z.object({ category: z.enum(['REFUND', 'EXCHANGE']), maxPenaltyAmount: z.string().optional(), notApplicable: z.boolean() });
export type FareRule = z.infer<typeof FareRuleSchema>;

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
  createOrder(offer: FlightOffer, travelers: ProviderTraveller[], contact: { email: string; phone: string }): Promise<{ id: string; reference: string | null }>;
  /**
   * Flight Order Management's cancel: gives back an order nobody will pay (our side of it could not
   * be recorded). A provider that no longer knows the order has nothing to give back.
   */
  cancelOrder(id: string): Promise<void>;
  /**
   * The e-tickets issued for a paid order, by traveller (Flight Order Management: the order's
   * `tickets`). Empty while the airline has not issued them yet.
   */
  issuedTickets(order: IssuedTicketsRequest): Promise<IssuedTicket[]>;
  /**
   * The order's flights as the airline has them now (Flight Order Management: the order's
   * `flightOffers[0].itineraries`): an airline that changes its schedule moves them. Null when
   * the provider no longer knows the order.
   */
  currentItineraries(order: { id: string; offer: FlightOffer }): Promise<Itinerary[] | null>;
  /**
   * The order's flights once our staff have changed its dates with the airline (an after-sales
   * date change: `departure` moves the outbound journey to that local day, `return` the return
   * journey). Amadeus: the order's record, which our staff changed through the airline (Flight
   * Order Management has no call to change it). The simulated GDS rebooks the same flights on the
   * new days. Throws OfferUnavailableError when those flights do not fly then, or the provider no
   * longer knows the order.
   */
  changedItineraries(order: { id: string; offer: FlightOffer }, dates: { departure: string; return?: string }): Promise<Itinerary[]>;
}

export interface IssuedTicketsRequest {
  /** The provider's order id (Flight Create Orders' `id`). */
  id: string;
  offer: FlightOffer;
  travellerIds: string[];
}

/** One traveller's e-ticket: 13 digits, the issuing airline's three-digit code first. */
export interface IssuedTicket {
  travelerId: string;
  number: string;
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
