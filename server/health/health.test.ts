import { buildApp } from '../app';
import { resetEnvForTests } from '../env';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { drainServers } from '../../common/node/address-guard';

const app = buildApp();
beforeAll(async () => {
  await useTestDatabase();
}, 60_000);
afterAll(async () => {
  delete process.env.METRICS_TOKEN;
  resetEnvForTests();
  await closeTestDatabase();
});

describe('what an operator asks of a process', () => {
  it('says it lives, and that it is ready once the database answers and is migrated with its queue', async () => {
    const live = await app.request('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'ok' });
    const ready = await app.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', migrations: 'ok', queue: 'ok' });
  });

  it('serves Prometheus metrics only to the holder of METRICS_TOKEN', async () => {
    expect((await app.request('/api/metrics')).status).toBe(404);
    process.env.METRICS_TOKEN = 'metrics-token-for-tests';
    resetEnvForTests();
    expect((await app.request('/api/metrics')).status).toBe(401);
    expect((await app.request('/api/metrics', { headers: { authorization: 'Bearer metrics-token-wrong-one' } })).status).toBe(401);
    await app.request('/api/health');
    const res = await app.request('/api/metrics', { headers: { authorization: 'Bearer metrics-token-for-tests' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/baobab_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
    expect(text).toMatch(/baobab_http_request_duration_seconds_bucket/);
    expect(text).toMatch(/baobab_mail_backlog \d+/);
    expect(text).toContain('# HELP baobab_jobs ');
    expect(text).toContain('# HELP baobab_jobs_oldest_waiting_seconds ');
    expect(text).toMatch(/baobab_orders_awaiting_provider\{state="FAILED"\} \d+/);
  });

  it('is not ready once it is stopping, while it still lives', async () => {
    await drainServers(0);
    const ready = await app.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('Retry-After')).toBe('1');
    expect((await ready.json()).errors[0]).toMatchObject({ code: 'STOPPING' });
    expect((await app.request('/api/health/live')).status).toBe(200);
  });
});
