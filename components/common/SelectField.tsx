import { useId } from 'react';
import styles from './TextField.module.scss';

interface SelectFieldProps<V extends string> {
  label: string;
  /** A stable id, for an error summary's link to the field (generated when absent). */
  id?: string;
  value: V | '';
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
  /** Shown while nothing is chosen (the person must choose: nothing is picked for them). */
  placeholder?: string;
  error?: string;
  /** The field's name in a form that is sent as it is (no JavaScript). */
  name?: string;
}

/** A labelled native select: on phones it opens the system picker, the easiest by thumb. */
export function SelectField<V extends string>({ label, id: givenId, value, options, onChange, placeholder, error, name }: SelectFieldProps<V>) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
