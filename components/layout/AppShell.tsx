import { useTranslation } from 'next-i18next/pages';
import { lazy, Suspense, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { ConsentedScripts } from '@/components/consent/ConsentedScripts';
import { CookieBanner } from '@/components/consent/CookieBanner';
import { ErrorBoundary } from '@/components/status/ErrorBoundary';
import { ErrorScreen } from '@/components/status/ErrorScreen';
import { FullScreenLoader } from '@/components/status/FullScreenLoader';
import { OfflineNotice } from '@/components/status/OfflineNotice';
import { useAppSelector } from '@/store/hooks';
import styles from './AppShell.module.scss';
import { Footer } from './Footer';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { useRestoredPreferences } from './use-restored-preferences';

// Only downloaded when someone opens it.
const LoginChooserDialog = lazy(() => import('@/components/auth/LoginChooserDialog').then((m) => ({ default: m.LoginChooserDialog })));

/** Spec §2 shared layout: top bar, side menu, main area, footer, and the overlays every page has. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const loading = useAppSelector((state) => state.ui.fullScreenLoader);
  const loginChooserOpen = useAppSelector((state) => state.ui.loginChooserOpen);
  useRestoredPreferences();

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('nav.skipToContent')}
      </a>
      <TopBar />
      <div className={styles.body}>
        <SideMenu />
        <main id="main" className={styles.main}>
          <ErrorBoundary fallback={<ErrorScreen />}>{children}</ErrorBoundary>
        </main>
      </div>
      <Footer />
      <OfflineNotice />
      <CookieBanner />
      <ConsentedScripts />
      {loginChooserOpen && (
        <Suspense fallback={<FullScreenLoader label={t('loading')} />}>
          <LoginChooserDialog />
        </Suspense>
      )}
      {loading && <FullScreenLoader label={t('loading')} />}
      <Toaster position="top-right" />
    </div>
  );
}
