import { useTranslation } from '@/components/i18n/use-translation';
import { useId, useState, type InputHTMLAttributes } from 'react';
import styles from './auth-forms.module.scss';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
  error?: string;
}

/** A password input with a show/hide toggle (spec §2, §4: the field toggles masked/visible). */
export function PasswordField({ label, error, ...input }: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.passwordRow}>
        <input {...input} id={id} type={visible ? 'text' : 'password'} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        <button type="button" className={styles.toggle} aria-pressed={visible} onClick={() => setVisible((was) => !was)}>
          {visible ? t('auth.hidePassword') : t('auth.showPassword')}
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
