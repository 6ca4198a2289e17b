import { BOOKING_PAGES } from '@/config/paths';

/** The booking pages a look-up can lead to. */
export type BookingPage = keyof typeof BOOKING_PAGES;
export const isBookingPage = (value: unknown): value is BookingPage => typeof value === 'string' && value in BOOKING_PAGES;

export type LookupError = 'NOT_FOUND' | 'TOO_MANY' | 'INVALID' | 'EXPIRED' | 'UNAVAILABLE';

/** What every booking look-up form needs from the server: where it posts back to, and its XSRF token. */
export type LookupFormProps = {
  reference: string;
  lastName: string;
  to: BookingPage;
  xsrf: string;
  error: LookupError | null;
  /** The booking IDs asked for by email (the ID forgotten): the address (masked) once sent, or why not. */
  remind?: { email: string; sent: string | null; error: Exclude<LookupError, 'NOT_FOUND'> | null };
};
