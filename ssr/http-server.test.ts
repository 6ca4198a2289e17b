/** @jest-environment node */
import { AxiosHeaders } from 'axios';
import { SERVER_USER_AGENT, apiBaseUrl } from '@/services/http';
import { createHttpClient, inProcessAdapter } from './http-server';

describe('HTTP client on the server', () => {
  it('calls this process with an absolute URL and names itself in User-Agent', async () => {
    const client = createHttpClient();
    let headers: AxiosHeaders | undefined;
    client.defaults.adapter = (config) => {
      headers = AxiosHeaders.from(config.headers);
      return Promise.resolve({ data: {}, status: 200, statusText: 'OK', headers: {}, config });
    };
    await client.get('/health');
    expect(apiBaseUrl()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/);
    expect(client.defaults.baseURL).toBe(apiBaseUrl());
    expect(headers?.get('User-Agent')).toBe(SERVER_USER_AGENT);
    expect(headers?.has('X-Client-Reference')).toBe(false);
  });
});

describe('the embedded API called in this process', () => {
  const calls: Array<{ request: Request; env: unknown; body: string }> = [];
  const api = {
    fetch: async (request: Request, env?: unknown) => {
      calls.push({ request, env, body: request.method === 'GET' ? '' : await request.text() });
      const url = new URL(request.url);
      if (url.pathname.endsWith('/missing'))
        return Response.json({ errors: [{ status: 422, code: 'INVALID_DATE', title: 'Invalid date', detail: 'Choose a date from today.' }] }, { status: 422 });
      if (url.pathname.endsWith('/slow')) return new Promise<Response>(() => undefined);
      const headers = new Headers({ 'content-type': 'application/json' });
      headers.append('set-cookie', 'session=abc; Path=/; HttpOnly');
      headers.append('set-cookie', 'XSRF-TOKEN=xyz; Path=/');
      return new Response(JSON.stringify({ data: { query: url.search } }), { status: 200, headers });
    },
  };

  it('answers as the HTTP call would: query, JSON body both ways, headers and every Set-Cookie', async () => {
    const client = createHttpClient();
    client.defaults.adapter = inProcessAdapter(api);
    client.defaults.headers.common['X-Forwarded-For'] = '102.89.0.1';
    const answer = await client.post('/flight/offers', { currencyCode: 'NGN' }, { params: { lang: 'fr' } });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ data: { query: '?lang=fr' } });
    expect(answer.headers['set-cookie']).toEqual(['session=abc; Path=/; HttpOnly', 'XSRF-TOKEN=xyz; Path=/']);
    const [call] = calls.slice(-1);
    expect(call!.request.method).toBe('POST');
    expect(call!.request.url).toBe(`${apiBaseUrl()}/flight/offers?lang=fr`);
    expect(JSON.parse(call!.body)).toEqual({ currencyCode: 'NGN' });
    expect(call!.request.headers.get('x-forwarded-for')).toBe('102.89.0.1');
    expect(call!.request.headers.get('user-agent')).toBe(SERVER_USER_AGENT);
    // The API sees a loopback caller, as over HTTP: it trusts the visitor's address we pass on.
    expect(call!.env).toEqual({ incoming: { socket: { remoteAddress: '127.0.0.1' } } });
  });

  it('turns a 4xx into the same ApiError, and gives up after the timeout', async () => {
    const client = createHttpClient();
    client.defaults.adapter = inProcessAdapter(api);
    await expect(client.get('/missing')).rejects.toMatchObject({ status: 422, code: 'INVALID_DATE' });
    client.defaults.timeout = 20;
    await expect(client.get('/slow')).rejects.toMatchObject({ status: 0 });
  });
});
