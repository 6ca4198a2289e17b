import { PrivateTitle } from '@/components/seo/PrivateTitle';
import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import controls from '@/components/common/controls.module.scss';
import { manageBookingPath } from '@/components/content/paths';
import { TextField } from '@/components/common/TextField';
import page from '@/components/layout/Page.module.scss';
import { brand } from '@/config/public';
import type { LookupFormProps } from './lookup-form';
import { useAppSelector } from '@/store/hooks';
import styles from './BookingLookup.module.scss';

interface BookingLookupProps extends LookupFormProps {
  /** The page's heading and introduction: Manage booking, or Pay for a reserved booking. */
  purpose: 'manage' | 'pay';
  /** Why the visitor was sent here (a link that could not confirm, an old link), said first. */
  notice?: 'contactFailed' | 'needsSurname' | null;
}

/**
 * Manage booking the way airlines do it: the booking reference and the lead traveller's surname
 * (or the booking's email) open the booking in this browser. A plain form that posts to its own
 * page, so it works before (or without) JavaScript on a slow phone.
 */
export function BookingLookup({ purpose, reference, lastName, to, xsrf, error, remind, notice = null }: BookingLookupProps) {
  const { t } = useTranslation('flights');
  const locale = useAppSelector((state) => state.auth.locale);
  const signedIn = useAppSelector((state) => !!state.auth.user);
  const title = t(purpose === 'pay' ? 'payment.lookupTitle' : 'manage.title');
  const referenceError = error === 'INVALID' && !/^[A-Za-z0-9]{6}$/.test(reference) ? t('manage.errors.REFERENCE') : undefined;
  const formError = error && !referenceError ? t(`manage.errors.${error}`, { email: brand.supportEmail }) : null;

  return (
    <div className={page.page}>
      <PrivateTitle title={title} />
      <div className={styles.card}>
        <h1 className={page.heading}>{title}</h1>
        {notice && (
          <p className={styles.notice} role="status">
            {t(`manage.notices.${notice}`, { reference })}
          </p>
        )}
        {!notice && <p>{t(purpose === 'pay' ? 'payment.lookupIntro' : 'manage.intro')}</p>}
        <form method="post" action={manageBookingPath(locale)} className={styles.form}>
          <input type="hidden" name="xsrf" value={xsrf} />
          <input type="hidden" name="to" value={to} />
          <TextField
            label={t('manage.reference')}
            hint={t('payment.lookupHint')}
            name="reference"
            defaultValue={reference}
            required
            minLength={6}
            maxLength={6}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            pattern="[A-Za-z0-9]{6}"
            className={styles.reference}
            error={referenceError}
          />
          <TextField
            label={t('manage.lastName')}
            hint={t('manage.lastNameHint')}
            name="lastName"
            defaultValue={lastName}
            required
            maxLength={254}
            autoComplete="family-name"
            autoCapitalize="words"
            spellCheck={false}
          />
          {formError && (
            <p role="alert" className={styles.error}>
              {formError}
            </p>
          )}
          <button type="submit" className={controls.primary}>
            {t('payment.lookupSubmit')}
          </button>
        </form>
        {/* Not a labelled region: its heading names "booking ID", which would also label it beside the field. */}
        <div className={styles.remind}>
          <h2>{t('manage.remindTitle')}</h2>
          {remind?.sent ? (
            <p role="status" className={styles.notice}>
              {t('manage.reminded', { email: remind.sent })}
            </p>
          ) : (
            <p>{t('manage.remindIntro')}</p>
          )}
          <form method="post" action={manageBookingPath(locale)} className={styles.form}>
            <input type="hidden" name="xsrf" value={xsrf} />
            <input type="hidden" name="to" value={to} />
            <input type="hidden" name="remind" value="1" />
            <TextField
              label={t('manage.remindEmail')}
              name="email"
              type="email"
              defaultValue={remind?.email ?? ''}
              required
              maxLength={254}
              autoComplete="email"
              spellCheck={false}
              error={remind?.error ? t(`manage.remindErrors.${remind.error}`, { email: brand.supportEmail }) : undefined}
            />
            <button type="submit" className={controls.secondary}>
              {t('manage.remindSubmit')}
            </button>
          </form>
        </div>
        <ul className={styles.help}>
          <li>{t('manage.emailLink')}</li>
          {!signedIn && <li>{t('manage.account')}</li>}
          {signedIn && (
            <li>
              <Link href="/hub">{t('manage.myTrips')}</Link>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
