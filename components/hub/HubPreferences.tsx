import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/common/toast';
import controls from '@/components/common/controls.module.scss';
import { SelectField } from '@/components/common/SelectField';
import { toApiError } from '@/services/http';
import { savePreferences } from '@/services/preferences';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setCurrency } from '@/store/slices/auth';
import styles from './HubPreferences.module.scss';
import { HubPage } from './HubPage';
import { SignInFirst } from './SignInFirst';
import { DeviceAlerts } from '@/components/push/DeviceAlerts';

/** Currency, language and emails, saved with the account so every device the person uses follows them. */
export function HubPreferences() {
  const { t } = useTranslation('hub');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { user, currency, locale } = useAppSelector((state) => state.auth);
  const [choice, setChoice] = useState(() => ({
    currency,
    locale,
    tripUpdates: user?.preferences?.notifications.tripUpdates ?? true,
    deals: user?.preferences?.notifications.deals ?? false,
  }));
  const [saving, setSaving] = useState(false);
  if (!user) return <SignInFirst title={t('preferences.title')} />;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await savePreferences({ currency: choice.currency, locale: choice.locale, notifications: { tripUpdates: choice.tripUpdates, deals: choice.deals } });
      dispatch(setCurrency(choice.currency));
      toast.success(t('preferences.saved'));
      if (choice.locale !== locale) await router.push(router.asPath, undefined, { locale: choice.locale });
    } catch (error) {
      toast.error(toApiError(error).status === 0 ? t('preferences.offline') : t('preferences.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <HubPage title={t('preferences.title')}>
      <p>{t('preferences.intro')}</p>
      <form className={styles.form} onSubmit={save}>
        <SelectField
          label={t('preferences.currency')}
          value={choice.currency}
          options={[
            { value: 'NGN', label: t('preferences.currencies.NGN') },
            { value: 'USD', label: t('preferences.currencies.USD') },
          ]}
          onChange={(value) => setChoice({ ...choice, currency: value as 'NGN' | 'USD' })}
        />
        <SelectField
          label={t('preferences.language')}
          value={choice.locale}
          options={[
            { value: 'en', label: 'English' },
            { value: 'fr', label: 'Français' },
          ]}
          onChange={(value) => setChoice({ ...choice, locale: value as 'en' | 'fr' })}
        />
        <fieldset className={styles.notifications}>
          <legend>{t('preferences.notifications')}</legend>
          <label>
            <input type="checkbox" checked={choice.tripUpdates} onChange={(event) => setChoice({ ...choice, tripUpdates: event.target.checked })} />
            {t('preferences.tripUpdates')}
          </label>
          <label>
            <input type="checkbox" checked={choice.deals} onChange={(event) => setChoice({ ...choice, deals: event.target.checked })} />
            {t('preferences.deals')}
          </label>
        </fieldset>
        <button type="submit" className={controls.primary} disabled={saving} aria-busy={saving}>
          {t('preferences.save')}
        </button>
      </form>
      <DeviceAlerts />
    </HubPage>
  );
}
