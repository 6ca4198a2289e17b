import { withBooking } from './paths';

/** The stays pages that take an order (apart from the flights' paths: their pages' scripts stay without them). */
export const stayPaths = {
  payment: withBooking('/stays/payment'),
  // Spec §2: /stays/confirmation?provider=stays for the site's own properties.
  confirmation: withBooking('/stays/confirmation?provider=stays'),
} as const;
