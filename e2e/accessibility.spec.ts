import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { IPS, fromIp } from './ips';

const inDays = (days: number) => new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['home in French', '/fr'],
  ['flight results', `/flights/search?trip=roundTrip&from=LOS&to=LHR&depart=${inDays(30)}&return=${inDays(40)}&adults=1&children=1`],
  ['flight review', `/flights/review?trip=singleTrip&from=LOS&to=ABV&depart=${inDays(14)}&adults=1&offer=1`],
  ['travellers form', `/flights/travellers?trip=singleTrip&from=LOS&to=ABV&depart=${inDays(14)}&adults=1&children=1&offer=1`],
  ['booking not found', '/flights/confirmation?booking=QQQQQQ'],
  ['privacy policy', '/en/pages/content/privacy'],
];

test.describe('accessibility (axe, WCAG 2.2 AA rules)', () => {
  test.use(fromIp(IPS.nigeria));

  for (const [name, path] of PAGES) {
    test(`${name} has no detectable WCAG A/AA violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
