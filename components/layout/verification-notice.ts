import type { TFunction } from 'i18next';
import { toast } from '@/components/common/toast';
import { loadAccountWords } from '@/components/i18n/account-words';

/** What a full-page return from elsewhere reports in the address, and how it is said (spec §8: failures as toasts). */
const NOTICES: Record<string, Record<string, [ok: boolean, key: string]>> = {
  // The emailed verification link.
  verified: { '1': [true, 'auth.verifiedLinkToast'], code: [false, 'auth.verifyByCodeToast'], failed: [false, 'auth.verifyFailedToast'] },
  // Coming back from Google or X.
  signin: {
    unavailable: [false, 'login.unavailableToast'],
    cancelled: [false, 'login.cancelledToast'],
    failed: [false, 'login.failedToast'],
    'no-email': [false, 'login.noEmailToast'],
    staff: [false, 'login.staffToast'],
  },
};

/** Says how it went (in the account words, loaded for the occasion); false for a value we never send. */
export async function showNotice(param: string, value: string, t: TFunction): Promise<boolean> {
  const notice = NOTICES[param]?.[value];
  if (!notice) return false;
  await loadAccountWords();
  const [ok, key] = notice;
  if (ok) toast.success(t(key), { id: param });
  else toast.error(t(key), { id: param });
  return true;
}
