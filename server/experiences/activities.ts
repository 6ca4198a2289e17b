import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { addDays, todayInLagos } from '../lib/dates';
import { isoDuration, localDateTime, zoneOffsetMinutes } from '../lib/geo';
import { HttpError } from '../lib/http-error';
import type { Localised } from '../lib/localised';
import { reviewScores } from '../reviews/reviews';
import type { ProviderActivity } from './providers/types';
import { experiences, experienceSlotSales, type BandPrices, type ExperienceCategory, type Participants } from './schema';

/*
 * The own catalogue's experiences as Amadeus Tours and Activities `Activity` items (id, type,
 * name, shortDescription, description, geoCode, rating, pictures, price, minimumDuration,
 * bookingLink) with our additions (category, slots, policy, provider…) beside them
 * (docs/experiences.md), and their time slots: an experience's schedule on each day, less what is
 * sold.
 */

export type Experience = typeof experiences.$inferSelect;

/** The spec's category names (§7 paths) and ours. */
export const CATEGORY_PATHS: Record<string, ExperienceCategory> = {
  Tours: 'TOURS',
  Relaxation: 'RELAXATION',
  OutdoorAndSport: 'OUTDOOR_SPORT',
  Attraction: 'ATTRACTION',
};
export const EXPERIENCE_SORTS = ['RECOMMENDED', 'PRICE', 'RATING', 'DURATION'] as const;
export type ExperienceSort = (typeof EXPERIENCE_SORTS)[number];

/** A slot can be booked until two hours before it starts; dates up to a year ahead. */
export const BOOKING_CUTOFF_MS = 2 * 3_600_000;
export const MAX_DAYS_AHEAD = 365;
const DAY_MS = 86_400_000;

const decimal = (minor: number) => (minor / 100).toFixed(2);
/** Dollars to the booking currency: naira whole, at the site's rate (as stays). */
export const inCurrency = (usdMinor: number, currency: 'USD' | 'NGN', ngnPerUsd: number) =>
  currency === 'USD' ? usdMinor : Math.round((usdMinor * ngnPerUsd) / 100) * 100;

export const experiencePhotoPath = (id: string, number: number) => `/api/experiences/photos/${id}-${number}.svg`;

/** A slot's id: the experience and its local start (EXLOS001-202612141400). */
export const slotId = (experienceId: string, localStart: string) => `${experienceId}-${localStart.slice(0, 16).replace(/[-:T]/g, '')}`;

