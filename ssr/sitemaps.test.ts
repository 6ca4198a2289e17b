/** @jest-environment node */
import type { AxiosInstance } from 'axios';
import { languageVersions, localisedPath } from '@/lib/seo/addresses';
import { MAX_URLS_PER_SITEMAP, robotsTxt, sitemapFile, sitemapIndex } from './sitemaps';
import { siteOrigin } from './site-origin';

const STAYS = Array.from({ length: 3 }, (_, index) => ({ id: `STLOS00${index + 1}`, cityCode: 'LOS' }));
const EXPERIENCES = [
  { id: 'EXLOS001', category: 'TOURS', cityCode: 'LOS', informational: false },
  { id: 'EXLOS002', category: 'TOURS', cityCode: 'LOS', informational: false },
  { id: 'EXACC001', category: 'ATTRACTION', cityCode: 'ACC', informational: false },
  { id: 'INKAN001', category: 'ATTRACTION', cityCode: 'KAN', informational: true },
];
const article = (slug: string, updated: string, category = 'help') => ({ slug, updated, date: updated, category });
const HELP = [article('refund-timelines', '2026-11-20'), article('baggage', '2026-11-25'), article('pay-by-bank-transfer', '2026-11-25')];
const BLOG = [article('lagos-city-guide', '2026-11-26', 'cultures-and-destinations'), article('naira-or-dollars', '2026-11-24', 'money-and-payments')];
const CATEGORIES = [
  { id: 'travel-tips', count: 0 },
  { id: 'money-and-payments', count: 1 },
  { id: 'cultures-and-destinations', count: 1 },
];
const asked: string[] = [];
const client = {
  get: async (url: string) => {
    asked.push(url);
    if (url === '/help/articles') return { data: { data: HELP } };
    if (url === '/blog/posts') return { data: { data: BLOG } };
    if (url === '/blog/categories') return { data: { data: CATEGORIES } };
    if (url === '/stays/cities')
      return { data: { data: [{ code: 'PHC', name: 'Port Harcourt', countryCode: 'NG', countryName: 'Nigeria', latitude: 4.8, longitude: 7 }] } };
    if (url === '/flight/routes')
      return {
        data: {
          data: [
            { origin: 'LOS', destination: 'LHR', originCity: 'Lagos', destinationCity: 'London' },
            { origin: 'LHR', destination: 'LOS', originCity: 'London', destinationCity: 'Lagos' },
          ],
        },
      };
    return { data: { data: url === '/stays/listings' ? STAYS : EXPERIENCES } };
  },
} as unknown as AxiosInstance;
const ORIGIN = 'https://baobab.travel';

describe('addresses in each language', () => {
  it('leaves English unprefixed and puts French under /fr, the home page as /fr', () => {
    expect(localisedPath('/', 'fr')).toBe('/fr');
    expect(localisedPath('/stays/STLOS001', 'fr')).toBe('/fr/stays/STLOS001');
    expect(localisedPath('/experiences/tours?city=LOS', 'en')).toBe('/experiences/tours?city=LOS');
    expect(languageVersions(ORIGIN, '/insurance')).toEqual([
      { hreflang: 'en', href: 'https://baobab.travel/insurance' },
      { hreflang: 'fr', href: 'https://baobab.travel/fr/insurance' },
      { hreflang: 'x-default', href: 'https://baobab.travel/insurance' },
    ]);
  });
});

