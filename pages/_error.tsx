import type { NextPageContext } from 'next';
import { ErrorScreen } from '@/components/status/ErrorScreen';
import { makeStore } from '@/store';
import { setUpStatusShell } from '@/store/status-shell';

/**
 * Errors Next answers itself (a malformed address: 400); 404 and 500 have their own pages. Its
 * shell knows the address's language (the language control, the footer's links): the state is
 * given as `initialState`, which the app's store takes in (next-redux-wrapper), beside the words.
 * (The wrapper's getInitialPageProps would nest the words where the translation layer does not look.)
 */
function ErrorPage() {
  return <ErrorScreen />;
}

ErrorPage.getInitialProps = async ({ res, err, locale }: NextPageContext) => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 500;
  if (typeof window === 'undefined') {
    const store = makeStore();
    const language = setUpStatusShell(store, locale);
    const { pageTranslations } = await import('@/ssr/translations');
    return { statusCode, initialState: store.getState(), ...pageTranslations(language, ['common']) };
  }
  return { statusCode };
};

export default ErrorPage;
