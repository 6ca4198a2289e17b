import { createRoute, z } from '@hono/zod-openapi';
import { PASSPORT_NAME } from '../../common/passport';
import { errorResponse, jsonContent, signedOutResponse as signedOut, jsonBody } from '../lib/openapi';
import { signInSecurity } from '../lib/openapi-document';
import { calendarDay } from '../lib/dates';

const DAY = calendarDay();
const Name = z.string().trim().regex(PASSPORT_NAME, 'Letters, spaces, hyphens and apostrophes only, as on the passport.');
const Country = z.string().regex(/^[A-Z]{2}$/, 'Use the two-letter country code.');

/** A person the account travels with, as the travellers form fills them. */
export const SavedTravellerInputSchema = z
  .object({
    title: z.enum(['MR', 'MRS', 'MS', 'MISS', 'MSTR', 'DR']),
    firstName: Name,
    middleName: z.union([z.literal(''), Name]).optional(),
    lastName: Name,
    dateOfBirth: DAY,
    gender: z.enum(['MALE', 'FEMALE']),
    nationality: Country,
    passport: z.object({
      number: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{5,20}$/, 'Letters and digits as printed on the passport.'),
      issuingCountry: Country,
      expiryDate: DAY,
    }),
  })
  .openapi('SavedTravellerInput');

export const SavedTravellerSchema = SavedTravellerInputSchema.extend({
  id: z.string().uuid(),
  /** The passport against today: expired, expiring within six months (many countries refuse entry), or fine. */
  passportStatus: z.enum(['expired', 'soon', 'ok']),
}).openapi('SavedTraveller');

export const MAX_SAVED_TRAVELLERS = 20;

export const listSavedTravellers = createRoute({
  method: 'get',
  path: '/account/travellers',
  tags: ['Dashboard'],
  summary: 'The people the signed-in person travels with, their passports checked against today',
  responses: { 200: jsonContent(z.object({ data: z.array(SavedTravellerSchema) }), 'Saved travellers, by name'), 401: signedOut },
});

export const saveTraveller = createRoute({
  method: 'put',
  security: signInSecurity,
  path: '/account/travellers',
  tags: ['Dashboard'],
  summary: `Save a traveller (the same names and date of birth update the saved one); at most ${MAX_SAVED_TRAVELLERS}`,
  request: { body: jsonBody(SavedTravellerInputSchema) },
  responses: {
    200: jsonContent(z.object({ data: SavedTravellerSchema }), 'Saved'),
    401: signedOut,
    403: errorResponse('Missing XSRF token'),
    422: errorResponse('Invalid details, or too many saved travellers'),
  },
});

export const deleteSavedTraveller = createRoute({
  method: 'delete',
  security: signInSecurity,
  path: '/account/travellers/{id}',
  tags: ['Dashboard'],
  summary: 'Forget a saved traveller',
  request: {
    params: z.object({
      id: z
        .string()
        .uuid('Not a traveller.')
        .openapi({ param: { name: 'id', in: 'path' } }),
    }),
  },
  responses: {
    204: { description: 'Forgotten' },
    401: signedOut,
    403: errorResponse('Missing XSRF token'),
    404: errorResponse('No such saved traveller of yours'),
    422: errorResponse('Not a traveller id'),
  },
});
