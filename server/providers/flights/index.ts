import type { Database } from '../../db/client';
import { airlines, airports } from '../../db/schema';
import { env } from '../../env';
import { SimulatedGds } from './simulated/search';
import type { FlightProvider } from './types';

export type { FlightProvider } from './types';

const holder = globalThis as typeof globalThis & { __flightProvider?: Promise<FlightProvider> };

/** The configured flight provider, built once per process. The simulated GDS is the default. */
export function getFlightProvider(db: Database): Promise<FlightProvider> {
  if (!holder.__flightProvider) {
    const building = (async (): Promise<FlightProvider> => {
      const [airportRows, airlineRows] = await Promise.all([db.select().from(airports), db.select().from(airlines)]);
      return new SimulatedGds({
        airports: new Map(airportRows.map((row) => [row.iata, row])),
        carriers: new Map(airlineRows.map((row) => [row.iata, row.name])),
        ngnPerUsd: env().NGN_PER_USD,
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
