import { getDatabase } from '../db/client';
import { createRouter, type AppBindings } from '../lib/create-app';
import { HttpError, type ErrorObject } from '../lib/http-error';
import { getFlightProvider } from './providers';
import { OfferUnavailableError, type FlightOffer, type FlightSearchRequest } from './providers/types';
import { chargeableBags, confirmOffer, createOrder, fareRules, listPopularTrips, searchFlightOffers, seatMap } from './flights.routes';
import type { Context } from 'hono';
import { grantBookingAccess, linkContext, openBooking } from '../orders/access';
import { createFlightBooking, lapseExpiredReservations, withOurSales } from './bookings';
import { rateLimit } from '../lib/rate-limit';
import { clientIp } from '../lib/request-context';
import { env } from '../env';
import { seatMapsFor } from './services';
import { chooseBankTransfer } from '../payments/checkout';
import { currentUser } from '../accounts/auth.index';
import type { Database } from '../db/client';
import { gatewayFor, popularTrips } from './popular-trips';
import { getLocationIndex } from '../reference/location-search';

const DAY_MS = 86_400_000;

/** The provider's unavailability as our envelope: sold out and vanished flights are a 409 with their own code. */
async function unlessUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OfferUnavailableError) throw new HttpError(409, error.reason, error.reason === 'SOLD_OUT' ? 'Sold out' : 'Flight not available', error.message);
    throw error;
  }
}

/** The offer an ancillary request is about: a booking's stored one (if this request may open it), or one sent as the search returned it. */
async function ancillaryOffer(c: Context<AppBindings>, db: Database, body: { bookingId?: string; data?: { flightOffers: unknown[] } }) {
  if (body.bookingId) {
    await lapseExpiredReservations(db);
    const booking = await openBooking(c, db, body.bookingId);
    return { offer: booking.offer as FlightOffer, bookingId: booking.id };
  }
  return { offer: body.data!.flightOffers[0] as FlightOffer, bookingId: undefined };
}
/** Dates are judged in West Africa Time, the calendar of most of our travellers. */
const todayInLagos = (now: Date) => new Date(now.getTime() + 3_600_000).toISOString().slice(0, 10);

export const flightsRouter = createRouter().openapi(searchFlightOffers, async (c) => {
  const search = c.req.valid('json') as FlightSearchRequest;
  const { db } = await getDatabase();
  const provider = await getFlightProvider(db);

  const problems: ErrorObject[] = [];
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
      if (!provider.serves(leg[field])) {
        problems.push({
          status: 422,
          code: 'UNKNOWN_AIRPORT',
          title: 'Airport not served',
          detail: `We do not sell flights to or from ${leg[field]} yet.`,
          source: { pointer: `/originDestinations/${index}/${field}` },
        });
      }
    }
  });
  if (problems.length > 0) throw new HttpError(422, problems[0]!.code, problems[0]!.title, problems[0]!.detail, problems);

  const seated = search.travelers.filter((traveller) => traveller.travelerType !== 'HELD_INFANT').length;
  return c.json(await withOurSales(db, await provider.searchOffers(search), seated), 200);
}).openapi(listPopularTrips, async (c) => {
  const { origin, country, currency, lang } = c.req.valid('query');
  const { db } = await getDatabase();
  const [provider, places] = await Promise.all([getFlightProvider(db), getLocationIndex(db)]);
  const from = origin ?? gatewayFor(country);
  if (!from || !provider.serves(from)) return c.json({ data: [], meta: { origin: null } }, 200);
  const city = (iata: string) => places.cityName(iata, lang);
  const trips = (await popularTrips(provider, from, currency)).map((trip) => ({ ...trip, originCity: city(trip.origin), destinationCity: city(trip.destination) }));
  c.header('Cache-Control', 'public, max-age=900');
  return c.json({ data: trips, meta: { origin: from } }, 200);
}).openapi(confirmOffer, async (c) => {
  const [offer] = c.req.valid('json').data.flightOffers as unknown as FlightOffer[];
  const { db } = await getDatabase();
  const provider = await getFlightProvider(db);
  const priced = await unlessUnavailable(() => provider.priceOffer(offer!, offer!.price.currency));
  const changed = priced.price.total !== offer!.price.total;
  return c.json(
    {
      data: { type: 'flight-offers-pricing' as const, flightOffers: [priced as unknown as Record<string, unknown>] },
      ...(changed
        ? {
            warnings: [
              {
                status: 200,
                code: 'PRICE_CHANGED',
                title: 'Price changed',
                detail: `The total changed from ${offer!.price.total} to ${priced.price.total} ${priced.price.currency}.`,
              },
            ],
          }
        : {}),
    },
    200,
  );
}).openapi(createOrder, async (c) => {
  const body = c.req.valid('json');
  const { db } = await getDatabase();
  const config = env();
  const address = clientIp(c);
  await rateLimit(db, { key: `create-order:ip:${address}`, max: config.BOOKINGS_PER_HOUR, windowSeconds: 3600 }, 'Too many bookings from this connection. Please wait a while, or pay for a booking you already made.');
  const provider = await getFlightProvider(db);
  // Seats of lapsed reservations go back on sale before anyone is told a flight is full.
  await lapseExpiredReservations(db);
  const user = await currentUser(c);
  const ownVerifiedEmail = !!user && !user.adminType && user.email === body.data.contact.email.trim().toLowerCase();
  let booking = await createFlightBooking(
    db,
    provider,
    {
      offer: body.data.flightOffers[0] as unknown as FlightOffer,
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
    booking = choice.booking.booking;
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
}).openapi(seatMap, async (c) => {
  const { db } = await getDatabase();
  const provider = await getFlightProvider(db);
  const { offer, bookingId } = await ancillaryOffer(c, db, c.req.valid('json'));
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data: await unlessUnavailable(() => seatMapsFor(db, provider, offer, bookingId)) }, 200);
}).openapi(chargeableBags, async (c) => {
  const { db } = await getDatabase();
  const provider = await getFlightProvider(db);
  const { offer } = await ancillaryOffer(c, db, c.req.valid('json'));
  const bags = await unlessUnavailable(() => provider.chargeableBags(offer));
  return c.json({ data: { type: 'flight-offers-pricing', flightOffers: [{ id: offer.id, price: offer.price }] }, included: { bags } }, 200);
}).openapi(fareRules, async (c) => {
  const { db } = await getDatabase();
  const provider = await getFlightProvider(db);
  const { offer } = await ancillaryOffer(c, db, c.req.valid('json'));
  const rules = await unlessUnavailable(() => provider.fareRules(offer));
  const brandedFare = offer.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare ?? 'LIGHT';
  return c.json({ data: { offerId: offer.id, brandedFare, currency: offer.price.currency, fareRules: rules } }, 200);
});
