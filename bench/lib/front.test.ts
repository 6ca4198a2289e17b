/**
 * The benches' production-like front (HTTPS, HTTP/2, Brotli): what reaches the browser is what the
 * site sent, byte for byte once decompressed, with the headers a proxy must keep or drop.
 */
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

import { startFront } from './front.mjs';

const SCRIPT = `console.log(${JSON.stringify('é'.repeat(5000))});\n`.repeat(20);
const received: { url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
let staticRequests = 0;

const site = http.createServer((req, res) => {
  let body = '';
  req.on('data', (part: Buffer) => (body += part.toString()));
  req.on('end', () => {
    received.push({ url: req.url, headers: req.headers, body });
    if (req.url === '/_next/static/chunks/app.js') {
      staticRequests += 1;
      res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' });
      res.end(SCRIPT);
    } else if (req.url === '/page') {
      // Streamed in two pieces, the second a moment later, as Next streams a page.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': ['a=1; Path=/', 'b=2; Path=/'], connection: 'keep-alive', vary: 'RSC' });
      res.write('<!doctype html><p>first</p>');
      setTimeout(() => res.end('<p>second</p>'), 50);
    } else if (req.url === '/api/echo') {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ got: body }));
    } else if (req.url === '/cut') {
      // The site dies halfway through an answer.
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>half');
      setTimeout(() => res.socket?.destroy(), 20);
    } else if (req.url === '/image.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': '4' });
      res.end(Buffer.from([1, 2, 3, 4]));
    } else if (req.url === '/gzipped') {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync('already compressed'));
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('missing');
    }
  });
});

let front: Awaited<ReturnType<typeof startFront>>;
let client: http2.ClientHttp2Session;

beforeAll(async () => {
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as AddressInfo;
  front = await startFront({ upstream: `http://127.0.0.1:${port}` });
  client = http2.connect(front.url, { rejectUnauthorized: false });
  await new Promise((resolve) => client.once('connect', resolve));
});

afterAll(async () => {
  client.close();
  await front.stop();
  await new Promise((resolve) => site.close(resolve));
});

type Answer = { status: number; headers: http2.IncomingHttpHeaders & http2.IncomingHttpStatusHeader; body: Buffer; pieces: number };

function ask(
  path: string,
  { method = 'GET', encoding = 'gzip, deflate, br', body }: { method?: string; encoding?: string; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = client.request({ ':method': method, ':path': path, 'accept-encoding': encoding, ...(body ? { 'content-type': 'application/json' } : {}) });
    const parts: Buffer[] = [];
    let headers: Answer['headers'] = {};
    stream.on('response', (h) => (headers = h));
    stream.on('data', (part: Buffer) => parts.push(part));
    stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(parts), pieces: parts.length }));
    stream.on('error', reject);
    stream.end(body);
  });
}

it('serves HTTP/2 over TLS', () => {
  expect(front.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  expect(client.alpnProtocol).toBe('h2');
});

it('still answers HTTP/1.1 clients', async () => {
  const answer = await new Promise<{ status?: number; encoding?: string; version: string }>((resolve, reject) => {
    https
      .get(`${front.url}/page`, { rejectUnauthorized: false, headers: { 'accept-encoding': 'br' } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, encoding: res.headers['content-encoding'], version: res.httpVersion }));
      })
      .on('error', reject);
  });
  expect(answer).toEqual({ status: 200, encoding: 'br', version: '1.1' });
});

it("compresses the build's files with Brotli once, and sends the same bytes again from memory", async () => {
  staticRequests = 0;
  const first = await ask('/_next/static/chunks/app.js');
  const second = await ask('/_next/static/chunks/app.js');
  for (const answer of [first, second]) {
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  }
  expect(first.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 20);
  expect(staticRequests).toBe(1);
});

it('streams a page compressed, keeps its cookies and tells the site the visitor came over HTTPS', async () => {
  const answer = await ask('/page');
  expect(answer.headers['content-encoding']).toBe('br');
  expect(answer.headers.vary).toBe('RSC, Accept-Encoding');
  expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  expect(answer.headers.connection).toBeUndefined();
  expect(zlib.brotliDecompressSync(answer.body).toString()).toBe('<!doctype html><p>first</p><p>second</p>');
  // The first piece left before the second was written.
  expect(answer.pieces).toBeGreaterThan(1);
  const seen = received.find((r) => r.url === '/page')!;
  expect(seen.headers['x-forwarded-proto']).toBe('https');
  expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
  expect(seen.headers['accept-encoding']).toBe('identity');
  expect(seen.headers.host).toBe(front.url.replace('https://', ''));
});

it('passes bodies, methods and statuses through', async () => {
  const answer = await ask('/api/echo', { method: 'POST', body: '{"x":"é"}' });
  expect(answer.status).toBe(201);
  expect(JSON.parse(zlib.brotliDecompressSync(answer.body).toString())).toEqual({ got: '{"x":"é"}' });
  const missing = await ask('/nowhere');
  expect(missing.status).toBe(404);
  expect(zlib.brotliDecompressSync(missing.body).toString()).toBe('missing');
});

it('leaves images, compressed answers and clients without Brotli as the site sent them', async () => {
  const image = await ask('/image.png');
  expect(image.headers['content-encoding']).toBeUndefined();
  expect([...image.body]).toEqual([1, 2, 3, 4]);
  const gzipped = await ask('/gzipped');
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzipped.body).toString()).toBe('already compressed');
  const noBrotli = await ask('/_next/static/chunks/app.js', { encoding: 'gzip, br;q=0' });
  expect(noBrotli.headers['content-encoding']).toBeUndefined();
  expect(noBrotli.body.toString()).toBe(SCRIPT);
  expect(received.at(-1)!.headers['accept-encoding']).toBe('gzip, br;q=0');
});

it('ends the stream in error when the site goes away mid-answer, and keeps serving', async () => {
  await expect(ask('/cut')).rejects.toThrow();
  expect((await ask('/api/echo', { method: 'POST', body: '{}' })).status).toBe(201);
});

it('answers 502 when the site does not answer', async () => {
  const lonely = await startFront({ upstream: 'http://127.0.0.1:9' });
  const session = http2.connect(lonely.url, { rejectUnauthorized: false });
  try {
    const status = await new Promise<number>((resolve, reject) => {
      const stream = session.request({ ':path': '/' });
      stream.on('response', (h) => resolve(Number(h[':status'])));
      stream.on('error', reject);
      stream.end();
    });
    expect(status).toBe(502);
  } finally {
    session.close();
    await lonely.stop();
  }
});
