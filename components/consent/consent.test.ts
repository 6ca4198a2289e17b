import { clearCookies } from '@/components/test-utils/cookies';
import { ACCEPT_ALL, REJECT_ALL, readConsent, writeConsent } from './consent';

describe('cookie consent', () => {
  beforeEach(clearCookies);

  it('has no decision and no optional category before the visitor chooses', () => {
    expect(readConsent(document.cookie)).toEqual({ decided: false, performance: false, marketing: false });
  });

  it('records Accept with localConsent=true and every category', () => {
    writeConsent(ACCEPT_ALL);
    expect(document.cookie).toContain('localConsent=true');
    expect(readConsent(document.cookie)).toEqual({ decided: true, performance: true, marketing: true });
  });

  it('records Reject all as a decision with only necessary cookies', () => {
    writeConsent(REJECT_ALL);
    expect(readConsent(document.cookie)).toEqual({ decided: true, performance: false, marketing: false });
  });

  it('records each category on its own', () => {
    writeConsent({ performance: true, marketing: false });
    expect(readConsent(document.cookie)).toEqual({ decided: true, performance: true, marketing: false });
  });

  it('reads a server request cookie header the same way', () => {
    expect(readConsent('a=1; localConsent=true; consentCategories=necessary.marketing')).toEqual({
      decided: true,
      performance: false,
      marketing: true,
    });
  });

  it('ignores categories without the decision cookie', () => {
    expect(readConsent('consentCategories=necessary.performance.marketing').decided).toBe(false);
  });
});
