import { useRouter } from 'next/router';
import { PageMeta } from '@/components/seo/Indexed';
import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import page from '@/components/layout/Page.module.scss';
import listing from '@/components/product/Listing.module.scss';
import { FullScreenLoader } from '@/components/status/FullScreenLoader';
import { EXPERIENCE_CATEGORIES, type ExperienceCategory } from '@/config/experiences-paths';
import { brand } from '@/config/public';
import { experienceListHref } from '@/lib/experience-query';
import type { Activity, ExperienceCity } from '@/services/experiences';
import { useAppSelector } from '@/store/hooks';
import { selectExperiences } from '@/store/slices/experiences';
import { ExperienceSearchBox } from './ExperienceSearchBox';
import { PlacesWorthKnowing } from './PlacesWorthKnowing';
import styles from './Experiences.module.scss';

export type ExperiencesHomeProps = {
  cities: ExperienceCity[];
  /** The city the lists open on: the address's, or the visitor's nearest. */
  city: string;
  places: Activity[];
  placesFailed: boolean;
};

/** A line drawing per category (no picture to download). */
const ICONS: Record<ExperienceCategory, string> = {
  TOURS: 'M4 20l5-14 4 9 3-5 4 10H4zm12-14a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  RELAXATION: 'M3 14c3-2 6-2 9 0s6 2 9 0M3 18c3-2 6-2 9 0s6 2 9 0M12 3c2 2 2 5 0 7-2-2-2-5 0-7z',
  OUTDOOR_SPORT: 'M5 20l4-8 3 3 3-7 4 12M9 5a2 2 0 1 0 0-.01',
  ATTRACTION: 'M3 20h18M5 20V10h14v10M4 10l8-6 8 6M9 20v-5h6v5',
};

/** Spec §1 experiences: the four categories, a search of every one, and the city's places worth knowing. */
export function ExperiencesHome({ cities, city, places, placesFailed }: ExperiencesHomeProps) {
  const { t } = useTranslation('experiences');
  const router = useRouter();
  const { loading } = useAppSelector(selectExperiences);
  const known = cities.find((candidate) => candidate.code === city);
  const pageTitle = t('meta.homeTitle', { brand: brand.name });
  const pageDescription = t('meta.homeDescription');
  return (
    <div className={page.page}>
      <PageMeta title={pageTitle} description={pageDescription} indexed={!router.asPath.includes('?') ? '/experiences' : null} />
      {loading && <FullScreenLoader label={t('results.loading')} />}
      <h1 className={page.heading}>{t('home.title')}</h1>
      <p className={styles.intro}>{t('home.intro')}</p>
      <ExperienceSearchBox action="/experiences/search" cities={cities} q="" city={known ? city : ''} />

      <h2 className={styles.sectionTitle}>{known ? t('home.categoriesIn', { city: known.name }) : t('home.categories')}</h2>
      <ul className={styles.tiles}>
        {EXPERIENCE_CATEGORIES.map((category) => (
          <li key={category}>
            <Link href={experienceListHref(category, { city: known ? city : '' })} className={styles.tile}>
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                <path d={ICONS[category]} />
              </svg>
              <strong>{t(`categories.${category}.name`)}</strong>
              <span>{t(`categories.${category}.short`)}</span>
            </Link>
          </li>
        ))}
      </ul>

      {placesFailed ? (
        <p role="alert" className={listing.failure}>
          {t('places.listFailed')} <Link href={`/experiences?city=${city}`}>{t('results.retry')}</Link>
        </p>
      ) : known && places.length > 0 ? (
        <PlacesWorthKnowing places={places} cityName={known.name} />
      ) : null}

      {cities.length > 0 && (
        <nav aria-labelledby="experience-cities" className={styles.cityList}>
          <h2 id="experience-cities" className={styles.sectionTitle}>
            {t('home.otherCities')}
          </h2>
          <ul>
            {cities.map((candidate) => (
              <li key={candidate.code}>
                <Link href={`/experiences?city=${candidate.code}`} aria-current={candidate.code === city ? 'page' : undefined}>
                  {candidate.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
