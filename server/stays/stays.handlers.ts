import { eq, sql } from 'drizzle-orm';
import type { AppRouteHandler } from '../lib/create-app';
import { env } from '../env';
import { HttpError } from '../lib/http-error';
import { limitPerAddress } from '../lib/rate-limit';
import { STAY_CITIES } from './catalogue/cities';
import { ensureCatalogue } from './catalogue/seed';
import { stayBookings, stayProperties, stayRoomTypes, type Localised, type StayGuest } from './schema';
import type { Context } from 'hono';
import type { z } from '@hono/zod-openapi';
import type { AppBindings } from '../lib/create-app';
import { catalogueCandidates, checkStaySearch, hotelView, offersFor, rankStays, searchRoomsLeft, stayRatings, type StayOffer, type StaySearch } from './search';
import { hotelProvider } from './providers';
import { inCurrency, providerCandidates, providerSummary } from './provider-hotels';
import type * as routes from './stays.routes';
import { createStayBooking, parseOfferId, pricedStayOffer } from './bookings';
import { grantBookingAccess, openBooking, bookingRequester } from '../orders/access';
import { heldBooking } from '../orders/orders';
import { cancelStay } from './cancel';
import { fromMinor } from '../lib/money';
import { cancelOwnBooking } from '../payments/cancel-own';
import { now } from '../lib/clock';
import { listReviews, reviewSummary } from '../reviews/reviews';
import { reviewStay } from './reviews';
import { stayPhotoSvg } from './photos';
import countryNames from 'i18n-iso-countries';
import '../db/reference-data';

const dollars = (minor: number) => ({ amount: (minor / 100).toFixed(2), currency: 'USD' as const });

/** Who a stay query is for, and the currency it asks prices in. */
const partyOf = (query: { adults: number; rooms: number; childAges?: number[]; bookingCurrency: 'USD' | 'NGN' }) => ({
  adults: query.adults,
  rooms: query.rooms,
  childAges: query.childAges ?? [],
  currency: query.bookingCurrency,
});

export const searchStaysHandler: AppRouteHandler<typeof routes.searchStaysRoute> = async (c) => {
  const query = c.req.valid('query');
  const config = env();
  await limitPerAddress(c, 'stay-search', config.SEARCHES_PER_HOUR, 'Too many searches from this connection. Please wait a few minutes and try again.');
  const search: StaySearch = checkStaySearch({
    cityCode: query.iata,
    checkIn: query.checkIn,
    checkOut: query.checkOut,
    ...partyOf(query),
    sort: query.sort,
    maxPrice: query.maxPrice,
    minStars: query.minStars,
    minScore: query.minScore,
    freeCancellation: query.freeCancellation,
    breakfast: query.breakfast,
    propertyTypes: query.propertyTypes,
    amenities: query.amenities,
    page: query.page,
    pageSize: query.pageSize,
  });
  await ensureCatalogue(c.var.db);
  const provider = hotelProvider();
  const [own, theirs] = await Promise.all([
    catalogueCandidates(c.var.db, search, config.NGN_PER_USD, query.lang),
    provider
      ? providerCandidates(c.var.db, provider, search, query.lang, config.NGN_PER_USD).then(
          (found) => ({ found }),
          (error: unknown) => ({ error }),
        )
      : Promise.resolve({ found: [] }),
  ]);
  if ('error' in theirs) {
    // The provider's failure is the answer only when our own catalogue has nothing here (spec §8: its code);
    // otherwise our own stays are answered, with a warning that the list is not whole.
    if (!own.some((entry) => entry.offers.length > 0)) throw theirs.error;
    const code = theirs.error instanceof HttpError ? theirs.error.code : 'PROVIDER_UNAVAILABLE';
    return c.json(
      {
        ...rankStays(own, search, config.NGN_PER_USD),
        warnings: [
          {
            code,
            title: 'Partner hotels missing',
            detail: 'Our hotel partner did not answer: only our own listed stays are shown. Try again in a few minutes for more.',
          },
        ],
      },
      200,
    );
  }
  return c.json(rankStays([...own, ...theirs.found], search, config.NGN_PER_USD), 200);
};

