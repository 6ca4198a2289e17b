import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, ne } from 'drizzle-orm';
import { publicUser } from '../../auth/accounts';
import { tokenHash } from '../../auth/crypto';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from '../../auth/passwords';
import { rateLimit } from '../../auth/rate-limit';
import { clearCookie, clientIp, readCookie, SESSION_COOKIE } from '../../auth/request-context';
import { getDatabase } from '../../db/client';
import { newsletterSubscribers, sessions, users } from '../../db/schema';
import { createRouter } from '../../lib/create-app';
import { HttpError } from '../../lib/http-error';
import { errorResponse, jsonContent } from '../../lib/openapi';
import { passwordChangedEmail } from '../../mail/account-emails';
import { deliverSoon, enqueueMail } from '../../mail/outbox';
import { currentUser } from '../auth';

const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.');
const Text = z.string().trim().max(120);
export const PersonalInfoSchema = z
  .object({
    firstName: z.string().trim().min(1, 'Required.').max(60),
    lastName: z.string().trim().min(1, 'Required.').max(60),
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

const Status = z.object({ status: z.string(), data: z.object({}).passthrough().optional() });
const signedOut = errorResponse('Not signed in');

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
            .object({ currentPassword: z.string().max(200).optional(), password: z.string().min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`).max(200), confirmPassword: z.string(), language: z.enum(['en', 'fr']).default('en') })
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
  responses: { 200: jsonContent(Status, 'Deleted'), 401: signedOut, 403: errorResponse('Wrong password or missing XSRF token'), 422: errorResponse('Not confirmed') },
});

async function signedIn(c: Parameters<typeof currentUser>[0]) {
  const user = await currentUser(c);
  if (!user) throw new HttpError(401, 'NOT_SIGNED_IN', 'Not signed in', 'Please log in.');
  c.header('Cache-Control', 'private, no-store');
  return user;
}

const wrongPassword = (pointer: string) =>
  new HttpError(403, 'WRONG_PASSWORD', 'Wrong password', 'That is not your current password.', [{ status: 403, code: 'WRONG_PASSWORD', title: 'Wrong password', detail: 'That is not your current password.', source: { pointer } }]);

/** Account settings: every handler acts on the session's own user, never on an id from the request. */
export const accountRouter = createRouter()
  .openapi(getPersonalInfoRoute, async (c) => {
    const user = await signedIn(c);
    return c.json({ data: { ...publicUser(user), ...user.profile, hasPassword: !!user.passwordHash } }, 200);
  })
  .openapi(personalInfoRoute, async (c) => {
    const user = await signedIn(c);
    const { firstName, lastName, ...profile } = c.req.valid('json');
    const { db } = await getDatabase();
    const cleaned = Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined && value !== ''));
    const [updated] = await db.update(users).set({ firstName, lastName, profile: cleaned, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    return c.json({ status: 'Updated successfully', data: { ...publicUser(updated!), ...updated!.profile } }, 200);
  })
  .openapi(changePasswordRoute, async (c) => {
    const user = await signedIn(c);
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
  .openapi(deleteAccountRoute, async (c) => {
    const user = await signedIn(c);
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
