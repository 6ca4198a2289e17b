import { useTranslation } from '@/components/i18n/use-translation';
import { FormField } from '@/components/common/FormField';
import styles from '@/components/product/Listing.module.scss';
import { FilterChecks, FilterChoice, FilterForm, MaxPriceFilter, ScoreFilter } from '@/components/product/FilterChoice';
import { useGetForm } from '@/components/product/use-get-form';
import { DURATION_FILTERS, SCORE_FILTERS, type ExperienceFilters } from '@/lib/experience-query';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { searchRequested, searchStopped } from '@/store/slices/experiences';

interface ExperienceFilterFormProps {
  action: string;
  filters: ExperienceFilters;
  today: string;
  maxDate: string;
  /** The date's problem, said under it. */
  dateError?: string;
}

/**
 * A list's filters (day, price, duration, score, free cancellation): a GET form to the same
 * address, the words and sort kept in hidden fields, so it works without JavaScript and can be shared.
 */
export function ExperienceFilterForm({ action, filters, today, maxDate, dateError }: ExperienceFilterFormProps) {
  const { t } = useTranslation('experiences');
  const currency = useAppSelector((state) => state.auth.currency);
  const locale = useAppSelector((state) => state.auth.locale);
  const dispatch = useAppDispatch();
  const submit = useGetForm({ start: () => dispatch(searchRequested()), stop: () => dispatch(searchStopped()) });
  const path = `${locale === 'fr' ? '/fr' : ''}${action}`;
  // The words, the city and the order stay as they are (the search box above changes them).
  const kept = [
    ...(filters.q ? [['q', filters.q]] : []),
    ...(filters.city ? [['city', filters.city]] : []),
    ...(filters.sort !== 'RECOMMENDED' ? [['sort', filters.sort]] : []),
  ];
  return (
    <FilterForm action={path} kept={kept} onSubmit={submit} apply={t('filters.apply')} clear={t('filters.clear')}>
      <FormField id="experience-filter-date" label={t('filters.date')} error={dateError} classes={{ field: styles.filterField, error: styles.filterError }}>
        {(control) => <input {...control} name="date" type="date" min={today} max={maxDate} defaultValue={filters.date} />}
      </FormField>
      <MaxPriceFilter id="experience-filter-price" label={t('filters.maxPrice', { currency })} value={filters.maxPrice} any={t('filters.any')} />
      <FilterChoice
        legend={t('filters.duration')}
        name="maxHours"
        values={[0, ...DURATION_FILTERS]}
        chosen={filters.maxHours}
        label={(hours) => (hours ? t('filters.upToHours', { count: hours }) : t('filters.any'))}
      />
      <ScoreFilter namespace="experiences" scores={SCORE_FILTERS} chosen={filters.minScore} />
      <FilterChecks
        legend={t('filters.terms')}
        boxes={[{ name: 'freeCancellation', value: '1', label: t('filters.freeCancellation'), checked: filters.freeCancellation }]}
      />
    </FilterForm>
  );
}
