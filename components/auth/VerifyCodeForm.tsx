import { useTranslation } from '@/components/i18n/use-translation';
import { useState, type FormEvent } from 'react';
import controls from '@/components/common/controls.module.scss';
import { reloadPage } from '@/components/common/reload-page';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { verifyEmailCode } from '@/store/slices/auth-thunks';
import { authErrorMessage } from './auth-errors';
import styles from './auth-forms.module.scss';

/** The 6-digit code from the verification email; success signs the person in and reloads (spec §4). */
export function VerifyCodeForm() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { isLoading, error, signupEmail } = useAppSelector((state) => state.auth);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\D/g, '');
    if (digits.length !== 6) {
      setProblem(t('auth.verify.sixDigits'));
      return;
    }
    setProblem(null);
    const result = await dispatch(verifyEmailCode(digits));
    if (verifyEmailCode.fulfilled.match(result)) reloadPage();
  };

  const message = problem ?? (error && error.code !== 'EMAIL_NOT_VERIFIED' ? authErrorMessage(error, t) : null);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.subtitle}>{t('auth.verify.text', { email: signupEmail ?? '' })}</p>
      <div>
        <label htmlFor="verification-code">{t('auth.verify.label')}</label>
        <input
          id="verification-code"
          className={styles.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'verification-error' : undefined}
        />
        {message && (
          <p id="verification-error" role="alert" className={styles.formError}>
            {message}
          </p>
        )}
      </div>
      <button type="submit" className={`${controls.primary} ${styles.submit}`} disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? t('auth.verify.submitting') : t('auth.verify.submit')}
      </button>
    </form>
  );
}
