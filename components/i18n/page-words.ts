import type { TFunction } from 'i18next';

/*
 * The browser's words, without i18next's 50 kB of script (15 kB gzip, a tenth of every page's
 * first load). The page server speaks with i18next (components/i18n/server-translation.tsx); the
 * browser hydrates the same HTML with this reader of the words the page brought, which does what
 * i18next does for what this site asks of it, and nothing more: a key (dotted, with a namespace
 * before a colon), the fallback namespaces and language, plurals (`_one`, `_other`… by
 * Intl.PluralRules, `_zero` for a count of 0), `context`, `defaultValue`, `{{name}}` values, and
 * `returnObjects`. Not here: nesting (`$t(…)`), formats (`{{x, number}}`), `{{- x}}`, post-processors;
 * no phrase uses them, and a test (page-words.test.ts) asks both for every key of every
 * namespace, in both languages, with every option the site uses, and checks that no phrase needs
 * what is not here.
 */

type Tree = { [key: string]: unknown };
export type Store = Record<string, Record<string, Tree>>;
type Options = Record<string, unknown>;
type Listener = (language: string) => void;

export interface PageWordsSettings {
  language: string;
  fallbackLng?: string | readonly string[] | false;
  defaultNS: string;
  fallbackNS: readonly string[];
  /** The words, by language then namespace. Read, never written: added words go to a copy of each language. */
  resources: Store;
}

const NS_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const VALUE = /{{(.+?)}}/g;
const NATURAL_LANGUAGE = /( |,|\?|!|;)/;
const has = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** i18next's path lookup: own properties only, never through a string. */
function getPath(root: unknown, path: readonly string[]): unknown {
  let node = root;
  for (let index = 0; index < path.length - 1; index += 1) {
    if (!node || typeof node === 'string') return undefined;
    node = has(node as object, path[index]!) ? (node as Tree)[path[index]!] : {};
  }
  if (!node || typeof node === 'string') return undefined;
  const last = path[path.length - 1]!;
  return has(node as object, last) ? (node as Tree)[last] : undefined;
}

