/**
 * Answers kept in this process for `ttlMs` per key, at most `max` of them (the oldest goes first):
 * the same question asked meanwhile shares the one answer, even while it is still coming. A
 * failed answer is forgotten, so the next asker tries again.
 */
export function promiseCache<T>(ttlMs: number, max: number) {
  const kept = new Map<string, { at: number; value: Promise<T> }>();
  const ask = (key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> => {
    const hit = kept.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = compute();
    if (kept.size >= max) kept.delete(kept.keys().next().value!);
    kept.set(key, { at: now, value });
    value.catch(() => kept.delete(key));
    return value;
  };
  /** `clear()` forgets every answer (tests). */
  return Object.assign(ask, { clear: () => kept.clear() });
}
