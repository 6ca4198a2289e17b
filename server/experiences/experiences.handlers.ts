import { and, eq, sql } from 'drizzle-orm';
import countryNames from 'i18n-iso-countries';
import type { Context } from 'hono';
import type { AppBindings, AppRouteHandler } from '../lib/create-app';
import { env } from '../env';
import { now } from '../lib/clock';
import { addDays, todayInLagos } from '../lib/dates';
import { distanceKm } from '../lib/geo';
import { HttpError } from '../lib/http-error';
import { logger } from '../../common/node/logger';
import { STAY_CITIES } from '../reference/destination-cities';
import { limitPerAddress } from '../lib/rate-limit';
import { grantBookingAccess, openBooking, bookingRequester } from '../orders/access';
import { heldBooking } from '../orders/orders';
import { orders } from '../orders/schema';
import { cancelPaidBooking } from '../payments/checkout';
import { cancelOwnBooking } from '../payments/cancel-own';
import { listReviews, reviewScores, reviewSummary, submitReview } from '../reviews/reviews';
import { reviews } from '../reviews/schema';
import {
  activityView,
  CATEGORY_PATHS,
  checkExperienceSearch,
  isProviderActivityId,
  outsideItem,
  PROVIDER_PHOTOS,
  providerActivityView,
  searchExperiences,
  slotsFor,
  soldPlaces,
  type ExperienceSearch,
  type OutsideItem,
} from './activities';
import { activityProvider } from './providers';
import type { ActivityProvider, ProviderActivity } from './providers/types';
import { createExperienceBooking, priceSlot, type ExperienceOffer } from './bookings';
import { ensureExperiences } from './catalogue/seed';
import type * as routes from './experiences.routes';
import { experienceReviewStatus } from './kind';
import { experiencePhotoSvg } from './photos';
import { experienceBookings, experiences } from './schema';

const DAY_MS = 86_400_000;
const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such experience', 'No experience has this id.');

type Filters = {
  city?: string;
  date?: string;
  maxPrice?: number;
  maxHours?: number;
  minScore?: number;
  freeCancellation?: boolean;
  sort: ExperienceSearch['sort'];
  page: number;
  pageSize: number;
  currency: 'USD' | 'NGN';
  lang: 'en' | 'fr';
};

/** A listing's search from its query (rate-limited like every search). */
async function list(c: Context<AppBindings>, filters: Filters, extra: Partial<ExperienceSearch>) {
  const { db } = c.var;
  await limitPerAddress(c, 'experience-search', env().SEARCHES_PER_HOUR, 'Too many searches from this connection. Please wait a few minutes and try again.');
  await ensureExperiences(db);
  const search = checkExperienceSearch({
    cityCode: filters.city,
    date: filters.date,
    maxPrice: filters.maxPrice,
    maxHours: filters.maxHours,
    minScore: filters.minScore,
    freeCancellation: filters.freeCancellation,
    sort: filters.sort,
    page: filters.page,
    pageSize: filters.pageSize,
    currency: filters.currency,
    language: filters.lang,
    ...extra,
  });
  // A search of every category in a city shows the provider's activities there too (they have no category of ours).
  const city = !search.category && search.cityCode ? STAY_CITIES.find((candidate) => candidate.code === search.cityCode) : undefined;
  const outside = city
    ? await providerActivities((provider) => provider.near(city.latitude, city.longitude, CITY_RADIUS_KM), city.code, search.currency)
    : { items: [], warnings: undefined };
  const found = await searchExperiences(db, search, env().NGN_PER_USD, new Date(), outside.items);
  return outside.warnings ? { ...found, warnings: outside.warnings } : found;
}

/** Around a city's centre: what a visitor reaches in a day (Amadeus' largest radius). */
const CITY_RADIUS_KM = 20;

