import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useId, useRef, useState } from 'react';
import menuStyles from '@/components/common/Dropdown.module.scss';
import { useDismiss } from '@/components/common/use-dismiss';
import { brand } from './brand';
import styles from './HelpMenu.module.scss';

/** The header's help area: Manage booking (reference + surname) and the 24/7 help centre. */
export function HelpMenu() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  return (
    <div ref={ref} className={styles.wrap}>
      <button type="button" className={styles.trigger} aria-haspopup="menu" aria-expanded={open} aria-controls={open ? menuId : undefined} onClick={() => setOpen((was) => !was)}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.label}>{t('nav.help')}</span>
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={t('nav.help')} className={`${menuStyles.menu} ${menuStyles.end} ${styles.menu}`}>
          <li role="none">
            <Link role="menuitem" href="/manage" onClick={close} className={menuStyles.option}>
              {t('nav.manageBooking')}
            </Link>
          </li>
          <li role="none">
            <a role="menuitem" href={brand.supportUrl} onClick={close} className={menuStyles.option}>
              {t('footer.helpCentre')}
            </a>
          </li>
        </ul>
      )}
    </div>
  );
}
