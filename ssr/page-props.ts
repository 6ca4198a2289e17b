import { randomBytes } from 'node:crypto';
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult, GetStaticProps } from 'next';
import { serverViewsReady } from '@/components/common/lazy-view';
import { seasonFor } from '@/components/layout/season';
import { wrapper, type AppStore } from '@/store';
import { readConsent } from '@/components/consent/consent';
import { setCookieStatus, setLocaleSettings, setSocialLogin, setUser } from '@/store/slices/auth';
import { setUpStatusShell } from '@/store/status-shell';
import type { AxiosInstance } from 'axios';
import { logger } from '@/common/node/logger';
import { currentUser } from '@/services/account';
import { ApiError, XSRF_COOKIE_NAME } from '@/services/http';
import { serverHttpClient } from './http-server';
import { setActivePage, setPaymentsSandbox, setSeason, setSiteOrigin, type ActivePage } from '@/store/slices/ui';
import { siteOrigin } from './site-origin';
import { localisedPath } from '@/lib/seo/addresses';
import { locateRequest } from './client-location';
import { siteFacts } from './site-facts';
import { CURRENCY_COOKIE, LOCALE_COOKIE, isLanguage, resolvePreferences, type Language } from '@/lib/locale-defaults';
import { serverConfig } from '@/config/server';
import { pageTranslations } from './translations';

export interface AppShellOptions {
  page: ActivePage;
  /** Translation namespaces beside `common`. */
  namespaces?: string[];
  /**
   * The page shows a person's own data (trips, passport numbers, a booking, a payment): never
   * stored by the browser or anything between (`no-store`), not only revalidated (`no-cache`).
   */
  personal?: boolean;
}

type PageLoader<P extends Record<string, unknown>> = (store: AppStore, context: GetServerSidePropsContext) => Promise<GetServerSidePropsResult<P>>;

/**
 * MAINTENANCE_MODE, read per request so an operator can switch it with a restart. Checked here
 * rather than in a Next proxy: a proxy makes every visible link cost the visitor a data request.
 */
const { maintenanceMode, ngnPerUsd } = serverConfig;

const SESSION_COOKIES = ['session', '__Host-session'];
const hasSessionCookie = (cookies: Partial<Record<string, string>>) => SESSION_COOKIES.some((name) => !!cookies[name]);

/**
 * The XSRF cookie axios echoes in X-XSRF-TOKEN (the API's double-submit check), given with the
 * first page so the first state-changing call already carries it; `__Host-` and Secure in production.
 */
function ensureXsrfCookie(req: GetServerSidePropsContext['req'], res: GetServerSidePropsContext['res']) {
  if (req.cookies[XSRF_COOKIE_NAME]) return;
  const token = randomBytes(32).toString('base64url');
  newXsrfTokens.set(req, token);
  appendCookie(res, `${XSRF_COOKIE_NAME}=${token}; Path=/; SameSite=Lax${XSRF_COOKIE_NAME.startsWith('__Host-') ? '; Secure' : ''}`);
}

const newXsrfTokens = new WeakMap<object, string>();

/** The visitor's XSRF token (the one their browser sent, or the one this response gives it), for forms that post without JavaScript. */
export const xsrfTokenOf = (req: GetServerSidePropsContext['req']) => req.cookies[XSRF_COOKIE_NAME] ?? newXsrfTokens.get(req) ?? '';

/** Adds a Set-Cookie header beside those already set. */
export function appendCookie(res: GetServerSidePropsContext['res'], cookie: string) {
  const existing = res.getHeader('Set-Cookie');
  const cookies = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  res.setHeader('Set-Cookie', [...cookies, cookie]);
}

export { localisedPath };

/**
 * A page that found nothing answers 404; but the data a browser asks for when it moves within the
 * site (`x-nextjs-data`) answers 200, so the app draws the not-found screen in place rather than
 * loading the whole address again (Next reloads the page on a data request's 404).
 */
export function answerNotFound({ req, res }: Pick<GetServerSidePropsContext, 'req' | 'res'>) {
  res.statusCode = req.headers['x-nextjs-data'] ? 200 : 404;
}

/**
 * Every page's getServerSideProps goes through here: the visitor's country, the spec §4 defaults,
 * the saved choice over both, the seasonal logo, translations, then the page's own data.
 */
