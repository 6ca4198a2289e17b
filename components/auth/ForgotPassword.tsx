import Head from 'next/head';
import { useTranslation } from '@/components/i18n/use-translation';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/components/common/toast';
import controls from '@/components/common/controls.module.scss';
import { TextField } from '@/components/common/TextField';
import page from '@/components/layout/Page.module.scss';
import { brand } from '@/config/public';
import { checkResetCode, requestPasswordReset, updatePassword } from '@/services/account';
import { toApiError } from '@/services/http';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setForgotPasswordStep, setLoginForm } from '@/store/slices/auth';
import { authErrorMessage } from './auth-errors';
import styles from './auth-forms.module.scss';
import { PasswordField } from './PasswordField';
import { EMAIL_ADDRESS } from '@/common/contact';

const EMAIL = EMAIL_ADDRESS;
const MIN_PASSWORD = 8;

/** Spec §4 forgot password: email → code → new password → congratulations; leaving resets the steps. */
export function ForgotPassword() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { forgotPasswordStep: step, locale } = useAppSelector((state) => state.auth);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [passwords, setPasswords] = useState({ password: '', confirm: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => void dispatch(setForgotPasswordStep('request')), [dispatch]);

  const run = async (work: () => Promise<{ status?: string }>, success: string, next: 'code' | 'password' | 'done') => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      toast.success(success);
      dispatch(setForgotPasswordStep(next));
    } catch (error) {
      const info = toApiError(error).info;
      const message = info.status === 0 || info.status >= 500 ? t('auth.reset.failed') : authErrorMessage(info, t);
      setProblem(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) return setProblem(t('auth.errors.email'));
    void run(() => requestPasswordReset(email.trim(), locale), t('auth.reset.emailSent'), 'code');
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setProblem(t('auth.verify.sixDigits'));
    void run(() => checkResetCode(code.trim()), t('auth.reset.codeVerified'), 'password');
  };
  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (passwords.password.length < MIN_PASSWORD) return setProblem(t('auth.errors.passwordLength', { count: MIN_PASSWORD }));
    if (passwords.password !== passwords.confirm) return setProblem(t('auth.errors.passwordMatch'));
    void run(() => updatePassword(passwords.password, passwords.confirm, locale), t('auth.reset.updated'), 'done');
  };

  const error = problem && (
    <p role="alert" className={styles.formError}>
      {problem}
    </p>
  );
  return (
    <div className={page.page}>
      <Head>
        <title>{`${t('auth.reset.title')} | ${brand.name}`}</title>
      </Head>
      <h1 className={page.heading}>{t('auth.reset.title')}</h1>
      {step === 'request' && (
        <form className={styles.form} onSubmit={submitEmail} noValidate>
          <p>{t('auth.reset.requestText')}</p>
          {error}
          <TextField label={t('auth.email')} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <button type="submit" className={controls.primary} disabled={busy} aria-busy={busy}>
            {t('auth.reset.sendCode')}
          </button>
        </form>
      )}
      {step === 'code' && (
        <form className={styles.form} onSubmit={submitCode} noValidate>
          <p>{t('auth.reset.codeText', { email })}</p>
          {error}
          <TextField
            label={t('auth.verify.label')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className={controls.primary} disabled={busy} aria-busy={busy}>
            {t('auth.reset.checkCode')}
          </button>
        </form>
      )}
      {step === 'password' && (
        <form className={styles.form} onSubmit={submitPassword} noValidate>
          {error}
          <PasswordField
            label={t('auth.reset.newPassword')}
            autoComplete="new-password"
            value={passwords.password}
            onChange={(event) => setPasswords({ ...passwords, password: event.target.value })}
          />
          <PasswordField
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            value={passwords.confirm}
            onChange={(event) => setPasswords({ ...passwords, confirm: event.target.value })}
          />
          <button type="submit" className={controls.primary} disabled={busy} aria-busy={busy}>
            {t('auth.reset.save')}
          </button>
        </form>
      )}
      {step === 'done' && (
        <div role="status">
          <p className={styles.title}>{t('auth.reset.congratulations')}</p>
          <button type="button" className={controls.primary} onClick={() => dispatch(setLoginForm(true))}>
            {t('auth.login.submit')}
          </button>
        </div>
      )}
    </div>
  );
}