/** What a slot id names, or null. */
export function parseSlotId(id: string): { experienceId: string; local: string } | null {
  const match = /^([A-Z0-9]{8})-(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(id);
  if (!match) return null;
  const [, experienceId, year, month, day, hour, minute] = match;
  const local = `${year}-${month}-${day}T${hour}:${minute}:00`;
  if (Number.isNaN(Date.parse(`${local}Z`)) || new Date(`${local}Z`).toISOString().slice(0, 19) !== local) return null;
  return { experienceId: experienceId!, local };
}

/** A local wall-clock time in a zone as its instant. */
export function zonedStart(local: string, timeZone: string): Date {
  const guess = Date.parse(`${local}Z`);
  const first = guess - zoneOffsetMinutes(guess, timeZone) * 60_000;
  return new Date(guess - zoneOffsetMinutes(first, timeZone) * 60_000);
}

/** "2026-12-14T14:00:00+01:00": a local time with its offset, as Amadeus writes them. */
export function withOffset(instant: Date, timeZone: string): string {
  const minutes = zoneOffsetMinutes(instant.getTime(), timeZone);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${localDateTime(instant.getTime(), timeZone)}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export interface Slot {
  id: string;
  /** Local time with its offset. */
  startsAt: string;
  remaining: number;
  /** Whether it can still be booked (enough time before it starts, a place left). */
  bookable: boolean;
}

/** Places sold per slot instant for some experiences between two instants. */
export async function soldPlaces(db: Pick<Database, 'select'>, ids: string[], from: Date, to: Date) {
  const sold = new Map<string, number>();
  if (ids.length === 0) return sold;
  const rows = await db
    .select()
    .from(experienceSlotSales)
    .where(and(inArray(experienceSlotSales.experienceId, ids), gte(experienceSlotSales.startsAt, from), lt(experienceSlotSales.startsAt, to)));
  for (const row of rows) sold.set(`${row.experienceId}/${row.startsAt.toISOString()}`, row.sold);
  return sold;
}

/** An experience's slots on the days from `firstDay` (inclusive) to `lastDay` (inclusive), less what is sold. */
export function slotsFor(experience: Experience, firstDay: string, lastDay: string, sold: Map<string, number>, now: Date): Slot[] {
  if (experience.informational) return [];
  const slots: Slot[] = [];
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (!experience.schedule.days.includes(weekday)) continue;
    for (const time of experience.schedule.times) {
      const local = `${day}T${time}:00`;
      const start = zonedStart(local, experience.timeZone);
      const remaining = Math.max(0, experience.capacity - (sold.get(`${experience.id}/${start.toISOString()}`) ?? 0));
      slots.push({
        id: slotId(experience.id, local),
        startsAt: withOffset(start, experience.timeZone),
        remaining,
        bookable: remaining > 0 && start.getTime() - now.getTime() >= BOOKING_CUTOFF_MS,
      });
    }
  }
  return slots;
}

/** What a party pays: each band's count times its price, in the booking currency. */
export function priceParty(prices: BandPrices, party: Participants, currency: 'USD' | 'NGN', ngnPerUsd: number) {
  const band = (minor: number) => inCurrency(minor, currency, ngnPerUsd);
  const lines = {
    adult: { count: party.adults, unit: band(prices.adult) },
    child: { count: party.children, unit: band(prices.child) },
    infant: { count: party.infants, unit: band(prices.infant) },
  };
  const totalMinor = lines.adult.count * lines.adult.unit + lines.child.count * lines.child.unit + lines.infant.count * lines.infant.unit;
  return { lines, totalMinor };
}

/** Participants a party takes of a slot (infants on a lap take none). */
export const placesOf = (party: Participants) => party.adults + party.children;

export type Rating = { score: number | null; count: number };

/** An experience as the API answers it: Amadeus' Activity and our additions. */
export function activityView(experience: Experience, language: 'en' | 'fr', rating: Rating, currency: 'USD' | 'NGN', ngnPerUsd: number) {
  const text = (value: Localised) => value[language];
  return {
    type: 'activity' as const,
    id: experience.id,
    self: { href: `/api/experienceView?id=${experience.id}`, methods: ['GET'] },
    name: text(experience.name),
    shortDescription: text(experience.shortDescription),
    description: text(experience.description),
    geoCode: { latitude: experience.latitude, longitude: experience.longitude },
    // Amadeus rates out of 5; our guests' score is out of 10.
    rating: rating.score === null ? undefined : (rating.score / 2).toFixed(1),
    price: experience.informational ? undefined : { amount: decimal(inCurrency(experience.prices.adult, currency, ngnPerUsd)), currencyCode: currency },
    pictures: Array.from({ length: experience.photos }, (_, index) => experiencePhotoPath(experience.id, index + 1)),
    bookingLink: `/experiences/${categorySlug(experience.category)}/${experience.id}`,
    minimumDuration: isoDuration(experience.durationMinutes),
    // Ours (docs/experiences.md):
    provider: 'experiences' as const,
    category: experience.category,
    cityCode: experience.cityCode,
    informational: experience.informational,
    reviews: rating,
    details: {
      highlights: experience.highlights.map(text),
      included: experience.included.map(text),
      notIncluded: experience.notIncluded.map(text),
      durationMinutes: experience.durationMinutes,
      meetingPoint: text(experience.meetingPoint),
      languages: experience.languages,
      accessibility: text(experience.accessibility),
      freeCancellationHours: experience.informational ? null : experience.freeCancellationHours,
      prices: experience.informational
        ? null
        : {
            adult: decimal(inCurrency(experience.prices.adult, currency, ngnPerUsd)),
            child: decimal(inCurrency(experience.prices.child, currency, ngnPerUsd)),
            infant: decimal(inCurrency(experience.prices.infant, currency, ngnPerUsd)),
            currency,
          },
      practical: experience.practical
        ? { openingHours: text(experience.practical.openingHours), entry: text(experience.practical.entry), tips: text(experience.practical.tips) }
        : null,
      timeZone: experience.timeZone,
    },
  };
}

export type ActivityView = ReturnType<typeof activityView> | ReturnType<typeof providerActivityView>;

/** A provider's id as ours: `AM` + Amadeus' (AM23642). */
export const providerActivityId = (id: string) => `AM${id}`;
export const isProviderActivityId = (id: string) => /^AM\d{1,14}$/.test(id);
/** Pictures drawn for a provider's activity (its supplier's photos are on its site). */
export const PROVIDER_PHOTOS = 3;

/** Minutes of an ISO 8601 duration (PT2H30M, P1D), or null. */
export function durationMinutes(iso: string | null): number | null {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:\d+S)?)?$/.exec(iso ?? '');
  if (!match || iso === 'P' || iso === 'PT') return null;
  return Number(match[1] ?? 0) * 1440 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/** A provider's activity as an Activity of ours: booked on its supplier's site (`bookingLink`), never through our checkout. */
