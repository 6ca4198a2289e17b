import { withBooking } from './paths';

/** The insurance pages that take an order (apart from the flights' paths: their pages' scripts stay without them). */
export const insurancePaths = {
  payment: withBooking('/insurance/makepayment'),
  confirmation: withBooking('/insurance/confirmation'),
} as const;
