import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { env } from '../env';
import { clientAddress, peerIsTrustedProxy } from '../../common/node/client-address';

const peerAddress = (c: Context) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress;

/** The client's address: the right-most X-Forwarded-For hop that is not one of our proxies (TRUST_PROXY). */
export function clientIp(c: Context): string {
  return clientAddress(peerAddress(c), c.req.header('x-forwarded-for'), env().TRUST_PROXY) ?? 'unknown';
}

/** Whether the request came over HTTPS (as our own proxy says, when there is one). */
export function requestIsHttps(c: Context): boolean {
  const forwarded = peerIsTrustedProxy(peerAddress(c), env().TRUST_PROXY) ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  return (forwarded ?? new URL(c.req.url).protocol.replace(':', '')) === 'https';
}

const production = () => env().NODE_ENV === 'production';

export const SESSION_COOKIE = 'session';
export const RESET_COOKIE = 'reset_flow';
/** The invitation code an /invite/{code} link leaves for the sign-up that follows (30 days). */
export const REFERRAL_COOKIE = 'referral';
/** Which bookings this browser may open (signed grants, see bookings/access.ts). */
export const BOOKING_ACCESS_COOKIE = 'booking_access';
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
