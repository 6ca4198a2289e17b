import type { RouteConfig, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { currentUser } from '../accounts/session';
import { env } from '../env';
import type { AppBindings, AppRouteHandler } from '../lib/create-app';
import { HttpError, type ErrorObject } from '../lib/http-error';
import { todayInLagos } from '../lib/dates';
import { limitPerAddress, rateLimit } from '../lib/rate-limit';
import { clientIp } from '../lib/request-context';
import { grantBookingAccess, linkContext, openBooking, limitNewBookings } from '../orders/access';
import { openOrderView } from '../orders/orders.handlers';
import { chooseBankTransfer } from '../payments/checkout';
import { getLocationIndex } from '../reference/location-search';
import { createFlightBooking, withOurSales } from './bookings';
import type * as routes from './flights.routes';
import { gatewayFor, popularTrips } from './popular-trips';
import { addDays, datePrices, type DatePricesQuery } from './date-prices';
import type { FlightOffer, FlightProvider, FlightSearchRequest } from './providers/types';
import { loadQuote, quoteChosenOffer, quoteOffer, saveSearch, type Quote } from './quotes';
import { recentSearch, reuseRecentSearch } from './recent-searches';
import { routeFacts, sellableRoutes } from './route-facts';
import { flightOrders } from './schema';
import { seatMapsFor, setBookingServices } from './services';
import { unlessUnavailable } from './unavailable';

/** The flights wing's handlers see the flight provider beside the database. */
export interface FlightBindings extends AppBindings {
  Variables: AppBindings['Variables'] & { flights: FlightProvider };
}
type Handler<R extends RouteConfig> = AppRouteHandler<R, FlightBindings>;
type FlightBooking = z.output<typeof routes.FlightBookingSchema>;

const DAY_MS = 86_400_000;

/** The offer an ancillary request is about: a booking's stored one (if this request may open it), or one sent as the search returned it. */
async function ancillaryOffer(c: Context<FlightBindings>, body: { bookingId?: string; data?: { flightOffers: unknown[] } }) {
  if (body.bookingId) {
    const booking = await openBooking(c, c.var.db, body.bookingId);
    const [flightOrder] = await c.var.db.select().from(flightOrders).where(eq(flightOrders.orderId, booking.id));
    return { offer: flightOrder!.offer as FlightOffer, bookingId: booking.id };
  }
  return { offer: body.data!.flightOffers[0] as FlightOffer, bookingId: undefined };
}

/** Dates are judged in West Africa Time, the calendar of most of our travellers. */

/** Spec §7 POST /flight/offers (Amadeus Flight Offers Search v2), less the seats our own bookings hold. */
export const searchFlightOffersHandler: Handler<typeof routes.searchFlightOffers> = async (c) => {
  const search = c.req.valid('json') as FlightSearchRequest;
  const provider = c.var.flights;
  const problems: ErrorObject[] = [];
  const unsold: Array<{ code: string; pointer: string }> = [];
  const today = todayInLagos(new Date());
  const lastBookable = new Date(Date.now() + 360 * DAY_MS).toISOString().slice(0, 10);
  search.originDestinations.forEach((leg, index) => {
    const date = leg.departureDateTimeRange.date;
    if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || date < today || date > lastBookable) {
      problems.push({
        status: 422,
        code: 'INVALID_DATE',
        title: 'Invalid date',
        detail: `Flight ${index + 1}: choose a date from today to ${lastBookable}.`,
        source: { pointer: `/originDestinations/${index}/departureDateTimeRange/date` },
      });
    }
    for (const field of ['originLocationCode', 'destinationLocationCode'] as const) {
      if (!provider.serves(leg[field])) unsold.push({ code: leg[field], pointer: `/originDestinations/${index}/${field}` });
    }
  });
  if (unsold.length > 0) {
    // The place named, and the nearest one we sell offered instead (its code as the error's example).
    const places = await getLocationIndex(c.var.db);
    for (const { code, pointer } of unsold) {
      const nearest = places.nearestSellable(code);
      problems.push({
        status: 422,
        code: 'UNKNOWN_AIRPORT',
        title: 'Airport not served',
        detail: `We do not sell flights to or from ${places.placeName(code, 'en')} yet.${nearest ? ` The nearest airport we fly: ${places.placeName(nearest, 'en')}.` : ''}`,
        source: { pointer, ...(nearest ? { example: nearest } : {}) },
      });
    }
  }
  if (problems.length > 0) throw new HttpError(422, problems[0]!.code, problems[0]!.title, problems[0]!.detail, problems);
  const seated = search.travelers.filter((traveller) => traveller.travelerType !== 'HELD_INFANT').length;
  // Kept as its JSON: an answer asked again within the minute is sent as it was written.
  const newSearch = async (): Promise<string> => {
    const results = await withOurSales(c.var.db, await provider.searchOffers(search), seated);
    // Kept 30 minutes: the offer chosen from them is priced from here, never searched again.
    const searchId = await saveSearch(c.var.db, results);
    return JSON.stringify({ ...results, meta: { ...results.meta, searchId } } satisfies z.infer<typeof routes.FlightOffersResponseSchema>);
  };
  const scope = { db: c.var.db, provider };
  const key = JSON.stringify(search);
  // The same search within the minute shares its answer: it stores nothing and asks no provider,
  // so only a new search counts against the limit (and costs the limit's write).
  let answer = recentSearch<string>(scope, key);
  if (!answer) {
    // Each search is stored for the choice that follows: one address cannot fill the database.
    await limitPerAddress(c, 'search', env().SEARCHES_PER_HOUR, 'Too many searches from this connection. Please wait a few minutes and search again.');
    answer = reuseRecentSearch(scope, key, newSearch);
  }
  // The response schema's JSON, already written (newSearch checks its shape).
  return c.body(await answer, 200, { 'Content-Type': 'application/json' }) as never;
};

