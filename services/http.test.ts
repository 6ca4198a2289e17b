import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, CLIENT_REFERENCE_HEADER, CLIENT_REFERENCE_KEY, REQUEST_TIMEOUT_MS, http, toApiError } from './http';
import { createHttpClient } from '@/ssr/http-server';

function clientAnswering(respond: (config: InternalAxiosRequestConfig) => ReturnType<AxiosAdapter>) {
  const client = createHttpClient();
  const seen: InternalAxiosRequestConfig[] = [];
  client.defaults.adapter = (config) => {
    seen.push(config);
    return respond(config);
  };
  return { client, seen };
}

const ok = (config: InternalAxiosRequestConfig) => Promise.resolve({ data: { ok: true }, status: 200, statusText: 'OK', headers: {}, config });

describe('HTTP client', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
  });

  it('calls the same-origin API with JSON, credentials and a timeout', async () => {
    const { client, seen } = clientAnswering(ok);
    await client.post('/preferences', { currency: 'NGN' });
    const config = seen[0]!;
    expect(config.baseURL).toBe('/api');
    expect(config.withCredentials).toBe(true);
    expect(config.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(config.timeout).toBeGreaterThan(0);
    expect(AxiosHeaders.from(config.headers).get('Content-Type')).toMatch(/application\/json/);
  });

  it('uses the XSRF cookie and header names of spec §9', async () => {
    const { client, seen } = clientAnswering(ok);
    await client.get('/health');
    expect(seen[0]!.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(seen[0]!.xsrfHeaderName).toBe('X-XSRF-TOKEN');
  });

  it('creates a client reference once per tab and sends it on every call', async () => {
    const { client, seen } = clientAnswering(ok);
    await client.get('/health');
    await client.get('/health');
    const reference = window.sessionStorage.getItem(CLIENT_REFERENCE_KEY);
    expect(reference).toBeTruthy();
    expect(AxiosHeaders.from(seen[0]!.headers).get(CLIENT_REFERENCE_HEADER)).toBe(reference);
    expect(AxiosHeaders.from(seen[1]!.headers).get(CLIENT_REFERENCE_HEADER)).toBe(reference);
  });

  it('reuses a client reference already in session storage', async () => {
    window.sessionStorage.setItem(CLIENT_REFERENCE_KEY, 'tab-123');
    const { client, seen } = clientAnswering(ok);
    await client.get('/health');
    expect(AxiosHeaders.from(seen[0]!.headers).get(CLIENT_REFERENCE_HEADER)).toBe('tab-123');
  });

  it('turns an error envelope into one ApiError with the first error detail', async () => {
    const { client } = clientAnswering((config) =>
      Promise.reject(
        new AxiosError('Request failed with status code 422', 'ERR_BAD_REQUEST', config, null, {
          status: 422,
          statusText: 'Unprocessable Entity',
          headers: {},
          config,
          data: { errors: [{ status: 422, code: 'INVALID_INPUT', title: 'Invalid input', detail: 'currency: Invalid option' }] },
        }),
      ),
    );
    const failure = await client.post('/preferences', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).info).toMatchObject({ status: 422, code: 'INVALID_INPUT', message: 'currency: Invalid option' });
  });

  it('keeps the provider code when the API passes one on', () => {
    const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
    const error = toApiError(
      new AxiosError('fail', 'ERR_BAD_RESPONSE', config, null, {
        status: 400,
        statusText: 'Bad Request',
        headers: {},
        config,
        data: { amadeus_code: 477, errors: [{ code: 'INVALID FORMAT', title: 'INVALID FORMAT' }] },
      }),
    );
    expect(error.info).toMatchObject({ status: 400, providerCode: '477', message: 'INVALID FORMAT' });
  });

  it('names a timeout and a network failure with status 0', () => {
    const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
    expect(toApiError(new AxiosError('timeout of 20000ms exceeded', AxiosError.ECONNABORTED, config)).info).toMatchObject({ status: 0, code: 'TIMEOUT' });
    expect(toApiError(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)).info).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('normalises anything else too', () => {
    expect(toApiError(new Error('boom')).info).toMatchObject({ status: 0, code: 'UNKNOWN', message: 'boom' });
  });

  it('the app-wide client loads axios on its first call and has the same defaults and error handling', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const original = axios.defaults.adapter;
    axios.defaults.adapter = (config) => {
      seen.push(config);
      return config.url === '/broken'
        ? Promise.reject(
            new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, {
              data: { errors: [{ code: 'BOOM', detail: 'It broke.' }] },
              status: 500,
              statusText: 'Error',
              headers: {},
              config,
            }),
          )
        : ok(config);
    };
    try {
      expect((await http.get('/health')).data).toEqual({ ok: true });
      expect(seen[0]).toMatchObject({ baseURL: '/api', withCredentials: true, timeout: REQUEST_TIMEOUT_MS, xsrfHeaderName: 'X-XSRF-TOKEN' });
      await expect(http.post('/broken', {})).rejects.toMatchObject({ name: 'ApiError', info: { status: 500, code: 'BOOM', message: 'It broke.' } });
    } finally {
      axios.defaults.adapter = original;
    }
  });

  it('a failed download of axios fails the call as offline, and the next call tries again', async () => {
    let attempts = 0;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('axios', () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Loading chunk 123 failed.');
        return jest.requireActual('axios');
      });
      const fresh = await import('./http');
      await expect(fresh.http.get('/health')).rejects.toMatchObject({ name: 'ApiError', info: { status: 0, code: 'NETWORK_ERROR' } });
      const actual = jest.requireActual<typeof import('axios')>('axios').default;
      const original = actual.defaults.adapter;
      actual.defaults.adapter = (config) => ok(config);
      try {
        expect((await fresh.http.get('/health')).data).toEqual({ ok: true });
      } finally {
        actual.defaults.adapter = original;
      }
    });
    expect(attempts).toBe(2);
  });
});
