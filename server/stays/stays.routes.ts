import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, jsonContent, langQuery, pageQuery, jsonBody } from '../lib/openapi';
import { contactFields } from '../lib/contact-schema';
import { CONTROL_CHARACTERS } from '../lib/text';
import { bookingSecurity } from '../lib/openapi-document';
import { BookingReference, cancelBookingRoute } from '../orders/orders.routes';
import { PROPERTY_TYPES, STAY_SORTS } from './search';
import { BOARDS, PAYMENT_TYPES } from './providers/types';
import { ReviewSchema, ReviewSummarySchema, reviewBody, reviewsQuery } from '../reviews/reviews';
import { STAY_REVIEW_CATEGORIES } from './catalogue/reviews';
import { STAY_REVIEW_STATUSES } from './reviews';
import { calendarDay } from '../lib/dates';

const DATE = calendarDay();
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const split = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
/** Children's ages, comma-separated (0–17, nine at most). */
const AGES = z
  .string()
  .regex(/^\s*\d{1,2}(\s*,\s*\d{1,2}){0,8}\s*$/, 'Give the children’s ages, 0 to 17, separated by commas (nine at most).')
  .transform((value) => split(value).map(Number))
  .refine((ages) => ages.every((age) => age <= 17), 'Children are 0 to 17 years old.');
/** Codes from a known list, comma-separated. */
const codes = (known: readonly string[] | RegExp, max: number) =>
  z
    .string()
    .max(400)
    .transform(split)
    .refine(
      (values) => values.length <= max && values.every((value) => (known instanceof RegExp ? known.test(value) : known.includes(value))),
      'Use the listed codes, comma-separated.',
    );

export const StaySearchQuerySchema = z.object({
  iata: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'Use the IATA city code (LOS, ACC, LON…).')
    .transform((value) => value.toUpperCase())
    .openapi({ param: { name: 'iata', in: 'query' }, example: 'LOS' }),
  checkIn: DATE.openapi({ param: { name: 'checkIn', in: 'query' }, example: '2027-01-10' }),
  checkOut: DATE.openapi({ param: { name: 'checkOut', in: 'query' }, example: '2027-01-13' }),
  adults: z.coerce
    .number()
    .int()
    .min(1, 'At least one adult stays.')
    .max(36)
    .default(1)
    .openapi({ param: { name: 'adults', in: 'query' } }),
  rooms: z.coerce
    .number()
    .int()
    .min(1)
    .max(9, 'Up to 9 rooms can be booked at once.')
    .default(1)
    .openapi({ param: { name: 'rooms', in: 'query' } }),
  childAges: AGES.optional().openapi({
    param: { name: 'childAges', in: 'query' },
    description: 'Ages of the children, comma-separated (0–17)',
    example: '4,9',
  }),
  bookingCurrency: z
    .enum(['USD', 'NGN'])
    .default('USD')
    .openapi({ param: { name: 'bookingCurrency', in: 'query' } }),
  sort: z
    .enum(STAY_SORTS)
    .default('RECOMMENDED')
    .openapi({ param: { name: 'sort', in: 'query' } }),
  maxPrice: z.coerce
    .number()
    .positive()
    .max(100_000)
    .optional()
    .openapi({ param: { name: 'maxPrice', in: 'query' }, description: 'Highest price of a night, in the booking currency' }),
  minStars: z.coerce
    .number()
    .int()
    .min(1)
    .max(5)
    .optional()
    .openapi({ param: { name: 'minStars', in: 'query' } }),
  minScore: z.coerce
    .number()
    .min(1)
    .max(10)
    .optional()
    .openapi({ param: { name: 'minScore', in: 'query' }, description: 'The lowest guests’ score out of 10' }),
  freeCancellation: flag.optional().openapi({ param: { name: 'freeCancellation', in: 'query' } }),
  breakfast: flag.optional().openapi({ param: { name: 'breakfast', in: 'query' } }),
  propertyTypes: codes(PROPERTY_TYPES, 4)
    .optional()
    .openapi({ param: { name: 'propertyTypes', in: 'query' }, example: 'HOTEL,APARTMENT' }),
  amenities: codes(/^[A-Z_0-9]{2,30}$/, 15)
    .optional()
    .openapi({ param: { name: 'amenities', in: 'query' }, example: 'POOL,GENERATOR_24H' }),
  ...pageQuery(20),
  lang: langQuery,
});

const Amount = z.string().openapi({ example: '212.50' });
const Text = z.object({ text: z.string(), lang: z.string() });

