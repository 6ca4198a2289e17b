import { brand } from '@/config/public';
import { helpArticle, helpArticles, parseHelpFile } from './help-articles';

const file = (frontMatter: string, body: string) => `---\n${frontMatter}\n---\n${body}\n`;
const VALID = 'title: A title\ndescription: What it says\nupdated: "2026-11-25"\norder: 9\ncategory: help\nlanguage: en';

describe('help articles', () => {
  it('has every article in English and French, in the same order, with its own title and description', () => {
    const [en, fr] = [helpArticles('en'), helpArticles('fr')];
    expect(en.map((article) => article.slug)).toEqual(['refund-timelines', 'cancel-or-modify-a-booking', 'baggage', 'pay-by-bank-transfer']);
    expect(fr.map((article) => article.slug)).toEqual(en.map((article) => article.slug));
    for (const articles of [en, fr]) {
      expect(new Set(articles.map((article) => article.title)).size).toBe(articles.length);
      expect(new Set(articles.map((article) => article.description)).size).toBe(articles.length);
      for (const article of articles) {
        expect(article.description.length).toBeGreaterThan(50);
        expect(article.description.length).toBeLessThanOrEqual(180);
        expect(article.readingMinutes).toBeGreaterThanOrEqual(1);
        // The operator's contact details are written in, and nothing is left unfilled.
        expect(article.html).not.toMatch(/\{\{|\}\}/);
        expect(article.html).toContain(brand.supportEmail);
      }
    }
  });

  it('links to our own pages in the reader’s language, and calls the support line', () => {
    const fr = helpArticle('refund-timelines', 'fr')!;
    expect(fr.html).toContain('href="/fr/help/cancel-or-modify-a-booking"');
    expect(fr.html).toContain(`href="tel:${brand.supportPhone.replace(/[^\d+]/g, '')}"`);
    expect(helpArticle('refund-timelines', 'en')!.html).toContain('href="/help/cancel-or-modify-a-booking"');
  });

  it('sets French punctuation as French typography does: the sign never starts a line', () => {
    const article = helpArticle('baggage', 'fr')!;
    expect(article.title).toBe('Bagages\u00a0: ce qui est inclus et comment en ajouter');
    expect(article.html).toContain('voyageur\u00a0: «\u202f1 bagage en soute\u202f»');
    expect(article.html).not.toMatch(/ [:;?!»]|« /);
    expect(helpArticle('baggage', 'en')!.title).toBe('Baggage: what is included and how to add bags');
  });

  it('shows raw HTML as text, never as markup, and leaves other sites’ links alone', () => {
    const article = parseHelpFile(file(VALID, 'Hello <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[ours](/stays) [theirs](https://example.org/x) [bad](javascript:alert(1))'), 'test.fr.md'.replace('.fr', '.en'), 'en');
    expect(article.html).not.toContain('<script');
    expect(article.html).not.toContain('<img');
    expect(article.html).toContain('&lt;script&gt;');
    expect(article.html).toContain('href="https://example.org/x"');
    expect(article.html).not.toContain('href="javascript:');
    expect(parseHelpFile(file(VALID.replace('language: en', 'language: fr'), '[ours](/stays) [protocol-relative](//example.org)'), 'test.fr.md', 'fr').html).toBe('<p><a href="/fr/stays">ours</a> <a href="//example.org">protocol-relative</a></p>\n');
  });

  it('names the file and every problem of a malformed article', () => {
    expect(() => parseHelpFile(file('title: ""\nupdated: yesterday\norder: first\ncategory: blog\nlanguage: fr', 'Text'), 'Bad_Name.en.md', 'en')).toThrow(
      'content/help/Bad_Name.en.md: its file name is not a slug (lower-case words joined by hyphens); no title; no description; updated is not a day (YYYY-MM-DD); order is not a whole number; category is not help; language is not en',
    );
    // A day written without quotes is read by YAML as a date: the same day.
    expect(parseHelpFile(file(VALID.replace('"2026-11-25"', '2026-11-25'), 'Text'), 'a-day.en.md', 'en').updated).toBe('2026-11-25');
  });

  it('finds no article for an unknown or malformed slug', () => {
    for (const slug of ['nope', '../package', 'Refund-Timelines', 'refund-timelines/', '', 'a'.repeat(5000), '\u0000', 42, null]) expect(helpArticle(slug, 'en')).toBeNull();
  });
});
