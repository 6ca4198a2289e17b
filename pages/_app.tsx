import type { AppProps } from 'next/app';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { appWithTranslation } from 'next-i18next/pages';
import { AppShell, ShellHead } from '@/components/layout/AppShell';
import { MaintenanceScreen } from '@/components/status/MaintenanceScreen';
import { wrapper } from '@/store';
import '@/styles/globals.scss';

interface ShellPageProps {
  /** Set in maintenance mode (lib/ssr/page-props.ts): no navigation, nothing to book. */
  maintenance?: boolean;
}

function App({ Component, ...rest }: AppProps<ShellPageProps>) {
  const { store, props } = wrapper.useWrappedStore(rest);
  /*
   * The state the server drew the page with (useWrappedStore has just merged it in). Parts of the
   * page hydrate after the shell (components/layout/AppShell.tsx), and the shell's effects may
   * change the store meanwhile (a restored currency, the menu opened): those parts hydrate with
   * what the server drew, then draw the change, instead of failing to match the server's HTML.
   */
  const [serverState] = useState(store.getState);
  const pageProps = props.pageProps as ShellPageProps;
  return (
    <Provider store={store} serverState={serverState}>
      {/* The viewport, the site's name and noindex: ShellHead (components/layout/AppShell.tsx). */}
      {pageProps.maintenance ? (
        <>
          <ShellHead />
          <MaintenanceScreen />
        </>
      ) : (
        <AppShell>
          <Component {...pageProps} />
        </AppShell>
      )}
    </Provider>
  );
}

/*
 * The browser's words come from next-i18next; the page server's from pages/_document.tsx, which
 * wraps the app in i18next instances shared between renders (components/i18n/server-translation.tsx).
 */
export default typeof window === 'undefined' ? App : appWithTranslation(App);
