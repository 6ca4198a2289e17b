import { expect, test, type APIRequestContext } from './fixtures';

/**
 * What a search engine reads, from the production build: robots.txt, the sitemaps, and every page
 * they name, fetched as a crawler fetches them (no JavaScript). Each answers 200, says it may be
 * listed, gives itself as its canonical address and the same language versions as its sitemap
 * entry (each version naming the others: reciprocal), has a title and a description no other page
 * in its language has, and its content (a heading) in the HTML.
 */
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const attribute = (tag: string, name: string) => {
  const found = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return found === undefined ? undefined : decode(found);
};
const tags = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[0]);

interface SitemapEntry {
  loc: string;
  alternates: Record<string, string>;
}

async function sitemapEntries(request: APIRequestContext): Promise<SitemapEntry[]> {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('application/xml');
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1]!));
  expect(files.length).toBeGreaterThanOrEqual(3);
  const entries: SitemapEntry[] = [];
  for (const file of files) {
    const answer = await request.get(new URL(file).pathname);
    expect(answer.status(), file).toBe(200);
    const xml = await answer.text();
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.length, file).toBeLessThanOrEqual(50_000);
    for (const url of urls) {
      const loc = decode(/<loc>([^<]+)<\/loc>/.exec(url)![1]!);
      const alternates = Object.fromEntries(
        [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1]!, decode(match[2]!)]),
      );
      entries.push({ loc, alternates });
    }
  }
  return entries;
}

