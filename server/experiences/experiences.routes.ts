import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, jsonContent, langQuery, pageQuery, jsonBody, countQuery } from '../lib/openapi';
import { contactFields } from '../lib/contact-schema';
import { bookingSecurity } from '../lib/openapi-document';
import { BookingReference, cancelBookingRoute } from '../orders/orders.routes';
import { ReviewSchema, ReviewSummarySchema, reviewBody, reviewsQuery } from '../reviews/reviews';
import { EXPERIENCE_SORTS } from './activities';
import { EXPERIENCE_REVIEW_CATEGORIES } from './catalogue/reviews';
import { EXPERIENCE_CATEGORIES } from './schema';
import { calendarDay } from '../lib/dates';

/** Where an experience booking stands for its review (server/experiences/kind.ts decides). */
export const EXPERIENCE_REVIEW_STATUSES = ['NOT_TAKEN_PART', 'NOT_YET', 'OPEN', 'SUBMITTED', 'CLOSED'] as const;
export type ExperienceReviewStatus = (typeof EXPERIENCE_REVIEW_STATUSES)[number];

const DATE = calendarDay();
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const Amount = z.string().openapi({ example: '28.00' });
/** Ours (EXLOS001, INLOS001) or a provider's (AM + its id: AM23642). */
const EXPERIENCE_ID = z.string().regex(/^(?:[A-Z0-9]{8}|AM\d{1,14})$/, 'Not an experience.');
/** The spec's category names in its paths (§7). */
export const CategoryPath = z
  .enum(['Attraction', 'Tours', 'Relaxation', 'OutdoorAndSport'])
  .openapi({ param: { name: 'category', in: 'path' }, example: 'Tours' });
/** Words to find: two to a hundred characters. */
const SearchTerm = z.string().trim().min(2, 'Type at least two letters.').max(100, 'Keep the search under 100 characters.');

/** The filters every listing takes (spec §7 calls, our additions). */
export const ExperienceFiltersSchema = z.object({
  city: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'Use the IATA city code (LOS, ACC…).')
    .transform((value) => value.toUpperCase())
    .optional()
    .openapi({ param: { name: 'city', in: 'query' }, example: 'LOS' }),
  date: DATE.optional().openapi({ param: { name: 'date', in: 'query' }, description: 'Only experiences with a place free that day' }),
  maxPrice: z.coerce
    .number()
    .positive()
    .max(100_000_000)
    .optional()
    .openapi({ param: { name: 'maxPrice', in: 'query' }, description: 'Highest adult price, in the currency asked' }),
  maxHours: z.coerce
    .number()
    .positive()
    .max(24)
    .optional()
    .openapi({ param: { name: 'maxHours', in: 'query' } }),
  minScore: z.coerce
    .number()
    .min(1)
    .max(10)
    .optional()
    .openapi({ param: { name: 'minScore', in: 'query' }, description: 'Lowest guests’ score out of 10' }),
  freeCancellation: flag.optional().openapi({ param: { name: 'freeCancellation', in: 'query' } }),
  sort: z
    .enum(EXPERIENCE_SORTS)
    .default('RECOMMENDED')
    .openapi({ param: { name: 'sort', in: 'query' } }),
  ...pageQuery(12),
  currency: z
    .enum(['USD', 'NGN'])
    .default('USD')
    .openapi({ param: { name: 'currency', in: 'query' } }),
  lang: langQuery,
});

/** Amadeus Tours and Activities' `Activity` with our additions beside it (docs/experiences.md). */
export const ActivitySchema = z
  .object({
    type: z.literal('activity'),
    id: z.string(),
    self: z.object({ href: z.string(), methods: z.array(z.string()) }),
    name: z.string(),
    shortDescription: z.string(),
    description: z.string(),
    geoCode: z.object({ latitude: z.number(), longitude: z.number() }),
    rating: z.string().optional().openapi({ description: 'Out of 5, as Amadeus writes it (our guests’ score halved)' }),
    price: z.object({ amount: Amount, currencyCode: z.string() }).optional().openapi({ description: 'An adult’s price; none for a place that is not sold' }),
    pictures: z.array(z.string()),
    bookingLink: z.string(),
    minimumDuration: z.string().optional().openapi({ description: 'ISO 8601; a provider may not say it' }),
    provider: z.enum(['experiences', 'amadeus']).openapi({ description: 'Ours: who sells it; Amadeus’ are booked on the supplier’s site' }),
    category: z.enum(EXPERIENCE_CATEGORIES).nullable(),
    cityCode: z.string().nullable(),
    informational: z.boolean().openapi({ description: 'Ours: a place worth knowing, shown but not sold' }),
    reviews: z.object({ score: z.number().nullable(), count: z.number().int() }),
    details: z
      .object({
        highlights: z.array(z.string()),
        included: z.array(z.string()),
        notIncluded: z.array(z.string()),
        durationMinutes: z.number().int(),
        meetingPoint: z.string(),
        languages: z.array(z.string()),
        accessibility: z.string(),
        freeCancellationHours: z.number().int().nullable(),
        prices: z.object({ adult: Amount, child: Amount, infant: Amount, currency: z.string() }).nullable(),
        practical: z.object({ openingHours: z.string(), entry: z.string(), tips: z.string() }).nullable(),
        timeZone: z.string(),
      })
      .nullable(),
  })
  .openapi('Activity');

