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
  try {
    return JSON.stringify(args, refuseFunctions);
  } catch {
    return null;
  }
}

/**
 * A `t` that remembers what it said: a results page asks for the same few phrases (durations,
 * "Non-stop", bags, a cabin) hundreds of times, and i18next resolves each ask afresh (it copies
 * all its options for every call). A phrase said before is answered from memory (the same text,
 * or the same object for `returnObjects`); calls that cannot be a key go to i18next each time.
 */
export function memoT(fixedT: TFunction): TFunction {
  const t = fixedT as unknown as (...args: unknown[]) => unknown;
  const said = new Map<string, unknown>();
  const remembering = (...args: unknown[]) => {
    const id = keyOf(args);
    if (id === null) return t(...args);
    if (said.has(id)) return said.get(id);
    const text = t(...args);
    if (said.size >= MAX_PHRASES) said.clear();
    said.set(id, text);
    return text;
  };
  return remembering as unknown as TFunction;
}
