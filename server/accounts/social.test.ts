import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { userIdentities, users } from '../db/schema';
import { resetEnvForTests } from '../env';
import { browserClient, signedInClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { codeChallenge } from './social';

const app = buildApp();
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
const KEYS = {
  GOOGLE_CLIENT_ID: 'google-client-id.apps',
  GOOGLE_CLIENT_SECRET: 'google-secret-123',
  X_CLIENT_ID: 'x-client-id-123',
  X_CLIENT_SECRET: 'x-secret-12345',
};
const realFetch = globalThis.fetch;

beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);
afterEach(() => {
  for (const key of Object.keys(KEYS)) delete process.env[key];
  resetEnvForTests();
  globalThis.fetch = realFetch;
});

function configure() {
  Object.assign(process.env, KEYS);
  resetEnvForTests();
}

type Call = { url: string; init: RequestInit };
/** The provider's side, recorded: answers by URL; nothing reaches the network. */
function providerAnswers(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: Call[] = [];
  globalThis.fetch = (async (input: string | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const answer = Object.entries(answers).find(([prefix]) => url.startsWith(prefix))?.[1];
    if (!answer) throw new Error(`unexpected call to ${url}`);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

const GOOGLE_TOKEN = {
  'https://oauth2.googleapis.com/token': { body: { access_token: 'ya29.token', token_type: 'Bearer', expires_in: 3599, id_token: 'x.y.z' } },
};
const googleUser = (sub: string, email: string, verified = true) => ({
  'https://openidconnect.googleapis.com/v1/userinfo': {
    body: { sub, email, email_verified: verified, name: 'Ngozi Okafor', given_name: 'Ngozi', family_name: 'Okafor' },
  },
});

/** Leaves for the provider and comes back with a code, as a browser does; returns where it lands. */
async function signInWith(client: ReturnType<typeof browserClient>, provider: 'google' | 'twitter', returnTo = '/flights/search?from=LOS') {
  const start = await client.get(`/api/login/${provider}?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  const back = await client.get(`/api/login/${provider}/callback?code=auth-code-1&state=${authorize.searchParams.get('state')}`);
  expect(back.status).toBe(302);
  return { authorize, landing: back.headers.get('location')! };
}

describe('Google and X sign-in', () => {
  it('without keys: says the option is unavailable, back on the page the person was on', async () => {
    expect(await (await app.request('/api/login/providers')).json()).toEqual({ google: false, twitter: false });
    const res = await app.request('/api/login/google?returnTo=%2Ffr%2Fhub');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/fr/hub?signin=unavailable');
    expect((await app.request('/api/login/twitter?returnTo=https%3A%2F%2Fevil.example')).headers.get('location')).toBe('/?signin=unavailable');
    expect((await app.request('/api/login/facebook')).status).toBe(422);
  });

  it('Google: PKCE and state to the provider, the code exchanged, a verified account created and signed in', async () => {
    configure();
    const calls = providerAnswers({ ...GOOGLE_TOKEN, ...googleUser('google-sub-1', 'Ngozi@Example.com') });
    const client = browserClient(app);
    const { authorize, landing } = await signInWith(client, 'google');
    expect(authorize.origin + authorize.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: KEYS.GOOGLE_CLIENT_ID,
      redirect_uri: 'http://localhost/api/login/google/callback',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(landing).toBe('/flights/search?from=LOS');

    const token = new URLSearchParams(String(calls[0]!.init.body));
    expect(calls[0]!.url).toBe('https://oauth2.googleapis.com/token');
    expect(Object.fromEntries(token)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'auth-code-1',
      client_id: KEYS.GOOGLE_CLIENT_ID,
      client_secret: KEYS.GOOGLE_CLIENT_SECRET,
      redirect_uri: 'http://localhost/api/login/google/callback',
    });
    expect(codeChallenge(token.get('code_verifier')!)).toBe(authorize.searchParams.get('code_challenge'));
    expect((calls[1]!.init.headers as Record<string, string>).authorization).toBe('Bearer ya29.token');

    const me = await (await client.get('/api/user')).json();
    expect(me.data).toMatchObject({ email: 'ngozi@example.com', firstName: 'Ngozi', lastName: 'Okafor' });
    const [user] = await db.select().from(users).where(eq(users.email, 'ngozi@example.com'));
    expect(user).toMatchObject({ passwordHash: null, emailVerifiedAt: expect.any(Date) });

    // Again, from another browser: the same account through the linked identity.
    const again = browserClient(app);
    await signInWith(again, 'google');
    expect((await (await again.get('/api/user')).json()).data.id).toBe(user!.id);
    expect(await db.select().from(userIdentities).where(eq(userIdentities.userId, user!.id))).toHaveLength(1);
  });

  it("links to the account with the provider's confirmed email, and takes the password away from an unverified squatter", async () => {
    configure();
    await signedInClient(app, 'owner@example.com', { password: 'owner password 1' });
    providerAnswers({ ...GOOGLE_TOKEN, ...googleUser('google-owner', 'owner@example.com') });
    const client = browserClient(app);
    await signInWith(client, 'google');
    expect((await (await client.get('/api/user')).json()).data.email).toBe('owner@example.com');
    expect((await db.select().from(users).where(eq(users.email, 'owner@example.com')))[0]!.passwordHash).not.toBeNull();

    // Someone signed up with victim@ (never verified); the real owner signs in with Google.
    const squatter = browserClient(app);
    expect(
      (await squatter.post('/api/signup', { email: 'victim@example.com', firstName: 'Not', lastName: 'Owner', password: 'squatter password' })).status,
    ).toBe(201);
    providerAnswers({ ...GOOGLE_TOKEN, ...googleUser('google-victim', 'victim@example.com') });
    await signInWith(browserClient(app), 'google');
    const [victim] = await db.select().from(users).where(eq(users.email, 'victim@example.com'));
    expect(victim).toMatchObject({ passwordHash: null, emailVerifiedAt: expect.any(Date) });
    expect((await squatter.post('/api/login', { email: 'victim@example.com', password: 'squatter password', rememberMe: false })).status).toBe(401);
  });

  it('X: client credentials as Basic on the token call; an account without a confirmed email is told so', async () => {
    configure();
    const calls = providerAnswers({
      'https://api.x.com/2/oauth2/token': { body: { token_type: 'bearer', access_token: 'x-access', scope: 'users.read tweet.read users.email' } },
      'https://api.x.com/2/users/me': { body: { data: { id: '2244994945', name: 'Tunde Bakare', username: 'tunde', confirmed_email: 'tunde@example.com' } } },
    });
    const client = browserClient(app);
    const { authorize, landing } = await signInWith(client, 'twitter', '/');
    expect(authorize.origin + authorize.pathname).toBe('https://x.com/i/oauth2/authorize');
    expect(authorize.searchParams.get('scope')).toBe('users.read tweet.read users.email');
    expect(landing).toBe('/');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from(`${KEYS.X_CLIENT_ID}:${KEYS.X_CLIENT_SECRET}`).toString('base64')}`,
    );
    expect(calls[1]!.url).toBe('https://api.x.com/2/users/me?user.fields=confirmed_email');
    expect((await (await client.get('/api/user')).json()).data).toMatchObject({ email: 'tunde@example.com', firstName: 'Tunde', lastName: 'Bakare' });

    providerAnswers({
      'https://api.x.com/2/oauth2/token': { body: { access_token: 'x-access-2' } },
      'https://api.x.com/2/users/me': { body: { data: { id: '999', name: 'No Mail', username: 'nomail' } } },
    });
    const noEmail = browserClient(app);
    expect((await signInWith(noEmail, 'twitter', '/fr')).landing).toBe('/fr?signin=no-email');
    expect((await noEmail.get('/api/user')).status).toBe(401);
  });

  it('refuses a forged or missing state, a cancelled consent and a provider failure, without signing anyone in', async () => {
    configure();
    providerAnswers({ 'https://oauth2.googleapis.com/token': { status: 400, body: { error: 'invalid_grant' } } });
    const client = browserClient(app);
    const start = await client.get('/api/login/google?returnTo=/hub');
    expect(start.headers.get('set-cookie')).toMatch(/oauth_flow=.*HttpOnly/i);
    expect((await client.get('/api/login/google/callback?code=c&state=forged')).headers.get('location')).toBe('/hub?signin=failed');
    // The flow cookie is single use: the right state after a failure no longer works.
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    expect((await client.get(`/api/login/google/callback?code=c&state=${state}`)).headers.get('location')).toBe('/?signin=failed');

    const cancelled = browserClient(app);
    await cancelled.get('/api/login/google?returnTo=/hub');
    expect((await cancelled.get('/api/login/google/callback?error=access_denied&state=x')).headers.get('location')).toBe('/hub?signin=cancelled');

    const refused = browserClient(app);
    const { landing } = await signInWith(refused, 'google', '/hub');
    expect(landing).toBe('/hub?signin=failed');
    expect((await refused.get('/api/user')).status).toBe(401);
  });
});
