import fc from 'fast-check';
import { buildApp, openApiDocument } from './app';
import { sandboxWebhooksDelivered } from './payments/gateways/sandbox/sandbox.handlers';
import { bookingHelpers, signedInClient } from './test/api-helpers';
import { closeTestDatabase, useTestDatabase } from './test/test-db';
import { listen, rawRequest } from './test/raw-http';

/**
 * Every operation of the OpenAPI document, called with inputs generated from its own schemas and
 * laced with hostile strings, by a signed-in browser holding a booking: whatever comes in, the
 * answer is never a 5xx, and every 4xx is the error envelope.
 */

const app = buildApp();
const { book } = bookingHelpers(app);
const document = openApiDocument(app) as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  prefixItems?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  example?: unknown;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** What a stranger types: NUL and control characters, 10,000 characters, direction overrides, emoji, SQL, HTML, paths, templates. */
const HOSTILE = [
  '\u0000',
  'Ada\u0000Obi',
  'tab\there',
  'line\r\nSet-Cookie: session=stolen',
  'x'.repeat(10_000),
  '\u202Egnp.exe',
  'Ada\u2066Obi\u2069',
  '👨‍👩‍👧‍👦✈️🇳🇬',
  "' OR '1'='1' --",
  "Robert'); DROP TABLE bookings;--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '${7*7}{{7*7}}',
  '\uD800',
  '',
  ' ',
  'NaN',
  '-1',
  '1e309',
  'K7MX3Q',
  'ada@example.com',
];
/** Control characters weigh as much as all the rest: they are what reaches the database unchecked. */
const hostile = fc.oneof(fc.constantFrom(...HOSTILE.filter((text) => /[\u0000-\u001f]/.test(text))), fc.constantFrom(...HOSTILE));
/** Any JSON at all: the wrong type for whatever was expected. */
const wrongType = fc.oneof(fc.constant(null), fc.boolean(), fc.integer(), fc.double(), fc.constant([]), fc.constant({}), hostile);

function resolve(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let depth = 0; current.$ref && depth < 10; depth += 1) current = document.components.schemas[current.$ref.split('/').pop()!] ?? {};
  return current;
}

/** A value the schema accepts, as far as its types, enums, formats, patterns and lengths say. */
function validFor(input: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(input);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((option) => validFor(option, depth + 1)));
  if (schema.allOf?.length) return validFor(schema.allOf[0], depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.example !== undefined) return fc.constant(schema.example);
      if (schema.format === 'email') return fc.stringMatching(/^[a-z][a-z0-9.]{0,12}@example\.(com|ng)$/);
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= (schema.maxLength ?? 200));
      return fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 1_000_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_000_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      if (depth > 5) return fc.constant([]);
      if (schema.prefixItems?.length) return fc.tuple(...schema.prefixItems.map((item) => validFor(item, depth + 1)));
      return fc.array(validFor(schema.items, depth + 1), { minLength: 1, maxLength: 2 });
    default: {
      if (depth > 5 || !schema.properties) return fc.constant({});
      const required = new Set(schema.required ?? []);
      const shape = Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, validFor(property, depth + 1)]));
      return fc.record(shape, { requiredKeys: [...required].filter((name) => name in shape) });
    }
  }
}

/** The places in a JSON value where a string or any other leaf sits. */
function leaves(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  const children = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : value && typeof value === 'object' ? Object.entries(value) : [];
  if (children.length === 0) return [path];
  return children.flatMap(([key, item]) => leaves(item, [...path, key]));
}

function replaced(value: unknown, path: Array<string | number>, next: (old: unknown) => unknown): unknown {
  if (path.length === 0) return next(value);
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = replaced(copy[head!], rest, next);
  return copy;
}

/**
 * Mostly a valid value with one leaf turned hostile (a NUL appended to a name, 10,000 characters
 * in place of a code, a number where a string goes), so the hostile part reaches the code behind
 * validation; sometimes left clean, sometimes something else entirely.
 */
