import { PhoneNumber } from '../lib/contact-schema';
import { createRoute, z } from '@hono/zod-openapi';
import { bookingSecurity } from '../lib/openapi-document';
import { errorResponse, jsonContent, langQuery, jsonBody, countQuery } from '../lib/openapi';
import { personName } from '../lib/text';
import { BookingParams, OrderViewSchema } from '../orders/orders.routes';
import { ContactCodeSchema } from '../payments/payments.routes';
import {
  BagOfferSchema,
  DictionariesSchema,
  FareRuleSchema,
  FlightOfferSchema,
  ItinerarySchema,
  PriceSchema,
  SeatMapSchema,
  TravelerPricingSchema,
} from './providers/types';
import { calendarDay } from '../lib/dates';

/** Spec §9: up to five legs, at most 30 offers; Amadeus: at most 9 seated travellers. */
export const MAX_LEGS = 5;
export const MAX_FLIGHT_OFFERS = 30;
export const MAX_SEATED_TRAVELLERS = 9;

const IATA = z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter IATA airport code.');
const DATE = calendarDay();

export const FlightSearchSchema = z
  .object({
    currencyCode: z.enum(['NGN', 'USD']).default('USD'),
    originDestinations: z
      .array(
        z.object({
          id: z.string().min(1).max(4),
          originLocationCode: IATA,
          destinationLocationCode: IATA,
          departureDateTimeRange: z.object({
            date: DATE,
            time: z
              .string()
              .regex(/^\d{2}:\d{2}(:\d{2})?$/)
              .optional(),
          }),
        }),
      )
      .min(1)
      .max(MAX_LEGS, `A trip has at most ${MAX_LEGS} flights.`),
    travelers: z
      .array(
        z.object({
          id: z.string().min(1).max(4),
          travelerType: z.enum(['ADULT', 'CHILD', 'HELD_INFANT', 'SEATED_INFANT']),
          associatedAdultId: z.string().optional(),
        }),
      )
      .min(1)
      .max(18),
    sources: z.tuple([z.literal('GDS')]).default(['GDS']),
    searchCriteria: z
      .object({
        maxFlightOffers: z.number().int().min(1).max(MAX_FLIGHT_OFFERS).default(MAX_FLIGHT_OFFERS),
        flightFilters: z
          .object({
            cabinRestrictions: z
              .array(
                z.object({
                  cabin: z.enum(['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST']),
                  coverage: z.enum(['MOST_SEGMENTS', 'AT_LEAST_ONE_SEGMENT', 'ALL_SEGMENTS']).default('MOST_SEGMENTS'),
                  originDestinationIds: z.array(z.string()).min(1),
                }),
              )
              .optional(),
          })
          .optional(),
      })
      .default({ maxFlightOffers: MAX_FLIGHT_OFFERS }),
  })
  .superRefine((search, ctx) => {
    const travellers = search.travelers;
    const adults = travellers.filter((traveller) => traveller.travelerType === 'ADULT');
    const seated = travellers.filter((traveller) => traveller.travelerType !== 'HELD_INFANT');
    const onLap = travellers.filter((traveller) => traveller.travelerType === 'HELD_INFANT');
    if (adults.length === 0) ctx.addIssue({ code: 'custom', path: ['travelers'], message: 'At least one adult must travel.' });
    if (seated.length > MAX_SEATED_TRAVELLERS) {
      ctx.addIssue({ code: 'custom', path: ['travelers'], message: `At most ${MAX_SEATED_TRAVELLERS} travellers can have a seat on one booking.` });
    }
    if (onLap.length > adults.length) ctx.addIssue({ code: 'custom', path: ['travelers'], message: 'Each infant on a lap needs an adult of their own.' });
    const adultIds = new Set(adults.map((adult) => adult.id));
    const laps = onLap.map((infant) => infant.associatedAdultId);
    if (laps.some((id) => !id || !adultIds.has(id)) || new Set(laps).size !== laps.length) {
      ctx.addIssue({ code: 'custom', path: ['travelers'], message: 'Each infant on a lap must name a different adult (associatedAdultId).' });
    }
    if (new Set(travellers.map((traveller) => traveller.id)).size !== travellers.length) {
      ctx.addIssue({ code: 'custom', path: ['travelers'], message: 'Traveller ids must be unique.' });
    }
    search.originDestinations.forEach((leg, index) => {
      if (leg.originLocationCode === leg.destinationLocationCode) {
        ctx.addIssue({
          code: 'custom',
          path: ['originDestinations', index, 'destinationLocationCode'],
          message: 'Choose a destination other than the origin.',
        });
      }
      const previous = search.originDestinations[index - 1];
      if (previous && leg.departureDateTimeRange.date < previous.departureDateTimeRange.date) {
        ctx.addIssue({
          code: 'custom',
          path: ['originDestinations', index, 'departureDateTimeRange', 'date'],
          message: 'Each flight must be on or after the date of the one before.',
        });
      }
    });
  })
  .openapi('FlightOffersSearchRequest');

