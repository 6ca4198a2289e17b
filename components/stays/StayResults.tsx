import Head from 'next/head';
import { useTranslation } from '@/components/i18n/use-translation';
import { brand } from '@/config/public';
import { useFormatters } from '@/components/i18n/use-formatters';
import page from '@/components/layout/Page.module.scss';
import { FullScreenLoader } from '@/components/status/FullScreenLoader';
import { STAY_SORTS, stayHref, staySearchHref, type StayCriteriaError, type StayFilters, type StaySearchCriteria } from '@/lib/stay-search-query';
import type { StayCity } from '@/services/stays';
import { useAppSelector } from '@/store/hooks';
import { selectStays } from '@/store/slices/stays';
import { Pager, SearchFailure, SortLinks } from '@/components/product/Listing';
import { StayCard } from './StayCard';
import { StayFilterForm } from './StayFilterForm';
import { StaySearchForm } from './StaySearchForm';
import styles from '@/components/product/Listing.module.scss';
import { SearchSummary } from '@/components/product/SearchSummary';
import edit from '@/components/product/EditSearch.module.scss';

export type StayResultsProps = {
  cities: StayCity[];
  /** The search as asked, its city a code once known. */
  criteria: StaySearchCriteria;
  filters: StayFilters;
  /** The city's name in the reader's language, once known. */
  cityName: string | null;
  problems: StayCriteriaError[];
  today: string;
  /** The first stay's picture, sent with the page. */
  firstPhoto: string | null;
};

/** Spec §1 stays results: every stay with rooms for the stay and the party, at a shareable address. */
export function StayResults({ cities, criteria, filters, cityName, problems, today, firstPhoto }: StayResultsProps) {
  const { t } = useTranslation('stays');
  const { dateRange } = useFormatters();
  const { results, searchError, loading } = useAppSelector(selectStays);
  const nights = results?.meta.nights ?? 1;
  const pages = results ? Math.max(1, Math.ceil(results.meta.count / results.meta.pageSize)) : 1;
  const guests = criteria.adults + criteria.childAges.length;
  const asked = problems.length === 0 && !!cityName;
  const place = cityName ?? criteria.city;
  const active =
    [filters.maxPrice, filters.minStars, filters.minScore, filters.freeCancellation, filters.breakfast].filter(Boolean).length +
    filters.types.length +
    filters.amenities.length;

  return (
    <div className={page.page}>
      <Head>
        <title>
          {asked
            ? t('meta.resultsTitle', { city: place, dates: dateRange(criteria.checkIn, criteria.checkOut), brand: brand.name })
            : t('meta.searchTitle', { brand: brand.name })}
        </title>
        <meta name="robots" content="noindex, follow" />
      </Head>
      {loading && <FullScreenLoader label={t('search.searching')} />}
      <h1 className={page.heading}>{asked ? t('results.heading', { city: place }) : t('search.title')}</h1>

      {asked ? (
        // The stay in words, kept in view while scrolling; opening it edits the search (no JavaScript needed).
        <details className={edit.editSearch}>
          <summary>
            <SearchSummary
              place={place}
              facts={[dateRange(criteria.checkIn, criteria.checkOut), t('results.guests', { count: guests }), t('results.rooms', { count: criteria.rooms })]}
              editLabel={t('results.edit')}
            />
          </summary>
          <StaySearchForm cities={cities} values={criteria} problems={problems} today={today} />
        </details>
      ) : (
        // A search that cannot be made: the form itself, its problems first.
        <StaySearchForm cities={cities} values={criteria} problems={problems} today={today} />
      )}

      {searchError && <SearchFailure namespace="stays" error={searchError} />}

      {results && (
        <div className={styles.layout}>
          <details className={styles.filters}>
            <summary>{active > 0 ? t('results.filtersActive', { count: active }) : t('results.filters')}</summary>
            <StayFilterForm criteria={criteria} filters={filters} />
          </details>

          <div className={styles.list}>
            <SortLinks namespace="stays" sorts={STAY_SORTS} current={filters.sort} href={(sort) => staySearchHref(criteria, { ...filters, sort, page: 1 })} />
            <p className={styles.count} aria-live="polite">
              {t('results.count', { count: results.meta.count })} · {t('results.prices', { count: nights })}
            </p>
            {results.data.length === 0 ? (
              <p className={styles.empty}>
                {/* Filters on: they are what to change, not the dates. */}
                {active > 0 ? t('results.emptyFiltered') : t('results.empty', { city: place })}
              </p>
            ) : (
              <ol className={styles.items}>
                {results.data.map((item, index) => (
                  <li key={item.hotel.hotelId}>
                    <StayCard
                      hotel={item.hotel}
                      offer={item.offers[0]}
                      nights={nights}
                      href={stayHref(item.hotel.hotelId, criteria)}
                      eager={index === 0}
                      inlinePhoto={index === 0 ? firstPhoto : null}
                    />
                  </li>
                ))}
              </ol>
            )}
            <Pager namespace="stays" page={filters.page} pages={pages} href={(page) => staySearchHref(criteria, { ...filters, page })} />
          </div>
        </div>
      )}
    </div>
  );
}
