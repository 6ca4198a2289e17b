import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError, type ErrorObject } from './http-error';
import { CONTROL_CHARACTERS } from './text';

/** JSON bodies of every route: far above any real request of ours, far below what hurts. */
export const MAX_JSON_BYTES = 64 * 1024;
/** A profile picture (1 MB) plus the multipart envelope around it. */
export const MAX_UPLOAD_BYTES = 1024 * 1024 + 64 * 1024;
const UPLOAD_PATH = /^\/api\/users\/[^/]+\/[^/]+\/photo$/;

const tooLarge = (max: number) =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Request too large', `The request body is larger than ${Math.round(max / 1024)} kB.`);

/**
 * Refuses a body over the route's limit with 413 before reading the rest: at once when its
 * Content-Length says so, otherwise as soon as the streamed bytes pass the limit.
 */
export const limitBodies = (): MiddlewareHandler => {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiter = (max: number) => {
    let found = limiters.get(max);
    if (!found) {
      found = bodyLimit({ maxSize: max, onError: () => Promise.reject(tooLarge(max)) });
      limiters.set(max, found);
    }
    return found;
  };
  return (c, next) => limiter(c.req.method === 'POST' && UPLOAD_PATH.test(c.req.path) ? MAX_UPLOAD_BYTES : MAX_JSON_BYTES)(c, next);
};

const invalid = (detail: string, source: ErrorObject['source']): ErrorObject => ({ status: 422, code: 'INVALID_CHARACTERS', title: 'Invalid characters', detail, source });
const refusal = (errors: ErrorObject[]) => new HttpError(422, 'INVALID_CHARACTERS', 'Invalid characters', errors[0]!.detail, errors);
const pointerOf = (path: Array<string | number>) => `/${path.map((part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** Fields written in paragraphs (a review, a guest's requests): line breaks are text there, other control characters are not. */
const MULTI_LINE_FIELDS = new Set(['text', 'specialRequests']);

/** Every string (and key) in a parsed JSON value that holds a control character, by JSON pointer; walked without recursion. */
export function controlCharacterPointers(value: unknown, limit = 10): string[] {
  const found: string[] = [];
  const stack: Array<{ value: unknown; path: Array<string | number> }> = [{ value, path: [] }];
  while (stack.length > 0 && found.length < limit) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const multiLine = MULTI_LINE_FIELDS.has(String(path.at(-1)));
      if (CONTROL_CHARACTERS.test(multiLine ? current.replace(/\r?\n/g, ' ') : current)) found.push(pointerOf(path));
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) stack.push({ value: current[index], path: [...path, index] });
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (CONTROL_CHARACTERS.test(key)) found.push(pointerOf([...path, key]));
        else stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return found;
}

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
  if (CONTROL_CHARACTERS.test(decoded(url.pathname, 'address'))) {
    throw refusal([invalid('The address holds control characters.', { parameter: '(path)' })]);
  }
  const errors: ErrorObject[] = [];
  for (const [name, value] of url.searchParams) {
    if (CONTROL_CHARACTERS.test(name) || CONTROL_CHARACTERS.test(value)) {
      const parameter = CONTROL_CHARACTERS.test(name) ? '(query)' : name;
      errors.push(invalid(`${parameter}: control characters are not allowed.`, { parameter }));
    }
  }
  if (errors.length > 0) throw refusal(errors);

  if (!['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) && c.req.raw.body) {
    const contentType = c.req.header('content-type') ?? '';
    if (isJson(contentType)) {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        // Malformed JSON: the route's validator answers it (400) as it always has.
        return next();
      }
      const pointers = controlCharacterPointers(body);
      if (pointers.length > 0) throw refusal(pointers.map((pointer) => invalid(`${pointer.slice(1) || '(body)'}: control characters are not allowed.`, { pointer })));
    } else if (isForm(contentType)) {
      const form = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
      for (const [name, value] of Object.entries(form)) {
        const texts = (Array.isArray(value) ? value : [value]).filter((entry): entry is string => typeof entry === 'string');
        if (CONTROL_CHARACTERS.test(name) || texts.some((text) => CONTROL_CHARACTERS.test(text))) {
          errors.push(invalid(`${name}: control characters are not allowed.`, { pointer: pointerOf([name]) }));
        }
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
    return c.json({ errors: [{ status: 405, code: 'METHOD_NOT_ALLOWED', title: 'Method not allowed', detail: `${c.req.method} is not allowed here; use ${allowed.filter((method) => method !== 'OPTIONS' && method !== 'HEAD').join(' or ')}.` }] }, 405);
  }
  return c.json({ errors: [{ status: 404, code: 'NOT_FOUND', title: 'Not found', detail: `No route for ${c.req.method} ${c.req.path}.` }] }, 404);
}