export type FlightSearchInput = z.infer<typeof FlightSearchSchema>;

/** Amadeus Flight Offers Search v2, the part we use, with the id the search is kept under. */
export const FlightOffersResponseSchema = z
  .object({
    meta: z.object({
      count: z.number(),
      searchId: z.string().openapi({ description: 'Kept 30 minutes: choose an offer with POST /flight/confirm-offer { searchId, offerId }' }),
    }),
    data: z.array(FlightOfferSchema),
    dictionaries: DictionariesSchema,
  })
  .openapi('FlightOffersResponse');

export const searchFlightOffers = createRoute({
  method: 'post',
  path: '/flight/offers',
  tags: ['Flights'],
  summary: 'Search flight offers (Amadeus Flight Offers Search v2 request and response)',
  request: { body: jsonBody(FlightSearchSchema) },
  responses: {
    200: jsonContent(FlightOffersResponseSchema, 'Offers, cheapest first'),
    400: errorResponse('The body is not valid JSON'),
    422: errorResponse('The search cannot be made as asked (dates, airports, travellers)'),
  },
});

export const PopularTripsQuery = z.object({
  origin: IATA.optional().openapi({ param: { name: 'origin', in: 'query' }, example: 'LOS' }),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional()
    .openapi({ param: { name: 'country', in: 'query' }, example: 'NG' }),
  currency: z
    .enum(['NGN', 'USD'])
    .default('USD')
    .openapi({ param: { name: 'currency', in: 'query' }, example: 'NGN' }),
  lang: z
    .enum(['en', 'fr'])
    .default('en')
    .openapi({ param: { name: 'lang', in: 'query' }, example: 'fr' }),
});

export const PopularTripSchema = z
  .object({
    origin: z.string(),
    originCity: z.string(),
    destination: z.string(),
    destinationCity: z.string(),
    departureDate: z.string(),
    price: z.object({ total: z.string(), currency: z.enum(['NGN', 'USD']) }),
  })
  .openapi('PopularTrip');

export const listPopularTrips = createRoute({
  method: 'get',
  path: '/flight/popular-trips',
  tags: ['Flights'],
  summary: 'Popular trips from an airport (or the main airport of a country), with the lowest one-way fare three weeks out',
  request: { query: PopularTripsQuery },
  responses: {
    200: jsonContent(
      z.object({ data: z.array(PopularTripSchema), meta: z.object({ origin: z.string().nullable() }) }),
      'Trips, cheapest first; empty when no origin is known',
    ),
    422: errorResponse('Malformed airport, country or currency'),
  },
});

export const FlightRouteSchema = z
  .object({ origin: z.string(), destination: z.string(), originCity: z.string(), destinationCity: z.string() })
  .openapi('FlightRoute');

export const listFlightRoutes = createRoute({
  method: 'get',
  path: '/flight/routes',
  tags: ['Flights'],
  summary: 'The routes the site has pages for: each market’s favourite destinations and the way back, with the cities named in the reader’s language',
  request: {
    query: z.object({
      lang: langQuery,
    }),
  },
  responses: { 200: jsonContent(z.object({ data: z.array(FlightRouteSchema) }), 'The routes, by airport codes'), 422: errorResponse('An unknown language') },
});

export const FlightRouteFactsSchema = FlightRouteSchema.extend({
  currency: z.enum(['NGN', 'USD']),
  months: z.array(z.object({ month: z.string(), date: z.string(), lowest: z.string().nullable() })),
  carriers: z.array(z.object({ code: z.string(), name: z.string() })),
  shortestMinutes: z.number().int().nullable(),
  typicalMinutes: z.number().int().nullable(),
  fewestStops: z.number().int().nullable(),
  includedBags: z.number().int().nullable(),
}).openapi('FlightRouteFacts');

