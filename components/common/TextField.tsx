import { useId, type InputHTMLAttributes } from 'react';
import styles from './TextField.module.scss';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A stable id, for an error summary's link to the field (generated when absent). */
  id?: string;
  /** A line under the label saying what to type (read with the field by screen readers). */
  hint?: string;
  error?: string;
  /** A caution under the field that does not stop the form (read with the field too). */
  warning?: string;
}

/** A labelled input with its hint and its error, tied together for screen readers. */
export function TextField({ label, hint, error, warning, className, id: givenId, ...input }: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const warningId = `${id}-warning`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, warning && !error ? warningId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <input {...input} id={id} className={className} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {warning && !error && (
        <p id={warningId} className={styles.warning}>
          {warning}
        </p>
      )}
    </div>
  );
}
