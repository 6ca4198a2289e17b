import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, ne } from 'drizzle-orm';
import { publicUser } from './accounts';
import { tokenHash } from '../lib/crypto';
import { hashPassword, verifyPassword } from './passwords';
import { rateLimit } from '../lib/rate-limit';
import { clearCookie, clientIp, readCookie, SESSION_COOKIE } from '../lib/request-context';
import { getDatabase } from '../db/client';
import { newsletterSubscribers, sessions, userPhotos, users } from '../db/schema';
import { createRouter } from '../lib/create-app';
import { HttpError } from '../lib/http-error';
import { errorResponse, jsonContent, signedOutResponse as signedOut, StatusSchema as Status } from '../lib/openapi';
import { passwordChangedEmail } from '../mail/account-emails';
import { deliverSoon, enqueueMail } from '../mail/outbox';
import { requireUser } from './auth.index';
import { Language, Name, Password } from './auth.routes';

const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.');
const Text = z.string().trim().max(120);
export const PersonalInfoSchema = z
  .object({
    firstName: Name,
    lastName: Name,
    phone: z.string().trim().regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a phone number with its country code.').optional().or(z.literal('')),
    dateOfBirth: DAY.optional().or(z.literal('')),
    gender: z.enum(['MALE', 'FEMALE']).optional(),
    nationality: z.string().regex(/^[A-Z]{2}$/, 'Use the two-letter country code.').optional().or(z.literal('')),
    occupation: Text.optional(),
    maritalStatus: Text.optional(),
    stateOfOrigin: Text.optional(),
    address: z.string().trim().max(300).optional(),
    zipCode: z.string().trim().max(12).optional(),
  })
  .openapi('PersonalInfo');


export const getPersonalInfoRoute = createRoute({
  method: 'get',
  path: '/v1/getPersonalInfo',
  tags: ['Dashboard'],
  summary: "The signed-in person's details",
  responses: { 200: jsonContent(z.object({ data: z.object({}).passthrough() }), 'Details'), 401: signedOut },
});

export const personalInfoRoute = createRoute({
  method: 'post',
  path: '/v1/personalInfo',
  tags: ['Dashboard'],
  summary: "Update the signed-in person's details",
  request: { body: { required: true, content: { 'application/json': { schema: PersonalInfoSchema } } } },
  responses: { 200: jsonContent(Status, 'Updated'), 401: signedOut, 403: errorResponse('Missing XSRF token'), 422: errorResponse('Invalid details') },
});

export const changePasswordRoute = createRoute({
  method: 'post',
  path: '/v1/change_password',
  tags: ['Dashboard'],
  summary: 'Change the password (or add one to a social-only account); every other session ends',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({ currentPassword: z.string().max(200).optional(), password: Password, confirmPassword: z.string(), language: Language })
            .refine((body) => body.password === body.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match.' }),
        },
      },
    },
  },
  responses: { 200: jsonContent(Status, 'Changed'), 401: signedOut, 403: errorResponse('Wrong current password or missing XSRF token'), 422: errorResponse('Too short or not confirmed'), 429: errorResponse('Too many attempts') },
});

export const deleteAccountRoute = createRoute({
  method: 'delete',
  path: '/user',
  tags: ['Dashboard'],
  summary: 'Delete the account: personal data removed, bookings and payments kept for accounting, detached',
  request: { body: { required: true, content: { 'application/json': { schema: z.object({ password: z.string().max(200).optional(), confirm: z.literal('DELETE') }) } } } },
  responses: { 200: jsonContent(Status, 'Deleted'), 401: signedOut, 403: errorResponse('Wrong password or missing XSRF token'), 422: errorResponse('Not confirmed'), 429: errorResponse('Too many attempts') },
});

const UserParams = z.object({
  userType: z.enum(['user']).openapi({ param: { name: 'userType', in: 'path' }, example: 'user' }),
  userId: z.string().uuid('Not a user id.').openapi({ param: { name: 'userId', in: 'path' } }),
});