export const cityStaysHandler: AppRouteHandler<typeof routes.cityStaysRoute> = async (c) => {
  const { city: asked, lang } = c.req.valid('query');
  const wanted = asked.toLowerCase();
  const city = STAY_CITIES.find(
    (candidate) => candidate.code.toLowerCase() === wanted || candidate.name.en.toLowerCase() === wanted || candidate.name.fr.toLowerCase() === wanted,
  );
  if (!city) throw new HttpError(404, 'UNKNOWN_CITY', 'No stays here yet', 'We have no stays listed in this city yet: choose another.');
  await ensureCatalogue(c.var.db);
  const rows = await c.var.db
    .select({ property: stayProperties, fromMinor: sql<number>`min(${stayRoomTypes.nightlyMinor})`.mapWith(Number) })
    .from(stayProperties)
    .innerJoin(stayRoomTypes, eq(stayRoomTypes.propertyId, stayProperties.id))
    .where(eq(stayProperties.cityCode, city.code))
    .groupBy(stayProperties.id);
  const ratings = await stayRatings(
    c.var.db,
    rows.map((row) => row.property.id),
  );
  const data = rows
    .sort(
      (a, b) =>
        ((b.property.stars ?? 3) * 1e6) / b.fromMinor -
          b.property.distanceKm * 0.5 -
          (((a.property.stars ?? 3) * 1e6) / a.fromMinor - a.property.distanceKm * 0.5) || a.property.id.localeCompare(b.property.id),
    )
    .map(({ property, fromMinor }) => ({ ...hotelView(property, lang, ratings.get(property.id)), fromPerNight: dollars(fromMinor) }));
  return c.json({ data, meta: { cityCode: city.code, city: city.name[lang] } }, 200);
};

export const stayViewHandler: AppRouteHandler<typeof routes.stayViewRoute> = async (c) => {
  const query = c.req.valid('query');
  await ensureCatalogue(c.var.db);
  const [property] = await c.var.db.select().from(stayProperties).where(eq(stayProperties.id, query.id));
  if (!property) throw new HttpError(404, 'NOT_FOUND', 'No such stay', 'No stay has this id.');
  const [rooms, ratings] = await Promise.all([
    c.var.db.select().from(stayRoomTypes).where(eq(stayRoomTypes.propertyId, property.id)),
    stayRatings(c.var.db, [property.id]),
  ]);
  const provider = property.provider === 'amadeus' ? hotelProvider() : null;
  if (property.provider === 'amadeus' && !provider) throw new HttpError(404, 'NOT_FOUND', 'No such stay', 'No stay has this id.');
  let offers: StayOffer[] | null = null;
  if (query.checkIn || query.checkOut) {
    if (!query.checkIn || !query.checkOut) throw new HttpError(422, 'DATES_REQUIRED', 'Check the dates', 'Give both check-in and check-out, or neither.');
    const search = checkStaySearch({
      cityCode: property.cityCode,
      checkIn: query.checkIn,
      checkOut: query.checkOut,
      ...partyOf(query),
      sort: 'PRICE',
      page: 1,
      pageSize: 1,
    });
    if (provider) {
      const hotel = await provider.hotelOffers(property.id, { ...search, language: query.lang });
      offers = (hotel?.offers ?? []).map((offer) => inCurrency(offer, search.currency, env().NGN_PER_USD));
    } else {
      offers = offersFor(
        property,
        rooms,
        await searchRoomsLeft(c.var.db, [property.id], search.checkIn, search.checkOut),
        search,
        env().NGN_PER_USD,
        query.lang,
      );
    }
  }
  // A provider's hotel: its guests' score as the provider measures it, unless ours have reviewed it.
  const rating = ratings.get(property.id) ?? (provider ? await providerSummary(provider, property.id) : null) ?? undefined;
  return c.json(
    {
      data: {
        hotel: hotelView(property, query.lang, rating ? { score: rating.score, count: rating.count } : undefined),
        provider: property.provider,
        rooms: rooms
          .sort((a, b) => a.nightlyMinor - b.nightlyMinor)
          .map((room) => ({
            code: room.code,
            name: (room.name as Localised)[query.lang],
            beds: room.beds,
            bedType: room.bedType,
            maxAdults: room.maxAdults,
            maxChildren: room.maxChildren,
            sizeM2: room.sizeM2,
            fromPerNight: dollars(room.nightlyMinor),
          })),
        offers,
      },
    },
    200,
  );
};

