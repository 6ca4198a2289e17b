import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BASE, consentedScriptSources, sentryConfig } from '@/config/public';
import { peerIsTrustedProxy, proxyTrustFromEnv } from '@/common/node/client-address';
import { serverConfig } from '@/config/server';
import { liveChatFromEnv, liveChatOrigins } from '@/lib/chat/live-chat';

/** The origin of a configured URL, or null when it is unset or not an absolute http(s) URL. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Third-party scripts a visitor may consent to (analytics, chat, adverts): the only foreign origins pages may load code from. */
const consentedOrigins = () =>
  Object.values(consentedScriptSources())
    .map(originOf)
    .filter((origin): origin is string => !!origin);

/** Where the browser sends data: our API (when it runs elsewhere), error reports, and the consented services. */
const connectOrigins = () => {
  const sentry = (() => {
    const { dsn } = sentryConfig;
    if (!dsn) return null;
    try {
      return `https://${new URL(dsn).host}`;
    } catch {
      return null;
    }
  })();
  return [originOf(API_BASE), sentry, ...consentedOrigins(), ...liveChatOrigins(liveChatFromEnv()).connect].filter((origin): origin is string => !!origin);
};

/**
 * The Content-Security-Policy of a page: scripts only from this site with this response's nonce
 * (Next's own) and from the consented third parties configured; nothing may frame the site.
 * The development server also needs eval (hot reload) and its websocket.
 */
export function pagePolicy(nonce: string, { development = process.env.NODE_ENV !== 'production', https = false } = {}): string {
  // The live chat an operator configured: its code, frames and pictures (none by default).
  const third = [...consentedOrigins(), ...liveChatOrigins(liveChatFromEnv()).code];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${nonce}'`, ...third, ...(development ? ["'unsafe-eval'"] : [])]],
    // React writes style attributes; no inline <style> is ours, but a nonce here would turn 'unsafe-inline' off.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // The API's own pictures (stays) come from its host when the tiers are split.
    ['img-src', ["'self'", 'data:', 'blob:', ...[originOf(API_BASE)].filter((origin): origin is string => !!origin), ...third]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connectOrigins(), ...(development ? ['ws:', 'wss:'] : [])]],
    ['frame-src', third.length > 0 ? third : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return [...directives.map(([name, values]) => `${name} ${values.join(' ')}`), ...(https ? ['upgrade-insecure-requests'] : [])].join('; ');
}

/** Whether this request reached us over HTTPS (directly, or as our own proxy says). */
export function servedOverHttps(req: Pick<IncomingMessage, 'headers' | 'socket'>): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim();
  return first === 'https' && peerIsTrustedProxy(req.socket.remoteAddress, proxyTrustFromEnv());
}

export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Sets a rendered page's security headers and returns the nonce its scripts carry. HSTS only
 * over HTTPS (or when the public address is HTTPS): a plain-HTTP laptop must stay reachable.
 */
export function securePage(req: Pick<IncomingMessage, 'headers' | 'socket'>, res: Pick<ServerResponse, 'setHeader' | 'headersSent'>): string {
  const nonce = randomBytes(16).toString('base64');
  const https = servedOverHttps(req) || serverConfig.publicUrl().startsWith('https://');
  if (!res.headersSent) {
    res.setHeader('Content-Security-Policy', pagePolicy(nonce, { https }));
    if (https) res.setHeader('Strict-Transport-Security', HSTS);
  }
  return nonce;
}
