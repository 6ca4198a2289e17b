import type { Season } from '@/store/slices/ui';

/** Spec §2/§9: the seasonal logo shows within 7 days either side of each feast. */
export const SEASON_WINDOW_DAYS = 7;

const FEASTS: Array<{ season: Exclude<Season, null>; month: number; day: number }> = [
  { season: 'christmas', month: 12, day: 25 },
  { season: 'easter', month: 4, day: 20 },
  { season: 'sallah', month: 3, day: 31 },
];

const DAY_MS = 86_400_000;
/** Days are counted in West Africa Time (UTC+1, no daylight saving), the audience's calendar. */
const WAT_OFFSET_MS = 3_600_000;

function dayNumber(year: number, month: number, day: number) {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function seasonFor(date: Date): Season {
  const local = new Date(date.getTime() + WAT_OFFSET_MS);
  const today = dayNumber(local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate());
  for (const feast of FEASTS) {
    // Check the feast in this year and its neighbours, so 1 January still sees Christmas.
    for (const year of [local.getUTCFullYear() - 1, local.getUTCFullYear(), local.getUTCFullYear() + 1]) {
      if (Math.abs(today - dayNumber(year, feast.month, feast.day)) <= SEASON_WINDOW_DAYS) return feast.season;
    }
  }
  return null;
}
