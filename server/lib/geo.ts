const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/*
 * A zone's offset changes only on a quarter hour of UTC (every offset, Nepal's +05:45 included, is
 * a whole number of quarter hours, and so is every change of it), so one look-up per zone and
 * quarter hour serves every instant in it. Intl's formatToParts is what a search spent most of its
 * time on: it writes the local times of hundreds of flights.
 */
const QUARTER_HOUR_MS = 900_000;
const offsets = new Map<string, number>();

/** Minutes a zone is ahead of UTC at an instant. */
export function zoneOffsetMinutes(utcMs: number, timeZone: string): number {
  const quarter = Math.floor(utcMs / QUARTER_HOUR_MS);
  const key = `${timeZone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR_MS;
    const parts = Object.fromEntries(
      formatter(timeZone)
        .formatToParts(new Date(start))
        .map((part) => [part.type, part.value]),
    );
    offset = Math.round((Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}Z`) - start) / 60_000);
    if (offsets.size >= 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** "2026-12-24T21:50:00": the wall-clock time in a zone, as Amadeus writes local times. */
export function localDateTime(utcMs: number, timeZone: string): string {
  return new Date(utcMs + zoneOffsetMinutes(utcMs, timeZone) * 60_000).toISOString().slice(0, 19);
}

/** The UTC instant (ms) of a wall-clock time in a zone, given as if that wall clock were UTC. */
function fromWallClock(wallAsUtc: number, timeZone: string): number {
  const first = wallAsUtc - zoneOffsetMinutes(wallAsUtc, timeZone) * 60_000;
  // A second pass settles the rare case where the guess fell across a daylight-saving change.
  return wallAsUtc - zoneOffsetMinutes(first, timeZone) * 60_000;
}

/** The UTC instant of a wall-clock time in a zone (date "YYYY-MM-DD", minutes after midnight). */
export const zonedToUtc = (date: string, minutesAfterMidnight: number, timeZone: string): number =>
  fromWallClock(Date.parse(`${date}T00:00:00Z`) + minutesAfterMidnight * 60_000, timeZone);

/** A local wall-clock time in a time zone (an airport's, a hotel's) ("2026-12-24T22:20:00") as the instant it is. */
export const zonedInstant = (local: string, timeZone: string): Date => new Date(fromWallClock(Date.parse(`${local.slice(0, 19)}Z`), timeZone));

/** ISO 8601 duration of whole minutes: PT9H10M. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}
