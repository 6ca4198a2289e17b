import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { CURRENCY_COOKIE, LOCALE_COOKIE } from '@/lib/locale-defaults';
import { hasPreferenceCookie, readMirroredPreferences, savePreferences } from '@/services/preferences';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setCurrency } from '@/store/slices/auth';

/**
 * The saved choice lives in a cookie mirrored to local storage. When the cookie is gone (cleared,
 * expired) but local storage still remembers, the choice is restored and saved again.
 */
export function useRestoredPreferences() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { currency, locale } = useAppSelector((state) => state.auth);

  useEffect(() => {
    const mirrored = readMirroredPreferences();
    const restore: { currency?: typeof mirrored.currency; locale?: typeof mirrored.locale } = {};
    if (mirrored.currency && !hasPreferenceCookie(CURRENCY_COOKIE)) restore.currency = mirrored.currency;
    if (mirrored.locale && !hasPreferenceCookie(LOCALE_COOKIE)) restore.locale = mirrored.locale;
    if (!restore.currency && !restore.locale) return;

    if (restore.currency && restore.currency !== currency) dispatch(setCurrency(restore.currency));
    savePreferences(restore)
      .then(() => {
        if (restore.locale && restore.locale !== locale) return router.replace(router.asPath, router.asPath, { locale: restore.locale });
      })
      .catch(() => undefined);
    // Once per page load: this repairs a missing cookie, it does not follow later changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
