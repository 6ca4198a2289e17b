import { PageMeta } from '@/components/seo/Indexed';
import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import listing from '@/components/product/Listing.module.scss';
import page from '@/components/layout/Page.module.scss';
import { FullScreenLoader } from '@/components/status/FullScreenLoader';
import { EXPERIENCE_CATEGORIES, EXPERIENCE_CATEGORY_SLUGS, experienceHref, type ExperienceCategory } from '@/config/experiences-paths';
import { ListingData } from '@/components/seo/ListingData';
import { brand } from '@/config/public';
import { EXPERIENCE_SORTS, experienceListHref, type ExperienceFilters, type ExperienceProblem } from '@/lib/experience-query';
import type { ExperienceCity } from '@/services/experiences';
import { useAppSelector } from '@/store/hooks';
import { selectExperiences } from '@/store/slices/experiences';
import { Pager, SearchFailure, SortLinks } from '@/components/product/Listing';
import { ExperienceCard } from './ExperienceCard';
import { ExperienceFilterForm } from './ExperienceFilterForm';
import { ExperienceSearchBox } from './ExperienceSearchBox';
import styles from './Experiences.module.scss';
import { SearchSummary } from '@/components/product/SearchSummary';
import edit from '@/components/product/EditSearch.module.scss';

export type ExperienceResultsProps = {
  /** A category's page, or the search of every category (null). */
  category: ExperienceCategory | null;
  cities: ExperienceCity[];
  filters: ExperienceFilters;
  problems: ExperienceProblem[];
  today: string;
  maxDate: string;
  /** The first card's picture, sent with the page. */
  firstPhoto: string | null;
};

/**
 * Spec §1 experiences by category (and the search of every category): the words and the city, the
 * filters, the sorts and the experiences, at a shareable address that works without JavaScript.
 */
export function ExperienceResults({ category, cities, filters, problems, today, maxDate, firstPhoto }: ExperienceResultsProps) {
  const { t } = useTranslation('experiences');
  const { results, searchError, loading } = useAppSelector(selectExperiences);
  const cityName = (code: string | null) => cities.find((city) => city.code === code)?.name;
  const city = cityName(filters.city);
  const action = category ? `/experiences/${EXPERIENCE_CATEGORY_SLUGS[category]}` : '/experiences/search';
  const pages = results ? Math.max(1, Math.ceil(results.meta.count / results.meta.pageSize)) : 1;
  const active = [filters.date, filters.maxPrice, filters.maxHours, filters.minScore, filters.freeCancellation].filter(Boolean).length;
  const termError = problems.find((problem) => problem === 'termShort' || problem === 'termLong');
  const dateError = problems.find((problem) => problem === 'datePast' || problem === 'dateFar');
  const name = category ? t(`categories.${category}.name`) : t('results.searchTitle');
  const heading = filters.q && !termError ? t('results.matching', { name, q: filters.q }) : city ? t('results.inCity', { name, city }) : name;
  // A category's plain page (or its city's) is for search engines; a filtered or searched list is not.
  const indexable = category && !filters.q && active === 0 && filters.sort === 'RECOMMENDED' && filters.page === 1;
  const listPath = `${action}${filters.city ? `?city=${filters.city}` : ''}`;

  const pageTitle = `${heading} | ${brand.name}`;
  const pageDescription = category
    ? city
      ? t('meta.cityListDescription', { list: t('results.inCity', { name, city }), description: t(`categories.${category}.description`) })
      : t(`categories.${category}.description`)
    : t('meta.homeDescription');
  return (
    <div className={page.page}>
      <PageMeta title={pageTitle} description={pageDescription} indexed={indexable ? listPath : null} />
      {indexable && results && (
        <ListingData
          id="experiences"
          crumbs={[
            { name: brand.name, path: '/' },
            { name: t('home.title'), path: '/experiences' },
            { name: heading, path: listPath },
          ]}
          items={results.data.map((activity) => ({ name: activity.name, path: experienceHref(activity.category as ExperienceCategory | null, activity.id) }))}
        />
      )}
      {loading && <FullScreenLoader label={t('results.loading')} />}
      <p className={styles.back}>
        <Link href={filters.city ? `/experiences?city=${filters.city}` : '/experiences'}>{t('results.allCategories')}</Link>
      </p>
      <h1 className={page.heading}>{heading}</h1>
      {category && <p className={styles.intro}>{t(`categories.${category}.description`)}</p>}

      {/* The words and city in a line, kept in view while the list scrolls; opening it changes them (no JavaScript needed). */}
      <details className={edit.editSearch} open={!!termError || problems.includes('city') || undefined}>
        <summary>
          <SearchSummary
            place={filters.q ? t('results.quoted', { q: filters.q.slice(0, 100) }) : t('results.searchIn', { name })}
            facts={[city ?? t('search.anywhere')]}
            editLabel={t('results.edit')}
          />
        </summary>
        <ExperienceSearchBox
          key={`${filters.q}|${filters.city}`}
          action={action}
          cities={cities}
          q={filters.q}
          city={filters.city}
          error={termError ? t(`problems.${termError}`) : undefined}
        />
      </details>
      {problems.includes('city') && (
        <p role="alert" className={listing.failure}>
          {t('problems.city')}
        </p>
      )}

      <nav aria-label={t('results.categories')} className={`${listing.sorts} ${styles.categories}`}>
        {EXPERIENCE_CATEGORIES.map((candidate) => (
          <Link
            key={candidate}
            href={experienceListHref(candidate, { q: filters.q, city: filters.city })}
            aria-current={candidate === category ? 'page' : undefined}
            className={listing.sort}
          >
            {t(`categories.${candidate}.name`)}
          </Link>
        ))}
      </nav>

      {searchError && <SearchFailure namespace="experiences" error={searchError} />}

      {(results || dateError) && (
        <div className={listing.layout}>
          <details className={listing.filters} open={!!dateError || undefined}>
            <summary>{active > 0 ? t('results.filtersActive', { count: active }) : t('results.filters')}</summary>
            <ExperienceFilterForm
              action={action}
              filters={filters}
              today={today}
              maxDate={maxDate}
              dateError={dateError ? t(`problems.${dateError}`) : undefined}
            />
          </details>

          {results && (
            <div className={listing.list}>
              <SortLinks
                namespace="experiences"
                sorts={EXPERIENCE_SORTS}
                current={filters.sort}
                href={(sort) => experienceListHref(category, { ...filters, sort, page: 1 })}
              />
              <p className={listing.count} aria-live="polite">
                {t('results.count', { count: results.meta.count })}
              </p>
              {results.warnings && results.warnings.length > 0 && <p className={listing.count}>{t('results.partnerMissing')}</p>}
              {results.data.length === 0 ? (
                <p className={listing.empty}>{active > 0 || filters.q ? t('results.emptyFiltered') : t('results.empty')}</p>
              ) : (
                <ol className={listing.grid}>
                  {results.data.map((activity, index) => (
                    <li key={activity.id}>
                      <ExperienceCard
                        activity={activity}
                        cityName={cityName(activity.cityCode)}
                        eager={index === 0}
                        inlinePhoto={index === 0 ? firstPhoto : null}
                      />
                    </li>
                  ))}
                </ol>
              )}
              <Pager namespace="experiences" page={filters.page} pages={pages} href={(page) => experienceListHref(category, { ...filters, page })} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
