import { localDateTime, zoneOffsetMinutes, zonedInstant, zonedToUtc } from './geo';

/** What Intl itself says, instant by instant: the answer the quarter-hour cache must give. */
function intlLocal(utcMs: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(utcMs))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

describe('local times in a zone', () => {
  const zones = [
    'Africa/Lagos',
    'Europe/London',
    'America/New_York',
    'America/St_Johns',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'Asia/Dubai',
  ];

  it('reads every minute around daylight-saving changes exactly as Intl does', () => {
    // Both 2027 changes of each zone that has them fall in these windows (March–April, September–November).
    const windows = [Date.UTC(2027, 2, 1), Date.UTC(2027, 3, 1), Date.UTC(2027, 8, 20), Date.UTC(2027, 9, 20)];
    for (const timeZone of zones) {
      for (const start of windows) {
        // Every 7 minutes for 12 days: every quarter hour is met at several offsets within it.
        for (let utcMs = start; utcMs < start + 12 * 86_400_000; utcMs += 7 * 60_000 + 13_000) {
          const expected = intlLocal(utcMs, timeZone);
          if (localDateTime(utcMs, timeZone) !== expected)
            expect({ timeZone, at: new Date(utcMs).toISOString(), local: localDateTime(utcMs, timeZone) }).toEqual({
              timeZone,
              at: new Date(utcMs).toISOString(),
              local: expected,
            });
        }
      }
    }
  });

  it('gives offsets in minutes, half and three-quarter hours included', () => {
    const winter = Date.UTC(2027, 0, 15, 12);
    expect(zoneOffsetMinutes(winter, 'Africa/Lagos')).toBe(60);
    expect(zoneOffsetMinutes(winter, 'Asia/Kathmandu')).toBe(345);
    expect(zoneOffsetMinutes(winter, 'America/St_Johns')).toBe(-210);
    expect(zoneOffsetMinutes(Date.UTC(2027, 6, 15, 12), 'Europe/London')).toBe(60);
    expect(localDateTime(Date.UTC(2026, 11, 24, 20, 50, 0), 'Africa/Lagos')).toBe('2026-12-24T21:50:00');
  });

  it('turns a wall-clock time back into the same instant', () => {
    for (const timeZone of zones) {
      const utcMs = zonedToUtc('2027-06-10', 8 * 60 + 25, timeZone);
      expect(localDateTime(utcMs, timeZone)).toBe('2027-06-10T08:25:00');
    }
  });

  it('reads a local time as Amadeus writes it as the instant it is, in summer and winter', () => {
    expect(zonedInstant('2026-12-24T22:20:00', 'Africa/Lagos').toISOString()).toBe('2026-12-24T21:20:00.000Z');
    expect(zonedInstant('2027-07-01T12:00:00', 'Europe/London').toISOString()).toBe('2027-07-01T11:00:00.000Z');
    expect(zonedInstant('2027-01-15T12:00', 'Europe/London').toISOString()).toBe('2027-01-15T12:00:00.000Z');
    expect(zonedInstant('2027-03-28T03:30:00', 'Europe/London').toISOString()).toBe('2027-03-28T02:30:00.000Z');
  });
});