export const updateUserRoute = createRoute({
  method: 'post',
  path: '/users/{userType}/{userId}',
  tags: ['Dashboard'],
  summary: "Update one's own profile (spec /users/{userType}/{userId}); anyone else's is refused",
  request: { params: UserParams, body: { required: true, content: { 'application/json': { schema: PersonalInfoSchema } } } },
  responses: { 200: jsonContent(Status, 'Updated'), 401: signedOut, 403: errorResponse('Not your profile, or missing XSRF token'), 422: errorResponse('Invalid details') },
});

export const uploadPhotoRoute = createRoute({
  method: 'post',
  path: '/users/{userType}/{userId}/photo',
  tags: ['Dashboard'],
  summary: 'Upload the profile picture: a JPEG, PNG or WebP image of 1 MB at most (multipart field `photo`)',
  request: {
    params: UserParams,
    body: { required: true, content: { 'multipart/form-data': { schema: z.object({ photo: z.any().openapi({ type: 'string', format: 'binary', description: 'The picture' }) }) } } },
  },
  responses: { 200: jsonContent(Status, 'Saved'), 401: signedOut, 403: errorResponse('Not your profile, or missing XSRF token'), 413: errorResponse('Larger than 1 MB'), 422: errorResponse('Not an image') },
});

export const getPhotoRoute = createRoute({
  method: 'get',
  path: '/users/{userType}/{userId}/photo',
  tags: ['Dashboard'],
  summary: 'The profile picture, for its owner only',
  request: { params: UserParams },
  responses: { 200: { description: 'The image' }, 401: signedOut, 403: errorResponse('Not your profile'), 404: errorResponse('No picture yet') },
});

export const MAX_PHOTO_BYTES = 1024 * 1024;

/** What an image really is, from its first bytes (the file name and the browser's type are not trusted). */
export function imageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (String.fromCharCode(...bytes.slice(0, 4)) === 'RIFF' && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}

const photoRefused = (status: 413 | 422, code: string, detail: string) => new HttpError(status, code, 'Picture not accepted', detail, [{ status, code, title: 'Picture not accepted', detail, source: { pointer: '/photo' } }]);

/** The profile named in the address must be the signed-in person's own. */
async function ownProfile(c: Parameters<typeof requireUser>[0], userId: string) {
  const user = await requireUser(c);
  if (user.id !== userId) throw new HttpError(403, 'NOT_YOUR_PROFILE', 'Not your profile', 'You can only see and change your own profile.');
  return user;
}

const wrongPassword = (pointer: string) =>
  new HttpError(403, 'WRONG_PASSWORD', 'Wrong password', 'That is not your current password.', [{ status: 403, code: 'WRONG_PASSWORD', title: 'Wrong password', detail: 'That is not your current password.', source: { pointer } }]);