/** The provider's activities as list items; its failure a warning (ours are all there), never the answer. */
async function providerActivities(ask: (provider: ActivityProvider) => Promise<ProviderActivity[]>, cityCode: string | null, currency: 'USD' | 'NGN') {
  const provider = activityProvider();
  if (!provider) return { items: [] as OutsideItem[], warnings: undefined };
  try {
    return { items: (await ask(provider)).map((activity) => outsideItem(activity, cityCode, currency)), warnings: undefined };
  } catch (error) {
    const failure =
      error instanceof HttpError
        ? error
        : new HttpError(502, 'PROVIDER_UNAVAILABLE', 'Activity provider unavailable', 'Our activities partner is not answering right now.');
    logger.warn('activity provider failed', { code: failure.code, error: String(error) });
    return {
      items: [] as OutsideItem[],
      warnings: [
        {
          code: failure.code,
          title: failure.errors[0]?.title ?? 'Activity provider unavailable',
          detail: 'Our partner’s activities could not be added just now; these are ours.',
        },
      ],
    };
  }
}

export const experienceCategoryHandler: AppRouteHandler<typeof routes.experienceCategoryRoute> = async (c) => {
  const { category } = c.req.valid('param');
  return c.json(await list(c, c.req.valid('query'), { category: CATEGORY_PATHS[category] }), 200);
};

export const experienceCategorySearchHandler: AppRouteHandler<typeof routes.experienceCategorySearchRoute> = async (c) => {
  const { category } = c.req.valid('param');
  const { searchTerm, ...filters } = c.req.valid('query');
  return c.json(await list(c, filters, { category: CATEGORY_PATHS[category], searchTerm }), 200);
};

export const experienceSearchHandler: AppRouteHandler<typeof routes.experienceSearchRoute> = async (c) => {
  const { searchTerm, ...filters } = c.req.valid('query');
  return c.json(await list(c, filters, { searchTerm, informational: true }), 200);
};

export const experienceCitiesHandler: AppRouteHandler<typeof routes.experienceCitiesRoute> = async (c) => {
  const { lang } = c.req.valid('query');
  await ensureExperiences(c.var.db);
  const counts = await c.var.db
    .select({ cityCode: experiences.cityCode, informational: experiences.informational, count: sql<number>`count(*)::int` })
    .from(experiences)
    .groupBy(experiences.cityCode, experiences.informational);
  const collator = new Intl.Collator(lang);
  const data = STAY_CITIES.map((city) => {
    const of = (informational: boolean) => counts.find((row) => row.cityCode === city.code && row.informational === informational)?.count ?? 0;
    return {
      code: city.code,
      name: city.name[lang],
      countryCode: city.country,
      countryName: countryNames.getName(city.country, lang) ?? city.country,
      experiences: of(false),
      places: of(true),
    };
  })
    .filter((city) => city.experiences + city.places > 0)
    .sort((a, b) => collator.compare(a.name, b.name));
  c.header('Cache-Control', 'public, max-age=600');
  return c.json({ data }, 200);
};

export const experienceListingsHandler: AppRouteHandler<typeof routes.experienceListingsRoute> = async (c) => {
  await ensureExperiences(c.var.db);
  const data = await c.var.db
    .select({ id: experiences.id, category: experiences.category, cityCode: experiences.cityCode, informational: experiences.informational })
    .from(experiences)
    .orderBy(experiences.id);
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json({ data }, 200);
};

export const experiencePlacesHandler: AppRouteHandler<typeof routes.experiencePlacesRoute> = async (c) => {
  const { city, lang } = c.req.valid('query');
  await ensureExperiences(c.var.db);
  const rows = await c.var.db
    .select()
    .from(experiences)
    .where(and(eq(experiences.cityCode, city), eq(experiences.informational, true)));
  const ratings = await reviewScores(
    c.var.db,
    'experience',
    rows.map((row) => row.id),
  );
  const ratingOf = (id: string) => ratings.get(id) ?? { score: null, count: 0 };
  const data = rows
    .sort((a, b) => (ratingOf(b.id).score ?? 0) - (ratingOf(a.id).score ?? 0) || a.id.localeCompare(b.id))
    .map((row) => activityView(row, lang, ratingOf(row.id), 'USD', env().NGN_PER_USD));
  return c.json({ data }, 200);
};

async function findExperience(c: Context<AppBindings>, id: string) {
  await ensureExperiences(c.var.db);
  const [experience] = await c.var.db.select().from(experiences).where(eq(experiences.id, id));
  if (!experience) throw notFound();
  const rating = (await reviewScores(c.var.db, 'experience', [id])).get(id) ?? { score: null, count: 0 };
  return { experience, rating };
}

