/** Today in Lagos (UTC+1, no summer time), YYYY-MM-DD: the first day a traveller can book or be covered. */
export const todayInLagos = (now = new Date()) => new Date(now.getTime() + 3_600_000).toISOString().slice(0, 10);

/** A YYYY-MM-DD day `days` later (or earlier). */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
