import { logout } from '@/services/auth';
import { forgetThisBrowser } from '@/components/push/push-browser';

/**
 * Signing out (the account menu, loaded when asked): this phone first stops hearing about the
 * account's trips and forgets the pages it kept to read offline (a phone may be shared), then the
 * session ends.
 */
export async function signOut(): Promise<void> {
  await forgetThisBrowser();
  await logout();
}
