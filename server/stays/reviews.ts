import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { addDays } from '../lib/dates';
import { localDateTime } from '../lib/geo';
import { HttpError } from '../lib/http-error';
import type { Order } from '../orders/orders';
import { reviews } from '../reviews/schema';
import { submitReview } from '../reviews/reviews';
import type { StayReviewCategory } from './catalogue/reviews';
import { stayBookings, stayProperties } from './schema';

/*
 * Verified reviews, as Booking.com takes them: only the guest of a paid stay, once they have
 * checked out (the property's own calendar day), for a while after, once per booking.
 */

/** Days after check-out a stay can still be reviewed. */
export const REVIEW_WINDOW_DAYS = 90;

export const STAY_REVIEW_STATUSES = ['NOT_STAYED', 'NOT_YET', 'OPEN', 'SUBMITTED', 'CLOSED'] as const;
export type StayReviewStatus = (typeof STAY_REVIEW_STATUSES)[number];

/** Where a stay stands for its review at `now`. */
export function stayReviewStatus(order: Pick<Order, 'status'>, stay: { checkOut: string; timeZone: string; reviewed: boolean }, now: Date): StayReviewStatus {
  if (stay.reviewed) return 'SUBMITTED';
  if (order.status !== 'CONFIRMED') return 'NOT_STAYED';
  const today = localDateTime(now.getTime(), stay.timeZone).slice(0, 10);
  if (today < stay.checkOut) return 'NOT_YET';
  if (today > addDays(stay.checkOut, REVIEW_WINDOW_DAYS)) return 'CLOSED';
  return 'OPEN';
}

const REFUSALS: Partial<Record<StayReviewStatus, [string, string]>> = {
  NOT_STAYED: ['NOT_STAYED', 'Only a paid stay that went ahead can be reviewed.'],
  NOT_YET: ['STAY_NOT_OVER', 'You can review your stay once you have checked out.'],
  CLOSED: ['REVIEW_CLOSED', `Stays can be reviewed up to ${REVIEW_WINDOW_DAYS} days after check-out.`],
  SUBMITTED: ['ALREADY_REVIEWED', 'This booking has been reviewed already: one review per booking.'],
};

export interface StayReviewInput {
  overall: number;
  categories: Record<StayReviewCategory, number>;
  title?: string;
  text: string;
  language?: 'en' | 'fr';
}

/** A guest's review of their stay (an order this request may open), published at once if the stay allows it. */
export async function reviewStay(db: Database, order: Order, input: StayReviewInput, now: Date) {
  if (order.kind !== 'stay') throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No booking has this ID. Check the six characters and try again.');
  const [row] = await db
    .select({ booking: stayBookings, timeZone: stayProperties.timeZone, reviewId: reviews.id })
    .from(stayBookings)
    .innerJoin(stayProperties, eq(stayProperties.id, stayBookings.propertyId))
    .leftJoin(reviews, eq(reviews.orderId, stayBookings.orderId))
    .where(eq(stayBookings.orderId, order.id));
  if (!row) throw new HttpError(404, 'NOT_FOUND', 'Not found', 'No booking has this ID. Check the six characters and try again.');
  const status = stayReviewStatus(order, { checkOut: row.booking.checkOut, timeZone: row.timeZone, reviewed: row.reviewId !== null }, now);
  const refusal = REFUSALS[status];
  if (refusal) throw new HttpError(409, refusal[0], 'Cannot review this stay', refusal[1]);
  const { guest } = row.booking;
  return submitReview(
    db,
    {
      kind: 'stay',
      subjectId: row.booking.propertyId,
      orderId: order.id,
      authorName: `${guest.firstName} ${guest.lastName.charAt(0).toUpperCase()}.`,
      authorCountry: null,
      language: input.language ?? (order.language === 'fr' ? 'fr' : 'en'),
      overall: input.overall,
      categories: input.categories,
      title: input.title,
      text: input.text,
      experiencedOn: row.booking.checkIn,
    },
    now,
  );
}
