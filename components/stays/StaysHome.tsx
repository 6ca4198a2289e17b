import { useRouter } from 'next/router';
import { PageMeta } from '@/components/seo/Indexed';
import { useTranslation } from '@/components/i18n/use-translation';
import { brand } from '@/config/public';
import page from '@/components/layout/Page.module.scss';
import { FullScreenLoader } from '@/components/status/FullScreenLoader';
import type { StaySearchCriteria } from '@/lib/stay-search-query';
import type { StayCity } from '@/services/stays';
import { useAppSelector } from '@/store/hooks';
import { selectStays } from '@/store/slices/stays';
import { CityStayCards } from './StayCard';
import { StaySearchForm } from './StaySearchForm';
import styles from '@/components/product/Listing.module.scss';

export type StaysHomeProps = {
  cities: StayCity[];
  values: StaySearchCriteria;
  today: string;
  /** The city listing could not be read (the page says so; the search still works). */
  listingFailed: boolean;
  /** The first stay's picture, sent with the page. */
  firstPhoto: string | null;
};

/** Spec §1 stays: the search, then the stays of the visitor's nearest city (Lagos by default, §9). */
export function StaysHome({ cities, values, today, listingFailed, firstPhoto }: StaysHomeProps) {
  const { t } = useTranslation('stays');
  const router = useRouter();
  const { cityStays, loading } = useAppSelector(selectStays);
  const pageTitle = t('meta.homeTitle', { brand: brand.name });
  const pageDescription = t('meta.homeDescription');
  return (
    <div className={page.page}>
      <PageMeta title={pageTitle} description={pageDescription} indexed={!router.asPath.includes('?') ? '/stays' : null} />
      {loading && <FullScreenLoader label={t('search.searching')} />}
      <h1 className={page.heading}>{t('search.title')}</h1>
      <p className={styles.intro}>{t('search.intro')}</p>
      <StaySearchForm cities={cities} values={values} today={today} />
      <section className={styles.nearby} aria-labelledby="stays-nearby">
        <h2 id="stays-nearby">{cityStays ? t('nearby.title', { city: cityStays.city }) : t('nearby.titleAny')}</h2>
        {listingFailed ? (
          <p role="alert" className={styles.failure}>
            {t('nearby.failed')}
          </p>
        ) : cityStays && cityStays.data.length > 0 ? (
          <>
            <p className={styles.count}>{t('nearby.intro')}</p>
            <CityStayCards stays={cityStays.data.slice(0, 6)} firstPhoto={firstPhoto} />
          </>
        ) : (
          <p className={styles.empty}>{t('nearby.empty')}</p>
        )}
      </section>
    </div>
  );
}