export const experienceViewHandler: AppRouteHandler<typeof routes.experienceViewRoute> = async (c) => {
  const query = c.req.valid('query');
  if (isProviderActivityId(query.id)) {
    // A provider's activity: what it is and where to book it; no slots of ours.
    const activity = await activityProvider()?.get(query.id.slice(2));
    if (!activity) throw notFound();
    return c.json({ data: providerActivityView(activity, nearestCity(activity.latitude, activity.longitude)), slots: [] }, 200);
  }
  const { experience, rating } = await findExperience(c, query.id);
  const today = todayInLagos(new Date());
  const from = query.from ?? today;
  const to = query.to ?? addDays(from, 13);
  if (from < today || to < from || Date.parse(to) - Date.parse(from) > 62 * DAY_MS || from > addDays(today, 365)) {
    throw new HttpError(422, 'DATES_OUT_OF_RANGE', 'Check the dates', 'Ask for days from today, in order, nine weeks at most.');
  }
  const sold = await soldPlaces(
    c.var.db,
    [experience.id],
    new Date(Date.parse(`${from}T00:00:00Z`) - DAY_MS),
    new Date(Date.parse(`${to}T00:00:00Z`) + 2 * DAY_MS),
  );
  return c.json(
    { data: activityView(experience, query.lang, rating, query.currency, env().NGN_PER_USD), slots: slotsFor(experience, from, to, sold, new Date()) },
    200,
  );
};

export const infoExpViewHandler: AppRouteHandler<typeof routes.infoExpViewRoute> = async (c) => {
  const query = c.req.valid('query');
  const { experience, rating } = await findExperience(c, query.id);
  if (!experience.informational) throw new HttpError(404, 'NOT_FOUND', 'Not a place to know', 'This experience is sold: see /api/experienceView.');
  return c.json({ data: activityView(experience, query.lang, rating, 'USD', env().NGN_PER_USD) }, 200);
};

export const experiencePriceHandler: AppRouteHandler<typeof routes.experiencePriceRoute> = async (c) => {
  const query = c.req.valid('query');
  await ensureExperiences(c.var.db);
  if (query.infants > query.adults) throw new HttpError(422, 'INVALID_INPUT', 'Check the participants', 'Each infant comes with an adult.');
  const { experience, offer } = await priceSlot(
    c.var.db,
    query.slot,
    { adults: query.adults, children: query.children, infants: query.infants },
    { currency: query.currency, ngnPerUsd: env().NGN_PER_USD },
  );
  const rating = (await reviewScores(c.var.db, 'experience', [experience.id])).get(experience.id) ?? { score: null, count: 0 };
  return c.json({ data: { activity: activityView(experience, query.lang, rating, query.currency, env().NGN_PER_USD), offer } }, 200);
};

export const experienceBookedHandler: AppRouteHandler<typeof routes.experienceBookedRoute> = async (c) => {
  const body = c.req.valid('json');
  const { db } = c.var;
  const config = env();
  const requester = await bookingRequester(c, db, body.guest.email);
  await ensureExperiences(db);
  const { order } = await createExperienceBooking(db, { ...body, ...requester }, config.NGN_PER_USD);
  await grantBookingAccess(c, db, order.reference);
  return c.json({ data: heldBooking(order) }, 201);
};

export const cancelExperienceHandler: AppRouteHandler<typeof routes.cancelExperienceRoute> = async (c) => {
  const at = now();
  const answer = await cancelOwnBooking(c, c.req.valid('json').bookingId, (db, order) =>
    cancelPaidBooking(db, order.reference, 'experience', async (tx) => {
      const [booking] = await tx.select().from(experienceBookings).where(eq(experienceBookings.orderId, order.id));
      const until = (booking!.offer as ExperienceOffer).freeCancellationUntil;
      if (!until || at.getTime() >= Date.parse(until))
        throw new HttpError(
          409,
          'FREE_CANCELLATION_ENDED',
          'Free cancellation has ended',
          'Free cancellation ends 24 hours before the start: this booking can no longer be refunded.',
        );
    }),
  );
  return c.json(answer, 200);
};

