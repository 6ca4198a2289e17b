import { HttpError } from '../http-error';
import { logger } from '../../../common/node/logger';

/*
 * Amadeus Self-Service's HTTP side, shared by every product that uses it (flights, hotels): OAuth2
 * client credentials (the token cached until a minute before it lapses, one request for it however
 * many calls wait, a new one once after a 401) and JSON calls with timeouts. What an error means
 * is the product's to say (`toError`).
 */

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface AmadeusIssue {
  status?: number;
  code?: number;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
}

/** How a partner is named in the errors travellers read: "Hotel provider busy", "Our hotel partner is…". */
export interface PartnerWords {
  provider: string;
  partner: string;
}

/** A partner that cannot be reached (down, or our keys refused): a 502 the page says plainly. */
export const partnerUnavailable = (words: PartnerWords) =>
  new HttpError(
    502,
    'PROVIDER_UNAVAILABLE',
    `${words.provider} provider unavailable`,
    `Our ${words.partner} partner is not answering right now. Please try again in a few minutes.`,
  );

/**
 * An Amadeus error as our envelope, its code kept as amadeus_code (spec §8): the product's own
 * cases first (`special`), then busy (a 503 to retry in a minute), unreachable, or refused.
 */
export function amadeusError(status: number, issues: AmadeusIssue[], words: PartnerWords, special?: (first: AmadeusIssue) => HttpError | undefined): HttpError {
  const first = issues[0] ?? {};
  const error = special?.(first) ?? partnerError(status, first, words);
  if (first.code !== undefined) error.extra = { amadeus_code: first.code };
  return error;
}

function partnerError(status: number, first: AmadeusIssue, words: PartnerWords): HttpError {
  if (status === 429) {
    const busy = new HttpError(
      503,
      'PROVIDER_BUSY',
      `${words.provider} provider busy`,
      `Our ${words.partner} partner is very busy. Please try again in a minute.`,
    );
    busy.retryAfterSeconds = 60;
    return busy;
  }
  if (status >= 500 || status === 401 || status === 403) return partnerUnavailable(words);
  return new HttpError(
    422,
    'PROVIDER_REJECTED',
    first.title ?? `Rejected by the ${words.provider.toLowerCase()} provider`,
    first.detail ?? first.title ?? `Our ${words.partner} partner could not process this request.`,
  );
}

export interface AmadeusClientOptions {
  clientId: string;
  clientSecret: string;
  /** https://test.api.amadeus.com (self-service test) or https://api.amadeus.com (production). */
  baseUrl?: string;
  fetch?: Fetch;
  now?: () => number;
  /** The error a failed call becomes (the product's words, Amadeus' code kept). */
  toError: (status: number, issues: AmadeusIssue[]) => HttpError;
  /** The error when Amadeus cannot be reached or will not authenticate us. */
  unavailable: () => HttpError;
}

export class AmadeusClient {
  private token: { value: string; expiresAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(private readonly options: AmadeusClientOptions) {}

  private get baseUrl() {
    return this.options.baseUrl ?? 'https://test.api.amadeus.com';
  }

  private get fetcher(): Fetch {
    return this.options.fetch ?? fetch;
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return this.token.value;
    this.tokenRequest ??= (async () => {
      try {
        const response = await this.fetcher(`${this.baseUrl}/v1/security/oauth2/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'client_credentials',
            client_id: this.options.clientId,
            client_secret: this.options.clientSecret,
          }).toString(),
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error_description?: string };
        if (!response.ok || !body.access_token) {
          logger.error('amadeus authentication failed', { status: response.status, error: body.error_description });
          throw this.options.unavailable();
        }
        // Renew a minute early so a call never leaves with a token about to lapse.
        this.token = { value: body.access_token, expiresAt: this.now() + Math.max(0, (body.expires_in ?? 1799) - 60) * 1000 };
        return body.access_token;
      } catch (error) {
        if (error instanceof HttpError) throw error;
        logger.warn('amadeus unreachable', { path: '/v1/security/oauth2/token', error: String(error) });
        throw this.options.unavailable();
      } finally {
        this.tokenRequest = null;
      }
    })();
    return this.tokenRequest;
  }

  /** A POST with `body`, or a GET without one; the answer's JSON, or the product's error. */
  async call<T>(path: string, body?: unknown, retried = false, method: 'GET' | 'POST' | 'DELETE' = body === undefined ? 'GET' : 'POST'): Promise<T> {
    const token = await this.accessToken();
    let response: Response;
    try {
      response = await this.fetcher(`${this.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/vnd.amadeus+json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      logger.warn('amadeus unreachable', { path: path.split('?')[0], error: String(error) });
      throw this.options.unavailable();
    }
    const payload = (await response.json().catch(() => ({}))) as T & { errors?: AmadeusIssue[] };
    if (response.status === 401 && !retried) {
      // The token was revoked or expired early: one new token, one more try.
      this.token = null;
      return this.call<T>(path, body, true, method);
    }
    if (!response.ok) throw this.options.toError(response.status, payload.errors ?? []);
    return payload;
  }
}
