import { buildApp } from './app';
import { closeTestDatabase, useTestDatabase } from './test/test-db';

const app = buildApp();

beforeAll(async () => {
  await useTestDatabase();
}, 60_000);
afterAll(closeTestDatabase);

const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('error envelope for bad input', () => {
  it('answers an unknown route with a 404 envelope', async () => {
    const res = await app.request('/api/no/such/route');
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.errors[0]).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const res = await postJson('/api/preferences', '{"currency": "NGN"');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0]).toMatchObject({ status: 400, code: 'MALFORMED_JSON' });
  });

  it('answers a wrong type with a 422 envelope that names the field', async () => {
    const res = await postJson('/api/preferences', JSON.stringify({ currency: 42 }));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors[0]).toMatchObject({ status: 422, code: 'INVALID_INPUT', source: { pointer: '/currency' } });
    expect(body.errors[0].detail).toMatch(/^currency: /);
  });

  it('answers missing fields with a 422 envelope', async () => {
    const res = await postJson('/api/preferences', '{}');
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors[0].detail).toMatch(/a currency, a locale or notifications/);
  });

  it('answers a body that is not JSON at all with a 4xx envelope', async () => {
    const res = await app.request('/api/preferences', { method: 'POST', body: 'currency=NGN', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await res.json()).errors).toHaveLength(1);
  });

  it('rejects a bad query parameter with a 422 envelope', async () => {
    const res = await app.request('/api/reference/countries?lang=de');
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors[0]).toMatchObject({ code: 'INVALID_INPUT', source: { parameter: 'lang' } });
  });
});

describe('routes', () => {
  it('reports health with the database kind', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('saves preferences as cookies', async () => {
    const res = await postJson('/api/preferences', JSON.stringify({ currency: 'NGN', locale: 'fr' }));
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies).toEqual(
      expect.arrayContaining([expect.stringMatching(/^currency=NGN; Max-Age=31536000; Path=\//), expect.stringMatching(/^NEXT_LOCALE=fr;/)]),
    );
  });

  it('lists countries in French, alphabetically, from the seeded reference data', async () => {
    const res = await app.request('/api/reference/countries?lang=fr');
    const { data } = await res.json();
    expect(data.length).toBeGreaterThan(240);
    expect(data.find((c: { code: string }) => c.code === 'SN')).toMatchObject({ code3: 'SEN', name: 'Sénégal' });
    expect(data[0].name.localeCompare(data[1].name, 'fr')).toBeLessThanOrEqual(0);
  });

  it('serves its OpenAPI document', async () => {
    const res = await app.request('/api/openapi.json');
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/preferences', '/api/reference/countries']));
  });

  it('tells the truth in its OpenAPI document: servers, security, every status a route answers, the webhooks', async () => {
    const doc = await (await app.request('/api/openapi.json')).json();
    expect(doc.servers).toEqual([expect.objectContaining({ url: expect.any(String) })]);
    expect(doc.components.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session' },
      xsrfHeader: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      bookingAccessCookie: { type: 'apiKey', in: 'cookie' },
      paystackSignature: { type: 'apiKey', in: 'header', name: 'x-paystack-signature' },
    });
    // A signed-in change needs the session and the XSRF double submit; a signed-in read the session.
    expect(doc.paths['/api/v1/personalInfo'].post.security).toEqual([{ sessionCookie: [], xsrfCookie: [], xsrfHeader: [] }]);
    expect(doc.paths['/api/v1/getPersonalInfo'].get.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/api/login'].post.security).toEqual([{ xsrfCookie: [], xsrfHeader: [] }]);
    expect(doc.paths['/api/bookings/{reference}'].get.security).toEqual([{ bookingAccessCookie: [] }, { bookingAccessToken: [] }, { sessionCookie: [] }]);
    expect(doc.paths['/api/health'].get.security).toEqual([]);
    const statuses = (path: string, method: string) => Object.keys(doc.paths[path][method].responses);
    expect(statuses('/api/flight/create-order', 'post')).toEqual(expect.arrayContaining(['201', '400', '403', '413', '415', '422', '429']));
    expect(statuses('/api/bookings/{reference}', 'get')).toEqual(expect.arrayContaining(['200', '404', '422', '429']));
    expect(statuses('/api/users/{userType}/{userId}/photo', 'post')).toEqual(expect.arrayContaining(['401', '403', '413', '422']));
    expect(statuses('/api/payment/webhooks/paystack', 'post')).toEqual(expect.arrayContaining(['200', '400', '401', '413', '415', '502']));
    expect(doc.paths['/api/payment/webhooks/flutterwave'].post.security).toEqual([{ flutterwaveHash: [] }]);
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item as Record<string, { operationId: string }>).map((operation) => operation.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
