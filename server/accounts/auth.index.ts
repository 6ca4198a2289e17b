import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { checkResetCode, endSession, finishPasswordReset, logIn, normaliseEmail, publicUser, sessionUser, signUp, startPasswordReset, verifyEmail } from './accounts';
import { beforeLogin, loginFailed, loginSucceeded } from './login-throttle';
import { newToken } from '../lib/crypto';
import { rateLimit } from '../lib/rate-limit';
import { clearCookie, clientIp, readCookie, REFERRAL_COOKIE, RESET_COOKIE, SESSION_COOKIE, writeCookie, XSRF_COOKIE } from '../lib/request-context';
import { getDatabase } from '../db/client';
import { inviterByCode } from '../hub/referrals';
import { newsletterSubscribers } from '../db/schema';
import { env } from '../env';
import { siteOrigin } from '../lib/site-origin';
import { createRouter, type AppBindings } from '../lib/create-app';
import { HttpError } from '../lib/http-error';
import {
  checkRoute,
  cookieRoute,
  loginRoute,
  logoutRoute,
  newsletterRoute,
  resetCodeRoute,
  resetPasswordRoute,
  resetStartRoute,
  signupRoute,
  userRoute,
  verifyLinkRoute,
  verifyRoute,
} from './auth.routes';

const MINUTE = 60;

/** Sets the session cookie: for the browser's life, or 30 days with remember me. */
function startSession(c: Context<AppBindings>, session: { token: string; expiresAt: Date; persistent: boolean }) {
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

export async function currentUser(c: Context<AppBindings>) {
  const { db } = await getDatabase();
  return sessionUser(db, readCookie(c, SESSION_COOKIE));
}

/**
 * The signed-in user for a handler that serves only them (401 otherwise); the answer is private.
 * Authorization lives in each handler through this, never only in middleware.
 */
export async function requireUser(c: Context<AppBindings>, detail = 'Please log in.') {
  const user = await currentUser(c);
  if (!user) throw new HttpError(401, 'NOT_SIGNED_IN', 'Not signed in', detail);
  c.header('Cache-Control', 'private, no-store');
  return user;
}

export const authRouter = createRouter()
  .openapi(signupRoute, async (c) => {
    const body = c.req.valid('json');
    const { db } = await getDatabase();
    await rateLimit(db, { key: `signup:ip:${clientIp(c)}`, max: 10, windowSeconds: 60 * MINUTE }, 'Too many sign-ups from this connection. Please try again in an hour.');
    const inviter = await inviterByCode(db, body.referralCode ?? readCookie(c, REFERRAL_COOKIE));
    const { user, verificationId } = await signUp(db, { ...body, invitedBy: inviter?.id ?? null }, siteOrigin(c));
    return c.json({ status: `We have sent a 6-digit code to ${user.email}.`, data: { verificationId, email: user.email } }, 201);
  })
  .openapi(verifyRoute, async (c) => {
    const { verificationId, code, language } = c.req.valid('json');
    const { db } = await getDatabase();
    await rateLimit(db, { key: `code:ip:${clientIp(c)}`, max: 30, windowSeconds: 15 * MINUTE }, 'Too many codes tried from this connection. Please wait a few minutes.');
    const { user, session } = await verifyEmail(db, verificationId, code, language);
    startSession(c, session);
    return c.json({ status: 'Your email is verified. Welcome!', data: { user: publicUser(user) } }, 200);
  })
  .openapi(verifyLinkRoute, async (c) => {
    const { id, code } = c.req.valid('param');
    const { db } = await getDatabase();
    try {
      await rateLimit(db, { key: `code:ip:${clientIp(c)}`, max: 30, windowSeconds: 15 * MINUTE }, 'Too many codes tried.');
      if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error('not a verification');
      const { session } = await verifyEmail(db, id, code, 'en');
      startSession(c, session);
      return c.redirect('/?verified=1', 302);
    } catch {
      return c.redirect('/?verified=failed', 302);
    }
  })
  .openapi(loginRoute, async (c) => {
    const body = c.req.valid('json');
    const { db } = await getDatabase();
    const email = normaliseEmail(body.email);
    const address = clientIp(c);
    await beforeLogin(db, email, address);
    let signedIn;
    try {
      signedIn = await logIn(db, body, siteOrigin(c));
    } catch (error) {
      if (error instanceof HttpError && error.code === 'INVALID_CREDENTIALS') await loginFailed(db, email, address);
      else if (error instanceof HttpError && error.code === 'EMAIL_NOT_VERIFIED') await loginSucceeded(db, email, address);
      throw error;
    }
    await loginSucceeded(db, email, address);
    // A new session at every login (never an old token carried over), the old one ended.
    await endSession(db, readCookie(c, SESSION_COOKIE));
    const { user, session } = signedIn;
    startSession(c, session);
    return c.json({ status: 'Logged in', data: { user: publicUser(user) } }, 200);
  })
  .openapi(logoutRoute, async (c) => {
    const { db } = await getDatabase();
    await endSession(db, readCookie(c, SESSION_COOKIE));
    clearCookie(c, SESSION_COOKIE);
    return c.json({ status: 'Logged out' }, 200);
  })
  .openapi(checkRoute, async (c) => {
    await requireUser(c);
    return c.json({ authenticated: true as const }, 200);
  })
  .openapi(cookieRoute, (c) => {
    ensureXsrfCookie(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ ok: true as const }, 200);
  })
  .openapi(userRoute, async (c) => {
    return c.json({ data: publicUser(await requireUser(c)) }, 200);
  })
  .openapi(newsletterRoute, async (c) => {
    const { email, language } = c.req.valid('json');
    const { db } = await getDatabase();
    await rateLimit(db, { key: `newsletter:ip:${clientIp(c)}`, max: 10, windowSeconds: 60 * MINUTE }, 'Too many subscriptions from this connection. Please try again later.');
    await db.insert(newsletterSubscribers).values({ email: email.toLowerCase(), language }).onConflictDoNothing();
    return c.json({ status: 'Subscribed successfully' }, 200);
  });

