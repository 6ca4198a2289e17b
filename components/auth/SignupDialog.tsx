import { useTranslation } from '@/components/i18n/use-translation';
import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { toast } from '@/components/common/toast';
import controls from '@/components/common/controls.module.scss';
import { privacyPolicyPath } from '@/components/content/paths';
import { brand } from '@/config/public';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setLoginForm, setSignupForm } from '@/store/slices/auth';
import { signupUser } from '@/store/slices/auth-thunks';
import { authErrorMessage } from './auth-errors';
import styles from './auth-forms.module.scss';
import { PasswordField } from './PasswordField';
import { TextField } from '@/components/common/TextField';
import { AuthDialogFrame } from './AuthDialogFrame';
import { VerifyCodeForm } from './VerifyCodeForm';
import { useAccountWords } from '@/components/i18n/account-words';
import { EMAIL_ADDRESS } from '@/common/contact';

const EMAIL = EMAIL_ADDRESS;
/** The spec set no length rule; 8 is the floor of OWASP ASVS 2.1.1 (docs/product.md, quirks). */
export const MIN_PASSWORD_LENGTH = 8;

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'terms';

/** Spec §2 sign-up dialog: after success the form gives way to the verification notice. */
export function SignupDialog() {
  useAccountWords();
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { isLoading, error, Created, locale } = useAppSelector((state) => state.auth);
  const [fields, setFields] = useState({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '', terms: false });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});

  /** A required field of the form, named as the API names it, with its own error. */
  const field = (
    name: Exclude<Field, 'terms'>,
    label: string,
    autoComplete: string,
    input: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode'> = {},
    Control: typeof TextField | typeof PasswordField = TextField,
  ) => (
    <Control
      label={t(label)}
      name={name}
      autoComplete={autoComplete}
      required
      value={fields[name]}
      error={problems[name]}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      {...input}
    />
  );

  const validate = (): Partial<Record<Field, string>> => {
    const required = t('auth.errors.required');
    const found: Partial<Record<Field, string>> = {};
    if (!fields.firstName.trim()) found.firstName = required;
    if (!fields.lastName.trim()) found.lastName = required;
    if (!fields.email.trim()) found.email = required;
    else if (!EMAIL.test(fields.email.trim())) found.email = t('auth.errors.email');
    if (!fields.password) found.password = required;
    else if (fields.password.length < MIN_PASSWORD_LENGTH) found.password = t('auth.errors.passwordLength', { count: MIN_PASSWORD_LENGTH });
    if (!fields.confirmPassword) found.confirmPassword = required;
    else if (fields.confirmPassword !== fields.password) found.confirmPassword = t('auth.errors.passwordMatch');
    if (!fields.terms) found.terms = t('auth.errors.terms');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const result = await dispatch(
      signupUser({ email: fields.email.trim(), firstName: fields.firstName.trim(), lastName: fields.lastName.trim(), password: fields.password }),
    );
    if (signupUser.fulfilled.match(result)) toast.success(result.payload.status || t('auth.signup.sentToast'));
  };

  return (
    <AuthDialogFrame labelledBy="signup-title" fullScreen onClose={() => dispatch(setSignupForm(false))}>
      {Created ? (
        <div role="status">
          <h2 id="signup-title" className={styles.title}>
            {t('auth.signup.sentTitle')}
          </h2>
          <VerifyCodeForm />
        </div>
      ) : (
        <>
          <h2 id="signup-title" className={styles.title}>
            {t('auth.signup.title')}
          </h2>
          <p className={styles.subtitle}>{t('auth.signup.subtitle')}</p>
          <form className={styles.form} onSubmit={submit} noValidate>
            {error && (
              <p role="alert" className={styles.formError}>
                {authErrorMessage(error, t)}
              </p>
            )}
            <div className={styles.row}>
              {field('firstName', 'auth.firstName', 'given-name')}
              {field('lastName', 'auth.lastName', 'family-name')}
            </div>
            {field('email', 'auth.email', 'email', { type: 'email', inputMode: 'email' })}
            {field('password', 'auth.password', 'new-password', {}, PasswordField)}
            {field('confirmPassword', 'auth.confirmPassword', 'new-password', {}, PasswordField)}
            <div>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  required
                  checked={fields.terms}
                  aria-invalid={problems.terms ? true : undefined}
                  onChange={(event) => setFields({ ...fields, terms: event.target.checked })}
                />
                <span>
                  {t('auth.signup.acceptBefore')} <a href={privacyPolicyPath(locale)}>{t('footer.privacy')}</a> {t('auth.signup.and')}{' '}
                  <a href={`${brand.supportUrl}/terms`}>{t('footer.termsOfUse')}</a>
                </span>
              </label>
              {problems.terms && <p className={styles.fieldError}>{problems.terms}</p>}
            </div>
            <button type="submit" className={`${controls.primary} ${styles.submit}`} disabled={isLoading} aria-busy={isLoading}>
              {isLoading ? t('auth.signup.submitting') : t('auth.createAccount')}
            </button>
          </form>
          <p className={styles.switch}>
            {t('auth.signup.haveAccount')}{' '}
            <button type="button" className={styles.link} onClick={() => dispatch(setLoginForm(true))}>
              {t('nav.login')}
            </button>
          </p>
        </>
      )}
    </AuthDialogFrame>
  );
}
