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
  // The search form's words (and cabin names) live in their own namespace, so the home page does
  // not ship the whole booking flow's; the results' words (results, nearby dates) in theirs, so a
  // results page does not ship the booking flow's either. Pages of the flow load all three and
  // find those keys there. The account words (sign in, sign up, password reset, privacy settings)
  // come with the dialogs that use them (components/i18n/account-words.ts). A stay's card words
  // (property types, boards, prices: `staycard`) are apart from the stays' too, so a destination's
  // page, which shows a few cards, does not ship the whole stays namespace; stays pages load both.
  fallbackNS: ['search', 'results', 'account', 'staycard'],
  localePath: path.resolve('./locales'),
  reloadOnPrerender: process.env.NODE_ENV === 'development',
};
