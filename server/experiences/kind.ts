import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from '@hono/zod-openapi';
import type { Database } from '../db/client';
import { unguessableNumber } from '../lib/crypto';
import { addDays } from '../lib/dates';
import { now } from '../lib/clock';
import type { Fulfilment, MailSection, Order, OrderDocument, OrderKind } from '../orders/orders';
import { orders } from '../orders/schema';
import { STAY_CITIES } from '../reference/destination-cities';
import { reviews } from '../reviews/schema';
import { categorySlug, type Experience } from './activities';
import { releasePlaces, type ExperienceOffer } from './bookings';
import type { ExperienceOrderFieldsSchema, ExperienceReviewStatus } from './experiences.routes';
import { experienceBookings, experiences } from './schema';

type Booking = typeof experienceBookings.$inferSelect;
export interface ExperienceDetails {
  booking: Booking;
  experience: Experience;
  reviewed: boolean;
}

const HOUR_MS = 3_600_000;
/** A bank transfer reserves the places a day at most, and must arrive two days before the slot. */
const RESERVATION_HOLD_MS = 24 * HOUR_MS;
const TRANSFER_BEFORE_MS = 48 * HOUR_MS;
const MINIMUM_HOLD_MS = 2 * HOUR_MS;
/** Days after the experience it can still be reviewed. */
export const REVIEW_WINDOW_DAYS = 90;

export { EXPERIENCE_REVIEW_STATUSES, type ExperienceReviewStatus } from './experiences.routes';

/** Where an experience booking stands for its review at `at`: a paid one, once it has ended, for 90 days, once. */
export function experienceReviewStatus(order: Pick<Order, 'status'>, endsAt: Date, reviewed: boolean, at: Date): ExperienceReviewStatus {
  if (reviewed) return 'SUBMITTED';
  if (order.status !== 'CONFIRMED') return 'NOT_TAKEN_PART';
  if (at.getTime() < endsAt.getTime()) return 'NOT_YET';
  if (at.getTime() > endsAt.getTime() + REVIEW_WINDOW_DAYS * 24 * HOUR_MS) return 'CLOSED';
  return 'OPEN';
}

/** The public page a ticket's QR code opens: valid, used up or cancelled. */
export const ticketPath = (ticket: string) => `/experiences/ticket/${ticket}`;

const COPY = {
  en: {
    title: 'Experience ticket and receipt',
    documentName: 'your ticket and receipt',
    heading: 'Your experience',
    who: 'Participants',
    when: (date: string, time: string) => `${date}, ${time} (local time)`,
    meeting: 'Meeting point',
    party: (adults: number, children: number, infants: number) =>
      [
        `${adults} adult${adults === 1 ? '' : 's'}`,
        ...(children ? [`${children} child${children === 1 ? '' : 'ren'}`] : []),
        ...(infants ? [`${infants} infant${infants === 1 ? '' : 's'}`] : []),
      ].join(', '),
    ticket: 'Ticket number',
    free: (until: string) => `Free cancellation until ${until} (local time)`,
    noRefund: 'Not refundable',
    base: 'Tickets',
    taxes: 'Taxes',
    extras: 'Extras',
    check: 'Show this code at the meeting point',
    share: (name: string, date: string) => `${name}, ${date}. Booked on Baobab.`,
  },
  fr: {
    title: 'Billet et reçu de l’activité',
    documentName: 'votre billet et votre reçu',
    heading: 'Votre activité',
    who: 'Participants',
    when: (date: string, time: string) => `${date}, ${time} (heure locale)`,
    meeting: 'Point de rendez-vous',
    party: (adults: number, children: number, infants: number) =>
      [
        `${adults}\u00a0adulte${adults === 1 ? '' : 's'}`,
        ...(children ? [`${children}\u00a0enfant${children === 1 ? '' : 's'}`] : []),
        ...(infants ? [`${infants}\u00a0bébé${infants === 1 ? '' : 's'}`] : []),
      ].join(', '),
    ticket: 'Numéro de billet',
    free: (until: string) => `Annulation gratuite jusqu’au ${until} (heure locale)`,
    noRefund: 'Non remboursable',
    base: 'Billets',
    taxes: 'Taxes',
    extras: 'Suppléments',
    check: 'Montrez ce code au point de rendez-vous',
    share: (name: string, date: string) => `${name}, ${date}. Réservé sur Baobab.`,
  },
} as const;

