/**
 * Settings of the web half, read in one place. `NEXT_PUBLIC_*` values are inlined at build time
 * (set them before `npm run build`); each has a default that works with no configuration.
 */

/** Where the travel API answers: same origin `/api` unless an operator splits the tiers. */
export const API_BASE = process.env.NEXT_PUBLIC_API_URL || '/api';

/** A file the API serves by its own path (`/api/stays/photos/…`): from the API's host when the tiers are split. */
export const apiAssetUrl = (path: string) => (/^https?:\/\//.test(API_BASE) && path.startsWith('/') ? `${new URL(API_BASE).origin}${path}` : path);

export const brand = {
  name: process.env.NEXT_PUBLIC_BRAND_NAME || 'Baobab',
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL || 'support@baobab.travel',
  supportUrl: process.env.NEXT_PUBLIC_SUPPORT_URL || 'https://help.baobab.travel',
  supportPhone: process.env.NEXT_PUBLIC_SUPPORT_PHONE || '+234 201 330 0000',
  social: {
    facebook: process.env.NEXT_PUBLIC_SOCIAL_FACEBOOK || 'https://www.facebook.com/baobabtravel',
    x: process.env.NEXT_PUBLIC_SOCIAL_X || 'https://x.com/baobabtravel',
    instagram: process.env.NEXT_PUBLIC_SOCIAL_INSTAGRAM || 'https://www.instagram.com/baobabtravel',
    linkedin: process.env.NEXT_PUBLIC_SOCIAL_LINKEDIN || 'https://www.linkedin.com/company/baobabtravel',
  },
};

/**
 * Third-party scripts that wait for the visitor's consent; none unless an operator sets their URL.
 * The live chat is not one of them: it loads only when a visitor presses "Chat with us" (lib/chat).
 */
export const consentedScriptSources = () => ({
  analytics: process.env.NEXT_PUBLIC_ANALYTICS_SRC,
  ads: process.env.NEXT_PUBLIC_ADS_SRC,
});

/** Error reporting in the browser: off without a DSN. */
export const sentryConfig = {
  dsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  environment: process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT ?? process.env.NODE_ENV,
  tracesSampleRate: Number(process.env.NEXT_PUBLIC_SENTRY_TRACES_SAMPLE_RATE ?? 1),
};
