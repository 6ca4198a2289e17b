import { useTranslation } from '@/components/i18n/use-translation';
import { AMENITY_FILTERS, PROPERTY_TYPES, SCORE_FILTERS, stayQuery, type StayFilters, type StaySearchCriteria } from '@/lib/stay-search-query';
import { useAppSelector } from '@/store/hooks';
import { FilterChoice } from '@/components/product/FilterChoice';
import styles from '@/components/product/Listing.module.scss';

/**
 * The results' filters: a GET form to the same address (the search kept in hidden fields), so it
 * works without JavaScript and a filtered list can be shared.
 */
export function StayFilterForm({ criteria, filters }: { criteria: StaySearchCriteria; filters: StayFilters }) {
  const { t } = useTranslation('stays');
  const currency = useAppSelector((state) => state.auth.currency);
  const action = `${useAppSelector((state) => state.auth.locale) === 'fr' ? '/fr' : ''}/stays/search`;
  const kept = [...stayQuery(criteria)];
  return (
    <form action={action} method="get" className={styles.filterForm}>
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {filters.sort !== 'RECOMMENDED' && <input type="hidden" name="sort" value={filters.sort} />}
      <div className={styles.filterField}>
        <label htmlFor="stay-filter-price">{t('filters.maxPrice', { currency })}</label>
        <input
          id="stay-filter-price"
          name="maxPrice"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          defaultValue={filters.maxPrice ?? ''}
          placeholder={t('filters.any')}
        />
      </div>
      <FilterChoice
        legend={t('filters.stars')}
        name="minStars"
        values={[0, 3, 4, 5]}
        chosen={filters.minStars}
        label={(stars) => (stars ? t('filters.starsAtLeast', { count: stars }) : t('filters.any'))}
      />
      <FilterChoice
        legend={t('filters.score')}
        name="minScore"
        values={[0, ...SCORE_FILTERS]}
        chosen={filters.minScore}
        label={(score) => (score ? t('filters.scoreAtLeast', { score }) : t('filters.any'))}
      />
      <fieldset className={styles.filterGroup}>
        <legend>{t('filters.terms')}</legend>
        <label>
          <input type="checkbox" name="freeCancellation" value="1" defaultChecked={filters.freeCancellation} /> {t('filters.freeCancellation')}
        </label>
        <label>
          <input type="checkbox" name="breakfast" value="1" defaultChecked={filters.breakfast} /> {t('filters.breakfast')}
        </label>
      </fieldset>
      <fieldset className={styles.filterGroup}>
        <legend>{t('filters.types')}</legend>
        {PROPERTY_TYPES.map((type) => (
          <label key={type}>
            <input type="checkbox" name="type" value={type} defaultChecked={filters.types.includes(type)} /> {t(`types.${type}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.filterGroup}>
        <legend>{t('filters.amenities')}</legend>
        {AMENITY_FILTERS.map((amenity) => (
          <label key={amenity}>
            <input type="checkbox" name="amenity" value={amenity} defaultChecked={filters.amenities.includes(amenity)} /> {t(`amenities.${amenity}`)}
          </label>
        ))}
      </fieldset>
      <div className={styles.filterActions}>
        <button type="submit" className={styles.apply}>
          {t('filters.apply')}
        </button>
        <a href={`${action}?${new URLSearchParams(kept)}`}>{t('filters.clear')}</a>
      </div>
    </form>
  );
}
