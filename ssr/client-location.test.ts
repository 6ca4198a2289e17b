/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { parseProxyTrust } from '@/common/node/client-address';
import { clientIp, locateRequest } from './client-location';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({ headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('client IP', () => {
  it('ignores X-Forwarded-For unless the proxy is trusted', () => {
    expect(clientIp(request('10.0.0.5', '41.58.0.1'), parseProxyTrust(undefined))).toBe('10.0.0.5');
    expect(clientIp(request('10.0.0.5', '41.58.0.1'), parseProxyTrust('1'))).toBe('41.58.0.1');
  });

  it('takes the right-most address our proxy wrote, not the left-most the client wrote', () => {
    expect(clientIp(request('10.0.0.5', '6.6.6.6, 41.58.0.1'), parseProxyTrust('1'))).toBe('41.58.0.1');
  });

  it('unwraps IPv4-mapped IPv6 addresses', () => {
    expect(clientIp(request('::ffff:41.58.0.1'), parseProxyTrust(undefined))).toBe('41.58.0.1');
  });
});

describe('embedded location lookup', () => {
  const original = process.env.TRUST_PROXY;
  beforeAll(() => {
    process.env.TRUST_PROXY = '1';
  });
  afterAll(() => {
    process.env.TRUST_PROXY = original;
  });

  it.each([
    ['41.58.0.1', 'NGA'],
    ['41.58.0.2', 'NGA'],
    ['102.89.0.1', 'NGA'],
    ['105.112.0.1', 'NGA'],
    ['197.210.0.1', 'NGA'],
    ['41.82.0.1', 'SEN'],
    ['154.160.0.1', 'GHA'],
    ['160.154.0.1', 'CIV'],
    // The end-to-end workers' own addresses (e2e/ips.ts: the third number is the worker's).
    ['41.58.3.1', 'NGA'],
    ['41.58.3.2', 'NGA'],
    ['102.89.3.1', 'NGA'],
    ['105.112.3.1', 'NGA'],
    ['197.210.3.1', 'NGA'],
    ['41.82.3.1', 'SEN'],
    ['154.160.3.1', 'GHA'],
    ['160.154.3.1', 'CIV'],
  ])('places %s in %s', async (ip, iso3) => {
    const location = await locateRequest(request('127.0.0.1', ip));
    expect(location?.country_code_iso3).toBe(iso3);
  });

  it('cannot place a loopback address', async () => {
    expect(await locateRequest(request('127.0.0.1'))).toBeNull();
  });
});

describe('external location service (IP_LOCATION_URL)', () => {
  const http = jest.requireActual<typeof import('node:http')>('node:http');
  let server: import('node:http').Server;
  let base = '';
  const seen: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      if (req.url?.startsWith('/fail')) {
        res.writeHead(502).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ country_code: 'SN', country_name: 'Senegal' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as import('node:net').AddressInfo;
    base = `http://127.0.0.1:${address.port}`;
    process.env.TRUST_PROXY = '1';
  });
  afterAll(async () => {
    delete process.env.IP_LOCATION_URL;
    delete process.env.TRUST_PROXY;
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks the configured service, with the client address in the URL', async () => {
    process.env.IP_LOCATION_URL = `${base}/lookup/{ip}`;
    const location = await locateRequest(request('127.0.0.1', '41.58.0.1'));
    expect(seen).toContain('/lookup/41.58.0.1');
    expect(location).toEqual({ country_code: 'SN', country_code_iso3: 'SEN', country_name: 'Senegal' });
  });

  it('falls back to the embedded table when the service fails', async () => {
    process.env.IP_LOCATION_URL = `${base}/fail/{ip}`;
    const location = await locateRequest(request('127.0.0.1', '41.58.0.1'));
    expect(location?.country_code_iso3).toBe('NGA');
  });
});