const languageOf = (order: Pick<Order, 'language'>) => (order.language === 'fr' ? 'fr' : 'en');
const colon = (language: 'en' | 'fr') => (language === 'fr' ? '\u00a0: ' : ': ');
const day = (local: string, language: 'en' | 'fr') =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${local.slice(0, 10)}T12:00:00Z`),
  );
const cityName = (code: string, language: 'en' | 'fr') => STAY_CITIES.find((city) => city.code === code)?.name[language] ?? code;

function sections(order: Order, { booking, experience }: ExperienceDetails): MailSection[] {
  const language = languageOf(order);
  const copy = COPY[language];
  const offer = booking.offer as ExperienceOffer;
  const { adults, children, infants } = booking.participants;
  return [
    {
      title: copy.heading,
      lines: [
        ...(order.status === 'CONFIRMED' && order.providerReference ? [`${copy.ticket}${colon(language)}${order.providerReference}`] : []),
        `${experience.name[language]} · ${cityName(experience.cityCode, language)}`,
        copy.when(day(offer.startsAt, language), offer.startsAt.slice(11, 16)),
        `${copy.meeting}${colon(language)}${experience.meetingPoint[language]}`,
        offer.freeCancellationUntil ? copy.free(`${day(offer.freeCancellationUntil, language)} ${offer.freeCancellationUntil.slice(11, 16)}`) : copy.noRefund,
      ],
    },
    { title: copy.who, lines: [`${booking.guest.firstName} ${booking.guest.lastName} · ${copy.party(adults, children, infants)}`] },
  ];
}

async function details(db: Pick<Database, 'select'>, list: Order[]): Promise<Map<string, ExperienceDetails>> {
  const rows = await db
    .select({ booking: experienceBookings, experience: experiences, reviewId: reviews.id })
    .from(experienceBookings)
    .innerJoin(experiences, eq(experiences.id, experienceBookings.experienceId))
    .leftJoin(reviews, eq(reviews.orderId, experienceBookings.orderId))
    .where(
      inArray(
        experienceBookings.orderId,
        list.map((order) => order.id),
      ),
    );
  return new Map(rows.map(({ booking, experience, reviewId }) => [booking.orderId, { booking, experience, reviewed: reviewId !== null }]));
}

/** Once paid, the ticket number (what the meeting point checks), set once: instant confirmation. */
async function issueTicket(_db: Database, order: Order): Promise<Fulfilment> {
  if (order.providerReference) return {};
  return {
    record: async (tx) => {
      await tx
        .update(orders)
        .set({ providerReference: unguessableNumber('TKT') })
        .where(and(eq(orders.id, order.id), isNull(orders.providerReference)));
    },
  };
}

const endsAt = (booking: Booking, experience: Experience) => new Date(booking.startsAt.getTime() + experience.durationMinutes * 60_000);

/** An experience on a Travel Hub card. */
export interface ExperienceSummary {
  startsAt: string;
  experienceId: string;
  name: string;
  category: string;
  cityCode: string;
  slotStartsAt: string;
  participants: number;
  reviewStatus: ExperienceReviewStatus;
}

/** Experiences as an order kind: what the platform (payments, lapsing, emails, the Travel Hub) needs of them. */
export const experienceOrderKind: OrderKind<ExperienceDetails, ExperienceSummary> = {
  kind: 'experience',
  confirmationPage: '/experiences/confirmation',
  paymentPage: '/experiences/payment',
  details,
  view: (order, { booking, experience, reviewed }): z.output<typeof ExperienceOrderFieldsSchema> => {
    const language = languageOf(order);
    const offer = booking.offer as ExperienceOffer;
    return {
      experience: {
        experienceId: experience.id,
        name: experience.name[language],
        category: experience.category,
        categorySlug: categorySlug(experience.category),
        cityCode: experience.cityCode,
        cityName: cityName(experience.cityCode, language),
        meetingPoint: experience.meetingPoint[language],
        latitude: experience.latitude,
        longitude: experience.longitude,
        durationMinutes: experience.durationMinutes,
        startsAt: offer.startsAt,
        endsAt: offer.endsAt,
        participants: booking.participants,
        guest: { firstName: booking.guest.firstName, lastName: booking.guest.lastName },
        offer,
        ticketPath: order.status === 'CONFIRMED' && order.providerReference ? ticketPath(order.providerReference) : null,
        review: {
          status: experienceReviewStatus(order, endsAt(booking, experience), reviewed, now()),
          until: addDays(offer.endsAt.slice(0, 10), REVIEW_WINDOW_DAYS),
        },
      },
    };
  },
  describe: (order, booking) => {
    const copy = COPY[languageOf(order)];
    return {
      sections: sections(order, booking),
      extrasLabel: copy.extras,
      receiptLabels: { base: copy.base, taxes: copy.taxes },
      documentName: copy.documentName,
    };
  },
  summary: (order, { booking, experience, reviewed }) => {
    const offer = booking.offer as ExperienceOffer;
    return {
      startsAt: offer.startsAt.slice(0, 19),
      experienceId: experience.id,
      name: experience.name[languageOf(order)],
      category: experience.category,
      cityCode: experience.cityCode,
      slotStartsAt: offer.startsAt,
      participants: booking.participants.adults + booking.participants.children + booking.participants.infants,
      reviewStatus: experienceReviewStatus(order, endsAt(booking, experience), reviewed, now()),
    };
  },
  leadLastName: ({ booking }) => booking.guest.lastName,
  reservationDeadline: (_order, { booking }, at) => {
    const deadline = Math.min(at.getTime() + RESERVATION_HOLD_MS, booking.startsAt.getTime() - TRANSFER_BEFORE_MS);
    return deadline - at.getTime() < MINIMUM_HOLD_MS ? null : new Date(deadline);
  },
  release: (tx, order) => releasePlaces(tx, order),
  fulfil: issueTicket,
  paymentDescription: (order) => `Experience ${order.reference}`,
  document: async (_db, order, booking): Promise<OrderDocument> => {
    const language = languageOf(order);
    const copy = COPY[language];
    const { experience } = booking;
    const offer = booking.booking.offer as ExperienceOffer;
    return {
      title: copy.title,
      sections: sections(order, booking),
      receiptLabels: { base: copy.base, taxes: copy.taxes },
      events: [
        {
          title: experience.name[language],
          start: new Date(offer.startsAt),
          end: new Date(offer.endsAt),
          location: `${experience.meetingPoint[language]} (${experience.latitude}, ${experience.longitude})`,
          description: experience.shortDescription[language],
        },
      ],
      shareText: copy.share(experience.name[language], day(offer.startsAt, language)),
      ...(order.status === 'CONFIRMED' && order.providerReference ? { qr: { path: ticketPath(order.providerReference), caption: copy.check } } : {}),
    };
  },
};
