import type { Database } from '../db/client';
import { airports, countries } from '../db/schema';
import { SERVED_BY_IATA } from './served-airports';

export type Language = 'en' | 'fr';

export type AirportRecord = Omit<typeof airports.$inferSelect, 'icao'>;

interface IndexEntry {
  airport: AirportRecord;
  cityFr: string;
  countryEn: string;
  countryFr: string;
  /** Normalised words to match against. */
  words: { city: string[]; cityFr: string[]; name: string[]; countryEn: string[]; countryFr: string[] };
  served: boolean;
  hub: boolean;
}

/** Amadeus Airport & City Search v1 location (subType AIRPORT). */
export interface LocationResult {
  type: 'location';
  subType: 'AIRPORT';
  id: string;
  name: string;
  detailedName: string;
  iataCode: string;
  timeZoneOffset: string;
  geoCode: { latitude: number; longitude: number };
  address: { cityName: string; cityCode: string; countryName: string; countryCode: string };
  relevance: number;
}

/** Lower case, accents gone, punctuation as spaces: "Yaoundé" and "yaounde" match. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const words = (text: string) => normalise(text).split(' ').filter(Boolean);

/** How well the keyword starts the text or one of its words: 2 for the whole text, 1 for a word. */
function prefixScore(keyword: string, parts: string[]): number {
  if (parts.length === 0) return 0;
  if (parts.join(' ').startsWith(keyword)) return 2;
  return parts.some((part) => part.startsWith(keyword)) ? 1 : 0;
}

/**
 * Airports closed to passenger flights that the reference data still lists: Dakar Léopold Sédar
 * Senghor (DKR, replaced by Blaise Diagne DSS in 2017), Berlin Tegel, Schönefeld and Tempelhof
 * (BER), Istanbul Atatürk (ISL, passenger flights moved to IST in 2019).
 */
export const CLOSED_AIRPORTS = new Set(['DKR', 'TXL', 'SXF', 'THF', 'ISL']);

export class LocationIndex {
  private readonly entries: IndexEntry[];
  private readonly byCode: Map<string, IndexEntry>;

  constructor(rows: AirportRecord[], countryNames: Map<string, { en: string; fr: string }>) {
    this.entries = rows.map((airport) => {
      const served = SERVED_BY_IATA.get(airport.iata);
      const country = countryNames.get(airport.countryCode) ?? { en: airport.countryCode, fr: airport.countryCode };
      const cityFr = served?.cityFr ?? airport.city;
      return {
        airport,
        cityFr,
        countryEn: country.en,
        countryFr: country.fr,
        words: { city: words(airport.city), cityFr: words(cityFr), name: words(airport.name), countryEn: words(country.en), countryFr: words(country.fr) },
        served: !!served,
        hub: !!served?.hub,
      };
    });
    this.byCode = new Map(this.entries.map((entry) => [entry.airport.iata, entry]));
  }

  get size() {
    return this.entries.length;
  }

  /** Airports whose code, city (English or French), name or country starts with the keyword. */
  search(keyword: string, language: Language, limit = 10, now = new Date(), visitorCountry?: string): LocationResult[] {
    const wanted = normalise(keyword);
    if (wanted.length < 2) return [];
    // An exact code asked for one answer (the results page naming its airports) needs no scan.
    const exact = limit === 1 && /^[a-z]{3}$/.test(wanted) ? this.byCode.get(wanted.toUpperCase()) : undefined;
    if (exact) return [toLocation(exact, language, 100 + (exact.served ? 40 : 0), now)];
    const scored: Array<{ entry: IndexEntry; score: number }> = [];
    for (const entry of this.entries) {
      // Closed to passengers: never offered, whatever its name shares.
      if (CLOSED_AIRPORTS.has(entry.airport.iata)) continue;
      let score = 0;
      if (entry.airport.iata.toLowerCase() === wanted) score += 100;
      // The city or the airport's name, not both: an airport named after its city ("Abidjan
      // Félix-Houphouët-Boigny") is not twice as good a match.
      score += Math.max(
        30 * Math.max(prefixScore(wanted, entry.words.city), prefixScore(wanted, entry.words.cityFr)),
        15 * prefixScore(wanted, entry.words.name),
      );
      score += 8 * Math.max(prefixScore(wanted, entry.words.countryEn), prefixScore(wanted, entry.words.countryFr));
      if (score === 0) continue;
      // Airports we fly to come before airfields that merely share a name.
      if (entry.served) score += 40;
      if (entry.hub) score += 5;
      // The visitor's own country's airports first among equals ("Lag" in Lagos, Nigeria).
      if (visitorCountry && entry.airport.countryCode === visitorCountry) score += 12;
      scored.push({ entry, score });
    }
    scored.sort((a, b) => b.score - a.score || a.entry.airport.iata.localeCompare(b.entry.airport.iata));
    return scored.slice(0, limit).map(({ entry, score }) => toLocation(entry, language, score, now));
  }

  /** The city of an airport in the asked language, or the code when unknown. */
  cityName(iata: string, language: Language): string {
    const entry = this.byCode.get(iata);
    if (!entry) return iata;
    return language === 'fr' ? entry.cityFr : entry.airport.city;
  }
}

/** "+01:00" for Africa/Lagos: the zone's offset at `now`, daylight saving included. */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

export function timeZoneOffset(timeZone: string, now: Date): string {
  try {
    let format = offsetFormats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
      offsetFormats.set(timeZone, format);
    }
    const part = format.formatToParts(now).find((p) => p.type === 'timeZoneName')?.value;
    const match = part?.match(/GMT([+-]\d{2}:\d{2})?/);
    return match?.[1] ?? '+00:00';
  } catch {
    return '+00:00';
  }
}

function toLocation(entry: IndexEntry, language: Language, score: number, now: Date): LocationResult {
  const { airport } = entry;
  const city = language === 'fr' ? entry.cityFr : airport.city;
  return {
    type: 'location',
    subType: 'AIRPORT',
    id: `A${airport.iata}`,
    name: airport.name,
    detailedName: `${city}/${airport.countryCode}: ${airport.name}`,
    iataCode: airport.iata,
    timeZoneOffset: timeZoneOffset(airport.timeZone, now),
    geoCode: { latitude: airport.latitude, longitude: airport.longitude },
    address: {
      cityName: city,
      cityCode: airport.iata,
      countryName: language === 'fr' ? entry.countryFr : entry.countryEn,
      countryCode: airport.countryCode,
    },
    relevance: score,
  };
}

const holder = globalThis as typeof globalThis & { __locationIndex?: Promise<LocationIndex> };

/** Built once per process from the reference tables (they change only with a new data version). */
export function getLocationIndex(db: Database): Promise<LocationIndex> {
  if (!holder.__locationIndex) {
    const building = (async () => {
      const [airportRows, countryRows] = await Promise.all([db.select().from(airports), db.select().from(countries)]);
      return new LocationIndex(airportRows, new Map(countryRows.map((row) => [row.code, { en: row.nameEn, fr: row.nameFr }])));
    })();
    holder.__locationIndex = building;
    building.catch(() => {
      if (holder.__locationIndex === building) holder.__locationIndex = undefined;
    });
  }
  return holder.__locationIndex;
}

export function resetLocationIndex() {
  holder.__locationIndex = undefined;
}
