import type { z } from '@hono/zod-openapi';
import type { PaymentOptionsSchema, OrderViewSchema } from '@/server/orders/orders.routes';
import type { StayOrderFieldsSchema } from '@/server/stays/stays.routes';
import { type HttpClient, http } from './http';

/** A stay order as the API shows it (payment and confirmation pages). */
export type StayBooking = z.output<typeof OrderViewSchema> & z.output<typeof StayOrderFieldsSchema>;
/** A stay order as its payment page shows it. */
export type PayableStay = StayBooking & z.output<typeof PaymentOptionsSchema>;

/** A stay order (its confirmation page). */
export async function getStayBooking(reference: string, client: HttpClient = http): Promise<StayBooking> {
  const { data } = await client.get<{ data: StayBooking }>(`/bookings/${encodeURIComponent(reference)}`);
  return data.data;
}
