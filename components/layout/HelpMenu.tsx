import { useTranslation } from '@/components/i18n/use-translation';
import { HeaderMenu, MenuLink } from './HeaderMenu';

/** The header's help area: Manage booking (reference + surname) and the 24/7 help centre. */
export function HelpMenu() {
  const { t } = useTranslation('common');
  const icon = (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
  return (
    <HeaderMenu label={t('nav.help')} icon={icon}>
      {(close) => (
        <>
          <MenuLink href="/manage" close={close}>
            {t('nav.manageBooking')}
          </MenuLink>
          <MenuLink href="/help" close={close}>
            {t('footer.helpCentre')}
          </MenuLink>
        </>
      )}
    </HeaderMenu>
  );
}
