import { useTranslation } from '@/components/i18n/use-translation';
import controls from '@/components/common/controls.module.scss';
import { privacyPolicyPath } from '@/components/content/paths';
import { brand } from '@/config/public';
import { apiBaseUrl } from '@/services/http';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setAuthModal, setLoginForm, setSignupForm } from '@/store/slices/auth';
import styles from './LoginChooserDialog.module.scss';
import { useAuthDialog } from './use-auth-dialog';
import { useAccountWords } from '@/components/i18n/account-words';

/** Spec §2 login chooser: email, Google or X; create an account; terms and privacy. */
export function LoginChooserDialog() {
  useAccountWords();
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.auth.locale);
  const available = useAppSelector((state) => state.auth.socialLogin);
  const { dialogRef } = useAuthDialog(() => dispatch(setAuthModal(false)));
  const base = apiBaseUrl();

  return (
    <div className={controls.backdrop}>
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby="login-chooser-title" tabIndex={-1} className={`${controls.sheet} ${styles.dialog}`}>
        <button type="button" className={`${controls.close} ${styles.close}`} aria-label={t('actions.close')} onClick={() => dispatch(setAuthModal(false))}>
          ×
        </button>
        <h2 id="login-chooser-title">{t('login.chooserTitle')}</h2>
        <p className={styles.sub}>{t('login.chooserText')}</p>
        <div className={styles.options}>
          <button type="button" className={styles.option} onClick={() => dispatch(setLoginForm(true))}>
            {t('login.withEmail')}
          </button>
          {/* Full-page redirects to the provider (spec §2: {base}/login/google, /login/twitter), back to this page after.
              A provider without keys is not offered at all (a greyed-out button only frustrates). */}
          {(['google', 'twitter'] as const)
            .filter((provider) => available[provider])
            .map((provider) => (
              <a
                key={provider}
                className={styles.option}
                href={`${base}/login/${provider}?returnTo=${encodeURIComponent(window.location.pathname + window.location.search)}`}
              >
                {t(provider === 'google' ? 'login.withGoogle' : 'login.withX')}
              </a>
            ))}
        </div>
        <p className={styles.create}>
          {t('auth.login.noAccount')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => dispatch(setSignupForm(true))}>
            {t('auth.createAccount')}
          </button>
        </p>
        <p className={styles.legal}>
          <a href={privacyPolicyPath(language)}>{t('footer.privacy')}</a> · <a href={`${brand.supportUrl}/terms`}>{t('footer.termsOfUse')}</a>
        </p>
      </div>
    </div>
  );
}