/** Amadeus' warnings: a provider that could not answer (its activities are missing, ours are all there). */
const WarningsSchema = z.array(z.object({ code: z.string(), title: z.string(), detail: z.string() })).optional();
export const ActivityListSchema = z.object({
  data: z.array(ActivitySchema),
  meta: z.object({ count: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
  warnings: WarningsSchema,
});

const listResponses = {
  200: jsonContent(ActivityListSchema, 'The experiences, filtered, sorted and paged'),
  422: errorResponse('An unknown category, a search under two or over 100 characters, a day in the past or over a year ahead, or a malformed filter'),
  429: errorResponse('Too many searches from this connection'),
};

export const experienceCategoryRoute = createRoute({
  method: 'get',
  path: '/experienceCategory/{category}',
  tags: ['Experiences'],
  summary: 'A category’s experiences (spec §7: Attraction, Tours, Relaxation, OutdoorAndSport)',
  request: { params: z.object({ category: CategoryPath }), query: ExperienceFiltersSchema },
  responses: listResponses,
});

export const experienceCategorySearchRoute = createRoute({
  method: 'get',
  path: '/experienceCategorySearch/{category}',
  tags: ['Experiences'],
  summary: 'A category’s experiences matching words (in English or French, accents aside)',
  request: {
    params: z.object({ category: CategoryPath }),
    query: ExperienceFiltersSchema.extend({ searchTerm: SearchTerm.openapi({ param: { name: 'searchTerm', in: 'query' }, example: 'food' }) }),
  },
  responses: listResponses,
});

export const experienceSearchRoute = createRoute({
  method: 'get',
  path: '/experienceSearch',
  tags: ['Experiences'],
  summary: 'Experiences of every category matching words; places worth knowing too',
  request: { query: ExperienceFiltersSchema.extend({ searchTerm: SearchTerm.openapi({ param: { name: 'searchTerm', in: 'query' }, example: 'Lagos boat' }) }) },
  responses: listResponses,
});

export const ExperienceCitySchema = z
  .object({ code: z.string(), name: z.string(), countryCode: z.string(), countryName: z.string(), experiences: z.number().int(), places: z.number().int() })
  .openapi('ExperienceCity');

export const experienceCitiesRoute = createRoute({
  method: 'get',
  path: '/experiences/cities',
  tags: ['Experiences'],
  summary: 'The cities with experiences or places worth knowing, by name, with how many of each',
  request: { query: z.object({ lang: ExperienceFiltersSchema.shape.lang }) },
  responses: { 200: jsonContent(z.object({ data: z.array(ExperienceCitySchema) }), 'The cities'), 422: errorResponse('An unknown language') },
});

export const experienceListingsRoute = createRoute({
  method: 'get',
  path: '/experiences/listings',
  tags: ['Experiences'],
  summary: 'Every experience and place worth knowing (informational) of the own catalogue, by id, with its category and city: what its sitemap names',
  responses: {
    200: jsonContent(
      z.object({ data: z.array(z.object({ id: z.string(), category: z.enum(EXPERIENCE_CATEGORIES), cityCode: z.string(), informational: z.boolean() })) }),
      'The experiences, by id',
    ),
  },
});

export const experiencePlacesRoute = createRoute({
  method: 'get',
  path: '/experiences/places',
  tags: ['Experiences'],
  summary:
    "A city's places worth knowing (not sold: a free museum, a market, a beach), best reviewed first; each one's practical information is GET /api/infoExpView",
  request: {
    query: z.object({
      city: ExperienceFiltersSchema.shape.city.unwrap().openapi({ param: { name: 'city', in: 'query' }, example: 'LOS' }),
      lang: ExperienceFiltersSchema.shape.lang,
    }),
  },
  responses: { 200: jsonContent(z.object({ data: z.array(ActivitySchema) }), 'The places (none is an empty list)'), 422: errorResponse('Not a city code') },
});

const LATITUDE = z.coerce.number().min(-90).max(90);
const LONGITUDE = z.coerce.number().min(-180).max(180);
const AreaListSchema = z.object({ data: z.array(ActivitySchema), warnings: WarningsSchema });

export const experiencesNearbyRoute = createRoute({
  method: 'get',
  path: '/experiences/nearby',
  tags: ['Experiences'],
  summary:
    "Experiences and places within a radius of a point, nearest first (Amadeus Tours and Activities' GET /shopping/activities): ours, and with EXPERIENCES_AMADEUS its activities",
  request: {
    query: z.object({
      latitude: LATITUDE.openapi({ param: { name: 'latitude', in: 'query' }, example: 6.4541 }),
      longitude: LONGITUDE.openapi({ param: { name: 'longitude', in: 'query' }, example: 3.3947 }),
      radius: z.coerce
        .number()
        .int()
        .min(0)
        .max(20)
        .default(1)
        .openapi({ param: { name: 'radius', in: 'query' }, description: 'Kilometres, 0 to 20 (Amadeus: 1 by default)' }),
      currency: ExperienceFiltersSchema.shape.currency,
      lang: ExperienceFiltersSchema.shape.lang,
    }),
  },
  responses: {
    200: jsonContent(AreaListSchema, 'At most 50, nearest first'),
    422: errorResponse('Coordinates or a radius out of range'),
    429: errorResponse('Too many searches from this connection'),
  },
});

export const experiencesBySquareRoute = createRoute({
  method: 'get',
  path: '/experiences/by-square',
  tags: ['Experiences'],
  summary: "Experiences and places in a square of the map (Amadeus' GET /shopping/activities/by-square), at most two degrees a side",
  request: {
    query: z
      .object({
        north: LATITUDE.openapi({ param: { name: 'north', in: 'query' }, example: 6.47 }),
        west: LONGITUDE.openapi({ param: { name: 'west', in: 'query' }, example: 3.37 }),
        south: LATITUDE.openapi({ param: { name: 'south', in: 'query' }, example: 6.42 }),
        east: LONGITUDE.openapi({ param: { name: 'east', in: 'query' }, example: 3.45 }),
        currency: ExperienceFiltersSchema.shape.currency,
        lang: ExperienceFiltersSchema.shape.lang,
      })
      .refine((area) => area.north > area.south && area.east > area.west, { message: 'North above south, east of west.', path: ['north'] })
      .refine((area) => area.north - area.south <= 2 && area.east - area.west <= 2, { message: 'At most two degrees a side.', path: ['north'] }),
  },
  responses: {
    200: jsonContent(AreaListSchema, 'At most 50, nearest the centre first'),
    422: errorResponse('A square out of range, upside down or too large'),
    429: errorResponse('Too many searches from this connection'),
  },
});

export const SlotSchema = z.object({ id: z.string(), startsAt: z.string(), remaining: z.number().int(), bookable: z.boolean() }).openapi('ExperienceSlot');

export const experienceViewRoute = createRoute({
  method: 'get',
  path: '/experienceView',
  tags: ['Experiences'],
  summary: 'One experience and its time slots with the places left, day by day from `from` to `to` (two weeks by default, nine at most)',
  request: {
    query: z.object({
      id: EXPERIENCE_ID.openapi({ param: { name: 'id', in: 'query' }, example: 'EXLOS001' }),
      from: DATE.optional().openapi({ param: { name: 'from', in: 'query' } }),
      to: DATE.optional().openapi({ param: { name: 'to', in: 'query' } }),
      currency: ExperienceFiltersSchema.shape.currency,
      lang: ExperienceFiltersSchema.shape.lang,
    }),
  },
  responses: {
    200: jsonContent(z.object({ data: ActivitySchema, slots: z.array(SlotSchema) }), 'The experience and its slots'),
    404: errorResponse('No experience has this id'),
    422: errorResponse('A malformed id, or days in the past, out of order or more than nine weeks apart'),
  },
});

export const infoExpViewRoute = createRoute({
  method: 'get',
  path: '/infoExpView',
  tags: ['Experiences'],
  summary: 'A place worth knowing that is not sold (spec §3 informational item): its practical information',
  request: {
    query: z.object({ id: EXPERIENCE_ID.openapi({ param: { name: 'id', in: 'query' }, example: 'INLOS001' }), lang: ExperienceFiltersSchema.shape.lang }),
  },
  responses: {
    200: jsonContent(z.object({ data: ActivitySchema }), 'The place'),
    404: errorResponse('No such place (or it is sold: see experienceView)'),
    422: errorResponse('A malformed id'),
  },
});

export const ParticipantsSchema = z
  .object({
    adults: z.number().int().min(0).max(20),
    children: z.number().int().min(0).max(20),
    infants: z.number().int().min(0).max(10),
  })
  .strict()
  .refine((party) => party.adults >= 1, { message: 'At least one adult comes.', path: ['adults'] })
  .refine((party) => party.infants <= party.adults, { message: 'Each infant comes with an adult.', path: ['infants'] })
  .openapi('Participants');

const SLOT_ID = z.string().regex(/^[A-Z0-9]{8}-\d{12}$/, 'Not a time slot.');

export const ExperienceOfferSchema = z
  .object({
    slotId: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    currency: z.enum(['USD', 'NGN']),
    lines: z.object({
      adult: z.object({ count: z.number().int(), unit: Amount }),
      child: z.object({ count: z.number().int(), unit: Amount }),
      infant: z.object({ count: z.number().int(), unit: Amount }),
    }),
    total: Amount,
    freeCancellationUntil: z.string().nullable(),
  })
  .openapi('ExperienceOffer');

export const experiencePriceRoute = createRoute({
  method: 'get',
  path: '/experiences/price',
  tags: ['Experiences'],
  summary: 'A slot priced now for a party (each age band, the total, the free-cancellation deadline)',
  request: {
    query: z.object({
      slot: SLOT_ID.openapi({ param: { name: 'slot', in: 'query' }, example: 'EXLOS001-202612141400' }),
      adults: z.coerce
        .number()
        .int()
        .min(1, 'At least one adult comes.')
        .max(20)
        .openapi({ param: { name: 'adults', in: 'query' } }),
      children: countQuery('children', 0, 20, 0),
      infants: countQuery('infants', 0, 10, 0),
      currency: ExperienceFiltersSchema.shape.currency,
      lang: ExperienceFiltersSchema.shape.lang,
    }),
  },
  responses: {
    200: jsonContent(z.object({ data: z.object({ activity: ActivitySchema, offer: ExperienceOfferSchema }) }), 'The offer'),
    404: errorResponse('No such slot (SLOT_NOT_FOUND)'),
    409: errorResponse('The slot has started or starts within two hours (SLOT_PAST), or has not enough places (SLOT_FULL)'),
    422: errorResponse('A malformed slot or party (no adult, more infants than adults)'),
  },
});

export const GuestSchema = z
  .object({
    ...contactFields,
  })
  .strict()
  .openapi('ExperienceGuest');

export const experienceBookedRoute = createRoute({
  method: 'post',
  security: [{}],
  path: '/experienceBooked', // spec /api/experienceBooked
  tags: ['Experiences'],
  summary: 'Book a time slot for a party, unpaid: priced again, its places taken, opened in this browser; pay it on its payment page',
  request: {
    body: jsonBody(
      z
        .object({
          slotId: SLOT_ID,
          participants: ParticipantsSchema,
          expectedTotal: z.string().regex(/^\d{1,9}\.\d{2}$/),
          currency: z.enum(['USD', 'NGN']).default('USD'),
          guest: GuestSchema,
          language: z.enum(['en', 'fr']).default('en'),
        })
        .strict()
        .openapi('ExperienceBookingRequest'),
    ),
  },
  responses: {
    201: jsonContent(
      z.object({
        data: z.object({
          reference: z.string(),
          status: z.literal('PENDING'),
          paymentDeadline: z.string(),
          total: z.object({ amount: Amount, currency: z.string() }),
        }),
      }),
      'Booked: pay before the deadline',
    ),
    400: errorResponse('The body is not valid JSON'),
    403: errorResponse('Missing XSRF token'),
    404: errorResponse('No such slot (SLOT_NOT_FOUND)'),
    409: errorResponse('The price changed (PRICE_CHANGED), the slot is full (SLOT_FULL) or too soon (SLOT_PAST)'),
    422: errorResponse('A malformed field: no adult, more infants than adults, a guest’s detail'),
    429: errorResponse('Too many bookings from this connection'),
  },
});

/** An experience order's own fields, after the shared ones of every order. */
export const ExperienceOrderFieldsSchema = z.object({
  experience: z.object({
    experienceId: z.string(),
    name: z.string(),
    category: z.enum(EXPERIENCE_CATEGORIES),
    categorySlug: z.string(),
    cityCode: z.string(),
    cityName: z.string(),
    meetingPoint: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    durationMinutes: z.number().int(),
    startsAt: z.string(),
    endsAt: z.string(),
    participants: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int() }),
    guest: z.object({ firstName: z.string(), lastName: z.string() }),
    offer: ExperienceOfferSchema,
    ticketPath: z.string().nullable().openapi({ description: 'The public page the ticket’s QR code opens, once paid' }),
    review: z.object({ status: z.enum(EXPERIENCE_REVIEW_STATUSES), until: z.string() }),
  }),
});

