import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { z } from '@hono/zod-openapi';
import { FulfilmentFailed, type Fulfilment, type MailSection, type Order, type OrderDocument, type OrderKind } from '../orders/orders';
import { env } from '../env';
import { HttpError } from '../lib/http-error';
import { hotelProvider } from './providers';
import type { StayOrderFieldsSchema } from './stays.routes';
import { orders } from '../orders/schema';
import { zonedInstant } from '../lib/geo';
import { releaseRooms } from './bookings';
import { STAY_CITIES } from './catalogue/cities';
import { nightsBetween } from './search';
import { stayBookings, stayProperties, type Localised } from './schema';
import { reviews } from '../reviews/schema';
import { now } from '../lib/clock';
import { addDays } from '../lib/dates';
import { REVIEW_WINDOW_DAYS, stayReviewStatus, type StayReviewStatus } from './reviews';

type Booking = typeof stayBookings.$inferSelect;
type Property = typeof stayProperties.$inferSelect;
/** A stay order's own part: its booking and the property. */
export interface StayDetails {
  booking: Booking;
  property: Property;
  /** Whether its guest has reviewed it. */
  reviewed: boolean;
}

interface SoldOffer {
  boardType: string;
  room: { description: { text: string } };
  freeCancellationUntil: string | null;
}

const HOUR_MS = 3_600_000;
const RESERVATION_HOLD_MS = 24 * HOUR_MS;
const MINIMUM_HOLD_MS = 2 * HOUR_MS;

const COPY = {
  en: {
    title: 'Stay voucher and receipt',
    documentName: 'your stay voucher and receipt',
    stay: 'Your stay',
    guest: 'Guest',
    checkIn: (date: string, time: string) => `Check-in: ${date}, from ${time}`,
    checkOut: (date: string, time: string) => `Check-out: ${date}, until ${time}`,
    nights: (count: number, rooms: number) => `${count} night${count === 1 ? '' : 's'} · ${rooms} room${rooms === 1 ? '' : 's'}`,
    party: (adults: number, children: number) =>
      `${adults} adult${adults === 1 ? '' : 's'}${children ? `, ${children} child${children === 1 ? '' : 'ren'}` : ''}`,
    board: { ROOM_ONLY: 'Room only', BREAKFAST: 'Breakfast included' } as Record<string, string>,
    free: (until: string) => `Free cancellation until ${until} (local time)`,
    nonRefundable: 'Non-refundable',
    confirmation: 'Property confirmation number',
    requests: 'Requests',
    extras: 'Extras',
    base: 'Room price',
    taxes: 'Taxes',
    share: (city: string, from: string, to: string) => `My stay in ${city}, ${from} – ${to}. Booked on Baobab.`,
    hotelTime: 'the time the hotel states',
  },
  fr: {
    title: 'Bon de séjour et reçu',
    documentName: 'votre bon de séjour et votre reçu',
    stay: 'Votre séjour',
    guest: 'Client',
    checkIn: (date: string, time: string) => `Arrivée\u00a0: ${date}, à partir de ${time}`,
    checkOut: (date: string, time: string) => `Départ\u00a0: ${date}, avant ${time}`,
    nights: (count: number, rooms: number) => `${count}\u00a0nuit${count === 1 ? '' : 's'} · ${rooms}\u00a0chambre${rooms === 1 ? '' : 's'}`,
    party: (adults: number, children: number) =>
      `${adults}\u00a0adulte${adults === 1 ? '' : 's'}${children ? `, ${children}\u00a0enfant${children === 1 ? '' : 's'}` : ''}`,
    board: { ROOM_ONLY: 'Chambre seule', BREAKFAST: 'Petit-déjeuner compris' } as Record<string, string>,
    free: (until: string) => `Annulation gratuite jusqu’au ${until} (heure locale)`,
    nonRefundable: 'Non remboursable',
    confirmation: 'Numéro de confirmation de l’établissement',
    requests: 'Demandes',
    extras: 'Suppléments',
    base: 'Prix des chambres',
    taxes: 'Taxes',
    share: (city: string, from: string, to: string) => `Mon séjour à ${city}, du ${from} au ${to}. Réservé sur Baobab.`,
    hotelTime: 'l’heure indiquée par l’hôtel',
  },
} as const;

/** When check-in opens, for the instants a stay needs (calendar, deadlines); a provider that does not say it: mid-afternoon, as most hotels. */
const checkInOf = (property: Pick<Property, 'checkIn'>) => property.checkIn || '14:00';

