import { useTranslation } from '@/components/i18n/use-translation';
import { useEffect, useRef, useState } from 'react';
import { Combobox } from '@/components/common/Combobox';
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
 * An airport field: type a city, airport, code or country in English or French, and the API's
 * suggestions come as the person pauses. Without JavaScript it is a plain text field whose words
 * the server turns into an airport.
 */
export function AirportField({ label, name, value, onChange, error, placeholder }: AirportFieldProps) {
  const { t } = useTranslation('search');
  const language = useAppSelector((state) => state.auth.locale);
  const country = useAppSelector((state) => state.auth.location?.country_code ?? null);
  const [suggestions, setSuggestions] = useState<AirportSuggestion[]>([]);
  const [typed, setTyped] = useState(false);
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
        .then(setSuggestions)
        .catch(() => {
          // Offline or slow: the field keeps working as free text.
        });
    }, SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, searching, language, country]);

  return (
    <Combobox
      label={label}
      name={name}
      value={value}
      placeholder={placeholder}
      error={error}
      options={suggestions}
      offering={searching}
      listLabel={t('search.suggestions', { field: label })}
      optionKey={(suggestion) => suggestion.iataCode}
      renderOption={(suggestion) => (
        <>
          <span className={styles.suggestionCity}>
            {suggestion.address.cityName} <strong>{suggestion.iataCode}</strong>
          </span>
          <span className={styles.suggestionDetail}>
            {suggestion.name}, {suggestion.address.countryName}
          </span>
        </>
      )}
      onType={(typedValue) => {
        setTyped(true);
        onChange(typedValue);
      }}
      onChoose={(suggestion) => {
        onChange(airportLabel(suggestion));
        setTyped(false);
        setSuggestions([]);
      }}
      classes={styles}
    />
  );
}
