import { useTranslation } from '@/components/i18n/use-translation';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/common/toast';
import { useAppSelector } from '@/store/hooks';
import styles from './Footer.module.scss';
import { EMAIL_ADDRESS } from '@/common/contact';

/** The footer's newsletter sign-up: 'Subscribed successfully' (spec §8); subscribing twice is fine. */
export function NewsletterForm() {
  const { t } = useTranslation('common');
  const locale = useAppSelector((state) => state.auth.locale);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL_ADDRESS.test(email.trim())) {
      toast.error(t('newsletter.invalid'));
      return;
    }
    setBusy(true);
    try {
      const { subscribeToNewsletter } = await import('@/services/newsletter');
      await subscribeToNewsletter(email.trim(), locale);
      toast.success(t('newsletter.subscribed'), { id: 'newsletter' });
      setEmail('');
    } catch (error) {
      toast.error((error as { status?: number }).status === 429 ? t('newsletter.tooMany') : t('newsletter.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.newsletter} onSubmit={submit} noValidate>
      <label htmlFor="newsletter-email">{t('newsletter.label')}</label>
      <div>
        <input id="newsletter-email" type="email" autoComplete="email" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <button type="submit" disabled={busy} aria-busy={busy}>
          {t('newsletter.submit')}
        </button>
      </div>
    </form>
  );
}
