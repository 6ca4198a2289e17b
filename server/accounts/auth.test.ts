import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { mailOutbox, oneTimeCodes, sessions, users } from '../db/schema';
import { browserClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { tokenHash } from '../lib/crypto';
import { beforeLogin, loginDelayMs, MAX_TURN_WAIT_MS, slowdown } from './login-throttle';
import { rateLimits } from '../lib/schema';
import { CODE_TRIES_PER_EMAIL_PER_HOUR, SIGN_UP_MAILS_PER_HOUR } from './accounts';
import { limiterClock } from '../lib/rate-limit';

const app = buildApp();
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);

const browser = (ip?: string) => browserClient(app, ip);
// Failing logins are slowed down on purpose; the tests record the waits instead of sleeping them,
// on a clock of their own that each wait moves on (the account's line reads that clock).
const waits: number[] = [];
let clock = Date.now();
beforeEach(() => {
  waits.length = 0;
  clock = Date.now();
  jest.spyOn(slowdown, 'now').mockImplementation(() => new Date(clock));
  jest.spyOn(slowdown, 'wait').mockImplementation(async (ms) => {
    waits.push(ms);
    clock += ms;
  });
});
afterEach(() => jest.restoreAllMocks());

const lastCode = async (email: string) => {
  const [mail] = (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)))
    .filter((row) => row.kind === 'verify-email')
    .sort((a, b) => +b.createdAt - +a.createdAt);
  return mail!.text.match(/\b(\d{6})\b/)![1]!;
};

