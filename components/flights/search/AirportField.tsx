import { useTranslation } from '@/components/i18n/use-translation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { searchAirports, type AirportSuggestion } from '@/services/locations';
import { useAppSelector } from '@/store/hooks';
import styles from './FlightSearchForm.module.scss';

interface AirportFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
}

const SUGGEST_DELAY_MS = 200;

/** "Lagos (LOS)": what the field shows once an airport is chosen; the code travels in brackets. */
export const airportLabel = (suggestion: AirportSuggestion) => `${suggestion.address.cityName} (${suggestion.iataCode})`;

/**
 * An airport combobox (WAI-ARIA 1.2 pattern): type a city, airport, code or country in English or
 * French, pick with arrows and Enter or by tapping. Without JavaScript it is a plain text field
 * whose words the server turns into an airport.
 */
export function AirportField({ label, name, value, onChange, error, placeholder }: AirportFieldProps) {
  const { t } = useTranslation('search');
  const language = useAppSelector((state) => state.auth.locale);
  const country = useAppSelector((state) => state.auth.location?.country_code ?? null);
  const [suggestions, setSuggestions] = useState<AirportSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false);
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const request = useRef<AbortController | null>(null);

  // Suggest only while the person types, from two characters, and not once an airport is chosen.
  const searching = typed && value.trim().length >= 2 && !/\([A-Z]{3}\)$/.test(value);

  useEffect(() => {
    if (!searching) return;
    const timer = setTimeout(() => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      searchAirports(value, language, { signal: controller.signal, country })
        .then((found) => {
          setSuggestions(found);
          // Nothing is highlighted until the person moves: Enter alone never picks for them.
          setActive(-1);
          setOpen(true);
        })
        .catch(() => {
          // Offline or slow: the field keeps working as free text.
        });
    }, SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, searching, language, country]);

  const choose = (suggestion: AirportSuggestion) => {
    onChange(airportLabel(suggestion));
    setTyped(false);
    setOpen(false);
    setSuggestions([]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || suggestions.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : suggestions.length - 1) : (current + step + suggestions.length) % suggestions.length));
    } else if (event.key === 'Enter') {
      // With the list open, Enter takes the highlighted airport, and never sends the form with half a name.
      event.preventDefault();
      if (active >= 0) choose(suggestions[active]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const expanded = open && searching && suggestions.length > 0;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
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
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          setTyped(true);
          onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <ul id={listId} role="listbox" aria-label={t('search.suggestions', { field: label })} className={expanded ? styles.suggestions : styles.hidden}>
        {expanded &&
          suggestions.map((suggestion, index) => (
            <li
              key={suggestion.iataCode}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.suggestion}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(suggestion);
              }}
            >
              <span className={styles.suggestionCity}>
                {suggestion.address.cityName} <strong>{suggestion.iataCode}</strong>
              </span>
              <span className={styles.suggestionDetail}>
                {suggestion.name}, {suggestion.address.countryName}
              </span>
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
