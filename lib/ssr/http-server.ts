import axios, { type AxiosInstance } from 'axios';
import { clientAddress, proxyTrustFromEnv } from '@/lib/node/client-address';
import { apiBaseUrl, configureClient } from '@/services/http';
import { API_BASE } from '@/config/public';
import { serverConfig } from '@/config/server';

/** An axios instance with the API's defaults, created at once (server-side rendering and tests). */
export const createHttpClient = (baseURL = apiBaseUrl()): AxiosInstance => configureClient(axios, baseURL);

interface IncomingRequest {
  socket: { localPort?: number; remoteAddress?: string };
  headers: Record<string, string | string[] | undefined>;
}

interface OutgoingResponse {
  getHeader(name: string): number | string | string[] | undefined;
  setHeader(name: string, value: string | string[]): unknown;
}

/**
 * For getServerSideProps: the same client aimed at the port this very request came in on (so it
 * works whatever `next start -p` was given), unless the API is configured elsewhere. With
 * `asVisitor` it carries the visitor's cookies (their session, their booking grants), for calls
 * made on their behalf; with `res`, cookies the API sets for the visitor reach their browser.
 */
export function serverHttpClient(req: IncomingRequest, { asVisitor = false, res }: { asVisitor?: boolean; res?: OutgoingResponse } = {}): AxiosInstance {
  const configured = API_BASE;
  const client =
    /^https?:\/\//.test(configured) || serverConfig.apiElsewhere()
      ? createHttpClient(apiBaseUrl())
      : createHttpClient(`${serverConfig.internalApiOrigin(req.socket.localPort)}${configured}`);
  const cookie = req.headers.cookie;
  if (asVisitor && typeof cookie === 'string') client.defaults.headers.common.Cookie = cookie;
  // The API counts rate limits by the visitor's address, not this server's: it trusts a loopback
  // caller's X-Forwarded-For, and other callers' only through TRUST_PROXY.
  const visitor = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], proxyTrustFromEnv());
  if (visitor) client.defaults.headers.common['X-Forwarded-For'] = visitor;
  if (res) {
    client.interceptors.response.use((response) => {
      const cookies = response.headers['set-cookie'];
      if (cookies?.length) {
        const existing = res.getHeader('Set-Cookie');
        res.setHeader('Set-Cookie', [...(Array.isArray(existing) ? existing : existing ? [String(existing)] : []), ...cookies]);
      }
      return response;
    });
  }
  return client;
}
