import { AmadeusClient, amadeusError, partnerUnavailable, type AmadeusIssue, type Fetch } from '../../../lib/amadeus/client';
import { HttpError } from '../../../lib/http-error';
import type { ActivityProvider, ProviderActivity, SquareArea } from '../types';

/*
 * Amadeus Tours and Activities v1 (Self-Service): activities around a point
 * (GET /v1/shopping/activities), in a square (…/by-square) and one by id (…/{activityId}). The
 * answers are kept an hour (they change slowly, and each call is billed); an activity without an
 * https booking link is not shown (its supplier's site is where it is booked).
 */

export interface AmadeusActivitiesOptions {
  clientId: string;
  clientSecret: string;
  baseUrl?: string;
  fetch?: Fetch;
  now?: () => number;
}

const KEEP_MS = 3_600_000;
/** Activities kept by id (what a list showed is opened without another call). */
const MAX_KEPT = 2_000;

const WORDS = { provider: 'Activity', partner: 'activities' };
const unavailable = () => partnerUnavailable(WORDS);

/** An Amadeus error as our envelope (its code kept as amadeus_code, spec §8); an experience it no longer offers is a 404. */
export const activitiesError = (status: number, issues: AmadeusIssue[]): HttpError =>
  amadeusError(status, issues, WORDS, () =>
    status === 404 ? new HttpError(404, 'NOT_FOUND', 'No such experience', 'Our activities partner no longer offers this experience.') : undefined,
  );

interface RawActivity {
  id?: string | number;
  type?: string;
  name?: string;
  shortDescription?: string;
  description?: string;
  geoCode?: { latitude?: number | string; longitude?: number | string };
  rating?: string | number;
  price?: { amount?: string; currencyCode?: string };
  pictures?: string[];
  bookingLink?: string;
  minimumDuration?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Supplier text as plain words: markup and control characters out, entities read, spaces folded. */
export function plainText(value: string | undefined, max: number): string {
  if (!value) return '';
  const text = value
    .replace(/<\s*(br|\/p|\/li)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

const httpsLink = (value: string | undefined) => {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
};

/** An Amadeus Activity as ours, or null when it cannot be shown (no id, name, place or https booking link). */
export function normaliseActivity(raw: RawActivity): ProviderActivity | null {
  const id = String(raw.id ?? '');
  const latitude = Number(raw.geoCode?.latitude);
  const longitude = Number(raw.geoCode?.longitude);
  const bookingLink = httpsLink(raw.bookingLink);
  const name = plainText(raw.name, 200);
  if (!/^\d{1,14}$/.test(id) || !name || !Number.isFinite(latitude) || !Number.isFinite(longitude) || !bookingLink) return null;
  const rating = Number(raw.rating);
  const amount = Number.parseFloat(raw.price?.amount ?? '');
  return {
    id,
    name,
    shortDescription: plainText(raw.shortDescription, 300),
    description: plainText(raw.description ?? raw.shortDescription, 4000),
    latitude,
    longitude,
    rating: Number.isFinite(rating) && rating > 0 && rating <= 5 ? Math.round(rating * 10) / 10 : null,
    // "514.13A" means an additional collection: the amount is the number.
    price:
      Number.isFinite(amount) && amount > 0 && /^[A-Z]{3}$/.test(raw.price?.currencyCode ?? '')
        ? { amount: amount.toFixed(2), currencyCode: raw.price!.currencyCode! }
        : null,
    bookingLink,
    minimumDuration: /^P(T?\d+[DHMS])+$/.test(raw.minimumDuration ?? '') ? raw.minimumDuration! : null,
  };
}

export class AmadeusActivities implements ActivityProvider {
  private readonly client: AmadeusClient;
  private readonly lists = new Map<string, { at: number; activities: Promise<ProviderActivity[]> }>();
  private readonly byId = new Map<string, { at: number; activity: ProviderActivity }>();

  constructor(private readonly options: AmadeusActivitiesOptions) {
    this.client = new AmadeusClient({ ...options, toError: activitiesError, unavailable });
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  private keep(activities: ProviderActivity[]) {
    for (const activity of activities) {
      if (this.byId.size >= MAX_KEPT) this.byId.delete(this.byId.keys().next().value!);
      this.byId.set(activity.id, { at: this.now(), activity });
    }
    return activities;
  }

  private list(path: string): Promise<ProviderActivity[]> {
    const kept = this.lists.get(path);
    if (kept && this.now() - kept.at < KEEP_MS) return kept.activities;
    const activities = this.client
      .call<{ data?: RawActivity[] }>(path)
      .then((answer) => this.keep((answer.data ?? []).map(normaliseActivity).filter((activity): activity is ProviderActivity => activity !== null)));
    this.lists.set(path, { at: this.now(), activities });
    // A failure is not kept: the next ask tries again.
    activities.catch(() => this.lists.delete(path));
    return activities;
  }

  near(latitude: number, longitude: number, radiusKm: number) {
    const params = new URLSearchParams({
      latitude: latitude.toFixed(6),
      longitude: longitude.toFixed(6),
      radius: String(Math.min(20, Math.max(0, Math.round(radiusKm)))),
    });
    return this.list(`/v1/shopping/activities?${params}`);
  }

  inSquare(area: SquareArea) {
    const params = new URLSearchParams({ north: area.north.toFixed(6), west: area.west.toFixed(6), south: area.south.toFixed(6), east: area.east.toFixed(6) });
    return this.list(`/v1/shopping/activities/by-square?${params}`);
  }

  async get(id: string): Promise<ProviderActivity | null> {
    if (!/^\d{1,14}$/.test(id)) return null;
    const kept = this.byId.get(id);
    if (kept && this.now() - kept.at < KEEP_MS) return kept.activity;
    try {
      const answer = await this.client.call<{ data?: RawActivity }>(`/v1/shopping/activities/${id}`);
      const activity = answer.data ? normaliseActivity(answer.data) : null;
      if (activity) this.keep([activity]);
      return activity;
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  }
}
