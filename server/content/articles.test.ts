import { buildApp } from '../app';
import { env } from '../env';
import { closeTestDatabase, useTestDatabase } from '../test/test-db';
import { articleBySlug, articles, parseArticle, type Language } from './articles';
import { BLOG_CATEGORIES } from './categories';

const file = (frontMatter: string, body: string) => `---\n${frontMatter}\n---\n${body}\n`;
const HELP = 'title: A title\ndescription: What it says\nupdated: "2026-11-25"\norder: 9\ncategory: help\nlanguage: en';
const BLOG = 'title: A title\ndescription: What it says\ndate: "2026-11-20"\ncategory: press\nhero: plane\nlanguage: en';
const phoneLink = () => `tel:${env().SUPPORT_PHONE.replace(/[^\d+]/g, '')}`;

describe('the help centre’s articles', () => {
  it('has every article in English and French, in the same order, with its own title and description', () => {
    const [en, fr] = [articles('help', 'en'), articles('help', 'fr')];
    expect(en.map((article) => article.slug)).toEqual(['refund-timelines', 'cancel-or-modify-a-booking', 'baggage', 'pay-by-bank-transfer']);
    expect(fr.map((article) => article.slug)).toEqual(en.map((article) => article.slug));
    for (const list of [en, fr]) {
      expect(new Set(list.map((article) => article.title)).size).toBe(list.length);
      for (const article of list) {
        expect(article.html).not.toMatch(/\{\{|\}\}/);
        expect(article.html).toContain(env().SUPPORT_EMAIL);
      }
    }
  });

  it('links to our own pages in the reader’s language, and calls the support line', () => {
    const fr = articleBySlug('help', 'refund-timelines', 'fr')!;
    expect(fr.html).toContain('href="/fr/help/cancel-or-modify-a-booking"');
    expect(fr.html).toContain(`href="${phoneLink()}"`);
    expect(articleBySlug('help', 'refund-timelines', 'en')!.html).toContain('href="/help/cancel-or-modify-a-booking"');
  });

  it('sets French punctuation as French typography does: the sign never starts a line', () => {
    const article = articleBySlug('help', 'baggage', 'fr')!;
    expect(article.title).toBe('Bagages\u00a0: ce qui est inclus et comment en ajouter');
    expect(article.html).toContain('voyageur\u00a0: «\u202f1 bagage en soute\u202f»');
    expect(article.html).not.toMatch(/ [:;?!»]|« /);
    expect(articleBySlug('help', 'baggage', 'en')!.title).toBe('Baggage: what is included and how to add bags');
  });
});

