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

/** "2026-12-24T21:50:00": the wall-clock time in a zone, as Amadeus writes local times. */
export function localDateTime(utcMs: number, timeZone: string): string {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(utcMs)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Minutes a zone is ahead of UTC at an instant. */
export function zoneOffsetMinutes(utcMs: number, timeZone: string): number {
  const local = localDateTime(utcMs, timeZone);
  return Math.round((Date.parse(`${local}Z`) - utcMs) / 60_000);
}

/** The UTC instant of a wall-clock time in a zone (date "YYYY-MM-DD", minutes after midnight). */
export function zonedToUtc(date: string, minutesAfterMidnight: number, timeZone: string): number {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutesAfterMidnight * 60_000;
  const first = guess - zoneOffsetMinutes(guess, timeZone) * 60_000;
  // A second pass settles the rare case where the guess fell across a daylight-saving change.
  return guess - zoneOffsetMinutes(first, timeZone) * 60_000;
}

/** ISO 8601 duration of whole minutes: PT9H10M. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}
