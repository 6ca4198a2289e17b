import type { OpenAPIHono } from '@hono/zod-openapi';
import { MAX_JSON_BYTES, MAX_UPLOAD_BYTES } from './request-guards';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  requestBody?: { content?: Record<string, unknown> };
  responses: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
};
type Document = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;
const envelope = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } });

/**
 * How a request proves who it is. A browser does all of this by itself: cookies ride along, and
 * axios echoes the XSRF cookie in its header on every state change.
 */
export const SECURITY_SCHEMES = {
  sessionCookie: { type: 'apiKey', in: 'cookie', name: 'session', description: 'The signed-in session (HttpOnly; `__Host-session` in production).' },
  xsrfCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'XSRF-TOKEN',
    description: 'XSRF double submit, the cookie half (`__Host-XSRF-TOKEN` in production); GET /api/cookie sets it.',
  },
  xsrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description:
      "XSRF double submit, the header half: the cookie's value. Required on every state change that carries a session or booking-access cookie, and on sign-in calls.",
  },
  bookingAccessCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'booking_access',
    description:
      'The bookings this browser may open (signed, HttpOnly; `__Host-booking_access` in production): given when it books, answers reference + surname, or opens a link of ours.',
  },
  bookingAccessToken: {
    type: 'apiKey',
    in: 'query',
    name: 'access',
    description: 'A signed, expiring token from a link in our emails or the redirect after payment (also accepted as the X-Booking-Access header).',
  },
  paystackSignature: { type: 'apiKey', in: 'header', name: 'x-paystack-signature', description: 'HMAC-SHA512 of the raw body with the Paystack secret key.' },
  flutterwaveHash: { type: 'apiKey', in: 'header', name: 'verif-hash', description: "The secret hash set in Flutterwave's dashboard." },
} as const;

type Requirement = Record<string, string[]>;
const xsrf: Requirement = { xsrfCookie: [], xsrfHeader: [] };
/** Signed-in calls (they answer 401 without a session). */
const signedIn = (changes: boolean): Requirement[] => [{ sessionCookie: [], ...(changes ? xsrf : {}) }];
/** Calls about one booking: its grant cookie, a link's token, or its owner's session. */
export const bookingSecurity = (changes: boolean): Requirement[] => [
  { bookingAccessCookie: [], ...(changes ? xsrf : {}) },
  { bookingAccessToken: [] },
  { sessionCookie: [], ...(changes ? xsrf : {}) },
];
/** Sign-in calls: no credentials yet, but always the XSRF double submit (login CSRF). */
export const signInSecurity: Requirement[] = [xsrf];

const operationId = (method: string, path: string) =>
  method +
  path
    .replace(/^\/api/, '')
    .split(/[/_{}-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/**
 * A schema's `pattern` is the regular expression's source alone (JSON Schema reads it with
 * Unicode semantics, so `\p{L}` is right as it is); zod-to-openapi writes a pattern with flags
 * as `^…$/u`, which no client can match: the flags are taken off.
 */
export function withoutRegexFlags(value: unknown): void {
  if (Array.isArray(value)) for (const item of value) withoutRegexFlags(item);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.pattern === 'string') record.pattern = record.pattern.replace(/(?<=\$)\/[dgimsuvy]+$/, '');
    for (const child of Object.values(record)) if (child && typeof child === 'object') withoutRegexFlags(child);
  }
}

/**
 * The OpenAPI document as the API really behaves: every route's own responses, plus what the
 * app answers around every route (bad JSON, too large, not JSON, control characters, XSRF,
 * maintenance, rate limits on booking look-ups), the security each route needs, and a server.
 */
export function describeApi(app: OpenAPIHono<never>, serverUrl: string): Document {
  const document = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Baobab travel API',
      version: '0.1.0',
      description:
        'Flights, insurance, stays and experiences for West and Central Africa. Errors use one envelope: {"errors":[{status,code,title,detail,source}]}. ' +
        `JSON bodies are limited to ${MAX_JSON_BYTES / 1024} kB (uploads to ${Math.round(MAX_UPLOAD_BYTES / 1024)} kB); a method a path does not serve answers 405 with Allow.`,
      license: { name: 'Proprietary', url: 'https://baobab.travel/terms' },
    },
    servers: [{ url: serverUrl, description: 'This site: the API is served under /api' }],
  });
  document.components = { ...document.components, securitySchemes: SECURITY_SCHEMES as never };
  withoutRegexFlags(document);
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      const changes = method !== 'get' || path === '/api/logout';
      const responses = operation.responses;
      const add = (status: string, description: string) => {
        responses[status] ??= envelope(description);
      };
      operation.operationId ??= operationId(method, path);
      // Anyone may call the rest; a session cookie that rides along on a state change brings the XSRF rule with it.
      operation.security ??= responses['401'] ? signedIn(changes) : changes ? [{}, { sessionCookie: [], ...xsrf }] : [];
      const content = Object.keys(operation.requestBody?.content ?? {});
      if (content.includes('application/json')) {
        add('400', 'The body is not valid JSON');
        add('415', 'The body is not JSON (UNSUPPORTED_MEDIA_TYPE)');
      }
      if (content.length > 0) add('413', 'The body is larger than the limit (PAYLOAD_TOO_LARGE)');
      add('422', 'Invalid input: a field, a query parameter or the address holds control characters or does not fit (the field is named)');
      if (operation.security.some((requirement) => 'xsrfHeader' in requirement)) add('403', 'The XSRF double submit is missing or does not match');
      if (operation.security.some((requirement) => 'bookingAccessCookie' in requirement)) {
        add('404', 'No booking with this ID that this request may open (the same answer for both)');
        add('429', 'Too many booking look-ups from this address or for this reference (Retry-After)');
      }
      if (path !== '/api/health') add('503', 'Down for maintenance');
    }
  }
  return document;
}
