import { jsonBody } from '../lib/openapi';
import { createRoute, z } from '@hono/zod-openapi';
import { createApp } from './create-app';
import { describeError, redactText } from '../../common/node/logger';
import { faultyTextPointers, MAX_JSON_BYTES, nestsDeeperThan } from './request-guards';
import { listen, rawRequest } from '../test/raw-http';

function testApp() {
  const app = createApp({ database: false });
  const echo = createRoute({
    method: 'post',
    path: '/echo',
    request: {
      body: jsonBody(z.object({ name: z.string(), tags: z.array(z.string()).optional() }).passthrough()),
    },
    responses: { 200: { description: 'echo' } },
  });
  app.openapi(echo, (c) => c.json(c.req.valid('json'), 200));
  app.get('/things/:id', (c) => c.json({ id: c.req.param('id') }));
  app.delete('/things/:id', (c) => c.json({}));
  app.post('/form', async (c) => c.json(await c.req.parseBody()));
  return app;
}

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});

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
    const res = await testApp().request('/api/echo', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    // It stopped reading soon after the limit: nowhere near the 50 MB on offer.
    expect(sent).toBeLessThan(MAX_JSON_BYTES * 2);
  });
});

describe('body-less requests, as Next hands them to the API', () => {
  it('answers every method without a body with its envelope, never 500 (Hono rebuilding the request threw)', async () => {
    const server = await listen(testApp().fetch);
    try {
      for (const path of ['/api/echo', '/api/things/1', '/api/nothing']) {
        for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
          const res = await rawRequest(server.port, `${method} ${path} HTTP/1.1`);
          expect([`${method} ${path}`, res.status < 500]).toEqual([`${method} ${path}`, true]);
          if (res.status !== 204 && res.status !== 200) expect(JSON.parse(res.text).errors[0].status).toBe(res.status);
        }
      }
      // A chunked body is still read (and bounded) when no Content-Length says its size.
      const chunked = await rawRequest(
        server.port,
        'POST /api/echo HTTP/1.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked',
        '0e\r\n{"name":"Ada"}\r\n0\r\n\r\n',
      );
      expect(chunked).toEqual({ status: 200, text: '{"name":"Ada"}' });
    } finally {
      await server.close();
    }
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

  it('walks deeply nested JSON without recursion, each node once', () => {
    let deep: unknown = 'x\u0000';
    for (let depth = 0; depth < 50_000; depth += 1) deep = [deep];
    expect(faultyTextPointers(deep).map((found) => found.pointer)).toEqual([`/${Array(50_000).fill(0).join('/')}`]);
  });

  it('refuses a lone surrogate anywhere in a JSON body, naming the field', async () => {
    const res = await testApp().request('/api/echo', json('{"name":"Ada","tags":["\\ud800"],"\\udfff":1}'));
    expect(res.status).toBe(422);
    const { errors } = await res.json();
    expect(errors.map((error: { source: { pointer: string } }) => error.source.pointer).sort()).toEqual(['/tags/0', '/\ufffd']);
    expect(errors[0]).toMatchObject({ status: 422, code: 'INVALID_CHARACTERS' });
    expect(errors.find((error: { source: { pointer: string } }) => error.source.pointer === '/tags/0').detail).toMatch(/well-formed/);
    // A pair of surrogates is an ordinary character (an emoji).
    expect((await testApp().request('/api/echo', json('{"name":"\\ud83c\\udf0d"}'))).status).toBe(200);
  });
});

describe('nesting', () => {
  it('counts depth in one pass, skipping strings and escaped quotes', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[\\"[[[[","b":[{}]}', 3)).toBe(false);
    expect(nestsDeeperThan('[{"a":[{"b":[]}]}]', 4)).toBe(true);
  });

  it.each([
    ['arrays', `${'['.repeat(32_000)}${']'.repeat(32_000)}`],
    ['objects', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
    ['unclosed arrays', '['.repeat(60_000)],
    ['mixed', `${'[{"k":'.repeat(6_000)}0${'}]'.repeat(6_000)}`],
  ])('refuses %s nested past 32 levels with 422 TOO_DEEP, on any path, before routing', async (_shape, body) => {
    for (const path of ['/api/echo', '/api/nothing/at/all']) {
      const res = await testApp().request(path, json(body));
      expect(res.status).toBe(422);
      expect((await res.json()).errors[0]).toMatchObject({ status: 422, code: 'TOO_DEEP' });
    }
  });

  it('lets 32 levels through to the route', async () => {
    const res = await testApp().request('/api/echo', json(`{"name":"a","tags":${'['.repeat(31)}${']'.repeat(31)}}`));
    // Past the guard, the route's own schema answers (tags must be strings).
    expect(res.status).toBe(422);
    expect((await res.json()).errors[0].code).toBe('INVALID_INPUT');
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
    const failed = Object.assign(
      new Error('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ada@example.com,$argon2id$v=19$m=19456,t=2,p=1$abc$def'),
      { cause },
    );
    const described = JSON.stringify(describeError(failed));
    expect(described).not.toMatch(/ada@example\.com|argon2|password_hash/);
    expect(described).toMatch(/22021/);
    expect(redactText('Bearer abc.def and sk_live_123 and $argon2id$v=19$x')).toBe('Bearer [token] and [key] and [password hash]');
  });
});
