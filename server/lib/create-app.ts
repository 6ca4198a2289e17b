import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import type { Env as HonoEnv } from 'hono';
import { getCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { readCookie, SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../auth/request-context';
import { env } from '../env';
import { safeEqual } from '../providers/payments/signatures';
import { HttpError, type ErrorObject } from './http-error';
import { logger } from './logger';

export interface AppBindings extends HonoEnv {
  Variables: { clientReference: string | undefined };
}

const CLIENT_REFERENCE = /^[A-Za-z0-9._:-]{1,64}$/;
const XSRF_EXEMPT = /^\/api\/payment\/(webhooks|sandbox)\//;
const SIGN_IN_PATHS = /^\/api\/(login|signup|verify|logout|newsletter|resetpassword|v1\/(forgot_password|check_reset_code|update_password))(\/|$)/;

/** zod issues become one error object each, pointing at the field a person has to fix. */
export const validationHook: Hook<unknown, AppBindings, string, unknown> = (result, c) => {
  if (result.success) return;
  const target = (result as { target?: string }).target;
  const errors: ErrorObject[] = result.error.issues.map((issue) => {
    const field = issue.path.join('.');
    const source =
      target === 'query' || target === 'param'
        ? { parameter: field || '(query)' }
        : { pointer: `/${issue.path.join('/')}` };
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

export function createRouter() {
  return new OpenAPIHono<AppBindings>({ defaultHook: validationHook });
}

export function createApp() {
  const app = new OpenAPIHono<AppBindings>({ defaultHook: validationHook }).basePath('/api');

  // One structured log line per request, carrying the browser session's client reference.
  app.use('*', async (c, next) => {
    const started = performance.now();
    const reference = c.req.header('x-client-reference');
    c.set('clientReference', reference && CLIENT_REFERENCE.test(reference) ? reference : undefined);
    await next();
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      clientReference: c.get('clientReference'),
    });
  });

  app.use('*', async (c, next) => {
    if (env().MAINTENANCE_MODE && c.req.path !== '/api/health') {
      throw new HttpError(503, 'MAINTENANCE', 'Down for maintenance', "We're currently upgrading our services. Please try again shortly.");
    }
    await next();
  });

  // XSRF double submit (axios' defaults: cookie XSRF-TOKEN, header X-XSRF-TOKEN) on every state
  // change a browser could be tricked into: whenever a session cookie rides along, and always for
  // the sign-in calls (login CSRF). Gateways' webhooks and the sandbox's checkout form are not
  // browser calls of ours and carry their own proof.
  app.use('*', async (c, next) => {
    const path = c.req.path;
    const changesState = !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method) || path === '/api/logout';
    if (changesState && !XSRF_EXEMPT.test(path) && (readCookie(c, SESSION_COOKIE) !== undefined || SIGN_IN_PATHS.test(path))) {
      const cookie = getCookie(c, XSRF_COOKIE);
      const header = c.req.header(XSRF_HEADER);
      if (!cookie || !header || !safeEqual(cookie, header)) {
        throw new HttpError(403, 'XSRF_TOKEN_MISSING', 'Please reload the page', 'Your session needs refreshing: reload the page and try again.');
      }
    }
    await next();
  });

  app.notFound((c) =>
    c.json(
      { errors: [{ status: 404, code: 'NOT_FOUND', title: 'Not found', detail: `No route for ${c.req.method} ${c.req.path}.` }] },
      404,
    ),
  );

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      if (error.status === 429 && error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(error.toEnvelope(), error.status);
    }
    if (error instanceof HTTPException) {
      // Hono's own 4xx, e.g. a body that is not valid JSON.
      const status = error.status as ContentfulStatusCode;
      const malformed = /json/i.test(error.message);
      return c.json(
        {
          errors: [
            {
              status,
              code: malformed ? 'MALFORMED_JSON' : 'BAD_REQUEST',
              title: malformed ? 'Malformed JSON' : 'Bad request',
              detail: malformed ? 'The request body is not valid JSON.' : error.message,
            },
          ],
        },
        status,
      );
    }
    logger.error('unhandled error', {
      method: c.req.method,
      path: c.req.path,
      clientReference: c.get('clientReference'),
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
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
