import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import type { SyntheticEvent } from 'react';
import { toast } from '@/components/common/toast';
import { Rating } from '@/components/reviews/Rating';
import { experienceHref, type ExperienceCategory } from '@/config/experiences-paths';
import type { Activity } from '@/services/experiences';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { fetchInformational, selectExperiences } from '@/store/slices/experiences';
import styles from './Experiences.module.scss';

/**
 * A city's places worth knowing (spec §3 informational items): each opens its practical
 * information in place, read from the API when opened (spec §4: 'Experience Fetched' once it has
 * come; a failure says so, with a retry). Without JavaScript, the place's own page has it all.
 */
export function PlacesWorthKnowing({ places, cityName }: { places: Activity[]; cityName: string }) {
  const { t } = useTranslation('experiences');
  const dispatch = useAppDispatch();
  const language = useAppSelector((state) => state.auth.locale);
  const { informational, informationalPending, informationalFailed } = useAppSelector(selectExperiences);

  const load = async (id: string) => {
    const result = await dispatch(fetchInformational({ id, language }));
    if (fetchInformational.fulfilled.match(result)) toast.success(t('places.fetched'));
    else toast.error(t('places.fetchFailed'));
  };
  const opened = (id: string) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open && !informational[id] && informationalPending !== id) void load(id);
  };

  return (
    <section aria-labelledby="places-title">
      <h2 id="places-title" className={styles.sectionTitle}>
        {t('places.title', { city: cityName })}
      </h2>
      <p className={styles.intro}>{t('places.intro')}</p>
      <ul className={styles.places}>
        {places.map((place) => {
          const loaded = informational[place.id];
          const practical = loaded?.details?.practical;
          return (
            <li key={place.id} className={styles.place}>
              <h3>
                <Link href={experienceHref(place.category as ExperienceCategory | null, place.id)}>{place.name}</Link>
              </h3>
              <p className={styles.muted}>{place.shortDescription}</p>
              <Rating score={place.reviews.score} count={place.reviews.count} />
              <details onToggle={opened(place.id)}>
                <summary>{t('places.practical')}</summary>
                {practical ? (
                  <dl className={styles.practical}>
                    <dt>{t('places.openingHours')}</dt>
                    <dd>{practical.openingHours}</dd>
                    <dt>{t('places.entry')}</dt>
                    <dd>{practical.entry}</dd>
                    <dt>{t('places.tips')}</dt>
                    <dd>{practical.tips}</dd>
                  </dl>
                ) : informationalFailed === place.id ? (
                  <div role="alert" className={styles.failure}>
                    <p>{t('places.fetchFailed')}</p>
                    <button type="button" className={styles.retry} onClick={() => void load(place.id)}>
                      {t('places.retry')}
                    </button>
                  </div>
                ) : informationalPending === place.id ? (
                  <p role="status" className={styles.muted}>
                    {t('places.loading')}
                  </p>
                ) : (
                  <p>
                    <Link href={experienceHref(place.category as ExperienceCategory | null, place.id)}>{t('places.seePage', { name: place.name })}</Link>
                  </p>
                )}
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