export const stayPriceConfirmHandler: AppRouteHandler<typeof routes.stayPriceConfirmRoute> = async (c) => {
  const query = c.req.valid('query');
  await ensureCatalogue(c.var.db);
  const named = parseOfferId(query.id);
  if (named && ((query.startDate && query.startDate !== named.checkIn) || (query.endDate && query.endDate !== named.checkOut))) {
    throw new HttpError(422, 'DATES_MISMATCH', 'Check the dates', 'These dates are not the offer’s: search again for them.');
  }
  const priced = await pricedStayOffer(c.var.db, query.id, {
    currency: query.baseCode,
    childAges: query.childAges,
    language: query.lang,
    ngnPerUsd: env().NGN_PER_USD,
  });
  if ((query.startDate && query.startDate !== priced.checkIn) || (query.endDate && query.endDate !== priced.checkOut)) {
    throw new HttpError(422, 'DATES_MISMATCH', 'Check the dates', 'These dates are not the offer’s: search again for them.');
  }
  return c.json({ data: { hotel: hotelView(priced.property, query.lang), provider: priced.provider, offer: priced.offer } }, 200);
};

/** Books an offer of either provider for a guest, unpaid; this browser may open it from now on. */
async function bookStay(
  c: Context<AppBindings>,
  input: { offerId: string; expectedTotal: string; currency: 'USD' | 'NGN'; childAges: number[]; guest: StayGuest; language: 'en' | 'fr' },
) {
  const { db } = c.var;
  const config = env();
  const requester = await bookingRequester(c, db, input.guest.email);
  await ensureCatalogue(db);
  const { order } = await createStayBooking(db, { ...input, ...requester }, config.NGN_PER_USD);
  // The browser that booked may open its booking from now on (payment, confirmation).
  await grantBookingAccess(c, db, order.reference);
  return order;
}

export const stayBookingHandler: AppRouteHandler<typeof routes.stayBookingRoute> = async (c) => {
  const body = c.req.valid('json');
  const order = await bookStay(c, body);
  return c.json({ data: heldBooking(order) }, 201);
};

/** Amadeus Hotel Booking v2's shapes, for either provider's offer (POST /api/hotels-book) or Amadeus' only (POST /api/amadeus/hotels/book). */
async function hotelOrder(c: Context<AppBindings>, { data }: z.output<typeof routes.HotelOrderRequestSchema>, onlyAmadeus: boolean) {
  {
    const [association] = data.roomAssociations;
    if (onlyAmadeus && parseOfferId(association!.hotelOfferId))
      throw new HttpError(
        422,
        'NOT_AN_AMADEUS_OFFER',
        'Not an Amadeus offer',
        'This offer is one of our own listed stays: book it with POST /api/hotels-book or /api/staysBooked.',
      );
    const lead = data.guests.find((guest) => String(guest.tid) === association!.guestReferences[0]!.guestReference);
    if (!lead) throw new HttpError(422, 'UNKNOWN_GUEST', 'Check the guests', 'The room association names a guest that is not in the list.');
    const guest: StayGuest = {
      title: lead.title,
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      ...(data.specialRequests ? { specialRequests: data.specialRequests } : {}),
      ...(data.arrivalTime ? { arrivalTime: data.arrivalTime } : {}),
    };
    const order = await bookStay(c, {
      offerId: association!.hotelOfferId,
      expectedTotal: data.expectedTotal,
      currency: data.currency,
      childAges: data.childAges,
      guest,
      language: data.language,
    });
    const [row] = await c.var.db
      .select({ booking: stayBookings, property: stayProperties })
      .from(stayBookings)
      .innerJoin(stayProperties, eq(stayProperties.id, stayBookings.propertyId))
      .where(eq(stayBookings.orderId, order.id));
    const { booking, property } = row!;
    return {
      data: {
        type: 'hotel-order' as const,
        id: order.reference,
        hotelBookings: [
          {
            type: 'hotel-booking' as const,
            id: order.reference,
            bookingStatus: 'PENDING' as const,
            hotelProviderInformation: [] as Array<{ hotelProviderCode: string; confirmationNumber: string }>,
            roomAssociations: [{ hotelOfferId: association!.hotelOfferId, guestReferences: association!.guestReferences }],
            hotelOffer: booking.offer as z.output<typeof routes.StayOfferSchema>,
            hotel: { hotelId: property.id, chainCode: property.provider === 'amadeus' ? property.id.slice(0, 2) : 'ST', name: property.name },
          },
        ],
        guests: data.guests.map((entry) => ({ tid: entry.tid, id: entry.tid, title: entry.title, firstName: entry.firstName, lastName: entry.lastName })),
        associatedRecords: [{ reference: order.reference, originSystemCode: 'BAOBAB' }],
        self: `/api/bookings/${order.reference}`,
      },
      meta: {
        provider: property.provider,
        paymentDeadline: order.paymentDeadline.toISOString(),
        total: { amount: fromMinor(order.totalMinor), currency: order.currency },
        payAt: `/stays/payment?booking=${order.reference}`,
      },
    };
  }
}

