import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3200);
const MAINTENANCE_PORT = PORT + 1;
process.env.E2E_MAINTENANCE_URL = `http://127.0.0.1:${MAINTENANCE_PORT}`;
const FAMILY_PORT = PORT + 2;
process.env.E2E_FAMILY_URL = `http://127.0.0.1:${FAMILY_PORT}`;
const baseURL = `http://127.0.0.1:${PORT}`;

/** Debian's chromium, never a downloaded browser (see docs/pitfalls.md). */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

export default defineConfig({
  testDir: './e2e',
  // Two workers, each with its own client addresses (e2e/ips.ts) and its own users (made per test):
  // the files are shared between them; a file's tests run in order in one worker.
  fullyParallel: false,
  workers: 2,
  // A test that passes only when tried again is flaky: .ci/run counts them and fails on any.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // A guard against a hang, not a speed test: the longest journeys take 30 s with two workers on two cores.
  timeout: 60_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
    // The site's service worker would answer pages before page.route() sees them: only the offline
    // and push tests (e2e/offline-and-push.spec.ts) let it run.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testIgnore: /mobile\.spec\.ts/, grepInvert: /@clock/ },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium }, testMatch: /mobile\.spec\.ts/ },
    // Journeys that move the server's test clock (reviews after the stay or the day) would move it
    // under every other test: they run once the others are done, one at a time.
    { name: 'clock', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, grep: /@clock/, workers: 1, dependencies: ['desktop', 'phone'] },
  ],
  // The production build (`next build` runs before this): normally, in maintenance mode, and with the family insurance plan open.
  webServer: [
    {
      command: `npx next start -p ${PORT}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // Every test browser comes from this one machine and books with the same phone number: the
      // hold limits (tested in the API tests) are raised so they do not add up across tests.
      env: {
        TRUST_PROXY: '1',
        DATA_DIR: '.data-e2e',
        LOG_LEVEL: 'warn',
        MAILBOX_ENABLED: '1',
        TEST_CLOCK: '1',
        HOLD_LIMIT_BOOKINGS: '200',
        HOLD_LIMIT_SEATS: '2000',
        BOOKINGS_PER_HOUR: '2000',
        SEARCHES_PER_HOUR: '100000',
        PRICINGS_PER_HOUR: '100000',
        PUSH_SERVICE_HOSTS: '127.0.0.1',
        STAFF_EMAILS: 'ops.e2e@baobab.travel',
      },
    },
    {
      command: `npx next start -p ${MAINTENANCE_PORT}`,
      url: `http://127.0.0.1:${MAINTENANCE_PORT}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { MAINTENANCE_MODE: '1', DATA_DIR: '.data-e2e-maintenance', LOG_LEVEL: 'warn' },
    },
    // The family insurance plan is "coming soon" until an operator opens it: a server with it open (and a live chat).
    {
      command: `npx next start -p ${FAMILY_PORT}`,
      url: `http://127.0.0.1:${FAMILY_PORT}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // It also has a live chat configured (Tawk.to; the tests stand in for its script), which the default site has not.
      env: {
        INSURANCE_FAMILY_ENABLED: '1',
        CHAT_PROVIDER: 'tawk',
        TAWK_PROPERTY_ID: 'e2eproperty',
        TAWK_WIDGET_ID: 'default',
        TRUST_PROXY: '1',
        DATA_DIR: '.data-e2e-family',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
