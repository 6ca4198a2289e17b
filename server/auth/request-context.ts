import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { env } from '../env';

/** The client's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(c: Context): string {
  if (env().TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

const production = () => env().NODE_ENV === 'production';

export const SESSION_COOKIE = 'session';
export const RESET_COOKIE = 'reset_flow';
/** The invitation code an /invite/{code} link leaves for the sign-up that follows (30 days). */
export const REFERRAL_COOKIE = 'referral';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** HttpOnly, SameSite=Lax, whole site; in production Secure with the `__Host-` prefix. */
export const cookieOptions = (maxAgeSeconds?: number) => ({
  httpOnly: true,
  secure: production(),
  sameSite: 'Lax' as const,
  path: '/',
  ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  ...(production() ? { prefix: 'host' as const } : {}),
});

export const readCookie = (c: Context, name: string) => getCookie(c, name, production() ? 'host' : undefined);
export const writeCookie = (c: Context, name: string, value: string, maxAgeSeconds?: number) => setCookie(c, name, value, cookieOptions(maxAgeSeconds));
export const clearCookie = (c: Context, name: string) => deleteCookie(c, name, cookieOptions());
