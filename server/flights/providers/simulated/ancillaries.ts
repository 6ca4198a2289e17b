import { unit } from '../../../lib/seeded-random';
import type { BagOffer, FareRule, FlightOffer, SeatMap, SeatMapSeat, Segment, TravelClass } from '../types';
import { isLongHaul } from './schedule';

/** Seat layout of one cabin: column letters with '' for an aisle, and the rows it spans. */
interface CabinLayout {
  columns: string[];
  firstRow: number;
  lastRow: number;
  /** Rows at an emergency exit: more legroom, no children or infants. */
  exitRows: number[];
}

const WIDEBODY = new Set(['789', '77W', '359', '333']);
const REGIONAL = new Set(['E90', 'DH4', 'CR9']);

export function cabinLayout(aircraft: string, cabin: TravelClass): CabinLayout {
  const wide = WIDEBODY.has(aircraft);
  if (cabin === 'FIRST')
    return wide
      ? { columns: ['A', '', 'E', '', 'K'], firstRow: 1, lastRow: 2, exitRows: [] }
      : { columns: ['A', 'C', '', 'D', 'F'], firstRow: 1, lastRow: 2, exitRows: [] };
  if (cabin === 'BUSINESS') {
    if (wide) return { columns: ['A', '', 'D', 'G', '', 'K'], firstRow: 3, lastRow: 9, exitRows: [] };
    return { columns: ['A', 'C', '', 'D', 'F'], firstRow: 1, lastRow: REGIONAL.has(aircraft) ? 2 : 4, exitRows: [] };
  }
  if (cabin === 'PREMIUM_ECONOMY') {
    if (wide) return { columns: ['A', 'C', '', 'D', 'E', 'F', '', 'H', 'K'], firstRow: 20, lastRow: 24, exitRows: [] };
    return { columns: ['A', 'B', 'C', '', 'D', 'E', 'F'], firstRow: 5, lastRow: 7, exitRows: [] };
  }
  if (aircraft === '77W') return { columns: ['A', 'B', 'C', '', 'D', 'E', 'F', 'G', '', 'H', 'J', 'K'], firstRow: 30, lastRow: 58, exitRows: [30, 44] };
  if (aircraft === '333') return { columns: ['A', 'C', '', 'D', 'E', 'F', 'G', '', 'H', 'K'], firstRow: 30, lastRow: 55, exitRows: [30, 42] };
  if (wide) return { columns: ['A', 'B', 'C', '', 'D', 'E', 'F', '', 'H', 'J', 'K'], firstRow: 30, lastRow: 54, exitRows: [30, 41] };
  if (REGIONAL.has(aircraft)) return { columns: ['A', 'C', '', 'D', 'F'], firstRow: 3, lastRow: 22, exitRows: [11] };
  return { columns: ['A', 'B', 'C', '', 'D', 'E', 'F'], firstRow: 8, lastRow: 33, exitRows: [14, 15] };
}

export interface SeatMapInput {
  offer: FlightOffer;
  segment: Segment;
  cabin: TravelClass;
  /** Seats the airline still sells in the cabin (0 to 9), before our own sales. */
  seatsLeft: number;
  /** Seat numbers already held by bookings on this flight. */
  taken: ReadonlySet<string>;
  /** Converts US cents to the offer's currency as an amount string. */
  money: (cents: number) => string;
  distanceKm: number;
}

/**
 * Amadeus SeatMap Display for one flight, in the travellers' cabin. Which seats other people
 * already hold is fixed per flight; a flight with few seats left shows a nearly full cabin.
 * Extra-legroom and front seats cost more; on light fares so do windows and aisles in the front
 * half. The fare bought always comes with free seats: whatever the cabin, the party finds at least
 * one free seat each (a fare that can only be flown by paying for a seat would be a hidden charge).
 * Children and infants are never offered an exit row; an infant on a lap has no seat of their own.
 */
