/**
 * A stand-in for the front a production site is served behind: HTTPS, HTTP/2 and Brotli, in front
 * of `next start` (which speaks HTTP/1.1 and gzip only). Benches given `--front` measure through it,
 * so their figures are those of the site as a traveller reaches it rather than of the bare process.
 *
 * What it does, as a reverse proxy or CDN would:
 * - TLS with a certificate made on the spot (the browser measuring is told to accept it), HTTP/2 by
 *   ALPN with HTTP/1.1 for clients that do not offer it;
 * - Brotli to clients that accept it, for text types: the build's files under `/_next/static/`
 *   (named by their content, never changed) compressed once at the highest quality and kept; pages
 *   and API answers compressed as they stream (quality 5, flushed with each piece, so the first
 *   bytes of a page leave as early as Next sends them);
 * - anything else passed through as Next sent it (gzip to a client that only asks for gzip);
 * - `X-Forwarded-Proto: https` and `X-Forwarded-For` to the site, connection headers dropped.
 *
 * It is for measuring only: no limits, no access log, the certificate trusted by nobody.
 */
import http from 'node:http';
import http2 from 'node:http2';
import zlib from 'node:zlib';

import { generate } from 'selfsigned';

// Headers about one connection: forbidden in HTTP/2 and never forwarded by a proxy.
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'http2-settings', 'host']);
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const STATIC_PREFIX = '/_next/static/';

/** The request's or response's headers without pseudo-headers and connection headers. */
function endToEnd(headers) {
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(':') && !CONNECTION_HEADERS.has(name) && value !== undefined) kept[name] = value;
  }
  return kept;
}

function acceptsBrotli(acceptEncoding = '') {
  return acceptEncoding.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return coding === 'br' && (!q || Number(q.slice(2)) > 0);
  });
}

function addVary(headers) {
  const vary = headers.vary ? String(headers.vary) : '';
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
}

/**
 * Starts the front on `port` (0: any free port) for the site at `upstream` (e.g.
 * http://127.0.0.1:3000). Returns its URL (https://127.0.0.1:<port>) and a stop function.
 */
export async function startFront({ upstream, port = 0 }) {
  const target = new URL(upstream);
  const { private: key, cert } = await generate([{ name: 'commonName', value: 'localhost' }], {
    days: 2,
    keySize: 2048,
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  /** Brotli'd build files by path: status 200 only, so an error page is never kept. */
  const compressedStatic = new Map();

  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const brotli = acceptsBrotli(req.headers['accept-encoding']);
    const kept = brotli && req.method === 'GET' ? compressedStatic.get(req.url) : undefined;
    if (kept) {
      res.writeHead(200, kept.headers);
      res.end(kept.body);
      return;
    }
    const headers = endToEnd(req.headers);
    headers.host = req.headers[':authority'] ?? req.headers.host ?? target.host;
    // The front compresses for Brotli clients itself; other clients get what Next gives them.
    if (brotli) headers['accept-encoding'] = 'identity';
    headers['x-forwarded-proto'] = 'https';
    const address = req.socket?.remoteAddress;
    if (address) headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${address}` : address;

    const forward = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      // The site went away mid-answer: the browser's stream ends in error, the front stays up.
      answer.on('error', (error) => res.destroy(error));
      const out = endToEnd(answer.headers);
      const status = answer.statusCode ?? 502;
      const compress =
        brotli &&
        req.method !== 'HEAD' &&
        status !== 204 &&
        status !== 304 &&
        !answer.headers['content-encoding'] &&
        COMPRESSIBLE.test(answer.headers['content-type'] ?? '');
      if (!compress) {
        res.writeHead(status, out);
        answer.pipe(res);
        return;
      }
      delete out['content-length'];
      out['content-encoding'] = 'br';
      addVary(out);
      if (status === 200 && req.method === 'GET' && req.url?.startsWith(STATIC_PREFIX)) {
        const parts = [];
        answer.on('data', (part) => parts.push(part));
        answer.on('end', () => {
          const body = zlib.brotliCompressSync(Buffer.concat(parts), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
          out['content-length'] = String(body.length);
          compressedStatic.set(req.url, { headers: out, body });
          res.writeHead(200, out);
          res.end(body);
        });
        return;
      }
      res.writeHead(status, out);
      const stream = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
      stream.pipe(res);
      answer.on('data', (part) => {
        stream.write(part);
        stream.flush();
      });
      answer.on('end', () => stream.end());
    });
    forward.on('error', () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('the site behind the front did not answer\n');
    });
    res.on('close', () => {
      if (!res.writableFinished) forward.destroy();
    });
    req.pipe(forward);
  });

  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  const sockets = new Set();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `https://127.0.0.1:${bound}`,
    stop: () =>
      new Promise((resolve) => {
        for (const session of sessions) session.destroy();
        for (const socket of sockets) socket.destroy();
        agent.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}

/** Chrome's flag for a front whose certificate nobody signed. */
export const FRONT_CHROME_FLAGS = ['--ignore-certificate-errors'];
