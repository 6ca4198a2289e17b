import type { Database } from '../db/client';
import { airports, countries } from '../db/schema';
import { env } from '../env';
import { distanceKm } from '../lib/geo';
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
  /** A city code (LON): offered when two or more of its airports are sold, searched as all of them. */
  city: boolean;
  /** Offered in the autocomplete: a place a flight can be sold to or from. */
  sellable: boolean;
}

/** Amadeus Airport & City Search v1 location (subType AIRPORT or CITY). */
export interface LocationResult {
  type: 'location';
  subType: 'AIRPORT' | 'CITY';
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

/** How the reference data names a city code (LON, PAR, NYC): a row of its own among the airports. */
const CITY_ROW = 'All Airports';

/**
 * City codes and the places under them, from the reference rows: LON → LHR, LGW, LCY, LTN, STN,
 * SEN and London's railway stations (a row of the same city and country). A flight search from a
 * city code searches those of its airports that are sold.
 */
export function cityCodes(rows: Array<Pick<AirportRecord, 'iata' | 'name' | 'city' | 'countryCode'>>): Map<string, string[]> {
  const byCity = new Map<string, string[]>();
  for (const row of rows) {
    if (row.name === CITY_ROW) continue;
    const key = `${row.countryCode}|${row.city}`;
    byCity.set(key, [...(byCity.get(key) ?? []), row.iata]);
  }
  return new Map(rows.filter((row) => row.name === CITY_ROW).map((row) => [row.iata, byCity.get(`${row.countryCode}|${row.city}`) ?? []]));
}

/** Which places a flight can be sold to or from: the simulated GDS's airports, or every airport a real provider knows. */
export type Sellable = (iata: string) => boolean;

export const simulatedSellable: Sellable = (iata) => SERVED_BY_IATA.has(iata);

export class LocationIndex {
  private readonly entries: IndexEntry[];
  private readonly byCode: Map<string, IndexEntry>;

  constructor(rows: AirportRecord[], countryNames: Map<string, { en: string; fr: string }>, sellable: Sellable = simulatedSellable) {
    const cities = cityCodes(rows);
    const sold = (iata: string) => sellable(iata) && !CLOSED_AIRPORTS.has(iata);
    this.entries = rows.map((airport) => {
      const served = SERVED_BY_IATA.get(airport.iata);
      const members = cities.get(airport.iata);
      // A city code's French name is its airports' (LON: Londres, as Heathrow's).
      const frenchName = served?.cityFr ?? members?.map((iata) => SERVED_BY_IATA.get(iata)?.cityFr).find(Boolean);
      const country = countryNames.get(airport.countryCode) ?? { en: airport.countryCode, fr: airport.countryCode };
      const cityFr = frenchName ?? airport.city;
      return {
        airport,
        cityFr,
        countryEn: country.en,
        countryFr: country.fr,
        words: { city: words(airport.city), cityFr: words(cityFr), name: words(airport.name), countryEn: words(country.en), countryFr: words(country.fr) },
        served: !!served,
        hub: !!served?.hub,
        city: members !== undefined,
        sellable: members ? members.filter(sold).length >= 2 : sold(airport.iata),
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
      // Never offered: a place we cannot sell (closed to passengers, a railway station, an
      // airfield no provider flies to), whatever its name shares.
      if (!entry.sellable) continue;
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
      // Airports we fly to come before airfields that merely share a name; a city's "all
      // airports" comes just before its own airports.
      if (entry.served) score += 40;
      if (entry.hub) score += 5;
      if (entry.city) score += 46;
      // The visitor's own country's airports first among equals ("Lag" in Lagos, Nigeria).
      if (visitorCountry && entry.airport.countryCode === visitorCountry) score += 12;
      scored.push({ entry, score });
    }
    scored.sort((a, b) => b.score - a.score || a.entry.airport.iata.localeCompare(b.entry.airport.iata));
    return scored.slice(0, limit).map(({ entry, score }) => toLocation(entry, language, score, now));
  }

  /** A place by its code as a sentence names it: "London-Corbin (LOZ)", "London (LON)"; the code alone when unknown. */
  placeName(iata: string, language: Language): string {
    const entry = this.byCode.get(iata);
    if (!entry) return iata;
    const city = language === 'fr' ? entry.cityFr : entry.airport.city;
    const airportName = entry.city || entry.airport.name === city ? '' : ` ${entry.airport.name}`;
    return `${city}${airportName} (${iata})`;
  }

  /** The airport we sell nearest to a place we do not (LOZ, London-Corbin, Kentucky → the nearest we fly), or null. */
  nearestSellable(iata: string): string | null {
    const place = this.byCode.get(iata);
    if (!place) return null;
    let best: { iata: string; km: number } | null = null;
    for (const entry of this.entries) {
      if (!entry.sellable || entry.city || entry.airport.iata === iata) continue;
      const km = distanceKm(place.airport, entry.airport);
      if (!best || km < best.km) best = { iata: entry.airport.iata, km };
    }
    return best?.iata ?? null;
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
  const name = entry.city ? (language === 'fr' ? 'Tous les aéroports' : 'All airports') : airport.name;
  return {
    type: 'location',
    subType: entry.city ? 'CITY' : 'AIRPORT',
    id: `${entry.city ? 'C' : 'A'}${airport.iata}`,
    name,
    detailedName: `${city}/${airport.countryCode}: ${name}`,
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
      // A real provider sells from every airport it knows; the simulated GDS from its own.
      const sellable: Sellable = env().FLIGHT_PROVIDER === 'amadeus' ? () => true : simulatedSellable;
      return new LocationIndex(airportRows, new Map(countryRows.map((row) => [row.code, { en: row.nameEn, fr: row.nameFr }])), sellable);
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