const languageOf = (order: Pick<Order, 'language'>) => (order.language === 'fr' ? 'fr' : 'en');
const day = (date: string, language: 'en' | 'fr') =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const cityName = (code: string, language: 'en' | 'fr') => STAY_CITIES.find((city) => city.code === code)?.name[language] ?? code;
const colon = (language: 'en' | 'fr') => (language === 'fr' ? '\u00a0: ' : ': ');

/** What the voucher and the emails say of a stay: where, when, for whom, at which rate. */
function staySections(order: Order, { booking, property }: StayDetails): MailSection[] {
  const language = languageOf(order);
  const copy = COPY[language];
  const offer = booking.offer as SoldOffer;
  const nights = nightsBetween(booking.checkIn, booking.checkOut);
  const confirmation = order.status === 'CONFIRMED' && order.providerReference ? [`${copy.confirmation}${colon(language)}${order.providerReference}`] : [];
  return [
    {
      title: copy.stay,
      lines: [
        ...confirmation,
        `${property.name} · ${property.district}, ${cityName(property.cityCode, language)}`,
        copy.checkIn(day(booking.checkIn, language), property.checkIn || copy.hotelTime),
        copy.checkOut(day(booking.checkOut, language), property.checkOut || copy.hotelTime),
        `${copy.nights(nights, booking.rooms)} · ${offer.room.description.text} · ${copy.board[offer.boardType] ?? offer.boardType}`,
        offer.freeCancellationUntil ? copy.free(offer.freeCancellationUntil.replace('T', ' ').slice(0, 16)) : copy.nonRefundable,
      ],
    },
    {
      title: copy.guest,
      lines: [
        `${booking.guest.firstName} ${booking.guest.lastName} · ${copy.party(booking.adults, booking.childAges.length)}`,
        ...(booking.guest.specialRequests ? [`${copy.requests}${colon(language)}${booking.guest.specialRequests}`] : []),
      ],
    },
  ];
}

async function details(db: Pick<Database, 'select'>, list: Order[]): Promise<Map<string, StayDetails>> {
  const rows = await db
    .select({ booking: stayBookings, property: stayProperties, reviewId: reviews.id })
    .from(stayBookings)
    .innerJoin(stayProperties, eq(stayProperties.id, stayBookings.propertyId))
    .leftJoin(reviews, eq(reviews.orderId, stayBookings.orderId))
    .where(
      inArray(
        stayBookings.orderId,
        list.map((order) => order.id),
      ),
    );
  return new Map(rows.map(({ booking, property, reviewId }) => [booking.orderId, { booking, property, reviewed: reviewId !== null }]));
}

/**
 * Once paid, the property's confirmation number (what the guest quotes at the desk), set once: the
 * own catalogue's property confirms at once; a provider's hotel is booked now (Amadeus Hotel
 * Booking v2, guaranteed by the agency's card). A hotel that refuses fails the fulfilment (the
 * order is cancelled and the payment recorded as due back). A booking call that got no answer
 * may have been made, and cannot be made twice (the API takes no idempotency key): it is left to
 * our staff, who ask the hotel, rather than tried again or refunded blindly.
 */
async function confirmWithProperty(db: Database, order: Order): Promise<Fulfilment> {
  if (order.providerReference) return {};
  const [row] = await db
    .select({ booking: stayBookings, provider: stayProperties.provider })
    .from(stayBookings)
    .innerJoin(stayProperties, eq(stayProperties.id, stayBookings.propertyId))
    .where(eq(stayBookings.orderId, order.id));
  let number = `${String(randomInt(100_000, 1_000_000))}${String(randomInt(1000, 10_000))}`;
  let providerOrderId: string | null = null;
  if (row?.provider === 'amadeus') {
    const provider = hotelProvider();
    if (!provider) throw new FulfilmentFailed('HOTEL_PROVIDER_OFF');
    const { guest, offer } = row.booking;
    try {
      const booked = await provider.book((offer as { id: string }).id, guest, env().SUPPORT_EMAIL);
      number = booked.confirmationNumber;
      providerOrderId = booked.orderId;
    } catch (error) {
      const refused = error instanceof HttpError && (error.code === 'PROVIDER_REJECTED' || error.status < 500);
      throw new FulfilmentFailed(error instanceof HttpError ? error.code : 'HOTEL_NOT_BOOKED', !refused);
    }
  }
  return {
    record: async (tx) => {
      await tx
        .update(orders)
        .set({ providerReference: number, ...(providerOrderId ? { providerOrderId } : {}) })
        .where(and(eq(orders.id, order.id), isNull(orders.providerReference)));
    },
  };
}

