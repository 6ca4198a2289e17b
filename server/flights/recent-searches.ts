/**
 * Identical searches within a minute share one answer: the provider is asked once, our sales are
 * subtracted once and the offers stored once (one search id), however many people — or one person
 * pressing twenty times — ask at the same moment. Popular routes on popular dates are asked again
 * and again; a minute-old answer is as good as a new one, because the chosen offer is priced (and
 * its seats checked against our inventory) again before anything is sold.
 *
 * Our own sales change what an answer says (seats left), so a sale or a release forgets every
 * answer of this process. Another process's sale is seen within the minute.
 */
const REUSE_MS = 60_000;
/** About 90 kB an answer: at most some 18 MB of a process. */
const MAX_KEPT = 200;

type Kept = Map<string, { at: number; answer: Promise<unknown> }>;

/** Answers per database and provider (an answer's search id names a row of that database). */
let kept = new WeakMap<object, WeakMap<object, Kept>>();

interface Scope {
  db: object;
  provider: object;
}

function keptFor(scope: Scope): Kept {
  let byProvider = kept.get(scope.db);
  if (!byProvider) kept.set(scope.db, (byProvider = new WeakMap()));
  let recent = byProvider.get(scope.provider);
  if (!recent) byProvider.set(scope.provider, (recent = new Map()));
  return recent;
}

/** The answer of the same search asked within the minute (under way or done), if there is one. */
export function recentSearch<T>(scope: Scope, key: string, now = Date.now()): Promise<T> | undefined {
  const previous = keptFor(scope).get(key);
  return previous && now - previous.at < REUSE_MS ? (previous.answer as Promise<T>) : undefined;
}

export function reuseRecentSearch<T>(scope: Scope, key: string, search: () => Promise<T>, now = Date.now()): Promise<T> {
  const recent = keptFor(scope);
  const previous = recent.get(key);
  if (previous && now - previous.at < REUSE_MS) return previous.answer as Promise<T>;
  if (previous) recent.delete(key);
  if (recent.size >= MAX_KEPT) recent.delete(recent.keys().next().value!);
  const answer = search();
  recent.set(key, { at: now, answer });
  // A failed search is never reused: the next ask tries again.
  answer.catch(() => {
    if (recent.get(key)?.answer === answer) recent.delete(key);
  });
  return answer;
}

/** After a sale or a release of seats: the seats left in every kept answer may have changed. */
export function forgetRecentSearches(): void {
  kept = new WeakMap();
}