/** i18next's second look, for keys that hold the separator themselves ("a.b" as one key). */
function deepFind(tree: unknown, path: string): unknown {
  if (!tree) return undefined;
  const root = tree as Tree;
  if (root[path]) return has(root, path) ? root[path] : undefined;
  const tokens = path.split(KEY_SEPARATOR);
  let current: unknown = root;
  for (let i = 0; i < tokens.length;) {
    if (!current || typeof current !== 'object') return undefined;
    let next: unknown;
    let nextPath = '';
    for (let j = i; j < tokens.length; j += 1) {
      if (j !== i) nextPath += KEY_SEPARATOR;
      nextPath += tokens[j];
      next = (current as Tree)[nextPath];
      if ((typeof next === 'function' || nextPath === '__proto__') && !has(current as object, nextPath)) next = undefined;
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1) continue;
        i += j - i + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

/** A value for `{{name}}`: the option itself, or a path into an option ("{{trip.from}}"). */
function valueOf(data: Options, name: string): unknown {
  const found = getPath(data, name.split('.'));
  return found == null ? deepFind(data, name) : found;
}

/** i18next's interpolation with escapeValue off: a value put in is never read again for `{{…}}`. */
function interpolate(text: string, data: Options): string {
  let result = text;
  VALUE.lastIndex = 0;
  let match: RegExpExecArray | null;
  let replaces = 0;
  while ((match = VALUE.exec(result))) {
    const name = match[1]!.trim();
    let value = valueOf(data, name);
    if (value === undefined) {
      // A value passed as undefined says nothing; one not passed at all leaves its placeholder.
      if (!has(data, name)) continue;
      value = '';
    }
    const written = value == null ? '' : String(value);
    result = result.slice(0, match.index) + written + result.slice(match.index + match[0].length);
    VALUE.lastIndex += written.length - match[0].length;
    replaces += 1;
    if (replaces >= 1000) break;
  }
  return result;
}

/** i18next's plural rule for a language: Intl's, else its language part's, else one and other. */
function pluralRule(code: string): Pick<Intl.PluralRules, 'select'> {
  try {
    return new Intl.PluralRules((code === 'dev' ? 'en' : code).replace(/_/g, '-'), { type: 'cardinal' });
  } catch {
    return /-|_/.test(code) ? pluralRule(code.split(/[-_]/)[0]!) : { select: (count: number) => (count === 1 ? 'one' : 'other') };
  }
}

const hasDefaultValue = (options: Options) => Object.keys(options).some((option) => option.startsWith('defaultValue') && options[option] !== undefined);

export class PageWords {
  language: string;
  readonly options: { defaultNS: string; fallbackLng: readonly string[]; fallbackNS: readonly string[] };
  readonly store: { data: Store };
  private readonly listeners = new Set<Listener>();
  private readonly fixed = new Map<string, TFunction>();
  private readonly rules = new Map<string, Pick<Intl.PluralRules, 'select'>>();

  constructor({ language, fallbackLng, defaultNS, fallbackNS, resources }: PageWordsSettings) {
    this.language = language;
    this.options = { defaultNS, fallbackLng: typeof fallbackLng === 'string' ? [fallbackLng] : fallbackLng || [], fallbackNS };
    // Each language's namespaces copied (a dialog's words join the copy), the words themselves not.
    this.store = { data: Object.fromEntries(Object.entries(resources).map(([lng, namespaces]) => [lng, { ...namespaces }])) };
  }

  on(event: 'languageChanged', listener: Listener): this {
    if (event === 'languageChanged') this.listeners.add(listener);
    return this;
  }

  off(event: 'languageChanged', listener: Listener): this {
    if (event === 'languageChanged') this.listeners.delete(listener);
    return this;
  }

  changeLanguage(language: string): Promise<TFunction> {
    if (language !== this.language) {
      this.language = language;
      for (const listener of [...this.listeners]) listener(language);
    }
    return Promise.resolve(this.getFixedT(language));
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return getPath(this.store.data, [lng, ns]) !== undefined;
  }

  /** A namespace's words for a language (a dialog's, loaded later); words already there are kept. */
  addResourceBundle(lng: string, ns: string, words: object): this {
    const namespaces = (this.store.data[lng] ??= {});
    namespaces[ns] = { ...(JSON.parse(JSON.stringify(words)) as Tree), ...namespaces[ns] };
    return this;
  }

  /** One `t` per language and namespace, like i18next's getFixedT (no key prefix). */
  getFixedT(lng?: string | null, ns?: string | readonly string[] | null): TFunction {
    const id = JSON.stringify([lng ?? null, ns ?? null]);
    let t = this.fixed.get(id);
    if (!t) {
      const fixed = (key: unknown, options?: unknown, ...rest: unknown[]) => {
        const opt = typeof options === 'object' ? { ...(options as Options) } : this.overload(options, rest);
        opt.lng = opt.lng || lng || undefined;
        opt.ns = opt.ns || ns || undefined;
        return this.translate(key, opt);
      };
      t = Object.assign(fixed, { lng: lng ?? undefined, ns: ns ?? undefined }) as unknown as TFunction;
      this.fixed.set(id, t);
    }
    return t;
  }

  /** i18next's reading of `t(key, 'default', …)`. */
  private overload(second: unknown, rest: unknown[]): Options {
    const options: Options = {};
    if (typeof second === 'string') options.defaultValue = second;
    const [third, fourth] = rest;
    if (typeof third === 'string') options.tDescription = third;
    if (typeof third === 'object' || typeof fourth === 'object') Object.assign(options, fourth || third);
    return options;
  }

  private plural(code: string, count: number): string {
    let rule = this.rules.get(code);
    if (!rule) {
      rule = pluralRule(code);
      this.rules.set(code, rule);
    }
    return `_${rule.select(count)}`;
  }

  private languages(lng: string): string[] {
    return [lng, ...this.options.fallbackLng.filter((fallback) => fallback !== lng)];
  }

  /** The namespaces and key of a key, "ns:key" or a key alone. */
  private extract(key: string, opt: Options): { key: string; namespaces: string[] } {
    const ns = (opt.ns as string | string[] | undefined) || this.options.defaultNS;
    const namespaces = typeof ns === 'string' ? [ns] : [...ns];
    if (!key.includes(NS_SEPARATOR)) return { key, namespaces };
    // A key that reads like a sentence ("Note: …") is a key, not a namespace and a key.
    const dot = key.indexOf(KEY_SEPARATOR);
    const objectPath = !NATURAL_LANGUAGE.test(key) || (dot > 0 && !NATURAL_LANGUAGE.test(key.slice(0, dot)));
    if (!objectPath) return { key, namespaces };
    const parts = key.split(NS_SEPARATOR);
    return { namespaces: [parts.shift()!], key: parts.join(KEY_SEPARATOR) };
  }

  private resolve(keys: readonly string[], opt: Options): { found: unknown; usedKey: string; exactUsedKey: string } {
    let found: unknown;
    let usedKey = '';
    let exactUsedKey = '';
    const valid = (value: unknown) => value !== undefined && value !== null;
    const count = opt.count;
    const plural = count !== undefined && typeof count !== 'string';
    const zero = plural && !opt.ordinal && count === 0;
    const context = opt.context;
    const withContext = context !== undefined && (typeof context === 'string' || typeof context === 'number') && context !== '';
    const codes = this.languages((opt.lng as string | undefined) || this.language);
    for (const k of keys) {
      if (valid(found)) break;
      const { key, namespaces } = this.extract(k, opt);
      usedKey = key;
      for (const ns of [...namespaces, ...this.options.fallbackNS]) {
        if (valid(found)) break;
        for (const code of codes) {
          if (valid(found)) break;
          const finalKeys = [key];
          const suffix = plural ? this.plural(code, count as number) : '';
          if (plural) {
            finalKeys.push(key + suffix);
            if (zero) finalKeys.push(`${key}_zero`);
          }
          if (withContext) {
            const contextKey = `${key}_${String(context)}`;
            finalKeys.push(contextKey);
            if (plural) {
              finalKeys.push(contextKey + suffix);
              if (zero) finalKeys.push(`${contextKey}_zero`);
            }
          }
          let possibleKey: string | undefined;
          while ((possibleKey = finalKeys.pop())) {
            if (!valid(found)) {
              exactUsedKey = possibleKey;
              const result = getPath(this.store.data, [code, ns, ...possibleKey.split(KEY_SEPARATOR)]);
              found = result != null ? result : deepFind(this.store.data[code]?.[ns], possibleKey);
            }
          }
        }
      }
    }
    return { found, usedKey, exactUsedKey };
  }

  private translate(input: unknown, opt: Options): unknown {
    if (input == null) return '';
    const keys = Array.isArray(input) ? input.map(String) : [String(input)];
    const { key, namespaces } = this.extract(keys[keys.length - 1]!, opt);
    // Most calls: a key alone, found in its own namespace and language (what resolve would find first).
    if (keys.length === 1 && key === keys[0] && opt.count === undefined && opt.context === undefined && !opt.returnObjects) {
      const text = getPath(this.store.data, [(opt.lng as string | undefined) || this.language, namespaces[0]!, ...key.split(KEY_SEPARATOR)]);
      if (typeof text === 'string') return text.includes('{{') ? interpolate(text, opt) : text;
    }
    const { found, usedKey, exactUsedKey } = this.resolve(keys, opt);
    const lng = (opt.lng as string | undefined) || this.language;
    const count = opt.count;
    const plural = count !== undefined && typeof count !== 'string';
    const suffix = plural ? this.plural(lng, count as number) : '';
    const zero = plural && !opt.ordinal && count === 0;
    const defaultValue = (zero && opt.defaultValue_zero) || opt[`defaultValue${suffix}`] || opt.defaultValue;
    const withDefault = hasDefaultValue(opt);
    const candidate = !found && withDefault ? defaultValue : found;
    if (candidate && typeof candidate === 'object') {
      if (!opt.returnObjects) return `key '${key} (${this.language})' returned an object instead of string.`;
      const base = Array.isArray(candidate) ? exactUsedKey : usedKey;
      const copy: Tree | unknown[] = Array.isArray(candidate) ? [] : {};
      for (const member of Object.keys(candidate)) {
        const deepKey = `${base}${KEY_SEPARATOR}${member}`;
        const defaults = withDefault && !found ? { defaultValue: (defaultValue as Tree)?.[member] } : {};
        const said = this.translate(deepKey, { ...opt, ...defaults, joinArrays: false, ns: namespaces });
        (copy as Tree)[member] = said === deepKey ? (candidate as Tree)[member] : said;
      }
      return copy;
    }
    let text: unknown = found;
    if (text === undefined || text === null) text = withDefault ? defaultValue : undefined;
    if (text === undefined || text === null) text = key;
    if (typeof text !== 'string') return text;
    return text.includes('{{') ? interpolate(text, opt) : text;
  }
}
