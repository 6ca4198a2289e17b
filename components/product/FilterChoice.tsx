import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
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

/** The guests' score filter (any, or at least a score), in the product's words (`filters.*`). */
export function ScoreFilter({ namespace, scores, chosen }: { namespace: string; scores: readonly number[]; chosen: number | null }) {
  const { t } = useTranslation(namespace);
  return (
    <FilterChoice
      legend={t('filters.score')}
      name="minScore"
      values={[0, ...scores]}
      chosen={chosen}
      label={(score) => (score ? t('filters.scoreAtLeast', { score }) : t('filters.any'))}
    />
  );
}

/** Check boxes under their legend (free cancellation, property types): each sent as `name=value` when ticked. */
export function FilterChecks({ legend, boxes }: { legend: string; boxes: { name: string; value: string; label: string; checked: boolean }[] }) {
  return (
    <fieldset className={styles.filterGroup}>
      <legend>{legend}</legend>
      {boxes.map((box) => (
        <label key={`${box.name}-${box.value}`}>
          <input type="checkbox" name={box.name} value={box.value} defaultChecked={box.checked} /> {box.label}
        </label>
      ))}
    </fieldset>
  );
}

/** The highest price a person will pay, in whole units of their currency ("any" when empty). */
export function MaxPriceFilter({ id, label, value, any }: { id: string; label: string; value: number | null; any: string }) {
  return (
    <div className={styles.filterField}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name="maxPrice" type="number" inputMode="numeric" min={1} step={1} defaultValue={value ?? ''} placeholder={any} />
    </div>
  );
}

interface FilterFormProps {
  action: string;
  /** The search the filters narrow, kept in hidden fields. */
  kept: string[][];
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  apply: string;
  clear: string;
  children: ReactNode;
}

/**
 * A list's filters: a GET form to the same address (the search kept in hidden fields), so it works
 * without JavaScript and a filtered list can be shared; "clear" keeps the search only.
 */
export function FilterForm({ action, kept, onSubmit, apply, clear, children }: FilterFormProps) {
  return (
    <form action={action} method="get" className={styles.filterForm} onSubmit={onSubmit}>
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div className={styles.filterActions}>
        <button type="submit" className={styles.apply}>
          {apply}
        </button>
        <a href={kept.length > 0 ? `${action}?${new URLSearchParams(kept)}` : action}>{clear}</a>
      </div>
    </form>
  );
}