export const cancelExperienceRoute = cancelBookingRoute({
  path: '/experiences/cancel',
  tag: 'Experiences',
  summary: 'Cancel a paid experience until its free cancellation ends (24 hours before it starts) for a full refund; its places go back on sale',
  bodyName: 'ExperienceCancellation',
  what: 'experience',
  amount: Amount,
  conflict: 'Already cancelled, not paid, or free cancellation over (FREE_CANCELLATION_ENDED)',
});

export const experienceReviewsRoute = createRoute({
  method: 'get',
  path: '/v1/reviewExpStatusOpen',
  tags: ['Experiences'],
  summary: "An experience's published reviews: all (the reader's language first), positive, negative or latest; with its score by category",
  request: {
    query: reviewsQuery(EXPERIENCE_ID.openapi({ param: { name: 'id', in: 'query' }, example: 'EXLOS001' })),
  },
  responses: {
    200: jsonContent(
      z.object({
        data: z.array(ReviewSchema),
        meta: z.object({ count: z.number().int(), page: z.number().int(), pageSize: z.number().int(), summary: ReviewSummarySchema }),
      }),
      'The reviews',
    ),
    404: errorResponse('No experience has this id'),
    422: errorResponse('A malformed id or parameter'),
  },
});

export const ExperienceReviewRequestSchema = reviewBody(EXPERIENCE_REVIEW_CATEGORIES)
  .extend({ bookingId: BookingReference, language: z.enum(['en', 'fr']).optional() })
  .strict()
  .openapi('ExperienceReviewRequest');

