import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { sessionUser } from './accounts';
import { newToken } from '../lib/crypto';
import { readCookie, SESSION_COOKIE, writeCookie, XSRF_COOKIE } from '../lib/request-context';
import { env } from '../env';
import type { AppBindings } from '../lib/create-app';
import { HttpError } from '../lib/http-error';

/** Sets the session cookie: for the browser's life, or 30 days with remember me. */
export function startSession(c: Context<AppBindings>, session: { token: string; expiresAt: Date; persistent: boolean }) {
  writeCookie(c, SESSION_COOKIE, session.token, session.persistent ? Math.floor((session.expiresAt.getTime() - Date.now()) / 1000) : undefined);
}

/**
 * The XSRF cookie axios echoes back (readable by scripts on purpose: that is the double submit);
 * in production `__Host-` prefixed and Secure, so no subdomain or plain-HTTP page can plant one.
 */
export function ensureXsrfCookie(c: Context<AppBindings>) {
  if (readCookie(c, XSRF_COOKIE)) return;
  const production = env().NODE_ENV === 'production';
  setCookie(c, XSRF_COOKIE, newToken(), { path: '/', sameSite: 'Lax', secure: production, ...(production ? { prefix: 'host' as const } : {}) });
}

/** The signed-in user of this request, or null. */
export async function currentUser<E extends AppBindings>(c: Context<E>) {
  return sessionUser(c.var.db, readCookie(c, SESSION_COOKIE));
}

/**
 * The signed-in user for a handler that serves only them (401 otherwise); the answer is private.
 * Authorization lives in each handler through this, never only in middleware.
 */
export async function requireUser<E extends AppBindings>(c: Context<E>, detail = 'Please log in.') {
  const user = await currentUser(c);
  if (!user) throw new HttpError(401, 'NOT_SIGNED_IN', 'Not signed in', detail);
  c.header('Cache-Control', 'private, no-store');
  return user;
}

/** The signed-in staff member (an account with an adminType): 401 signed out, 403 a traveller's account; the answer is private. */
export async function requireStaff<E extends AppBindings>(c: Context<E>) {
  const user = await currentUser(c);
  if (!user) throw new HttpError(401, 'NOT_SIGNED_IN', 'Not signed in', 'Sign in with your staff account.');
  if (!user.adminType) throw new HttpError(403, 'NOT_STAFF', 'Staff only', 'This page is for our staff.');
  c.header('Cache-Control', 'private, no-store');
  return user;
}
