/** @jest-environment node */
import { createServer } from 'node:http';
import { addressRefusal, guardAddresses } from './address-guard';
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

  it.each(['/', '/api', '/api/health', '/api/health/', '/api/flight/offers?x=%E0%A4%A', '/fr/flights//x', '/_next/static/chunks/a.js', '/api/bookings/K7MX3Q', '/api/blog/posts/caf%C3%A9'])('lets %s through', (url) => {
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
