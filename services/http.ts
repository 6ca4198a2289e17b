import type { AxiosInstance, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { API_BASE } from '@/config/public';
import { serverConfig } from '@/config/server';

/** What the service modules need of an HTTP client: the lazy browser client and axios instances both fit. */
export type HttpClient = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'delete'>;

/** What every failed call turns into: plain data, safe to keep in Redux. */
export interface ApiErrorInfo {
  /** HTTP status, or 0 when no answer came (offline, timeout). */
  status: number;
  code: string;
  message: string;
  /** The provider's own code when the API passed one on (spec §8: amadeus_code). */
  providerCode?: string;
  /** With EMAIL_NOT_VERIFIED: the verification a new code was sent for. */
  verificationId?: string;
  errors: Array<{ status?: number; code?: string; title?: string; detail?: string; source?: Record<string, string> }>;
}

export class ApiError extends Error {
  readonly info: ApiErrorInfo;

  constructor(info: ApiErrorInfo) {
    super(info.message);
    this.name = 'ApiError';
    this.info = info;
  }

  get status() {
    return this.info.status;
  }

  get code() {
    return this.info.code;
  }
}

/**
 * The API's XSRF double-submit cookie: `__Host-` prefixed in production builds (Secure, this
 * host only), plain on a development server.
 */
export const XSRF_COOKIE_NAME = process.env.NODE_ENV === 'production' ? '__Host-XSRF-TOKEN' : 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

export const CLIENT_REFERENCE_KEY = 'clientReference';
export const CLIENT_REFERENCE_HEADER = 'X-Client-Reference';
export const SERVER_USER_AGENT = 'BaobabWeb/0.1 (+server-side rendering)';
/** The spec's client had no timeout (§9 says 0); a hung call must not hang a page on a slow network. */
export const REQUEST_TIMEOUT_MS = 20_000;

const isBrowser = () => typeof window !== 'undefined';

function randomReference(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The browser tab's client reference, kept in session storage and created on first use. */
export function clientReference(): string | undefined {
  if (!isBrowser()) return undefined;
  try {
    let reference = window.sessionStorage.getItem(CLIENT_REFERENCE_KEY);
    if (!reference) {
      reference = randomReference();
      window.sessionStorage.setItem(CLIENT_REFERENCE_KEY, reference);
    }
    return reference;
  } catch {
    // Storage can be blocked (private mode, strict settings); calls still go out without it.
    return undefined;
  }
}

/** Same-origin `/api` in the browser; on the server an absolute URL to this very process. */
export function apiBaseUrl(): string {
  const configured = API_BASE;
  if (isBrowser() || /^https?:\/\//.test(configured)) return configured;
  return `${serverConfig.internalApiOrigin()}${configured}`;
}

function addHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const reference = clientReference();
  if (reference) config.headers.set(CLIENT_REFERENCE_HEADER, reference);
  // Browsers forbid setting User-Agent and send their own; server-side calls name themselves.
  if (!isBrowser()) config.headers.set('User-Agent', SERVER_USER_AGENT);
  return config;
}

interface EnvelopeBody {
  errors?: ApiErrorInfo['errors'];
  message?: string;
  amadeus_code?: string | number;
  verificationId?: string;
}

interface AxiosFailure {
  isAxiosError: true;
  code?: string;
  message: string;
  response?: { status: number; data?: unknown };
}
const isAxiosError = (error: unknown): error is AxiosFailure =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** Turns any axios failure into one ApiError with a message a person can be shown. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // Recognised by axios' own flag (axios.isAxiosError reads the same), without importing axios here.
  if (isAxiosError(error)) {
    if (!error.response) {
      const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
      return new ApiError({
        status: 0,
        code: timedOut ? 'TIMEOUT' : 'NETWORK_ERROR',
        message: timedOut ? 'The request took too long.' : 'Could not reach the server.',
        errors: [],
      });
    }
    const body = (error.response.data ?? {}) as EnvelopeBody;
    const errors = Array.isArray(body.errors) ? body.errors : [];
    const first = errors[0];
    return new ApiError({
      status: error.response.status,
      code: first?.code ?? `HTTP_${error.response.status}`,
      message: first?.detail ?? first?.title ?? body.message ?? error.message,
      providerCode: body.amadeus_code !== undefined ? String(body.amadeus_code) : undefined,
      ...(typeof body.verificationId === 'string' ? { verificationId: body.verificationId } : {}),
      errors,
    });
  }
  return new ApiError({
    status: 0,
    code: 'UNKNOWN',
    message: error instanceof Error ? error.message : 'Unexpected error.',
    errors: [],
  });
}

/** An axios instance with the API's defaults: base URL, timeout, credentials, XSRF names, headers and errors. */
export function configureClient(axios: AxiosStatic, baseURL: string): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    withCredentials: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    xsrfCookieName: XSRF_COOKIE_NAME,
    xsrfHeaderName: XSRF_HEADER_NAME,
  });
  instance.interceptors.request.use(addHeaders);
  instance.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));
  return instance;
}

let instance: Promise<AxiosInstance> | undefined;
/**
 * axios loads with the first call, not with the page: a first visit downloads about 20 kB less.
 * If its download fails (the connection dropped), the call fails as offline and the next one tries again.
 */
const client = () =>
  (instance ??= import('axios').then(
    ({ default: axios }) => configureClient(axios, apiBaseUrl()),
    () => {
      instance = undefined;
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Could not reach the server.', errors: [] });
    },
  ));

// Loaded as soon as the visitor starts using the page (a tap, a key, a field in focus), so the
// first call rarely waits for it, yet a page that is only read never pays for it.
if (isBrowser()) {
  const warmUp = () => {
    for (const type of ['pointerdown', 'keydown', 'focusin']) window.removeEventListener(type, warmUp, true);
    void client();
  };
  for (const type of ['pointerdown', 'keydown', 'focusin']) window.addEventListener(type, warmUp, { capture: true, passive: true });
}

/** The one HTTP client of the web app (an axios instance, created on first use). */
export const http: HttpClient = {
  get: ((...args: Parameters<AxiosInstance['get']>) => client().then((axios) => axios.get(...args))) as AxiosInstance['get'],
  post: ((...args: Parameters<AxiosInstance['post']>) => client().then((axios) => axios.post(...args))) as AxiosInstance['post'],
  put: ((...args: Parameters<AxiosInstance['put']>) => client().then((axios) => axios.put(...args))) as AxiosInstance['put'],
  delete: ((...args: Parameters<AxiosInstance['delete']>) => client().then((axios) => axios.delete(...args))) as AxiosInstance['delete'],
};
