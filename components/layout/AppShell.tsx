import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { Activity, lazy, Suspense, useMemo, type ReactNode } from 'react';
import { LazyToaster } from '@/components/common/toast';
import { brand } from '@/config/public';
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

/**
 * Every page's head tags before its own (a page's title and robots replace these). Inside the
 * page's boundary: next/head writes the head afresh at each commit that mounts a Head, and the
 * shell's commit alone would take the page's title, description and links away until the page
 * hydrates.
 */
export function ShellHead() {
  return (
    <Head>
      <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      <title>{brand.name}</title>
      {/* A page is for the people using it, not for search engines, unless it says so (components/seo/Indexed.tsx). */}
      <meta name="robots" content="noindex, follow" />
    </Head>
  );
}

// One element each for the life of the page (see `page` below).
const SIDE_MENU = (
  <Activity>
    <SideMenu />
  </Activity>
);
const FOOTER = (
  <Activity>
    <Footer />
  </Activity>
);

/** Spec §2 shared layout: top bar, side menu, main area, footer, and the overlays every page has. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const loading = useAppSelector((state) => state.ui.fullScreenLoader);
  // Spec §2: the sign-in forms appear only when no one is signed in and their flag is set.
  const { user, AuthModal, LoginFormM, SiginupFormM } = useAppSelector((state) => state.auth);
  useRestoredPreferences();
  useVerificationNotice();
  /*
   * The page, the side menu and the footer hydrate after the rest of the shell, in slices the
   * browser can interrupt (an <Activity> boundary: the server's HTML stays as it is meanwhile, and
   * a tap inside one hydrates it at once). The phone's first long task is then the top bar's, not
   * the whole page's. Each is made once per page: a new element would make React hydrate it at
   * once, in one long task, the first time the shell draws again (its words arriving, a dialog).
   */
  const page = useMemo(
    () => (
      <Activity>
        <ShellHead />
        <ErrorBoundary fallback={<ErrorScreen />}>{children}</ErrorBoundary>
      </Activity>
    ),
    [children],
  );

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('nav.skipToContent')}
      </a>
      {/* Early in the page so it paints with the first screen (it is fixed to the bottom) and a
          screen reader meets the consent question first. */}
      <CookieBanner />
      <TestModeRibbon />
      <TopBar />
      <div className={styles.body}>
        {SIDE_MENU}
        <main id="main" className={styles.main}>
          {page}
        </main>
      </div>
      {FOOTER}
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
