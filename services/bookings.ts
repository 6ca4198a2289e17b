import type { AxiosInstance } from 'axios';
import type { OfferItinerary, OfferView } from './flight-types';
import { http } from './http';

export interface TravellerDetails {
  id: string;
  title: 'MR' | 'MRS' | 'MS' | 'MISS' | 'MSTR' | 'DR';
  firstName: string;
  middleName?: string;
  lastName: string;
  dateOfBirth: string;
  gender: 'MALE' | 'FEMALE';
  nationality: string;
  passport: { number: string; issuingCountry: string; expiryDate: string };
}

export interface BookingSummary {
  reference: string;
  status: 'PENDING' | 'CONFIRMED' | 'CANCELLED';
  paymentDeadline: string;
  total: { amount: string; currency: 'NGN' | 'USD' };
}

/** Spec §7 POST /flight/create-order, paying later by bank transfer (the booking ID is the reference). */
export async function reserveFlight(
  input: { offer: OfferView; travelers: TravellerDetails[]; contact: { email: string; phone: string }; language: 'en' | 'fr' },
  client: AxiosInstance = http,
): Promise<BookingSummary> {
  const { data } = await client.post<{ data: BookingSummary }>('/flight/create-order', {
    data: { type: 'flight-order', flightOffers: [input.offer], travelers: input.travelers, contact: input.contact },
    expectedTotal: input.offer.price.total,
    paymentMethod: 'BANK_TRANSFER',
    language: input.language,
  });
  return data.data;
}

export interface BookingDetails {
  reference: string;
  status: 'PENDING' | 'CONFIRMED' | 'CANCELLED';
  createdAt: string;
  paymentDeadline: string;
  paidAt: string | null;
  currency: 'NGN' | 'USD';
  fare: { base: string; taxes: string; discount: string; total: string };
  voucherCode: string | null;
  itineraries: OfferItinerary[];
  passengers: Array<{ travelerId: string; travelerType: string; title: string; firstName: string; middleName: string | null; lastName: string }>;
}

/** Spec §7 GET /bookings/{bookingId}. */
export async function getBooking(reference: string, client: AxiosInstance = http): Promise<BookingDetails> {
  const { data } = await client.get<{ data: BookingDetails }>(`/bookings/${encodeURIComponent(reference)}`);
  return data.data;
}

export interface Country {
  code: string;
  name: string;
}

/** Countries in the reader's language, for nationality and passport fields. */
export async function getCountries(language: 'en' | 'fr', client: AxiosInstance = http): Promise<Country[]> {
  const { data } = await client.get<{ data: Country[] }>('/reference/countries', { params: { lang: language } });
  return data.data.map(({ code, name }) => ({ code, name }));
}
