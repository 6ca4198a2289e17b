/** Pure helpers that turn Amadeus flight offers into what a result card and the filters show. */
import { minutesOf } from '@/components/flights/itinerary/itinerary-view';
import { toMinor } from '@/components/i18n/format';
import type { OfferItinerary, OfferView } from '@/services/flight-types';

export type { OfferDictionaries, OfferItinerary, OfferSegment, OfferView } from '@/services/flight-types';
export { aircraftName, carrierName, carriersOfItinerary, dayOffset, minutesOf, properAirlineName } from '@/components/flights/itinerary/itinerary-view';

export const SORTS = ['RECOMMENDED', 'CHEAPEST', 'SHORTEST', 'FLEXIBLE'] as const;
export type Sort = (typeof SORTS)[number];
export const STOP_FILTERS = ['ALL', 'NONSTOP', 'ONESTOP', 'TWOSTOP'] as const;
export type StopFilter = (typeof STOP_FILTERS)[number];
const MAX_STOPS: Record<StopFilter, number> = { ALL: Number.POSITIVE_INFINITY, NONSTOP: 0, ONESTOP: 1, TWOSTOP: 2 };

export const priceMinor = (offer: OfferView) => toMinor(offer.price.total);
export const stopsOf = (offer: OfferView) => Math.max(...offer.itineraries.map((itinerary) => itinerary.segments.length - 1));
export const travelMinutes = (offer: OfferView) => offer.itineraries.reduce((sum, itinerary) => sum + minutesOf(itinerary.duration), 0);
export const isRefundable = (offer: OfferView) => offer.pricingOptions.refundableFare === true;
export const carriersOf = (offer: OfferView) => [
  ...new Set(offer.itineraries.flatMap((itinerary) => itinerary.segments.map((segment) => segment.carrierCode))),
];

export interface Layover {
  airport: string;
  /** Where the traveller lands, when the next flight leaves from another airport (LHR → LGW). */
  arrivedAt: string;
  minutes: number;
  /** Over 6 hours: worth a warning. */
  long: boolean;
  overnight: boolean;
  /** Land at one airport, leave from another: a transfer across the city, bags and security again. */
  changeOfAirport: boolean;
  /** Shorter than the airport's minimum connection time: the connection may be missed. */
  tight: boolean;
}

/**
 * Minimum connection times (international, minutes) published by the busiest hubs our travellers
 * connect through; other airports 60. A change of airport needs far more: 3 hours.
 */
const MINIMUM_CONNECTION: Record<string, number> = {
  LOS: 90,
  ABV: 75,
  LHR: 90,
  CDG: 90,
  JNB: 90,
  JFK: 90,
  IAD: 75,
  IST: 75,
  DXB: 75,
  DOH: 60,
  AMS: 50,
  FRA: 45,
  BRU: 50,
  LIS: 60,
  CMN: 60,
  ADD: 60,
  NBO: 60,
  CAI: 75,
  ACC: 60,
  ABJ: 60,
  DSS: 60,
  KGL: 45,
};
const AIRPORT_CHANGE_MINUTES = 180;
export const minimumConnection = (airport: string) => MINIMUM_CONNECTION[airport] ?? 60;

export function layoversOf(itinerary: OfferItinerary): Layover[] {
  return itinerary.segments.slice(1).map((segment, index) => {
    const previous = itinerary.segments[index]!;
    // Both times are local to the connecting city, so their difference is the wait.
    const minutes = Math.round((Date.parse(`${segment.departure.at}Z`) - Date.parse(`${previous.arrival.at}Z`)) / 60_000);
    const changeOfAirport = previous.arrival.iataCode !== segment.departure.iataCode;
    return {
      airport: segment.departure.iataCode,
      arrivedAt: previous.arrival.iataCode,
      minutes,
      long: minutes > 6 * 60,
      overnight: previous.arrival.at.slice(0, 10) !== segment.departure.at.slice(0, 10),
      changeOfAirport,
      tight: minutes < (changeOfAirport ? AIRPORT_CHANGE_MINUTES : minimumConnection(segment.departure.iataCode)),
    };
  });
}

export interface OfferFilters {
  stops: StopFilter;
  airlines: string[];
  /** Upper bound of the total, in minor units of the offers' currency; null for none. */
  maxPriceMinor: number | null;
  /** When the first flight leaves; empty for any time. */
  departs: DepartureSlot[];
  /** Longest journey allowed, in hours; null for any. */
  maxHours: number | null;
}

export const NO_FILTERS: OfferFilters = { stops: 'ALL', airlines: [], maxPriceMinor: null, departs: [], maxHours: null };

export function filterOffers<T extends OfferView>(offers: T[], filters: OfferFilters): T[] {
  return offers.filter(
    (offer) =>
      stopsOf(offer) <= MAX_STOPS[filters.stops] &&
      (filters.airlines.length === 0 || carriersOf(offer).some((carrier) => filters.airlines.includes(carrier))) &&
      (filters.maxPriceMinor === null || priceMinor(offer) <= filters.maxPriceMinor) &&
      (filters.departs.length === 0 || filters.departs.includes(departureSlotOf(offer.itineraries[0]!.segments[0]!.departure.at))) &&
      (filters.maxHours === null || longestJourney(offer) <= filters.maxHours * 60),
  );
}

/** Duration bounds worth offering for these offers: whole hours between the quickest and the longest journey. */
export function durationSteps(offers: OfferView[]): number[] {
  if (offers.length === 0) return [];
  const journeys = offers.map(longestJourney).sort((a, b) => a - b);
  const steps = [0, 0.25, 0.5, 0.75].map((share) => Math.ceil(journeys[Math.floor(share * (journeys.length - 1))]! / 60));
  const longest = Math.ceil(journeys.at(-1)! / 60);
  return [...new Set(steps)].filter((hours) => hours < longest);
}

