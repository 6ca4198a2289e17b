/** @jest-environment node */
import type { GetServerSidePropsContext } from 'next';
import { ApiError } from '@/services/http';
import { withAppShell, withHubPage } from './page-props';

const user = jest.fn();
jest.mock('@/services/account', () => ({ currentUser: () => user() }));
const facts = jest.fn();
jest.mock('@/services/site', () => ({ getSiteFacts: () => facts() }));
jest.mock('./client-location', () => ({ locateRequest: async () => ({ country_code: 'NG', country_code_iso3: 'NGA' }) }));

function context(cookies: Record<string, string>): GetServerSidePropsContext {
  const headers: Record<string, string> = {};
  return {
    req: {
      cookies,
      headers: {
        cookie: Object.entries(cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join('; '),
      },
      socket: {},
      url: '/hub',
    },
    res: {
      statusCode: 200,
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      getHeader: (name: string) => headers[name.toLowerCase()],
    },
    query: {},
    resolvedUrl: '/hub',
    locale: 'en',
  } as unknown as GetServerSidePropsContext;
}

const signedIn = {
  id: 'u1',
  email: 'a@b.c',
  firstName: 'Ada',
  lastName: 'Obi',
  adminType: null,
  emailVerified: true,
  referralCode: 'AB23CD45',
  preferences: { currency: null, locale: null, notifications: { tripUpdates: true, deals: false } },
};
const stateOf = (result: Awaited<ReturnType<ReturnType<typeof withAppShell>>>) =>
  'props' in result ? (result.props as { initialState: { auth: { user: unknown; socialLogin: unknown } } }).initialState.auth : null;

describe('withAppShell', () => {
  const getServerSideProps = withAppShell({ page: 'hub' }, async (store) => ({ props: { hubUser: !!store.getState().auth.user } }));

  beforeEach(() => {
    delete (globalThis as { __siteFacts?: unknown }).__siteFacts;
    facts.mockReset();
    facts.mockResolvedValue({ payments: 'live', socialLogin: { google: true, twitter: false } });
  });

  it("gives the page the visitor's account, and signed out the social sign-ins the server has keys for", async () => {
    user.mockResolvedValue(signedIn);
    expect(stateOf(await getServerSideProps(context({ session: 'token' })))).toMatchObject({ user: { id: 'u1' } });
    user.mockResolvedValue(null);
    expect(stateOf(await getServerSideProps(context({})))).toMatchObject({ user: null, socialLogin: { google: true, twitter: false } });
    // The API's set-up is asked once per process.
    expect(facts).toHaveBeenCalledTimes(1);
  });

  it('shows the test-mode ribbon while the API runs its sandbox, and while it cannot say (asking again next time)', async () => {
    user.mockResolvedValue(null);
    const ribbon = (result: Awaited<ReturnType<typeof getServerSideProps>>) =>
      'props' in result ? (result.props as { initialState: { ui: { paymentsSandbox: boolean } } }).initialState.ui.paymentsSandbox : null;
    facts.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    expect(ribbon(await getServerSideProps(context({})))).toBe(true);
    expect(ribbon(await getServerSideProps(context({})))).toBe(false);
    delete (globalThis as { __siteFacts?: unknown }).__siteFacts;
    facts.mockResolvedValue({ payments: 'sandbox', socialLogin: { google: false, twitter: false } });
    expect(ribbon(await getServerSideProps(context({})))).toBe(true);
  });

  it('treats a staff account (adminType) as no hub user: Log in, and no hub data', async () => {
    user.mockResolvedValue({ ...signedIn, adminType: 'super' });
    const result = await getServerSideProps(context({ session: 'token' }));
    expect(stateOf(result)).toMatchObject({ user: null });
    expect('props' in result && (result.props as { hubUser: boolean }).hubUser).toBe(false);
  });

  it("answers a page that found nothing with the not-found screen in the visitor's shell (status 404), not Next's prerendered 404", async () => {
    user.mockResolvedValue(null);
    const missing = withAppShell({ page: 'stays', namespaces: ['stays'] }, async () => ({ notFound: true }));
    const request = { ...context({ currency: 'USD' }), locale: 'fr' } as GetServerSidePropsContext;
    const result = await missing(request);
    expect(request.res.statusCode).toBe(404);
    expect('props' in result).toBe(true);
    const props = (
      result as {
        props: {
          notFound?: boolean;
          initialState: { auth: { currency: string; locale: string }; ui: { activePage: string; paymentsSandbox: boolean } };
          _nextI18Next?: { initialLocale: string };
        };
      }
    ).props;
    expect(props.notFound).toBe(true);
    // The shell the visitor sees everywhere else: their language and currency, the active section, the ribbon's state.
    expect(props.initialState.auth).toMatchObject({ locale: 'fr', currency: 'USD' });
    expect(props.initialState.ui).toMatchObject({ activePage: 'content' });
    expect(props._nextI18Next?.initialLocale).toBe('fr');

    // The data a browser asks for while moving within the site answers 200: the app draws the screen in place.
    const moving = { ...context({}), locale: 'fr' } as GetServerSidePropsContext;
    (moving.req.headers as Record<string, string>)['x-nextjs-data'] = '1';
    expect(await missing(moving)).toMatchObject({ props: { notFound: true } });
    expect(moving.res.statusCode).toBe(200);
  });

  it("answers a page whose data the API could not read (its database away, 503) with the unavailable screen in the visitor's language, not Next's error page", async () => {
    user.mockResolvedValue(null);
    const down = withAppShell({ page: 'flight', namespaces: ['flights'] }, async () => {
      throw new ApiError({ status: 503, code: 'DATABASE_UNAVAILABLE', message: 'The service is briefly unavailable', errors: [] });
    });
    const request = { ...context({}), locale: 'fr' } as GetServerSidePropsContext;
    const result = await down(request);
    expect(request.res.statusCode).toBe(503);
    expect(request.res.getHeader('Retry-After')).toBe('30');
    const props = (result as { props: { unavailable?: boolean; _nextI18Next?: { initialLocale: string } } }).props;
    expect(props.unavailable).toBe(true);
    expect(props._nextI18Next?.initialLocale).toBe('fr');
    // Any other failure is not dressed up as this one.
    const broken = withAppShell({ page: 'flight' }, async () => {
      throw new ApiError({ status: 500, code: 'INTERNAL', message: 'boom', errors: [] });
    });
    await expect(broken(context({}))).rejects.toThrow('boom');
  });
});

describe('withHubPage', () => {
  it('loads the data for a signed-in person, gives null signed out, and says "failed" (503) when the API could not answer', async () => {
    const load = jest.fn();
    const getServerSideProps = withHubPage('trips', load);
    user.mockResolvedValue(signedIn);
    load.mockResolvedValueOnce([{ reference: 'K7MX3Q' }]);
    expect(await getServerSideProps(context({ session: 'token' }))).toMatchObject({ props: { trips: [{ reference: 'K7MX3Q' }], failed: false } });

    load.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    const failing = context({ session: 'token' });
    expect(await getServerSideProps(failing)).toMatchObject({ props: { trips: null, failed: true } });
    expect(failing.res.statusCode).toBe(503);

    user.mockResolvedValue(null);
    load.mockClear();
    expect(await getServerSideProps(context({}))).toMatchObject({ props: { trips: null, failed: false } });
    expect(load).not.toHaveBeenCalled();
  });
});
