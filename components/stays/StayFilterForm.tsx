import { useTranslation } from '@/components/i18n/use-translation';
import { AMENITY_FILTERS, PROPERTY_TYPES, SCORE_FILTERS, stayQuery, type StayFilters, type StaySearchCriteria } from '@/lib/stay-search-query';
import { useAppSelector } from '@/store/hooks';
import { FilterChecks, FilterChoice, FilterForm, MaxPriceFilter, ScoreFilter } from '@/components/product/FilterChoice';

/**
 * The results' filters: a GET form to the same address (the search kept in hidden fields), so it
 * works without JavaScript and a filtered list can be shared.
 */
export function StayFilterForm({ criteria, filters }: { criteria: StaySearchCriteria; filters: StayFilters }) {
  const { t } = useTranslation('stays');
  const currency = useAppSelector((state) => state.auth.currency);
  const action = `${useAppSelector((state) => state.auth.locale) === 'fr' ? '/fr' : ''}/stays/search`;
  const kept = [...stayQuery(criteria)];
  const sortKept = filters.sort !== 'RECOMMENDED' ? [['sort', filters.sort]] : [];
  return (
    <FilterForm action={action} kept={kept} apply={t('filters.apply')} clear={t('filters.clear')}>
      {sortKept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <MaxPriceFilter id="stay-filter-price" label={t('filters.maxPrice', { currency })} value={filters.maxPrice} any={t('filters.any')} />
      <FilterChoice
        legend={t('filters.stars')}
        name="minStars"
        values={[0, 3, 4, 5]}
        chosen={filters.minStars}
        label={(stars) => (stars ? t('filters.starsAtLeast', { count: stars }) : t('filters.any'))}
      />
      <ScoreFilter namespace="stays" scores={SCORE_FILTERS} chosen={filters.minScore} />
      <FilterChecks
        legend={t('filters.terms')}
        boxes={[
          { name: 'freeCancellation', value: '1', label: t('filters.freeCancellation'), checked: filters.freeCancellation },
          { name: 'breakfast', value: '1', label: t('filters.breakfast'), checked: filters.breakfast },
        ]}
      />
      <FilterChecks
        legend={t('filters.types')}
        boxes={PROPERTY_TYPES.map((type) => ({ name: 'type', value: type, label: t(`types.${type}`), checked: filters.types.includes(type) }))}
      />
      <FilterChecks
        legend={t('filters.amenities')}
        boxes={AMENITY_FILTERS.map((amenity) => ({
          name: 'amenity',
          value: amenity,
          label: t(`amenities.${amenity}`),
          checked: filters.amenities.includes(amenity),
        }))}
      />
    </FilterForm>
  );
}