function arbitraryFor(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const mutation = fc.oneof(
    hostile.map((bad) => (old: unknown) => (typeof old === 'string' && bad.length < 100 ? `${old}${bad}` : bad)),
    hostile.map((bad) => () => bad),
    wrongType.map((bad) => () => bad),
  );
  const mutated = fc.tuple(validFor(schema), fc.nat(), mutation).map(([value, index, mutate]) => {
    const places = leaves(value);
    return replaced(value, places[index % places.length]!, mutate);
  });
  return fc.oneof({ arbitrary: mutated, weight: 6 }, { arbitrary: validFor(schema), weight: 2 }, { arbitrary: wrongType, weight: 1 });
}

/** A lone surrogate cannot travel in an address: as a browser would, it becomes U+FFFD. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

let browser: Awaited<ReturnType<typeof signedInClient>>;
let reference = '';

beforeAll(async () => {
  await useTestDatabase();
  browser = await signedInClient(app, 'fuzz.owner@example.com');
  // The browser owns a booking: routes about a booking get past the 404 with it.
  reference = (await book({ browser, email: 'fuzz.owner@example.com' })).reference;
}, 60_000);
afterAll(async () => {
  await sandboxWebhooksDelivered();
  await closeTestDatabase();
});

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);

describe('every operation of the OpenAPI document, called with generated and hostile input', () => {
  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
    '%s: never a 5xx, always the envelope on a 4xx',
    async (_name, { path, method, operation }) => {
      const parameters = operation.parameters ?? [];
      const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
      const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const input = fc.record({
        path: fc.record(
          Object.fromEntries(pathParameters.map((parameter) => [parameter.name, fc.oneof(arbitraryFor(parameter.schema), fc.constant(reference))])),
        ),
        query: fc.record(Object.fromEntries(queryParameters.map((parameter) => [parameter.name, fc.option(arbitraryFor(parameter.schema), { freq: 4 })]))),
        body: media ? arbitraryFor(media.schema) : fc.constant(undefined),
        useBooking: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ path: values, query, body, useBooking }) => {
          const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(wellFormed(asText(values[name]))));
          const search = new URLSearchParams();
          for (const [name, value] of Object.entries(query)) if (value !== null && value !== undefined) search.set(name, asText(value));
          const payload =
            useBooking && body && typeof body === 'object' && !Array.isArray(body) && 'bookingId' in body ? { ...body, bookingId: reference } : body;
          const headers: Record<string, string> = browser.headers();
          let requestBody: string | undefined;
          if (media) {
            headers['content-type'] = contentType!;
            requestBody =
              contentType === 'application/x-www-form-urlencoded'
                ? new URLSearchParams(Object.entries((payload ?? {}) as object).map(([name, value]) => [name, asText(value)])).toString()
                : JSON.stringify(payload);
          }
          const res = await app.request(`${url}${search.size ? `?${search}` : ''}`, { method, headers, body: requestBody });
          const text = await res.text();
          expect({ status: res.status, body: text.slice(0, 300) }).toEqual({ status: expect.any(Number), body: expect.any(String) });
          if (res.status >= 500) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 500)}`);
          if (res.status >= 400) {
            const envelope = JSON.parse(text) as { errors?: Array<{ status: number; code: string; title: string }> };
            expect(envelope.errors?.length).toBeGreaterThan(0);
            for (const error of envelope.errors!) expect(error).toMatchObject({ status: res.status, code: expect.any(String), title: expect.any(String) });
          }
        }),
        { numRuns: media ? 40 : 20, seed: 20261123 },
      );
    },
    120_000,
  );
});

/**
 * Every operation again, over a real HTTP server mounted as Next mounts the API, with what a
 * generated value cannot carry: no body at all (every method, no Content-Length), bodies nested
 * 32,000 deep, ill-formed Unicode (lone surrogates), undecodable and odd addresses, and bodies
 * under every content type. Never a 5xx; every 4xx is the envelope.
 */
