import { isLanguage, type Language } from '@/lib/locale-defaults';
import type { AppStore } from './index';
import { setLocale } from './slices/auth';
import { setActivePage } from './slices/ui';

/**
 * The shell of a status page Next renders without a page loader (the prerendered 404 and 500, the
 * error page for a malformed address): the address's language (the language control, the footer's
 * links) and nothing about the visitor. Returns that language.
 */
export function setUpStatusShell(store: AppStore, locale: string | undefined): Language {
  const language = isLanguage(locale) ? locale : 'en';
  store.dispatch(setLocale(language));
  store.dispatch(setActivePage('content'));
  return language;
}
