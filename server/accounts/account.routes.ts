import { PhoneNumber } from '../lib/contact-schema';
import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, jsonContent, signedOutResponse as signedOut, StatusSchema as Status, jsonBody } from '../lib/openapi';
import { confirmedPassword, Language, Name, Password, PASSWORDS_DIFFER, SessionUserSchema } from './auth.routes';
import { calendarDay } from '../lib/dates';

const DAY = calendarDay();
const Text = z.string().trim().max(120);
export const PersonalInfoSchema = z
  .object({
    firstName: Name,
    lastName: Name,
    phone: PhoneNumber.optional().or(z.literal('')),
    dateOfBirth: DAY.optional().or(z.literal('')),
    gender: z.enum(['MALE', 'FEMALE']).optional(),
    nationality: z
      .string()
      .regex(/^[A-Z]{2}$/, 'Use the two-letter country code.')
      .optional()
      .or(z.literal('')),
    occupation: Text.optional(),
    maritalStatus: Text.optional(),
    stateOfOrigin: Text.optional(),
    address: z.string().trim().max(300).optional(),
    zipCode: z.string().trim().max(12).optional(),
  })
  .openapi('PersonalInfo');

const Profile = {
  phone: z.string().optional(),
  dateOfBirth: z.string().optional(),
  gender: z.enum(['MALE', 'FEMALE']).optional(),
  nationality: z.string().optional(),
  occupation: z.string().optional(),
  maritalStatus: z.string().optional(),
  stateOfOrigin: z.string().optional(),
  address: z.string().optional(),
  zipCode: z.string().optional(),
};

/** The signed-in person with their details, as the settings page shows them. */
export const PersonalDetailsSchema = SessionUserSchema.extend({ ...Profile, hasPassword: z.boolean(), photoUrl: z.string().nullable() }).openapi(
  'PersonalDetails',
);

export const getPersonalInfoRoute = createRoute({
  method: 'get',
  path: '/v1/getPersonalInfo',
  tags: ['Dashboard'],
  summary: "The signed-in person's details",
  responses: { 200: jsonContent(z.object({ data: PersonalDetailsSchema }), 'Details'), 401: signedOut },
});

export const personalInfoRoute = createRoute({
  method: 'post',
  path: '/v1/personalInfo',
  tags: ['Dashboard'],
  summary: "Update the signed-in person's details",
  request: { body: jsonBody(PersonalInfoSchema) },
  responses: {
    200: jsonContent(Status.extend({ data: SessionUserSchema.extend(Profile) }), 'Updated'),
    401: signedOut,
    403: errorResponse('Missing XSRF token'),
    422: errorResponse('Invalid details'),
  },
});

export const changePasswordRoute = createRoute({
  method: 'post',
  path: '/v1/change_password',
  tags: ['Dashboard'],
  summary: 'Change the password (or add one to a social-only account); every other session ends',
  request: {
    body: jsonBody(
      z
        .object({ currentPassword: z.string().max(200).optional(), password: Password, confirmPassword: z.string(), language: Language })
        .refine(confirmedPassword, PASSWORDS_DIFFER),
    ),
  },
  responses: {
    200: jsonContent(Status, 'Changed'),
    401: signedOut,
    403: errorResponse('Wrong current password or missing XSRF token'),
    422: errorResponse('Too short or not confirmed'),
    429: errorResponse('Too many attempts'),
  },
});

export const deleteAccountRoute = createRoute({
  method: 'delete',
  path: '/user',
  tags: ['Dashboard'],
  summary: 'Delete the account: personal data removed, bookings and payments kept for accounting, detached',
  request: {
    body: jsonBody(z.object({ password: z.string().max(200).optional(), confirm: z.literal('DELETE') })),
  },
  responses: {
    200: jsonContent(Status, 'Deleted'),
    401: signedOut,
    403: errorResponse('Wrong password or missing XSRF token'),
    422: errorResponse('Not confirmed'),
    429: errorResponse('Too many attempts'),
  },
});

const UserParams = z.object({
  userType: z.enum(['user']).openapi({ param: { name: 'userType', in: 'path' }, example: 'user' }),
  userId: z
    .string()
    .uuid('Not a user id.')
    .openapi({ param: { name: 'userId', in: 'path' } }),
});

export const updateUserRoute = createRoute({
  method: 'post',
  path: '/users/{userType}/{userId}',
  tags: ['Dashboard'],
  summary: "Update one's own profile (spec /users/{userType}/{userId}); anyone else's is refused",
  request: { params: UserParams, body: jsonBody(PersonalInfoSchema) },
  responses: {
    200: jsonContent(Status, 'Updated'),
    401: signedOut,
    403: errorResponse('Not your profile, or missing XSRF token'),
    422: errorResponse('Invalid details'),
  },
});

export const uploadPhotoRoute = createRoute({
  method: 'post',
  path: '/users/{userType}/{userId}/photo',
  tags: ['Dashboard'],
  summary: 'Upload the profile picture: a JPEG, PNG or WebP image of 1 MB at most (multipart field `photo`)',
  request: {
    params: UserParams,
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: z.object({ photo: z.any().openapi({ type: 'string', format: 'binary', description: 'The picture' }) }) } },
    },
  },
  responses: {
    200: jsonContent(Status.extend({ data: z.object({ photoUrl: z.string() }) }), 'Saved'),
    401: signedOut,
    403: errorResponse('Not your profile, or missing XSRF token'),
    413: errorResponse('Larger than 1 MB'),
    422: errorResponse('Not an image'),
  },
});

export const getPhotoRoute = createRoute({
  method: 'get',
  path: '/users/{userType}/{userId}/photo',
  tags: ['Dashboard'],
  summary: 'The profile picture, for its owner only',
  request: { params: UserParams },
  responses: { 200: { description: 'The image' }, 401: signedOut, 403: errorResponse('Not your profile'), 404: errorResponse('No picture yet') },
});
