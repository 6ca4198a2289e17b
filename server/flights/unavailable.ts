import { HttpError } from '../lib/http-error';
import { OfferUnavailableError } from './providers/types';

/** The provider's unavailability as our envelope: sold out and vanished flights are a 409 with their own code. */
export async function unlessUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OfferUnavailableError)
      throw new HttpError(409, error.reason, error.reason === 'SOLD_OUT' ? 'Sold out' : 'Flight not available', error.message);
    throw error;
  }
}