test.describe('search engines', () => {
  test('robots.txt closes the private areas and names the sitemap', async ({ request, baseURL }) => {
    const answer = await request.get('/robots.txt');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/plain');
    const text = await answer.text();
    for (const path of ['/hub', '/payment', '/manage', '/api/', '/fr/hub']) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('every page of the sitemap answers, may be listed, is its own canonical address, with reciprocal language versions and its own title and description', async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const entries = await sitemapEntries(request);
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    expect(byLoc.size).toBe(entries.length);
    // Own pages, the categories and a city's list of one, stays and experiences are all there.
    const paths = entries.map((entry) => new URL(entry.loc).pathname + new URL(entry.loc).search);
    for (const expected of ['/', '/fr', '/stays', '/experiences/tours', '/insurance', '/pages/content/privacy']) expect(paths).toContain(expected);
    expect(paths.some((path) => /^\/stays\/ST[A-Z]{3}\d{3}$/.test(path))).toBe(true);
    expect(paths.some((path) => /^\/fr\/experiences\/[a-z-]+\/EX[A-Z]{3}\d{3}$/.test(path))).toBe(true);
    expect(paths.some((path) => /^\/experiences\/tours\?city=[A-Z]{3}$/.test(path))).toBe(true);

    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const problems: string[] = [];
    const check = async (entry: SitemapEntry) => {
      const url = new URL(entry.loc);
      const answer = await request.get(url.pathname + url.search, { headers: { 'x-forwarded-for': '8.8.8.8' }, maxRedirects: 0 });
      if (answer.status() !== 200) return problems.push(`${entry.loc}: ${answer.status()}`);
      const html = await answer.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const canonical = tags(head, /<link[^>]*rel="canonical"[^>]*>/g).map((tag) => attribute(tag, 'href'));
      if (canonical.length !== 1 || canonical[0] !== entry.loc) problems.push(`${entry.loc}: canonical ${canonical.join(', ')}`);
      const robots = tags(head, /<meta[^>]*name="robots"[^>]*>/g).map((tag) => attribute(tag, 'content'));
      if (robots.length !== 1 || robots[0] !== 'index, follow') problems.push(`${entry.loc}: robots ${robots.join(', ')}`);
      const alternates = Object.fromEntries(
        tags(head, /<link[^>]*rel="alternate"[^>]*hrefLang[^>]*>/g).map((tag) => [attribute(tag, 'hrefLang'), attribute(tag, 'href')]),
      );
      if (JSON.stringify(alternates) !== JSON.stringify(entry.alternates))
        problems.push(`${entry.loc}: alternates ${JSON.stringify(alternates)} ≠ sitemap ${JSON.stringify(entry.alternates)}`);
      // Reciprocal: each language version is in the sitemap and names this page among its own.
      for (const [language, href] of Object.entries(entry.alternates)) {
        if (language === 'x-default') continue;
        if (byLoc.get(href)?.alternates[language] !== href || !Object.values(byLoc.get(href)?.alternates ?? {}).includes(entry.loc))
          problems.push(`${entry.loc}: ${language} version ${href} does not name it back`);
      }
      const language = url.pathname === '/fr' || url.pathname.startsWith('/fr/') ? 'fr' : 'en';
      const rawTitle = /<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1];
      const title = rawTitle === undefined ? undefined : `${language}:${decode(rawTitle)}`;
      const description = tags(head, /<meta[^>]*name="description"[^>]*>/g)
        .map((tag) => attribute(tag, 'content'))[0]
        ?.replace(/^/, `${language}:`);
      if (!title) problems.push(`${entry.loc}: no title`);
      else if (titles.has(title)) problems.push(`${entry.loc}: title "${title}" also on ${titles.get(title)}`);
      else titles.set(title, entry.loc);
      if (!description) problems.push(`${entry.loc}: no description`);
      else if (descriptions.has(description)) problems.push(`${entry.loc}: description also on ${descriptions.get(description)}`);
      else descriptions.set(description, entry.loc);
      // A shared link's card says the same as the page: its address, title and description.
      const property = (name: string) => tags(head, new RegExp(`<meta[^>]*property="${name}"[^>]*>`, 'g')).map((tag) => attribute(tag, 'content'))[0];
      if (property('og:url') !== entry.loc) problems.push(`${entry.loc}: og:url ${property('og:url')}`);
      if (title && `${language}:${property('og:title')}` !== title) problems.push(`${entry.loc}: og:title differs from the title`);
      if (description && `${language}:${property('og:description')}` !== description)
        problems.push(`${entry.loc}: og:description differs from the description`);
      if (property('og:locale') !== (language === 'fr' ? 'fr_FR' : 'en_NG')) problems.push(`${entry.loc}: og:locale ${property('og:locale')}`);
      const path = new URL(entry.loc).pathname.replace(/^\/fr(?=\/|$)/, '') || '/';
      if (property('og:image') !== `${new URL(entry.loc).origin}/api/share/card.png?path=${encodeURIComponent(path)}&lang=${language}`)
        problems.push(`${entry.loc}: og:image ${property('og:image')}`);
      if (!/<h1[\s>]/.test(html)) problems.push(`${entry.loc}: no heading without JavaScript`);
      // A list named for search engines is never empty (a category's list in a city that sells some).
      if (/\/experiences\/[a-z-]+$/.test(url.pathname) && url.searchParams.has('city') && !/<article[\s>]/.test(html))
        problems.push(`${entry.loc}: an empty list`);
      for (const script of tags(head, /<script[^>]*type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g)) {
        try {
          JSON.parse(script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''));
        } catch {
          problems.push(`${entry.loc}: JSON-LD does not parse`);
        }
      }
      return undefined;
    };
    // A few at a time: a crawler's pace, not a load test.
    const queue = [...entries];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let entry = queue.shift(); entry; entry = queue.shift()) await check(entry);
      }),
    );
    expect(problems.slice(0, 25), `${problems.length} problems`).toEqual([]);
  });

  test('the home page describes the company and the site, with the search a search engine may offer', async ({ request, baseURL }) => {
    const html = await (await request.get('/')).text();
    const data = JSON.parse(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!);
    const graph = data['@graph'] as Array<Record<string, unknown>>;
    expect(data['@context']).toBe('https://schema.org');
    const organization = graph.find((node) => node['@type'] === 'Organization')!;
    expect(organization).toMatchObject({ name: 'Baobab', url: `${baseURL}/` });
    const website = graph.find((node) => node['@type'] === 'WebSite')!;
    expect(website.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      'query-input': 'required name=search_term_string',
      target: { urlTemplate: `${baseURL}/experiences/search?q={search_term_string}` },
    });
    // The search it promises answers.
    const search = await request.get('/experiences/search?q=market');
    expect(search.status()).toBe(200);
  });

  test('a route page: the search filled in, the lowest fare of each month, the airlines, its questions as FAQPage data, and the way back', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/flights/lagos-to-london');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cheap flights from Lagos to London');
    await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('Lagos (LOS)');
    await expect(page.getByRole('combobox', { name: 'To' })).toHaveValue('London (LHR)');
    const months = page.getByRole('table').getByRole('row');
    await expect(months).toHaveCount(13);
    await expect(page.getByRole('row').nth(1)).toContainText(/[₦$][\d,.]+/);
    // Another currency chosen in the top bar: the fares follow at once.
    const shown = (await page.getByRole('button', { name: /^Currency: / }).textContent())!.includes('NGN') ? 'NGN' : 'USD';
    const other = shown === 'NGN' ? 'USD' : 'NGN';
    await page.getByRole('button', { name: `Currency: ${shown}` }).click();
    await Promise.all([page.waitForResponse('**/api/preferences'), page.getByRole('menuitemradio', { name: new RegExp(other) }).click()]);
    await expect(page.getByRole('row').filter({ hasText: /[₦$]/ }).first()).toContainText(other === 'NGN' ? '₦' : '$');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    const faq = data['@graph'].find((node: { '@type': string }) => node['@type'] === 'FAQPage');
    const breadcrumb = data['@graph'].find((node: { '@type': string }) => node['@type'] === 'BreadcrumbList');
    expect(breadcrumb.itemListElement.map((item: { item: string }) => item.item)).toEqual([`${baseURL}/`, `${baseURL}/flights/lagos-to-london`]);
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(5);
    // The questions the data names are the ones on the page.
    for (const question of faq.mainEntity) await expect(page.getByRole('heading', { level: 3, name: question.name })).toBeVisible();
    await page.getByRole('link', { name: 'Flights from London to Lagos' }).click();
    await expect(page).toHaveURL(/\/flights\/london-to-lagos$/);
    await page
      .getByRole('link', { name: /^See every day of / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/flights\/calendar\?from=LHR&to=LOS&month=/);
    // A French reader gets French words at the same address under /fr; an unknown route is a 404.
    await page.goto('/fr/flights/lagos-to-london');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vols pas chers de Lagos à Londres');
    expect((await page.request.get('/flights/lagos-to-atlantis')).status()).toBe(404);
  });

  test('a stay and an experience say what they are: a hotel with its stars, address and score; an experience with its price', async ({ request, baseURL }) => {
    const graphOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      return tags(html.slice(0, html.indexOf('</head>')), /<script[^>]*type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g).map((script) =>
        JSON.parse(script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')),
      );
    };
    const lodging = (await graphOf('/stays/STLOS001')).find((node) => ['Hotel', 'LodgingBusiness'].includes(node['@type']));
    expect(lodging).toMatchObject({
      url: `${baseURL}/stays/STLOS001`,
      address: { '@type': 'PostalAddress', addressCountry: 'NG' },
      geo: { '@type': 'GeoCoordinates' },
      aggregateRating: { bestRating: 10 },
    });
    expect(lodging.image[0]).toMatch(/^http:\/\/.+\/api\/stays\/photos\/STLOS001-1\.svg$/);
    const experience = (await graphOf('/fr/experiences/tours/EXLOS001')).find((node) => Array.isArray(node['@type']) && node['@type'].includes('TouristTrip'));
    expect(experience).toMatchObject({
      url: `${baseURL}/fr/experiences/tours/EXLOS001`,
      offers: { '@type': 'Offer', priceCurrency: expect.stringMatching(/^(USD|NGN)$/) },
    });
  });

  test('search results, booking steps and private pages are never listed', async ({ request }) => {
    for (const path of [
      '/flights/search?trip=singleTrip&from=LOS&to=ACC&depart=2027-01-10&adults=1',
      '/stays?city=ACC',
      '/experiences/tours?q=boat',
      '/manage',
      '/hub',
      '/flights/calendar?from=LOS&to=ACC',
    ]) {
      const html = await (await request.get(path)).text();
      const robots = tags(html.slice(0, html.indexOf('</head>')), /<meta[^>]*name="robots"[^>]*>/g).map((tag) => attribute(tag, 'content'));
      expect(robots, path).toHaveLength(1);
      expect(robots[0], path).toMatch(/^noindex/);
      expect(html, path).not.toContain('rel="canonical"');
    }
  });
});