/** A stay on a Travel Hub card. */
export interface StaySummary {
  startsAt: string;
  propertyId: string;
  propertyName: string;
  cityCode: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  guests: number;
  reviewStatus: StayReviewStatus;
}

/** Stays as an order kind: what the platform (payments, lapsing, emails, the Travel Hub) needs of them. */
export const stayOrderKind: OrderKind<StayDetails, StaySummary> = {
  kind: 'stay',
  // Spec §2: the stay confirmation names its provider (stays: the site's own listed properties).
  confirmationPage: '/stays/confirmation?provider=stays',
  paymentPage: '/stays/payment',
  details,
  view: (order, { booking, property, reviewed }): z.output<typeof StayOrderFieldsSchema> => ({
    stay: {
      provider: property.provider,
      propertyId: property.id,
      propertyName: property.name,
      cityCode: property.cityCode,
      district: property.district,
      cityName: cityName(property.cityCode, languageOf(order)),
      latitude: property.latitude,
      longitude: property.longitude,
      checkInFrom: property.checkIn,
      checkOutUntil: property.checkOut,
      checkInAt: zonedInstant(`${booking.checkIn}T${checkInOf(property)}:00`, property.timeZone).toISOString(),
      review: {
        status: stayReviewStatus(order, { checkOut: booking.checkOut, timeZone: property.timeZone, reviewed }, now()),
        until: addDays(booking.checkOut, REVIEW_WINDOW_DAYS),
      },
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      nights: nightsBetween(booking.checkIn, booking.checkOut),
      rooms: booking.rooms,
      adults: booking.adults,
      childAges: booking.childAges,
      offer: booking.offer as z.output<typeof StayOrderFieldsSchema>['stay']['offer'],
      guest: { firstName: booking.guest.firstName, lastName: booking.guest.lastName },
    },
  }),
  describe: (order, stay) => {
    const copy = COPY[languageOf(order)];
    return {
      sections: staySections(order, stay),
      extrasLabel: copy.extras,
      receiptLabels: { base: copy.base, taxes: copy.taxes },
      documentName: copy.documentName,
    };
  },
  summary: (order, { booking, property, reviewed }) => ({
    startsAt: `${booking.checkIn}T${checkInOf(property)}:00`,
    propertyId: property.id,
    propertyName: property.name,
    cityCode: property.cityCode,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: nightsBetween(booking.checkIn, booking.checkOut),
    rooms: booking.rooms,
    guests: booking.adults + booking.childAges.length,
    reviewStatus: stayReviewStatus(order, { checkOut: booking.checkOut, timeZone: property.timeZone, reviewed }, now()),
  }),
  leadLastName: ({ booking }) => booking.guest.lastName,
  // A transfer is reserved for a day at most, and must arrive a day before check-in.
  reservationDeadline: (_order, { booking, property }, now) => {
    const checkIn = zonedInstant(`${booking.checkIn}T${checkInOf(property)}:00`, property.timeZone).getTime();
    const deadline = Math.min(now.getTime() + RESERVATION_HOLD_MS, checkIn - 24 * HOUR_MS);
    return deadline - now.getTime() < MINIMUM_HOLD_MS ? null : new Date(deadline);
  },
  release: (tx, order) => releaseRooms(tx, order),
  fulfil: confirmWithProperty,
  paymentDescription: (order) => `Hotel stay ${order.reference}`,
  document: async (_db, order, stay): Promise<OrderDocument> => {
    const language = languageOf(order);
    const copy = COPY[language];
    const { booking, property } = stay;
    const city = cityName(property.cityCode, language);
    return {
      title: copy.title,
      sections: staySections(order, stay),
      receiptLabels: { base: copy.base, taxes: copy.taxes },
      events: [
        {
          title: `${property.name}, ${city}`,
          start: zonedInstant(`${booking.checkIn}T${checkInOf(property)}:00`, property.timeZone),
          end: zonedInstant(`${booking.checkOut}T${property.checkOut || '12:00'}:00`, property.timeZone),
          location: `${property.name}, ${property.district}, ${city}`,
          description: (property.description as Localised)[language],
        },
      ],
      shareText: copy.share(city, day(booking.checkIn, language), day(booking.checkOut, language)),
    };
  },
};
