/** Pure helpers that turn Amadeus flight offers into what a result card and the filters show. */
import { toMinor } from '@/components/i18n/format';
import type { OfferDictionaries, OfferItinerary, OfferView } from '@/services/flight-types';

export type { OfferDictionaries, OfferItinerary, OfferSegment, OfferView } from '@/services/flight-types';

export const SORTS = ['RECOMMENDED', 'CHEAPEST', 'SHORTEST', 'FLEXIBLE'] as const;
export type Sort = (typeof SORTS)[number];
export const STOP_FILTERS = ['ALL', 'NONSTOP', 'ONESTOP', 'TWOSTOP'] as const;
export type StopFilter = (typeof STOP_FILTERS)[number];
const MAX_STOPS: Record<StopFilter, number> = { ALL: Number.POSITIVE_INFINITY, NONSTOP: 0, ONESTOP: 1, TWOSTOP: 2 };

/** "PT9H10M" → 550. */
export function minutesOf(duration: string): number {
  const match = duration.match(/^PT(?:(\d+)H)?(?:(\d+)M)?$/);
  return match ? Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0) : 0;
}

export const priceMinor = (offer: OfferView) => toMinor(offer.price.total);
export const stopsOf = (offer: OfferView) => Math.max(...offer.itineraries.map((itinerary) => itinerary.segments.length - 1));
export const travelMinutes = (offer: OfferView) => offer.itineraries.reduce((sum, itinerary) => sum + minutesOf(itinerary.duration), 0);
export const isRefundable = (offer: OfferView) => offer.pricingOptions.refundableFare === true;
export const carriersOf = (offer: OfferView) => [...new Set(offer.itineraries.flatMap((itinerary) => itinerary.segments.map((segment) => segment.carrierCode)))];

/** Calendar days between a local departure and a local arrival: the "+1" beside a time. */
export function dayOffset(departureAt: string, arrivalAt: string): number {
  return Math.round((Date.parse(`${arrivalAt.slice(0, 10)}T00:00:00Z`) - Date.parse(`${departureAt.slice(0, 10)}T00:00:00Z`)) / 86_400_000);
}

export interface Layover {
  airport: string;
  minutes: number;
  /** Over 6 hours: worth a warning. */
  long: boolean;
  overnight: boolean;
}

export function layoversOf(itinerary: OfferItinerary): Layover[] {
  return itinerary.segments.slice(1).map((segment, index) => {
    const previous = itinerary.segments[index]!;
    // Both times are local to the connecting airport, so their difference is the wait.
    const minutes = Math.round((Date.parse(`${segment.departure.at}Z`) - Date.parse(`${previous.arrival.at}Z`)) / 60_000);
    return {
      airport: segment.departure.iataCode,
      minutes,
      long: minutes > 6 * 60,
      overnight: previous.arrival.at.slice(0, 10) !== segment.departure.at.slice(0, 10),
    };
  });
}

export interface OfferFilters {
  stops: StopFilter;
  airlines: string[];
  /** Upper bound of the total, in minor units of the offers' currency; null for none. */
  maxPriceMinor: number | null;
}

export const NO_FILTERS: OfferFilters = { stops: 'ALL', airlines: [], maxPriceMinor: null };

export function filterOffers<T extends OfferView>(offers: T[], filters: OfferFilters): T[] {
  return offers.filter(
    (offer) =>
      stopsOf(offer) <= MAX_STOPS[filters.stops] &&
      (filters.airlines.length === 0 || carriersOf(offer).some((carrier) => filters.airlines.includes(carrier))) &&
      (filters.maxPriceMinor === null || priceMinor(offer) <= filters.maxPriceMinor),
  );
}

/**
 * RECOMMENDED balances price and time (a long detour has to be much cheaper to win);
 * FLEXIBLE puts refundable fares first, cheapest first within each group.
 */
export function sortOffers<T extends OfferView>(offers: T[], sort: Sort): T[] {
  const sorted = [...offers];
  const byPrice = (a: T, b: T) => priceMinor(a) - priceMinor(b);
  const byTime = (a: T, b: T) => travelMinutes(a) - travelMinutes(b);
  if (sort === 'CHEAPEST') return sorted.sort((a, b) => byPrice(a, b) || byTime(a, b));
  if (sort === 'SHORTEST') return sorted.sort((a, b) => byTime(a, b) || byPrice(a, b));
  if (sort === 'FLEXIBLE') return sorted.sort((a, b) => Number(isRefundable(b)) - Number(isRefundable(a)) || byPrice(a, b));
  if (sorted.length === 0) return sorted;
  const cheapest = Math.min(...sorted.map(priceMinor));
  const quickest = Math.min(...sorted.map(travelMinutes));
  const score = (offer: T) => 0.6 * (priceMinor(offer) / cheapest) + 0.4 * (travelMinutes(offer) / quickest) + 0.05 * stopsOf(offer);
  return sorted.sort((a, b) => score(a) - score(b) || byPrice(a, b));
}

/** The first offer of each sort: the price the sort tabs show. */
export function bestBySort<T extends OfferView>(offers: T[]): Record<Sort, T | undefined> {
  return Object.fromEntries(SORTS.map((sort) => [sort, sortOffers(offers, sort)[0]])) as Record<Sort, T | undefined>;
}

/** Cabin and checked bags of the first adult on the first flight. */
export function fareSummary(offer: OfferView) {
  const adult = offer.travelerPricings.find((pricing) => pricing.travelerType === 'ADULT') ?? offer.travelerPricings[0];
  const detail = adult?.fareDetailsBySegment[0];
  return { cabin: detail?.cabin ?? 'ECONOMY', bags: detail?.includedCheckedBags?.quantity ?? 0, bagWeight: detail?.includedCheckedBags?.weight, brand: detail?.brandedFare };
}

/** What one adult pays, in minor units. */
export function adultPriceMinor(offer: OfferView): number {
  const adult = offer.travelerPricings.find((pricing) => pricing.travelerType === 'ADULT') ?? offer.travelerPricings[0];
  return toMinor(adult?.price.total ?? offer.price.total);
}

/** Amadeus dictionaries write airline names in capitals; people read them in title case. */
export function carrierName(dictionaries: OfferDictionaries | null, code: string): string {
  const name = dictionaries?.carriers[code];
  if (!name) return code;
  return name.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/**
 * What a result card needs of an offer, for the page's server-rendered state: the segments, the
 * total, and one pricing per passenger type (travellers of a type pay the same). Halves the page.
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
        fareDetailsBySegment: pricing.fareDetailsBySegment.map(({ segmentId, cabin, brandedFare, includedCheckedBags }) => ({
          segmentId,
          cabin,
          ...(brandedFare ? { brandedFare } : {}),
          ...(includedCheckedBags ? { includedCheckedBags } : {}),
        })),
      })),
  };
}