export const flightRouteFacts = createRoute({
  method: 'get',
  path: '/flight/routes/{origin}/{destination}',
  tags: ['Flights'],
  summary:
    'A route’s page facts from the provider’s own searches, kept a day: the lowest one-way fare (one adult, economy) for a day of each of the next twelve months, the airlines, the usual and shortest journey, the fewest stops and the bags the cheapest fares include',
  request: {
    params: z.object({
      origin: IATA.openapi({ param: { name: 'origin', in: 'path' }, example: 'LOS' }),
      destination: IATA.openapi({ param: { name: 'destination', in: 'path' }, example: 'LHR' }),
    }),
    query: z.object({
      currency: z
        .enum(['NGN', 'USD'])
        .default('USD')
        .openapi({ param: { name: 'currency', in: 'query' } }),
      lang: langQuery,
    }),
  },
  responses: {
    200: jsonContent(z.object({ data: FlightRouteFactsSchema }), 'The route’s facts'),
    404: errorResponse('Not a route the site has a page for'),
    422: errorResponse('Malformed airport codes, currency or language'),
  },
});

const OfferSegmentSchema = z
  .object({
    id: z.string(),
    departure: z.object({ iataCode: IATA, at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/) }),
    arrival: z.object({ iataCode: IATA, at: z.string() }),
    carrierCode: z.string().regex(/^[A-Z0-9]{2}$/),
    number: z.string().regex(/^\d{1,4}$/),
  })
  .passthrough();

/** The offer as the search returned it; only the flights, cabins, brands and travellers count. */
export const PricedOfferInputSchema = z
  .object({
    type: z.literal('flight-offer'),
    id: z.string().min(1).max(64),
    itineraries: z
      .array(z.object({ segments: z.array(OfferSegmentSchema).min(1).max(4) }).passthrough())
      .min(1)
      .max(MAX_LEGS),
    price: z.object({ currency: z.enum(['NGN', 'USD']), total: z.string() }).passthrough(),
    travelerPricings: z
      .array(
        z
          .object({
            travelerId: z.string(),
            travelerType: z.enum(['ADULT', 'CHILD', 'HELD_INFANT', 'SEATED_INFANT']),
            associatedAdultId: z.string().optional(),
            fareDetailsBySegment: z
              .array(
                z
                  .object({
                    segmentId: z.string(),
                    cabin: z.enum(['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST']),
                    brandedFare: z.enum(['LIGHT', 'FLEX']).optional(),
                  })
                  .passthrough(),
              )
              .min(1),
          })
          .passthrough(),
      )
      .min(1)
      .max(18),
  })
  .passthrough();

const QuoteId = z.string().uuid('Not a quote id.');

export const ConfirmOfferSchema = z
  .object({
    /** The search the offer was chosen from (meta.searchId of POST /flight/offers), and the offer's id in it. */
    searchId: z.string().uuid('Not a search id.').optional(),
    offerId: z.string().min(1).max(64).optional(),
    /** Or the offer itself as the search returned it (Amadeus Flight Offers Price v1). */
    data: z
      .object({
        type: z.literal('flight-offers-pricing'),
        flightOffers: z.array(PricedOfferInputSchema).length(1, 'Price one offer at a time.'),
      })
      .optional(),
  })
  .refine((body) => (body.searchId && body.offerId ? !body.data : !!body.data && !body.searchId && !body.offerId), {
    message: 'Send either searchId and offerId, or data.flightOffers.',
  })
  .openapi('FlightOffersPricingRequest');

export const QuoteResponseSchema = z
  .object({
    data: z.object({ type: z.literal('flight-offers-pricing'), flightOffers: z.array(FlightOfferSchema) }),
    dictionaries: DictionariesSchema,
    meta: z.object({ quoteId: z.string(), searchId: z.string().nullable(), expiresAt: z.string(), previousTotal: z.string().nullable() }),
    warnings: z.array(z.object({ status: z.number(), code: z.string(), title: z.string(), detail: z.string() })).optional(),
  })
  .openapi('FlightQuote');

export const confirmOffer = createRoute({
  method: 'post',
  path: '/flight/confirm-offer',
  tags: ['Flights'],
  summary:
    'Price a chosen offer now (Amadeus Flight Offers Price v1) and keep it as a quote for 30 minutes (meta.quoteId); warns when the total changed. The same offer of the same search answers with the same quote while it holds.',
  request: { body: jsonBody(ConfirmOfferSchema) },
  responses: {
    200: jsonContent(QuoteResponseSchema, 'The offer as it can be booked now, kept as a quote'),
    409: errorResponse('The flights are sold out or no longer on sale, or the offer is not in that search'),
    410: errorResponse('The search is older than 30 minutes (QUOTE_EXPIRED): search again'),
    422: errorResponse('Not an offer this API returned'),
  },
});

