import type { z } from '@hono/zod-openapi';
import type { RequestViewSchema, StaffRequestSchema, TermsSchema } from '@/server/aftersales/aftersales.routes';
import type { RequestType } from '@/server/aftersales/schema';
import { API_BASE } from '@/config/public';
import { type HttpClient, http } from './http';

export type AfterSalesRequest = z.output<typeof RequestViewSchema>;
export type AfterSalesTerms = z.output<typeof TermsSchema>;
export type StaffRequest = z.output<typeof StaffRequestSchema>;
export type { RequestType };

export interface BookingRequests {
  /** What the fare rules allow; null when the booking's product has its own cancellation. */
  terms: AfterSalesTerms | null;
  /** Whether a new request may be made now (paid, before the deadline, none open). */
  canAsk: boolean;
  requests: AfterSalesRequest[];
}

export interface AskPayload {
  type: RequestType;
  dates?: { departure: string; return?: string };
  name?: { travelerId: string; firstName: string; lastName: string };
  message?: string;
}

/** Where a browser pays an accepted change: the API's link to the card checkout (a plain link, working without script), wherever the API runs. */
export const changePaymentHref = (reference: string, id: string) =>
  `${API_BASE}/bookings/${encodeURIComponent(reference)}/requests/${encodeURIComponent(id)}/pay`;

/** A booking's change, cancellation and name-correction requests, and what its fare rules allow. */
export async function getBookingRequests(reference: string, client: HttpClient = http): Promise<BookingRequests> {
  const { data } = await client.get<{ data: BookingRequests }>(`/bookings/${encodeURIComponent(reference)}/requests`);
  return data.data;
}

export async function askForChange(reference: string, payload: AskPayload): Promise<AfterSalesRequest> {
  const { data } = await http.post<{ data: AfterSalesRequest }>(`/bookings/${encodeURIComponent(reference)}/requests`, payload);
  return data.data;
}

export async function answerQuote(reference: string, id: string, answer: 'accept' | 'decline'): Promise<AfterSalesRequest> {
  const { data } = await http.post<{ data: AfterSalesRequest }>(`/bookings/${encodeURIComponent(reference)}/requests/${encodeURIComponent(id)}/${answer}`, {});
  return data.data;
}

// ——— Staff ———

export async function getStaffRequests(which: 'open' | 'all', client: HttpClient = http): Promise<StaffRequest[]> {
  const { data } = await client.get<{ data: StaffRequest[] }>(`/ops/requests?which=${which}`);
  return data.data;
}

export type StaffAction =
  | { action: 'quote'; fee?: string; fareDifference?: string; penalty?: string; note?: string }
  | { action: 'refuse'; note: string }
  | { action: 'done'; note: string };

/** A schedule change the airline made, recorded by our staff (the traveller is told). */
export async function recordScheduleChange(reference: string, note: string): Promise<StaffRequest> {
  const { data } = await http.post<{ data: StaffRequest }>(`/ops/bookings/${encodeURIComponent(reference)}/schedule-change`, { note });
  return data.data;
}

export async function actOnRequest(id: string, { action, ...body }: StaffAction): Promise<StaffRequest> {
  const { data } = await http.post<{ data: StaffRequest }>(`/ops/requests/${encodeURIComponent(id)}/${action}`, body);
  return data.data;
}
