import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { useState, type FormEvent } from 'react';
import controls from '@/components/common/controls.module.scss';
import { reloadPage } from '@/components/common/reload-page';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setLoginForm, setSignupForm } from '@/store/slices/auth';
import { loginUser } from '@/store/slices/auth-thunks';
import { authErrorMessage } from './auth-errors';
import styles from './auth-forms.module.scss';
import { PasswordField } from './PasswordField';
import { TextField } from '@/components/common/TextField';
import { AuthDialogFrame } from './AuthDialogFrame';
import { VerifyCodeForm } from './VerifyCodeForm';
import { useAccountWords } from '@/components/i18n/account-words';
import { EMAIL_ADDRESS } from '@/common/contact';

const EMAIL = EMAIL_ADDRESS;

/** Spec §2 login modal (email option). Success reloads the page (spec §4). */
export function LoginModal() {
  useAccountWords();
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { isLoading, error, awaitingCode: mustVerify } = useAppSelector((state) => state.auth);
  const [fields, setFields] = useState({ email: '', password: '', rememberMe: false });
  const [problems, setProblems] = useState<{ email?: string; password?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: !fields.email ? t('auth.errors.required') : !EMAIL.test(fields.email) ? t('auth.errors.email') : undefined,
      password: !fields.password ? t('auth.errors.required') : undefined,
    };
    setProblems(found);
    if (found.email || found.password) return;
    const result = await dispatch(loginUser({ email: fields.email.trim(), password: fields.password, rememberMe: fields.rememberMe }));
    if (loginUser.fulfilled.match(result)) reloadPage();
  };

  return (
    <AuthDialogFrame labelledBy="login-title" onClose={() => dispatch(setLoginForm(false))}>
      <svg className={styles.illustration} aria-hidden="true" width="96" height="64" viewBox="0 0 96 64">
        <rect x="8" y="8" width="80" height="48" rx="10" fill="#E3F1EC" />
        <circle cx="34" cy="32" r="10" fill="#0B6E4F" />
        <rect x="50" y="24" width="28" height="6" rx="3" fill="#F2A541" />
        <rect x="50" y="36" width="20" height="6" rx="3" fill="#0B6E4F" opacity=".4" />
      </svg>
      <h2 id="login-title" className={styles.title}>
        {t('auth.login.title')}
      </h2>
      <p className={styles.subtitle}>{t('auth.login.subtitle')}</p>

      {mustVerify ? (
        <VerifyCodeForm />
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {error && (
            <p role="alert" className={styles.formError}>
              {authErrorMessage(error, t)}
            </p>
          )}
          <TextField
            label={t('auth.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={fields.email}
            error={problems.email}
            onChange={(event) => setFields({ ...fields, email: event.target.value })}
          />
          <PasswordField
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            required
            value={fields.password}
            error={problems.password}
            onChange={(event) => setFields({ ...fields, password: event.target.value })}
          />
          <div className={styles.between}>
            <label className={styles.check}>
              <input type="checkbox" checked={fields.rememberMe} onChange={(event) => setFields({ ...fields, rememberMe: event.target.checked })} />
              {t('auth.login.rememberMe')}
            </label>
            <Link href="/auth/forgot-password" onClick={() => dispatch(setLoginForm(false))}>
              {t('auth.login.forgotPassword')}
            </Link>
          </div>
          <button type="submit" className={`${controls.primary} ${styles.submit}`} disabled={isLoading} aria-busy={isLoading}>
            {isLoading ? t('auth.login.submitting') : t('auth.login.submit')}
          </button>
        </form>
      )}
      <p className={styles.switch}>
        {t('auth.login.noAccount')}{' '}
        <button type="button" className={styles.link} onClick={() => dispatch(setSignupForm(true))}>
          {t('auth.createAccount')}
        </button>
      </p>
    </AuthDialogFrame>
  );
}
