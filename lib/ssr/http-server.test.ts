/** @jest-environment node */
import { AxiosHeaders } from 'axios';
import { SERVER_USER_AGENT, apiBaseUrl } from '@/services/http';
import { createHttpClient } from './http-server';

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