export function providerActivityView(activity: ProviderActivity, cityCode: string | null) {
  const id = providerActivityId(activity.id);
  return {
    type: 'activity' as const,
    id,
    self: { href: `/api/experienceView?id=${id}`, methods: ['GET'] },
    name: activity.name,
    shortDescription: activity.shortDescription,
    description: activity.description,
    geoCode: { latitude: activity.latitude, longitude: activity.longitude },
    rating: activity.rating === null ? undefined : activity.rating.toFixed(1),
    price: activity.price ?? undefined,
    pictures: Array.from({ length: PROVIDER_PHOTOS }, (_, index) => experiencePhotoPath(id, index + 1)),
    bookingLink: activity.bookingLink,
    minimumDuration: activity.minimumDuration ?? undefined,
    provider: 'amadeus' as const,
    category: null,
    cityCode,
    informational: false,
    // The supplier's rating (out of 5) as our score out of 10; none of our guests has reviewed it.
    reviews: { score: activity.rating === null ? null : activity.rating * 2, count: 0 },
    details: null,
  };
}

/** A provider's activity among our own in a list: what the filters and sorts read of it. */
export interface OutsideItem {
  view: ReturnType<typeof providerActivityView>;
  /** In the search's currency (minor units); null when the supplier prices in another. */
  priceMinor: number | null;
  score: number | null;
  durationMinutes: number | null;
}

export function outsideItem(activity: ProviderActivity, cityCode: string | null, currency: 'USD' | 'NGN'): OutsideItem {
  const view = providerActivityView(activity, cityCode);
  return {
    view,
    priceMinor: activity.price && activity.price.currencyCode === currency ? Math.round(Number(activity.price.amount) * 100) : null,
    score: view.reviews.score,
    durationMinutes: durationMinutes(activity.minimumDuration),
  };
}

/** The web's address word for a category. */
export function categorySlug(category: ExperienceCategory) {
  return { TOURS: 'tours', RELAXATION: 'relaxation', OUTDOOR_SPORT: 'outdoor-and-sport', ATTRACTION: 'attractions' }[category];
}

export interface ExperienceSearch {
  searchTerm?: string;
  category?: ExperienceCategory;
  cityCode?: string;
  /** Has a bookable slot that day. */
  date?: string;
  /** The highest adult price, in the booking currency. */
  maxPrice?: number;
  maxHours?: number;
  /** Out of 10. */
  minScore?: number;
  freeCancellation?: boolean;
  /** Include the places that are shown, not sold. */
  informational?: boolean;
  sort: ExperienceSort;
  page: number;
  pageSize: number;
  currency: 'USD' | 'NGN';
  language: 'en' | 'fr';
}

const plain = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The rules of a search beyond its shape. */
export function checkExperienceSearch(search: ExperienceSearch, now = new Date()) {
  const today = todayInLagos(now);
  if (search.date && (search.date < today || search.date > addDays(today, MAX_DAYS_AHEAD))) {
    throw new HttpError(422, 'DATE_OUT_OF_RANGE', 'Check the date', `Choose a day from today to ${MAX_DAYS_AHEAD} days ahead.`, [
      {
        status: 422,
        code: 'DATE_OUT_OF_RANGE',
        title: 'Check the date',
        detail: `Choose a day from today to ${MAX_DAYS_AHEAD} days ahead.`,
        source: { parameter: 'date' },
      },
    ]);
  }
  return search;
}

