import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { mailOutbox, oneTimeCodes, sessions, users } from '../db/schema';
import { browserClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { tokenHash } from '../lib/crypto';
import { loginDelayMs, slowdown } from './login-throttle';

const app = buildApp();
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);

const browser = (ip?: string) => browserClient(app, ip);
// Failing logins are slowed down on purpose; the tests record the waits instead of sleeping them.
const waits: number[] = [];
beforeEach(() => {
  waits.length = 0;
  jest.spyOn(slowdown, 'wait').mockImplementation(async (ms) => void waits.push(ms));
});
afterEach(() => jest.restoreAllMocks());

const lastCode = async (email: string) => {
  const [mail] = (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).filter((row) => row.kind === 'verify-email').sort((a, b) => +b.createdAt - +a.createdAt);
  return mail!.text.match(/\b(\d{6})\b/)![1]!;
};

const signup = (client: ReturnType<typeof browser>, email: string, password = 'correct horse') => client.post('/api/signup', { email, firstName: 'Amaka', lastName: 'Eze', password });

describe('sign-up, verification, login and logout', () => {
  it('signs up, mails a 6-digit code, verifies, and is signed in with an HttpOnly session cookie', async () => {
    const client = browser();
    const res = await signup(client, 'Amaka@Example.com');
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.email).toBe('amaka@example.com');
    const [user] = await db.select().from(users).where(eq(users.email, 'amaka@example.com'));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.emailVerifiedAt).toBeNull();
    // The code is stored hashed, never as written.
    const code = await lastCode('amaka@example.com');
    const [record] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, data.verificationId));
    expect(record!.codeHash).not.toContain(code);

    expect((await client.get('/api/check')).status).toBe(401);
    const verified = await client.post('/api/verify', { verificationId: data.verificationId, code });
    expect(verified.status).toBe(200);
    const cookie = verified.headers.getSetCookie().find((line) => line.startsWith('session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Max-Age/i);
    expect((await client.get('/api/check')).status).toBe(200);
    expect((await (await client.get('/api/user')).json()).data).toMatchObject({ email: 'amaka@example.com', firstName: 'Amaka', emailVerified: true });
    // The token is stored hashed.
    const token = client.jar.get('session')!;
    expect(await db.select().from(sessions).where(eq(sessions.tokenHash, token))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash(token)))).toHaveLength(1);
    // A welcome email, once.
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'amaka@example.com'))).map((mail) => mail.kind).sort()).toEqual(['verify-email', 'welcome']);

    // The code cannot be used twice.
    const again = await browser().post('/api/verify', { verificationId: data.verificationId, code });
    expect(again.status).toBe(422);

    const out = await client.get('/api/logout');
    expect(out.status).toBe(200);
    expect((await client.get('/api/check')).status).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash(token)))).toHaveLength(0);
  });

  it('logs in with remember me for 30 days, a new token each time; wrong password and unknown email answer alike', async () => {
    const client = browser();
    const { data } = await (await signup(client, 'tobi@example.com')).json();
    await client.post('/api/verify', { verificationId: data.verificationId, code: await lastCode('tobi@example.com') });
    const first = client.jar.get('session');

    const wrong = await client.post('/api/login', { email: 'tobi@example.com', password: 'wrong password' });
    const unknown = await client.post('/api/login', { email: 'nobody@example.com', password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());

    const remembered = await client.post('/api/login', { email: 'TOBI@example.com', password: 'correct horse', rememberMe: true });
    expect(remembered.status).toBe(200);
    const cookie = remembered.headers.getSetCookie().find((line) => line.startsWith('session='))!;
    const maxAge = Number(cookie.match(/Max-Age=(\d+)/i)![1]);
    expect(maxAge).toBeGreaterThan(29 * 86_400);
    expect(client.jar.get('session')).not.toBe(first);
    // The session that was replaced no longer works.
    expect(await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash(first!)))).toHaveLength(0);
  });

  it('refuses state changes without the XSRF header, for sign-in and whenever a session rides along', async () => {
    const client = browser();
    expect((await client.post('/api/login', { email: 'a@b.co', password: 'x' }, { xsrf: false })).status).toBe(403);
    expect((await client.post('/api/signup', { email: 'a@b.co', firstName: 'A', lastName: 'B', password: '12345678' }, { xsrf: false })).status).toBe(403);
    const { data } = await (await signup(client, 'xsrf@example.com')).json();
    await client.post('/api/verify', { verificationId: data.verificationId, code: await lastCode('xsrf@example.com') });
    const refused = await client.post('/api/preferences', { currency: 'USD', locale: 'en' }, { xsrf: false });
    expect(refused.status).toBe(403);
    expect((await refused.json()).errors[0].code).toBe('XSRF_TOKEN_MISSING');
    expect((await client.call('GET', '/api/logout', undefined, { xsrf: false })).status).toBe(403);
    expect((await client.post('/api/preferences', { currency: 'USD', locale: 'en' })).status).toBe(200);
  });

  it('limits code attempts, expires codes and sends a new code to an unverified account that logs in', async () => {
    const client = browser();
    const { data } = await (await signup(client, 'codes@example.com')).json();
    const code = await lastCode('codes@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await client.post('/api/verify', { verificationId: data.verificationId, code: wrong });
      expect(res.status).toBe(422);
    }
    const locked = await client.post('/api/verify', { verificationId: data.verificationId, code });
    expect((await locked.json()).errors[0].detail).toMatch(/Too many wrong tries/);

    const login = await client.post('/api/login', { email: 'codes@example.com', password: 'correct horse' });
    expect(login.status).toBe(403);
    const body = await login.json();
    expect(body.errors[0].code).toBe('EMAIL_NOT_VERIFIED');
    await db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.id, body.verificationId));
    const expired = await client.post('/api/verify', { verificationId: body.verificationId, code: await lastCode('codes@example.com') });
    expect((await expired.json()).errors[0].detail).toMatch(/expired/);
  });

  it('refuses short passwords, bad emails and a second account on a verified email', async () => {
    const client = browser();
    const bad = await client.post('/api/signup', { email: 'not-an-email', firstName: '', lastName: 'Eze', password: 'short' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.map((error: { source: { pointer: string } }) => error.source.pointer).sort()).toEqual(['/email', '/firstName', '/password']);
    const { data } = await (await signup(client, 'taken@example.com')).json();
    await client.post('/api/verify', { verificationId: data.verificationId, code: await lastCode('taken@example.com') });
    const twice = await signup(browser(), 'taken@example.com');
    expect(twice.status).toBe(409);
    expect((await twice.json()).errors[0].code).toBe('ACCOUNT_EXISTS');
  });

  it('rate-limits login attempts with 429 and Retry-After', async () => {
    const client = browser('10.9.9.9');
    let last: Response | undefined;
    for (let attempt = 0; attempt < 11; attempt += 1) last = await client.post('/api/login', { email: 'target@example.com', password: `guess ${attempt}` });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await last!.json()).errors[0].detail).toMatch(/wait 15 minutes/);
  });

  it('does not lock the owner out when strangers fail from many addresses: their guesses only slow down', async () => {
    const owner = browser('10.20.0.1');
    const { data } = await (await signup(owner, 'owner.locked@example.com')).json();
    await owner.post('/api/verify', { verificationId: data.verificationId, code: await lastCode('owner.locked@example.com') });
    // Ten strangers, from ten addresses, each trying wrong passwords.
    for (let stranger = 0; stranger < 10; stranger += 1) {
      const guesser = browser(`10.30.0.${stranger + 1}`);
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await guesser.post('/api/login', { email: 'owner.locked@example.com', password: `guess ${stranger}-${attempt}` })).status).toBe(401);
    }
    // Each further guess on the account waited longer than the last, up to the cap.
    expect(waits.length).toBeGreaterThan(20);
    expect(waits.slice(0, 3)).toEqual([loginDelayMs(4), loginDelayMs(5), loginDelayMs(6)]);
    expect(Math.max(...waits)).toBe(4_000);
    // The owner, from an address that has not been failing, gets in with the right password.
    const phone = browser('10.20.0.2');
    expect((await phone.post('/api/login', { email: 'owner.locked@example.com', password: 'correct horse' })).status).toBe(200);
  });

  it('counts wrong passwords per address across accounts too', async () => {
    const stuffer = browser('10.40.0.1');
    for (let attempt = 0; attempt < 30; attempt += 1) await stuffer.post('/api/login', { email: `victim${attempt}@example.com`, password: 'password1' });
    const refused = await stuffer.post('/api/login', { email: 'victim99@example.com', password: 'password1' });
    expect(refused.status).toBe(429);
    // Another address is not affected.
    expect((await browser('10.40.0.2').post('/api/login', { email: 'victim99@example.com', password: 'password1' })).status).toBe(401);
  });

  it('verifies by the emailed link too, and subscribes to the newsletter once', async () => {
    const client = browser();
    const { data } = await (await signup(client, 'link@example.com')).json();
    const [mail] = (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'link@example.com'))).filter((row) => row.kind === 'verify-email');
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe(`/api/verify/${data.verificationId}/${await lastCode('link@example.com')}`);
    const res = await client.get(link.pathname);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?verified=1');
    expect((await client.get('/api/check')).status).toBe(200);
    expect((await browser().get(link.pathname)).headers.get('location')).toBe('/?verified=failed');

    const first = await client.post('/api/newsletter', { email: 'News@Example.com' });
    const second = await client.post('/api/newsletter', { email: 'news@example.com' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await second.json()).status).toBe('Subscribed successfully');
    expect((await client.post('/api/newsletter', { email: 'nope' })).status).toBe(422);
  });

  it('resets a forgotten password in three steps, ends every session, and answers alike for unknown emails', async () => {
    const owner = browser();
    const { data } = await (await signup(owner, 'reset@example.com')).json();
    await owner.post('/api/verify', { verificationId: data.verificationId, code: await lastCode('reset@example.com') });
    expect((await owner.get('/api/check')).status).toBe(200);

    const stranger = browser();
    const known = await stranger.post('/api/resetpassword', { email: 'reset@example.com' });
    const unknown = await browser().post('/api/v1/forgot_password', { email: 'nobody-here@example.com' });
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());

    const [mail] = (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'reset@example.com'))).filter((row) => row.kind === 'reset-password');
    const code = mail!.text.match(/\b(\d{6})\b/)![1]!;
    // The code only works from the browser that asked for it.
    expect((await browser().post('/api/resetpassword/code', { code })).status).toBe(422);
    // The password step needs the code checked first.
    expect((await stranger.post('/api/resetpassword/password', { password: 'brand new secret', confirmPassword: 'brand new secret' })).status).toBe(409);
    expect((await stranger.post('/api/v1/check_reset_code', { code })).status).toBe(200);
    const mismatch = await stranger.post('/api/resetpassword/password', { password: 'brand new secret', confirmPassword: 'another one' });
    expect(mismatch.status).toBe(422);
    const updated = await stranger.post('/api/v1/update_password', { password: 'brand new secret', confirmPassword: 'brand new secret' });
    expect(updated.status).toBe(200);
    expect((await updated.json()).status).toBe('Password updated successfully');

    // Every session of the account ended; the old password no longer works, the new one does.
    expect((await owner.get('/api/check')).status).toBe(401);
    expect((await browser().post('/api/login', { email: 'reset@example.com', password: 'correct horse' })).status).toBe(401);
    expect((await browser().post('/api/login', { email: 'reset@example.com', password: 'brand new secret' })).status).toBe(200);
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'reset@example.com'))).map((row) => row.kind)).toContain('password-changed');
    // Used once: the same flow cannot set another password.
    expect((await stranger.post('/api/resetpassword/password', { password: 'third secret!', confirmPassword: 'third secret!' })).status).toBe(409);
  });

  it('keeps preferences with the account, for every device that signs in', async () => {
    const phone = browser();
    const { data } = await (await signup(phone, 'prefs@example.com')).json();
    await phone.post('/api/verify', { verificationId: data.verificationId, code: await lastCode('prefs@example.com') });
    const saved = await phone.post('/api/preferences', { currency: 'USD', locale: 'fr', notifications: { tripUpdates: false, deals: true } });
    expect(saved.status).toBe(200);

    const laptop = browser();
    await laptop.post('/api/login', { email: 'prefs@example.com', password: 'correct horse' });
    expect((await (await laptop.get('/api/user')).json()).data.preferences).toEqual({ currency: 'USD', locale: 'fr', notifications: { tripUpdates: false, deals: true } });
    // A visitor without an account still saves to cookies only.
    expect((await browser().post('/api/preferences', { currency: 'NGN' })).status).toBe(200);
  });
});
