import type { OfferView } from './flight-types';
import { type HttpClient, http } from './http';
import { API_BASE } from '@/config/public';

// The API's own types, declared once by its zod schemas and domain (type-only: nothing of the server reaches a bundle).
import type { z } from '@hono/zod-openapi';
import type { BookingSummarySchema, BookingTravellerSchema, FareRulesSchema, FlightBookingSchema } from '@/server/flights/flights.routes';
import type { BagOffer, SeatMap, SeatMapSeat } from '@/server/flights/providers/types';
import type { BagChoice, SeatChoice } from '@/server/flights/services';
import type { PaymentMethod } from '@/server/orders/orders';
import type { BookingLookupSchema, OrderViewSchema, PaymentOptionsSchema } from '@/server/orders/orders.routes';
import type { BankTransferAnswerSchema } from '@/server/payments/payments.routes';
import type { CountrySchema } from '@/server/reference/reference.routes';

export type { BagChoice, BagOffer, PaymentMethod, SeatChoice, SeatMap, SeatMapSeat };

/** A traveller as create-order takes them (names as on the passport). */
export type TravellerDetails = z.input<typeof BookingTravellerSchema>;

/** A booking just made (create-order). */
export type BookingSummary = z.output<typeof BookingSummarySchema>;

/** A flight booking as GET /bookings/{reference} shows it: the order's shared fields, then its flights, travellers, seats and bags. */
export type BookingDetails = z.output<typeof FlightBookingSchema>;

/** A flight booking as the payment page shows it: what is due, and how it may be paid. */
export type PayableBooking = BookingDetails & z.output<typeof PaymentOptionsSchema>;

/** An order of any product as the API shows it: the shared fields (its product's beside them). */
export type OrderDetails = z.output<typeof OrderViewSchema> & Record<string, unknown>;

/** An order of any product as a payment page shows it: what is due, and how it may be paid. */
export type PayableOrder = OrderDetails & z.output<typeof PaymentOptionsSchema>;

export type FareRules = z.output<typeof FareRulesSchema>;

export type BankTransferAnswer = z.output<typeof BankTransferAnswerSchema>;

/**
 * Spec §7 POST /flight/create-order: books the offer for the travellers, unpaid. The booking holds
 * the seats while the traveller picks seats and bags and pays (or reserves for bank transfer).
 */
export async function createFlightBooking(
  input: { quoteId: string; offer: OfferView; travelers: TravellerDetails[]; contact: { email: string; phone: string }; language: 'en' | 'fr' },
  client: HttpClient = http,
): Promise<BookingSummary> {
  const { data } = await client.post<{ data: BookingSummary }>('/flight/create-order', {
    quoteId: input.quoteId,
    data: { type: 'flight-order', travelers: input.travelers, contact: input.contact },
    expectedTotal: input.offer.price.total,
    paymentMethod: 'CARD',
    language: input.language,
  });
  return data.data;
}

/** Spec §7 POST /flight/seat-map for a booking: one map per flight, seats other bookings hold shown occupied. */
export async function getSeatMaps(reference: string, client: HttpClient = http): Promise<SeatMap[]> {
  const { data } = await client.post<{ data: SeatMap[] }>('/flight/seat-map', { bookingId: reference });
  return data.data;
}

/** Spec §7 POST /flight/chargable-bags for a booking: options keyed direction-quantity. */
export async function getBagOffers(reference: string, client: HttpClient = http): Promise<Record<string, BagOffer>> {
  const { data } = await client.post<{ included: { bags: Record<string, BagOffer> } }>('/flight/chargable-bags', { bookingId: reference });
  return data.included.bags;
}

/** Spec §7 POST /flight/fare-rules for a booking. */
export async function getFareRules(reference: string, client: HttpClient = http): Promise<FareRules> {
  const { data } = await client.post<{ data: FareRules }>('/flight/fare-rules', { bookingId: reference });
  return data.data;
}

/** Sets (or clears) the booking's seats and extra bags; answers with the re-priced booking. */
export async function saveBookingServices(
  reference: string,
  services: { seats: SeatChoice[]; bags: BagChoice[] },
  client: HttpClient = http,
): Promise<BookingDetails> {
  const { data } = await client.put<{ data: BookingDetails }>(`/bookings/${encodeURIComponent(reference)}/services`, services);
  return data.data;
}