export const experienceReviewsHandler: AppRouteHandler<typeof routes.experienceReviewsRoute> = async (c) => {
  const query = c.req.valid('query');
  await findExperience(c, query.id);
  const [page, summary] = await Promise.all([
    listReviews(c.var.db, { kind: 'experience', subjectId: query.id, sort: query.sort, language: query.lang, page: query.page, pageSize: query.pageSize }),
    reviewSummary(c.var.db, 'experience', query.id),
  ]);
  return c.json({ data: page.data, meta: { count: page.count, page: query.page, pageSize: query.pageSize, summary } }, 200);
};

const REFUSALS: Record<string, [string, string]> = {
  NOT_TAKEN_PART: ['NOT_TAKEN_PART', 'Only a paid experience that went ahead can be reviewed.'],
  NOT_YET: ['NOT_OVER', 'You can review the experience once it is over.'],
  CLOSED: ['REVIEW_CLOSED', 'Experiences can be reviewed up to 90 days after they end.'],
  SUBMITTED: ['ALREADY_REVIEWED', 'This booking has been reviewed already: one review per booking.'],
};

export const experienceRatingHandler: AppRouteHandler<typeof routes.experienceRatingRoute> = async (c) => {
  const { bookingId, language, ...review } = c.req.valid('json');
  const { db } = c.var;
  await limitPerAddress(c, 'review', 10, 'Too many reviews from this connection. Please wait an hour and try again.');
  const order = await openBooking(c, db, bookingId);
  const [row] =
    order.kind === 'experience'
      ? await db
          .select({ booking: experienceBookings, duration: experiences.durationMinutes, reviewId: reviews.id })
          .from(experienceBookings)
          .innerJoin(experiences, eq(experiences.id, experienceBookings.experienceId))
          .leftJoin(reviews, eq(reviews.orderId, experienceBookings.orderId))
          .where(eq(experienceBookings.orderId, order.id))
      : [];
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No booking has this ID. Check the six characters and try again.');
  const at = now();
  const status = experienceReviewStatus(order, new Date(row.booking.startsAt.getTime() + row.duration * 60_000), row.reviewId !== null, at);
  const refusal = REFUSALS[status];
  if (refusal) throw new HttpError(409, refusal[0], 'Cannot review this experience', refusal[1]);
  const { guest } = row.booking;
  const published = await submitReview(
    db,
    {
      kind: 'experience',
      subjectId: row.booking.experienceId,
      orderId: order.id,
      authorName: `${guest.firstName} ${guest.lastName.charAt(0).toUpperCase()}.`,
      authorCountry: null,
      language: language ?? (order.language === 'fr' ? 'fr' : 'en'),
      ...review,
      experiencedOn: row.booking.startsAt.toISOString().slice(0, 10),
    },
    at,
  );
  return c.json({ data: published }, 201);
};

/** Masks a name for a public page: "Amaka Obi" → "Am••• O•••". */
const mask = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part, index) => `${part.slice(0, index === 0 ? 2 : 1)}•••`)
    .join(' ');

export const ticketCheckHandler: AppRouteHandler<typeof routes.ticketCheckRoute> = async (c) => {
  const { ticket } = c.req.valid('param');
  const { lang } = c.req.valid('query');
  const { db } = c.var;
  await limitPerAddress(c, 'ticket-check', 60, 'Too many ticket checks from this connection. Please wait a while.');
  const [row] = await db
    .select({ order: orders, booking: experienceBookings, experience: experiences })
    .from(orders)
    .innerJoin(experienceBookings, eq(experienceBookings.orderId, orders.id))
    .innerJoin(experiences, eq(experiences.id, experienceBookings.experienceId))
    .where(and(eq(orders.kind, 'experience'), eq(orders.providerReference, ticket)));
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such ticket', 'No ticket has this number.');
  const offer = row.booking.offer as ExperienceOffer;
  const { adults, children, infants } = row.booking.participants;
  const status = row.order.status === 'CANCELLED' ? 'CANCELLED' : Date.parse(offer.endsAt) < now().getTime() ? 'PAST' : 'VALID';
  c.header('Cache-Control', 'no-store');
  return c.json(
    {
      data: {
        ticket,
        status: status as 'VALID' | 'CANCELLED' | 'PAST',
        experience: row.experience.name[lang],
        startsAt: offer.startsAt,
        participants: adults + children + infants,
        holder: mask(`${row.booking.guest.firstName} ${row.booking.guest.lastName}`),
      },
    },
    200,
  );
};