/** Spec §7 GET /flight/popular-trips: from the visitor's airport (or their country's main one). */
export const listPopularTripsHandler: Handler<typeof routes.listPopularTrips> = async (c) => {
  const { origin, country, currency, lang } = c.req.valid('query');
  const provider = c.var.flights;
  const places = await getLocationIndex(c.var.db);
  const from = origin ?? gatewayFor(country);
  if (!from || !provider.serves(from)) return c.json({ data: [], meta: { origin: null } }, 200);
  const city = (iata: string) => places.cityName(iata, lang);
  const trips = (await popularTrips(provider, from, currency)).map((trip) => ({
    ...trip,
    originCity: city(trip.origin),
    destinationCity: city(trip.destination),
  }));
  c.header('Cache-Control', 'public, max-age=900');
  return c.json({ data: trips, meta: { origin: from } }, 200);
};

/** The routes with pages (server/flights/route-facts.ts), their cities in the reader's language. */
export const listFlightRoutesHandler: Handler<typeof routes.listFlightRoutes> = async (c) => {
  const { lang } = c.req.valid('query');
  const places = await getLocationIndex(c.var.db);
  const data = sellableRoutes(c.var.flights).map((route) => ({
    ...route,
    originCity: places.cityName(route.origin, lang),
    destinationCity: places.cityName(route.destination, lang),
  }));
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json({ data }, 200);
};

/** A route page's facts; only for routes with a page, so what is kept stays bounded (no rate limit needed). */
export const flightRouteFactsHandler: Handler<typeof routes.flightRouteFacts> = async (c) => {
  const { origin, destination } = c.req.valid('param');
  const { currency, lang } = c.req.valid('query');
  if (!sellableRoutes(c.var.flights).some((route) => route.origin === origin && route.destination === destination)) {
    throw new HttpError(404, 'ROUTE_NOT_FOUND', 'Route not found', `We have no page for flights from ${origin} to ${destination}.`);
  }
  const places = await getLocationIndex(c.var.db);
  const { today, lastBookable } = bookableDates();
  const facts = await routeFacts(c.var.flights, origin, destination, currency, today, lastBookable);
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json({ data: { ...facts, originCity: places.cityName(origin, lang), destinationCity: places.cityName(destination, lang) } }, 200);
};

