import { createRoute, z } from '@hono/zod-openapi';
import { createApp } from './create-app';
import { describeError, redactText } from '../../lib/node/logger';
import { controlCharacterPointers, MAX_JSON_BYTES } from './request-guards';

function testApp() {
  const app = createApp({ database: false });
  const echo = createRoute({
    method: 'post',
    path: '/echo',
    request: { body: { required: true, content: { 'application/json': { schema: z.object({ name: z.string(), tags: z.array(z.string()).optional() }).passthrough() } } } },
    responses: { 200: { description: 'echo' } },
  });
  app.openapi(echo, (c) => c.json(c.req.valid('json'), 200));
  app.get('/things/:id', (c) => c.json({ id: c.req.param('id') }));
  app.delete('/things/:id', (c) => c.json({}));
  app.post('/form', async (c) => c.json(await c.req.parseBody()));
  return app;
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({ method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

describe('bounded bodies', () => {
  it('refuses a body over 64 kB with 413 from its Content-Length, before reading it', async () => {
    const res = await testApp().request('/api/echo', json({ name: 'x'.repeat(MAX_JSON_BYTES) }));
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0]).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a streamed body without Content-Length as soon as it passes the limit', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > 50 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await testApp().request('/api/echo', { method: 'POST', body, headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    // It stopped reading soon after the limit: nowhere near the 50 MB on offer.
    expect(sent).toBeLessThan(MAX_JSON_BYTES * 2);
  });
});

describe('control characters', () => {
  it('refuses a NUL anywhere in a JSON body with a 422 naming the field', async () => {
    const res = await testApp().request('/api/echo', json({ name: 'Ada\u0000', tags: ['ok', 'b\u0007d'] }));
    expect(res.status).toBe(422);
    const { errors } = await res.json();
    expect(errors.map((error: { source: { pointer: string } }) => error.source.pointer).sort()).toEqual(['/name', '/tags/1']);
    expect(errors[0]).toMatchObject({ status: 422, code: 'INVALID_CHARACTERS' });
  });

  it('refuses them in keys, query parameters, the address and form fields', async () => {
    const app = testApp();
    expect((await app.request('/api/echo', json('{"name":"a","x\\u0000":1}'))).status).toBe(422);
    const query = await app.request('/api/things/1?q=a%00b');
    expect(query.status).toBe(422);
    expect((await query.json()).errors[0].source).toEqual({ parameter: 'q' });
    expect((await app.request('/api/things/a%00b')).status).toBe(422);
    expect((await app.request('/api/things/%E0%A4%A')).status).toBe(400);
    const form = await app.request('/api/form', { method: 'POST', body: new URLSearchParams({ outcome: 'success\u0000' }) });
    expect(form.status).toBe(422);
    expect((await form.json()).errors[0].source).toEqual({ pointer: '/outcome' });
  });

  it('lets ordinary text through: accents, emoji, scripts', async () => {
    const res = await testApp().request('/api/echo', json({ name: 'Adébáyọ̀ 🇳🇬 ملاك 𝔘' }));
    expect(res.status).toBe(200);
  });

  it('walks deeply nested JSON without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let depth = 0; depth < 50_000; depth += 1) deep = [deep];
    expect(controlCharacterPointers(deep)).toHaveLength(1);
  });
});

describe('methods and media types', () => {
  it('answers a wrong method with 405 and Allow', async () => {
    const res = await testApp().request('/api/things/1', { method: 'PUT' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('DELETE, GET, HEAD, OPTIONS');
    expect((await res.json()).errors[0]).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED' });
    const options = await testApp().request('/api/echo', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('OPTIONS, POST');
  });

  it('still answers an unknown address with 404', async () => {
    expect((await testApp().request('/api/nothing/here', { method: 'PUT' })).status).toBe(404);
  });

  it('answers a body that is not JSON with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await testApp().request('/api/echo', { method: 'POST', body: 'name=x', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect((await res.json()).errors[0]).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('marks every answer as data that runs nothing and cannot be framed', async () => {
    const res = await testApp().request('/api/things/1');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('logs', () => {
  it('keep no password hash, key or query parameters of a failed query', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const failed = Object.assign(new Error('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ada@example.com,$argon2id$v=19$m=19456,t=2,p=1$abc$def'), { cause });
    const described = JSON.stringify(describeError(failed));
    expect(described).not.toMatch(/ada@example\.com|argon2|password_hash/);
    expect(described).toMatch(/22021/);
    expect(redactText('Bearer abc.def and sk_live_123 and $argon2id$v=19$x')).toBe('Bearer [token] and [key] and [password hash]');
  });
});
