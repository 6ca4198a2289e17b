/**
 * The architecture's rules (.dependency-cruiser.cjs, run by `npm run lint`) each fail the build:
 * a fixture tree (scripts/dependency-rules/fixture) breaks every rule once, on purpose, and makes
 * one import of each kind the rules allow.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const fixture = path.join(root, 'scripts/dependency-rules/fixture');

type Violation = { rule: { name: string }; from: string; to: string };

function cruiseFixture(): Violation[] {
  let output: string;
  try {
    output = execFileSync(
      path.join(root, 'node_modules/.bin/depcruise'),
      [
        '--config',
        path.join(root, '.dependency-cruiser.cjs'),
        '--output-type',
        'json',
        'server',
        'pages',
        'components',
        'lib',
        'common',
        'services',
        'store',
        'ssr',
      ],
      { cwd: fixture, encoding: 'utf8' },
    );
  } catch (error) {
    // Violations make it exit non-zero: its report is still the whole answer.
    output = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('dependency rules', () => {
  const violations = cruiseFixture();
  const found = (rule: string) => violations.filter((violation) => violation.rule.name === rule).map((violation) => `${violation.from} → ${violation.to}`);

  it.each([
    ['no-circular', 'server/reviews/a.ts → server/reviews/b.ts'],
    ['platform-knows-no-product', 'server/orders/knows-product.ts → server/flights/kind.ts'],
    ['products-stand-alone', 'server/stays/uses-flights.ts → server/flights/kind.ts'],
    ['products-stand-alone', 'components/stays/uses-flight-card.ts → components/flights/card.ts'],
    ['web-never-runs-server', 'pages/runs-server.ts → server/flights/kind.ts'],
    ['server-never-imports-web', 'server/orders/uses-web.ts → lib/helper.ts'],
    ['common-imports-neither-half', 'common/uses-web.ts → lib/helper.ts'],
    ['services-are-http-only', 'services/uses-store.ts → store/slice.ts'],
    ['store-below-components', 'store/uses-component.ts → components/flights/card.ts'],
    ['lib-below-everything-web', 'lib/uses-glue.ts → ssr/glue.ts'],
    ['components-below-page-glue', 'components/common/uses-glue.ts → ssr/glue.ts'],
    ['create-app-knows-no-domain', 'server/lib/create-app.ts → server/orders/knows-product.ts'],
    ['orders-below-payments-below-hub', 'server/orders/uses-payments.ts → server/payments/pay.ts'],
    ['payments-below-hub', 'server/payments/pay.ts → server/hub/hub.ts'],
    ['accounts-below-orders', 'server/accounts/uses-orders.ts → server/orders/uses-payments.ts'],
    ['tables-are-declarations', 'server/orders/schema.ts → server/orders/uses-payments.ts'],
  ])('%s fails the build on %s', (rule, edge) => {
    expect(found(rule)).toContain(edge);
  });

  it('counts a cycle made of a type import, and allows what the rules allow', () => {
    // b.ts imports a.ts for a type only: still a cycle.
    expect(violations.find((violation) => violation.rule.name === 'no-circular')).toBeDefined();
    const edges = violations.map((violation) => violation.from);
    // A type-only import of the server by the web half; the mail reading the hub (no rule).
    expect(edges).not.toContain('pages/types-only.ts');
    expect(edges).not.toContain('server/mail/fine.ts');
  });

  it('every rule of the configuration is proved by the fixture', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { forbidden } = require(path.join(root, '.dependency-cruiser.cjs')) as { forbidden: Array<{ name: string }> };
    expect(new Set(violations.map((violation) => violation.rule.name))).toEqual(new Set(forbidden.map((rule) => rule.name)));
  });
});
