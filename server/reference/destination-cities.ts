import cities from './destination-cities.json';

/**
 * The cities the seeded catalogues list stays and experiences in: where travellers from West and
 * Central Africa go. `tier` scales prices (1: Lagos-like, 2: a regional capital, 3: London, Paris,
 * Dubai). Reference data every product reads (stays, experiences, the landing pages).
 */
export interface StayCity {
  code: string;
  name: { en: string; fr: string };
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  tier: 1 | 2 | 3;
  districts: string[];
}

/** The list itself is data: destination-cities.json. */
export const STAY_CITIES = cities as StayCity[];
