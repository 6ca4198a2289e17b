import { expect, test } from './fixtures';
import { axeViolations } from './axe';
import { IPS, fromIp } from './ips';

test.describe('server rendering', () => {
  test.use({ javaScriptEnabled: false });

  test('/ is rendered on the server in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Flights across Africa and the world' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Flights' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
  });

  test('/fr is rendered on the server in French', async ({ page }) => {
    await page.goto('/fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Des vols en Afrique et dans le monde' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });
});

test.describe('a visitor from Nigeria', () => {
  test.use(fromIp(IPS.nigeria));

  test('gets English and naira', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Currency: NGN' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('a visitor from Senegal', () => {
  test.use(fromIp(IPS.senegal));

  test('gets French and dollars', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: 'Devise : USD' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Des vols en Afrique et dans le monde');
  });
});

test.describe('a visitor from Ghana', () => {
  test.use(fromIp(IPS.ghana));

  test('gets English and dollars', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Currency: USD' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('keeps a chosen currency and language across reloads, over the location', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Currency: USD' }).click();
    await Promise.all([page.waitForResponse('**/api/preferences'), page.getByRole('menuitemradio', { name: /NGN/ }).click()]);
    await expect(page.getByRole('button', { name: 'Currency: NGN' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Currency: NGN' })).toBeVisible();

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Des vols en Afrique et dans le monde');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Des vols en Afrique et dans le monde');
    await expect(page.getByRole('button', { name: 'Devise : NGN' })).toBeVisible();

    // The English address now leads to the saved French site.
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    expect(await page.evaluate(() => [localStorage.getItem('currency'), localStorage.getItem('NEXT_LOCALE')])).toEqual(['NGN', 'fr']);
  });
});

test.describe('a visitor from Senegal who prefers English', () => {
  test.use(fromIp(IPS.senegal));

  test('stays in English once they choose it', async ({ page }) => {
    await page.goto('/fr');
    await page.getByRole('button', { name: 'Langue : Français' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flights across Africa and the world');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flights across Africa and the world');
  });
});

test('the cookie banner hides after Accept and stays hidden', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'We use cookies' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'We use cookies' })).toHaveCount(0);
});

test('privacy settings record the chosen categories', async ({ page, context }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Customize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy settings' });
  await dialog.getByRole('group', { name: 'Performance and analytics' }).getByLabel('Enabled').check();
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog).toBeHidden();
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies.localConsent).toBe('true');
  expect(cookies.consentCategories).toBe('necessary.performance');
});

test('the offline notice appears when the connection drops and goes when it returns', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const notice = page.getByText('Hey, you are not connected to the internet. Please reconnect and try again.');
  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toBeHidden();
});

test('dropdowns close on Escape and on a click outside', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Language/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('menu')).toBeHidden();
});

test('an unknown address shows the not-found page in the shell', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test.describe('a visitor from Senegal at an address a page cannot find', () => {
  test.use(fromIp(IPS.senegal));

  test('sees the not-found screen in their own shell: their language, their currency, the test-mode ribbon', async ({ page }) => {
    // Pages whose loader finds nothing (an unknown route, stay, article…), and an address no page claims.
    for (const path of ['/fr/flights/lagos-to-atlantis', '/fr/stays/ZZZZZZZZ', '/fr/help/no-such-article', '/fr/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page est introuvable');
      await expect(page).toHaveTitle('Cette page est introuvable | Baobab');
      await expect(page.getByRole('button', { name: 'Langue : Français' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Devise : (USD|NGN)$/ })).toBeVisible();
      await expect(page.getByText('Mode test :')).toBeVisible();
    }
    expect(await axeViolations(page, { detail: true })).toEqual([]);
    // Next's own status pages (a malformed address, a missing file) know the language too.
    for (const [path, status, title] of [
      ['/fr/experiences/%E0%A4%A/AM123', 400, 'Un problème est survenu'],
      ['/fr/_next/no-such-file', 404, 'Cette page est introuvable'],
    ] as const) {
      expect((await page.goto(path))?.status()).toBe(status);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Baobab`);
      await expect(page.getByRole('button', { name: 'Langue : Français' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', /^\/fr\//);
    }
    await page.goto('/fr/no-such-page');
    // The way home keeps the language.
    await page.getByRole('link', { name: 'Aller à l’accueil' }).click();
    await expect(page).toHaveURL(/\/fr$/);
    // Moving within the site to an address that finds nothing draws the screen in place (no reload).
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    for (const path of ['/flights/lagos-to-atlantis', '/no-such-page']) {
      await page.evaluate(
        (address) => (window as unknown as { next: { router: { push: (url: string) => Promise<boolean> } } }).next.router.push(address),
        path,
      );
      await expect(page).toHaveURL(new RegExp(`/fr${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page est introuvable');
    }
    expect(documents).toBe(0);
  });
});

test('the API answers bad input with its error envelope', async ({ request }) => {
  const response = await request.post('/api/preferences', { data: { currency: 'EUR' } });
  expect(response.status()).toBe(422);
  const body = await response.json();
  expect(body.errors[0]).toMatchObject({ status: 422, code: 'INVALID_INPUT' });
  const health = await request.get('/api/health');
  expect(await health.json()).toMatchObject({ status: 'ok' });
});

test('maintenance mode answers every page with the maintenance screen', async ({ page }) => {
  const base = process.env.E2E_MAINTENANCE_URL!;
  for (const path of ['/', '/fr', '/anything/else']) {
    const response = await page.goto(`${base}${path}`);
    expect(response?.status()).toBe(503);
  }
  await page.goto(`${base}/`);
  await expect(page.getByRole('heading', { name: "We're currently upgrading our services to serve you better." })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:/);
  const api = await page.request.get(`${base}/api/reference/countries`);
  expect(api.status()).toBe(503);
});

test('the cookie policy explains our cookies and lets a visitor change their choice', async ({ page, context }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'We use cookies' }).getByRole('link', { name: 'cookie policy' }).click();
  await expect(page).toHaveURL(/\/en\/pages\/content\/privacy#cookies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'localConsent' })).toBeVisible();
  await page.getByRole('button', { name: 'Change cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy settings' });
  await dialog.getByRole('group', { name: 'Marketing and advertising' }).getByLabel('Enabled').check();
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies.consentCategories).toBe('necessary.marketing');
  await expect(page.getByRole('region', { name: 'We use cookies' })).toHaveCount(0);
});

test('Log in opens the chooser, then the email form and sign-up, each closing with Escape', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  const chooser = page.getByRole('dialog', { name: 'Log in or create an account' });
  await chooser.getByRole('button', { name: 'Continue with email' }).click();
  const login = page.getByRole('dialog', { name: 'Continue to your account' });
  await expect(login.getByLabel('Email')).toBeVisible();
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByText('Please fill in this field.')).toHaveCount(2);
  await login.getByRole('button', { name: 'Create account' }).click();
  const signup = page.getByRole('dialog', { name: 'Create your account' });
  await expect(signup.getByLabel('Confirm password')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signup).toBeHidden();
});

test("the sign-in words come with the dialog, in the page's language", async ({ page }) => {
  await page.goto('/fr');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const chooser = page.getByRole('dialog', { name: 'Connectez-vous ou créez un compte' });
  await expect(chooser.getByRole('button', { name: /e-mail/ })).toBeVisible();
});

test("a verification link's return says so once and tidies the address", async ({ page }) => {
  await page.goto('/?verified=1');
  await expect(page.getByText('Your email is verified. Log in to continue.')).toBeVisible();
  await expect(page).not.toHaveURL(/verified/);
});
