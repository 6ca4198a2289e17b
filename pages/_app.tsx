import type { AppProps } from 'next/app';
import Head from 'next/head';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { AppShell } from '@/components/layout/AppShell';
import { clientAppWithTranslation } from '@/components/i18n/client-translation';
import { brand } from '@/config/public';
import { MaintenanceScreen } from '@/components/status/MaintenanceScreen';
import { lazyView } from '@/components/common/lazy-view';
import { wrapper } from '@/store';
import '@/styles/globals.scss';

interface ShellPageProps {
  /** Set in maintenance mode (ssr/page-props.ts): no navigation, nothing to book. */
  maintenance?: boolean;
  /** Set when a page's loader found nothing at its address (ssr/page-props.ts): the not-found screen, status 404. */
  notFound?: boolean;
  /** Set when a page's data could not be read, the database not answering (ssr/page-props.ts): status 503. */
  unavailable?: boolean;
}

// Its code loads only with a page that found nothing; the server renders it in full (lazyView).
const NotFoundView = lazyView(() => import('@/components/status/NotFoundScreen').then((module) => module.NotFoundScreen));
const UnavailableView = lazyView(() => import('@/components/status/UnavailableScreen').then((module) => module.UnavailableScreen));

function App({ Component, ...rest }: AppProps<ShellPageProps>) {
  const { store, props } = wrapper.useWrappedStore(rest);
  const pageProps = props.pageProps as ShellPageProps;
  return (
    <Provider store={store}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{brand.name}</title>
      </Head>
      {pageProps.maintenance ? (
        <MaintenanceScreen />
      ) : (
        <AppShell>
          {pageProps.notFound ? (
            <Suspense fallback={null}>
              <NotFoundView />
            </Suspense>
          ) : pageProps.unavailable ? (
            <Suspense fallback={null}>
              <UnavailableView />
            </Suspense>
          ) : (
            <Component {...pageProps} />
          )}
        </AppShell>
      )}
    </Provider>
  );
}

/*
 * The browser's words: components/i18n/client-translation.tsx; the page server's come from
 * pages/_document.tsx, which wraps the app in i18next instances shared between renders
 * (components/i18n/server-translation.tsx).
 */
export default typeof window === 'undefined' ? App : clientAppWithTranslation(App);
