import { useId } from 'react';
import styles from './TextField.module.scss';

interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}

/** A labelled native select: on phones it opens the system picker, the easiest by thumb. */
export function SelectField<V extends string>({ label, value, options, onChange }: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
