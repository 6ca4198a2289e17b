/** @jest-environment node */
import { ApiError } from '@/services/http';
import { lookupFailure } from './booking-page-props';

const failure = (status: number, code = `HTTP_${status}`) => new ApiError({ status, code, message: code, errors: [] });

describe('lookupFailure', () => {
  it('asks for the surname when the booking is not this browser’s, says "too many" on 429, and never hides a database that is away behind the form', () => {
    expect(lookupFailure(failure(404, 'NOT_FOUND'))).toBeNull();
    expect(lookupFailure(failure(403, 'FORBIDDEN'))).toBeNull();
    expect(lookupFailure(failure(429, 'TOO_MANY_REQUESTS'))).toBe('TOO_MANY');
    expect(() => lookupFailure(failure(503, 'DATABASE_UNAVAILABLE'))).toThrow(ApiError);
  });
});
