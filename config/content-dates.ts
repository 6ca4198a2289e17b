/** When the privacy policy last changed (the page says it; the sitemap's lastmod is the same day). */
export const PRIVACY_POLICY_UPDATED = '2026-11-21';
