import type { Context, MiddlewareHandler } from 'hono';
import { HttpError, type ErrorObject } from './http-error';
import { CONTROL_CHARACTERS } from './text';

/** JSON bodies of every route: far above any real request of ours, far below what hurts. */
export const MAX_JSON_BYTES = 64 * 1024;
/** A profile picture (1 MB) plus the multipart envelope around it. */
export const MAX_UPLOAD_BYTES = 1024 * 1024 + 64 * 1024;
const UPLOAD_PATH = /^\/api\/users\/[^/]+\/[^/]+\/photo$/;

const tooLarge = (max: number) => new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Request too large', `The request body is larger than ${Math.round(max / 1024)} kB.`);

/**
 * Refuses a body over the route's limit with 413 before reading the rest: at once when its
 * Content-Length says so, otherwise as soon as the streamed bytes pass the limit.
 *
 * Written here rather than taken from hono/body-limit: that one rebuilds the request from the
 * streamed bytes (`new Request(c.req.raw, …)`), and inside Next's server, where the raw request
 * is @hono/node-server's own object, that constructor throws for every request that has no
 * Content-Length: a body-less POST, PUT, PATCH, DELETE or OPTIONS answered 500. The bytes read
 * are handed to Hono's body cache instead, which every body reader of ours goes through.
 */
export const limitBodies = (): MiddlewareHandler => async (c, next) => {
  const max = c.req.method === 'POST' && UPLOAD_PATH.test(c.req.path) ? MAX_UPLOAD_BYTES : MAX_JSON_BYTES;
  const raw = c.req.raw;
  if (!raw.body || ['GET', 'HEAD'].includes(c.req.method)) return next();
  const length = raw.headers.get('content-length');
  if (length !== null && !raw.headers.has('transfer-encoding')) {
    if (!/^\d+$/.test(length.trim()) || Number(length) > max) throw tooLarge(max);
    return next();
  }
  const reader = raw.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(max);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  // Hono types its cache as the bodies, but keeps (and reads) the promises of them.
  (c.req.bodyCache as { arrayBuffer?: Promise<ArrayBuffer> }).arrayBuffer = Promise.resolve(bytes.buffer);
  return next();
};

const invalid = (detail: string, source: ErrorObject['source']): ErrorObject => ({
  status: 422,
  code: 'INVALID_CHARACTERS',
  title: 'Invalid characters',
  detail,
  source,
});
const refusal = (errors: ErrorObject[]) => new HttpError(422, 'INVALID_CHARACTERS', 'Invalid characters', errors[0]!.detail, errors);
const pointerOf = (path: Array<string | number>) => `/${path.map((part) => String(part).toWellFormed().replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** Fields written in paragraphs (a review, a guest's requests): line breaks are text there, other control characters are not. */
const MULTI_LINE_FIELDS = new Set(['text', 'specialRequests']);

/**
 * How deep arrays and objects may nest in a JSON body. Our deepest request schema nests 6 levels;
 * nothing real comes near 32, and a body cannot make any later walk over it costly.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`: one pass over its characters,
 * strings skipped, before anything parses or walks it (a 64 kB body of `[[[[…` is 32,000 levels).
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}

/** What is wrong with one string of a request, if anything. */
export type TextFault = 'control' | 'ill-formed';

/** A control character (line breaks allowed where `multiLine`), or a lone surrogate half, which no database or mail can store. */
export function textFault(text: string, multiLine = false): TextFault | undefined {
  if (!text.isWellFormed()) return 'ill-formed';
  if (CONTROL_CHARACTERS.test(multiLine ? text.replace(/\r?\n/g, ' ') : text)) return 'control';
  return undefined;
}

interface Visit {
  value: unknown;
  key: string | number | undefined;
  parent: Visit | undefined;
}
const pathOf = (visit: Visit): Array<string | number> => {
  const path: Array<string | number> = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.unshift(at.key!);
  return path;
};

/**
 * Every string (and key) in a parsed JSON value that holds a control character or ill-formed
 * Unicode, by JSON pointer. Walked without recursion, each node once: a child points at its parent
 * instead of copying the path, which is only written out for what is found (at most `limit`).
 */
export function faultyTextPointers(value: unknown, limit = 10): Array<{ pointer: string; fault: TextFault }> {
  const found: Array<{ pointer: string; fault: TextFault }> = [];
  const stack: Visit[] = [{ value, key: undefined, parent: undefined }];
  while (stack.length > 0 && found.length < limit) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      const fault = textFault(current, MULTI_LINE_FIELDS.has(String(visit.key)));
      if (fault) found.push({ pointer: pointerOf(pathOf(visit)), fault });
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) stack.push({ value: current[index], key: index, parent: visit });
    } else if (current && typeof current === 'object') {
      for (const key of Object.keys(current)) {
        const fault = textFault(key);
        if (fault) found.push({ pointer: pointerOf([...pathOf(visit), key]), fault });
        else stack.push({ value: (current as Record<string, unknown>)[key], key, parent: visit });
      }
    }
  }
  return found;
}

