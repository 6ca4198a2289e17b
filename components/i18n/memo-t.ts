import type { TFunction } from 'i18next';

/** At most this many phrases per `t` (interpolated prices and names make new ones): then it starts afresh. */
const MAX_PHRASES = 5000;

const refuseFunctions = (_key: string, value: unknown) => {
  if (typeof value === 'function') throw new TypeError('not a key');
  return value;
};

/** The call as a cache key, or null when it cannot be one (a selector, a function among the options, a cycle). */
function keyOf(args: unknown[]): string | null {
  if (args.length > 2 || typeof args[0] === 'function') return null;
  if (typeof args[0] !== 'string') return jsonKey(args);
  const [key, options] = args as [string, unknown];
  if (options === undefined) return key;
  // The usual call, a key and a few plain values ("results.bags", { count: 2 }): a key built by
  // hand, as JSON.stringify with a replacer costs more than most phrases save.
  if (typeof options === 'object' && options !== null && Object.getPrototypeOf(options) === Object.prototype) {
    let id = key;
    for (const name in options) {
      const value = (options as Record<string, unknown>)[name];
      const kind = typeof value;
      // A string is quoted (no raw control character of its own can make another call's key).
      if (kind === 'string') id += `\u0000${name}\u0001${JSON.stringify(value)}`;
      else if (kind === 'number' || kind === 'boolean') id += `\u0000${name}\u0001${String(value)}`;
      else if (value instanceof Date) id += `\u0000${name}\u0001d${value.getTime()}`;
      else if (value !== undefined) return jsonKey(args);
    }
    return id;
  }
  return jsonKey(args);
}

function jsonKey(args: unknown[]): string | null {
  try {
    return `\u0002${JSON.stringify(args, refuseFunctions)}`;
  } catch {
    return null;
  }
}

const REMEMBERING = Symbol('memoT');

/**
 * A `t` that remembers what it said: a results page asks for the same few phrases (durations,
 * "Non-stop", bags, a cabin) hundreds of times, and i18next resolves each ask afresh (it copies
 * all its options for every call). A phrase said before is answered from memory (the same text,
 * or the same object for `returnObjects`); calls that cannot be a key go to i18next each time.
 * `changes` counts the changes of the instance's words and language: when it moves, what was
 * remembered is forgotten (a namespace added later may hold a key that fell back before).
 */
export function memoT(fixedT: TFunction, changes?: () => number): TFunction {
  // Already remembering (the page server's fixed `t`, components/i18n/server-translation.tsx): a second memory would only pay for keys twice.
  if ((fixedT as unknown as Record<symbol, unknown>)[REMEMBERING]) return fixedT;
  const t = fixedT as unknown as (...args: unknown[]) => unknown;
  const said = new Map<string, unknown>();
  let seen = changes?.();
  const remembering = (...args: unknown[]) => {
    const id = keyOf(args);
    if (id === null) return t(...args);
    if (changes) {
      const now = changes();
      if (now !== seen) {
        said.clear();
        seen = now;
      }
    }
    if (said.has(id)) return said.get(id);
    const text = t(...args);
    if (said.size >= MAX_PHRASES) said.clear();
    said.set(id, text);
    return text;
  };
  Object.defineProperty(remembering, REMEMBERING, { value: true });
  return remembering as unknown as TFunction;
}