describe('every operation, raw over HTTP: body-less, deep, ill-formed, undecodable, every content type', () => {
  const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
  const CONTENT_TYPES = [
    'text/plain',
    'application/xml',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-16',
    'application/merge-patch+json',
    'application/octet-stream',
    '',
  ];
  const sent = { requests: 0, serverErrors: [] as string[] };

  /** Mutations of one operation: each a request line with its headers and a body. */
  function mutations(method: string, path: string, cookies: string, xsrf: string): Array<{ name: string; head: string; body?: string }> {
    const concrete = path.replace(/\{(\w+)\}/g, () => reference);
    const auth = `Cookie: ${cookies}\r\nX-XSRF-Token: ${xsrf}\r\nX-Forwarded-For: 10.99.0.1`;
    const withBody = (contentType: string, body: string) =>
      `${contentType ? `Content-Type: ${contentType}\r\n` : ''}Content-Length: ${Buffer.byteLength(body)}\r\n${auth}`;
    const list: Array<{ name: string; head: string; body?: string }> = [];
    for (const bodyless of new Set([method, 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']))
      list.push({ name: `${bodyless} with no body`, head: `${bodyless} ${concrete} HTTP/1.1\r\n${auth}` });
    list.push({ name: 'nested 30,000 deep', head: `${method} ${concrete} HTTP/1.1\r\n${withBody('application/json', deep)}`, body: deep });
    const surrogates = '{"firstName":"\\ud800","lastName":"Obi\\udfff","email":"a\\ud800@example.com","code":"\\ud83d","bookingId":"\\udc00"}';
    list.push({ name: 'lone surrogates', head: `${method} ${concrete} HTTP/1.1\r\n${withBody('application/json', surrogates)}`, body: surrogates });
    list.push({ name: 'undecodable address', head: `${method} ${concrete.replace(/\/[^/]*$/, '/%E0%A4%A')} HTTP/1.1\r\n${auth}` });
    list.push({ name: 'surrogate in the address', head: `${method} ${concrete}/%ED%A0%80?q=%ED%A0%80 HTTP/1.1\r\n${auth}` });
    for (const contentType of CONTENT_TYPES)
      list.push({ name: `content type "${contentType}"`, head: `${method} ${concrete} HTTP/1.1\r\n${withBody(contentType, '{"a":1}')}`, body: '{"a":1}' });
    return list;
  }

  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen(app.fetch);
  });
  afterAll(async () => {
    await server.close();
    // The figure for the record: operations × mutations sent, and how many answered 5xx.
    process.stdout.write(`fuzz, raw over HTTP: ${sent.requests} requests (${operations.length} operations), ${sent.serverErrors.length} answered 5xx\n`);
  });

  it.each(operations.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
    '%s',
    async (_name, { path, method }) => {
      const { cookie, 'x-xsrf-token': xsrf } = browser.headers();
      for (const mutation of mutations(method, `/api${path.replace(/^\/api/, '')}`, cookie, xsrf)) {
        const res = await rawRequest(server.port, mutation.head, mutation.body);
        sent.requests += 1;
        if (res.status >= 500 || Number.isNaN(res.status)) sent.serverErrors.push(`${mutation.name}: ${res.status}`);
        expect({
          mutation: mutation.name,
          status: res.status >= 500 || Number.isNaN(res.status) ? `${res.status}: ${res.text.slice(0, 200)}` : 'not 5xx',
        }).toEqual({ mutation: mutation.name, status: 'not 5xx' });
        if (res.status >= 400 && method !== 'HEAD') {
          const envelope = JSON.parse(res.text) as { errors?: Array<{ status: number; code: string }> };
          expect({ mutation: mutation.name, errors: envelope.errors?.[0] }).toMatchObject({
            mutation: mutation.name,
            errors: { status: res.status, code: expect.any(String) },
          });
        }
        // A GET's body is never read; any other method's deep body is refused before its route looks at it.
        if (mutation.name === 'nested 30,000 deep' && !['GET', 'HEAD', 'OPTIONS'].includes(method) && res.status === 422) expect(res.text).toMatch(/TOO_DEEP/);
      }
    },
    60_000,
  );
});
