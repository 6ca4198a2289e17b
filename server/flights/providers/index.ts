import type { Database } from '../../db/client';
import { airlines, airports } from '../../db/schema';
import { env } from '../../env';
import { AmadeusFlights } from './amadeus';
import { cityCodes } from '../../reference/location-search';
import { SimulatedGds } from './simulated/search';
import type { FlightProvider } from './types';

export type { FlightProvider } from './types';

const holder = globalThis as typeof globalThis & { __flightProvider?: Promise<FlightProvider> };

/** The configured flight provider, built once per process: the simulated GDS by default, Amadeus with FLIGHT_PROVIDER=amadeus. */
export function getFlightProvider(db: Pick<Database, 'select'>): Promise<FlightProvider> {
  if (!holder.__flightProvider) {
    const building = (async (): Promise<FlightProvider> => {
      const [airportRows, airlineRows] = await Promise.all([db.select().from(airports), db.select().from(airlines)]);
      const config = env();
      if (config.FLIGHT_PROVIDER === 'amadeus') {
        return new AmadeusFlights({
          clientId: config.AMADEUS_CLIENT_ID!,
          clientSecret: config.AMADEUS_CLIENT_SECRET!,
          baseUrl: config.AMADEUS_BASE_URL,
          knownAirports: new Set(airportRows.map((row) => row.iata)),
        });
      }
      return new SimulatedGds({
        airports: new Map(airportRows.map((row) => [row.iata, row])),
        cities: cityCodes(airportRows),
        carriers: new Map(airlineRows.map((row) => [row.iata, row.name])),
        ngnPerUsd: config.NGN_PER_USD,
        failureRate: config.SIMULATED_GDS_FAILURE_RATE,
      });
    })();
    holder.__flightProvider = building;
    building.catch(() => {
      if (holder.__flightProvider === building) holder.__flightProvider = undefined;
    });
  }
  return holder.__flightProvider;
}

export function resetFlightProvider() {
  holder.__flightProvider = undefined;
}
