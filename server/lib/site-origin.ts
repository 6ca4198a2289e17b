import type { Context } from 'hono';
import { requestIsHttps } from './request-context';
import { env } from '../env';
import { isLoopbackHost } from '../../common/node/client-address';
import { logger } from '../../common/node/logger';

let warned = false;

/**
 * The site's own origin, for every link we send away from the request (emails, gateway callbacks,
 * invitations): PUBLIC_URL when set. Without it, the request's host only when it is this machine
 * or listed in ALLOWED_HOSTS: a forged Host header must never become the host of a link in an
 * email. Any other host gets localhost links, and the operator a warning to set PUBLIC_URL.
 */
export function siteOrigin(c: Context): string {
  const config = env();
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const url = new URL(c.req.url);
  if (isLoopbackHost(url.hostname) || config.ALLOWED_HOSTS.includes(url.host.toLowerCase())) {
    return `${requestIsHttps(c) ? 'https' : 'http'}://${url.host}`;
  }
  if (!warned) {
    warned = true;
    logger.warn('a request came for a host not in ALLOWED_HOSTS: links use localhost; set PUBLIC_URL', { host: url.host.slice(0, 100) });
  }
  return `http://localhost:${config.PORT}`;
}

/** The origin of links sent with no request to go by (a sweep's emails): PUBLIC_URL, else this machine. */
export function configuredOrigin(): string {
  const config = env();
  return config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, '') : `http://localhost:${config.PORT}`;
}