describe('the sitemaps', () => {
  it('index one file per section, with the last change where it is known', async () => {
    const index = await sitemapIndex(ORIGIN, client);
    // The pages' last change is the latest of theirs that is known (the articles', the privacy policy's).
    expect(index).toContain('<loc>https://baobab.travel/sitemaps/pages-1.xml</loc><lastmod>2026-11-26</lastmod>');
    expect(index).toContain('<loc>https://baobab.travel/sitemaps/stays-1.xml</loc></sitemap>');
    expect(index).toContain('<loc>https://baobab.travel/sitemaps/flights-1.xml</loc></sitemap>');
    expect(index).toContain('<loc>https://baobab.travel/sitemaps/destinations-1.xml</loc></sitemap>');
    expect(index).toContain('<loc>https://baobab.travel/sitemaps/experiences-1.xml</loc></sitemap>');
  });

  it('name every page in both languages, each with its language versions, and escape addresses', async () => {
    const stays = (await sitemapFile(ORIGIN, 'stays-1', client))!;
    expect(stays.match(/<url>/g)).toHaveLength(STAYS.length * 2);
    expect(stays).toContain(
      '<url><loc>https://baobab.travel/fr/stays/STLOS002</loc><xhtml:link rel="alternate" hreflang="en" href="https://baobab.travel/stays/STLOS002"/><xhtml:link rel="alternate" hreflang="fr" href="https://baobab.travel/fr/stays/STLOS002"/><xhtml:link rel="alternate" hreflang="x-default" href="https://baobab.travel/stays/STLOS002"/></url>',
    );
    const experiences = (await sitemapFile(ORIGIN, 'experiences-1', client))!;
    // A category's list in each city that has some, once; every experience under its category.
    expect(experiences.match(/<loc>https:\/\/baobab\.travel\/experiences\/tours\?city=LOS<\/loc>/g)).toHaveLength(1);
    expect(experiences).toContain('<loc>https://baobab.travel/fr/experiences/attractions/EXACC001</loc>');
    // A place worth knowing has its page; its city's list of the category (nothing sold) is not named.
    expect(experiences).toContain('<loc>https://baobab.travel/experiences/attractions/INKAN001</loc>');
    expect(experiences).not.toContain('city=KAN');
    const flights = (await sitemapFile(ORIGIN, 'flights-1', client))!;
    expect(flights).toContain('<loc>https://baobab.travel/fr/flights/london-to-lagos</loc>');
    // A destination per city with stays, its address the city's English name as words.
    const destinations = (await sitemapFile(ORIGIN, 'destinations-1', client))!;
    expect(destinations).toContain('<loc>https://baobab.travel/fr/destinations/port-harcourt</loc>');
    const pages = (await sitemapFile(ORIGIN, 'pages-1', client))!;
    for (const path of ['/', '/fr', '/stays', '/fr/experiences/outdoor-and-sport', '/insurance'])
      expect(pages).toContain(`<loc>https://baobab.travel${path}</loc>`);
    // The help centre and each article, in both languages, with the day it last changed.
    for (const path of ['/help', '/fr/help', '/help/refund-timelines', '/fr/help/pay-by-bank-transfer'])
      expect(pages).toContain(`<loc>https://baobab.travel${path}</loc>`);
    expect(pages).toContain('<loc>https://baobab.travel/help/baggage</loc><lastmod>2026-11-25</lastmod>');
    expect(pages).toContain('<loc>https://baobab.travel/help</loc><lastmod>2026-11-25</lastmod>');
    // The blog, each category that has articles (with its newest article's day) and each article.
    expect(pages).toContain('<loc>https://baobab.travel/fr/blog</loc><lastmod>2026-11-26</lastmod>');
    expect(pages).toContain('<loc>https://baobab.travel/blog/category/money-and-payments</loc><lastmod>2026-11-24</lastmod>');
    expect(pages).not.toContain('/blog/category/travel-tips');
    expect(pages).toContain('<loc>https://baobab.travel/fr/blog/lagos-city-guide</loc><lastmod>2026-11-26</lastmod>');
    expect(await sitemapFile('https://a.example/?x=1&y=<2>', 'pages-1', client)).toContain('<loc>https://a.example/?x=1&amp;y=&lt;2&gt;/stays</loc>');
  });

  it('answer nothing for a section or a part that does not exist', async () => {
    for (const name of ['nope-1', 'stays-2', 'stays-0', 'stays', '../stays-1', 'stays-1\u0000', `stays-${'9'.repeat(10)}`])
      expect(await sitemapFile(ORIGIN, name, client)).toBeNull();
  });

  it('read the catalogues once an hour, not once per crawl', async () => {
    const before = asked.length;
    await sitemapFile(ORIGIN, 'stays-1', client);
    await sitemapIndex(ORIGIN, client);
    expect(asked.length).toBe(before);
    expect(MAX_URLS_PER_SITEMAP).toBe(50_000);
  });
});

describe('robots.txt', () => {
  it('closes the private areas in both languages and names the sitemap', () => {
    const text = robotsTxt(ORIGIN);
    for (const path of ['/hub', '/fr/hub', '/payment', '/manage', '/api/', '/flights/review', '/insurance/verify/'])
      expect(text).toContain(`\nDisallow: ${path}\n`);
    expect(text).toContain('Sitemap: https://baobab.travel/sitemap.xml');
    expect(text).not.toMatch(/Disallow: \/\n/);
  });
});

describe('the site origin search engines are given', () => {
  const request = (host: string, proto?: string) =>
    ({ headers: { host, ...(proto ? { 'x-forwarded-proto': proto } : {}) }, socket: { remoteAddress: '127.0.0.1' } }) as never;
  afterEach(() => {
    delete process.env.PUBLIC_URL;
    delete process.env.ALLOWED_HOSTS;
  });

  it('is PUBLIC_URL when set, this machine or an allowed host otherwise, never a forged Host', () => {
    expect(siteOrigin(request('127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
    expect(siteOrigin(request('evil.example'))).toBe(`http://localhost:${process.env.PORT ?? 3000}`);
    expect(siteOrigin(request('evil.example/"><script>'))).toBe(`http://localhost:${process.env.PORT ?? 3000}`);
    process.env.ALLOWED_HOSTS = 'staging.baobab.travel';
    expect(siteOrigin(request('staging.baobab.travel'))).toBe('http://staging.baobab.travel');
    process.env.PUBLIC_URL = 'https://baobab.travel/';
    expect(siteOrigin(request('evil.example'))).toBe('https://baobab.travel');
  });
});
