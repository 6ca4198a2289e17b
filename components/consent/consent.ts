/**
 * Cookie consent. `localConsent=true` (spec §9) records that the visitor decided; the categories
 * they allowed are kept beside it, and optional scripts load only for an allowed category.
 */
export const CONSENT_DECIDED_COOKIE = 'localConsent';
export const CONSENT_CATEGORIES_COOKIE = 'consentCategories';
const ONE_YEAR = 60 * 60 * 24 * 365;
const CHANGE_EVENT = 'consentchange';

export interface ConsentChoice {
  performance: boolean;
  marketing: boolean;
}

export interface ConsentState extends ConsentChoice {
  decided: boolean;
}

export const NO_CONSENT: ConsentState = { decided: false, performance: false, marketing: false };

function parseCookies(cookieHeader: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies[part.slice(0, index).trim()] = decodeURIComponent(part.slice(index + 1).trim());
  }
  return cookies;
}

/** Reads consent from a cookie header (server) or `document.cookie` (browser). */
export function readConsent(cookieHeader: string): ConsentState {
  const cookies = parseCookies(cookieHeader);
  if (cookies[CONSENT_DECIDED_COOKIE] !== 'true') return NO_CONSENT;
  const categories = new Set((cookies[CONSENT_CATEGORIES_COOKIE] ?? '').split('.').filter(Boolean));
  return { decided: true, performance: categories.has('performance'), marketing: categories.has('marketing') };
}

export function writeConsent(choice: ConsentChoice) {
  const categories = ['necessary', choice.performance && 'performance', choice.marketing && 'marketing'].filter(Boolean).join('.');
  const attributes = `; Max-Age=${ONE_YEAR}; Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
  document.cookie = `${CONSENT_DECIDED_COOKIE}=true${attributes}`;
  document.cookie = `${CONSENT_CATEGORIES_COOKIE}=${categories}${attributes}`;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export const ACCEPT_ALL: ConsentChoice = { performance: true, marketing: true };
/** "Reject all" records a rejection (the spec's version recorded nothing): only necessary cookies. */
export const REJECT_ALL: ConsentChoice = { performance: false, marketing: false };

export function subscribeToConsent(listener: () => void) {
  window.addEventListener(CHANGE_EVENT, listener);
  return () => window.removeEventListener(CHANGE_EVENT, listener);
}
