import type { Language } from '@/lib/locale-defaults';

/** Spec §2 route: /en/pages/content/privacy (and its #cookies section), in the reader's language. */
export const privacyPolicyPath = (language: Language, section?: 'cookies') =>
  `/${language}/pages/content/privacy${section ? `#${section}` : ''}`;

/** Manage booking (reference + surname), in the reader's language. */
export const manageBookingPath = (language: Language) => `${language === 'fr' ? '/fr' : ''}/manage`;

/** The help centre (/help) or one of its articles (/help/refund-timelines), for a Link (it adds the reader's language). */
export const helpPath = (slug?: string) => (slug ? `/help/${slug}` : '/help');
