import { z } from 'zod';
import { isLoopbackHost, parseProxyTrust } from '../common/node/client-address';
import { paymentsMode } from './payments/gateways/mode';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'yes' || value === 'on');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().positive().default(3000),
    /** PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR is used. */
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().min(1).default('./.data'),
    /** Connections per process to PostgreSQL (docs/operations.md, "Sizing the pool"). */
    DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(10),
    /** How long a request waits for a connection before it is answered 503. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    /** No statement runs longer (0: no limit; the release step's migrations run without one). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
    /** A transaction left idle this long is ended by the server, and its locks with it. */
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    /**
     * Migrate at start (the embedded default always does). With PostgreSQL in production the
     * release step migrates (`npm run db:migrate`) and web processes only check, unless this is 1.
     */
    DATABASE_MIGRATE_ON_START: z.enum(['1', '0', 'true', 'false', '']).optional(),
    /** 0 keeps this process from running background jobs (web processes beside `npm run worker`). */
    RUN_JOBS: z
      .enum(['0', '1', 'true', 'false', ''])
      .optional()
      .transform((value) => value !== '0' && value !== 'false'),
    /** The bearer token Prometheus scrapes /api/metrics with; without it the address is not served. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** Seconds SIGTERM waits for requests in flight before the process closes its connections. */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(20),
    /** Proxies of ours in front of the server: a number of hops, or their addresses/subnets (lib/client-address.ts). */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseProxyTrust(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    /** Optional external IP-location service; `{ip}` in the URL is replaced by the client address. */
    IP_LOCATION_URL: z.string().url().optional(),
    MAINTENANCE_MODE: flag,
    /** Naira per US dollar, used to convert prices between the two currencies. */
    NGN_PER_USD: z.coerce.number().positive().default(1550),
    /** Naira per euro: an insurance certificate states its limits (in euros) in naira too, at the rate of the day it is issued. */
    NGN_PER_EUR: z.coerce.number().positive().default(1700),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** The site's name where the API writes it (help and blog articles): the pages' NEXT_PUBLIC_BRAND_NAME unless told otherwise. */
    BRAND_NAME: z.string().min(1).max(60).default('Baobab'),
    SUPPORT_EMAIL: z.string().email().default('support@baobab.travel'),
    SUPPORT_PHONE: z.string().min(5).default('+234 201 330 0000'),
    /** SMTP server for outgoing mail (smtp://user:pass@host:587); without it mail stays in the outbox, readable at /dev/mailbox. */
    SMTP_URL: z.string().url().optional(),
    /** Serve the mailbox (outbox reader) at /dev/mailbox; always on outside production. Never on a public production site. */
    MAILBOX_ENABLED: flag,
    /** A clock testers can move forward (POST /api/dev/clock): reviews then open as if stays were over. Never on a public production site. */
    TEST_CLOCK: flag,
    MAIL_FROM: z.string().min(3).default('Baobab Travel <bookings@baobab.travel>'),
    /** Public address of the site, for links in emails and gateway callbacks. */
    PUBLIC_URL: z
      .string()
      .url()
      .refine((value) => /^https?:\/\//.test(value), 'Use an http(s) address.')
      .optional(),
    /** Without PUBLIC_URL: the hosts (host or host:port) whose own address links may use, beside this machine's. */
    ALLOWED_HOSTS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** Paystack secret key (sk_live_… / sk_test_…); without it the sandbox checkout stands in for Paystack. */
    PAYSTACK_SECRET_KEY: z.string().min(10).optional(),
    /** Flutterwave secret key and the webhook secret hash set in its dashboard; without them the sandbox stands in. */
    FLUTTERWAVE_SECRET_KEY: z.string().min(10).optional(),
    FLUTTERWAVE_SECRET_HASH: z.string().min(8).optional(),
    /** Which processor takes card, USSD and transfer payments when both have keys (or in the sandbox); the traveller never chooses it. */
    PAYMENTS_PROCESSOR: z.enum(['paystack', 'flutterwave']).optional(),
    /** Unpaid bookings (holds) one client address, contact email or phone may have at once, and their seats (README, "Holding seats"). */
    HOLD_LIMIT_BOOKINGS: z.coerce.number().int().min(1).max(1000).default(2),
    HOLD_LIMIT_SEATS: z.coerce.number().int().min(1).max(10_000).default(9),
    /** Bookings one client address may create per hour. */
    BOOKINGS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
    /** Flight searches one client address may make per hour (each is kept 30 minutes for the choice). */
    SEARCHES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(1000),
    /** Offers one client address may have priced per hour (a priced request at the provider). */
    PRICINGS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(200),
    /** Insurance quotes one client address may ask for per hour (each is kept a day for the purchase). */
    INSURANCE_QUOTES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(120),
    /** An insurance partner's API (docs/insurance.md, "The partner API"); with its key it replaces the embedded underwriter. */
    INSURANCE_PARTNER_URL: z
      .string()
      .url()
      .refine((value) => /^https?:\/\//.test(value), 'Use an http(s) address.')
      .optional(),
    INSURANCE_PARTNER_KEY: z.string().min(8).optional(),
    /** `1` opens the family plan (spec: "coming soon" until then). */
    INSURANCE_FAMILY_ENABLED: flag,
    /** The insurer's emergency assistance line printed on certificates (default: our 24/7 support line). */
    INSURANCE_ASSISTANCE_PHONE: z.string().min(5).max(40).optional(),
    /** `1` lets a public production site run on the sandbox gateway (simulated payments) on purpose. */
    PAYMENTS_SANDBOX: flag,
    /** `simulated` (default, offline) or `amadeus` (needs AMADEUS_CLIENT_ID and AMADEUS_CLIENT_SECRET). */
    FLIGHT_PROVIDER: z.enum(['simulated', 'amadeus']).default('simulated'),
    /** Share (0 to 1) of simulated GDS calls that fail like an outage, to try the failure paths. */
    SIMULATED_GDS_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
    AMADEUS_CLIENT_ID: z.string().min(8).optional(),
    AMADEUS_CLIENT_SECRET: z.string().min(8).optional(),
    /** Google sign-in (OAuth client of type "Web application"); without both, its button says it is unavailable. */
    GOOGLE_CLIENT_ID: z.string().min(8).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(8).optional(),
    /** X (Twitter) sign-in, OAuth 2.0 confidential client with the users.email permission. */
    X_CLIENT_ID: z.string().min(8).optional(),
    X_CLIENT_SECRET: z.string().min(8).optional(),
    /** `1` sells Amadeus Hotels' rooms beside the own catalogue (needs the Amadeus keys and the agency card below). */
    STAYS_AMADEUS: flag,
    /** The agency's card that guarantees Amadeus hotel bookings once the guest has paid us: VI, CA, AX…; its number; YYYY-MM; the name on it. */
    AMADEUS_HOTELS_CARD_VENDOR: z
      .string()
      .regex(/^[A-Z]{2}$/, 'Two letters: VI, CA, AX…')
      .optional(),
    AMADEUS_HOTELS_CARD_NUMBER: z
      .string()
      .regex(/^\d{12,19}$/, '12 to 19 digits')
      .optional(),
    AMADEUS_HOTELS_CARD_EXPIRY: z
      .string()
      .regex(/^\d{4}-\d{2}$/, 'YYYY-MM')
      .optional(),
    AMADEUS_HOTELS_CARD_HOLDER: z.string().min(2).max(64).optional(),
    /** `1` shows Amadeus Tours and Activities' activities beside the own experiences, booked on their suppliers' sites (needs the Amadeus keys). */
    EXPERIENCES_AMADEUS: flag,
    /**
     * Staff accounts (the operations page, /ops): the emails, comma-separated, whose accounts become
     * staff (`operations`) once their email is verified. `npm run staff` does the same in the database.
     */
    STAFF_EMAILS: z.string().max(2000).optional(),
    /**
     * Web push (VAPID): the key pair push services know the site by. Unset, a pair is made on first
     * start and kept in the database; production sets both (`npx web-push generate-vapid-keys`).
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'the 65-byte public key, base64url (npx web-push generate-vapid-keys)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'the 32-byte private key, base64url')
      .optional(),
    /** Hosts of push services the site may send to, besides the browsers' own (FCM, Mozilla, Apple, Windows); comma-separated. `127.0.0.1` lets a production build send to a push service on the machine (the end-to-end tests'). */
    PUSH_SERVICE_HOSTS: z.string().max(500).optional(),
    /** https://test.api.amadeus.com (default) or https://api.amadeus.com for production. */
    AMADEUS_BASE_URL: z.string().url().default('https://test.api.amadeus.com'),
  })
  .superRefine((config, ctx) => {
    if (config.FLIGHT_PROVIDER === 'amadeus' && (!config.AMADEUS_CLIENT_ID || !config.AMADEUS_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['FLIGHT_PROVIDER'], message: 'amadeus needs AMADEUS_CLIENT_ID and AMADEUS_CLIENT_SECRET' });
    }
    if (
      config.STAYS_AMADEUS &&
      (!config.AMADEUS_CLIENT_ID ||
        !config.AMADEUS_CLIENT_SECRET ||
        !config.AMADEUS_HOTELS_CARD_VENDOR ||
        !config.AMADEUS_HOTELS_CARD_NUMBER ||
        !config.AMADEUS_HOTELS_CARD_EXPIRY ||
        !config.AMADEUS_HOTELS_CARD_HOLDER)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['STAYS_AMADEUS'],
        message: 'Amadeus Hotels needs AMADEUS_CLIENT_ID, AMADEUS_CLIENT_SECRET and the agency card (AMADEUS_HOTELS_CARD_VENDOR, _NUMBER, _EXPIRY, _HOLDER)',
      });
    }
    if (config.EXPERIENCES_AMADEUS && (!config.AMADEUS_CLIENT_ID || !config.AMADEUS_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['EXPERIENCES_AMADEUS'],
        message: 'Amadeus Tours and Activities needs AMADEUS_CLIENT_ID and AMADEUS_CLIENT_SECRET',
      });
    }
    if (!!config.VAPID_PUBLIC_KEY !== !!config.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message: 'web push needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (or neither: a pair is then made and kept in the database)',
      });
    }
    if (!!config.INSURANCE_PARTNER_URL !== !!config.INSURANCE_PARTNER_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['INSURANCE_PARTNER_URL'],
        message: 'the insurance partner needs both INSURANCE_PARTNER_URL and INSURANCE_PARTNER_KEY',
      });
    }
    // A public site must never confirm bookings on simulated payments by accident.
    const publicHosts = publicHostsOf(config);
    // Testers' doors never open on a public site, whatever NODE_ENV says: each one set is named.
    if (publicHosts.length > 0) {
      for (const [name, what] of Object.entries(TESTING_SWITCHES)) {
        if (testingSwitchOn(config, name as TestingSwitch)) {
          ctx.addIssue({ code: 'custom', path: [name], message: `this site is public (${publicHosts[0]}): ${what} is for test machines only; unset ${name}` });
        }
      }
    }
    if (config.NODE_ENV === 'production' && publicHosts.length > 0 && paymentsMode(config) === 'sandbox' && !config.PAYMENTS_SANDBOX) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENTS_SANDBOX'],
        message: `this production site is public (${publicHosts[0]}) but has no payment keys: set PAYSTACK_SECRET_KEY, or FLUTTERWAVE_SECRET_KEY and FLUTTERWAVE_SECRET_HASH; or set PAYMENTS_SANDBOX=1 to run the simulated sandbox on purpose (every page then says payments are simulated)`,
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/**
 * Every switch that opens a door for testers, in one place. A public site (PUBLIC_URL or
 * ALLOWED_HOSTS naming a host other than this machine) refuses to start with any of them on.
 * The simulated payments sandbox is not here: a public site may run it on purpose
 * (PAYMENTS_SANDBOX=1), and every page then says payments are simulated.
 */