export function simulatedSeatMap({ offer, segment, cabin, seatsLeft, taken, money, distanceKm }: SeatMapInput): SeatMap {
  const layout = cabinLayout(segment.aircraft.code, cabin);
  const flight = `${segment.carrierCode}${segment.number}:${segment.departure.at}`;
  const occupancy = seatsLeft >= 9 ? 0.45 : seatsLeft === 0 ? 1 : 0.88;
  const seatedTravellers = offer.travelerPricings.filter((pricing) => pricing.travelerType !== 'HELD_INFANT');
  const withInfant = new Set(offer.travelerPricings.filter((pricing) => pricing.travelerType === 'HELD_INFANT').map((pricing) => pricing.associatedAdultId));
  const flex = offer.travelerPricings[0]?.fareDetailsBySegment.find((detail) => detail.segmentId === segment.id)?.brandedFare === 'FLEX';
  const long = isLongHaul(distanceKm);
  const premiumCabin = cabin === 'BUSINESS' || cabin === 'FIRST';

  const seats: SeatMapSeat[] = [];
  for (let row = layout.firstRow; row <= layout.lastRow; row += 1) {
    layout.columns.forEach((column, y) => {
      if (!column) return;
      const number = `${row}${column}`;
      const exit = layout.exitRows.includes(row);
      const left = layout.columns[y - 1];
      const right = layout.columns[y + 1];
      const window = y === 0 || y === layout.columns.length - 1;
      const aisle = left === '' || right === '';
      const front = row < layout.firstRow + 3 && !premiumCabin;
      const characteristicsCodes = [window ? 'W' : aisle ? 'A' : '9', ...(exit ? ['E', 'L'] : []), ...(front ? ['FC'] : []), 'CH'];
      const occupied = taken.has(number) || unit(`${flight}:${number}:occupied`) < occupancy;
      const frontHalf = row < (layout.firstRow + layout.lastRow) / 2;
      let cents = 0;
      if (!premiumCabin) {
        if (exit) cents = long ? 6000 : 2500;
        else if (front) cents = long ? 3500 : 1500;
        else if (!flex && frontHalf && (window || aisle)) cents = long ? 1500 : 600;
        if (flex) cents = Math.round(cents / 2);
      }
      seats.push({
        cabin,
        number,
        characteristicsCodes,
        coordinates: { x: row - layout.firstRow, y },
        travelerPricing: seatedTravellers.map((pricing) => {
          const blocked = exit && (pricing.travelerType !== 'ADULT' || withInfant.has(pricing.travelerId));
          return {
            travelerId: pricing.travelerId,
            seatAvailabilityStatus: occupied ? 'OCCUPIED' : blocked ? 'BLOCKED' : 'AVAILABLE',
            price: { currency: offer.price.currency, total: money(cents), base: money(cents) },
          };
        }),
      });
    });
  }

  // Other passengers leave free seats for the party: from the back, free seats the simulation had
  // filled (never one a booking of ours holds) open up until everyone has one, and a family finds
  // free seats side by side (as many as a row's block holds), so a child can sit with an adult.
  if (occupancy < 1) {
    const isFree = (seat: SeatMapSeat) => Number(seat.travelerPricing[0]?.price.total ?? 0) === 0 && !seat.characteristicsCodes.includes('E');
    const open = (seat: SeatMapSeat) => seat.travelerPricing[0]?.seatAvailabilityStatus === 'AVAILABLE';
    const makeOpen = (seat: SeatMapSeat) => {
      for (const entry of seat.travelerPricing) entry.seatAvailabilityStatus = 'AVAILABLE';
    };
    const byNumber = new Map(seats.map((seat) => [seat.number, seat]));
    // Blocks of seats side by side in each row (an aisle breaks a block), back to front.
    const blocks = Array.from({ length: layout.lastRow - layout.firstRow + 1 }, (_, index) => layout.lastRow - index).flatMap((row) =>
      layout.columns
        .join(',')
        .split(',,')
        .map((block) =>
          block
            .split(',')
            .filter(Boolean)
            .map((column) => byNumber.get(`${row}${column}`)!),
        ),
    );
    const together = Math.min(seatedTravellers.length, Math.max(...blocks.map((block) => block.length)));
    const windows = blocks.flatMap((block) =>
      Array.from({ length: Math.max(0, block.length - together + 1) }, (_, start) => block.slice(start, start + together)),
    );
    if (together > 1 && !windows.some((window) => window.every((seat) => isFree(seat) && open(seat)))) {
      windows.find((window) => window.every((seat) => isFree(seat) && !taken.has(seat.number)))?.forEach(makeOpen);
    }
    let missing = seatedTravellers.length - seats.filter((seat) => isFree(seat) && open(seat)).length;
    for (const seat of [...seats].reverse()) {
      if (missing <= 0) break;
      if (!isFree(seat) || open(seat) || taken.has(seat.number)) continue;
      makeOpen(seat);
      missing -= 1;
    }
  }

  return {
    type: 'seatmap',
    id: segment.id,
    flightOfferId: offer.id,
    segmentId: segment.id,
    departure: segment.departure,
    arrival: segment.arrival,
    carrierCode: segment.carrierCode,
    number: segment.number,
    aircraft: segment.aircraft,
    decks: [
      {
        deckType: 'MAIN',
        deckConfiguration: {
          width: layout.columns.length,
          length: layout.lastRow - layout.firstRow + 1,
          startSeatRow: layout.firstRow,
          endSeatRow: layout.lastRow,
          exitRowsX: layout.exitRows.map((row) => row - layout.firstRow),
        },
        facilities: [],
        seats,
      },
    ],
    availableSeatsCounters: seatedTravellers.map((pricing) => ({
      travelerId: pricing.travelerId,
      value: seats.filter((seat) => seat.travelerPricing.find((entry) => entry.travelerId === pricing.travelerId)?.seatAvailabilityStatus === 'AVAILABLE')
        .length,
    })),
  };
}

