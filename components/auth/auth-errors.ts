import type { TFunction } from 'i18next';
import type { ApiErrorInfo } from '@/services/http';

/**
 * What a person is told when sign-in or sign-up fails: the server's own words for a refusal it
 * explains (wrong password, email taken), our words when the service could not answer.
 */
export function authErrorMessage(error: ApiErrorInfo, t: TFunction): string {
  if (error.status === 0) return t('auth.errors.network');
  if (error.status === 404 || error.status >= 500) return t('auth.errors.unavailable');
  // A limit with a code of its own (codes sent to an email, codes tried on it) says what to do; the rest, the general words.
  if (error.status === 429)
    return t(`auth.errors.codes.${error.code}`, {
      defaultValue: t('auth.errors.codes.TOO_MANY_ATTEMPTS', { defaultValue: error.message || t('auth.errors.tooMany') }),
    });
  // Known refusals in the reader's language; anything else in the server's words.
  return t(`auth.errors.codes.${error.code}`, { defaultValue: error.message, email: '' });
}