export const experienceRatingRoute = createRoute({
  method: 'post',
  security: bookingSecurity(true),
  path: '/v1/experienceRating',
  tags: ['Experiences'],
  summary: 'Rate and review an experience taken part in (overall and four categories, 1 to 10): only its booker, once it has ended, once per booking',
  request: { body: jsonBody(ExperienceReviewRequestSchema) },
  responses: {
    201: jsonContent(z.object({ data: ReviewSchema }), 'Published'),
    403: errorResponse('Missing XSRF token'),
    404: errorResponse('No experience booking with this ID that this browser may open'),
    409: errorResponse('Not paid or cancelled (NOT_TAKEN_PART), not over yet (NOT_OVER), too long ago (REVIEW_CLOSED), or reviewed already (ALREADY_REVIEWED)'),
    422: errorResponse('A score outside 1 to 10, a missing category, text too short or long, or markup'),
    429: errorResponse('Too many reviews from this connection'),
  },
});

export const ticketCheckRoute = createRoute({
  method: 'get',
  path: '/experiences/tickets/{ticket}',
  tags: ['Experiences'],
  summary: 'What a ticket’s QR code opens: valid, cancelled or past; the experience, the slot, how many come, the lead name masked',
  request: {
    params: z.object({
      ticket: z
        .string()
        .regex(/^TKT-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/, 'Not a ticket number.')
        .openapi({ param: { name: 'ticket', in: 'path' }, example: 'TKT-7Q2M-K4XA-9PRT' }),
    }),
    query: z.object({
      lang: langQuery,
    }),
  },
  responses: {
    200: jsonContent(
      z.object({
        data: z.object({
          ticket: z.string(),
          status: z.enum(['VALID', 'CANCELLED', 'PAST']),
          experience: z.string(),
          startsAt: z.string(),
          participants: z.number().int(),
          holder: z.string(),
        }),
      }),
      'The ticket',
    ),
    404: errorResponse('No such ticket'),
    422: errorResponse('Not a ticket number'),
    429: errorResponse('Too many checks from this connection'),
  },
});

export const experiencePhotoRoute = createRoute({
  method: 'get',
  path: '/experiences/photos/{file}',
  tags: ['Experiences'],
  summary: "One of an experience's pictures: an SVG illustration drawn from its id (never a file from the network)",
  request: {
    params: z.object({
      file: z
        .string()
        .regex(/^(?:[A-Z0-9]{8}|AM\d{1,14})-[1-9]\.svg$/, 'Not a picture.')
        .openapi({ param: { name: 'file', in: 'path' }, example: 'EXLOS001-1.svg' }),
    }),
  },
  responses: {
    200: { description: 'The picture', content: { 'image/svg+xml': { schema: z.string() } } },
    404: errorResponse('No such picture'),
    422: errorResponse('Not a picture’s name'),
  },
});
