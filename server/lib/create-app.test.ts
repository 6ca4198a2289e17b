import { createApp } from './create-app';
import { HttpError, tooManyRequests } from './http-error';

function appThrowing(error: unknown) {
  const app = createApp({ database: false });
  app.get('/boom', () => {
    throw error;
  });
  return app;
}

describe('error handling', () => {
  it('answers 429 with Retry-After and a message a person can act on', async () => {
    const res = await appThrowing(tooManyRequests(30)).request('/api/boom');
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('30');
    const body = await res.json();
    expect(body.errors[0]).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(body.errors[0].detail).toMatch(/wait 30 seconds/);
  });

  it('passes a typed HttpError through as its envelope', async () => {
    const res = await appThrowing(new HttpError(409, 'SEAT_TAKEN', 'Conflict', 'That seat was just taken.')).request('/api/boom');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ errors: [{ status: 409, code: 'SEAT_TAKEN', title: 'Conflict', detail: 'That seat was just taken.' }] });
  });

  it.each([
    ['a restart (admin shutdown)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    [
      'a refused connection, wrapped by Drizzle',
      Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) }),
    ],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
    ['a connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['a statement past its timeout', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })],
  ])('answers a database that does not answer (%s) with 503 and Retry-After, never 500', async (_name, error) => {
    const res = await appThrowing(error).request('/api/boom');
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe('5');
    expect((await res.json()).errors[0]).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
  });

  it('hides an unexpected failure behind a 500 envelope with no stack trace', async () => {
    const res = await appThrowing(new Error('connection reset by peer at db.ts:42')).request('/api/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toMatch(/db\.ts|connection reset/);
    expect(JSON.parse(text).errors[0]).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
  });

  it('answers 503 in maintenance mode except for the health check', async () => {
    const { resetEnvForTests } = await import('../env');
    process.env.MAINTENANCE_MODE = '1';
    resetEnvForTests();
    try {
      const app = createApp({ database: false });
      app.get('/health', (c) => c.json({ status: 'ok' }));
      app.get('/boom', (c) => c.json({}));
      expect((await app.request('/api/boom')).status).toBe(503);
      expect((await app.request('/api/health')).status).toBe(200);
    } finally {
      delete process.env.MAINTENANCE_MODE;
      resetEnvForTests();
    }
  });
});
