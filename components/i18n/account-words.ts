import { clientI18n } from './client-translation';
import { useTranslation, type Words } from './use-translation';
import { use } from 'react';

/*
 * The words of signing in, signing up, resetting a password and the privacy settings (the
 * `account` namespace, 4 of common's 7 kB) are not in every page's HTML: the dialogs that use them
 * load them when they render (useAccountWords), a moment after their script. Pages that render
 * them on the server (forgot password, account settings) list the namespace in their
 * getServerSideProps instead. Keys are found from any namespace through `fallbackNS`
 * (next-i18next.config.js), so components keep `t('auth.…')`.
 */
const WORDS: Record<string, () => Promise<{ default: object }>> = {
  en: () => import('@/locales/en/account.json'),
  fr: () => import('@/locales/fr/account.json'),
};

const loading = new Map<string, Promise<void>>();

function load(instance: Words, language: string): Promise<void> {
  if (instance.hasResourceBundle(language, 'account')) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = (WORDS[language] ?? WORDS.en!)().then((words) => {
      instance.addResourceBundle(language, 'account', words.default);
    });
    // A failed download may be tried again by the next dialog.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** Resolves once the reader's language has the account words (at once if the page brought them). */
export function loadAccountWords(): Promise<void> {
  const instance = clientI18n();
  return instance?.language ? load(instance, instance.language) : Promise.resolve();
}

/**
 * In a component that speaks the account words: suspends (inside its Suspense boundary) until the
 * current language has them — also after the language changed since the dialog first loaded.
 */
export function useAccountWords(): void {
  const { i18n } = useTranslation();
  if (i18n.language && !i18n.hasResourceBundle(i18n.language, 'account')) use(load(i18n, i18n.language));
}
