import type { IncomingMessage } from 'node:http';
import { isLoopbackHost } from '@/common/node/client-address';
import { serverConfig } from '@/config/server';
import { servedOverHttps } from './content-security';

/**
 * The site's own origin for the addresses a page gives search engines (canonical, language
 * versions, sitemaps): PUBLIC_URL when set. Without it, the request's host only when it is this
 * machine or listed in ALLOWED_HOSTS, as for the API's emailed links: a forged Host header never
 * becomes the host of a canonical address. Any other host gets this machine's.
 */
export function siteOrigin(req: Pick<IncomingMessage, 'headers' | 'socket'>): string {
  const configured = serverConfig.publicUrl();
  if (configured) return configured.replace(/\/+$/, '');
  const host = (req.headers.host ?? '').toLowerCase();
  if (host && /^[a-z0-9.:[\]-]+$/.test(host) && (isLoopbackHost(host) || serverConfig.allowedHosts().includes(host))) {
    return `${servedOverHttps(req) ? 'https' : 'http'}://${host}`;
  }
  return `http://localhost:${process.env.PORT ?? 3000}`;
}