/** Our additions to Amadeus' `Hotel`, under `property` (docs/stays.md). */
export const StayHotelSchema = z
  .object({
    type: z.literal('hotel'),
    hotelId: z.string(),
    chainCode: z.string(),
    name: z.string(),
    cityCode: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    property: z.object({
      stars: z.number().int().nullable().openapi({ description: '1 to 5; null when the provider does not say' }),
      propertyType: z.enum(PROPERTY_TYPES),
      district: z.string(),
      distanceKm: z.number(),
      countryCode: z.string(),
      amenities: z.array(z.string()),
      photos: z.array(z.string()),
      description: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      reviews: z
        .object({ score: z.number().nullable(), count: z.number().int() })
        .openapi({ description: 'Guests’ score out of 10 (null without reviews) and how many reviews' }),
    }),
  })
  .openapi('StayHotel');

export const StayOfferSchema = z
  .object({
    type: z.literal('hotel-offer'),
    id: z.string(),
    checkInDate: z.string(),
    checkOutDate: z.string(),
    roomQuantity: z.string(),
    rateCode: z.string(),
    boardType: z.enum(BOARDS),
    room: z.object({ type: z.string(), typeEstimated: z.object({ category: z.string(), beds: z.number().int(), bedType: z.string() }), description: Text }),
    guests: z.object({ adults: z.number().int(), childAges: z.array(z.number().int()).optional() }),
    price: z.object({
      currency: z.string(),
      base: Amount,
      total: Amount,
      taxes: z.array(z.object({ amount: Amount, currency: z.string(), code: z.string(), percentage: z.string(), included: z.boolean() })),
      variations: z.object({ average: z.object({ base: Amount }) }),
    }),
    policies: z.object({
      paymentType: z.enum(PAYMENT_TYPES).openapi({ description: 'DEPOSIT: paid in full when booked (the own catalogue); Amadeus rates say theirs' }),
      cancellations: z.array(z.object({ type: z.literal('FULL_STAY'), deadline: z.string().optional(), amount: Amount.optional(), description: Text })),
      checkInOut: z.object({ checkIn: z.string(), checkOut: z.string() }),
    }),
    self: z.string(),
    freeCancellationUntil: z
      .string()
      .nullable()
      .openapi({ description: 'Ours: cancelling is free until then (local time with its offset); null for a non-refundable rate' }),
    roomsLeft: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Ours: rooms of this type left for every night of the stay (null when the provider does not say)' }),
  })
  .openapi('StayOffer');

export const StayHotelOffersSchema = z
  .object({
    type: z.literal('hotel-offers'),
    hotel: StayHotelSchema,
    available: z.boolean(),
    self: z.string(),
    provider: z.enum(['stays', 'amadeus']),
    offers: z.array(StayOfferSchema),
  })
  .openapi('StayHotelOffers');

export const StaySearchAnswerSchema = z.object({
  data: z.array(StayHotelOffersSchema),
  meta: z.object({ count: z.number().int(), page: z.number().int(), pageSize: z.number().int(), nights: z.number().int() }),
  warnings: z
    .array(z.object({ code: z.string(), title: z.string(), detail: z.string() }))
    .optional()
    .openapi({ description: 'Amadeus style: the list is not whole (a provider did not answer)' }),
});

export const searchStaysRoute = createRoute({
  method: 'get',
  path: '/searchStaysHotels', // spec /api/searchStaysHotels: the app's /api base makes it exactly that
  tags: ['Stays'],
  summary: 'Stays in a city with rooms for the whole stay and the party: Amadeus Hotel Search v3 HotelOffers, cheapest rate first in each',
  request: { query: StaySearchQuerySchema },
  responses: {
    200: jsonContent(StaySearchAnswerSchema, 'The stays, filtered, sorted and paged'),
    422: errorResponse(
      'An unknown city (UNKNOWN_CITY), dates in the past, too far ahead or out of order, a stay over 30 nights, rooms without an adult, or a malformed parameter',
    ),
    429: errorResponse('Too many searches from this connection'),
    502: errorResponse('The hotel provider failed and the own catalogue has nothing here (PROVIDER_UNAVAILABLE, its code as amadeus_code)'),
    503: errorResponse('The hotel provider is busy (PROVIDER_BUSY)'),
  },
});

/** A stay before dates are chosen: the property and its lowest price a night. */
export const CityStaySchema = StayHotelSchema.extend({ fromPerNight: z.object({ amount: Amount, currency: z.literal('USD') }) }).openapi('CityStay');

