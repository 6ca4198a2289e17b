/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Name of the constraint a failed query broke, when the driver reports it. */
export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    const message = (current as { message?: unknown }).message;
    const named = typeof message === 'string' ? /constraint "([^"]+)"/.exec(message) : null;
    if (named) return named[1];
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';

/** The database did not answer (down, restarting, unreachable, out of connections, too slow), as opposed to refusing a query. */
const UNAVAILABLE_CODES = /^(08...|57P0[123]|53300|57014|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH)$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|Cannot use a pool after calling end|terminating connection|the database system is (starting up|shutting down)|PGlite is closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** How long `whileDatabaseAway` keeps trying: 10 × 2 s, as long as a database restart takes. */
export const AWAY_RETRY = { tries: 10, pauseMs: 2_000 };

/**
 * Runs a write that must follow something already done outside the database (a mail the server
 * took, a provider's answer, an airline's order), trying again while the database does not answer,
 * so a restart at that moment does not lose what was done. Any other error is thrown at once.
 */
export async function whileDatabaseAway<T>(write: () => Promise<T>, onRetry?: (attempt: number, error: unknown) => void): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= AWAY_RETRY.tries || !isDatabaseUnavailable(error)) throw error;
      onRetry?.(attempt, error);
      await new Promise((resolve) => setTimeout(resolve, AWAY_RETRY.pauseMs));
    }
  }
}
