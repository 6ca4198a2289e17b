import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosInstance, type AxiosResponse } from 'axios';
import { clientAddress, proxyTrustFromEnv } from '@/common/node/client-address';
import { apiBaseUrl, configureClient } from '@/services/http';
import { API_BASE } from '@/config/public';
import { serverConfig } from '@/config/server';

type ApiFetch = (request: Request, env?: unknown) => Response | Promise<Response>;

/** The embedded API of this very process, once built (server/app.ts keeps it on globalThis). */
const embeddedApi = () => (globalThis as { __travelApi?: { fetch: ApiFetch } }).__travelApi;

/** What a loopback connection tells the API of its caller: it then trusts our X-Forwarded-For (server/lib/request-context.ts). */
const LOOPBACK = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

/**
 * Calls the embedded API in this process, as the loopback HTTP request would and with the same
 * answer, without a socket, an HTTP parse on each side and a pass through Next's router: a results
 * page makes three such calls. Statuses, headers (Set-Cookie included), bodies and the timeout
 * behave as axios' HTTP adapter's.
 */
export function inProcessAdapter(api: { fetch: ApiFetch }): AxiosAdapter {
  return async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const headers = new Headers();
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (value !== undefined && value !== null) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const request = new Request(axios.getUri(config), {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : (config.data as BodyInit | undefined),
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      if (config.timeout)
        timer = setTimeout(() => reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config)), config.timeout);
    });
    try {
      const answer = await Promise.race([Promise.resolve(api.fetch(request, LOOPBACK)), timedOut]);
      const responseHeaders = new AxiosHeaders();
      answer.headers.forEach((value, name) => {
        if (name !== 'set-cookie') responseHeaders.set(name, value);
      });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length > 0) responseHeaders.set('set-cookie', cookies);
      const data = config.responseType === 'arraybuffer' ? Buffer.from(await answer.arrayBuffer()) : await answer.text();
      const response: AxiosResponse = { data, status: answer.status, statusText: answer.statusText, headers: responseHeaders, config, request: undefined };
      if (!config.validateStatus || config.validateStatus(answer.status)) return response;
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        undefined,
        response,
      );
    } finally {
      clearTimeout(timer);
    }
  };
}

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
  // The embedded API, once built, is called in this process (the first call after a start goes over HTTP and builds it).
  const api = configured.startsWith('/') && !serverConfig.apiElsewhere() ? embeddedApi() : undefined;
  if (api) client.defaults.adapter = inProcessAdapter(api);
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