describe('the blog’s articles', () => {
  const byLanguage = (language: Language) => articles('blog', language);

  it('has at least 12 articles, each in English and French, every category written in', () => {
    const [en, fr] = [byLanguage('en'), byLanguage('fr')];
    expect(en.length).toBeGreaterThanOrEqual(12);
    expect(fr.map((article) => article.slug).sort()).toEqual(en.map((article) => article.slug).sort());
    for (const category of BLOG_CATEGORIES) expect(en.some((article) => article.category === category)).toBe(true);
    for (const [list, language] of [[en, 'en'], [fr, 'fr']] as const) {
      expect(new Set(list.map((article) => article.title)).size).toBe(list.length);
      expect(new Set(list.map((article) => article.description)).size).toBe(list.length);
      for (const article of list) {
        const twin = (language === 'en' ? fr : en).find((other) => other.slug === article.slug)!;
        // The two languages say the same thing: the same category, day, picture and city.
        expect([twin.category, twin.date, twin.hero, twin.city]).toEqual([article.category, article.date, article.hero, article.city]);
        expect(article.description.length).toBeGreaterThan(50);
        expect(article.description.length).toBeLessThanOrEqual(200);
        // A real article, not a placeholder: some hundreds of words, nothing left unfilled.
        expect(article.html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(250);
        expect(`${article.title}${article.html}`).not.toMatch(/\{\{|\}\}|lorem ipsum|TODO/i);
        if (language === 'fr') expect(article.html.replace(/<[^>]+>/g, '')).not.toMatch(/ [:;?!»]|« /);
      }
    }
  });

  it('lists the newest first and links an article to its destination and to our pages in the reader’s language', () => {
    const en = byLanguage('en');
    expect(en.map((article) => article.date)).toEqual([...en.map((article) => article.date)].sort().reverse());
    expect(articleBySlug('blog', 'lagos-city-guide', 'en')!.city).toBe('lagos');
    expect(articleBySlug('blog', 'accra-city-guide', 'fr')!.html).toContain('href="/fr/blog/ecowas-travel-without-a-visa"');
    expect(articleBySlug('blog', 'naira-or-dollars', 'en')!.html).toContain(`href="${phoneLink()}"`);
    expect(articleBySlug('blog', 'baobab-launches-stays-and-experiences', 'en')!.title).toBe(`${env().BRAND_NAME} now sells hotel stays and experiences beside flights and insurance`);
  });
});

describe('an article file', () => {
  it('shows raw HTML as text, never as markup, and leaves other sites’ links alone', () => {
    const article = parseArticle(file(HELP, 'Hello <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[ours](/stays) [theirs](https://example.org/x) [bad](javascript:alert(1))'), 'test.en.md', 'en', 'help');
    expect(article.html).not.toContain('<script');
    expect(article.html).not.toContain('<img');
    expect(article.html).toContain('&lt;script&gt;');
    expect(article.html).toContain('href="https://example.org/x"');
    expect(article.html).not.toContain('href="javascript:');
    expect(parseArticle(file(HELP.replace('language: en', 'language: fr'), '[ours](/stays) [protocol-relative](//example.org)'), 'test.fr.md', 'fr', 'help').html).toBe('<p><a href="/fr/stays">ours</a> <a href="//example.org">protocol-relative</a></p>\n');
  });

  it('names the file and every problem of a malformed article', () => {
    expect(() => parseArticle(file('title: ""\nupdated: yesterday\norder: first\ncategory: blog\nlanguage: fr', 'Text'), 'Bad_Name.en.md', 'en', 'help')).toThrow(
      'content/help/Bad_Name.en.md: its file name is not a slug (lower-case words joined by hyphens); no title; no description; updated is not a day (YYYY-MM-DD); order is not a whole number; category is not help; language is not en',
    );
    expect(() => parseArticle(file('title: T\ndescription: D\ndate: "2026-11-20"\nupdated: "2026-11-01"\ncategory: news\nhero: rocket\ncity: "../x"\nlanguage: en', 'Text'), 'a-post.en.md', 'en', 'blog')).toThrow(
      `content/blog/a-post.en.md: updated is not a day on or after date; category is not one of ${BLOG_CATEGORIES.join(', ')}; hero is not one of skyline, coast, plane, passport, card, suitcase; city is not a destination slug`,
    );
    // A day written without quotes is read by YAML as a date: the same day. A blog article's updated day is its date unless said.
    expect(parseArticle(file(HELP.replace('"2026-11-25"', '2026-11-25'), 'Text'), 'a-day.en.md', 'en', 'help').updated).toBe('2026-11-25');
    expect(parseArticle(file(BLOG, 'Text'), 'a-post.en.md', 'en', 'blog')).toMatchObject({ date: '2026-11-20', updated: '2026-11-20', order: 0, hero: 'plane', city: null });
  });

  it('finds no article for an unknown or malformed slug', () => {
    for (const slug of ['nope', '../package', 'Refund-Timelines', 'refund-timelines/', '', 'a'.repeat(5000), '\u0000', 42, null]) expect(articleBySlug('help', slug, 'en')).toBeNull();
  });
});

describe('the content calls', () => {
  const app = buildApp();
  beforeAll(() => useTestDatabase(), 60_000);
  afterAll(closeTestDatabase);
  const get = async (path: string) => {
    const res = await app.request(path);
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: res.headers.get('content-type')?.includes('json') ? ((await res.json()) as Record<string, unknown>) : await res.text() };
  };

  it('gives the blog’s categories with their counts, in the reader’s language (spec §7)', async () => {
    const { status, body } = await get('/api/blog/categories?lang=fr');
    expect(status).toBe(200);
    const categories = (body as { data: Array<{ id: string; name: string; description: string; count: number }> }).data;
    expect(categories.map((category) => category.id)).toEqual([...BLOG_CATEGORIES]);
    expect(categories.find((category) => category.id === 'press')).toMatchObject({ name: 'Presse', description: `Les nouvelles de ${env().BRAND_NAME}\u00a0: ce que nous lançons et pourquoi.` });
    expect(categories.reduce((sum, category) => sum + category.count, 0)).toBe(articles('blog', 'fr').length);
  });

  it('lists articles by category, by city and up to a limit, and gives one with three to read next', async () => {
    const visas = (await get('/api/blog/posts?category=visas-and-entry')).body as { data: Array<{ category: string; html?: string }> };
    expect(visas.data.length).toBeGreaterThanOrEqual(3);
    for (const article of visas.data) expect(article).toMatchObject({ category: 'visas-and-entry' });
    expect(visas.data[0]!.html).toBeUndefined();
    expect(((await get('/api/blog/posts?city=dakar&lang=fr')).body as { data: Array<{ slug: string }> }).data.map((article) => article.slug)).toEqual(['dakar-city-guide']);
    expect(((await get('/api/blog/posts?limit=3')).body as { data: unknown[] }).data).toHaveLength(3);
    const one = (await get('/api/blog/posts/yellow-fever-card?lang=fr')).body as { data: { title: string; html: string; category: string }; related: Array<{ slug: string; category: string }> };
    expect(one.data.title).toContain('carnet jaune');
    expect(one.related).toHaveLength(3);
    expect(one.related.map((article) => article.slug)).not.toContain('yellow-fever-card');
    expect(one.related[0]!.category).toBe('visas-and-entry');
  });

  it('gives the help centre’s list and an article', async () => {
    expect(((await get('/api/help/articles?lang=fr')).body as { data: Array<{ slug: string }> }).data.map((article) => article.slug)).toContain('baggage');
    const article = (await get('/api/help/articles/baggage')).body as { data: { html: string }; related: unknown[] };
    expect(article.data.html).toContain('<h2>');
    expect(article.related).toHaveLength(3);
  });

  it('draws an article’s picture as an SVG that runs nothing', async () => {
    const res = await app.request('/api/blog/art/lagos-city-guide.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await res.text()).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/);
  });

  it('answers hostile or unknown addresses with the error envelope, never a 500', async () => {
    const cases: Array<[string, number]> = [
      ['/api/blog/posts/no-such-article', 404],
      ['/api/help/articles/no-such-article', 404],
      ['/api/blog/art/no-such-article.svg', 404],
      ['/api/blog/posts/..%2F..%2Fpackage', 422],
      [`/api/blog/posts/${'a'.repeat(10_000)}`, 422],
      ['/api/blog/posts/%00', 422],
      ['/api/blog/posts?category=news', 422],
      ['/api/blog/posts?limit=0', 422],
      ['/api/blog/posts?limit=many', 422],
      ['/api/blog/posts?city=%3Cscript%3E', 422],
      ['/api/blog/categories?lang=de', 422],
      ['/api/help/articles/Refund-Timelines', 422],
      ['/api/blog/art/..%2Fsecret.svg', 422],
    ];
    for (const [path, status] of cases) {
      const answer = await get(path);
      expect([path, answer.status]).toEqual([path, status]);
      expect((answer.body as { errors: Array<{ status: number }> }).errors[0]!.status).toBe(status);
    }
    // The same call twenty times at once: the same answer each time.
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/api/blog/posts?lang=fr&limit=5')));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
  });
});
