/**
 * The time as the rules that wait for a day to pass see it (a review opens once a stay is over;
 * My Trips moves a trip from upcoming to past). Real time, unless a tester moved it forward with
 * TEST_CLOCK (server/dev/clock.index.ts).
 */
let offsetMs = 0;

export const now = () => new Date(Date.now() + offsetMs);

export const clockOffsetMs = () => offsetMs;

export function setClockOffset(ms: number) {
  offsetMs = ms;
}