export const cityStaysRoute = createRoute({
  method: 'get',
  path: '/v1/stay',
  tags: ['Stays'],
  summary: "A city's stays before any dates are chosen (spec: Lagos by default), each with its lowest price a night",
  request: {
    query: z.object({
      city: z
        .string()
        .trim()
        .min(2)
        .max(60)
        .default('Lagos')
        .openapi({ param: { name: 'city', in: 'query' }, example: 'Lagos', description: 'The city by name (English or French) or IATA code' }),
      lang: langQuery,
    }),
  },
  responses: {
    200: jsonContent(z.object({ data: z.array(CityStaySchema), meta: z.object({ cityCode: z.string(), city: z.string() }) }), 'The stays, recommended first'),
    404: errorResponse('No stays are listed in this city (UNKNOWN_CITY)'),
    422: errorResponse('Malformed city'),
  },
});

export const StayViewSchema = z
  .object({
    hotel: StayHotelSchema,
    provider: z.enum(['stays', 'amadeus']),
    rooms: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        beds: z.number().int(),
        bedType: z.string(),
        maxAdults: z.number().int(),
        maxChildren: z.number().int(),
        sizeM2: z.number().int(),
        fromPerNight: z.object({ amount: Amount, currency: z.literal('USD') }),
      }),
    ),
    offers: z.array(StayOfferSchema).nullable().openapi({ description: 'With dates: every room and rate free for the stay, cheapest first; without: null' }),
  })
  .openapi('StayView');

export const stayViewRoute = createRoute({
  method: 'get',
  path: '/staysView',
  tags: ['Stays'],
  summary: 'One stay: the property, its room types, and with dates and a party its offers',
  request: {
    query: z.object({
      id: z
        .string()
        .regex(/^[A-Z0-9]{8}$/, 'Not a stay.')
        .openapi({ param: { name: 'id', in: 'query' }, example: 'STLOS001' }),
      checkIn: DATE.optional().openapi({ param: { name: 'checkIn', in: 'query' } }),
      checkOut: DATE.optional().openapi({ param: { name: 'checkOut', in: 'query' } }),
      adults: StaySearchQuerySchema.shape.adults,
      rooms: StaySearchQuerySchema.shape.rooms,
      childAges: StaySearchQuerySchema.shape.childAges,
      bookingCurrency: StaySearchQuerySchema.shape.bookingCurrency,
      lang: StaySearchQuerySchema.shape.lang,
    }),
  },
  responses: {
    200: jsonContent(z.object({ data: StayViewSchema }), 'The stay'),
    404: errorResponse('No stay has this id'),
    422: errorResponse('A malformed id, or dates as a search refuses them'),
  },
});

/** An offer's id as a search gave it (capitals and digits, Amadeus' pattern). */
const OFFER_ID = z.string().regex(/^[A-Z0-9]{8,60}$/, 'Not an offer.');

export const stayPriceConfirmRoute = createRoute({
  method: 'get',
  path: '/stayPriceConfirm', // spec /api/stayPriceConfirm
  tags: ['Stays'],
  summary: 'An offer priced again now, before the guest pays (the room still free every night, its price today)',
  request: {
    query: z.object({
      id: OFFER_ID.openapi({ param: { name: 'id', in: 'query' }, example: 'STLOS001STDFLX20270110N3A2R1C0' }),
      baseCode: z
        .enum(['USD', 'NGN'])
        .default('USD')
        .openapi({ param: { name: 'baseCode', in: 'query' } }),
      startDate: DATE.optional().openapi({ param: { name: 'startDate', in: 'query' }, description: 'Check-in, as the offer says (checked against it)' }),
      endDate: DATE.optional().openapi({ param: { name: 'endDate', in: 'query' }, description: 'Check-out, as the offer says (checked against it)' }),
      childAges: AGES.optional().openapi({ param: { name: 'childAges', in: 'query' } }),
      lang: StaySearchQuerySchema.shape.lang,
    }),
  },
  responses: {
    200: jsonContent(
      z.object({ data: z.object({ hotel: StayHotelSchema, provider: z.enum(['stays', 'amadeus']), offer: StayOfferSchema }) }),
      'The offer as it stands now',
    ),
    404: errorResponse('No such offer (OFFER_NOT_FOUND): search again'),
    409: errorResponse('No room of this kind is left for these nights (SOLD_OUT)'),
    422: errorResponse('Dates that do not match the offer, or that a search refuses'),
  },
});

