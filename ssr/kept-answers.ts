/**
 * Answers of the API the page server keeps for a while (reference data: airports, countries),
 * by key, at most `max` of them (the oldest goes first). A failed answer is not kept: the next
 * ask tries again.
 */
export function keptAnswers<T>(keepMs: number, max = 1_000) {
  const kept = new Map<string, { at: number; answer: Promise<T> }>();
  return (key: string, ask: () => Promise<T>, now = Date.now()): Promise<T> => {
    const known = kept.get(key);
    if (known && now - known.at < keepMs) return known.answer;
    if (kept.size >= max) kept.delete(kept.keys().next().value!);
    const answer = ask();
    kept.set(key, { at: now, answer });
    answer.catch(() => {
      if (kept.get(key)?.answer === answer) kept.delete(key);
    });
    return answer;
  };
}
