import { useTranslation } from '@/components/i18n/use-translation';
import { reloadPage } from '@/components/common/reload-page';
import { toast } from '@/components/common/toast';
import type { User } from '@/store/slices/auth';
import menuStyles from '@/components/common/Dropdown.module.scss';
import styles from './AccountMenu.module.scss';
import { HeaderMenu, MenuLink } from './HeaderMenu';

/**
 * Signs out and reloads the page (spec §4), or says why it could not; the sign-in calls load only
 * now. Here rather than in a module of its own: one more module in every page's first load cost
 * about 0.4 kB of gzip. /ops uses it too (staff have no Travel Hub menu).
 */
export function useLogout() {
  const { t } = useTranslation('common');
  return async () => {
    try {
      const { signOut } = await import('./sign-out');
      await signOut();
      reloadPage();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.generic'));
    }
  };
}

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
          <MenuLink href="/hub" close={close}>
            {t('hub.myTrips')}
          </MenuLink>
          <MenuLink href="/hub/preferences" close={close}>
            {t('hub.preferences')}
          </MenuLink>
          <MenuLink href="/hub/settings" close={close}>
            {t('hub.settings')}
          </MenuLink>
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
