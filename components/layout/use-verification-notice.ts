import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useEffect } from 'react';

/** The address's report of a verification link (`verified`) or a social sign-in (`signin`). */
const PARAMS = ['verified', 'signin'];

/**
 * After a verification link or a social sign-in: say how it went, once, and tidy the address. What
 * to say loads only then (verification-notice.ts), not with every page.
 */
export function useVerificationNotice() {
  const router = useRouter();
  const { t } = useTranslation('common');
  const param = PARAMS.find((name) => typeof router.query[name] === 'string');
  const value = param ? (router.query[param] as string) : undefined;
  useEffect(() => {
    if (!param || value === undefined) return;
    void import('./verification-notice')
      .then(({ showNotice }) => showNotice(param, value, t))
      .then((shown) => {
        if (!shown) return;
        const rest = Object.fromEntries(Object.entries(router.query).filter(([key]) => key !== param));
        void router.replace({ pathname: router.pathname, query: rest }, undefined, { shallow: true });
      })
      // Offline, the notice's script could not load: the page is unaffected, and the next visit says it.
      .catch(() => undefined);
  }, [param, value, router, t]);
}