// Password reset, under both of the spec's paths.
for (const [start, code, password] of [
  ['/resetpassword', '/resetpassword/code', '/resetpassword/password'],
  ['/v1/forgot_password', '/v1/check_reset_code', '/v1/update_password'],
] as const) {
  authRouter
    .openapi(resetStartRoute(start), async (c) => {
      const { email, language } = c.req.valid('json');
      const { db } = await getDatabase();
      const message = 'Too many reset requests. Please try again in an hour.';
      await rateLimit(db, { key: `reset:ip:${clientIp(c)}`, max: 10, windowSeconds: 60 * MINUTE }, message);
      await rateLimit(db, { key: `reset:email:${email.trim().toLowerCase()}`, max: 5, windowSeconds: 60 * MINUTE }, message);
      const { flowToken, status } = await startPasswordReset(db, email, language);
      writeCookie(c, RESET_COOKIE, flowToken, 30 * MINUTE);
      return c.json({ status }, 200);
    })
    .openapi(resetCodeRoute(code), async (c) => {
      const { db } = await getDatabase();
      await rateLimit(db, { key: `code:ip:${clientIp(c)}`, max: 30, windowSeconds: 15 * MINUTE }, 'Too many codes tried from this connection. Please wait a few minutes.');
      await checkResetCode(db, readCookie(c, RESET_COOKIE), c.req.valid('json').code);
      return c.json({ status: 'Otp verified successfully' }, 200);
    })
    .openapi(resetPasswordRoute(password), async (c) => {
      const { password: newPassword, language } = c.req.valid('json');
      const { db } = await getDatabase();
      await finishPasswordReset(db, readCookie(c, RESET_COOKIE), newPassword, language);
      clearCookie(c, RESET_COOKIE);
      clearCookie(c, SESSION_COOKIE);
      return c.json({ status: 'Password updated successfully' }, 200);
    });
}
