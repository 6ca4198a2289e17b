import { useTranslation } from '@/components/i18n/use-translation';
import { hoursAndMinutes } from '@/lib/experience-query';

/** "2 h 30 min", "45 min", "3 hours": an experience's length, in the reader's words. */
export function Duration({ minutes }: { minutes: number }) {
  const { t } = useTranslation('experiences');
  const { hours, minutes: rest } = hoursAndMinutes(minutes);
  if (hours === 0) return <>{t('duration.minutes', { count: rest })}</>;
  if (rest === 0) return <>{t('duration.hours', { count: hours })}</>;
  return <>{t('duration.hoursMinutes', { hours, minutes: rest })}</>;
}