export const getQuote = createRoute({
  method: 'get',
  path: '/flight/quotes/{quoteId}',
  tags: ['Flights'],
  summary: 'A priced offer kept by confirm-offer, as it will be booked',
  request: { params: z.object({ quoteId: QuoteId.openapi({ param: { name: 'quoteId', in: 'path' } }) }) },
  responses: {
    200: jsonContent(QuoteResponseSchema, 'The quote'),
    410: errorResponse('Older than 30 minutes, or unknown (QUOTE_EXPIRED): search again'),
    422: errorResponse('Not a quote id'),
  },
});

const DAY = calendarDay();
const NAME = personName(60);

export const BookingTravellerSchema = z.object({
  id: z.string().min(1).max(4),
  title: z.enum(['MR', 'MRS', 'MS', 'MISS', 'MSTR', 'DR']),
  firstName: NAME,
  middleName: z.union([z.literal(''), personName(60)]).optional(),
  lastName: NAME,
  dateOfBirth: DAY,
  gender: z.enum(['MALE', 'FEMALE']),
  nationality: z.string().regex(/^[A-Z]{2}$/, 'Use the two-letter country code.'),
  passport: z.object({
    number: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{5,20}$/, 'Letters and digits as printed on the passport.'),
    issuingCountry: z.string().regex(/^[A-Z]{2}$/, 'Use the two-letter country code.'),
    expiryDate: DAY,
  }),
});

export const CreateOrderSchema = z
  .object({
    data: z.object({
      type: z.literal('flight-order'),
      travelers: z.array(BookingTravellerSchema).min(1).max(18),
      contact: z.object({
        email: z.string().trim().email('Enter a valid email address.'),
        phone: PhoneNumber,
      }),
    }),
    /** The quote made on the review page (meta.quoteId of confirm-offer): the offer booked, as priced then. */
    quoteId: QuoteId,
    /** The total the traveller saw on the review page; a different price now is a 409, not a charge. */
    expectedTotal: z.string().regex(/^\d+(\.\d{1,2})?$/),
    /** BANK_TRANSFER reserves at once (pay later with the booking ID); otherwise the booking waits for seats, bags and payment. */
    paymentMethod: z.enum(['BANK_TRANSFER', 'CARD']).optional(),
    language: z.enum(['en', 'fr']).default('en'),
  })
  .openapi('FlightOrderRequest');

export const BookingSummarySchema = z
  .object({
    reference: z.string(),
    status: z.enum(['PENDING', 'CONFIRMED', 'CANCELLED']),
    paymentDeadline: z.string(),
    total: z.object({ amount: z.string(), currency: z.enum(['NGN', 'USD']) }),
    /** With BANK_TRANSFER before the contact email is confirmed: the code sent to it. */
    contactConfirmation: ContactCodeSchema.optional(),
  })
  .openapi('BookingSummary');

export const createOrder = createRoute({
  method: 'post',
  path: '/flight/create-order',
  tags: ['Flights'],
  summary: 'Book a priced offer for the travellers, unpaid: held for checkout (seats, bags, payment), or reserved until its deadline with BANK_TRANSFER',
  request: { body: jsonBody(CreateOrderSchema) },
  responses: {
    201: jsonContent(
      z.object({ data: BookingSummarySchema }),
      'Booked, unpaid: held for checkout; with BANK_TRANSFER reserved until the deadline once the contact email is confirmed (contactConfirmation: the code sent to it). This browser may now open the booking (cookie).',
    ),
    409: errorResponse('Sold out, no longer on sale, or the price changed'),
    410: errorResponse('The quote is older than 30 minutes (QUOTE_EXPIRED): search again'),
    422: errorResponse('Travellers that do not fit the offer (ages, names, passports) or malformed input'),
    429: errorResponse(
      'Too many bookings from this address (BOOKINGS_PER_HOUR), or too many unpaid bookings or seats held by this address, email or phone (TOO_MANY_UNPAID_BOOKINGS; Retry-After: when the first hold ends)',
    ),
  },
});

const BOOKING_ID = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6}$/, 'A booking ID has six letters and digits.'));

/** Ancillaries are asked for a booking (its stored offer) or for an offer as the search returned it. */
export const AncillaryRequestSchema = z
  .object({
    bookingId: BOOKING_ID.optional(),
    data: z.object({ flightOffers: z.array(PricedOfferInputSchema).length(1) }).optional(),
  })
  .refine((body) => !!body.bookingId !== !!body.data, { message: 'Send either bookingId or data.flightOffers.' })
  .openapi('AncillaryRequest');

