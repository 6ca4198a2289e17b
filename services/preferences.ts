import type { z } from '@hono/zod-openapi';
import type { PreferencesSchema } from '@/server/accounts/preferences.routes';
import { http } from './http';
import { CURRENCY_COOKIE, LOCALE_COOKIE } from '@/lib/locale-defaults';

/** What POST /preferences saves (the API's schema; signed in only: which emails the person wants). */
export type PreferenceChoice = z.input<typeof PreferencesSchema>;

const STORAGE_KEYS = { currency: CURRENCY_COOKIE, locale: LOCALE_COOKIE } as const;

function mirrorToLocalStorage(choice: PreferenceChoice) {
  try {
    if (choice.currency) window.localStorage.setItem(STORAGE_KEYS.currency, choice.currency);
    if (choice.locale) window.localStorage.setItem(STORAGE_KEYS.locale, choice.locale);
  } catch {
    // Storage blocked: the cookie alone carries the choice.
  }
}

/**
 * Saves a currency or language choice: local storage keeps it at once (so a reload right away, or
 * a failed call, does not lose it), and the API sets the cookies the server renders with.
 */
export async function savePreferences(choice: PreferenceChoice): Promise<void> {
  mirrorToLocalStorage(choice);
  await http.post('/preferences', choice);
}

/** The choice kept in local storage, for restoring a cookie that was cleared or expired. */
export function readMirroredPreferences(): PreferenceChoice {
  try {
    const currency = window.localStorage.getItem(STORAGE_KEYS.currency);
    const locale = window.localStorage.getItem(STORAGE_KEYS.locale);
    return {
      ...(currency === 'NGN' || currency === 'USD' ? { currency } : {}),
      ...(locale === 'en' || locale === 'fr' ? { locale } : {}),
    };
  } catch {
    return {};
  }
}

export function hasPreferenceCookie(name: typeof CURRENCY_COOKIE | typeof LOCALE_COOKIE): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}
