/**
 * The architecture as rules (docs/architecture.md, "The rules, as code"): `npm run lint` fails on any import
 * that breaks one. `npm run lint:deps` alone; the fixture test (scripts/dependency-rules) proves
 * each rule fails the build.
 */
const PRODUCTS = ['flights', 'stays', 'experiences', 'insurance'];
const products = `(${PRODUCTS.join('|')})`;
/** The server's platform: what every product stands on (it knows no product). */
const PLATFORM = '^server/(lib|db|jobs|env\\.ts|orders|payments|accounts|mail|hub|reviews|reference|content|ads|share|aftersales|push|health|lifecycle\\.ts)';
/** The web half: everything outside server/ and common/ that the browser or the page server runs. */
const WEB = '^(pages|components|services|store|lib|ssr|config|instrumentation|sentry)';
/** Tests and their helpers: a test composes what it tests the way the composition root does. */
const TESTS = '(\\.test\\.tsx?$|^server/test/|^components/test-utils/)';
/** Table declarations: they reference the tables their foreign keys point at (no cycle allowed). */
const TABLES = '(^|/|\\.)schema\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle, type imports included: a cycle is a layer that is above and below at once.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-knows-no-product',
      comment: 'The platform imports no product; only the composition root (server/app.ts) and the schema index list them.',
      severity: 'error',
      from: { path: PLATFORM, pathNot: [TESTS, '^server/db/schema\\.ts$'] },
      to: { path: `^server/${products}/` },
    },
    {
      name: 'products-stand-alone',
      comment: 'A product never imports another product (server wing or web folder).',
      severity: 'error',
      from: { path: `^(server|components)/${products}/` },
      to: { path: `^(server|components)/${products}/`, pathNot: '^$1/$2/' },
    },
    {
      name: 'web-never-runs-server',
      comment:
        'The web half reaches the API over HTTP; it imports server/ for types only (erased at build). The two joints of the one process are allowed: Next mounts the API (pages/api) and starts its lifecycle (instrumentation.ts).',
      severity: 'error',
      from: { path: WEB, pathNot: [TESTS, '^pages/api/\\[\\[\\.\\.\\.route\\]\\]\\.ts$', '^instrumentation\\.ts$'] },
      to: { path: '^server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-never-imports-web',
      comment: 'The API imports nothing of the web half (what both run lives in common/).',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: WEB },
    },
    {
      name: 'common-imports-neither-half',
      comment: 'common/ is what both halves run: it imports neither.',
      severity: 'error',
      from: { path: '^common/', pathNot: TESTS },
      to: { path: `${WEB}|^server/` },
    },
    {
      name: 'services-are-http-only',
      comment: 'services/ (the HTTP modules) import no store, component, page or page glue.',
      severity: 'error',
      from: { path: '^services/', pathNot: TESTS },
      to: { path: '^(store|components|pages|ssr)/' },
    },
    {
      name: 'store-below-components',
      comment: 'store/ imports no component, page or page glue.',
      severity: 'error',
      from: { path: '^store/' },
      to: { path: '^(components|pages|ssr)/' },
    },
    {
      name: 'lib-below-everything-web',
      comment: 'lib/ (pure helpers of the web half) imports no service, store, component, page or page glue.',
      severity: 'error',
      from: { path: '^(lib|config)/', pathNot: TESTS },
      to: { path: '^(services|store|components|pages|ssr)/' },
    },
    {
      name: 'components-below-page-glue',
      comment: 'Components import no page and no page glue (ssr/ glues components to pages, above both).',
      severity: 'error',
      from: { path: '^components/', pathNot: TESTS },
      to: { path: '^(pages|ssr)/' },
    },
    {
      name: 'create-app-knows-no-domain',
      comment: 'server/lib/ is generic: it imports no domain folder of the server.',
      severity: 'error',
      from: { path: '^server/lib/', pathNot: TESTS },
      to: { path: '^server/', pathNot: '^server/(lib/|env\\.ts$|db/(client|database)\\.ts$)' },
    },
    {
      name: 'orders-below-payments-below-hub',
      comment: 'The platform is layered: accounts, then orders, then payments, then hub (events between them where a lower one must tell a higher one).',
      severity: 'error',
      from: { path: '^server/(accounts|orders)/', pathNot: [TESTS, TABLES] },
      to: { path: '^server/(payments|hub)/' },
    },
    {
      name: 'payments-below-hub',
      severity: 'error',
      from: { path: '^server/payments/', pathNot: [TESTS, TABLES] },
      to: { path: '^server/hub/' },
    },
    {
      name: 'accounts-below-orders',
      severity: 'error',
      from: { path: '^server/accounts/', pathNot: [TESTS, TABLES] },
      to: { path: '^server/orders/' },
    },
    {
      name: 'tables-are-declarations',
      comment:
        'A schema module declares tables: it imports other tables, server/lib and the types of its columns, never code (which would drag the platform into every table).',
      severity: 'error',
      from: { path: '^server/.*(/|\\.)schema\\.ts$' },
      to: { path: '^server/', pathNot: [TABLES, '^server/lib/'], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next|bench/results|scripts/dependency-rules/fixture)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