export const GuestSchema = z
  .object({
    title: z.enum(['MR', 'MRS', 'MS', 'MISS', 'DR']),
    ...contactFields,
    specialRequests: z
      .string()
      .trim()
      .max(500)
      .refine((value) => !CONTROL_CHARACTERS.test(value.replace(/\r?\n/g, ' ')), 'Plain text only.')
      .optional(),
    arrivalTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM.')
      .optional(),
  })
  .strict()
  .openapi('StayGuest');

export const stayBookingRoute = createRoute({
  method: 'post',
  security: [{}],
  path: '/staysBooked', // spec /api/staysBooked
  tags: ['Stays'],
  summary: "Book an offer of the site's own properties, unpaid: priced again, its rooms taken for every night, opened in this browser; pay it at /payment",
  request: {
    body: jsonBody(
      z
        .object({
          offerId: OFFER_ID,
          expectedTotal: z.string().regex(/^\d{1,9}\.\d{2}$/),
          currency: z.enum(['USD', 'NGN']).default('USD'),
          childAges: z.array(z.number().int().min(0).max(17)).max(9).default([]),
          guest: GuestSchema,
          language: z.enum(['en', 'fr']).default('en'),
        })
        .strict()
        .openapi('StayBookingRequest'),
    ),
  },
  responses: {
    201: jsonContent(
      z
        .object({
          data: z.object({
            reference: z.string(),
            status: z.literal('PENDING'),
            paymentDeadline: z.string(),
            total: z.object({ amount: Amount, currency: z.string() }),
          }),
        })
        .openapi('StayBooking'),
      'Booked: pay before the deadline',
    ),
    400: errorResponse('The body is not valid JSON'),
    403: errorResponse('Missing XSRF token'),
    404: errorResponse('No such offer (OFFER_NOT_FOUND)'),
    409: errorResponse('The price changed (PRICE_CHANGED, with the new one) or the room sold out (SOLD_OUT)'),
    422: errorResponse('A malformed field, or dates a search refuses'),
    429: errorResponse('Too many bookings from this connection'),
  },
});

/** A stay order's own fields, after the shared ones of every order. */
export const StayOrderFieldsSchema = z.object({
  stay: z.object({
    provider: z.enum(['stays', 'amadeus']).openapi({ description: 'Who sells it (spec §2 /stays/confirmation?provider=)' }),
    propertyId: z.string(),
    propertyName: z.string(),
    cityCode: z.string(),
    district: z.string(),
    cityName: z.string().openapi({ description: 'The city, in the booking’s language' }),
    latitude: z.number(),
    longitude: z.number(),
    checkInFrom: z.string().openapi({ description: 'Local time check-in opens (HH:MM)' }),
    checkOutUntil: z.string().openapi({ description: 'Local time check-out closes (HH:MM)' }),
    checkInAt: z.string().openapi({ description: 'The instant check-in opens (ISO 8601, UTC): online cancellation ends then' }),
    review: z.object({ status: z.enum(STAY_REVIEW_STATUSES), until: z.string().openapi({ description: 'The last day it can be reviewed' }) }),
    checkIn: z.string(),
    checkOut: z.string(),
    nights: z.number().int(),
    rooms: z.number().int(),
    adults: z.number().int(),
    childAges: z.array(z.number().int()),
    offer: StayOfferSchema,
    guest: z.object({ firstName: z.string(), lastName: z.string() }),
  }),
});

export const cancelStayRoute = cancelBookingRoute({
  path: '/stays/cancel',
  tag: 'Stays',
  summary:
    'Cancel a paid stay on a flexible rate: a full refund while its free cancellation lasts, then until check-in the first night is kept and the rest refunded, through the gateway that took the payment; its rooms go back on sale',
  bodyName: 'StayCancellation',
  what: 'stay',
  amount: Amount,
  conflict: 'Already cancelled, not paid, a non-refundable rate (NON_REFUNDABLE), or a stay that has begun (STAY_STARTED)',
});

const PROPERTY_ID = z.string().regex(/^[A-Z0-9]{8}$/, 'Not a stay.');

