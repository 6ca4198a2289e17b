import { withBooking } from './paths';

/** The stays pages that take an order (apart from the flights' paths: their pages' scripts stay without them). */
export const stayPaths = {
  payment: withBooking('/stays/payment'),
  confirmation: withBooking('/stays/confirmation'),
} as const;
