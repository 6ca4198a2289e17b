import { between, unit } from '../../../lib/seeded-random';
import type { TravelClass, TravelerType } from '../types';

export type FareBrand = 'LIGHT' | 'FLEX';

const CABIN_FACTOR: Record<TravelClass, number> = { ECONOMY: 1, PREMIUM_ECONOMY: 1.65, BUSINESS: 3.2, FIRST: 5.2 };
const CABIN_CLASSES: Record<TravelClass, string[]> = {
  ECONOMY: ['Y', 'B', 'M', 'K', 'Q'],
  PREMIUM_ECONOMY: ['W', 'E'],
  BUSINESS: ['J', 'C', 'D'],
  FIRST: ['F', 'A'],
};
/** Share of the adult fare paid by each passenger type (spec §3 ages). */
export const PASSENGER_FACTOR: Record<TravelerType, number> = { ADULT: 1, CHILD: 0.75, SEATED_INFANT: 0.75, HELD_INFANT: 0.1 };
const BRAND_FACTOR: Record<FareBrand, number> = { LIGHT: 1, FLEX: 1.3 };

/** Fares rise as departure nears. */
export function advanceFactor(daysToDeparture: number): number {
  if (daysToDeparture < 3) return 1.5;
  if (daysToDeparture < 7) return 1.3;
  if (daysToDeparture < 21) return 1.12;
  if (daysToDeparture > 60) return 0.9;
  return 1;
}

/** Adult base fare of one flight in US cents. */
export function segmentBaseCents(options: {
  km: number;
  cabin: TravelClass;
  brand: FareBrand;
  carrier: string;
  flightKey: string;
  daysToDeparture: number;
}): number {
  const { km, cabin, brand, carrier, flightKey, daysToDeparture } = options;
  const distanceFare = km < 1000 ? 55 + 0.12 * km : 95 + 0.072 * km;
  const carrierFactor = 0.9 + unit(`carrier:${carrier}`) * 0.25;
  const demand = 0.9 + unit(`${flightKey}:demand`) * 0.22;
  const dollars = distanceFare * CABIN_FACTOR[cabin] * BRAND_FACTOR[brand] * carrierFactor * demand * advanceFactor(daysToDeparture);
  return Math.round(dollars) * 100;
}

/** Taxes and charges in US cents for one passenger on one flight. */
export function segmentTaxCents(baseCents: number, travelerType: TravelerType): number {
  if (travelerType === 'HELD_INFANT') return Math.round(baseCents * 0.05);
  return Math.round(baseCents * 0.12) + 1800;
}

export function bookingClass(cabin: TravelClass, brand: FareBrand, flightKey: string): string {
  const classes = CABIN_CLASSES[cabin];
  // Flexible fares sell in the higher classes of the cabin.
  return brand === 'FLEX' ? classes[0]! : classes[between(`${flightKey}:class`, Math.min(1, classes.length - 1), classes.length - 1)]!;
}

export function checkedBags(cabin: TravelClass, brand: FareBrand, travelerType: TravelerType) {
  if (travelerType === 'HELD_INFANT') return { quantity: 1, weight: 10, weightUnit: 'KG' as const };
  if (cabin === 'FIRST') return { quantity: 3, weight: 32, weightUnit: 'KG' as const };
  if (cabin === 'BUSINESS') return { quantity: 2, weight: 32, weightUnit: 'KG' as const };
  if (cabin === 'PREMIUM_ECONOMY' || brand === 'FLEX') return { quantity: 2, weight: 23, weightUnit: 'KG' as const };
  return { quantity: 1, weight: 23, weightUnit: 'KG' as const };
}
