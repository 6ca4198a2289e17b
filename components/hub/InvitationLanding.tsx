import { PrivateTitle } from '@/components/seo/PrivateTitle';
import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import controls from '@/components/common/controls.module.scss';
import page from '@/components/layout/Page.module.scss';
import { brand } from '@/config/public';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setSignupForm } from '@/store/slices/auth';

/**
 * Where an invitation link lands (/invite/{code}): who sent it, and the sign-up. The code waits in
 * a cookie, so an account created later on this browser (by email, Google or X) still counts.
 */
export function InvitationLanding({ inviter, invalid }: { inviter: string | null; invalid: boolean }) {
  const { t } = useTranslation('hub');
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => !!state.auth.user && !state.auth.user.adminType);
  return (
    <div className={page.page}>
      <PrivateTitle title={t('invitation.title')} />
      <h1 className={page.heading}>{t('invitation.title')}</h1>
      {inviter && <p>{t('invitation.from', { name: inviter, brand: brand.name })}</p>}
      {invalid && <p>{t('invitation.invalid')}</p>}
      {signedIn ? (
        <>
          <p>{t('invitation.signedIn')}</p>
          <Link href="/hub/invite" className={page.primaryLink}>
            {t('invitation.toHub')}
          </Link>
        </>
      ) : (
        <>
          <p>{t('invitation.generic')}</p>
          <button type="button" className={controls.primary} onClick={() => dispatch(setSignupForm(true))}>
            {t('invitation.create')}
          </button>
        </>
      )}
    </div>
  );
}
