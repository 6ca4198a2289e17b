import { expect, test, type Page } from './fixtures';
import { bookThroughApi, payAtSandbox } from './booking-helpers';
import { IPS, fromIp } from './ips';

/** The newest email of a kind to an address, through the mailbox API the tester's page reads. */
async function mailTo(page: Page, email: string, kind: string) {
  let found: { text: string; subject: string } | undefined;
  await expect(async () => {
    const { data } = await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
    found = (data as Array<{ kind: string; text: string; subject: string }>).find((mail) => mail.kind === kind);
    expect(found).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return found!;
}

test.describe('security a traveller can see', () => {
  test.use(fromIp(IPS.nigeria));

  test('the sandbox announces itself on every page, in English and French', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('note')).toHaveText('Test mode: payments are simulated, no money is taken.');
    await page.goto('/fr/manage');
    await expect(page.getByRole('note')).toHaveText('Mode test : les paiements sont simulés, aucun argent n’est prélevé.');
    // An address no page claims too.
    expect((await page.goto('/no/such/page'))!.status()).toBe(404);
    await expect(page.getByRole('note')).toHaveText('Test mode: payments are simulated, no money is taken.');
    const health = await (await page.request.get('/api/health')).json();
    expect(health.payments).toBe('sandbox');
  });

  test('pages carry a Content-Security-Policy with a nonce on their scripts, and nothing of ours is refused', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const response = await page.goto('/');
    const headers = response!.headers();
    const policy = headers['content-security-policy']!;
    const nonce = policy.match(/'nonce-([^']+)'/)![1];
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('DENY');
    // Served over plain HTTP here: no HSTS, which would lock a laptop out of its own site.
    expect(headers['strict-transport-security']).toBeUndefined();
    // Every script the server rendered carries this response's nonce (chunks loaded later come from
    // this site). Structured data for search engines (application/ld+json) is a data block the
    // browser never runs: the policy does not apply to it.
    const scripts = ((await response!.text()).match(/<script\b[^>]*>/g) ?? []).filter((script) => !script.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    // Lazily loaded code (the sign-in dialogs) runs too.
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in or create an account' })).toBeVisible();
    expect(refused).toEqual([]);
  });

  test("pages of a person's own data are never stored; public pages are revalidated, never shared", async ({ request }) => {
    for (const path of [
      '/hub',
      '/hub/settings',
      '/hub/preferences',
      '/payment?booking=QQQQQQ',
      '/flights/confirmation?booking=QQQQQQ',
      '/stays/confirmation?booking=QQQQQQ',
      '/manage',
      '/fr/hub',
    ]) {
      expect([path, (await request.get(path, { maxRedirects: 0 })).headers()['cache-control']]).toEqual([path, 'private, no-store']);
    }
    for (const path of ['/', '/stays', '/fr/experiences']) {
      expect([path, (await request.get(path)).headers()['cache-control']]).toEqual([path, 'private, no-cache']);
    }
  });

  test('the API answers its own envelope for addresses the site would refuse, and /_next/image is not served', async ({ request }) => {
    // ('..' segments too, unit-tested: a URL parser resolves them before sending.)
    for (const path of ['/api/%E0%A4%A', '/api//health', '/api/flight/%ED%A0%80']) {
      const res = await request.fetch(path, { maxRedirects: 0 });
      expect([path, res.status(), res.headers()['content-type']]).toEqual([path, 400, 'application/json']);
      expect((await res.json()).errors[0].code).toBe('MALFORMED_URL');
    }
    for (const method of ['DELETE', 'PUT', 'POST', 'PATCH', 'OPTIONS'])
      expect([method, (await request.fetch('/api/user', { method })).status()]).not.toEqual([method, 500]);
    expect((await request.get('/_next/image?url=%2Ffavicon.ico&w=64&q=75')).status()).toBe(404);
  });

  test('manage booking: the reference and the lead traveller surname open a booking on another device', async ({ page, request }) => {
    const reference = await bookThroughApi(request, { email: `manage.${Date.now()}@example.com`, from: 'LOS', to: 'ABV', days: 47 });
    // Its reference alone opens nothing.
    await page.goto(`/flights/confirmation?booking=${reference}`);
    await expect(page.getByText(`To open booking ${reference} on this device, enter the lead traveller's surname.`)).toBeVisible();
    await expect(page.getByText('MUSA SANI')).toHaveCount(0);

    await page.goto('/');
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'Manage booking' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage booking' })).toBeVisible();
    await page.getByLabel('Booking ID').fill(reference.toLowerCase());
    await page.getByLabel("Lead traveller's surname").fill('Okafor');
    await page.getByRole('button', { name: 'Find my booking' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'We could not find a booking with this ID and surname' })).toBeVisible();
    await expect(page.getByLabel('Booking ID')).toHaveValue(reference);
    await page.getByLabel("Lead traveller's surname").fill(' sani ');
    await page.getByRole('button', { name: 'Find my booking' }).click();
    await expect(page).toHaveURL(new RegExp(`/flights/confirmation\\?booking=${reference}$`));
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    await expect(page.getByText('Mr MUSA SANI · Adult')).toBeVisible();
    await expect(page.getByText(/^TEST BOOKING\./)).toBeVisible();
  });

  test('gérer sa réservation en français, depuis le pied de page', async ({ browser, request }) => {
    const reference = await bookThroughApi(request, { email: `gerer.${Date.now()}@example.sn`, from: 'DSS', to: 'ABJ', days: 48 });
    const context = await browser.newContext(fromIp(IPS.senegal));
    const page = await context.newPage();
    await page.goto('/fr');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gérer ma réservation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gérer ma réservation' })).toBeVisible();
    await page.getByLabel('Numéro de réservation').fill(reference);
    await page.getByLabel('Nom du voyageur principal').fill('SANI');
    await page.getByRole('button', { name: 'Trouver ma réservation' }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/flights/confirmation\\?booking=${reference}$`));
    await expect(page.getByText('M. MUSA SANI · Adulte')).toBeVisible();
    await expect(page.getByText(/^RÉSERVATION DE TEST\./)).toBeVisible();
    await context.close();
  });

  test('the link in the confirmation email opens the booking in a fresh browser, and leaves the address bar', async ({ page, browser }) => {
    const email = `link.${Date.now()}@example.com`;
    const reference = await bookThroughApi(page.request, { email, from: 'LOS', to: 'PHC', days: 49 });
    await page.goto(`/payment?booking=${reference}`);
    await payAtSandbox(page, /^Pay ₦/);
    await expect(page.getByText('Confirmed: paid')).toBeVisible();

    const mail = await mailTo(page, email, 'booking-confirmed');
    expect(mail.subject).toBe(`[TEST BOOKING] Booking ${reference} confirmed`);
    const link = new URL(mail.text.match(/http\S+\/flights\/confirmation\S+/)![0]);
    const fresh = await browser.newContext();
    const phone = await fresh.newPage();
    await phone.goto(`${link.pathname}${link.search}`);
    await expect(phone.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    await expect(phone.getByText('Confirmed: paid')).toBeVisible();
    await expect(phone).toHaveURL(new RegExp(`/flights/confirmation\\?booking=${reference}$`));
    // The browser keeps a grant: the booking opens again without the link.
    await phone.goto(`/flights/confirmation?booking=${reference}`);
    await expect(phone.getByText('Confirmed: paid')).toBeVisible();
    await fresh.close();
  });
});

test.describe('without JavaScript', () => {
  test.use({ ...fromIp(IPS.nigeria), javaScriptEnabled: false });

  test('manage booking, the ID forgotten: the bookings are emailed to the address they were made with, and its link opens them', async ({ page, request }) => {
    const email = `forgot.${Date.now()}@example.com`;
    const reference = await bookThroughApi(request, { email, from: 'LOS', to: 'ABV', days: 48 });
    await page.goto('/fr/manage');
    await expect(page.getByRole('heading', { level: 2, name: /^Numéro de réservation oublié\s\?$/ })).toBeVisible();
    await page.getByLabel('E-mail utilisé pour réserver').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'M’envoyer mes réservations' }).click();
    await expect(page.getByRole('status')).toContainText('Si des réservations ont été faites avec f•••@example.com');
    const mail = await mailTo(page, email, 'bookings-reminder');
    expect(mail.subject).toContain('Vos numéros de réservation Baobab');
    const lines = mail.text.split('\n');
    const link = lines[lines.findIndex((line) => line.startsWith(reference)) + 1]!;
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
  });
});