/** Account settings: every handler acts on the session's own user, never on an id from the request. */
export const accountRouter = createRouter()
  .openapi(getPersonalInfoRoute, async (c) => {
    const user = await requireUser(c);
    const { db } = await getDatabase();
    const [photo] = await db.select({ updatedAt: userPhotos.updatedAt }).from(userPhotos).where(eq(userPhotos.userId, user.id));
    const photoUrl = photo ? `/api/users/user/${user.id}/photo?v=${photo.updatedAt.getTime()}` : null;
    return c.json({ data: { ...publicUser(user), ...user.profile, hasPassword: !!user.passwordHash, photoUrl } }, 200);
  })
  .openapi(personalInfoRoute, async (c) => {
    const user = await requireUser(c);
    const { firstName, lastName, ...profile } = c.req.valid('json');
    const { db } = await getDatabase();
    const cleaned = Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined && value !== ''));
    const [updated] = await db.update(users).set({ firstName, lastName, profile: cleaned, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    return c.json({ status: 'Updated successfully', data: { ...publicUser(updated!), ...updated!.profile } }, 200);
  })
  .openapi(changePasswordRoute, async (c) => {
    const user = await requireUser(c);
    const { currentPassword, password, language } = c.req.valid('json');
    const { db } = await getDatabase();
    await rateLimit(db, { key: `password:user:${user.id}`, max: 10, windowSeconds: 15 * 60 }, 'Too many attempts. Please wait 15 minutes.');
    if (user.passwordHash && !(await verifyPassword(user.passwordHash, currentPassword ?? ''))) throw wrongPassword('/currentPassword');
    const passwordHash = await hashPassword(password);
    const keep = tokenHash(readCookie(c, SESSION_COOKIE) ?? '');
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
      // Everyone else who was signed in to this account is signed out; this browser stays.
      await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, keep)));
      await enqueueMail(tx, passwordChangedEmail({ to: user.email, firstName: user.firstName, language }));
    });
    deliverSoon(db);
    return c.json({ status: 'Password changed successfully' }, 200);
  })
  .openapi(updateUserRoute, async (c) => {
    const user = await ownProfile(c, c.req.valid('param').userId);
    const { firstName, lastName, ...profile } = c.req.valid('json');
    const { db } = await getDatabase();
    const cleaned = Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined && value !== ''));
    await db.update(users).set({ firstName, lastName, profile: cleaned, updatedAt: new Date() }).where(eq(users.id, user.id));
    return c.json({ status: 'Data updated successfully' }, 200);
  })
  .openapi(uploadPhotoRoute, async (c) => {
    const user = await ownProfile(c, c.req.valid('param').userId);
    // Refused before reading when the upload announces more than a picture can weigh.
    if (Number(c.req.header('content-length') ?? 0) > MAX_PHOTO_BYTES + 64 * 1024) throw photoRefused(413, 'PHOTO_TOO_LARGE', 'The picture is larger than 1 MB. Please choose a smaller one.');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const photo = form.photo;
    if (!(photo instanceof File)) throw photoRefused(422, 'PHOTO_MISSING', 'Choose a picture to upload (field "photo").');
    if (photo.size > MAX_PHOTO_BYTES) throw photoRefused(413, 'PHOTO_TOO_LARGE', 'The picture is larger than 1 MB. Please choose a smaller one.');
    const bytes = Buffer.from(await photo.arrayBuffer());
    const contentType = imageType(bytes);
    if (!contentType) throw photoRefused(422, 'PHOTO_NOT_IMAGE', 'This file is not a picture. Use a JPEG, PNG or WebP image.');
    const { db } = await getDatabase();
    const now = new Date();
    await db
      .insert(userPhotos)
      .values({ userId: user.id, contentType, bytes, updatedAt: now })
      .onConflictDoUpdate({ target: userPhotos.userId, set: { contentType, bytes, updatedAt: now } });
    return c.json({ status: 'Data updated successfully', data: { photoUrl: `/api/users/user/${user.id}/photo?v=${now.getTime()}` } }, 200);
  })
  .openapi(getPhotoRoute, async (c) => {
    const user = await ownProfile(c, c.req.valid('param').userId);
    const { db } = await getDatabase();
    const [photo] = await db.select().from(userPhotos).where(eq(userPhotos.userId, user.id));
    if (!photo) throw new HttpError(404, 'NOT_FOUND', 'No picture', 'No profile picture yet.');
    return c.body(new Uint8Array(photo.bytes), 200, { 'Content-Type': photo.contentType, 'Cache-Control': 'private, max-age=300', 'X-Content-Type-Options': 'nosniff' }) as never;
  })
  .openapi(deleteAccountRoute, async (c) => {
    const user = await requireUser(c);
    const { password } = c.req.valid('json');
    const { db } = await getDatabase();
    await rateLimit(db, { key: `delete:ip:${clientIp(c)}`, max: 10, windowSeconds: 15 * 60 }, 'Too many attempts. Please wait 15 minutes.');
    if (user.passwordHash && !(await verifyPassword(user.passwordHash, password ?? ''))) throw wrongPassword('/password');
    // Sessions and codes go with the user (cascade); bookings keep their records, their link set to
    // null; a newsletter subscription under the same email goes too.
    await db.transaction(async (tx) => {
      await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email));
      await tx.delete(users).where(eq(users.id, user.id));
    });
    clearCookie(c, SESSION_COOKIE);
    return c.json({ status: 'Your account is deleted.' }, 200);
  });
