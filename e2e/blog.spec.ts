import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { IPS, fromIp } from './ips';

const axe = (page: Page) => axeViolations(page);

test.describe('the travel blog, in English on a phone', () => {
  test.use({ ...fromIp(IPS.nigeria), viewport: { width: 360, height: 780 } });

  test('from the home page to an article, its category and its city, and the footer’s blog and press links', async ({ page }) => {
    await page.goto('/');
    // Below the popular trips: the three newest articles.
    const fromBlog = page.getByRole('region', { name: 'From our travel blog' });
    await expect(fromBlog.getByRole('listitem')).toHaveCount(3);
    const about = page.getByRole('navigation', { name: 'About' });
    await expect(about.getByRole('link', { name: 'Travel blog' })).toHaveAttribute('href', '/blog');
    await expect(about.getByRole('link', { name: 'Press' })).toHaveAttribute('href', '/blog/category/press');
    await fromBlog.getByRole('link', { name: 'All articles' }).click();

    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Travel blog' })).toBeVisible();
    expect(await page.getByRole('main').locator('li img').count()).toBeGreaterThanOrEqual(12);
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: /^Cultures and destinations/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/category\/cultures-and-destinations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cultures and destinations' })).toBeVisible();
    await page.getByRole('link', { name: /^Accra: what to see/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Accra: what to see, eat and know on a first visit' })).toBeVisible();
    await expect(page.getByText(/^Cultures and destinations · Published 26 November 2026 · \d min read$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What to see' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Read next' }).getByRole('listitem')).toHaveCount(3);
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The city's own page, from the article, and back to the article from the city.
    await page.getByRole('link', { name: 'Plan a trip to Accra: flights, stays and things to do' }).click();
    await expect(page).toHaveURL(/\/destinations\/accra$/);
    await page.getByRole('link', { name: 'Accra: what to see, eat and know on a first visit' }).click();
    await expect(page).toHaveURL(/\/blog\/accra-city-guide$/);

    // An unknown article or category is the site's own 404.
    expect((await page.goto('/blog/no-such-article'))!.status()).toBe(404);
    expect((await page.goto('/blog/category/news'))!.status()).toBe(404);
  });
});

test.describe('the travel blog, in French on a desktop', () => {
  test.use({ ...fromIp(IPS.senegal), viewport: { width: 1280, height: 900 } });

  test('the list, a category and an article in French, with their links in French', async ({ page }) => {
    await page.goto('/fr/blog/category/visas-and-entry');
    await expect(page.getByRole('heading', { level: 1, name: 'Visas et entrée' })).toBeVisible();
    await page.getByRole('link', { name: /^Le carnet jaune/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Le carnet jaune\s: quand faut-il/ })).toBeVisible();
    await expect(page.getByText(/^Visas et entrée · Publié le 26 novembre 2026 · \d min de lecture$/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'l’assurance voyage', exact: true })).toHaveAttribute(
      'href',
      '/fr/blog/schengen-visa-travel-insurance',
    );
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Blog voyage' })).toHaveAttribute('href', '/fr/blog');
    expect(await axe(page)).toEqual([]);
  });
});

test.describe('the travel blog without JavaScript, and its feed', () => {
  test.use({ javaScriptEnabled: false });

  test('an article is all in the page as served, with its structured data; the feed lists the articles', async ({ page, request }) => {
    await page.goto('/blog/schengen-visa-travel-insurance');
    await expect(page.getByRole('heading', { level: 2, name: 'What the policy must cover' })).toBeVisible();
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const graph = blocks.flatMap((block) => (JSON.parse(block) as { '@graph'?: Array<{ '@type': string }> })['@graph'] ?? []);
    expect(graph.find((node: { '@type': string }) => node['@type'] === 'BlogPosting')).toMatchObject({
      headline: 'Schengen visa travel insurance: the rules your policy must meet',
      datePublished: '2026-11-26',
      inLanguage: 'en',
    });
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/rss.xml');
    // A shared link shows the article's own picture: a PNG the site draws.
    const image = await request.get((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

    const feed = await request.get('/fr/blog/rss.xml');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('application/rss+xml');
    const xml = await feed.text();
    expect(xml.match(/<item>/g)!.length).toBeGreaterThanOrEqual(12);
    expect(xml).toContain('/fr/blog/yellow-fever-card</link>');
  });
});