export const hotelsBookHandler: AppRouteHandler<typeof routes.hotelsBookRoute> = async (c) => c.json(await hotelOrder(c, c.req.valid('json'), false), 201);
export const amadeusHotelsBookHandler: AppRouteHandler<typeof routes.amadeusHotelsBookRoute> = async (c) =>
  c.json(await hotelOrder(c, c.req.valid('json'), true), 201);

export const cancelStayHandler: AppRouteHandler<typeof routes.cancelStayRoute> = async (c) =>
  c.json(await cancelOwnBooking(c, c.req.valid('json').bookingId, (db, order) => cancelStay(db, order.reference)), 200);

export const stayReviewsHandler: AppRouteHandler<typeof routes.stayReviewsRoute> = async (c) => {
  const query = c.req.valid('query');
  const { db } = c.var;
  await ensureCatalogue(db);
  const [property] = await db.select({ id: stayProperties.id, provider: stayProperties.provider }).from(stayProperties).where(eq(stayProperties.id, query.id));
  if (!property) throw new HttpError(404, 'NOT_FOUND', 'No such stay', 'No stay has this id.');
  const [page, ours] = await Promise.all([
    listReviews(db, { kind: 'stay', subjectId: query.id, sort: query.sort, language: query.lang, page: query.page, pageSize: query.pageSize }),
    reviewSummary(db, 'stay', query.id),
  ]);
  // A provider's hotel our guests have not reviewed yet: its score by category as the provider measures it (Amadeus Hotel Ratings).
  const provider = property.provider === 'amadeus' && ours.count === 0 ? hotelProvider() : null;
  const theirs = provider ? await providerSummary(provider, property.id) : null;
  const summary = theirs ? { score: theirs.score, count: theirs.count, positive: 0, negative: 0, categories: theirs.categories } : ours;
  return c.json(
    {
      data: page.data,
      meta: { count: page.count, page: query.page, pageSize: query.pageSize, summary, source: theirs ? ('provider' as const) : ('guests' as const) },
    },
    200,
  );
};

export const stayRatingHandler: AppRouteHandler<typeof routes.stayRatingRoute> = async (c) => {
  const { bookingId, ...review } = c.req.valid('json');
  const { db } = c.var;
  await limitPerAddress(c, 'review', 10, 'Too many reviews from this connection. Please wait an hour and try again.');
  const order = await openBooking(c, db, bookingId);
  return c.json({ data: await reviewStay(db, order, review, now()) }, 201);
};

export const stayPhotoHandler: AppRouteHandler<typeof routes.stayPhotoRoute> = async (c) => {
  const [id, number] = c.req.valid('param').file.replace('.svg', '').split('-') as [string, string];
  await ensureCatalogue(c.var.db);
  const [property] = await c.var.db.select({ photos: stayProperties.photos }).from(stayProperties).where(eq(stayProperties.id, id));
  if (!property || Number(number) > property.photos) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'There is no such picture.');
  return c.body(stayPhotoSvg(id, Number(number)), 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    // Drawn from the id alone: the same picture for a week, in every cache.
    'Cache-Control': 'public, max-age=604800',
    // Opened on its own, the picture runs nothing.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
};

/** The own catalogue's stays (Amadeus hotels kept here are Amadeus' to list). */
export const stayListingsHandler: AppRouteHandler<typeof routes.stayListingsRoute> = async (c) => {
  await ensureCatalogue(c.var.db);
  const data = await c.var.db
    .select({ id: stayProperties.id, cityCode: stayProperties.cityCode })
    .from(stayProperties)
    .where(eq(stayProperties.provider, 'stays'))
    .orderBy(stayProperties.id);
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json({ data }, 200);
};

export const stayCitiesHandler: AppRouteHandler<typeof routes.stayCitiesRoute> = (c) => {
  const { lang } = c.req.valid('query');
  const collator = new Intl.Collator(lang);
  const data = STAY_CITIES.map((city) => ({
    code: city.code,
    name: city.name[lang],
    countryCode: city.country,
    countryName: countryNames.getName(city.country, lang) ?? city.country,
    latitude: city.latitude,
    longitude: city.longitude,
  })).sort((a, b) => collator.compare(a.name, b.name));
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json({ data }, 200);
};
