import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { User } from '@/store/slices/auth';
import menuStyles from '@/components/common/Dropdown.module.scss';
import styles from './AccountMenu.module.scss';
import { HeaderMenu } from './HeaderMenu';
import { useLogout } from './use-logout';

/** The Travel Hub menu of a signed-in traveller: My Trips, Preferences, Account settings, Log out. */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation('common');

  const onLogout = useLogout();

  const avatar = (
    <span aria-hidden="true" className={styles.avatar}>
      {user.firstName.charAt(0).toUpperCase()}
    </span>
  );
  return (
    <HeaderMenu label={t('hub.menu')} icon={avatar}>
      {(close) => (
        <>
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
        </>
      )}
    </HeaderMenu>
  );
}
