import Head from 'next/head';
import { useTranslation } from '@/components/i18n/use-translation';
import { lazy, Suspense, type ReactNode } from 'react';
import { useEarlyEdits } from '@/components/common/early-edits';
import { LazyToaster } from '@/components/common/toast';
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
import { TestModeRibbon } from './TestModeRibbon';
import { TopBar } from './TopBar';
import { useRestoredPreferences } from './use-restored-preferences';
import { useVerificationNotice } from './use-verification-notice';

// Sign-in dialogs (and their words) are downloaded only when someone opens one.
const LoginChooserDialog = lazy(() => import('@/components/auth/LoginChooserDialog').then((m) => ({ default: m.LoginChooserDialog })));
const LoginModal = lazy(() => import('@/components/auth/LoginModal').then((m) => ({ default: m.LoginModal })));
const SignupDialog = lazy(() => import('@/components/auth/SignupDialog').then((m) => ({ default: m.SignupDialog })));

/** Spec §2 shared layout: top bar, side menu, main area, footer, and the overlays every page has. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const loading = useAppSelector((state) => state.ui.fullScreenLoader);
  // Spec §2: the sign-in forms appear only when no one is signed in and their flag is set.
  const { user, AuthModal, LoginFormM, SiginupFormM } = useAppSelector((state) => state.auth);
  useRestoredPreferences();
  useVerificationNotice();
  useEarlyEdits();

  return (
    <div className={styles.shell}>
      <Head>
        {/* A page is for the people using it, not for search engines, unless it says so (components/seo/Indexed.tsx). */}
        <meta name="robots" content="noindex, follow" />
      </Head>
      <a href="#main" className={styles.skip}>
        {t('nav.skipToContent')}
      </a>
      {/* Early in the page so it paints with the first screen (it is fixed to the bottom) and a
          screen reader meets the consent question first. */}
      <CookieBanner />
      <TestModeRibbon />
      <TopBar />
      <div className={styles.body}>
        <SideMenu />
        <main id="main" className={styles.main}>
          <ErrorBoundary fallback={<ErrorScreen />}>{children}</ErrorBoundary>
        </main>
      </div>
      <Footer />
      <OfflineNotice />
      <ConsentedScripts />
      {!user && (AuthModal || LoginFormM || SiginupFormM) && (
        <Suspense fallback={<FullScreenLoader label={t('loading')} />}>
          {AuthModal && <LoginChooserDialog />}
          {LoginFormM && <LoginModal />}
          {SiginupFormM && <SignupDialog />}
        </Suspense>
      )}
      {loading && <FullScreenLoader label={t('loading')} />}
      <LazyToaster />
    </div>
  );
}
