import { useTranslation } from 'next-i18next/pages';
import { reloadPage } from '@/components/common/reload-page';
import { toast } from '@/components/common/toast';

/** Signs out and reloads the page (spec §4), or says why it could not. The sign-in calls load only now. */
export function useLogout() {
  const { t } = useTranslation('common');
  return async () => {
    try {
      const { signOut } = await import('./sign-out');
      await signOut();
      reloadPage();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.generic'));
    }
  };
}
