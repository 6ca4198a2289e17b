import styles from './Listing.module.scss';

interface FilterChoiceProps {
  legend: string;
  /** The address's name for it (`minScore`). */
  name: string;
  /** 0 is "any" (sent empty, so the address leaves it out). */
  values: readonly number[];
  /** The chosen value, null for any. */
  chosen: number | null;
  label: (value: number) => string;
}

/** One of a list's GET filters as radio buttons ("any" first): it works without JavaScript. */
export function FilterChoice({ legend, name, values, chosen, label }: FilterChoiceProps) {
  return (
    <fieldset className={styles.filterGroup}>
      <legend>{legend}</legend>
      {values.map((value) => (
        <label key={value}>
          <input type="radio" name={name} value={value || ''} defaultChecked={(chosen ?? 0) === value} /> {label(value)}
        </label>
      ))}
    </fieldset>
  );
}