/** A quote as the API shows it: the priced offer, its dictionaries, its id and expiry, and a warning when pricing changed the total. */
function quoteAnswer(quote: Quote) {
  const { offer, previousTotal } = quote;
  return {
    data: { type: 'flight-offers-pricing' as const, flightOffers: [offer] },
    dictionaries: quote.dictionaries,
    meta: { quoteId: quote.id, searchId: quote.searchId, expiresAt: quote.expiresAt.toISOString(), previousTotal },
    ...(previousTotal
      ? {
          warnings: [
            {
              status: 200,
              code: 'PRICE_CHANGED',
              title: 'Price changed',
              detail: `The total changed from ${previousTotal} to ${offer.price.total} ${offer.price.currency}.`,
            },
          ],
        }
      : {}),
  };
}

/** Spec §7 POST /flight/confirm-offer (Amadeus Flight Offers Price v1): the chosen offer priced now, kept as a quote. */
export const confirmOfferHandler: Handler<typeof routes.confirmOffer> = async (c) => {
  const { searchId, offerId, data } = c.req.valid('json');
  await limitPerAddress(c, 'pricing', env().PRICINGS_PER_HOUR, 'Too many flights checked from this connection. Please wait a few minutes and try again.');
  const quote =
    searchId && offerId
      ? await quoteChosenOffer(c.var.db, c.var.flights, searchId, offerId)
      : await quoteOffer(c.var.db, c.var.flights, data!.flightOffers[0] as unknown as FlightOffer, {
          locations: {},
          aircraft: {},
          carriers: {},
          currencies: {},
        });
  c.header('Cache-Control', 'private, no-store');
  return c.json(quoteAnswer(quote), 200);
};

/** The quote as it will be booked (the travellers page), while it holds. */
export const getQuoteHandler: Handler<typeof routes.getQuote> = async (c) => {
  c.header('Cache-Control', 'private, no-store');
  return c.json(quoteAnswer(await loadQuote(c.var.db, c.req.valid('param').quoteId)), 200);
};

/** Spec §7 POST /flight/create-order: booked, unpaid and held; this browser may then open it. */
export const createOrderHandler: Handler<typeof routes.createOrder> = async (c) => {
  const body = c.req.valid('json');
  const { db } = c.var;
  const config = env();
  const address = await limitNewBookings(c, db);
  const user = await currentUser(c);
  const ownVerifiedEmail = !!user && !user.adminType && user.email === body.data.contact.email.trim().toLowerCase();
  let booking = await createFlightBooking(
    db,
    c.var.flights,
    {
      quote: await loadQuote(db, body.quoteId),
      expectedTotal: body.expectedTotal,
      travelers: body.data.travelers,
      contact: body.data.contact,
      language: body.language,
      userId: user?.id ?? null,
      clientAddress: address,
      contactVerified: ownVerifiedEmail,
    },
    { bookings: config.HOLD_LIMIT_BOOKINGS, seats: config.HOLD_LIMIT_SEATS },
  );
  // The browser that booked may open its booking from now on (seats, payment, confirmation).
  await grantBookingAccess(c, db, booking.reference);
  let contactConfirmation = null;
  if (body.paymentMethod === 'BANK_TRANSFER') {
    const choice = await chooseBankTransfer(db, booking.reference, await linkContext(c, db));
    booking = choice.loaded.order;
    if (!choice.reserved) contactConfirmation = choice.confirmation;
  }
  return c.json(
    {
      data: {
        reference: booking.reference,
        status: booking.status,
        paymentDeadline: booking.paymentDeadline.toISOString(),
        total: { amount: (booking.totalMinor / 100).toFixed(2), currency: booking.currency },
        ...(contactConfirmation ? { contactConfirmation } : {}),
      },
    },
    201,
  );
};

/** Spec §7 POST /flight/seat-map (SeatMap Display v1): seats other bookings hold shown occupied. */
export const seatMapHandler: Handler<typeof routes.seatMap> = async (c) => {
  const { offer, bookingId } = await ancillaryOffer(c, c.req.valid('json'));
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data: await unlessUnavailable(() => seatMapsFor(c.var.db, c.var.flights, offer, bookingId)) }, 200);
};

