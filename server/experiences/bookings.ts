import { giveBackStock, stopHolding, takeStock } from '../orders/stock';
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { HttpError } from '../lib/http-error';
import { insertOrder, orderContact, type Order } from '../orders/orders';
import { BOOKING_CUTOFF_MS, MAX_DAYS_AHEAD, parseSlotId, placesOf, priceParty, withOffset, zonedStart, type Experience } from './activities';
import { experienceBookings, experiences, experienceSlotSales, type ExperienceGuest, type Participants } from './schema';

/** A new booking holds its places while the guest pays (a bank transfer may reserve it longer). */
export const CHECKOUT_HOLD_MS = 45 * 60_000;
const DAY_MS = 86_400_000;

const slotGone = () => new HttpError(404, 'SLOT_NOT_FOUND', 'No such time slot', 'This experience does not run at this time: choose another slot.');

/** The offer as sold: the slot, each band's price and count, the total, the terms. */
export interface ExperienceOffer {
  slotId: string;
  startsAt: string;
  endsAt: string;
  currency: 'USD' | 'NGN';
  lines: { adult: { count: number; unit: string }; child: { count: number; unit: string }; infant: { count: number; unit: string } };
  total: string;
  freeCancellationUntil: string | null;
}

const decimal = (minor: number) => (minor / 100).toFixed(2);

/**
 * A slot priced for a party now (what the booking page shows and POST /api/experienceBooked takes):
 * it must exist in the experience's schedule, start at least two hours from now and within a year,
 * and have places for the party.
 */
export async function priceSlot(
  db: Pick<Database, 'select'>,
  slot: string,
  party: Participants,
  options: { currency: 'USD' | 'NGN'; ngnPerUsd: number; now?: Date },
) {
  const now = options.now ?? new Date();
  const named = parseSlotId(slot);
  if (!named) throw slotGone();
  const [experience] = await db.select().from(experiences).where(eq(experiences.id, named.experienceId));
  if (!experience || experience.informational) throw slotGone();
  const weekday = new Date(`${named.local.slice(0, 10)}T12:00:00Z`).getUTCDay();
  if (!experience.schedule.days.includes(weekday) || !experience.schedule.times.includes(named.local.slice(11, 16))) throw slotGone();
  const start = zonedStart(named.local, experience.timeZone);
  if (start.getTime() - now.getTime() < BOOKING_CUTOFF_MS)
    throw new HttpError(409, 'SLOT_PAST', 'Too late for this slot', 'This time slot has started or starts within two hours: choose a later one.');
  if (start.getTime() - now.getTime() > MAX_DAYS_AHEAD * DAY_MS)
    throw new HttpError(422, 'SLOT_TOO_FAR', 'Too far ahead', `Experiences can be booked up to ${MAX_DAYS_AHEAD} days ahead.`);
  const [sales] = await db
    .select()
    .from(experienceSlotSales)
    .where(and(eq(experienceSlotSales.experienceId, experience.id), eq(experienceSlotSales.startsAt, start)));
  if (experience.capacity - (sales?.sold ?? 0) < placesOf(party))
    throw new HttpError(409, 'SLOT_FULL', 'Not enough places', 'This time slot has not enough places left for your party: choose another.');
  const { lines, totalMinor } = priceParty(experience.prices, party, options.currency, options.ngnPerUsd);
  const end = new Date(start.getTime() + experience.durationMinutes * 60_000);
  const offer: ExperienceOffer = {
    slotId: slot,
    startsAt: withOffset(start, experience.timeZone),
    endsAt: withOffset(end, experience.timeZone),
    currency: options.currency,
    lines: {
      adult: { count: lines.adult.count, unit: decimal(lines.adult.unit) },
      child: { count: lines.child.count, unit: decimal(lines.child.unit) },
      infant: { count: lines.infant.count, unit: decimal(lines.infant.unit) },
    },
    total: decimal(totalMinor),
    freeCancellationUntil:
      experience.freeCancellationHours > 0 ? withOffset(new Date(start.getTime() - experience.freeCancellationHours * 3_600_000), experience.timeZone) : null,
  };
  return { experience, start, offer, totalMinor };
}

/** Takes a slot's places with a conditional update (never past capacity, whatever runs at once), in the booking's transaction. */
async function takePlaces(tx: Tx, experience: Experience, start: Date, places: number) {
  await tx.insert(experienceSlotSales).values({ experienceId: experience.id, startsAt: start, sold: 0 }).onConflictDoNothing();
  const slot = and(eq(experienceSlotSales.experienceId, experience.id), eq(experienceSlotSales.startsAt, start));
  if (!(await takeStock(tx, experienceSlotSales, slot, places, experience.capacity)))
    throw new HttpError(409, 'SLOT_FULL', 'Not enough places', 'This time slot has not enough places left for your party: choose another.');
}

/** Gives a booking's places back (lapsed or cancelled), once. */
export async function releasePlaces(tx: Tx, order: Pick<Order, 'id'>) {
  const booking = await stopHolding(tx, experienceBookings, order.id);
  if (!booking) return;
  const slot = and(eq(experienceSlotSales.experienceId, booking.experienceId), eq(experienceSlotSales.startsAt, booking.startsAt));
  await giveBackStock(tx, experienceSlotSales, slot, placesOf(booking.participants));
}

export interface CreateExperienceBookingInput {
  slotId: string;
  participants: Participants;
  /** The total the guest agreed to: another one now is said, never charged. */
  expectedTotal: string;
  currency: 'USD' | 'NGN';
  guest: ExperienceGuest;
  language: 'en' | 'fr';
  userId: string | null;
  clientAddress: string;
  contactVerified: boolean;
}

/** Books a slot, unpaid (spec §7 POST /api/experienceBooked): priced again, its places taken, held for payment. */
export async function createExperienceBooking(db: Database, input: CreateExperienceBookingInput, ngnPerUsd: number, now = new Date()) {
  const { experience, start, offer, totalMinor } = await priceSlot(db, input.slotId, input.participants, { currency: input.currency, ngnPerUsd, now });
  if (offer.total !== input.expectedTotal)
    throw new HttpError(409, 'PRICE_CHANGED', 'Price changed', `The total is now ${offer.total} ${offer.currency}: check it before booking.`);
  return db.transaction(async (tx) => {
    await takePlaces(tx as Tx, experience, start, placesOf(input.participants));
    const order = await insertOrder(tx as Tx, {
      kind: 'experience',
      ...orderContact(input.guest, input, now),
      currency: input.currency,
      baseMinor: totalMinor,
      taxesMinor: 0,
      totalMinor,
      paymentDeadline: new Date(now.getTime() + CHECKOUT_HOLD_MS),
    });
    await tx
      .insert(experienceBookings)
      .values({ orderId: order.id, experienceId: experience.id, startsAt: start, participants: input.participants, guest: input.guest, offer });
    return { order, offer };
  });
}
