import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { logger } from './logger';
import { observeRequest } from './metrics';
import { requestIdFrom, runInRequestScope } from './request-scope';

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

const envelope = (status: number, code: string, title: string, detail: string): Refusal => ({
  status,
  body: JSON.stringify({ errors: [{ status, code, title, detail }] }),
});

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
  if (
    path.includes('\\') ||
    decoded.includes('\\') ||
    segments.some((segment, index) => segment === '.' || segment === '..' || (segment === '' && index < segments.length - 1))
  ) {
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

/** A graceful stop: whether it began, the requests still being answered, who waits for none, the servers. */
const drain = { active: false, inFlight: 0, idle: [] as Array<() => void>, servers: new Set<Server>() };

/** Requests being answered by this process's servers now. */
export const requestsInFlight = () => drain.inFlight;

export const isDraining = () => drain.active;

/**
 * SIGTERM: answers from now on close their connection (no keep-alive request slips in after the
 * last), idle connections close now, and the servers take no new ones. Resolves once every request
 * in flight has been answered, or after `timeoutMs`, when the connections still open are cut.
 */
export async function drainServers(timeoutMs: number): Promise<{ unfinished: number }> {
  drain.active = true;
  for (const server of drain.servers) {
    server.close();
    server.closeIdleConnections();
  }
  if (drain.inFlight > 0) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      drain.idle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  const unfinished = drain.inFlight;
  for (const server of drain.servers) server.closeAllConnections();
  return { unfinished };
}

/** Pages whose address carries something of a person's (a ticket, a contract, a payment, an invitation). */
const PERSONAL_SEGMENT = /^(\/(?:fr\/|en\/)?(?:insurance\/verify|experiences\/ticket|payment\/checkout|invite))\/[^/]+/;

/** A page's address as logged: what identifies a person's things is left out. */
export const loggedPath = (path: string) => path.replace(PERSONAL_SEGMENT, '$1/:id').slice(0, 200);

/** Page requests (the API logs its own, by route) in the same JSON lines. */
function logPage(req: IncomingMessage, res: ServerResponse, started: number) {
  const path = (req.url ?? '/').split('?', 1)[0]!;
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/_next/static/')) return;
  const ms = performance.now() - started;
  observeRequest(req.method ?? 'GET', 'page', res.statusCode, ms / 1000);
  logger.info('page', { method: req.method, path: loggedPath(path), status: res.statusCode, durationMs: Math.round(ms * 10) / 10 });
}

/**
 * The front door of every HTTP server of this process (`next start`'s, `npm run api`'s): each
 * request gets an id (a proxy's X-Request-Id, or a new one) that every log line written while it
 * is handled carries and its answer returns; addressRefusal answers what must not reach Next;
 * requests are counted for a graceful drain. Next creates its server out of our reach, so the
 * hook is on the servers' shared `emit`, for the 'request' event alone.
 */
export function guardAddresses() {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event !== 'request') return Reflect.apply(emit, this, [event, ...args]) as boolean;
    const [req, res] = args as [IncomingMessage, ServerResponse];
    drain.servers.add(this);
    const id = requestIdFrom(req.headers['x-request-id']);
    req.headers['x-request-id'] = id;
    res.setHeader('X-Request-Id', id);
    if (drain.active) res.setHeader('Connection', 'close');
    const started = performance.now();
    drain.inFlight += 1;
    res.once('close', () => {
      drain.inFlight -= 1;
      runInRequestScope({ id }, () => logPage(req, res, started));
      if (drain.inFlight === 0) for (const resolve of drain.idle.splice(0)) resolve();
    });
    return runInRequestScope({ id }, () => {
      const refusal = addressRefusal(req.url);
      if (refusal) {
        req.resume();
        answer(res, refusal);
        return true;
      }
      return Reflect.apply(emit, this, [event, ...args]) as boolean;
    });
  } as typeof emit;
}
