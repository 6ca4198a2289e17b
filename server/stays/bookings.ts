import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { addDays } from '../lib/dates';
import { HttpError } from '../lib/http-error';
import { toMinor } from '../lib/money';
import type { Order } from '../orders/orders';
import { newOrderReference } from '../orders/reference';
import { orders } from '../orders/schema';
import { checkStaySearch, nightsBetween, offersFor, searchRoomsLeft, type RateCode } from './search';
import { stayBookings, stayInventory, stayProperties, stayRoomTypes, type StayGuest } from './schema';

/** A new stay booking holds its rooms while the guest pays (a bank transfer may then reserve it for a day). */
export const CHECKOUT_HOLD_MS = 45 * 60_000;

const OFFER_ID = /^([A-Z0-9]{8})([A-Z]{3})(NRF|FLX|BBF)(\d{4})(\d{2})(\d{2})N(\d{1,2})A(\d{1,2})R(\d)C(\d)$/;

/** What an offer id names: the property, room and rate, the dates and the party (search.ts `offerId`). */
export function parseOfferId(id: string) {
  const match = OFFER_ID.exec(id);
  if (!match) return null;
  const [, propertyId, roomCode, rateCode, year, month, day, nights, adults, rooms, children] = match;
  const checkIn = `${year}-${month}-${day}`;
  if (Number.isNaN(Date.parse(`${checkIn}T00:00:00Z`)) || new Date(`${checkIn}T00:00:00Z`).toISOString().slice(0, 10) !== checkIn) return null;
  return { propertyId: propertyId!, roomCode: roomCode!, rateCode: rateCode as RateCode, checkIn, checkOut: addDays(checkIn, Number(nights)), adults: Number(adults), rooms: Number(rooms), children: Number(children) };
}

const offerGone = () => new HttpError(404, 'OFFER_NOT_FOUND', 'Offer not found', 'This room is no longer offered: search again.');

/**
 * An offer priced again now, as a search would price it (spec §7 stayPriceConfirm): the same
 * property, room and rate for the same nights and party, if a room is still free every night.
 */
export async function priceStayOffer(db: Pick<Database, 'select'>, offerId: string, options: { currency: 'USD' | 'NGN'; childAges?: number[]; language: 'en' | 'fr'; ngnPerUsd: number; now?: Date }) {
  const named = parseOfferId(offerId);
  if (!named) throw offerGone();
  const childAges = options.childAges ?? Array.from({ length: named.children }, () => 8);
  if (childAges.length !== named.children) throw new HttpError(422, 'CHILDREN_MISMATCH', 'Check the children', `This offer is for ${named.children} children: give each one's age.`);
  const [property] = await db.select().from(stayProperties).where(eq(stayProperties.id, named.propertyId));
  if (!property) throw offerGone();
  // The offer's dates and party as a search checks them (in the past, too far, too long…).
  const search = checkStaySearch(
    { cityCode: property.cityCode, checkIn: named.checkIn, checkOut: named.checkOut, adults: named.adults, rooms: named.rooms, childAges, currency: options.currency, sort: 'PRICE', page: 1, pageSize: 1 },
    options.now,
  );
  const rooms = await db.select().from(stayRoomTypes).where(and(eq(stayRoomTypes.propertyId, property.id), eq(stayRoomTypes.code, named.roomCode)));
  const left = await searchRoomsLeft(db, [property.id], named.checkIn, named.checkOut);
  const offer = offersFor(property, rooms, left, search, options.ngnPerUsd, options.language).find((candidate) => candidate.id === offerId);
  if (!offer) {
    if (rooms.length === 0) throw offerGone();
    throw new HttpError(409, 'SOLD_OUT', 'Sold out', 'There are no rooms of this kind left for these nights: choose another room or other dates.');
  }
  return { property, room: rooms[0]!, offer, named, childAges };
}

export interface CreateStayBookingInput {
  offerId: string;
  /** The total the guest agreed to (the price confirmation's): a different one now is said, never charged. */
  expectedTotal: string;
  currency: 'USD' | 'NGN';
  childAges: number[];
  guest: StayGuest;
  language: 'en' | 'fr';
  userId: string | null;
  clientAddress: string;
  contactVerified: boolean;
}

