import { and, eq, ne } from 'drizzle-orm';
import { publicUser } from './accounts';
import { tokenHash } from '../lib/crypto';
import { hashPassword, verifyPassword } from './passwords';
import { rateLimit } from '../lib/rate-limit';
import { clearCookie, clientIp, readCookie, SESSION_COOKIE } from '../lib/request-context';
import { newsletterSubscribers, sessions, userPhotos, users } from '../db/schema';
import type { AppRouteHandler } from '../lib/create-app';
import { fieldError, HttpError } from '../lib/http-error';
import { passwordChangedEmail } from '../mail/account-emails';
import { enqueueMail } from '../mail/outbox';
import { requireUser } from './session';
import type * as routes from './account.routes';

const MAX_PHOTO_BYTES = 1024 * 1024;

/** What an image really is, from its first bytes (the file name and the browser's type are not trusted). */
function imageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (String.fromCharCode(...bytes.slice(0, 4)) === 'RIFF' && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'image/webp';
  return null;
}

const photoRefused = (status: 413 | 422, code: string, detail: string) => fieldError(status, code, 'Picture not accepted', detail, '/photo');

/** The profile named in the address must be the signed-in person's own. */
async function ownProfile(c: Parameters<typeof requireUser>[0], userId: string) {
  const user = await requireUser(c);
  if (user.id !== userId) throw new HttpError(403, 'NOT_YOUR_PROFILE', 'Not your profile', 'You can only see and change your own profile.');
  return user;
}

const wrongPassword = (pointer: string) =>
  new HttpError(403, 'WRONG_PASSWORD', 'Wrong password', 'That is not your current password.', [
    { status: 403, code: 'WRONG_PASSWORD', title: 'Wrong password', detail: 'That is not your current password.', source: { pointer } },
  ]);

const cleanedProfile = (profile: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined && value !== ''));

export const getPersonalInfoHandler: AppRouteHandler<typeof routes.getPersonalInfoRoute> = async (c) => {
  const user = await requireUser(c);
  const [photo] = await c.var.db.select({ updatedAt: userPhotos.updatedAt }).from(userPhotos).where(eq(userPhotos.userId, user.id));
  const photoUrl = photo ? `/api/users/user/${user.id}/photo?v=${photo.updatedAt.getTime()}` : null;
  return c.json({ data: { ...publicUser(user), ...user.profile, hasPassword: !!user.passwordHash, photoUrl } }, 200);
};

export const personalInfoHandler: AppRouteHandler<typeof routes.personalInfoRoute> = async (c) => {
  const user = await requireUser(c);
  const { firstName, lastName, ...profile } = c.req.valid('json');
  const [updated] = await c.var.db
    .update(users)
    .set({ firstName, lastName, profile: cleanedProfile(profile), updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return c.json({ status: 'Updated successfully', data: { ...publicUser(updated!), ...updated!.profile } }, 200);
};

export const changePasswordHandler: AppRouteHandler<typeof routes.changePasswordRoute> = async (c) => {
  const user = await requireUser(c);
  const { currentPassword, password, language } = c.req.valid('json');
  const db = c.var.db;
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
  return c.json({ status: 'Password changed successfully' }, 200);
};

export const updateUserHandler: AppRouteHandler<typeof routes.updateUserRoute> = async (c) => {
  const user = await ownProfile(c, c.req.valid('param').userId);
  const { firstName, lastName, ...profile } = c.req.valid('json');
  await c.var.db
    .update(users)
    .set({ firstName, lastName, profile: cleanedProfile(profile), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  return c.json({ status: 'Data updated successfully' }, 200);
};

export const uploadPhotoHandler: AppRouteHandler<typeof routes.uploadPhotoRoute> = async (c) => {
  const user = await ownProfile(c, c.req.valid('param').userId);
  // Refused before reading when the upload announces more than a picture can weigh.
  if (Number(c.req.header('content-length') ?? 0) > MAX_PHOTO_BYTES + 64 * 1024)
    throw photoRefused(413, 'PHOTO_TOO_LARGE', 'The picture is larger than 1 MB. Please choose a smaller one.');
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const photo = form.photo;
  if (!(photo instanceof File)) throw photoRefused(422, 'PHOTO_MISSING', 'Choose a picture to upload (field "photo").');
  if (photo.size > MAX_PHOTO_BYTES) throw photoRefused(413, 'PHOTO_TOO_LARGE', 'The picture is larger than 1 MB. Please choose a smaller one.');
  const bytes = Buffer.from(await photo.arrayBuffer());
  const contentType = imageType(bytes);
  if (!contentType) throw photoRefused(422, 'PHOTO_NOT_IMAGE', 'This file is not a picture. Use a JPEG, PNG or WebP image.');
  const now = new Date();
  await c.var.db
    .insert(userPhotos)
    .values({ userId: user.id, contentType, bytes, updatedAt: now })
    .onConflictDoUpdate({ target: userPhotos.userId, set: { contentType, bytes, updatedAt: now } });
  return c.json({ status: 'Data updated successfully', data: { photoUrl: `/api/users/user/${user.id}/photo?v=${now.getTime()}` } }, 200);
};

export const getPhotoHandler: AppRouteHandler<typeof routes.getPhotoRoute> = async (c) => {
  const user = await ownProfile(c, c.req.valid('param').userId);
  const [photo] = await c.var.db.select().from(userPhotos).where(eq(userPhotos.userId, user.id));
  if (!photo) throw new HttpError(404, 'NOT_FOUND', 'No picture', 'No profile picture yet.');
  return c.body(new Uint8Array(photo.bytes), 200, {
    'Content-Type': photo.contentType,
    'Cache-Control': 'private, max-age=300',
    'X-Content-Type-Options': 'nosniff',
  }) as never;
};

export const deleteAccountHandler: AppRouteHandler<typeof routes.deleteAccountRoute> = async (c) => {
  const user = await requireUser(c);
  const { password } = c.req.valid('json');
  const db = c.var.db;
  await rateLimit(db, { key: `delete:ip:${clientIp(c)}`, max: 10, windowSeconds: 15 * 60 }, 'Too many attempts. Please wait 15 minutes.');
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, password ?? ''))) throw wrongPassword('/password');
  // Sessions and codes go with the user (cascade); orders keep their records, their link set to
  // null; a newsletter subscription under the same email goes too.
  await db.transaction(async (tx) => {
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email));
    await tx.delete(users).where(eq(users.id, user.id));
  });
  clearCookie(c, SESSION_COOKIE);
  return c.json({ status: 'Your account is deleted.' }, 200);
};
