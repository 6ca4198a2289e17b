import { checkResetCode, endSession, finishPasswordReset, logIn, normaliseEmail, publicUser, signUp, startPasswordReset, verifyEmail } from './accounts';
import { beforeLogin, loginFailed, loginSucceeded, oneAtATime } from './login-throttle';
import { rateLimit } from '../lib/rate-limit';
import { clearCookie, clientIp, readCookie, REFERRAL_COOKIE, RESET_COOKIE, SESSION_COOKIE, writeCookie } from '../lib/request-context';
import { inviterByCode } from './referral-code';
import { newsletterSubscribers } from '../db/schema';
import { siteOrigin } from '../lib/site-origin';
import type { AppRouteHandler } from '../lib/create-app';
import { HttpError } from '../lib/http-error';
import { ensureXsrfCookie, requireUser, startSession } from './session';
import type * as routes from './auth.routes';

const MINUTE = 60;

export const signupHandler: AppRouteHandler<typeof routes.signupRoute> = async (c) => {
  const body = c.req.valid('json');
  const db = c.var.db;
  await rateLimit(
    db,
    { key: `signup:ip:${clientIp(c)}`, max: 10, windowSeconds: 60 * MINUTE },
    'Too many sign-ups from this connection. Please try again in an hour.',
  );
  const inviter = await inviterByCode(db, body.referralCode ?? readCookie(c, REFERRAL_COOKIE));
  const { email, verificationId } = await signUp(db, { ...body, invitedBy: inviter?.id ?? null }, siteOrigin(c));
  return c.json({ status: `We have sent a 6-digit code to ${email}.`, data: { verificationId, email } }, 201);
};

export const verifyHandler: AppRouteHandler<typeof routes.verifyRoute> = async (c) => {
  const { verificationId, code, language } = c.req.valid('json');
  const db = c.var.db;
  await rateLimit(
    db,
    { key: `code:ip:${clientIp(c)}`, max: 30, windowSeconds: 15 * MINUTE },
    'Too many codes tried from this connection. Please wait a few minutes.',
  );
  const { user, session } = await verifyEmail(db, verificationId, code, language);
  startSession(c, session!);
  return c.json({ status: 'Your email is verified. Welcome!', data: { user: publicUser(user) } }, 200);
};

/**
 * The emailed link verifies the email but signs nobody in (login CSRF: a link a stranger sent
 * would otherwise sign a browser into the stranger's account); the person then logs in. A link
 * for a later sign-up with another password sends them to type its code where they signed up.
 */
export const verifyLinkHandler: AppRouteHandler<typeof routes.verifyLinkRoute> = async (c) => {
  const { id, code } = c.req.valid('param');
  const db = c.var.db;
  try {
    await rateLimit(db, { key: `code:ip:${clientIp(c)}`, max: 30, windowSeconds: 15 * MINUTE }, 'Too many codes tried.');
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error('not a verification');
    await verifyEmail(db, id, code, 'en', new Date(), { byLink: true });
    return c.redirect('/?verified=1', 302);
  } catch (error) {
    return c.redirect(error instanceof HttpError && error.code === 'VERIFY_IN_SIGN_UP_BROWSER' ? '/?verified=code' : '/?verified=failed', 302);
  }
};

export const loginHandler: AppRouteHandler<typeof routes.loginRoute> = async (c) => {
  const body = c.req.valid('json');
  const db = c.var.db;
  const email = normaliseEmail(body.email);
  const address = clientIp(c);
  const signedIn = await oneAtATime(email, async () => {
    await beforeLogin(db, email, address);
    try {
      const result = await logIn(db, body, siteOrigin(c));
      await loginSucceeded(db, email, address);
      return result;
    } catch (error) {
      if (error instanceof HttpError && error.code === 'INVALID_CREDENTIALS') await loginFailed(db, email, address);
      else if (error instanceof HttpError && error.code === 'EMAIL_NOT_VERIFIED') await loginSucceeded(db, email, address);
      throw error;
    }
  });
  // A new session at every login (never an old token carried over), the old one ended.
  await endSession(db, readCookie(c, SESSION_COOKIE));
  const { user, session } = signedIn;
  startSession(c, session);
  return c.json({ status: 'Logged in', data: { user: publicUser(user) } }, 200);
};

export const logoutHandler: AppRouteHandler<typeof routes.logoutRoute> = async (c) => {
  await endSession(c.var.db, readCookie(c, SESSION_COOKIE));
  clearCookie(c, SESSION_COOKIE);
  return c.json({ status: 'Logged out' }, 200);
};

export const checkHandler: AppRouteHandler<typeof routes.checkRoute> = async (c) => {
  await requireUser(c);
  return c.json({ authenticated: true as const }, 200);
};

export const cookieHandler: AppRouteHandler<typeof routes.cookieRoute> = (c) => {
  ensureXsrfCookie(c);
  c.header('Cache-Control', 'no-store');
  return c.json({ ok: true as const }, 200);
};

export const userHandler: AppRouteHandler<typeof routes.userRoute> = async (c) => c.json({ data: publicUser(await requireUser(c)) }, 200);

export const newsletterHandler: AppRouteHandler<typeof routes.newsletterRoute> = async (c) => {
  const { email, language } = c.req.valid('json');
  const db = c.var.db;
  await rateLimit(
    db,
    { key: `newsletter:ip:${clientIp(c)}`, max: 10, windowSeconds: 60 * MINUTE },
    'Too many subscriptions from this connection. Please try again later.',
  );
  await db.insert(newsletterSubscribers).values({ email: email.toLowerCase(), language }).onConflictDoNothing();
  return c.json({ status: 'Subscribed successfully' }, 200);
};

export const resetStartHandler: AppRouteHandler<ReturnType<typeof routes.resetStartRoute>> = async (c) => {
  const { email, language } = c.req.valid('json');
  const db = c.var.db;
  const message = 'Too many reset requests. Please try again in an hour.';
  await rateLimit(db, { key: `reset:ip:${clientIp(c)}`, max: 10, windowSeconds: 60 * MINUTE }, message);
  await rateLimit(db, { key: `reset:email:${email.trim().toLowerCase()}`, max: 5, windowSeconds: 60 * MINUTE }, message);
  const { flowToken, status } = await startPasswordReset(db, email, language);
  writeCookie(c, RESET_COOKIE, flowToken, 30 * MINUTE);
  return c.json({ status }, 200);
};

export const resetCodeHandler: AppRouteHandler<ReturnType<typeof routes.resetCodeRoute>> = async (c) => {
  const db = c.var.db;
  await rateLimit(
    db,
    { key: `code:ip:${clientIp(c)}`, max: 30, windowSeconds: 15 * MINUTE },
    'Too many codes tried from this connection. Please wait a few minutes.',
  );
  await checkResetCode(db, readCookie(c, RESET_COOKIE), c.req.valid('json').code);
  return c.json({ status: 'Otp verified successfully' }, 200);
};

export const resetPasswordHandler: AppRouteHandler<ReturnType<typeof routes.resetPasswordRoute>> = async (c) => {
  const { password, language } = c.req.valid('json');
  await finishPasswordReset(c.var.db, readCookie(c, RESET_COOKIE), password, language);
  clearCookie(c, RESET_COOKIE);
  clearCookie(c, SESSION_COOKIE);
  return c.json({ status: 'Password updated successfully' }, 200);
};