/**
 * RECOMMENDED balances price and time (a long detour has to be much cheaper to win);
 * FLEXIBLE puts refundable fares first, cheapest first within each group.
 */
export function sortOffers<T extends OfferView>(offers: T[], sort: Sort): T[] {
  if (offers.length === 0) return [];
  // Each offer's price, time and rank worked out once, not in every comparison.
  const keyed = offers.map((offer) => ({ offer, price: priceMinor(offer), time: travelMinutes(offer), rank: 0 }));
  if (sort === 'FLEXIBLE') for (const entry of keyed) entry.rank = isRefundable(entry.offer) ? 0 : 1;
  if (sort === 'RECOMMENDED') {
    const cheapest = Math.min(...keyed.map((entry) => entry.price));
    const quickest = Math.min(...keyed.map((entry) => entry.time));
    for (const entry of keyed) entry.rank = 0.6 * (entry.price / cheapest) + 0.4 * (entry.time / quickest) + 0.05 * stopsOf(entry.offer);
  }
  const order: (a: (typeof keyed)[number], b: (typeof keyed)[number]) => number =
    sort === 'SHORTEST'
      ? (a, b) => a.time - b.time || a.price - b.price
      : sort === 'CHEAPEST'
        ? (a, b) => a.price - b.price || a.time - b.time
        : (a, b) => a.rank - b.rank || a.price - b.price;
  return keyed.sort(order).map((entry) => entry.offer);
}

/**
 * The first offer of each sort: the price the sort tabs show. Flexible's is the first refundable
 * offer, or none: a non-refundable fare's price under "Flexible" would promise what it is not.
 */
export function bestBySort<T extends OfferView>(offers: T[]): Record<Sort, T | undefined> {
  return Object.fromEntries(
    SORTS.map((sort) => [sort, sort === 'FLEXIBLE' ? sortOffers(offers, sort).find(isRefundable) : sortOffers(offers, sort)[0]]),
  ) as Record<Sort, T | undefined>;
}

/** Cabin and checked bags of the first adult on the first flight. */
export function fareSummary(offer: OfferView) {
  const adult = offer.travelerPricings.find((pricing) => pricing.travelerType === 'ADULT') ?? offer.travelerPricings[0];
  const detail = adult?.fareDetailsBySegment[0];
  return {
    cabin: detail?.cabin ?? 'ECONOMY',
    bags: detail?.includedCheckedBags?.quantity ?? 0,
    bagWeight: detail?.includedCheckedBags?.weight,
    brand: detail?.brandedFare,
  };
}

/** What one adult pays, in minor units. */
export function adultPriceMinor(offer: OfferView): number {
  const adult = offer.travelerPricings.find((pricing) => pricing.travelerType === 'ADULT') ?? offer.travelerPricings[0];
  return toMinor(adult?.price.total ?? offer.price.total);
}

/** When a flight leaves, as people choose it. */
export const DEPARTURE_SLOTS = ['NIGHT', 'MORNING', 'AFTERNOON', 'EVENING'] as const;
export type DepartureSlot = (typeof DEPARTURE_SLOTS)[number];
/** 00:00–05:59 night, 06:00–11:59 morning, 12:00–17:59 afternoon, 18:00–23:59 evening (local time at the airport). */
export const departureSlotOf = (at: string): DepartureSlot => DEPARTURE_SLOTS[Math.floor(Number(at.slice(11, 13)) / 6)]!;
/** The longest journey of an offer (out or back), in minutes: what a total-duration filter bounds. */
export const longestJourney = (offer: OfferView) => Math.max(...offer.itineraries.map((itinerary) => minutesOf(itinerary.duration)));

/**
 * What a result card needs of an offer, for the page's server-rendered state: the segments, the
 * total, and one pricing per passenger type (travellers of a type pay the same) with the first
 * flight's fare details only (the cabin, brand and bags a card and its filters read: the review
 * page prices the offer again and has them all). Halves the page.
 */
export function slimOffer(offer: OfferView): OfferView {
  const seenTypes = new Set<string>();
  return {
    id: offer.id,
    numberOfBookableSeats: offer.numberOfBookableSeats,
    itineraries: offer.itineraries.map((itinerary) => ({
      duration: itinerary.duration,
      segments: itinerary.segments.map(({ id, departure, arrival, carrierCode, number, aircraft, duration }) => ({
        id,
        departure: { iataCode: departure.iataCode, at: departure.at },
        arrival: { iataCode: arrival.iataCode, at: arrival.at },
        carrierCode,
        number,
        aircraft: { code: aircraft.code },
        duration,
      })),
    })),
    price: { currency: offer.price.currency, total: offer.price.total, base: offer.price.base },
    pricingOptions: offer.pricingOptions.refundableFare ? { refundableFare: true } : {},
    validatingAirlineCodes: offer.validatingAirlineCodes,
    travelerPricings: offer.travelerPricings
      .filter((pricing) => !seenTypes.has(pricing.travelerType) && seenTypes.add(pricing.travelerType))
      .map((pricing) => ({
        travelerId: pricing.travelerId,
        travelerType: pricing.travelerType,
        price: { total: pricing.price.total },
        fareDetailsBySegment: pricing.fareDetailsBySegment.slice(0, 1).map(({ segmentId, cabin, brandedFare, includedCheckedBags }) => ({
          segmentId,
          cabin,
          ...(brandedFare ? { brandedFare } : {}),
          ...(includedCheckedBags ? { includedCheckedBags } : {}),
        })),
      })),
  };
}
