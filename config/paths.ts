/** The site's own pages that take a booking, built in one place (a page's address changes here only). */
export const withBooking = (path: string) => (reference: string) => `${path}${path.includes('?') ? '&' : '?'}booking=${encodeURIComponent(reference)}`;

export const paths = {
  flightConfirmation: withBooking('/flights/confirmation'),
  flightSeats: withBooking('/flights/seats'),
  payment: withBooking('/payment'),
} as const;

/** The pages that open one booking, by their role (the booking look-up sends people back to them). */
export const BOOKING_PAGES = { confirmation: '/flights/confirmation', payment: '/payment', seats: '/flights/seats' } as const;