const signup = (client: ReturnType<typeof browser>, email: string, password = 'correct horse') =>
  client.post('/api/signup', { email, firstName: 'Amaka', lastName: 'Eze', password });

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
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash(token))),
    ).toHaveLength(1);
    // A welcome email, once.
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'amaka@example.com'))).map((mail) => mail.kind).sort()).toEqual([
      'verify-email',
      'welcome',
    ]);

    // The code cannot be used twice.
    const again = await browser().post('/api/verify', { verificationId: data.verificationId, code });
    expect(again.status).toBe(422);

    const out = await client.get('/api/logout');
    expect(out.status).toBe(200);
    expect((await client.get('/api/check')).status).toBe(401);
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash(token))),
    ).toHaveLength(0);
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
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash(first!))),
    ).toHaveLength(0);
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
    await db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.id, body.verificationId));
    const expired = await client.post('/api/verify', { verificationId: body.verificationId, code: await lastCode('codes@example.com') });
    expect((await expired.json()).errors[0].detail).toMatch(/expired/);
  });

  it('refuses short passwords and bad emails; a verified email answers as a new one does, and its owner is told instead', async () => {
    const client = browser();
    const bad = await client.post('/api/signup', { email: 'not-an-email', firstName: '', lastName: 'Eze', password: 'short' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.map((error: { source: { pointer: string } }) => error.source.pointer).sort()).toEqual([
      '/email',
      '/firstName',
      '/password',
    ]);
    const { data } = await (await signup(client, 'taken@example.com')).json();
    await client.post('/api/verify', { verificationId: data.verificationId, code: await lastCode('taken@example.com') });
    const twice = await signup(browser(), 'taken@example.com', 'another password');
    const fresh = await signup(browser(), 'never-seen@example.com', 'another password');
    expect(twice.status).toBe(201);
    const [twiceBody, freshBody] = [await twice.json(), await fresh.json()];
    expect(Object.keys(twiceBody.data).sort()).toEqual(Object.keys(freshBody.data).sort());
    expect(twiceBody.status.replace('taken', 'X')).toBe(freshBody.status.replace('never-seen', 'X'));
    // No code for the stranger to try; the owner hears of it, and the password is unchanged.
    expect((await client.post('/api/verify', { verificationId: twiceBody.data.verificationId, code: '123456' })).status).toBe(422);
    const kinds = (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'taken@example.com'))).map((mail) => mail.kind);
    expect(kinds.filter((kind) => kind === 'verify-email')).toHaveLength(1);
    expect(kinds).toContain('account-exists');
    expect((await browser().post('/api/login', { email: 'taken@example.com', password: 'correct horse' })).status).toBe(200);
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
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect((await guesser.post('/api/login', { email: 'owner.locked@example.com', password: `guess ${stranger}-${attempt}` })).status).toBe(401);
    }
    // Each further guess on the account waited longer than the last, up to the cap.
    expect(waits.length).toBeGreaterThan(20);
    expect(waits.slice(0, 3)).toEqual([loginDelayMs(4), loginDelayMs(5), loginDelayMs(6)]);
    expect(Math.max(...waits)).toBe(4_000);
    // The owner, from an address that has not been failing, gets in with the right password.
    const phone = browser('10.20.0.2');
    expect((await phone.post('/api/login', { email: 'owner.locked@example.com', password: 'correct horse' })).status).toBe(200);
  });

  it('checks at most 10 of 100 wrong passwords sent at once from one address', async () => {
    const owner = browser('10.60.0.1');
    const { data } = await (await signup(owner, 'concurrent@example.com')).json();
    await owner.post('/api/verify', { verificationId: data.verificationId, code: await lastCode('concurrent@example.com') });
    const guesser = browser('10.60.0.2');
    await guesser.get('/api/cookie');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, attempt) => guesser.post('/api/login', { email: 'concurrent@example.com', password: `guess ${attempt}` })),
    );
    const statuses = answers.map((res) => res.status);
    // Every password checked answers 401; the rest were refused before any check.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    // The owner, elsewhere, still gets in.
    expect((await browser('10.60.0.3').post('/api/login', { email: 'concurrent@example.com', password: 'correct horse' })).status).toBe(200);
  });

  it('makes guesses from sixty addresses at once wait their turn, each its own slowdown', async () => {
    const owner = browser('10.61.0.1');
    const { data } = await (await signup(owner, 'queued@example.com')).json();
    await owner.post('/api/verify', { verificationId: data.verificationId, code: await lastCode('queued@example.com') });
    const guessers = Array.from({ length: 60 }, (_, index) => browser(`10.62.${Math.floor(index / 200)}.${(index % 200) + 1}`));
    await Promise.all(guessers.map((guesser) => guesser.get('/api/cookie')));
    let inside = 0;
    let most = 0;
    jest.spyOn(slowdown, 'wait').mockImplementation(async (ms) => {
      waits.push(ms);
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((resolve) => setTimeout(resolve, 5));
      clock += ms;
      inside -= 1;
    });
    const statuses = (
      await Promise.all(guessers.map((guesser, index) => guesser.post('/api/login', { email: 'queued@example.com', password: `guess ${index}` })))
    ).map((res) => res.status);
    const checked = statuses.filter((status) => status === 401).length;
    // No more wait in line than the line holds; the others are told at once.
    expect(checked).toBeGreaterThanOrEqual(10);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // Each checked guess after the first four (three free failures) waited, one at a time, longer as failures grew.
    expect(most).toBe(1);
    expect(waits).toHaveLength(checked - 4);
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(Math.max(...waits)).toBe(4_000);
  });

  it('spaces attempts on one account across server processes: each waits for the turns before it, and past 30 s of line it is refused', async () => {
    const email = 'processes@example.com';
    // The same account failing already (a 4 s slowdown, in the limits' window: their clock, not the test's), attempts arriving at once in several processes:
    // their own lines do not see each other, the database's does.
    await db
      .insert(rateLimits)
      .values({ key: `login-fail:email:${email}`, windowStart: new Date(Math.floor(limiterClock.now().getTime() / 900_000) * 900_000), count: 20 });
    // All at the same moment: the clock stands still while they wait.
    jest.spyOn(slowdown, 'wait').mockImplementation(async (ms) => void waits.push(ms));
    const answers = await Promise.allSettled(Array.from({ length: 12 }, (_, index) => beforeLogin(db, email, `10.70.0.${index + 1}`)));
    const taken = waits.filter(Boolean).sort((a, b) => a - b);
    // Every wait ends 4 s after the one before it, none beyond the 30 s bound; the rest refused at once.
    expect(taken).toEqual(taken.map((_, index) => (index + 1) * 4_000));
    expect(Math.max(...taken)).toBeLessThanOrEqual(MAX_TURN_WAIT_MS);
    const refused = answers.filter((answer) => answer.status === 'rejected');
    expect(refused.length).toBe(12 - taken.length);
    for (const answer of refused) expect(String((answer as PromiseRejectedResult).reason.code)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('counts wrong passwords per address across accounts too', async () => {
    const stuffer = browser('10.40.0.1');
    for (let attempt = 0; attempt < 30; attempt += 1) await stuffer.post('/api/login', { email: `victim${attempt}@example.com`, password: 'password1' });
    const refused = await stuffer.post('/api/login', { email: 'victim99@example.com', password: 'password1' });
    expect(refused.status).toBe(429);
    // Another address is not affected.
    expect((await browser('10.40.0.2').post('/api/login', { email: 'victim99@example.com', password: 'password1' })).status).toBe(401);
  });

  it('verifies by the emailed link too, signing nobody in, and subscribes to the newsletter once', async () => {
    const client = browser();
    const { data } = await (await signup(client, 'link@example.com')).json();
    const [mail] = (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'link@example.com'))).filter((row) => row.kind === 'verify-email');
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe(`/api/verify/${data.verificationId}/${await lastCode('link@example.com')}`);
    // Opened anywhere (a link someone sent can be opened by anyone): no session is made.
    const res = await client.get(link.pathname);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?verified=1');
    expect(res.headers.getSetCookie().some((line) => line.startsWith('session='))).toBe(false);
    expect((await client.get('/api/check')).status).toBe(401);
    expect((await browser().get(link.pathname)).headers.get('location')).toBe('/?verified=failed');
    expect((await client.post('/api/login', { email: 'link@example.com', password: 'correct horse' })).status).toBe(200);

    const first = await client.post('/api/newsletter', { email: 'News@Example.com' });
    const second = await client.post('/api/newsletter', { email: 'news@example.com' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await second.json()).status).toBe('Subscribed successfully');
    expect((await client.post('/api/newsletter', { email: 'nope' })).status).toBe(422);
  });

  it("cannot be taken over by signing up again: the owner signs up, a stranger signs up, the owner verifies, only the owner's password works", async () => {
    const owner = browser('10.50.0.1');
    const stranger = browser('10.50.0.2');
    const { data: mine } = await (await signup(owner, 'victim@example.com', 'owner secret 1')).json();
    const ownerCode = await lastCode('victim@example.com');
    const again = await stranger.post('/api/signup', { email: 'victim@example.com', firstName: 'Mallory', lastName: 'X', password: 'stranger secret' });
    expect(again.status).toBe(201);
    // The account kept the owner's password and names; the stranger's choice waits on its own code.
    const [user] = await db.select().from(users).where(eq(users.email, 'victim@example.com'));
    expect(user!.firstName).toBe('Amaka');
    const strangerLink = new URL(
      (await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'victim@example.com')))
        .filter((row) => row.kind === 'verify-email')
        .sort((a, b) => +b.createdAt - +a.createdAt)[0]!
        .text.match(/https?:\/\/\S+/)![0],
    );
    // The owner clicking the newest link (the stranger's) is sent to type the code instead: nothing activated.
    expect((await owner.get(strangerLink.pathname)).headers.get('location')).toBe('/?verified=code');
    expect((await db.select().from(users).where(eq(users.email, 'victim@example.com')))[0]!.emailVerifiedAt).toBeNull();
    // The owner's own code still works after the stranger's sign-up.
    expect((await owner.post('/api/verify', { verificationId: mine.verificationId, code: ownerCode })).status).toBe(200);
    expect((await browser().post('/api/login', { email: 'victim@example.com', password: 'stranger secret' })).status).toBe(401);
    expect((await browser().post('/api/login', { email: 'victim@example.com', password: 'owner secret 1' })).status).toBe(200);
    // And every other code of the account is spent: the stranger's can no longer verify anything.
    const strangerCode = strangerLink.pathname.split('/').pop()!;
    expect((await stranger.post('/api/verify', { verificationId: strangerLink.pathname.split('/')[3], code: strangerCode })).status).toBe(422);
    expect((await db.select().from(users).where(eq(users.email, 'victim@example.com')))[0]!.firstName).toBe('Amaka');
  });

  it("takes a later sign-up's password when its own code verifies it in its own browser (someone whose email a stranger signed up with first)", async () => {
    const stranger = browser('10.51.0.1');
    await stranger.post('/api/signup', { email: 'prehijack@example.com', firstName: 'Mallory', lastName: 'X', password: 'stranger secret' });
    const owner = browser('10.51.0.2');
    const { data } = await (await signup(owner, 'prehijack@example.com', 'owner secret 2')).json();
    expect((await owner.post('/api/verify', { verificationId: data.verificationId, code: await lastCode('prehijack@example.com') })).status).toBe(200);
    expect((await browser().post('/api/login', { email: 'prehijack@example.com', password: 'stranger secret' })).status).toBe(401);
    expect((await browser().post('/api/login', { email: 'prehijack@example.com', password: 'owner secret 2' })).status).toBe(200);
    expect((await db.select().from(users).where(eq(users.email, 'prehijack@example.com')))[0]!.firstName).toBe('Amaka');
  });

  it('limits codes mailed to one email and codes tried on it, whatever the addresses', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) statuses.push((await signup(browser(`10.52.0.${attempt + 1}`), 'bombed@example.com')).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(SIGN_UP_MAILS_PER_HOUR);
    expect(statuses.slice(SIGN_UP_MAILS_PER_HOUR).every((status) => status === 429)).toBe(true);
    const refused = await signup(browser('10.52.1.1'), 'bombed@example.com');
    expect((await refused.json()).errors[0]).toMatchObject({ status: 429, code: 'TOO_MANY_CODES' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'bombed@example.com'))).length).toBe(SIGN_UP_MAILS_PER_HOUR);

    // Five codes alive, five tries each: still only ten wrong tries for the email, from anywhere.
    const ids = (await db.select().from(oneTimeCodes).innerJoin(users, eq(users.id, oneTimeCodes.userId)).where(eq(users.email, 'bombed@example.com'))).map(
      (row) => row.one_time_codes.id,
    );
    const tries: number[] = [];
    for (let attempt = 0; attempt < 15; attempt += 1)
      tries.push((await browser(`10.53.0.${attempt + 1}`).post('/api/verify', { verificationId: ids[attempt % ids.length], code: '000000' })).status);
    expect(tries.filter((status) => status === 422)).toHaveLength(CODE_TRIES_PER_EMAIL_PER_HOUR);
    expect(tries.slice(CODE_TRIES_PER_EMAIL_PER_HOUR).every((status) => status === 429)).toBe(true);
    const spent = await browser('10.53.1.1').post('/api/verify', { verificationId: ids[0], code: '000000' });
    expect((await spent.json()).errors[0]).toMatchObject({ status: 429, code: 'TOO_MANY_CODE_TRIES' });
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
    expect((await (await laptop.get('/api/user')).json()).data.preferences).toEqual({
      currency: 'USD',
      locale: 'fr',
      notifications: { tripUpdates: false, deals: true },
    });
    // A visitor without an account still saves to cookies only.
    expect((await browser().post('/api/preferences', { currency: 'NGN' })).status).toBe(200);
  });
});