/** Spec §7 GET /bookings/{productId}/pay: the booking as the payment page shows it. */
export async function getPayableBooking<T extends PayableOrder = PayableBooking>(reference: string, client: HttpClient = http): Promise<T> {
  const { data } = await client.get<{ data: T }>(`/bookings/${encodeURIComponent(reference)}/pay`);
  return data.data;
}

/** Spec §7 POST /payment/vouchers/checkout. */
export async function applyVoucher(reference: string, code: string, client: HttpClient = http): Promise<OrderDetails> {
  const { data } = await client.post<{ data: OrderDetails }>('/payment/vouchers/checkout', { bookingId: reference, code });
  return data.data;
}

/** Spec §7 DELETE /payment/vouchers/checkout. */
export async function removeVoucher(reference: string, client: HttpClient = http): Promise<OrderDetails> {
  const { data } = await client.delete<{ data: OrderDetails }>('/payment/vouchers/checkout', { data: { bookingId: reference } });
  return data.data;
}

/**
 * Spec §7 POST /payment/select with BANK_TRANSFER: reserves the booking until its deadline once its
 * contact email is confirmed; until then the answer names the code sent to that email.
 */
export async function reserveForBankTransfer(reference: string, client: HttpClient = http): Promise<BankTransferAnswer> {
  const { data } = await client.post<{ data: BankTransferAnswer }>('/payment/select', { bookingId: reference, method: 'BANK_TRANSFER' });
  return data.data;
}

/** The code emailed to the booking's contact: confirms it, and the bank-transfer reservation is made. */
export async function confirmBankTransferContact(
  input: { reference: string; verificationId: string; code: string },
  client: HttpClient = http,
): Promise<BankTransferAnswer> {
  const { data } = await client.post<{ data: BankTransferAnswer }>('/payment/bank-transfer/confirm', {
    bookingId: input.reference,
    verificationId: input.verificationId,
    code: input.code,
  });
  return data.data;
}

/** Manage booking: the reference and the lead traveller's surname (or the booking's email) open it in this browser. */
export async function lookUpBooking(answer: z.input<typeof BookingLookupSchema>, client: HttpClient = http) {
  const { data } = await client.post<{ data: { reference: string; status: BookingDetails['status']; language: 'en' | 'fr' } }>('/bookings/lookup', answer);
  return data.data;
}

/** Manage booking, the ID forgotten: the bookings made with this address are emailed to it (the same answer whatever it booked). */
export async function remindBookings(answer: { email: string; language?: 'en' | 'fr' }, client: HttpClient = http) {
  const { data } = await client.post<{ data: { email: string } }>('/bookings/remind', answer);
  return data.data;
}

/**
 * The address that starts a card payment (spec §7 GET /payment/paystack and /payment/flutterwave):
 * a full-page navigation to the API, which redirects to the gateway's hosted checkout.
 */
export function cardCheckoutHref(gateway: 'paystack' | 'flutterwave', reference: string, channel: 'card' | 'ussd' = 'card'): string {
  const base = API_BASE;
  return `${base}/payment/${gateway}?bookingId=${encodeURIComponent(reference)}${channel === 'ussd' ? '&channel=ussd' : ''}`;
}

/** Spec §7 GET /payment/bankcheck: whether a bank-transfer reservation is paid yet. */
export async function isTransferPaid(reference: string, client: HttpClient = http): Promise<boolean> {
  const { data } = await client.get<{ data: { paid: boolean } }>(`/payment/bankcheck?bookingId=${encodeURIComponent(reference)}`);
  return data.data.paid;
}

/** Spec §7 GET /bookings/{bookingId}. */
export async function getBooking(reference: string, client: HttpClient = http): Promise<BookingDetails> {
  const { data } = await client.get<{ data: BookingDetails }>(`/bookings/${encodeURIComponent(reference)}`);
  return data.data;
}

export type Country = Pick<z.output<typeof CountrySchema>, 'code' | 'name'>;

/** Countries in the reader's language, for nationality and passport fields. */
export async function getCountries(language: 'en' | 'fr', client: HttpClient = http): Promise<Country[]> {
  const { data } = await client.get<{ data: Country[] }>('/reference/countries', { params: { lang: language } });
  return data.data.map(({ code, name }) => ({ code, name }));
}

/** A paid booking's documents (full-page links to the API: they work without JavaScript). */
export const bookingDocumentHref = (reference: string, document: 'ticket.pdf' | 'calendar.ics' | 'share/whatsapp') =>
  `${API_BASE}/bookings/${encodeURIComponent(reference)}/${document}`;
