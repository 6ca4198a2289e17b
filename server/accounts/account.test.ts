import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { orders, newsletterSubscribers, users } from '../db/schema';
import { bookingHelpers, browserClient, signedInClient } from '../test/api-helpers';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';

const app = buildApp();
const { book } = bookingHelpers(app);
let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  ({ db } = await useTestDatabase());
}, 60_000);
afterAll(closeTestDatabase);

const signedIn = (email: string, password = 'first password') => signedInClient(app, email, { password, firstName: 'Zainab' });

describe('account settings', () => {
  it('reads and updates personal details, refusing bad ones with the field named', async () => {
    const me = await signedIn('zainab@example.com');
    expect((await (await me.get('/api/v1/getPersonalInfo')).json()).data).toMatchObject({
      email: 'zainab@example.com',
      firstName: 'Zainab',
      hasPassword: true,
    });
    const bad = await me.post('/api/v1/personalInfo', { firstName: '', lastName: 'Usman', phone: '12' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.map((error: { source: { pointer: string } }) => error.source.pointer).sort()).toEqual(['/firstName', '/phone']);
    const good = await me.post('/api/v1/personalInfo', {
      firstName: 'Zainab',
      lastName: 'Bello',
      phone: '+234 805 111 2222',
      nationality: 'NG',
      stateOfOrigin: 'Kano',
      address: '12 Bompai Road',
      zipCode: '700001',
    });
    expect((await good.json()).status).toBe('Updated successfully');
    expect((await (await me.get('/api/v1/getPersonalInfo')).json()).data).toMatchObject({
      lastName: 'Bello',
      phone: '+234 805 111 2222',
      stateOfOrigin: 'Kano',
    });
    expect((await browserClient(app).get('/api/v1/getPersonalInfo')).status).toBe(401);
  });

  it('changes the password with the current one, ending every other session but this one', async () => {
    const laptop = await signedIn('change@example.com');
    const phone = browserClient(app);
    await phone.post('/api/login', { email: 'change@example.com', password: 'first password' });
    expect((await phone.get('/api/check')).status).toBe(200);

    const wrong = await laptop.post('/api/v1/change_password', { currentPassword: 'not it', password: 'second password', confirmPassword: 'second password' });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).errors[0].source.pointer).toBe('/currentPassword');
    const ok = await laptop.post('/api/v1/change_password', {
      currentPassword: 'first password',
      password: 'second password',
      confirmPassword: 'second password',
    });
    expect((await ok.json()).status).toBe('Password changed successfully');
    expect((await laptop.get('/api/check')).status).toBe(200);
    expect((await phone.get('/api/check')).status).toBe(401);
    expect((await browserClient(app).post('/api/login', { email: 'change@example.com', password: 'second password' })).status).toBe(200);
  });

  it('deletes the account after the password, keeping its orders detached', async () => {
    const me = await signedIn('leaving@example.com');
    await me.post('/api/newsletter', { email: 'leaving@example.com' });
    const { reference } = await book({ email: 'leaving@example.com', browser: me });
    const [before] = await db.select().from(orders).where(eq(orders.reference, reference));
    expect(before!.userId).not.toBeNull();

    expect((await me.call('DELETE', '/api/user', { password: 'first password' })).status).toBe(422);
    expect((await me.call('DELETE', '/api/user', { password: 'wrong', confirm: 'DELETE' })).status).toBe(403);
    expect((await me.call('DELETE', '/api/user', { password: 'first password', confirm: 'DELETE' }, { xsrf: false })).status).toBe(403);
    const gone = await me.call('DELETE', '/api/user', { password: 'first password', confirm: 'DELETE' });
    expect(gone.status).toBe(200);

    expect(await db.select().from(users).where(eq(users.email, 'leaving@example.com'))).toEqual([]);
    expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'leaving@example.com'))).toEqual([]);
    const [after] = await db.select().from(orders).where(eq(orders.reference, reference));
    expect(after).toMatchObject({ reference, userId: null, status: before!.status, totalMinor: before!.totalMinor });
    expect((await me.get('/api/check')).status).toBe(401);
    expect((await browserClient(app).post('/api/login', { email: 'leaving@example.com', password: 'first password' })).status).toBe(401);
  });

  it('takes a profile picture (a real image, 1 MB at most) that only its owner can read or change', async () => {
    const me = await signedIn('photo@example.com');
    const other = await signedIn('nosy@example.com');
    const { data: mine } = await (await me.get('/api/v1/getPersonalInfo')).json();
    expect(mine.photoUrl).toBeNull();
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    );
    const upload = (client: typeof me, bytes: Buffer, name = 'me.png', userId = mine.id) => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
      return app.request(`/api/users/user/${userId}/photo`, { method: 'POST', body: form, headers: client.headers() });
    };
    const saved = await upload(me, png);
    expect(saved.status).toBe(200);
    const photo = await app.request(`/api/users/user/${mine.id}/photo`, { headers: me.headers() });
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await photo.arrayBuffer()).equals(png)).toBe(true);
    expect((await (await me.get('/api/v1/getPersonalInfo')).json()).data.photoUrl).toMatch(/^\/api\/users\/user\/.+\/photo\?v=\d+$/);

    // Someone else can neither read nor replace it.
    expect((await app.request(`/api/users/user/${mine.id}/photo`, { headers: other.headers() })).status).toBe(403);
    expect((await upload(other, png, 'x.png', mine.id)).status).toBe(403);
    expect((await other.post(`/api/users/user/${mine.id}`, { firstName: 'Hacked', lastName: 'Name' })).status).toBe(403);
    expect((await app.request(`/api/users/user/${mine.id}/photo`)).status).toBe(401);

    const text = await upload(me, Buffer.from('not a picture at all'), 'evil.png');
    expect(text.status).toBe(422);
    expect((await text.json()).errors[0].code).toBe('PHOTO_NOT_IMAGE');
    const huge = await upload(me, Buffer.concat([png, Buffer.alloc(1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect((await huge.json()).errors[0].detail).toMatch(/larger than 1 MB/);

    const updated = await me.post(`/api/users/user/${mine.id}`, { firstName: 'Photo', lastName: 'Owner' });
    expect((await updated.json()).status).toBe('Data updated successfully');
  });
});
