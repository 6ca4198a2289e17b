import { timingSafeEqual } from 'node:crypto';
import { rateLimit } from '../lib/rate-limit';
import { clearCookie, clientIp, readCookie, REFERRAL_COOKIE, SESSION_COOKIE, writeCookie } from '../lib/request-context';
import { endSession } from './accounts';
import { fetchSocialProfile, socialLoginAvailability, startSocialLogin, type SocialProvider, signInWithProfile } from './social';
import { inviterByCode } from './referral-code';
import type { AppRouteHandler } from '../lib/create-app';
import { HttpError } from '../lib/http-error';
import { logger } from '../../common/node/logger';
import { siteOrigin } from '../lib/site-origin';
import type { socialCallbackRoute, socialProvidersRoute, socialStartRoute } from './social.routes';

/** The provider, state, PKCE verifier and where to go back, between leaving for the provider and coming back (10 minutes). */
const FLOW_COOKIE = 'oauth_flow';
const FLOW_SECONDS = 10 * 60;

/** Only a path on this site, never another site (no open redirect). */
const safePath = (path: string | undefined) => (path && /^\/(?![/\\])[^\s\\]{0,300}$/.test(path) ? path : '/');
const withNotice = (path: string, notice: string) => `${path}${path.includes('?') ? '&' : '?'}signin=${notice}`;
const callbackUrl = (origin: string, provider: SocialProvider) => `${origin}/api/login/${provider}/callback`;

type Flow = { provider: SocialProvider; state: string; verifier: string; returnTo: string };

function readFlow(raw: string | undefined): Flow | null {
  if (!raw) return null;
  try {
    const flow = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Flow;
    return typeof flow.state === 'string' && typeof flow.verifier === 'string' ? { ...flow, returnTo: safePath(flow.returnTo) } : null;
  } catch {
    return null;
  }
}

const sameState = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const socialProvidersHandler: AppRouteHandler<typeof socialProvidersRoute> = (c) => c.json(socialLoginAvailability(), 200);

export const socialStartHandler: AppRouteHandler<typeof socialStartRoute> = async (c) => {
  const { provider } = c.req.valid('param');
  const returnTo = safePath(c.req.valid('query').returnTo);
  await rateLimit(c.var.db, { key: `social:ip:${clientIp(c)}`, max: 30, windowSeconds: 15 * 60 }, 'Too many sign-in attempts. Please wait a few minutes.');
  const started = startSocialLogin(provider, callbackUrl(siteOrigin(c), provider));
  if (!started) return c.redirect(withNotice(returnTo, 'unavailable'), 302);
  const flow: Flow = { provider, state: started.state, verifier: started.verifier, returnTo };
  writeCookie(c, FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), FLOW_SECONDS);
  return c.redirect(started.url, 302);
};

export const socialCallbackHandler: AppRouteHandler<typeof socialCallbackRoute> = async (c) => {
  const { provider } = c.req.valid('param');
  const { code, state, error } = c.req.valid('query');
  const flow = readFlow(readCookie(c, FLOW_COOKIE));
  clearCookie(c, FLOW_COOKIE);
  const back = flow?.returnTo ?? '/';
  if (error) return c.redirect(withNotice(back, error === 'access_denied' ? 'cancelled' : 'failed'), 302);
  // The state proves this browser started this sign-in (no login CSRF); the verifier proves it to the provider.
  if (!flow || flow.provider !== provider || !code || !state || !sameState(state, flow.state)) return c.redirect(withNotice(back, 'failed'), 302);
  const db = c.var.db;
  try {
    const profile = await fetchSocialProfile(provider, code, flow.verifier, callbackUrl(siteOrigin(c), provider));
    const inviter = await inviterByCode(db, readCookie(c, REFERRAL_COOKIE));
    const { session } = await signInWithProfile(db, provider, profile, {
      invitedBy: inviter?.id ?? null,
      language: back === '/fr' || back.startsWith('/fr/') || back.startsWith('/fr?') ? 'fr' : 'en',
    });
    // A new session replaces whatever this browser had (never an old token carried over).
    await endSession(db, readCookie(c, SESSION_COOKIE));
    writeCookie(c, SESSION_COOKIE, session.token);
    return c.redirect(back, 302);
  } catch (failure) {
    const reason = failure instanceof HttpError ? failure.code : 'UNEXPECTED';
    if (!(failure instanceof HttpError)) logger.error('social sign-in failed', { provider, error: String(failure) });
    return c.redirect(withNotice(back, reason === 'SOCIAL_NO_EMAIL' ? 'no-email' : reason === 'NOT_A_HUB_ACCOUNT' ? 'staff' : 'failed'), 302);
  }
};
