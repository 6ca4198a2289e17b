import { OpenAPIHono, type Hook, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { Env as HonoEnv } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { BOOKING_ACCESS_COOKIE, readCookie, requestIsHttps, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './request-context';
import { getDatabase, type Database } from '../db/client';
import { env } from '../env';
import { safeEqual } from './crypto';
import { HttpError, type ErrorObject } from './http-error';
import { describeError, logger } from '../../common/node/logger';
import { limitBodies, noRoute, rejectControlCharacters } from './request-guards';
import { isDatabaseUnavailable } from './db-errors';
import { observeRequest } from '../../common/node/metrics';

export interface AppBindings extends HonoEnv {
  Variables: {
    clientReference: string | undefined;
    /** The database, opened once per process and handed to every handler. */
    db: Database;
  };
}

/** The database did not answer: 503 with when to try again. */
export function databaseUnavailable() {
  const error = new HttpError(503, 'DATABASE_UNAVAILABLE', 'Service unavailable', 'We cannot reach our database just now. Please try again in a minute.');
  error.retryAfterSeconds = 5;
  return error;
}

const CLIENT_REFERENCE = /^[A-Za-z0-9._:-]{1,64}$/;
const XSRF_EXEMPT = /^\/api\/payment\/(webhooks|sandbox)\//;
const SIGN_IN_PATHS =
  /^\/api\/(login|signup|verify|logout|newsletter|resetpassword|bookings\/lookup|v1\/(forgot_password|check_reset_code|update_password))(\/|$)/;

/** zod issues become one error object each, pointing at the field a person has to fix. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook for every router, whatever its bindings
export const validationHook: Hook<any, any, any, any> = (result, c) => {
  if (result.success) return;
  const target = (result as { target?: string }).target;
  const errors: ErrorObject[] = result.error.issues.map((issue) => {
    const field = issue.path.join('.');
    const source = target === 'query' || target === 'param' ? { parameter: field || '(query)' } : { pointer: `/${issue.path.join('/')}` };
    return {
      status: 422,
      code: 'INVALID_INPUT',
      title: 'Invalid input',
      detail: field ? `${field}: ${issue.message}` : issue.message,
      source,
    };
  });
  return c.json({ errors }, 422);
};

/** Hono's own refusals, in the envelope's words. */
const HONO_ERRORS: Partial<Record<number, { code: string; title: string; detail: string }>> = {
  400: { code: 'MALFORMED_JSON', title: 'Malformed JSON', detail: 'The request body is not valid JSON.' },
  413: { code: 'PAYLOAD_TOO_LARGE', title: 'Request too large', detail: 'The request body is too large.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', title: 'Unsupported media type', detail: 'Send the request body as JSON (Content-Type: application/json).' },
};

/** A handler for a route declared with createRoute, with the app's variables (db…) typed. */
export type AppRouteHandler<R extends RouteConfig, B extends AppBindings = AppBindings> = RouteHandler<R, B>;

export function createRouter() {
  return new OpenAPIHono<AppBindings>({ defaultHook: validationHook });
}

/** The API app with everything every route shares. `database: false` for tests of the shared parts alone. */
export function createApp({ database = true }: { database?: boolean } = {}) {
  const app = new OpenAPIHono<AppBindings>({ defaultHook: validationHook }).basePath('/api');

  // One structured log line per request, carrying the browser session's client reference. The
  // route's pattern is logged, not the address: a verification link carries its code in the path.
  app.use('*', async (c, next) => {
    const started = performance.now();
    const reference = c.req.header('x-client-reference');
    c.set('clientReference', reference && CLIENT_REFERENCE.test(reference) ? reference : undefined);
    await next();
    const route = routePath(c, -1);
    const pattern = route && route !== '/api/*' ? route : '(no route)';
    const ms = performance.now() - started;
    observeRequest(c.req.method, pattern, c.res.status, ms / 1000);
    logger.info('request', {
      method: c.req.method,
      route: pattern,
      status: c.res.status,
      durationMs: Math.round(ms * 10) / 10,
      clientReference: c.get('clientReference'),
    });
  });

  // An API answer is data, never a page: nothing in it may run, and no site may frame it.
  app.use('*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    c.header('X-Content-Type-Options', 'nosniff');
    if (requestIsHttps(c) || env().PUBLIC_URL?.startsWith('https://')) c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  });

  app.use('*', async (c, next) => {
    if (env().MAINTENANCE_MODE && c.req.path !== '/api/health') {
      throw new HttpError(503, 'MAINTENANCE', 'Down for maintenance', "We're currently upgrading our services. Please try again shortly.");
    }
    await next();
  });

  app.use('*', limitBodies());

  if (database)
    app.use('*', async (c, next) => {
      try {
        c.set('db', (await getDatabase()).db);
      } catch (error) {
        logger.error('database unavailable', describeError(error));
        throw databaseUnavailable();
      }
      await next();
    });

  // XSRF double submit (axios' defaults: cookie XSRF-TOKEN, header X-XSRF-TOKEN) on every state
  // change a browser could be tricked into: whenever a session or booking-access cookie rides
  // along, and always for the sign-in calls and the booking look-up (login CSRF). Gateways'
  // webhooks and the sandbox's checkout form are not browser calls of ours and carry their own proof.
  app.use('*', async (c, next) => {
    const path = c.req.path;
    const changesState = !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) || path === '/api/logout';
    const credentials = readCookie(c, SESSION_COOKIE) !== undefined || readCookie(c, BOOKING_ACCESS_COOKIE) !== undefined;
    if (changesState && !XSRF_EXEMPT.test(path) && (credentials || SIGN_IN_PATHS.test(path))) {
      const cookie = readCookie(c, XSRF_COOKIE);
      const header = c.req.header(XSRF_HEADER);
      if (!cookie || !header || !safeEqual(cookie, header)) {
        throw new HttpError(403, 'XSRF_TOKEN_MISSING', 'Please reload the page', 'Your session needs refreshing: reload the page and try again.');
      }
    }
    await next();
  });

  app.use('*', rejectControlCharacters());

  app.notFound((c) => noRoute(c, app.routes));

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(error.toEnvelope(), error.status);
    }
    if (error instanceof HTTPException) {
      // Hono's own 4xx: a body that is not valid JSON, or not JSON at all.
      const status = error.status as ContentfulStatusCode;
      const known = HONO_ERRORS[status] ?? (/json/i.test(error.message) ? HONO_ERRORS[400] : undefined);
      return c.json({ errors: [{ status, ...(known ?? { code: 'BAD_REQUEST', title: 'Bad request', detail: error.message }) }] }, status);
    }
    if (isDatabaseUnavailable(error)) {
      // Down, restarting or too slow: the truth, and when to come back; never a 500.
      logger.warn('database unavailable', { method: c.req.method, route: routePath(c, -1), ...describeError(error) });
      c.header('Retry-After', '5');
      return c.json(databaseUnavailable().toEnvelope(), 503);
    }
    logger.error('unhandled error', {
      method: c.req.method,
      route: routePath(c, -1),
      clientReference: c.get('clientReference'),
      ...describeError(error),
    });
    return c.json(
      {
        errors: [
          {
            status: 500,
            code: 'INTERNAL_ERROR',
            title: 'Something went wrong',
            detail: 'Something went wrong on our side. Please try again; if it keeps happening, contact support.',
          },
        ],
      },
      500,
    );
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
