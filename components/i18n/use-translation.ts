import type { TFunction } from 'i18next';
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/*
 * react-i18next's useTranslation, for what this site asks of it: a namespace's `t`, and the
 * instance. Its own copies the whole i18next instance for every component that calls it (a new
 * object per component, so that effects depending on it rerun on a language change), reports
 * namespaces, and subscribes each component to the language in an effect: a tenth of hydrating the
 * home page on a slow phone. Here a component rerenders when the language changes, and its `t` is
 * the instance's one `t` for that language and namespace (components/i18n/fixed-t.ts). Every
 * page's words are in its props, so nothing waits for a namespace to load (the account words have
 * components/i18n/account-words.ts).
 */

/**
 * What components ask of the words: the page server's i18next instance
 * (components/i18n/server-translation.tsx) and the browser's PageWords
 * (components/i18n/client-translation.tsx) both are one.
 */
export interface Words {
  language: string;
  options: { defaultNS?: unknown };
  on(event: 'languageChanged', listener: (language: string) => void): unknown;
  off(event: 'languageChanged', listener: (language: string) => void): unknown;
  getFixedT(language: string, namespace?: string): TFunction;
  hasResourceBundle(language: string, namespace: string): boolean;
  addResourceBundle(language: string, namespace: string, words: object): unknown;
}

const subscriptions = new WeakMap<Words, (changed: () => void) => () => void>();

function subscribeTo(instance: Words) {
  let subscribe = subscriptions.get(instance);
  if (!subscribe) {
    subscribe = (changed) => {
      instance.on('languageChanged', changed);
      return () => instance.off('languageChanged', changed);
    };
    subscriptions.set(instance, subscribe);
  }
  return subscribe;
}

export interface Translation {
  t: TFunction;
  i18n: Words;
}

export function useTranslation(namespace?: string): Translation {
  const context = useContext(I18nContext) as { i18n?: Words; defaultNS?: string | readonly string[] } | undefined;
  const i18n = context?.i18n ?? (getI18n() as unknown as Words);
  const language = useSyncExternalStore(
    subscribeTo(i18n),
    () => i18n.language,
    () => i18n.language,
  );
  const ns = (namespace ?? context?.defaultNS ?? i18n.options.defaultNS) as string | readonly string[] | undefined;
  const key = typeof ns === 'string' ? ns : JSON.stringify(ns ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `ns`, which may be a new array each render
  const t = useMemo(() => i18n.getFixedT(language, (ns ?? undefined) as string | undefined), [i18n, language, key]);
  return { t, i18n };
}