/**
 * Takes a stay's rooms for every night with a conditional update (never past the room type's
 * units, whatever runs at once), in the booking's transaction: one night without a room, and
 * nothing is taken.
 */
async function takeRooms(tx: Tx, propertyId: string, roomCode: string, units: number, checkIn: string, checkOut: string, rooms: number) {
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) {
    await tx.insert(stayInventory).values({ propertyId, roomCode, night, sold: 0 }).onConflictDoNothing();
    const taken = await tx
      .update(stayInventory)
      .set({ sold: sql`${stayInventory.sold} + ${rooms}` })
      .where(and(eq(stayInventory.propertyId, propertyId), eq(stayInventory.roomCode, roomCode), eq(stayInventory.night, night), sql`${stayInventory.sold} + ${rooms} <= ${units}`))
      .returning({ sold: stayInventory.sold });
    if (taken.length === 0) throw new HttpError(409, 'SOLD_OUT', 'Sold out', 'There are no rooms of this kind left for these nights: choose another room or other dates.');
  }
}

/** Gives a stay order's rooms back (lapsed or cancelled), once: its booking stops holding them. */
export async function releaseRooms(tx: Tx, order: Pick<Order, 'id'>) {
  const [booking] = await tx.update(stayBookings).set({ holding: false }).where(and(eq(stayBookings.orderId, order.id), eq(stayBookings.holding, true))).returning();
  if (!booking) return;
  await tx
    .update(stayInventory)
    .set({ sold: sql`greatest(${stayInventory.sold} - ${booking.rooms}, 0)` })
    .where(and(eq(stayInventory.propertyId, booking.propertyId), eq(stayInventory.roomCode, booking.roomCode), sql`${stayInventory.night} >= ${booking.checkIn}`, sql`${stayInventory.night} < ${booking.checkOut}`));
}

/**
 * Books an offer, unpaid (spec §7 POST /api/staysBooked): priced again now — a price that moved
 * is refused with the new one (409 PRICE_CHANGED) so nobody pays what they did not see — its
 * rooms taken for every night, and the order held for payment.
 */
export async function createStayBooking(db: Database, input: CreateStayBookingInput, ngnPerUsd: number, now = new Date()) {
  const { property, room, offer, named } = await priceStayOffer(db, input.offerId, { currency: input.currency, childAges: input.childAges, language: input.language, ngnPerUsd, now });
  if (offer.price.total !== input.expectedTotal) {
    throw new HttpError(409, 'PRICE_CHANGED', 'Price changed', `The total is now ${offer.price.total} ${offer.price.currency}: check it before booking.`);
  }
  const totalMinor = toMinor(offer.price.total);
  const baseMinor = toMinor(offer.price.base);
  return db.transaction(async (tx) => {
    await takeRooms(tx as Tx, property.id, room.code, room.units, named.checkIn, named.checkOut, named.rooms);
    let order: Order | undefined;
    for (let attempt = 0; attempt < 5 && !order; attempt += 1) {
      [order] = await tx
        .insert(orders)
        .values({
          reference: newOrderReference(),
          kind: 'stay',
          status: 'PENDING',
          contactEmail: input.guest.email.trim(),
          contactPhone: input.guest.phone,
          userId: input.userId,
          clientAddress: input.clientAddress,
          contactVerifiedAt: input.contactVerified ? now : null,
          language: input.language,
          currency: input.currency,
          baseMinor,
          taxesMinor: totalMinor - baseMinor,
          totalMinor,
          paymentDeadline: new Date(now.getTime() + CHECKOUT_HOLD_MS),
        })
        .onConflictDoNothing({ target: orders.reference })
        .returning();
    }
    if (!order) throw new Error('Could not find a free booking reference');
    await tx.insert(stayBookings).values({
      orderId: order.id,
      propertyId: property.id,
      roomCode: room.code,
      rateCode: named.rateCode,
      checkIn: named.checkIn,
      checkOut: named.checkOut,
      rooms: named.rooms,
      adults: named.adults,
      childAges: input.childAges,
      guest: input.guest,
      offer,
    });
    return { order, nights: nightsBetween(named.checkIn, named.checkOut) };
  });
}
