import type { TFunction } from 'i18next';

/**
 * A `t` that remembers what it said: a results page asks for the same few phrases (durations,
 * "Non-stop", bags, a cabin) hundreds of times, and i18next resolves each ask afresh — the
 * largest cost of rendering that page on the server. Options must be plain data (they are the
 * cache key); create one per page render and language (it is keyed on nothing else).
 */
export function memoT(t: TFunction): TFunction {
  const said = new Map<string, string>();
  const remembered = (key: string | string[], options?: Record<string, unknown>) => {
    const id = options === undefined ? String(key) : `${String(key)}\u0000${JSON.stringify(options)}`;
    let text = said.get(id);
    if (text === undefined) {
      text = (t as (key: string | string[], options?: Record<string, unknown>) => string)(key, options);
      said.set(id, text);
    }
    return text;
  };
  return remembered as unknown as TFunction;
}