export function withAppShell<P extends Record<string, unknown> = Record<string, never>>(
  options: AppShellOptions,
  loadPage?: PageLoader<P>,
): GetServerSideProps {
  return wrapper.getServerSideProps((store) => async (context): Promise<GetServerSidePropsResult<Record<string, unknown>>> => {
    const { req, res } = context;
    if (maintenanceMode()) {
      // Every page (unknown addresses too, through pages/[...path].tsx) shows the maintenance screen.
      res.statusCode = 503;
      res.setHeader('Retry-After', '600');
      res.setHeader('Cache-Control', 'no-store');
      const locale = isLanguage(context.locale) ? context.locale : 'en';
      return { props: { maintenance: true, ...pageTranslations(locale, ['common']) } };
    }
    // The signed-in user, read through the API with the visitor's own session cookie.
    const [location, user, facts] = await Promise.all([
      locateRequest(req),
      hasSessionCookie(req.cookies) ? currentUser(serverHttpClient(req, { asVisitor: true })).catch(() => null) : Promise.resolve(null),
      siteFacts(req),
    ]);
    // Choices saved with the account come first (every device), then this browser's, then the country's.
    const preferences = resolvePreferences(location?.country_code_iso3, {
      currency: user?.preferences.currency ?? req.cookies[CURRENCY_COOKIE],
      language: user?.preferences.locale ?? req.cookies[LOCALE_COOKIE],
    });
    const locale: Language = isLanguage(context.locale) ? context.locale : 'en';

    // An unprefixed (English) address for a visitor whose language is French goes to /fr; an
    // explicit /en/… address (a link someone chose to share in English) is left alone.
    if (locale === 'en' && preferences.language === 'fr' && !/^\/en(\/|\?|$)/.test(req.url ?? '')) {
      return { redirect: { destination: localisedPath(context.resolvedUrl, 'fr'), permanent: false } };
    }

    // The page depends on the visitor's country and cookies: never share it between visitors; and
    // a page of a person's own data is never kept at all (a shared phone's back button, a disk cache).
    res.setHeader('Cache-Control', options.personal ? 'private, no-store' : 'private, no-cache');
    res.setHeader('Vary', 'Cookie');

    store.dispatch(setLocaleSettings({ location, currency: preferences.currency, locale, ngnPerUsd: ngnPerUsd() }));
    ensureXsrfCookie(req, res);
    // Spec §6: a staff account (adminType) is not a Travel Hub user: it sees Log in, and no hub page.
    if (user && !user.adminType) store.dispatch(setUser(user));
    store.dispatch(setCookieStatus(readConsent(req.headers.cookie ?? '').decided));
    if (!user || user.adminType) store.dispatch(setSocialLogin(facts.socialLogin));
    store.dispatch(setSeason(seasonFor(new Date())));
    store.dispatch(setPaymentsSandbox(facts.payments === 'sandbox'));
    store.dispatch(setSiteOrigin(siteOrigin(req)));
    store.dispatch(setActivePage(options.page));

    let translations: Awaited<ReturnType<typeof pageTranslations>>;
    let page: GetServerSidePropsResult<P>;
    try {
      [translations, page] = await Promise.all([
        pageTranslations(locale, ['common', ...(options.namespaces ?? [])]),
        loadPage ? loadPage(store, context) : Promise.resolve({ props: {} as P }),
        // Lazily loaded views render at once, never streamed (components/common/lazy-view.ts).
        serverViewsReady(),
      ]);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 503)) throw error;
      // The API could not read its database (DATABASE_UNAVAILABLE): a page that says so, in the
      // visitor's language, with a way to try again; never Next's bare error page. (A browser moving
      // within the site gets 200, so the app draws the screen in place, as for a page not found.)
      res.statusCode = req.headers['x-nextjs-data'] ? 200 : 503;
      res.setHeader('Retry-After', '30');
      res.setHeader('Cache-Control', 'no-store');
      store.dispatch(setActivePage('content'));
      return { props: { ...(await pageTranslations(locale, ['common'])), unavailable: true } };
    }
    if ('notFound' in page && page.notFound) {
      // Not Next's prerendered 404, which knows neither the visitor's currency nor the test-mode
      // ribbon: the not-found screen in this page's shell (pages/_app.tsx), as for an address no
      // page claims (pages/[...path].tsx).
      answerNotFound(context);
      store.dispatch(setActivePage('content'));
      return { props: { ...translations, notFound: true } };
    }
    if (!('props' in page)) return page;
    const props = await page.props;
    return { props: { ...translations, ...props } };
  });
}

/**
 * Next's prerendered status pages (pages/404.tsx for files under /_next, pages/500.tsx), built
 * once per language: their shell knows that language (the language control, the footer's links),
 * not the visitor (no currency choice, no account), and shows no test-mode ribbon it cannot know.
 */
export const staticShellProps: GetStaticProps = wrapper.getStaticProps((store) => async ({ locale }) => ({
  props: pageTranslations(setUpStatusShell(store, locale), ['common']),
}));

/**
 * A Travel Hub page's data, loaded with the visitor's own session: `null` signed out (the page
 * asks them to log in); `failed` when the API could not give it (the page says so and offers a
 * retry, never an empty list that would look like "no trips").
 */
export function withHubPage<K extends string, T>(
  key: K,
  load: (client: AxiosInstance, store: AppStore) => Promise<T>,
  namespaces: string[] = [],
): GetServerSideProps {
  return withAppShell<Record<K, T | null> & { failed: boolean }>(
    { page: 'hub', namespaces: ['hub', ...namespaces], personal: true },
    async (store, context) => {
      const empty = (failed: boolean) => ({ props: { [key]: null, failed } as Record<K, T | null> & { failed: boolean } });
      if (!store.getState().auth.user) return empty(false);
      try {
        return {
          props: { [key]: await load(serverHttpClient(context.req, { asVisitor: true }), store), failed: false } as Record<K, T | null> & { failed: boolean },
        };
      } catch (error) {
        logger.error('travel hub page could not load its data', { page: context.resolvedUrl, error: String(error) });
        context.res.statusCode = 503;
        return empty(true);
      }
    },
  );
}
