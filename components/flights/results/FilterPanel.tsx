import { useTranslation } from '@/components/i18n/use-translation';
import { useFormatters } from '@/components/i18n/use-formatters';
import styles from './FlightResults.module.scss';
import { carrierName, DEPARTURE_SLOTS, STOP_FILTERS, type OfferDictionaries, type OfferFilters, type OfferView } from './offer-view';

interface FilterPanelProps {
  filters: OfferFilters;
  /** The airlines of the offers, by code. */
  airlines: string[];
  dictionaries: OfferDictionaries | null;
  hourSteps: number[];
  /** Price steps, in whole units of `currency`. */
  priceSteps: number[];
  currency: OfferView['price']['currency'];
  /** Changes the address's view (sort, filters); an empty value removes the parameter. */
  setView: (changes: Record<string, string | string[] | undefined>) => void;
}

/**
 * The results' filters: stops, airlines, departure time, journey length and price. Drawn when the
 * Filters panel is first opened, so a results page's first script and HTML do not carry them.
 */
export function FilterPanel({ filters, airlines, dictionaries, hourSteps, priceSteps, currency, setView }: FilterPanelProps) {
  const { t } = useTranslation('results');
  const { price } = useFormatters();
  return (
    <>
      <fieldset>
        <legend>{t('results.stops')}</legend>
        {STOP_FILTERS.map((option) => (
          <label key={option}>
            <input type="radio" name="stops" checked={filters.stops === option} onChange={() => setView({ stops: option === 'ALL' ? undefined : option })} />
            {t(`results.stopOptions.${option}`)}
          </label>
        ))}
      </fieldset>
      {airlines.length > 1 && (
        <fieldset>
          <legend>{t('results.airlines')}</legend>
          {airlines.map((code) => (
            <label key={code}>
              <input
                type="checkbox"
                checked={filters.airlines.includes(code)}
                onChange={(event) =>
                  setView({ airline: event.target.checked ? [...filters.airlines, code] : filters.airlines.filter((airline) => airline !== code) })
                }
              />
              {carrierName(dictionaries, code)}
            </label>
          ))}
        </fieldset>
      )}
      <fieldset>
        <legend>{t('results.departs')}</legend>
        {DEPARTURE_SLOTS.map((slot) => (
          <label key={slot}>
            <input
              type="checkbox"
              checked={filters.departs.includes(slot)}
              onChange={(event) =>
                setView({ departs: event.target.checked ? [...filters.departs, slot] : filters.departs.filter((chosen) => chosen !== slot) })
              }
            />
            {t(`results.slots.${slot}`)}
          </label>
        ))}
      </fieldset>
      {hourSteps.length > 0 && (
        <label className={styles.priceFilter}>
          {t('results.maxDuration')}
          <select value={filters.maxHours ? String(filters.maxHours) : ''} onChange={(event) => setView({ maxHours: event.target.value || undefined })}>
            <option value="">{t('results.anyDuration')}</option>
            {hourSteps.map((hours) => (
              <option key={hours} value={String(hours)}>
                {t('results.upToHours', { count: hours })}
              </option>
            ))}
          </select>
        </label>
      )}
      {priceSteps.length > 0 && (
        <label className={styles.priceFilter}>
          {t('results.maxPrice')}
          <select
            value={filters.maxPriceMinor ? String(filters.maxPriceMinor / 100) : ''}
            onChange={(event) => setView({ maxPrice: event.target.value || undefined })}
          >
            <option value="">{t('results.anyPrice')}</option>
            {priceSteps.map((step) => (
              <option key={step} value={String(step)}>
                {price(step * 100, currency)}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        type="button"
        className={styles.clear}
        onClick={() => setView({ stops: undefined, airline: undefined, maxPrice: undefined, departs: undefined, maxHours: undefined })}
      >
        {t('results.clearFilters')}
      </button>
    </>
  );
}