/** Price in US cents of the nth extra checked bag (23 kg) on one direction of a trip. */
export function extraBagCents(distanceKm: number, nth: number): number {
  const first = distanceKm < 1500 ? 2500 : distanceKm < 4000 ? 4500 : 7500;
  return nth === 1 ? first : Math.round(first * 1.5);
}

/**
 * Chargeable checked bags, keyed as Amadeus Flight Offers Price `included.bags` is: one entry
 * per direction and number of extra bags, bookable for every traveller with a seat.
 */
export function simulatedBagOffers(offer: FlightOffer, itineraryKm: number[], money: (cents: number) => string): Record<string, BagOffer> {
  const travelerIds = offer.travelerPricings.filter((pricing) => pricing.travelerType !== 'HELD_INFANT').map((pricing) => pricing.travelerId);
  const bags: Record<string, BagOffer> = {};
  offer.itineraries.forEach((itinerary, index) => {
    let cents = 0;
    for (let quantity = 1; quantity <= 3; quantity += 1) {
      cents += extraBagCents(itineraryKm[index] ?? 0, quantity);
      bags[`${index + 1}-${quantity}`] = {
        quantity,
        name: 'CHECKED_BAG',
        weight: 23,
        weightUnit: 'KG',
        price: { amount: money(cents), currencyCode: offer.price.currency },
        bookableByItinerary: true,
        itineraryIndex: index,
        segmentIds: itinerary.segments.map((segment) => segment.id),
        travelerIds,
      };
    }
  });
  return bags;
}

/**
 * Fare rules in the Amadeus `fareRules` shape: refund and change penalties per traveller and
 * trip. Flexible fares are refundable for a fee; light fares are not refundable at all.
 */
export function simulatedFareRules(offer: FlightOffer, money: (cents: number) => string): { rules: FareRule[] } {
  const flex = offer.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare === 'FLEX';
  return {
    rules: [
      flex ? { category: 'REFUND', maxPenaltyAmount: money(5000), notApplicable: false } : { category: 'REFUND', notApplicable: true },
      { category: 'EXCHANGE', maxPenaltyAmount: money(flex ? 0 : 6000), notApplicable: false },
    ],
  };
}