export const TESTING_SWITCHES = {
  /** The outbox read as a mailbox at /api/dev/mailbox: anyone's codes, password resets and booking links. */
  MAILBOX_ENABLED: "a mailbox that shows anyone every address's mail (sign-up codes, password resets, booking links)",
  /** POST /api/dev/clock and the simulated airline's schedule changes. */
  TEST_CLOCK: 'a clock anyone can move, and flights anyone can reschedule',
  /** Simulated flight-provider outages. */
  SIMULATED_GDS_FAILURE_RATE: 'flight searches failing on purpose',
} as const;
export type TestingSwitch = keyof typeof TESTING_SWITCHES;

function testingSwitchOn(config: Pick<Env, TestingSwitch>, name: TestingSwitch): boolean {
  const value = config[name];
  return typeof value === 'number' ? value > 0 : value;
}

/** The hosts other than this machine's that the site answers for: none on a laptop or a test machine. */
export function publicHostsOf(config: Pick<Env, 'PUBLIC_URL' | 'ALLOWED_HOSTS'>): string[] {
  return [...(config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).host] : []), ...config.ALLOWED_HOSTS].filter((host) => !isLoopbackHost(host));
}

function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  // One support number for the site and its emails unless the API is told otherwise.
  cleaned.SUPPORT_PHONE ??= cleaned.NEXT_PUBLIC_SUPPORT_PHONE;
  cleaned.SUPPORT_EMAIL ??= cleaned.NEXT_PUBLIC_SUPPORT_EMAIL;
  cleaned.BRAND_NAME ??= cleaned.NEXT_PUBLIC_BRAND_NAME;
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

let cached: Env | undefined;

/** The environment, parsed once at first use (start-up) and then shared. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvForTests(): void {
  cached = undefined;
}

export { parseEnv };

/** Whether this process applies the migrations when it opens the database (DATABASE_MIGRATE_ON_START). */
export function migratesOnStart(config: Pick<Env, 'DATABASE_URL' | 'DATABASE_MIGRATE_ON_START' | 'NODE_ENV'>): boolean {
  if (!config.DATABASE_URL) return true;
  const asked = config.DATABASE_MIGRATE_ON_START;
  if (asked === '1' || asked === 'true') return true;
  if (asked === '0' || asked === 'false') return false;
  return config.NODE_ENV !== 'production';
}
