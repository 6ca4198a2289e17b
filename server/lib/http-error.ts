import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ErrorObject {
  status: number;
  code: string;
  title: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string; example?: string };
}

/** The one error envelope of the API (docs/architecture.md, Amadeus style). */
export interface ErrorEnvelope {
  errors: ErrorObject[];
}

/** Thrown by handlers; turned into the error envelope by the app's single onError. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly errors: ErrorObject[];
  /** With 429: how long the client should wait. */
  retryAfterSeconds?: number;
  /** Top-level fields beside `errors` (the provider's own code: `amadeus_code`). */
  extra?: Record<string, unknown>;

  constructor(status: ContentfulStatusCode, code: string, title: string, detail?: string, errors?: ErrorObject[]) {
    super(detail ?? title);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.errors = errors ?? [{ status, code, title, ...(detail ? { detail } : {}) }];
  }

  toEnvelope(): ErrorEnvelope {
    return { errors: this.errors, ...(this.extra ?? {}) };
  }
}

export const notFound = (detail = 'There is nothing at this address.') => new HttpError(404, 'NOT_FOUND', 'Not found', detail);

export const badRequest = (code: string, detail: string) => new HttpError(400, code, 'Bad request', detail);

export const tooManyRequests = (retryAfterSeconds: number) => {
  const error = new HttpError(429, 'TOO_MANY_REQUESTS', 'Too many requests', `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`);
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
};

/** An error about one field of the request: its envelope points at it (`/password`), so a form shows the message beside it. */
export const fieldError = (status: ContentfulStatusCode, code: string, title: string, detail: string, pointer: string) =>
  new HttpError(status, code, title, detail, [{ status, code, title, detail, source: { pointer } }]);
