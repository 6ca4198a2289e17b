import type { z } from '@hono/zod-openapi';
import type { InsuranceApplicationSchema, InsuranceBookingSchema, InsuranceQuoteSchema, PolicyCheckSchema } from '@/server/insurance/insurance.routes';
import type { PaymentOptionsSchema } from '@/server/orders/orders.routes';
import type { quoteBody } from '@/lib/insurance-query';
import { type HttpClient, http } from './http';

/** The plans that can cover a trip, priced in naira, cheapest first (kept a day for the purchase). */
export type InsuranceQuote = z.output<typeof InsuranceQuoteSchema>;
export type InsurancePlan = InsuranceQuote['plans'][number];

/** Spec §7 POST /insurance/quote. */
export async function quoteInsurance(body: ReturnType<typeof quoteBody>, client: HttpClient = http): Promise<InsuranceQuote> {
  const { data } = await client.post<{ data: InsuranceQuote }>('/insurance/quote', body);
  return data.data;
}

/** The application's answer: the plan kept for the person until the quote expires. */
export type InsuranceApplication = z.output<typeof InsuranceApplicationSchema>;
/** An insurance order as the API shows it (payment, confirmation pages). */
export type InsuranceBooking = z.output<typeof InsuranceBookingSchema>;
/** An insurance order as its payment page shows it. */
export type PayableInsurance = InsuranceBooking & z.output<typeof PaymentOptionsSchema>;
/** What the public check of a certificate says. */
export type PolicyCheck = z.output<typeof PolicyCheckSchema>;

/** A quote again by its id (the applicant page). */
export async function getInsuranceQuote(id: string, client: HttpClient = http): Promise<InsuranceQuote> {
  const { data } = await client.get<{ data: InsuranceQuote }>(`/insurance/quote/${encodeURIComponent(id)}`);
  return data.data;
}

/** Spec §7 POST /insurance/insurancedata: the traveller or family for a quote's plan. */
export async function addInsuranceData(
  body: { quoteId: string; planCode: string; individual?: Record<string, unknown>; family?: Record<string, unknown> },
  client: HttpClient = http,
): Promise<InsuranceApplication> {
  const { data } = await client.post<{ data: InsuranceApplication }>('/insurance/insurancedata', body);
  return data.data;
}

/** Spec §7 POST /api/v1/booked: the application's plan as an unpaid order, opened in this browser. */
export async function bookInsurance(applicationId: string, language: 'en' | 'fr', client: HttpClient = http): Promise<InsuranceBooking> {
  const { data } = await client.post<{ data: InsuranceBooking }>('/v1/booked', { applicationId, language });
  return data.data;
}

/** An insurance order (its confirmation page). */
export async function getInsuranceBooking(reference: string, client: HttpClient = http): Promise<InsuranceBooking> {
  const { data } = await client.get<{ data: InsuranceBooking }>(`/bookings/${encodeURIComponent(reference)}`);
  return data.data;
}

/** Spec §7 POST /api/v1/insuranceConfirmationMail: the confirmation email again; answers the (masked) address it went to. */
export async function resendInsuranceConfirmation(reference: string, client: HttpClient = http): Promise<string> {
  const { data } = await client.post<{ data: { sentTo: string } }>('/v1/insuranceConfirmationMail', { bookingId: reference });
  return data.data.sentTo;
}

/** The public check of a certificate by its contract number. */
export async function verifyPolicy(contract: string, client: HttpClient = http): Promise<PolicyCheck> {
  const { data } = await client.get<{ data: PolicyCheck }>(`/insurance/verify/${encodeURIComponent(contract)}`);
  return data.data;
}

/** A cancelled policy and how its money comes back. */
export type InsuranceCancellation = InsuranceBooking & { refund: { status: 'REFUNDED' | 'REFUND_DUE'; amount: string; currency: string } };

/** Cancels a paid policy before its cover starts, for a full refund. */
export async function cancelInsurance(reference: string, client: HttpClient = http): Promise<InsuranceCancellation> {
  const { data } = await client.post<{ data: InsuranceCancellation }>('/insurance/cancel', { bookingId: reference });
  return data.data;
}