export const stayReviewsRoute = createRoute({
  method: 'get',
  path: '/v1/reviewStaysStatusOpen',
  tags: ['Stays'],
  summary:
    "A stay's published reviews: all (the reader's language first), positive (7 and over, best first), negative (5 and under, worst first) or latest; with the score and its categories",
  request: {
    query: reviewsQuery(PROPERTY_ID.openapi({ param: { name: 'id', in: 'query' }, example: 'STLOS001' })),
  },
  responses: {
    200: jsonContent(
      z.object({
        data: z.array(ReviewSchema),
        meta: z.object({
          count: z.number().int(),
          page: z.number().int(),
          pageSize: z.number().int(),
          summary: ReviewSummarySchema,
          source: z.enum(['guests', 'provider']).openapi({
            description: 'guests: our guests’ reviews; provider: the hotel provider’s sentiment scores (Amadeus Hotel Ratings), with no reviews of ours yet',
          }),
        }),
      }),
      'The reviews',
    ),
    404: errorResponse('No stay has this id'),
    422: errorResponse('A malformed id or parameter'),
  },
});

export const StayReviewRequestSchema = reviewBody(STAY_REVIEW_CATEGORIES)
  .extend({
    bookingId: BookingReference,
    language: z.enum(['en', 'fr']).optional().openapi({ description: 'The language it is written in (default: the booking’s)' }),
  })
  .strict()
  .openapi('StayReviewRequest');

export const stayRatingRoute = createRoute({
  method: 'post',
  security: bookingSecurity(true),
  path: '/v1/staysRating',
  tags: ['Stays'],
  summary: 'Rate and review a completed stay (overall and six categories, 1 to 10): only its guest, once checked out, once per booking',
  request: { body: jsonBody(StayReviewRequestSchema) },
  responses: {
    201: jsonContent(z.object({ data: ReviewSchema }), 'Published'),
    403: errorResponse('Missing XSRF token'),
    404: errorResponse('No stay booking with this ID that this browser may open'),
    409: errorResponse(
      'Not a completed stay: not paid or cancelled (NOT_STAYED), not checked out yet (STAY_NOT_OVER), too long ago (REVIEW_CLOSED), or reviewed already (ALREADY_REVIEWED)',
    ),
    422: errorResponse('A score outside 1 to 10, a missing category, text too short or long, or markup'),
    429: errorResponse('Too many reviews from this connection'),
  },
});

export const stayPhotoRoute = createRoute({
  method: 'get',
  path: '/stays/photos/{file}',
  tags: ['Stays'],
  summary: "One of a listed property's pictures: an SVG illustration drawn from its id (never a file from the network)",
  request: {
    params: z.object({
      file: z
        .string()
        .regex(/^[A-Z0-9]{8}-[1-9]\.svg$/, 'Not a picture.')
        .openapi({ param: { name: 'file', in: 'path' }, example: 'STLOS001-1.svg' }),
    }),
  },
  responses: {
    200: { description: 'The picture', content: { 'image/svg+xml': { schema: z.string() } } },
    404: errorResponse('No such picture'),
    422: errorResponse('Not a picture’s name'),
  },
});

export const StayCitySchema = z
  .object({ code: z.string(), name: z.string(), countryCode: z.string(), countryName: z.string(), latitude: z.number(), longitude: z.number() })
  .openapi('StayCity');

export const stayCitiesRoute = createRoute({
  method: 'get',
  path: '/stays/cities',
  tags: ['Stays'],
  summary: 'The cities with stays for sale, named in the reader’s language (the search’s destinations)',
  request: {
    query: z.object({
      lang: langQuery,
    }),
  },
  responses: { 200: jsonContent(z.object({ data: z.array(StayCitySchema) }), 'The cities, by name'), 422: errorResponse('An unknown language') },
});

export const stayListingsRoute = createRoute({
  method: 'get',
  path: '/stays/listings',
  tags: ['Stays'],
  summary: 'Every stay the site lists itself (its own catalogue), by id: what its sitemap names',
  responses: { 200: jsonContent(z.object({ data: z.array(z.object({ id: z.string(), cityCode: z.string() })) }), 'The stays, by id') },
});

