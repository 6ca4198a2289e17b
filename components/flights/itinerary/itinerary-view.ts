/** What an itinerary row shows: durations, day offsets and the names of airlines and aircraft. */
import type { OfferDictionaries, OfferItinerary } from '@/services/flight-types';

/** "PT9H10M" → 550. */
export function minutesOf(duration: string): number {
  const match = duration.match(/^PT(?:(\d+)H)?(?:(\d+)M)?$/);
  return match ? Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0) : 0;
}

/** Calendar days between a local departure and a local arrival: the "+1" beside a time. */
export function dayOffset(departureAt: string, arrivalAt: string): number {
  return Math.round((Date.parse(`${arrivalAt.slice(0, 10)}T00:00:00Z`) - Date.parse(`${departureAt.slice(0, 10)}T00:00:00Z`)) / 86_400_000);
}

/** Amadeus dictionaries write airline names in capitals; people read them in title case. */
export function carrierName(dictionaries: OfferDictionaries | null, code: string): string {
  const name = dictionaries?.carriers[code];
  return AIRLINE_NAMES[code] ?? (name ? properAirlineName(name) : code);
}

/** Names as the airlines write them, where the reference data lost an accent or a capital. */
const AIRLINE_NAMES: Record<string, string> = {
  HF: "Air Côte d'Ivoire",
  KL: 'KLM Royal Dutch Airlines',
  TP: 'TAP Air Portugal',
  WB: 'RwandAir',
  MS: 'EgyptAir',
  KP: 'ASKY Airlines',
  P4: 'Air Peace',
  QI: 'Ibom Air',
  W3: 'Arik Air',
  VK: 'ValueJet',
  UG: 'Uganda Airlines',
  HC: 'Air Sénégal',
};

/** Airline initials that stay in capitals ("KLM Royal Dutch Airlines", "TAP Air Portugal"). */
const AIRLINE_ACRONYMS = new Set([
  'KLM',
  'TAP',
  'SAS',
  'LAM',
  'TAAG',
  'LATAM',
  'ANA',
  'JAL',
  'EVA',
  'LOT',
  'ITA',
  'SATA',
  'TUI',
  'ASL',
  'CSA',
  'MEA',
  'ASKY',
  'TACV',
  'US',
  'UK',
  'UAE',
]);
const LOWER_WORDS = new Set(['of', 'and', 'de', 'du', 'des', 'la', 'le', 'et']);

/**
 * "KLM ROYAL DUTCH AIRLINES" → "KLM Royal Dutch Airlines", "AIR COTE D'IVOIRE" → "Air Cote d'Ivoire":
 * title case, known initials kept, small words and elisions (d', l') in lower case after the first word.
 */
export function properAirlineName(raw: string): string {
  return raw
    .trim()
    .split(/\s+/)
    .map((word, index) => {
      const upper = word.toUpperCase();
      if (AIRLINE_ACRONYMS.has(upper)) return upper;
      const lower = word.toLocaleLowerCase('en');
      if (index > 0 && LOWER_WORDS.has(lower)) return lower;
      return lower
        .replace(/(^|[-/(])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toLocaleUpperCase('en'))
        .replace(
          /^(\p{L})['’](\p{L})/u,
          (_, elided: string, letter: string) =>
            `${index > 0 ? elided.toLocaleLowerCase('en') : elided.toLocaleUpperCase('en')}'${letter.toLocaleUpperCase('en')}`,
        );
    })
    .join(' ');
}

/** "BOEING 787-9" → "Boeing 787-9", "AIRBUS A330-300" → "Airbus A330-300" (model codes keep their capitals). */
export function aircraftName(dictionaries: OfferDictionaries | null, code: string): string {
  const name = dictionaries?.aircraft[code];
  if (!name) return code;
  return name
    .split(/\s+/)
    .map((word) => (/\d/.test(word) || word.length <= 3 ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join(' ');
}

/** Every airline of an itinerary, in flying order ("Air Peace + Kenya Airways"). */
export const carriersOfItinerary = (itinerary: OfferItinerary) => [...new Set(itinerary.segments.map((segment) => segment.carrierCode))];