const FAULT_WORDS: Record<TextFault, string> = {
  control: 'control characters are not allowed',
  'ill-formed': 'the text is not well-formed Unicode (a lone surrogate)',
};

const isJson = (contentType: string) => /^application\/([\w.+-]+\+)?json\b/i.test(contentType);
const isForm = (contentType: string) => /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType);

function decoded(text: string, what: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new HttpError(400, 'MALFORMED_URL', 'Bad request', `The ${what} is not correctly percent-encoded.`);
  }
}

/**
 * No text with control characters gets in: the address, every query parameter, every string of
 * a JSON body (keys too) and every text field of a form, each refused with a 422 naming it.
 * A NUL would otherwise reach PostgreSQL, which refuses it with an error, not an answer.
 */
export const rejectControlCharacters = (): MiddlewareHandler => async (c, next) => {
  const url = new URL(c.req.url);
  if (textFault(decoded(url.pathname, 'address'))) {
    throw refusal([invalid('The address holds control characters or ill-formed text.', { parameter: '(path)' })]);
  }
  const errors: ErrorObject[] = [];
  for (const [name, value] of url.searchParams) {
    const inName = textFault(name);
    const fault = inName ?? textFault(value);
    if (fault) {
      const parameter = inName ? '(query)' : name;
      errors.push(invalid(`${parameter}: ${FAULT_WORDS[fault]}.`, { parameter }));
    }
  }
  if (errors.length > 0) throw refusal(errors);

  if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) && c.req.raw.body) {
    const contentType = c.req.header('content-type') ?? '';
    if (isJson(contentType)) {
      const text = await c.req.text();
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        throw new HttpError(422, 'TOO_DEEP', 'Too deeply nested', `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        // Malformed JSON: the route's validator answers it (400) as it always has.
        return next();
      }
      const found = faultyTextPointers(body);
      if (found.length > 0) throw refusal(found.map(({ pointer, fault }) => invalid(`${pointer.slice(1) || '(body)'}: ${FAULT_WORDS[fault]}.`, { pointer })));
    } else if (isForm(contentType)) {
      // A body that does not parse as the form it says it is: refused here, before a route reads it again.
      const form = await c.req.parseBody({ all: true }).catch(() => {
        throw new HttpError(400, 'MALFORMED_FORM', 'Malformed form', 'The request body is not the form its Content-Type says.');
      });
      for (const [name, value] of Object.entries(form)) {
        const texts = (Array.isArray(value) ? value : [value]).filter((entry): entry is string => typeof entry === 'string');
        const fault = textFault(name) ?? texts.map((text) => textFault(text)).find(Boolean);
        if (fault) errors.push(invalid(`${name}: ${FAULT_WORDS[fault]}.`, { pointer: pointerOf([name]) }));
      }
      if (errors.length > 0) throw refusal(errors);
    }
  }
  return next();
};

type RouteLike = { method: string; path: string };

/** Which methods an address answers to, from the app's own routes (middleware excluded). */
export function allowedMethods(routes: readonly RouteLike[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === 'ALL') continue;
    if (routePattern(route.path).test(path)) methods.add(route.method);
  }
  if (methods.has('GET')) methods.add('HEAD');
  if (methods.size > 0) methods.add('OPTIONS');
  return [...methods].sort();
}

const patterns = new Map<string, RegExp>();
function routePattern(path: string): RegExp {
  let pattern = patterns.get(path);
  if (!pattern) {
    const source = path
      .split('/')
      .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    pattern = new RegExp(`^${source}/?$`);
    patterns.set(path, pattern);
  }
  return pattern;
}

/** The answer for an address no route of this method serves: 405 with Allow when another method would, else 404. */
export function noRoute(c: Context, routes: readonly RouteLike[]) {
  const allowed = allowedMethods(routes, c.req.path);
  if (allowed.length > 0) {
    c.header('Allow', allowed.join(', '));
    if (c.req.method === 'OPTIONS') return c.body(null, 204);
    return c.json(
      {
        errors: [
          {
            status: 405,
            code: 'METHOD_NOT_ALLOWED',
            title: 'Method not allowed',
            detail: `${c.req.method} is not allowed here; use ${allowed.filter((method) => method !== 'OPTIONS' && method !== 'HEAD').join(' or ')}.`,
          },
        ],
      },
      405,
    );
  }
  return c.json({ errors: [{ status: 404, code: 'NOT_FOUND', title: 'Not found', detail: `No route for ${c.req.method} ${c.req.path}.` }] }, 404);
}
