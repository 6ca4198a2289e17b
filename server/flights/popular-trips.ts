import type { FlightProvider, OfferCurrency } from './providers/types';

/** Destinations people from each market fly to most, in order; others fall back to the hubs. */
export const FAVOURITES: Record<string, string[]> = {
  LOS: ['ABV', 'PHC', 'ACC', 'LHR', 'DXB', 'JFK', 'ENU', 'KAN'],
  ABV: ['LOS', 'PHC', 'KAN', 'LHR', 'DXB', 'ACC', 'JED', 'IST'],
  PHC: ['LOS', 'ABV', 'ENU', 'ACC', 'LHR', 'DXB'],
  KAN: ['LOS', 'ABV', 'JED', 'CAI', 'DXB', 'IST'],
  ACC: ['LOS', 'ABJ', 'LHR', 'DXB', 'JFK', 'KMS'],
  ABJ: ['DSS', 'ACC', 'LOS', 'CDG', 'CMN', 'OUA'],
  DSS: ['ABJ', 'CDG', 'CMN', 'BKO', 'LOS', 'JFK'],
  LFW: ['LOS', 'ACC', 'ABJ', 'COO', 'CDG', 'ADD'],
};
const DEFAULT_FAVOURITES = ['LOS', 'ACC', 'ABJ', 'DSS', 'LHR', 'CDG', 'DXB', 'JFK', 'ADD', 'NBO'];

/** Main airport of each country we sell in, for visitors placed by their IP. */
const GATEWAY_BY_COUNTRY: Record<string, string> = {
  NG: 'LOS',
  GH: 'ACC',
  CI: 'ABJ',
  SN: 'DSS',
  TG: 'LFW',
  BJ: 'COO',
  BF: 'OUA',
  ML: 'BKO',
  NE: 'NIM',
  TD: 'NDJ',
  CM: 'DLA',
  GA: 'LBV',
  CG: 'BZV',
  CD: 'FIH',
  CF: 'BGF',
  GQ: 'SSG',
  GN: 'CKY',
  SL: 'FNA',
  LR: 'ROB',
  GM: 'BJL',
  GW: 'OXB',
  CV: 'RAI',
  MR: 'NKC',
  ET: 'ADD',
  KE: 'NBO',
  ZA: 'JNB',
  MA: 'CMN',
  EG: 'CAI',
  DZ: 'ALG',
  TN: 'TUN',
  RW: 'KGL',
  UG: 'EBB',
  TZ: 'DAR',
  AO: 'LAD',
  GB: 'LHR',
  FR: 'CDG',
  NL: 'AMS',
  DE: 'FRA',
  BE: 'BRU',
  TR: 'IST',
  ES: 'MAD',
  PT: 'LIS',
  IT: 'FCO',
  CH: 'GVA',
  AE: 'DXB',
  QA: 'DOH',
  SA: 'JED',
  US: 'JFK',
  CA: 'YYZ',
  BR: 'GRU',
  CN: 'PEK',
  IN: 'DEL',
};

export function gatewayFor(countryCode: string | undefined | null): string | null {
  return (countryCode && GATEWAY_BY_COUNTRY[countryCode.toUpperCase()]) || null;
}

export interface PopularTrip {
  origin: string;
  destination: string;
  departureDate: string;
  price: { total: string; currency: OfferCurrency };
}

const DAY_MS = 86_400_000;
/** Prices are quoted for a trip three weeks out, one adult, economy, one way. */
const DAYS_AHEAD = 21;

const cache = new Map<string, { at: number; trips: PopularTrip[] }>();
const CACHE_MS = 15 * 60_000;

/** The cheapest one-way fare from an origin to its popular destinations, cheapest first. */
export async function popularTrips(provider: FlightProvider, origin: string, currency: OfferCurrency, now = new Date()): Promise<PopularTrip[]> {
  const departureDate = new Date(now.getTime() + DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10);
  const key = `${origin}:${currency}:${departureDate}`;
  const cached = cache.get(key);
  if (cached && now.getTime() - cached.at < CACHE_MS) return cached.trips;

  const destinations = (FAVOURITES[origin] ?? DEFAULT_FAVOURITES).filter((destination) => destination !== origin && provider.serves(destination)).slice(0, 6);
  const found = await Promise.all(
    destinations.map(async (destination) => {
      const { data } = await provider.searchOffers({
        currencyCode: currency,
        originDestinations: [{ id: '1', originLocationCode: origin, destinationLocationCode: destination, departureDateTimeRange: { date: departureDate } }],
        travelers: [{ id: '1', travelerType: 'ADULT' }],
        sources: ['GDS'],
        searchCriteria: { maxFlightOffers: 1 },
      });
      const cheapest = data[0];
      return cheapest ? { origin, destination, departureDate, price: { total: cheapest.price.total, currency } } : null;
    }),
  );
  const trips = found.filter((trip): trip is PopularTrip => trip !== null);
  cache.set(key, { at: now.getTime(), trips });
  return trips;
}
