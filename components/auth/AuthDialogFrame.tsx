import { useTranslation } from '@/components/i18n/use-translation';
import type { ReactNode } from 'react';
import controls from '@/components/common/controls.module.scss';
import styles from './auth-forms.module.scss';
import { useAuthDialog } from './use-auth-dialog';

interface AuthDialogFrameProps {
  labelledBy: string;
  onClose: () => void;
  /** The sign-up dialog covers the whole screen on phones (spec §2). */
  fullScreen?: boolean;
  children: ReactNode;
}

/** The frame of the login and sign-up dialogs: backdrop, focus, Escape, close button, sticky header. */
export function AuthDialogFrame({ labelledBy, onClose, fullScreen = false, children }: AuthDialogFrameProps) {
  const { t } = useTranslation('common');
  const { dialogRef, scrollRef, sticky } = useAuthDialog(onClose);
  return (
    <div className={controls.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`${controls.sheet} ${styles.dialog} ${fullScreen ? styles.fullScreen : ''}`}
      >
        <div ref={scrollRef} className={styles.scroll}>
          <div className={`${styles.header} ${sticky ? styles.sticky : ''}`} data-sticky={sticky}>
            <button type="button" className={controls.close} aria-label={t('actions.close')} onClick={onClose}>
              ×
            </button>
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}
