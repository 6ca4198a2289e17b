/** A local wall-clock time in a time zone (an airport's, a hotel's) ("2026-12-24T22:20:00") as the instant it is. */
export function zonedInstant(local: string, timeZone: string): Date {
  const asUtc = new Date(`${local.slice(0, 19)}Z`);
  const offsetAt = (instant: Date) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(instant)
        .map((part) => [part.type, part.value]),
    );
    return (
      Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)) -
      instant.getTime()
    );
  };
  // Twice, so a time just after a daylight-saving change lands right.
  const first = new Date(asUtc.getTime() - offsetAt(asUtc));
  return new Date(asUtc.getTime() - offsetAt(first));
}