/** Amadeus Hotel Booking v2's CreateHotelOrder, with our additions in `data` (docs/stays.md): one room, its lead guest. */
export const HotelOrderRequestSchema = z
  .object({
    data: z
      .object({
        type: z.literal('hotel-order'),
        guests: z
          .array(
            z
              .object({
                tid: z.number().int().min(1).max(9),
                title: GuestSchema.shape.title,
                firstName: GuestSchema.shape.firstName,
                lastName: GuestSchema.shape.lastName,
                phone: GuestSchema.shape.phone,
                email: GuestSchema.shape.email,
              })
              .strict(),
          )
          .min(1)
          .max(9),
        roomAssociations: z
          .array(
            z
              .object({
                hotelOfferId: OFFER_ID,
                guestReferences: z
                  .array(z.object({ guestReference: z.string().regex(/^[1-9]$/) }).strict())
                  .min(1)
                  .max(9),
              })
              .strict(),
          )
          .length(1, 'One room association: one offer a booking.'),
        travelAgent: z
          .object({ contact: z.object({ email: z.string().email().max(254) }).strict() })
          .strict()
          .optional(),
        payment: z
          .unknown()
          .optional()
          .refine((value) => value === undefined, 'No card details here: the guest pays on our checkout after booking.')
          .openapi({ description: 'Refused: card details never reach this site (the guest pays on our checkout; the agency guarantees the hotel)' }),
        expectedTotal: z
          .string()
          .regex(/^\d{1,9}\.\d{2}$/)
          .openapi({ description: 'Ours: the total the guest agreed to (the price confirmation’s)' }),
        currency: z.enum(['USD', 'NGN']).default('USD').openapi({ description: 'Ours: the booking currency' }),
        childAges: z.array(z.number().int().min(0).max(17)).max(9).default([]),
        language: z.enum(['en', 'fr']).default('en'),
        specialRequests: GuestSchema.shape.specialRequests,
        arrivalTime: GuestSchema.shape.arrivalTime,
      })
      .strict(),
  })
  .strict()
  .openapi('HotelOrderRequest');

export const HotelOrderAnswerSchema = z
  .object({
    data: z.object({
      type: z.literal('hotel-order'),
      id: z.string().openapi({ description: 'Our booking reference' }),
      hotelBookings: z.array(
        z.object({
          type: z.literal('hotel-booking'),
          id: z.string(),
          bookingStatus: z.literal('PENDING').openapi({ description: 'Booked with the hotel once paid on our checkout' }),
          hotelProviderInformation: z.array(z.object({ hotelProviderCode: z.string(), confirmationNumber: z.string() })),
          roomAssociations: z.array(z.object({ hotelOfferId: z.string(), guestReferences: z.array(z.object({ guestReference: z.string() })) })),
          hotelOffer: StayOfferSchema,
          hotel: z.object({ hotelId: z.string(), chainCode: z.string(), name: z.string() }),
        }),
      ),
      guests: z.array(z.object({ tid: z.number().int(), id: z.number().int(), title: z.string(), firstName: z.string(), lastName: z.string() })),
      associatedRecords: z.array(z.object({ reference: z.string(), originSystemCode: z.string() })),
      self: z.string(),
    }),
    meta: z.object({
      provider: z.enum(['stays', 'amadeus']),
      paymentDeadline: z.string(),
      total: z.object({ amount: Amount, currency: z.string() }),
      payAt: z.string(),
    }),
  })
  .openapi('HotelOrderAnswer');

const hotelOrderResponses = {
  201: jsonContent(HotelOrderAnswerSchema, 'Booked, unpaid: pay before the deadline on our checkout'),
  400: errorResponse('The body is not valid JSON'),
  403: errorResponse('Missing XSRF token'),
  404: errorResponse('No such offer (OFFER_NOT_FOUND)'),
  409: errorResponse('The price changed (PRICE_CHANGED) or the room sold out (SOLD_OUT)'),
  422: errorResponse('A malformed field, card details sent, more than one room association, or (amadeus/hotels/book) an offer of our own catalogue'),
  429: errorResponse('Too many bookings from this connection'),
  502: errorResponse('The hotel provider did not answer (PROVIDER_UNAVAILABLE)'),
};

export const hotelsBookRoute = createRoute({
  method: 'post',
  security: [{}],
  path: '/hotels-book', // spec /api/hotels-book
  tags: ['Stays'],
  summary:
    'Book an offer of either provider in Amadeus Hotel Booking v2 shapes: priced again, held unpaid; paid on our checkout, then confirmed with the hotel',
  request: { body: jsonBody(HotelOrderRequestSchema) },
  responses: hotelOrderResponses,
});

export const amadeusHotelsBookRoute = createRoute({
  method: 'post',
  security: [{}],
  path: '/amadeus/hotels/book', // spec /api/amadeus/hotels/book
  tags: ['Stays'],
  summary:
    'Book an Amadeus Hotels offer (Amadeus Hotel Booking v2 shapes): held unpaid; once paid on our checkout it is booked with Amadeus, guaranteed by the agency',
  request: { body: jsonBody(HotelOrderRequestSchema) },
  responses: hotelOrderResponses,
});
