import { giveBackStock, stopHolding, takeStock } from '../orders/stock';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { addDays } from '../lib/dates';
import { HttpError } from '../lib/http-error';
import { toMinor } from '../lib/money';
import { insertOrder, orderContact, type Order } from '../orders/orders';
import { checkStayDates, checkStaySearch, nightsBetween, offersFor, searchRoomsLeft, type RateCode, type StayOffer } from './search';
import { hotelProvider } from './providers';
import { OfferGoneError } from './providers/types';
import { inCurrency, keepProviderHotels } from './provider-hotels';
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
  return {
    propertyId: propertyId!,
    roomCode: roomCode!,
    rateCode: rateCode as RateCode,
    checkIn,
    checkOut: addDays(checkIn, Number(nights)),
    adults: Number(adults),
    rooms: Number(rooms),
    children: Number(children),
  };
}

const offerGone = () => new HttpError(404, 'OFFER_NOT_FOUND', 'Offer not found', 'This room is no longer offered: search again.');

/**
 * An offer priced again now, as a search would price it (spec §7 stayPriceConfirm): the same
 * property, room and rate for the same nights and party, if a room is still free every night.
 */
export async function priceStayOffer(
  db: Pick<Database, 'select'>,
  offerId: string,
  options: { currency: 'USD' | 'NGN'; childAges?: number[]; language: 'en' | 'fr'; ngnPerUsd: number; now?: Date },
) {
  const named = parseOfferId(offerId);
  if (!named) throw offerGone();
  const childAges = options.childAges ?? Array.from({ length: named.children }, () => 8);
  if (childAges.length !== named.children)
    throw new HttpError(422, 'CHILDREN_MISMATCH', 'Check the children', `This offer is for ${named.children} children: give each one's age.`);
  const [property] = await db.select().from(stayProperties).where(eq(stayProperties.id, named.propertyId));
  if (!property) throw offerGone();
  // The offer's dates and party as a search checks them (in the past, too far, too long…).
  const search = checkStaySearch(
    {
      cityCode: property.cityCode,
      checkIn: named.checkIn,
      checkOut: named.checkOut,
      adults: named.adults,
      rooms: named.rooms,
      childAges,
      currency: options.currency,
      sort: 'PRICE',
      page: 1,
      pageSize: 1,
    },
    options.now,
  );
  const rooms = await db
    .select()
    .from(stayRoomTypes)
    .where(and(eq(stayRoomTypes.propertyId, property.id), eq(stayRoomTypes.code, named.roomCode)));
  const left = await searchRoomsLeft(db, [property.id], named.checkIn, named.checkOut);
  const offer = offersFor(property, rooms, left, search, options.ngnPerUsd, options.language).find((candidate) => candidate.id === offerId);
  if (!offer) {
    if (rooms.length === 0) throw offerGone();
    throw new HttpError(409, 'SOLD_OUT', 'Sold out', 'There are no rooms of this kind left for these nights: choose another room or other dates.');
  }
  return { property, room: rooms[0]!, offer, named, childAges };
}

/** What a priced offer is, whichever provider sells it: the property, the offer in the booking currency, and what the booking keeps. */
export interface PricedStayOffer {
  provider: 'stays' | 'amadeus';
  property: typeof stayProperties.$inferSelect;
  offer: StayOffer;
  roomCode: string;
  rateCode: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  /** The own catalogue's room type (its units hold the rooms); none for a provider's offer. */
  room: typeof stayRoomTypes.$inferSelect | null;
}

/**
 * An offer priced again now, by whoever sells it: the own catalogue (its offer ids name it) or the
 * hotel provider (Amadeus' ids, priced with GET /v3/shopping/hotel-offers/{id}), its hotel kept
 * for our pages and its price in the booking currency.
 */
