import type { i18n as I18n, TFunction } from 'i18next';
import { memoT } from './memo-t';

/*
 * The page server's `t` (the browser reads its words with PageWords: page-words.ts). i18next
 * resolves every `t` call afresh: it copies all its options twice, splits the key, walks the
 * namespaces and languages, then interpolates. A page's render asks for a few hundred phrases,
 * most of them a plain key whose text sits in the store as it is. Such a call is answered from
 * the store directly; anything else (options, a nested or interpolated text, a missing key, a key
 * prefix or namespace in the key) goes to i18next, which remembers its answers until the
 * instance's words or language change.
 */

type Fixed = TFunction & { lng?: string; lngs?: readonly string[]; ns?: string | readonly string[]; keyPrefix?: unknown };

/** An instance's words or language changed this many times: what a `t` remembered before is stale. */
const changes = new WeakMap<I18n, { count: number }>();

function firstOf(value: string | readonly string[] | undefined | false): string | undefined {
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? value[0] : undefined;
}

/** The text of a plain key in one language and namespace, as i18next's first look finds it; undefined when i18next must answer. */
function storedText(instance: I18n, lng: string, ns: string, key: string, markers: readonly string[]): string | undefined {
  let node: unknown = instance.store?.data?.[lng]?.[ns];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string' || node === '') return undefined;
  for (const marker of markers) if (node.includes(marker)) return undefined;
  return node;
}

/**
 * Makes an initialised instance's `getFixedT` give one `t` per language, namespace and key prefix,
 * which answers a plain key from the store and remembers i18next's other answers. Idempotent.
 */
export function rememberFixedT(instance: I18n): I18n {
  if (changes.has(instance)) return instance;
  // Its options and store are what the answers come from: they exist once it is initialised.
  if (!instance.store) throw new Error('rememberFixedT: initialise the i18next instance first');
  const changed = { count: 0 };
  changes.set(instance, changed);
  const bump = () => {
    changed.count += 1;
  };
  instance.on('languageChanged', bump);
  instance.store.on('added', bump);
  instance.store.on('removed', bump);

  const { interpolation, nsSeparator, keySeparator, postProcess } = instance.options;
  const markers = [interpolation?.prefix ?? '{{', interpolation?.nestingPrefix ?? '$t('];
  const separator = typeof nsSeparator === 'string' ? nsSeparator : ':';
  // Only the default key syntax and no post-processor: what the store holds is then what i18next says.
  const direct = (keySeparator === undefined || keySeparator === '.') && !postProcess;
  const getFixedT = instance.getFixedT.bind(instance);
  const made = new Map<string, TFunction>();

  instance.getFixedT = ((...args: Parameters<I18n['getFixedT']>) => {
    const [lng, ns, keyPrefix, fixedOptions] = args as unknown[];
    // A key prefix can be a selector function: such a t is made afresh.
    if (typeof keyPrefix === 'function') return getFixedT(...args);
    const id = JSON.stringify([lng ?? null, ns ?? null, keyPrefix ?? null, fixedOptions ?? null]);
    const existing = made.get(id);
    if (existing) return existing;
    const original = getFixedT(...args) as Fixed;
    const remembered = memoT(original, () => changed.count) as unknown as (...call: unknown[]) => unknown;
    const plain = direct && !original.keyPrefix && !original.lngs;
    const namespace = firstOf(original.ns) ?? firstOf(instance.options.defaultNS) ?? 'translation';
    const t = (...call: unknown[]) => {
      const [key, options] = call;
      if (plain && call.length === 1 && typeof key === 'string' && !key.includes(separator)) {
        const language = original.lng ?? instance.language;
        const text = language ? storedText(instance, language, namespace, key, markers) : undefined;
        if (text !== undefined) return text;
      } else if (plain && call.length === 2 && options === undefined && typeof key === 'string' && !key.includes(separator)) {
        return t(key);
      }
      return remembered(...call);
    };
    // react-i18next's Trans reads these of a fixed t.
    const fixed = Object.assign(t, { lng: original.lng, lngs: original.lngs, ns: original.ns, keyPrefix: original.keyPrefix }) as unknown as TFunction;
    made.set(id, fixed);
    return fixed;
  }) as I18n['getFixedT'];
  return instance;
}
