import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { signUpThroughApi } from './account-helpers';
import { bookThroughApi, payAtSandbox } from './booking-helpers';

// The site's service worker runs here (the other tests block it).
test.use({ serviceWorkers: 'allow' });

/** The page is controlled by the service worker (installed by the first visit, in charge of the next pages). */
async function workerInCharge(page: Page) {
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state === 'activated');
  // A page loaded while the worker was still starting may not be in its charge: loaded again until it is.
  await expect(async () => {
    await page.reload();
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  }).toPass({ timeout: 15_000 });
}

/** Headless Chromium has no push service of its own: the browser's subscription is the test's, at `endpoint`. */
async function stubPushService(context: BrowserContext, endpoint: string) {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const keys = { p256dh: curve.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  await context.grantPermissions(['notifications']);
  await context.addInitScript(
    ({ endpoint, keys }) => {
      const held = () => sessionStorage.getItem('e2e-push') === endpoint;
      const subscription = {
        endpoint,
        options: { applicationServerKey: null },
        toJSON: () => ({ endpoint, keys }),
        unsubscribe: async () => (sessionStorage.removeItem('e2e-push'), true),
      };
      PushManager.prototype.subscribe = async function () {
        sessionStorage.setItem('e2e-push', endpoint);
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return (held() ? subscription : null) as unknown as PushSubscription;
      };
    },
    { endpoint, keys },
  );
}

test.describe('offline shell', () => {
  test('a confirmation opened once reads offline; a page never opened gives the offline page listing it', async ({ page, context }) => {
    await page.goto('/');
    await workerInCharge(page);
    const reference = await bookThroughApi(page.request, { email: `offline.${Date.now()}@example.com`, from: 'LOS', to: 'ACC', days: 52 });
    await page.goto(`/flights/confirmation?booking=${reference}`);
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    // Kept on the phone as it came.
    await expect.poll(() => page.evaluate(async () => (await (await caches.open('baobab-bookings-v1')).keys()).length)).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.goto(`/flights/confirmation?booking=${reference}`);
    await expect(page.getByRole('status').filter({ hasText: 'You’re offline: this is the copy saved on this phone.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    await expect(page.getByText('Mr MUSA SANI · Adult')).toBeVisible();

    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();
    const saved = page.getByRole('region', { name: 'Saved on this phone' });
    await expect(saved.getByRole('link')).not.toHaveCount(0);
    await saved
      .getByRole('link', { name: /confirmation|booking/i })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('trip alerts', () => {
  let server: Server;
  const received: string[] = [];
  test.beforeAll(async () => {
    // The push service of the test: the site sends to it as it would to the browser's (PUSH_SERVICE_HOSTS=127.0.0.1).
    server = createServer((request, response) => {
      received.push(request.url ?? '');
      request.resume();
      request.on('end', () => {
        response.statusCode = 201;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  test.afterAll(() => new Promise((resolve) => server.close(resolve)));

  test('after a booking, the traveller turns alerts on for it and is told when it is paid', async ({ page, context }) => {
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/e2e-${Date.now()}`;
    await stubPushService(context, endpoint);
    await page.goto('/');
    await workerInCharge(page);
    const reference = await bookThroughApi(page.request, { email: `alerts.${Date.now()}@example.com`, from: 'LOS', to: 'ABV', days: 53 });
    await page.goto(`/flights/confirmation?booking=${reference}`);
    const alerts = page.getByRole('region', { name: 'Tell me about changes to this trip and payment deadlines' });
    await expect(alerts).toBeVisible();
    await alerts.getByRole('button', { name: 'Turn on alerts' }).click();
    await expect(alerts.getByRole('status')).toHaveText('Alerts are on for this trip on this phone.');

    await page.goto(`/payment?booking=${reference}`);
    await payAtSandbox(page, /^Pay ₦/);
    await expect(page.getByRole('heading', { level: 1, name: /^[A-Z0-9]{6}$/ })).toBeVisible();
    await expect.poll(() => received.filter((path) => endpoint.endsWith(path)).length, { timeout: 10_000 }).toBe(1);
  });

  test('a browser that refused notifications is not asked again', async ({ page, context }) => {
    await context.grantPermissions([]);
    await page.goto('/');
    const reference = await bookThroughApi(page.request, { email: `refused.${Date.now()}@example.com`, from: 'LOS', to: 'KAN', days: 54 });
    await page.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
    await page.goto(`/flights/confirmation?booking=${reference}`);
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tell me about changes to this trip and payment deadlines' })).toHaveCount(0);
  });

  test('the Travel Hub switches this phone’s alerts for every trip of the account on and off', async ({ page, context }) => {
    await stubPushService(context, `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/hub-${Date.now()}`);
    const email = `alerts.hub.${Date.now()}@example.com`;
    await signUpThroughApi(page, { email, firstName: 'Bola', lastName: 'Ade', password: 'long enough pass' });
    await page.goto('/hub/preferences');
    const alerts = page.getByRole('region', { name: 'Trip alerts on this phone' });
    const toggle = alerts.getByRole('switch', { name: 'Trip alerts on this phone' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(page.getByText('Trip alerts are on for this phone.')).toBeVisible();
    await page.reload();
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByText('Trip alerts are off for this phone.')).toBeVisible();
    await expect(toggle).not.toBeChecked();

    // Signing out of a phone others may use: its alerts stop and the pages it kept are forgotten.
    await toggle.click();
    await expect(toggle).toBeChecked();
    await workerInCharge(page);
    // What the phone kept of the signed-in pages (their HTML carries the account's email).
    const keptWithEmail = () =>
      page.evaluate(async (email) => {
        const cache = await caches.open('baobab-pages-v1');
        let found = 0;
        for (const request of await cache.keys()) if ((await (await cache.match(request))!.text()).includes(email)) found += 1;
        return found;
      }, email);
    await expect.poll(keptWithEmail).toBeGreaterThan(0);
    await page.getByRole('button', { name: /Travel Hub/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-push'))).toBeNull();
    await expect.poll(keptWithEmail).toBe(0);
  });
});
