import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useRef } from 'react';
import { useDismiss } from '@/components/common/use-dismiss';
import { privacyPolicyPath } from '@/components/content/paths';
import { brand } from '@/components/layout/brand';
import { apiBaseUrl } from '@/services/http';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setLoginChooserOpen } from '@/store/slices/ui';
import controls from '@/components/common/controls.module.scss';
import styles from './LoginChooserDialog.module.scss';

/**
 * Spec §2 login chooser: email, Google, X. Sign-in itself belongs to the accounts work; here the
 * dialog, its options and its links are in place.
 */
export function LoginChooserDialog() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => dispatch(setLoginChooserOpen(false)), [dispatch]);
  useDismiss(ref, true, close);
  useEffect(() => ref.current?.focus(), []);
  const base = apiBaseUrl();
  const language = useAppSelector((state) => state.auth.locale);

  return (
    <div className={controls.backdrop}>
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby="login-chooser-title" tabIndex={-1} className={`${controls.sheet} ${styles.dialog}`}>
        <button type="button" className={`${controls.close} ${styles.close}`} aria-label={t('actions.close')} onClick={close}>
          ×
        </button>
        <h2 id="login-chooser-title">{t('login.chooserTitle')}</h2>
        <p className={styles.sub}>{t('login.chooserText')}</p>
        <div className={styles.options}>
          <a className={styles.option} href={`${base}/login/google`}>
            {t('login.withGoogle')}
          </a>
          <a className={styles.option} href={`${base}/login/twitter`}>
            {t('login.withX')}
          </a>
        </div>
        <p className={styles.legal}>
          <a href={privacyPolicyPath(language)}>{t('footer.privacy')}</a> · <a href={`${brand.supportUrl}/terms`}>{t('footer.termsOfUse')}</a>
        </p>
      </div>
    </div>
  );
}