/** The destination city a point is in (within a day's reach of its centre), if any. */
function nearestCity(latitude: number, longitude: number): string | null {
  const [nearest] = STAY_CITIES.map((city) => ({ code: city.code, km: distanceKm(city, { latitude, longitude }) })).sort((a, b) => a.km - b.km);
  return nearest && nearest.km <= 50 ? nearest.code : null;
}

const AREA_LIMIT = 50;

/** Ours and the provider's in an area, nearest a point first. */
async function inArea(
  c: Context<AppBindings>,
  centre: { latitude: number; longitude: number },
  inside: (point: { latitude: number; longitude: number }) => boolean,
  ask: (provider: ActivityProvider) => Promise<ProviderActivity[]>,
  currency: 'USD' | 'NGN',
  language: 'en' | 'fr',
) {
  const { db } = c.var;
  await limitPerAddress(c, 'experience-search', env().SEARCHES_PER_HOUR, 'Too many searches from this connection. Please wait a few minutes and try again.');
  await ensureExperiences(db);
  const rows = (await db.select().from(experiences)).filter((row) => inside(row));
  const ratings = await reviewScores(
    db,
    'experience',
    rows.map((row) => row.id),
  );
  const outside = await providerActivities(ask, null, currency);
  const items = [
    ...rows.map((row) => ({ at: row, view: activityView(row, language, ratings.get(row.id) ?? { score: null, count: 0 }, currency, env().NGN_PER_USD) })),
    ...outside.items
      .filter((item) => inside(item.view.geoCode))
      .map((item) => ({ at: item.view.geoCode, view: { ...item.view, cityCode: nearestCity(item.view.geoCode.latitude, item.view.geoCode.longitude) } })),
  ]
    .sort((a, b) => distanceKm(centre, a.at) - distanceKm(centre, b.at))
    .slice(0, AREA_LIMIT)
    .map((item) => item.view);
  return outside.warnings ? { data: items, warnings: outside.warnings } : { data: items };
}

export const experiencesNearbyHandler: AppRouteHandler<typeof routes.experiencesNearbyRoute> = async (c) => {
  const { latitude, longitude, radius, currency, lang } = c.req.valid('query');
  const centre = { latitude, longitude };
  return c.json(
    await inArea(
      c,
      centre,
      (point) => distanceKm(centre, point) <= radius,
      (provider) => provider.near(latitude, longitude, radius),
      currency,
      lang,
    ),
    200,
  );
};

export const experiencesBySquareHandler: AppRouteHandler<typeof routes.experiencesBySquareRoute> = async (c) => {
  const { north, west, south, east, currency, lang } = c.req.valid('query');
  const centre = { latitude: (north + south) / 2, longitude: (west + east) / 2 };
  const inside = (point: { latitude: number; longitude: number }) =>
    point.latitude <= north && point.latitude >= south && point.longitude >= west && point.longitude <= east;
  return c.json(await inArea(c, centre, inside, (provider) => provider.inSquare({ north, west, south, east }), currency, lang), 200);
};

export const experiencePhotoHandler: AppRouteHandler<typeof routes.experiencePhotoRoute> = async (c) => {
  const [id, number] = c.req.valid('param').file.replace('.svg', '').split('-') as [string, string];
  const headers = {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=604800',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  };
  // A provider's activity: a place to visit, drawn (its supplier's photos are on its site).
  if (isProviderActivityId(id)) {
    if (Number(number) > PROVIDER_PHOTOS) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'There is no such picture.');
    return c.body(experiencePhotoSvg(id, 'ATTRACTION', Number(number)), 200, headers);
  }
  await ensureExperiences(c.var.db);
  const [experience] = await c.var.db.select({ photos: experiences.photos, category: experiences.category }).from(experiences).where(eq(experiences.id, id));
  if (!experience || Number(number) > experience.photos) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'There is no such picture.');
  return c.body(experiencePhotoSvg(id, experience.category, Number(number)), 200, headers);
};
