import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, userIdentities, users } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { logger } from '../../common/node/logger';
import { welcomeEmail } from '../mail/account-emails';
import { enqueueMail } from '../mail/outbox';
import { createSession, normaliseEmail, type User } from './accounts';
import { newReferralCode, newToken } from '../lib/crypto';
import { socialCredentials, type SocialProvider } from './social-keys';

export { SOCIAL_PROVIDERS, socialLoginAvailability, type SocialProvider } from './social-keys';

/** What a provider tells us about the person, in one shape. */
export interface SocialProfile {
  subject: string;
  email: string | null;
  /** The provider has confirmed the person owns this email. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

interface ProviderSpec {
  authorizeUrl: string;
  tokenUrl: string;
  scope: string;
  /** X wants the client's credentials as HTTP Basic on the token call; Google in the form. */
  clientAuth: 'basic' | 'form';
  credentials: () => { clientId: string; clientSecret: string } | null;
  profile: (accessToken: string) => Promise<SocialProfile>;
}

const TIMEOUT_MS = 10_000;

/** A call to a provider: its refusals and outages become one 502 the sign-in route turns into a message. */
async function providerJson(url: string, init: RequestInit, what: string): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    logger.warn('social sign-in: provider unreachable', { what, error: String(error) });
    throw new HttpError(
      502,
      'PROVIDER_UNAVAILABLE',
      'Sign-in provider unavailable',
      'The sign-in provider did not answer. Please try again or use your email.',
    );
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    logger.warn('social sign-in: provider refused', { what, status: res.status, error: body.error ?? body.title });
    throw new HttpError(502, 'PROVIDER_REFUSED', 'Sign-in refused', 'The sign-in provider refused the sign-in. Please try again or use your email.');
  }
  return body;
}

const bearer = (accessToken: string) => ({ headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });

/** Splits "Ada Lovelace Obi" into a first name and the rest. */
function splitName(name: string | undefined, fallback: string) {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? fallback, lastName: parts.slice(1).join(' ') || '-' };
}

const PROVIDERS: Record<SocialProvider, ProviderSpec> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    scope: 'openid email profile',
    clientAuth: 'form',
    credentials: () => socialCredentials('google'),
    async profile(accessToken) {
      const info = await providerJson('https://openidconnect.googleapis.com/v1/userinfo', bearer(accessToken), 'google userinfo');
      const name = splitName(info.name as string | undefined, 'Traveller');
      return {
        subject: String(info.sub),
        email: typeof info.email === 'string' ? info.email : null,
        emailVerified: info.email_verified === true,
        firstName: (info.given_name as string | undefined)?.trim() || name.firstName,
        lastName: (info.family_name as string | undefined)?.trim() || name.lastName,
      };
    },
  },
  twitter: {
    authorizeUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    scope: 'users.read tweet.read users.email',
    clientAuth: 'basic',
    credentials: () => socialCredentials('twitter'),
    async profile(accessToken) {
      const { data } = (await providerJson('https://api.x.com/2/users/me?user.fields=confirmed_email', bearer(accessToken), 'x users/me')) as {
        data?: { id: string; name?: string; username?: string; confirmed_email?: string };
      };
      if (!data?.id)
        throw new HttpError(502, 'PROVIDER_REFUSED', 'Sign-in refused', 'The sign-in provider refused the sign-in. Please try again or use your email.');
      // X only gives an address its owner has confirmed.
      return {
        subject: data.id,
        email: data.confirmed_email ?? null,
        emailVerified: !!data.confirmed_email,
        ...splitName(data.name, data.username ?? 'Traveller'),
      };
    },
  },
};

