import { distanceKm, zonedToUtc } from '../../../lib/geo';
import { between, unit } from '../../../lib/seeded-random';

export interface AirportPoint {
  iata: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  countryCode: string;
}

export interface ScheduledFlight {
  carrier: string;
  number: string;
  from: string;
  to: string;
  departUtc: number;
  arriveUtc: number;
  aircraft: string;
  distanceKm: number;
}

const SHORT_HAUL = ['E90', '73H', 'DH4', 'CR9'];
const MEDIUM_HAUL = ['320', '73H', '321', '7M8'];
const LONG_HAUL = ['789', '77W', '359', '333'];

export const AIRCRAFT_NAMES: Record<string, string> = {
  E90: 'EMBRAER 190',
  '73H': 'BOEING 737-800',
  DH4: 'DE HAVILLAND DASH 8-400',
  CR9: 'CANADAIR REGIONAL JET 900',
  '320': 'AIRBUS A320',
  '321': 'AIRBUS A321',
  '7M8': 'BOEING 737 MAX 8',
  '789': 'BOEING 787-9',
  '77W': 'BOEING 777-300ER',
  '359': 'AIRBUS A350-900',
  '333': 'AIRBUS A330-300',
};

export const isLongHaul = (km: number) => km > 3500;

/** Minutes gate to gate: cruise speed by stage length plus taxi and climb. */
export function blockMinutes(km: number): number {
  const speed = km < 1000 ? 560 : km < 3500 ? 740 : 830;
  return Math.round(((km / speed) * 60 + 30) / 5) * 5;
}

/**
 * The flights one carrier operates on one route on one local date. Fixed by the route, the
 * carrier and the date, so every search sees the same timetable.
 */
export function flightsOn(from: AirportPoint, to: AirportPoint, carrier: string, date: string): ScheduledFlight[] {
  const km = distanceKm(from, to);
  const routeKey = `${carrier}:${from.iata}-${to.iata}`;
  const maxPerDay = km < 1200 ? 3 : isLongHaul(km) ? 1 : 2;
  const perDay = between(`${routeKey}:freq`, 1, maxPerDay);
  // Some long-haul routes do not fly every day of the week.
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (isLongHaul(km) && unit(`${routeKey}:day${weekday}`) < 0.2) return [];
  const fleet = isLongHaul(km) ? LONG_HAUL : km < 900 ? SHORT_HAUL : MEDIUM_HAUL;
  const aircraft = fleet[between(`${carrier}:fleet:${fleet.join()}`, 0, fleet.length - 1)]!;
  const baseNumber = between(routeKey, 100, 899);
  const block = blockMinutes(km);
  const flights: ScheduledFlight[] = [];
  for (let slot = 0; slot < perDay; slot += 1) {
    // Departures spread over the day, on five-minute marks, between 06:00 and 22:55 local.
    const window = (17 * 60) / perDay;
    const minute = Math.round((6 * 60 + slot * window + unit(`${routeKey}:dep${slot}`) * (window - 5)) / 5) * 5;
    const departUtc = zonedToUtc(date, minute, from.timeZone);
    flights.push({
      carrier,
      number: String(baseNumber + slot * 2),
      from: from.iata,
      to: to.iata,
      departUtc,
      arriveUtc: departUtc + block * 60_000,
      aircraft,
      distanceKm: km,
    });
  }
  return flights;
}
