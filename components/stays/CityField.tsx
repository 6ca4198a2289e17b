import { useTranslation } from '@/components/i18n/use-translation';
import { useMemo } from 'react';
import { Combobox } from '@/components/common/Combobox';
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
 * The destination: the cities with stays, in English or French, suggested from the list the page
 * came with (no request per letter). Without JavaScript it is a text field the server reads.
 */
export function CityField({ id, label, value, cities, onChange, error }: CityFieldProps) {
  const { t } = useTranslation('stays');
  const suggestions = useMemo(() => suggestStayCities(value, cities), [value, cities]);
  return (
    <Combobox
      id={id}
      label={label}
      name="city"
      value={value}
      placeholder={t('search.cityPlaceholder')}
      error={error}
      options={suggestions}
      // A city already chosen offers nothing more.
      offering={!cities.some((city) => stayCityLabel(city) === value)}
      listLabel={t('search.suggestions')}
      optionKey={(city) => city.code}
      renderOption={(city) => (
        <>
          <span className={styles.suggestionCity}>{city.name}</span>
          <span className={styles.suggestionDetail}>{city.countryName}</span>
        </>
      )}
      onType={onChange}
      onChoose={(city) => onChange(stayCityLabel(city))}
      classes={styles}
    />
  );
}
