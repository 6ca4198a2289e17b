import { currentRequestId } from './request-scope';

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info')) as Level | 'silent';
  return ORDER[configured] ?? ORDER.info;
}

/** Fields whose values never reach a log line, whatever a caller passes. */
const SECRET_FIELD = /pass(word)?|secret|token|hash|code|otp|authorization|cookie|signature|access/i;
/** Secrets that can hide inside free text (an error message, a stack): password hashes, keys, bearer tokens, a query's parameters. */
const SECRET_TEXT: Array<[RegExp, string]> = [
  [/\$argon2(id|i|d)\$[^\s"',]+/g, '[password hash]'],
  [/\b(sk|pk)_(live|test)_[A-Za-z0-9_]+/g, '[key]'],
  [/\bFLWSECK[\w-]*/g, '[key]'],
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [token]'],
  [/\bparams:[^\n]*/g, 'params: [redacted]'],
];

export const redactText = (text: string) => SECRET_TEXT.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);

function redact(value: unknown, key = ''): unknown {
  if (key && SECRET_FIELD.test(key) && !/^(status|code)$/i.test(key) && !/Code$/.test(key)) return '[redacted]';
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map((entry) => redact(entry));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, redact(entry, name)]));
  return value;
}

/**
 * What of an error may be logged: its kind and where it happened, never the values it carried.
 * A failed query's message holds its parameters (an email, a password hash): only the database's
 * own error code and the constraint, table or column it names are kept.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: redactText(String(error)) };
  const cause = (error as { cause?: unknown }).cause as
    { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown; routine?: unknown } | undefined;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8)
    .join('\n');
  if (/failed query/i.test(error.message) && cause && typeof cause === 'object') {
    return {
      error: error.name,
      database: { code: cause.code, constraint: cause.constraint, table: cause.table, column: cause.column, routine: cause.routine },
      stack: frames,
    };
  }
  return { error: `${error.name}: ${redactText(error.message)}`, stack: frames };
}

/** Structured logs: one JSON object per line on stdout (stderr for errors), secrets redacted. */
function write(level: Level, message: string, fields: Record<string, unknown> = {}) {
  if (ORDER[level] < threshold()) return;
  const requestId = currentRequestId();
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    msg: message,
    ...(requestId ? { requestId } : {}),
    ...(redact(fields) as Record<string, unknown>),
  });
  if (level === 'error') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
