import { PrivateTitle } from '@/components/seo/PrivateTitle';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import type { ReactNode } from 'react';
import page from '@/components/layout/Page.module.scss';
import styles from './HubPage.module.scss';

/** The Travel Hub's tabs (spec §2 account area): each is its own address, so it works without JavaScript. */
export const HUB_TABS = [
  { path: '/hub', key: 'trips' },
  { path: '/hub/insurance', key: 'insurance' },
  { path: '/hub/points', key: 'points' },
  { path: '/hub/preferences', key: 'preferences' },
  { path: '/hub/settings', key: 'settings' },
  { path: '/hub/invite', key: 'invite' },
] as const;

/** A signed-in Travel Hub page: the tabs, the title and the content (signed out, pages show SignInFirst). */
export function HubPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('hub');
  const { pathname } = useRouter();
  return (
    <div className={page.page}>
      <PrivateTitle title={title} />
      <nav aria-label={t('tabs.label')} className={styles.nav}>
        <ul className={styles.tabs}>
          {HUB_TABS.map((tab) => (
            <li key={tab.path}>
              <Link href={tab.path} className={styles.tab} aria-current={pathname === tab.path ? 'page' : undefined}>
                {t(`tabs.${tab.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className={page.heading}>{title}</h1>
      {children}
    </div>
  );
}

/** A hub page whose data could not be loaded: said plainly, with a retry (never an empty list). */
export function HubLoadFailed({ title }: { title: string }) {
  const { t } = useTranslation('hub');
  const { asPath } = useRouter();
  return (
    <HubPage title={title}>
      <p role="alert">{t('loadFailed')}</p>
      <a href={asPath} className={page.primaryLink}>
        {t('tryAgain')}
      </a>
    </HubPage>
  );
}
