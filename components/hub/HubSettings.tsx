import { useTranslation } from '@/components/i18n/use-translation';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/common/toast';
import controls from '@/components/common/controls.module.scss';
import { TextField } from '@/components/common/TextField';
import { PasswordField } from '@/components/auth/PasswordField';
import { changePassword, deleteAccount, savePersonalInfo, uploadProfilePhoto, type PersonalInfo, type SavedTraveller } from '@/services/account';
import { SavedTravellers } from './SavedTravellers';
import { toApiError } from '@/services/http';
import { useAppSelector } from '@/store/hooks';
import styles from './HubPreferences.module.scss';
import { HubLoadFailed, HubPage } from './HubPage';
import { SignInFirst } from './SignInFirst';

const DETAILS = ['firstName', 'lastName', 'phone', 'dateOfBirth', 'nationality', 'stateOfOrigin', 'address', 'zipCode'] as const;

/** Account settings (spec §2): personal details, change or add a password, delete the account. */
export function HubSettings({ info, failed = false }: { info: (PersonalInfo & { savedTravellers?: SavedTraveller[] }) | null; failed?: boolean }) {
  const { t } = useTranslation('hub');
  const locale = useAppSelector((state) => state.auth.locale);
  const [details, setDetails] = useState(() => Object.fromEntries(DETAILS.map((key) => [key, info?.[key] ?? ''])) as Record<(typeof DETAILS)[number], string>);
  const [passwords, setPasswords] = useState({ current: '', password: '', confirm: '' });
  const [deleting, setDeleting] = useState<null | { password: string }>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [photoUrl, setPhotoUrl] = useState(info?.photoUrl ?? null);
  if (failed) return <HubLoadFailed title={t('settings.title')} />;
  if (!info) return <SignInFirst title={t('settings.title')} />;

  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    // Said at once, before spending data on an upload the server would refuse.
    if (!file.type.startsWith('image/')) return toast.error(t('settings.errors.PHOTO_NOT_IMAGE'));
    if (file.size > 1024 * 1024) return toast.error(t('settings.errors.PHOTO_TOO_LARGE'));
    let url = '';
    if (await attempt('photo', async () => (url = await uploadProfilePhoto(info.id, file)), t('settings.photoSaved'), t('settings.failed'))) setPhotoUrl(url);
  };

  const attempt = async (what: string, work: () => Promise<unknown>, success: string, fallback: string) => {
    setBusy(what);
    try {
      await work();
      toast.success(success);
      return true;
    } catch (error) {
      const apiError = toApiError(error);
      toast.error(
        apiError.status === 0 || apiError.status >= 500 ? fallback : t(`settings.errors.${apiError.code}`, { defaultValue: apiError.message || fallback }),
      );
      return false;
    } finally {
      setBusy(null);
    }
  };

  const saveDetails = (event: FormEvent) => {
    event.preventDefault();
    void attempt('details', () => savePersonalInfo(details), t('settings.detailsSaved'), t('settings.failed'));
  };
  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    if (passwords.password.length < 8) return toast.error(t('settings.passwordLength'));
    if (passwords.password !== passwords.confirm) return toast.error(t('settings.passwordMatch'));
    const done = await attempt(
      'password',
      () =>
        changePassword({
          currentPassword: info.hasPassword ? passwords.current : undefined,
          password: passwords.password,
          confirmPassword: passwords.confirm,
          language: locale,
        }),
      t('settings.passwordChanged'),
      t('settings.passwordFailed'),
    );
    if (done) setPasswords({ current: '', password: '', confirm: '' });
  };
  const confirmDelete = async (event: FormEvent) => {
    event.preventDefault();
    if (await attempt('delete', () => deleteAccount(info.hasPassword ? deleting?.password : undefined), t('settings.deleted'), t('settings.failed'))) {
      window.location.assign(locale === 'fr' ? '/fr' : '/');
    }
  };

  return (
    <HubPage title={t('settings.title')}>
      <section className={styles.form} aria-labelledby="photo-title">
        <h2 id="photo-title">{t('settings.photo')}</h2>
        {/* A private picture (the owner's session cookie): next/image's optimiser could not fetch it. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        {photoUrl ? <img src={photoUrl} alt={t('settings.photoAlt')} width={96} height={96} className={styles.photo} /> : <p>{t('settings.noPhoto')}</p>}
        <label htmlFor="profile-photo">{t('settings.choosePhoto')}</label>
        <input
          id="profile-photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy === 'photo'}
          aria-describedby="photo-hint"
          onChange={(event) => void choosePhoto(event.target.files?.[0])}
        />
        <p id="photo-hint" className={styles.hint}>
          {t('settings.photoHint')}
        </p>
      </section>

      <form className={styles.form} onSubmit={saveDetails} aria-labelledby="details-title">
        <h2 id="details-title">{t('settings.details')}</h2>
        <p>{info.email}</p>
        {DETAILS.map((key) => (
          <TextField
            key={key}
            label={t(`settings.fields.${key}`)}
            type={key === 'dateOfBirth' ? 'date' : 'text'}
            value={details[key]}
            onChange={(event) => setDetails({ ...details, [key]: key === 'nationality' ? event.target.value.toUpperCase() : event.target.value })}
          />
        ))}
        <button type="submit" className={controls.primary} disabled={busy === 'details'} aria-busy={busy === 'details'}>
          {t('settings.saveDetails')}
        </button>
      </form>

      <form className={styles.form} onSubmit={savePassword} aria-labelledby="password-title">
        <h2 id="password-title">{info.hasPassword ? t('settings.changePassword') : t('settings.addPassword')}</h2>
        {info.hasPassword && (
          <PasswordField
            label={t('settings.currentPassword')}
            autoComplete="current-password"
            value={passwords.current}
            onChange={(event) => setPasswords({ ...passwords, current: event.target.value })}
          />
        )}
        <PasswordField
          label={t('settings.newPassword')}
          autoComplete="new-password"
          value={passwords.password}
          onChange={(event) => setPasswords({ ...passwords, password: event.target.value })}
        />
        <PasswordField
          label={t('settings.confirmPassword')}
          autoComplete="new-password"
          value={passwords.confirm}
          onChange={(event) => setPasswords({ ...passwords, confirm: event.target.value })}
        />
        <button type="submit" className={controls.primary} disabled={busy === 'password'} aria-busy={busy === 'password'}>
          {t('settings.savePassword')}
        </button>
      </form>

      <SavedTravellers initial={info.savedTravellers ?? []} />

      <section className={styles.form} aria-labelledby="delete-title">
        <h2 id="delete-title">{t('settings.deleteTitle')}</h2>
        <p>{t('settings.deleteText')}</p>
        {deleting ? (
          <form onSubmit={confirmDelete} className={styles.form}>
            {info.hasPassword && (
              <PasswordField
                label={t('settings.currentPassword')}
                autoComplete="current-password"
                value={deleting.password}
                onChange={(event) => setDeleting({ password: event.target.value })}
              />
            )}
            <button type="submit" className={controls.primary} disabled={busy === 'delete'} aria-busy={busy === 'delete'}>
              {t('settings.deleteConfirm')}
            </button>
            <button type="button" className={controls.secondary} onClick={() => setDeleting(null)}>
              {t('settings.keep')}
            </button>
          </form>
        ) : (
          <button type="button" className={controls.secondary} onClick={() => setDeleting({ password: '' })}>
            {t('settings.deleteStart')}
          </button>
        )}
      </section>
    </HubPage>
  );
}
