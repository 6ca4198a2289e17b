import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { reloadPage } from '@/components/common/reload-page';
import { useDismiss } from '@/components/common/use-dismiss';
import { logout } from '@/services/auth';
import type { User } from '@/store/slices/auth';
import menuStyles from '@/components/common/Dropdown.module.scss';
import styles from './AccountMenu.module.scss';

/** The Travel Hub menu of a signed-in traveller: My Trips, Preferences, Account settings, Log out. */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  const onLogout = async () => {
    try {
      await logout();
      reloadPage();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.generic'));
    }
  };

  return (
    <div ref={ref} className={styles.menuWrap}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <span aria-hidden="true" className={styles.avatar}>
          {user.firstName.charAt(0).toUpperCase()}
        </span>
        <span className={styles.label}>{t('hub.menu')}</span>
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={t('hub.menu')} className={`${menuStyles.menu} ${menuStyles.end}`}>
          <li role="none">
            <Link role="menuitem" href="/hub" onClick={close} className={menuStyles.option}>
              {t('hub.myTrips')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" href="/hub/preferences" onClick={close} className={menuStyles.option}>
              {t('hub.preferences')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" href="/hub/settings" onClick={close} className={menuStyles.option}>
              {t('hub.settings')}
            </Link>
          </li>
          <li role="none">
            <button role="menuitem" type="button" onClick={onLogout} className={menuStyles.option}>
              {t('hub.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