export async function pricedStayOffer(
  db: Database,
  offerId: string,
  options: { currency: 'USD' | 'NGN'; childAges?: number[]; language: 'en' | 'fr'; ngnPerUsd: number; now?: Date },
): Promise<PricedStayOffer> {
  if (parseOfferId(offerId)) {
    const { property, room, offer, named } = await priceStayOffer(db, offerId, options);
    return {
      provider: 'stays',
      property,
      offer,
      roomCode: room.code,
      rateCode: named.rateCode,
      checkIn: named.checkIn,
      checkOut: named.checkOut,
      rooms: named.rooms,
      adults: named.adults,
      room,
    };
  }
  const provider = hotelProvider();
  if (!provider) throw offerGone();
  let hotel;
  try {
    hotel = await provider.price(offerId, options.language);
  } catch (error) {
    if (error instanceof OfferGoneError) throw error.code === 'SOLD_OUT' ? new HttpError(409, 'SOLD_OUT', 'Sold out', error.message) : offerGone();
    throw error;
  }
  const offer = hotel.offers[0]!;
  // Its dates as a search checks them (in the past, too far, too long…).
  checkStayDates(
    { checkIn: offer.checkInDate, checkOut: offer.checkOutDate, adults: offer.guests.adults * Number(offer.roomQuantity), rooms: Number(offer.roomQuantity) },
    options.now,
  );
  await keepProviderHotels(db, [hotel], hotel.cityCode, { refresh: false });
  const [property] = await db
    .select()
    .from(stayProperties)
    .where(and(eq(stayProperties.id, hotel.hotelId), eq(stayProperties.provider, 'amadeus')));
  if (!property) throw offerGone();
  return {
    provider: 'amadeus',
    property,
    offer: inCurrency(offer, options.currency, options.ngnPerUsd),
    roomCode: offer.room.type,
    rateCode: offer.rateCode,
    checkIn: offer.checkInDate,
    checkOut: offer.checkOutDate,
    rooms: Number(offer.roomQuantity),
    adults: offer.guests.adults * Number(offer.roomQuantity),
    room: null,
  };
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
    const roomNight = and(eq(stayInventory.propertyId, propertyId), eq(stayInventory.roomCode, roomCode), eq(stayInventory.night, night));
    if (!(await takeStock(tx, stayInventory, roomNight, rooms, units)))
      throw new HttpError(409, 'SOLD_OUT', 'Sold out', 'There are no rooms of this kind left for these nights: choose another room or other dates.');
  }
}

/** Gives a stay order's rooms back (lapsed or cancelled), once: its booking stops holding them. */
export async function releaseRooms(tx: Tx, order: Pick<Order, 'id'>) {
  const booking = await stopHolding(tx, stayBookings, order.id);
  if (!booking) return;
  const nights = and(
    eq(stayInventory.propertyId, booking.propertyId),
    eq(stayInventory.roomCode, booking.roomCode),
    sql`${stayInventory.night} >= ${booking.checkIn}`,
    sql`${stayInventory.night} < ${booking.checkOut}`,
  );
  await giveBackStock(tx, stayInventory, nights, booking.rooms);
}

/**
 * Books an offer, unpaid (spec §7 POST /api/staysBooked): priced again now — a price that moved
 * is refused with the new one (409 PRICE_CHANGED) so nobody pays what they did not see — its
 * rooms taken for every night, and the order held for payment.
 */
export async function createStayBooking(db: Database, input: CreateStayBookingInput, ngnPerUsd: number, now = new Date()) {
  const priced = await pricedStayOffer(db, input.offerId, { currency: input.currency, childAges: input.childAges, language: input.language, ngnPerUsd, now });
  const { property, room, offer } = priced;
  if (offer.price.total !== input.expectedTotal) {
    throw new HttpError(409, 'PRICE_CHANGED', 'Price changed', `The total is now ${offer.price.total} ${offer.price.currency}: check it before booking.`);
  }
  const totalMinor = toMinor(offer.price.total);
  const baseMinor = toMinor(offer.price.base);
  return db.transaction(async (tx) => {
    // The own catalogue's rooms are taken here; a provider holds its own (it books them once paid).
    if (room) await takeRooms(tx as Tx, property.id, room.code, room.units, priced.checkIn, priced.checkOut, priced.rooms);
    const order = await insertOrder(tx as Tx, {
      kind: 'stay',
      ...orderContact(input.guest, input, now),
      currency: input.currency,
      baseMinor,
      taxesMinor: totalMinor - baseMinor,
      totalMinor,
      paymentDeadline: new Date(now.getTime() + CHECKOUT_HOLD_MS),
    });
    await tx.insert(stayBookings).values({
      orderId: order.id,
      propertyId: property.id,
      roomCode: priced.roomCode,
      rateCode: priced.rateCode,
      checkIn: priced.checkIn,
      checkOut: priced.checkOut,
      rooms: priced.rooms,
      adults: priced.adults,
      childAges: input.childAges,
      guest: input.guest,
      offer,
      holding: room !== null,
    });
    return { order, nights: nightsBetween(priced.checkIn, priced.checkOut) };
  });
}
