import { Server, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * What Next would answer before our API ever sees a request, answered by us instead. Next's
 * server refuses an undecodable address with its HTML 400 page, and redirects any address with
 * an empty segment (`//`, a backslash) with a 308 before routing; neither can be configured, and
 * neither is the API's JSON envelope. `/_next/image` (the image optimiser, which the site does
 * not use and cannot switch off) answered 500 on a crafted address: here it is not found.
 */
export interface Refusal {
  status: number;
  body: string;
}

const envelope = (status: number, code: string, title: string, detail: string): Refusal => ({ status, body: JSON.stringify({ errors: [{ status, code, title, detail }] }) });

/** The answer for an address that must not reach Next, or null to let it through. */
export function addressRefusal(url: string | undefined): Refusal | null {
  const path = (url ?? '/').split('?', 1)[0]!;
  if (path === '/_next/image' || path.startsWith('/_next/image/')) return envelope(404, 'NOT_FOUND', 'Not found', 'There is nothing at this address.');
  if (path !== '/api' && !path.startsWith('/api/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return envelope(400, 'MALFORMED_URL', 'Bad request', 'The address is not correctly percent-encoded.');
  }
  const segments = decoded.split('/').slice(1);
  if (path.includes('\\') || decoded.includes('\\') || segments.some((segment, index) => segment === '.' || segment === '..' || (segment === '' && index < segments.length - 1))) {
    return envelope(400, 'MALFORMED_URL', 'Bad request', 'The address has an empty, "." or ".." segment.');
  }
  return null;
}

function answer(res: ServerResponse, refusal: Refusal) {
  res.writeHead(refusal.status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(refusal.body),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(refusal.body);
}

let installed = false;

/**
 * Puts addressRefusal in front of every HTTP server of this process (`next start`'s): a request
 * it refuses is answered here and never handed to Next. Next creates its server out of our reach,
 * so the hook is on the servers' shared `emit`, for the 'request' event alone.
 */
export function guardAddresses() {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      const refusal = addressRefusal(req.url);
      if (refusal) {
        req.resume();
        answer(res, refusal);
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
