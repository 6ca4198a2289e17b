import { activitiesError } from '../../experiences/providers/amadeus-activities';
import { hotelError } from '../../stays/providers/amadeus-hotels';

const said = (error: { status: number; code: string; message: string; retryAfterSeconds?: number; extra?: Record<string, unknown> }) => ({
  status: error.status,
  code: error.code,
  message: error.message,
  retryAfterSeconds: error.retryAfterSeconds,
  extra: error.extra,
});

describe('an Amadeus error as our envelope', () => {
  it('says a busy partner as a 503 to retry in a minute, in the product’s words, keeping Amadeus’ code', () => {
    expect(said(hotelError(429, [{ code: 38194, title: 'Too many requests' }]))).toEqual({
      status: 503,
      code: 'PROVIDER_BUSY',
      message: 'Our hotel partner is very busy. Please try again in a minute.',
      retryAfterSeconds: 60,
      extra: { amadeus_code: 38194 },
    });
    expect(said(activitiesError(429, []))).toMatchObject({
      status: 503,
      message: 'Our activities partner is very busy. Please try again in a minute.',
      extra: undefined,
    });
  });

  it('says an unreachable partner (down, or our keys refused) as a 502', () => {
    for (const status of [500, 503, 401, 403])
      expect(said(activitiesError(status, []))).toMatchObject({
        status: 502,
        code: 'PROVIDER_UNAVAILABLE',
        message: 'Our activities partner is not answering right now. Please try again in a few minutes.',
      });
  });

  it('passes on the partner’s refusal of a request as a 422, in its words or ours', () => {
    expect(said(hotelError(400, [{ code: 477, title: 'INVALID FORMAT', detail: 'checkInDate is invalid' }]))).toMatchObject({
      status: 422,
      code: 'PROVIDER_REJECTED',
      message: 'checkInDate is invalid',
      extra: { amadeus_code: 477 },
    });
    expect(said(activitiesError(400, []))).toMatchObject({ status: 422, message: 'Our activities partner could not process this request.' });
  });

  it('answers each product’s own cases first: an offer no longer there, an experience no longer offered', () => {
    expect(said(hotelError(400, [{ code: 3664, title: 'NO ROOMS AVAILABLE AT REQUESTED PROPERTY' }]))).toMatchObject({
      status: 404,
      code: 'OFFER_NOT_FOUND',
      extra: { amadeus_code: 3664 },
    });
    expect(said(activitiesError(404, [{ code: 1797, title: 'NOT FOUND' }]))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Our activities partner no longer offers this experience.',
      extra: { amadeus_code: 1797 },
    });
  });
});
