// @ts-check
// next-i18next reads this file with require(), so it stays CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const path = require('node:path');

/** English is the default and the fallback for any missing key (spec §1, §9). */
module.exports = {
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fr'],
    // Language follows the visitor's country and their saved choice (lib/locale-defaults.ts),
    // not the browser's Accept-Language header.
    localeDetection: /** @type {false} */ (false),
  },
  fallbackLng: 'en',
  localePath: path.resolve('./locales'),
  reloadOnPrerender: process.env.NODE_ENV === 'development',
};