/** PKCE S256 challenge of a verifier. */
export const codeChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** Starts a sign-in: the provider's address, and the state and verifier to keep in the browser's cookie. */
export function startSocialLogin(provider: SocialProvider, redirectUri: string) {
  const spec = PROVIDERS[provider];
  const credentials = spec.credentials();
  if (!credentials) return null;
  const state = newToken();
  const verifier = newToken();
  const url = new URL(spec.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: credentials.clientId,
    redirect_uri: redirectUri,
    scope: spec.scope,
    state,
    code_challenge: codeChallenge(verifier),
    code_challenge_method: 'S256',
    ...(provider === 'google' ? { prompt: 'select_account' } : {}),
  }).toString();
  return { url: url.toString(), state, verifier };
}

/** Exchanges the code the provider sent back (with the PKCE verifier) and reads who signed in. */
export async function fetchSocialProfile(provider: SocialProvider, code: string, verifier: string, redirectUri: string): Promise<SocialProfile> {
  const spec = PROVIDERS[provider];
  const credentials = spec.credentials();
  if (!credentials) throw new HttpError(503, 'PROVIDER_NOT_CONFIGURED', 'Unavailable', 'This sign-in option is not available.');
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
    client_id: credentials.clientId,
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  if (spec.clientAuth === 'basic')
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(credentials.clientId)}:${encodeURIComponent(credentials.clientSecret)}`).toString('base64')}`;
  else form.set('client_secret', credentials.clientSecret);
  const token = await providerJson(spec.tokenUrl, { method: 'POST', headers, body: form }, `${provider} token`);
  if (typeof token.access_token !== 'string')
    throw new HttpError(502, 'PROVIDER_REFUSED', 'Sign-in refused', 'The sign-in provider refused the sign-in. Please try again or use your email.');
  return spec.profile(token.access_token);
}

export const noEmail = () =>
  new HttpError(
    422,
    'SOCIAL_NO_EMAIL',
    'No confirmed email',
    'Your account with this provider has no confirmed email address. Confirm one there, or sign up with your email.',
  );

/**
 * Signs a person in with a provider's identity: the account already linked to it; else the
 * account with the email the provider confirmed, now linked; else a new account. An account
 * someone created with that email but never verified loses its password and sessions first, so
 * whoever registered the address before its owner cannot keep a way in.
 */
export async function signInWithProfile(
  db: Database,
  provider: SocialProvider,
  profile: SocialProfile,
  options: { invitedBy?: string | null; language: 'en' | 'fr' },
  now = new Date(),
) {
  const result = await db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, profile.subject)));
    let user: User | undefined = linked?.user;
    let created = false;
    if (!user) {
      if (!profile.email || !profile.emailVerified) throw noEmail();
      const email = normaliseEmail(profile.email);
      const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
      if (existing && !existing.emailVerifiedAt) {
        await tx.delete(sessions).where(eq(sessions.userId, existing.id));
        [user] = await tx.update(users).set({ passwordHash: null, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, existing.id)).returning();
        created = true;
      } else if (existing) {
        user = existing;
      } else {
        for (let attempt = 0; attempt < 5 && !user; attempt += 1) {
          [user] = await tx
            .insert(users)
            .values({
              email,
              firstName: profile.firstName.slice(0, 60),
              lastName: profile.lastName.slice(0, 60),
              passwordHash: null,
              emailVerifiedAt: now,
              referralCode: newReferralCode(),
              referredBy: options.invitedBy ?? null,
            })
            .onConflictDoNothing({ target: users.referralCode })
            .returning();
        }
        created = true;
      }
      await tx.insert(userIdentities).values({ provider, subject: profile.subject, userId: user!.id }).onConflictDoNothing();
    }
    if (user!.adminType) throw new HttpError(403, 'NOT_A_HUB_ACCOUNT', 'Staff account', 'This is a staff account: it does not sign in to the Travel Hub.');
    if (created)
      await enqueueMail(tx, { ...welcomeEmail({ to: user!.email, firstName: user!.firstName, language: options.language }), dedupeKey: `welcome:${user!.id}` });
    return { user: user!, session: await createSession(tx, user!.id, false, now) };
  });
  return result;
}