export const seatMap = createRoute({
  method: 'post',
  security: [{}, ...bookingSecurity(true)],
  path: '/flight/seat-map',
  tags: ['Flights'],
  summary: 'Seat maps of every flight (Amadeus SeatMap Display v1), with the seats other bookings hold shown occupied',
  request: { body: jsonBody(AncillaryRequestSchema) },
  responses: {
    200: jsonContent(z.object({ data: z.array(SeatMapSchema) }).openapi('SeatMapResponse'), 'One seat map per flight'),
    404: errorResponse('No booking with this ID'),
    409: errorResponse('The flights are no longer on sale'),
    422: errorResponse('Malformed request'),
  },
});

export const chargeableBags = createRoute({
  method: 'post',
  security: [{}, ...bookingSecurity(true)],
  path: '/flight/chargable-bags',
  tags: ['Flights'],
  summary: 'Extra checked bags for sale, per direction (Flight Offers Price include=bags)',
  request: { body: jsonBody(AncillaryRequestSchema) },
  responses: {
    200: jsonContent(
      z
        .object({
          data: z.object({ type: z.literal('flight-offers-pricing'), flightOffers: z.array(z.object({ id: z.string(), price: PriceSchema })) }),
          included: z.object({ bags: z.record(z.string(), BagOfferSchema).openapi({ description: 'Keyed direction-quantity, e.g. "0-1"' }) }),
        })
        .openapi('ChargeableBagsResponse'),
      'Bag options',
    ),
    404: errorResponse('No booking with this ID'),
    409: errorResponse('The flights are no longer on sale'),
    422: errorResponse('Malformed request'),
  },
});

export const FareRulesSchema = z.object({
  offerId: z.string(),
  brandedFare: z.enum(['LIGHT', 'FLEX']),
  currency: z.enum(['NGN', 'USD']),
  fareRules: z.object({ rules: z.array(FareRuleSchema) }),
});

export const fareRules = createRoute({
  method: 'post',
  security: [{}, ...bookingSecurity(true)],
  path: '/flight/fare-rules',
  tags: ['Flights'],
  summary: 'Refund and change penalties of the fare (Flight Offers Price include=detailed-fare-rules, as fareRules)',
  request: { body: jsonBody(AncillaryRequestSchema) },
  responses: {
    200: jsonContent(z.object({ data: FareRulesSchema }).openapi('FareRulesResponse'), 'Fare rules'),
    404: errorResponse('No booking with this ID'),
    409: errorResponse('The flights are no longer on sale'),
    422: errorResponse('Malformed request'),
  },
});

export const BookingServicesSchema = z
  .object({
    seats: z
      .array(
        z.object({
          travelerId: z.string().min(1).max(4),
          segmentId: z.string().min(1).max(8),
          number: z.string().regex(/^\d{1,2}[A-K]$/, 'A seat is a row and a letter, like 14C.'),
        }),
      )
      .max(90),
    bags: z
      .array(z.object({ travelerId: z.string().min(1).max(4), itineraryIndex: z.number().int().min(0).max(4), quantity: z.number().int().min(0).max(3) }))
      .max(45),
  })
  .openapi('BookingServices');

/** A flight order's own fields, after the shared ones of every order: its flights, fares, travellers (names only), seats and bags. */
export const FlightOrderFieldsSchema = z.object({
  itineraries: z
    .array(ItinerarySchema)
    .openapi({ description: 'The flights as the airline now has them: the times of its latest schedule change, if it made one' }),
  scheduleChanged: z
    .boolean()
    .openapi({ description: "The airline has moved or replaced these flights since they were sold (the changes are listed with the booking's requests)" }),
  travelerPricings: z.array(TravelerPricingSchema),
  passengers: z.array(
    z.object({
      travelerId: z.string(),
      travelerType: z.string(),
      title: z.string(),
      firstName: z.string(),
      middleName: z.string().nullable(),
      lastName: z.string(),
      ticketNumber: z
        .string()
        .nullable()
        .openapi({ description: "The airline's e-ticket (13 digits), once the booking is paid and the ticket issued", example: '1252123456789' }),
    }),
  ),
  seats: z.array(z.object({ travelerId: z.string(), segmentId: z.string(), number: z.string(), price: z.string() })),
  bags: z.array(z.object({ travelerId: z.string(), itineraryIndex: z.number(), quantity: z.number(), price: z.string() })),
});

