import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { IPS, fromIp } from './ips';

const axe = (page: Page) => axeViolations(page);

test.describe('the help centre, in English on a phone', () => {
  test.use({ ...fromIp(IPS.nigeria), viewport: { width: 360, height: 780 } });

  test('the footer’s help links stay on the site: refunds, the help centre, an article and the way back', async ({ page }) => {
    await page.goto('/');
    const help = page.getByRole('navigation', { name: 'Help' });
    await expect(help.getByRole('link', { name: 'Help centre (24/7)' })).toHaveAttribute('href', '/help');
    await expect(help.getByRole('link', { name: 'How to cancel or modify a booking' })).toHaveAttribute('href', '/help/cancel-or-modify-a-booking');
    await help.getByRole('link', { name: 'Refund timelines' }).click();

    await expect(page).toHaveURL(/\/help\/refund-timelines$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Refunds, and when the money is back' })).toBeVisible();
    await expect(page.getByText(/^Updated 26 November 2026 · \d min read$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'How much comes back' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Call \+/ })).toHaveAttribute('href', /^tel:\+\d+$/);
    expect(await axe(page)).toEqual([]);

    // An article links to another in the same language; the breadcrumb leads back to the list.
    await page.getByRole('link', { name: 'paying by bank transfer', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paying by bank transfer' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Also in the help centre' }).getByRole('link')).toHaveCount(3);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Help centre' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(4);
    expect(await axe(page)).toEqual([]);
    // No page of it scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // An unknown article is the site's own 404.
    expect((await page.goto('/help/no-such-article'))!.status()).toBe(404);
  });
});

test.describe('the help centre, in French on a desktop', () => {
  test.use({ ...fromIp(IPS.senegal), viewport: { width: 1280, height: 900 } });

  test('the help menu opens it in French, and its articles link in French', async ({ page }) => {
    await page.goto('/fr');
    await page.getByRole('button', { name: 'Aide' }).click();
    await page.getByRole('menuitem', { name: /^Centre d’aide \(24\sh\/24, 7\sj\/7\)$/ }).click();
    await expect(page).toHaveURL(/\/fr\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Centre d’aide' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Annuler ou modifier une réservation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Annuler ou modifier une réservation' })).toBeVisible();
    await expect(page.getByText(/^Mis à jour le 26 novembre 2026 · \d min de lecture$/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'remboursements et délais', exact: true })).toHaveAttribute(
      'href',
      '/fr/help/refund-timelines',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Gérer ma réservation' })).toHaveAttribute('href', '/fr/manage');
    expect(await axe(page)).toEqual([]);
  });
});

test.describe('the help centre without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an article is all in the page as served', async ({ page }) => {
    await page.goto('/help/baggage');
    await expect(page.getByRole('heading', { level: 1, name: 'Baggage: what is included and how to add bags' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Add bags before you pay' })).toBeVisible();
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    const article = data['@graph'].find((node: { '@type': string }) => node['@type'] === 'Article');
    expect(article).toMatchObject({ headline: 'Baggage: what is included and how to add bags', inLanguage: 'en', dateModified: '2026-11-25' });
  });
});

test.describe('the live chat, where an operator configured one', () => {
  test.use({ ...fromIp(IPS.nigeria), baseURL: process.env.E2E_FAMILY_URL, viewport: { width: 360, height: 780 } });

  test('no chat script comes with the page; the button asks for its cookies, then loads and opens it', async ({ page }) => {
    const asked: string[] = [];
    // Tawk.to's snippet, stood in for (no network here): it says it is loaded, and its window opens.
    await page.route('https://embed.tawk.to/**', async (route) => {
      asked.push(route.request().url());
      await route.fulfill({
        contentType: 'application/javascript',
        body: 'window.Tawk_API.maximize = function () { document.body.dataset.chat = "open"; }; window.Tawk_API.onLoad();',
      });
    });
    const answer = await page.goto('/help');
    expect(answer!.headers()['content-security-policy']).toMatch(/script-src [^;]*https:\/\/\*\.tawk\.to/);
    const talk = page.getByRole('complementary', { name: 'Talk to us' });
    await expect(talk.getByRole('button', { name: 'Chat with us' })).toBeVisible();
    expect(asked).toEqual([]);
    expect(await page.locator('script[src*="tawk"]').count()).toBe(0);

    await talk.getByRole('button', { name: 'Chat with us' }).click();
    await expect(talk.getByText(/^The chat is run by Tawk\.to, which sets its own cookies/)).toBeVisible();
    await talk.getByRole('button', { name: 'Not now' }).click();
    expect(asked).toEqual([]);
    await talk.getByRole('button', { name: 'Chat with us' }).click();
    await talk.getByRole('button', { name: 'Allow and chat' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-chat', 'open');
    expect(asked).toEqual(['https://embed.tawk.to/e2eproperty/default']);
  });
});

test.describe('the live chat, where none is configured', () => {
  test('the help centre offers the phone and email only', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('complementary', { name: 'Talk to us' }).getByRole('link', { name: /^Call / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
  });
});
