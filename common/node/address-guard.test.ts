/** @jest-environment node */
import { createServer } from 'node:http';
import { addressRefusal, guardAddresses, loggedPath } from './address-guard';
import { rawRequest } from '../../server/test/raw-http';

describe('addresses Next would answer before the API', () => {
  it.each([
    ['/api/%E0%A4%A', 400],
    ['/api/flight/%ED%A0%80', 400],
    ['/api//health', 400],
    ['/api/a/../health', 400],
    ['/api/./health', 400],
    ['/api/%2e%2e/health', 400],
    ['/api\\health', null],
    ['/api/a\\b', 400],
    ['/api/a%5Cb', 400],
    ['/_next/image?url=%2Ffavicon.ico&w=64&q=75', 404],
    ['/_next/image/x', 404],
  ])('%s → %s', (url, status) => {
    const refusal = addressRefusal(url);
    expect(refusal?.status ?? null).toBe(status);
    if (refusal) expect(JSON.parse(refusal.body).errors[0].status).toBe(status);
  });

  it.each([
    '/',
    '/api',
    '/api/health',
    '/api/health/',
    '/api/flight/offers?x=%E0%A4%A',
    '/fr/flights//x',
    '/_next/static/chunks/a.js',
    '/api/bookings/K7MX3Q',
    '/api/blog/posts/caf%C3%A9',
  ])('lets %s through', (url) => {
    expect(addressRefusal(url)).toBeNull();
  });

  it('answers them in front of any server of the process, which never sees them', async () => {
    guardAddresses();
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(req.url!);
      res.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const refused = await rawRequest(port, 'GET /api/%E0%A4%A HTTP/1.1');
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.text).errors[0]).toMatchObject({ status: 400, code: 'MALFORMED_URL' });
      expect((await rawRequest(port, 'POST /api//login HTTP/1.1\r\nContent-Length: 2', '{}')).status).toBe(400);
      expect((await rawRequest(port, 'GET /api/health HTTP/1.1')).text).toBe('next');
      expect(seen).toEqual(['/api/health']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the front door of every server', () => {
  it('gives each request an id (a proxy’s own when it sends one), returned with the answer and known to the code that handles it', async () => {
    guardAddresses();
    const { currentRequestId } = await import('./request-scope');
    const seen: Array<string | undefined> = [];
    const server = createServer((_req, res) => {
      // Read after an await too: the id follows the request's asynchronous work.
      void Promise.resolve().then(() => {
        seen.push(currentRequestId());
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const given = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { 'x-request-id': 'proxy-id-12345678' } });
      expect(given.headers.get('x-request-id')).toBe('proxy-id-12345678');
      const made = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-request-id': 'bad id with spaces' } });
      expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(seen).toEqual(['proxy-id-12345678', made.headers.get('x-request-id')]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('logs a page’s address without what names a person’s ticket, contract, payment or invitation', () => {
    expect(loggedPath('/fr/insurance/verify/BAO-INS-1234')).toBe('/fr/insurance/verify/:id');
    expect(loggedPath('/experiences/ticket/EXP-77')).toBe('/experiences/ticket/:id');
    expect(loggedPath('/payment/checkout/K7MX3Q-AB12')).toBe('/payment/checkout/:id');
    expect(loggedPath('/invite/ADA2026')).toBe('/invite/:id');
    expect(loggedPath('/stays/lagos-grand')).toBe('/stays/lagos-grand');
  });
});