/** Spec §7 POST /flight/chargable-bags. */
export const chargeableBagsHandler: Handler<typeof routes.chargeableBags> = async (c) => {
  const { offer } = await ancillaryOffer(c, c.req.valid('json'));
  const bags = await unlessUnavailable(() => c.var.flights.chargeableBags(offer));
  return c.json({ data: { type: 'flight-offers-pricing' as const, flightOffers: [{ id: offer.id, price: offer.price }] }, included: { bags } }, 200);
};

/** Spec §7 POST /flight/fare-rules. */
export const fareRulesHandler: Handler<typeof routes.fareRules> = async (c) => {
  const { offer } = await ancillaryOffer(c, c.req.valid('json'));
  const rules = await unlessUnavailable(() => c.var.flights.fareRules(offer));
  const brandedFare = offer.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare ?? 'LIGHT';
  return c.json({ data: { offerId: offer.id, brandedFare, currency: offer.price.currency, fareRules: rules } }, 200);
};

/** Seats and extra bags of an unpaid booking this request may open; the total is priced again. */
export const putBookingServicesHandler: Handler<typeof routes.putBookingServices> = async (c) => {
  const { reference } = c.req.valid('param');
  const booking = await openBooking(c, c.var.db, reference);
  await setBookingServices(c.var.db, c.var.flights, booking, c.req.valid('json'));
  // The flight kind's view (flightOrderKind.view) gives a flight order its own fields.
  return c.json({ data: (await openOrderView(c, reference)) as FlightBooking }, 200);
};

/** What may be booked today: from today (Lagos) to 360 days ahead, as the search allows. */
const bookableDates = () => ({ today: todayInLagos(new Date()), lastBookable: new Date(Date.now() + 360 * DAY_MS).toISOString().slice(0, 10) });

/** A grid or a month is one search request for the rate limit (its searches are cached and shared). */
async function datePricesFor(
  c: Context<FlightBindings>,
  query: Omit<DatePricesQuery, 'departures' | 'returns'>,
  departures: string[],
  returns: string[] | null,
) {
  for (const field of ['origin', 'destination'] as const) {
    if (!c.var.flights.serves(query[field])) {
      throw new HttpError(422, 'AIRPORT_NOT_SERVED', 'Airport not served', `We do not sell flights to or from ${query[field]}.`, [
        {
          status: 422,
          code: 'AIRPORT_NOT_SERVED',
          title: 'Airport not served',
          detail: `We do not sell flights to or from ${query[field]}.`,
          source: { parameter: field },
        },
      ]);
    }
  }
  await limitPerAddress(c, 'search', env().SEARCHES_PER_HOUR, 'Too many searches from this connection. Please wait a few minutes and search again.');
  // A grid is up to 49 searches at the provider (a month 31): a tighter limit of its own.
  await rateLimit(
    c.var.db,
    { key: `date-prices:ip:${clientIp(c)}`, max: Math.max(10, Math.floor(env().SEARCHES_PER_HOUR / 20)), windowSeconds: 3600 },
    'Too many date comparisons from this connection. Please wait a few minutes and try again.',
  );
  const prices = await datePrices(c.var.flights, { ...query, departures, returns }, bookableDates());
  c.header('Cache-Control', 'private, max-age=300');
  return { currency: query.currency, ...prices };
}

/** ±3 days around the chosen dates: a row for one way, 7×7 for a return. */
export const dateGridHandler: Handler<typeof routes.dateGrid> = async (c) => {
  const { depart, return: back, ...party } = c.req.valid('query');
  const around = (date: string) => [-3, -2, -1, 0, 1, 2, 3].map((offset) => addDays(date, offset));
  return c.json({ data: await datePricesFor(c, party, around(depart), back ? around(back) : null) }, 200);
};

/** Every day of a month, one way or keeping the trip's length. */
export const priceCalendarHandler: Handler<typeof routes.priceCalendar> = async (c) => {
  const { month, stay, ...party } = c.req.valid('query');
  const first = `${month}-01`;
  const days = Array.from({ length: 31 }, (_, index) => addDays(first, index)).filter((date) => date.startsWith(month));
  return c.json({ data: await datePricesFor(c, { ...party, stay: stay ?? null }, days, null) }, 200);
};