/** A flight order as GET /bookings/{reference} shows it. */
export const FlightBookingSchema = OrderViewSchema.extend(FlightOrderFieldsSchema.shape).openapi('FlightBooking');

/** A flight order's own fields on a Travel Hub card (after the shared ones of every trip). */
export const FlightTripFieldsSchema = z.object({
  from: z.string(),
  to: z.string(),
  departureAt: z.string(),
  returnAt: z.string().nullable(),
  flights: z.number(),
  travellers: z.number(),
});

export const putBookingServices = createRoute({
  method: 'put',
  security: bookingSecurity(true),
  path: '/bookings/{reference}/services',
  tags: ['Bookings'],
  summary: "Set (or clear) an unpaid booking's seats and extra bags; the total is priced again",
  request: { params: BookingParams, body: jsonBody(BookingServicesSchema) },
  responses: {
    200: jsonContent(z.object({ data: FlightBookingSchema }), 'The booking with its new seats, bags and total'),
    404: errorResponse('No booking with this ID'),
    409: errorResponse('A seat was taken meanwhile, or the booking is paid or lapsed'),
    422: errorResponse('A seat or bag that does not fit this booking'),
  },
});

const DatePricesParty = {
  origin: IATA.openapi({ param: { name: 'origin', in: 'query' }, example: 'LOS' }),
  destination: IATA.openapi({ param: { name: 'destination', in: 'query' }, example: 'LHR' }),
  currency: z
    .enum(['NGN', 'USD'])
    .default('USD')
    .openapi({ param: { name: 'currency', in: 'query' }, example: 'NGN' }),
  adults: countQuery('adults', 1, 9, 1),
  children: countQuery('children', 0, 8, 0),
  infants: countQuery('infants', 0, 9, 0),
  cabin: z
    .enum(['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'])
    .default('ECONOMY')
    .openapi({ param: { name: 'cabin', in: 'query' } }),
};

export const DatePricesSchema = z
  .object({
    currency: z.enum(['NGN', 'USD']),
    departures: z.array(z.string()),
    returns: z.array(z.string()).nullable(),
    cells: z
      .array(z.array(z.string().nullable()))
      .openapi({ description: "The party's lowest total per departure (row) and return (column); null: nothing to book that day" }),
  })
  .openapi('DatePrices');

const seatedWithinNine = (query: { adults: number; children: number; infants: number }) => query.adults + query.children <= 9 && query.infants <= query.adults;

export const dateGrid = createRoute({
  method: 'get',
  path: '/flight/date-grid',
  tags: ['Flights'],
  summary: 'The lowest fares three days either side of a departure (and of a return: 7×7), each from a real search, cached for 30 minutes',
  request: {
    query: z
      .object({
        ...DatePricesParty,
        depart: DATE.openapi({ param: { name: 'depart', in: 'query' }, example: '2026-12-20' }),
        return: DATE.optional().openapi({ param: { name: 'return', in: 'query' }, example: '2027-01-03' }),
      })
      .refine(seatedWithinNine, { message: 'At most nine seated travellers, and one infant per adult.', path: ['adults'] }),
  },
  responses: {
    200: jsonContent(z.object({ data: DatePricesSchema }), 'Prices by date'),
    422: errorResponse('Malformed airport, date or party'),
    429: errorResponse('Too many searches'),
  },
});

export const priceCalendar = createRoute({
  method: 'get',
  path: '/flight/price-calendar',
  tags: ['Flights'],
  summary: 'The lowest fare for each day of a month (a return trip keeps its length in days), each from a real search, cached for 30 minutes',
  request: {
    query: z
      .object({
        ...DatePricesParty,
        month: z
          .string()
          .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month as YYYY-MM.')
          .openapi({ param: { name: 'month', in: 'query' }, example: '2026-12' }),
        stay: z.coerce
          .number()
          .int()
          .min(0)
          .max(60)
          .optional()
          .openapi({ param: { name: 'stay', in: 'query' }, description: 'Days between departure and return, for return-trip prices' }),
      })
      .refine(seatedWithinNine, { message: 'At most nine seated travellers, and one infant per adult.', path: ['adults'] }),
  },
  responses: {
    200: jsonContent(z.object({ data: DatePricesSchema }), 'One price per day (one column)'),
    422: errorResponse('Malformed airport, month or party'),
    429: errorResponse('Too many searches'),
  },
});
