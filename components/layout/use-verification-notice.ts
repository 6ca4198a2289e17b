import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { toast } from '@/components/common/toast';

/** What a full-page return from elsewhere reports in the address, and how it is said (spec §8: failures as toasts). */
const NOTICES: Record<string, Record<string, [ok: boolean, key: string]>> = {
  // The emailed verification link.
  verified: { '1': [true, 'auth.verifiedToast'], failed: [false, 'auth.verifyFailedToast'] },
  // Coming back from Google or X.
  signin: { unavailable: [false, 'login.unavailableToast'], cancelled: [false, 'login.cancelledToast'], failed: [false, 'login.failedToast'], 'no-email': [false, 'login.noEmailToast'], staff: [false, 'login.staffToast'] },
};

/** After a verification link or a social sign-in: say how it went, once, and tidy the address. */
export function useVerificationNotice() {
  const router = useRouter();
  const { t } = useTranslation('common');
  const param = Object.keys(NOTICES).find((name) => typeof router.query[name] === 'string');
  const notice = param ? NOTICES[param]![router.query[param] as string] : undefined;
  useEffect(() => {
    if (!param || !notice) return;
    const [ok, key] = notice;
    if (ok) toast.success(t(key), { id: param });
    else toast.error(t(key), { id: param });
    const rest = Object.fromEntries(Object.entries(router.query).filter(([key]) => key !== param));
    void router.replace({ pathname: router.pathname, query: rest }, undefined, { shallow: true });
  }, [param, notice, router, t]);
}
