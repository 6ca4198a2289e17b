import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import toast from 'react-hot-toast';

/** After the emailed verification link (`?verified=1` or `?verified=failed`): say how it went, once. */
export function useVerificationNotice() {
  const router = useRouter();
  const { t } = useTranslation('common');
  const verified = router.query.verified;
  useEffect(() => {
    if (verified !== '1' && verified !== 'failed') return;
    if (verified === '1') toast.success(t('auth.verifiedToast'), { id: 'verified' });
    else toast.error(t('auth.verifyFailedToast'), { id: 'verified' });
    const rest = Object.fromEntries(Object.entries(router.query).filter(([key]) => key !== 'verified'));
    void router.replace({ pathname: router.pathname, query: rest }, undefined, { shallow: true });
  }, [verified, router, t]);
}
