import { useTranslation } from '@/components/i18n/use-translation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDismiss } from '@/components/common/use-dismiss';
import { useStickyAfter } from '@/components/common/use-sticky-after';
import { ACCEPT_ALL, writeConsent, type ConsentChoice } from './consent';
import controls from '@/components/common/controls.module.scss';
import styles from './PrivacySettingsDialog.module.scss';
import { useAccountWords } from '@/components/i18n/account-words';

/** Spec §9: the dialog's header sticks once its content has scrolled 70 px. */
export const PRIVACY_HEADER_STICKY_AFTER = 70;

interface PrivacySettingsDialogProps {
  initial: ConsentChoice;
  onClose: () => void;
}

type Category = keyof ConsentChoice;
const CATEGORIES: Category[] = ['performance', 'marketing'];

/** Privacy settings: necessary cookies always on; the other categories really switch on and off. */
export function PrivacySettingsDialog({ initial, onClose }: PrivacySettingsDialogProps) {
  useAccountWords();
  const { t } = useTranslation('common');
  const [choice, setChoice] = useState<ConsentChoice>({ performance: initial.performance, marketing: initial.marketing });
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const sticky = useStickyAfter(bodyRef, PRIVACY_HEADER_STICKY_AFTER);
  useDismiss(dialogRef, true, onClose);

  useEffect(() => {
    dialogRef.current?.focus();
  }, []);

  const save = useCallback(
    (next: ConsentChoice) => {
      writeConsent(next);
      onClose();
    },
    [onClose],
  );

  return (
    <div className={controls.backdrop}>
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby="privacy-title" tabIndex={-1} className={`${controls.sheet} ${styles.dialog}`}>
        <div ref={bodyRef} className={styles.body}>
          <header className={`${styles.header} ${sticky ? styles.sticky : ''}`} data-sticky={sticky}>
            <h2 id="privacy-title">{t('privacy.title')}</h2>
            <button type="button" className={controls.close} aria-label={t('actions.close')} onClick={onClose}>
              ×
            </button>
          </header>
          <p className={styles.intro}>{t('privacy.intro')}</p>

          <fieldset className={styles.category}>
            <legend>{t('privacy.necessary.title')}</legend>
            <p>{t('privacy.necessary.text')}</p>
            <p className={styles.always}>{t('privacy.alwaysOn')}</p>
          </fieldset>

          {CATEGORIES.map((category) => (
            <fieldset key={category} className={styles.category}>
              <legend>{t(`privacy.${category}.title`)}</legend>
              <p>{t(`privacy.${category}.text`)}</p>
              <div className={styles.radios}>
                <label>
                  <input type="radio" name={category} checked={choice[category]} onChange={() => setChoice((was) => ({ ...was, [category]: true }))} />
                  {t('privacy.enabled')}
                </label>
                <label>
                  <input type="radio" name={category} checked={!choice[category]} onChange={() => setChoice((was) => ({ ...was, [category]: false }))} />
                  {t('privacy.disabled')}
                </label>
              </div>
            </fieldset>
          ))}
        </div>
        <footer className={styles.actions}>
          <button type="button" className={controls.secondary} onClick={() => save(choice)}>
            {t('privacy.save')}
          </button>
          <button type="button" className={controls.primary} onClick={() => save(ACCEPT_ALL)}>
            {t('privacy.acceptAll')}
          </button>
        </footer>
      </div>
    </div>
  );
}
