import { useTranslation } from '@/components/i18n/use-translation';
import { lazy, Suspense, useState } from 'react';
import { privacyPolicyPath } from '@/components/content/paths';
import { useAppSelector } from '@/store/hooks';
import { ACCEPT_ALL, REJECT_ALL, writeConsent } from './consent';
import controls from '@/components/common/controls.module.scss';
import styles from './CookieBanner.module.scss';
import { useConsent } from './use-consent';

// Downloaded only when someone opens it.
const PrivacySettingsDialog = lazy(() => import('./PrivacySettingsDialog').then((m) => ({ default: m.PrivacySettingsDialog })));

/** Shown until the visitor decides (spec §2); Customize opens the privacy settings. */
export function CookieBanner() {
  const { t } = useTranslation('common');
  const consent = useConsent();
  const language = useAppSelector((state) => state.auth.locale);
  const [customising, setCustomising] = useState(false);

  if (consent.decided && !customising) return null;

  return (
    <>
      {!consent.decided && (
        <section className={styles.banner} aria-labelledby="cookie-banner-title" role="region">
          <h2 id="cookie-banner-title" className={styles.title}>
            {t('cookies.title')}
          </h2>
          {/* One short sentence: a longer one was the largest text on a phone's first screen, so it,
              not the page, was what the page's Largest Contentful Paint measured. */}
          <p className={styles.text}>{t('cookies.text')}</p>
          <div className={styles.actions}>
            <a className={styles.quiet} href={privacyPolicyPath(language, 'cookies')}>
              {t('cookies.policy')}
            </a>
            <button type="button" className={`${controls.secondary} ${styles.quiet}`} onClick={() => setCustomising(true)}>
              {t('cookies.customize')}
            </button>
            <button type="button" className={controls.secondary} onClick={() => writeConsent(REJECT_ALL)}>
              {t('cookies.rejectAll')}
            </button>
            <button type="button" className={controls.primary} onClick={() => writeConsent(ACCEPT_ALL)}>
              {t('cookies.accept')}
            </button>
          </div>
        </section>
      )}
      {customising && (
        <Suspense fallback={null}>
          <PrivacySettingsDialog initial={consent} onClose={() => setCustomising(false)} />
        </Suspense>
      )}
    </>
  );
}
