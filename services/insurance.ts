import type { z } from '@hono/zod-openapi';
import type { InsuranceQuoteSchema } from '@/server/insurance/insurance.routes';
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
