import { useTranslation } from '@/components/i18n/use-translation';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { stayCityLabel, suggestStayCities } from '@/components/stays/stay-cities';
import type { StayCity } from '@/services/stays';
import styles from './StaySearchForm.module.scss';

interface CityFieldProps {
  id: string;
  label: string;
  value: string;
  cities: StayCity[];
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The destination (WAI-ARIA 1.2 combobox): the cities with stays, in English or French, suggested
 * from the list the page came with (no request per letter). Nothing is highlighted until the person
 * moves, so Enter never picks for them. Without JavaScript it is a text field the server reads.
 */
export function CityField({ id, label, value, cities, onChange, error }: CityFieldProps) {
  const { t } = useTranslation('stays');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${useId()}-cities`;
  const errorId = `${id}-error`;
  const suggestions = useMemo(() => (open ? suggestStayCities(value, cities) : []), [open, value, cities]);
  const expanded = suggestions.length > 0 && !cities.some((city) => stayCityLabel(city) === value);

  const choose = (city: StayCity) => {
    onChange(stayCityLabel(city));
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : suggestions.length - 1) : (current + step + suggestions.length) % suggestions.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active >= 0) choose(suggestions[active]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="city"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        placeholder={t('search.cityPlaceholder')}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className={expanded ? styles.suggestions : styles.hidden}>
        {expanded &&
          suggestions.map((city, index) => (
            <li
              key={city.code}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.suggestion}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(city);
              }}
            >
              <span className={styles.suggestionCity}>{city.name}</span>
              <span className={styles.suggestionDetail}>{city.countryName}</span>
            </li>
          ))}
      </ul>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