/** Experiences matching a search (with a provider's beside them), filtered, sorted and paged, as Activities. */
export async function searchExperiences(
  db: Pick<Database, 'select'>,
  search: ExperienceSearch,
  ngnPerUsd: number,
  now = new Date(),
  outside: OutsideItem[] = [],
) {
  const conditions = [];
  if (search.category) conditions.push(eq(experiences.category, search.category));
  if (search.cityCode) conditions.push(eq(experiences.cityCode, search.cityCode));
  const rows = await db
    .select()
    .from(experiences)
    .where(conditions.length ? and(...conditions) : undefined);
  const term = search.searchTerm ? plain(search.searchTerm.trim()) : '';
  const words = term.split(/\s+/).filter(Boolean);
  const matches = (text: string) => words.every((word) => plain(text).includes(word));
  const matching = rows.filter((row) => {
    if (!search.informational && row.informational) return false;
    return words.length === 0 || matches(`${row.name.en} ${row.name.fr} ${row.shortDescription.en} ${row.shortDescription.fr} ${row.cityCode}`);
  });
  const ids = matching.map((row) => row.id);
  const [ratings, sold] = await Promise.all([
    reviewScores(db, 'experience', ids),
    search.date
      ? soldPlaces(db, ids, new Date(Date.parse(`${search.date}T00:00:00Z`) - DAY_MS), new Date(Date.parse(`${search.date}T00:00:00Z`) + 2 * DAY_MS))
      : Promise.resolve(new Map<string, number>()),
  ]);
  const ratingOf = (row: Experience): Rating => ratings.get(row.id) ?? { score: null, count: 0 };
  const priceOf = (row: Experience) => inCurrency(row.prices.adult, search.currency, ngnPerUsd);
  const own = matching
    .filter((row) => (search.maxPrice ? row.informational || priceOf(row) <= search.maxPrice * 100 : true))
    .filter((row) => (search.maxHours ? row.durationMinutes <= search.maxHours * 60 : true))
    .filter((row) => (search.minScore ? (ratingOf(row).score ?? 0) >= search.minScore : true))
    .filter((row) => (search.freeCancellation ? !row.informational && row.freeCancellationHours > 0 : true))
    .filter((row) => (search.date ? row.informational || slotsFor(row, search.date, search.date, sold, now).some((slot) => slot.bookable) : true));
  // A provider's activity is kept only where what a filter asks is known of it (not its days, not its cancellation).
  const theirs = outside
    .filter((item) => words.length === 0 || matches(`${item.view.name} ${item.view.shortDescription}`))
    .filter(() => !search.date && !search.freeCancellation)
    .filter((item) => (search.maxPrice ? item.priceMinor !== null && item.priceMinor <= search.maxPrice * 100 : true))
    .filter((item) => (search.maxHours ? item.durationMinutes !== null && item.durationMinutes <= search.maxHours * 60 : true))
    .filter((item) => (search.minScore ? (item.score ?? 0) >= search.minScore : true));
  type Entry = {
    id: string;
    price: number | null;
    score: number | null;
    count: number;
    duration: number | null;
    recommended: number;
    view: () => ActivityView;
  };
  const entries: Entry[] = [
    ...own.map((row) => {
      const rating = ratingOf(row);
      // Recommended: well reviewed by many, then the sold ones before the places.
      return {
        id: row.id,
        price: row.informational ? null : priceOf(row),
        score: rating.score,
        count: rating.count,
        duration: row.durationMinutes,
        recommended: (rating.score ?? 6) * 10 + Math.min(rating.count, 30) / 3 - (row.informational ? 40 : 0),
        view: () => activityView(row, search.language, rating, search.currency, ngnPerUsd),
      };
    }),
    // A supplier's activity after ours when alike: ours are booked here, with our guarantees.
    ...theirs.map((item) => ({
      id: item.view.id,
      price: item.priceMinor,
      score: item.score,
      count: 0,
      duration: item.durationMinutes,
      recommended: (item.score ?? 6) * 10 - 20,
      view: () => item.view,
    })),
  ];
  const last = Number.MAX_SAFE_INTEGER;
  const sorted = entries.sort((a, b) => {
    if (search.sort === 'PRICE') return (a.price ?? last) - (b.price ?? last) || a.id.localeCompare(b.id);
    if (search.sort === 'RATING') return (b.score ?? 0) - (a.score ?? 0) || b.count - a.count || a.id.localeCompare(b.id);
    if (search.sort === 'DURATION') return (a.duration ?? last) - (b.duration ?? last) || a.id.localeCompare(b.id);
    return b.recommended - a.recommended || a.id.localeCompare(b.id);
  });
  const start = (search.page - 1) * search.pageSize;
  return {
    data: sorted.slice(start, start + search.pageSize).map((entry) => entry.view()),
    meta: { count: sorted.length, page: search.page, pageSize: search.pageSize },
  };
}
