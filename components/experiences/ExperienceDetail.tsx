import Head from 'next/head';
import { Indexed } from '@/components/seo/Indexed';
import { JsonLd } from '@/components/seo/JsonLd';
import { experienceData } from '@/components/seo/listing-data';
import { localisedPath } from '@/lib/seo/addresses';
import Link from 'next/link';
import { Fragment } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { useFormatters } from '@/components/i18n/use-formatters';
import page from '@/components/layout/Page.module.scss';
import detail from '@/components/product/Detail.module.scss';
import { Rating } from '@/components/reviews/Rating';
import { REVIEWS_PER_PAGE, ReviewsSection } from '@/components/reviews/ReviewsSection';
import { mapsLink } from '@/lib/maps-link';
import { EXPERIENCE_CATEGORY_SLUGS, type ExperienceCategory } from '@/config/experiences-paths';
import { brand } from '@/config/public';
import { Gallery } from '@/components/product/Gallery';
import type { Participants } from '@/services/experiences';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { fetchExperienceReviews, selectExperiences } from '@/store/slices/experiences';
import { Duration } from './Duration';
import { EXPERIENCE_REVIEW_CATEGORIES } from './review-categories';
import { SlotPicker } from './SlotPicker';
import styles from './Experiences.module.scss';

export type ExperienceDetailProps = {
  cityName: string;
  countryName: string | null;
  /** The address's day, party and window of days. */
  date: string | null;
  party: Participants;
  from: string;
  earlier: string | null;
  later: string | null;
  /** The plain address (no day, party or reviews' tab): for search engines. */
  indexable: boolean;
  /** The first picture, sent with the page. */
  firstPhoto: string | null;
};

/** What it offers and what it does not, each a list of its own. */
const LISTS = [
  { key: 'highlights', style: 'ticks' },
  { key: 'included', style: 'ticks' },
  { key: 'notIncluded', style: 'crosses' },
] as const;

/**
 * Spec §1 experiences detail: what it is, what is included, where to meet, who it suits, how it is
 * cancelled; its days and times with the places left and the party by age band; its reviews. A
 * place worth knowing (not sold) shows its practical information instead of times.
 */
export function ExperienceDetail({ cityName, countryName, date, party, from, earlier, later, indexable, firstPhoto }: ExperienceDetailProps) {
  const { t } = useTranslation('experiences');
  const { language } = useFormatters();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectExperiences);
  const origin = useAppSelector((root) => root.ui.siteOrigin);
  if (!state.experience) return null;
  const { data: activity, slots } = state.experience;
  const { details } = activity;
  const category = activity.category as ExperienceCategory | null;
  const number = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-NG', { maximumFractionDigits: 5 });
  const languageName = new Intl.DisplayNames([language], { type: 'language' });

  const pageTitle = t('meta.experienceTitle', { name: activity.name, city: cityName, brand: brand.name });
  const pageDescription = t('meta.experienceDescription', { name: activity.name, city: cityName, description: activity.shortDescription });
  return (
    <div className={page.page}>
      <Head>
        <title>{pageTitle}</title>
        {/* Its name and city first: experiences of one kind share a summary from one city to the next. */}
        <meta name="description" content={pageDescription} />
      </Head>
      {indexable && category && (
        <>
          <Indexed path={`/experiences/${EXPERIENCE_CATEGORY_SLUGS[category]}/${activity.id}`} title={pageTitle} description={pageDescription} />
          <JsonLd
            id="experience"
            data={experienceData({
              url: `${origin}${localisedPath(`/experiences/${EXPERIENCE_CATEGORY_SLUGS[category]}/${activity.id}`, language)}`,
              origin,
              name: activity.name,
              description: activity.shortDescription,
              pictures: activity.pictures,
              latitude: activity.geoCode.latitude,
              longitude: activity.geoCode.longitude,
              // A partner's activity shows its supplier's rating, not our guests': no score of ours to give.
              reviews: activity.provider === 'amadeus' ? { score: null, count: 0 } : activity.reviews,
              category: t(`categories.${category}.name`),
              price: activity.price ?? null,
              informational: !!activity.informational,
            })}
          />
        </>
      )}
      {category && (
        <p className={detail.back}>
          <Link href={`/experiences/${EXPERIENCE_CATEGORY_SLUGS[category]}?city=${activity.cityCode ?? ''}`}>
            {t('detail.back', { name: t(`categories.${category}.name`), city: cityName })}
          </Link>
        </p>
      )}
      <h1 className={page.heading}>{activity.name}</h1>
      <p className={detail.kind}>
        {category ? `${t(`categories.${category}.name`)} · ` : ''}
        {cityName}
        {countryName ? `, ${countryName}` : ''}
        {activity.informational ? ` · ${t('card.notSold')}` : ''}
      </p>
      {activity.provider === 'amadeus' ? (
        activity.rating && <p className={detail.note}>{t('outside.rating', { rating: activity.rating })}</p>
      ) : (
        <Rating score={activity.reviews.score} count={activity.reviews.count} />
      )}

      <Gallery
        pictures={activity.pictures}
        firstPhoto={firstPhoto}
        label={t('detail.gallery')}
        alt={(index) => t('detail.picture', { number: index + 1, count: activity.pictures.length, name: activity.name })}
      />
      <p className={detail.note}>{activity.provider === 'amadeus' ? t('outside.illustrations') : t('detail.illustrations')}</p>

      <div className={detail.columns}>
        <div className={detail.main}>
          {activity.informational ? (
            <section aria-labelledby="place-practical" className={detail.section}>
              <h2 id="place-practical">{t('places.practical')}</h2>
              {details?.practical && (
                <dl className={detail.policies}>
                  <dt>{t('places.openingHours')}</dt>
                  <dd>{details.practical.openingHours}</dd>
                  <dt>{t('places.entry')}</dt>
                  <dd>{details.practical.entry}</dd>
                  <dt>{t('places.tips')}</dt>
                  <dd>{details.practical.tips}</dd>
                </dl>
              )}
              <p className={styles.muted}>{t('places.notSoldNote', { brand: brand.name })}</p>
            </section>
          ) : activity.provider === 'amadeus' ? (
            <section aria-labelledby="availability-title" className={styles.outside} id="availability">
              <h2 id="availability-title">{t('outside.title')}</h2>
              <p>{t('outside.text')}</p>
              <a href={activity.bookingLink} target="_blank" rel="noopener noreferrer nofollow" className={page.primaryLink}>
                {t('outside.link')}
                <span className="visually-hidden"> {t('outside.newTab')}</span>
              </a>
            </section>
          ) : (
            <section aria-labelledby="availability-title" className={detail.section} id="availability">
              <h2 id="availability-title">{t('slots.title')}</h2>
              {details?.prices && (
                <SlotPicker
                  key={from}
                  slots={slots}
                  date={date}
                  party={party}
                  prices={details.prices}
                  from={from}
                  earlier={earlier}
                  later={later}
                  action="/experiences/book"
                />
              )}
            </section>
          )}

          <section aria-labelledby="experience-about" className={detail.section}>
            <h2 id="experience-about">{t('detail.about')}</h2>
            <p>{activity.description}</p>
            {details &&
              LISTS.map(
                ({ key, style }) =>
                  details[key].length > 0 && (
                    <Fragment key={key}>
                      <h3>{t(`detail.${key}`)}</h3>
                      <ul className={styles[style]}>
                        {details[key].map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    </Fragment>
                  ),
              )}
          </section>

          {activity.provider !== 'amadeus' && (
            <ReviewsSection
              kind="experience"
              categories={EXPERIENCE_REVIEW_CATEGORIES}
              state={state}
              load={(tab, pageNumber) =>
                void dispatch(fetchExperienceReviews({ id: activity.id, tab, page: pageNumber, pageSize: REVIEWS_PER_PAGE, language }))
              }
            />
          )}
        </div>

        <aside className={detail.side}>
          {details && (
            <section aria-labelledby="experience-facts" className={detail.section}>
              <h2 id="experience-facts">{t('detail.facts')}</h2>
              <dl className={detail.policies}>
                <dt>{t('detail.duration')}</dt>
                <dd>
                  <Duration minutes={details.durationMinutes} />
                </dd>
                {!activity.informational && (
                  <>
                    <dt>{t('detail.cancellation')}</dt>
                    <dd>
                      {details.freeCancellationHours ? t('detail.freeCancellation', { count: details.freeCancellationHours }) : t('detail.nonRefundable')}
                    </dd>
                    <dt>{t('detail.confirmation')}</dt>
                    <dd>{t('detail.instant')}</dd>
                  </>
                )}
                {details.languages.length > 0 && (
                  <>
                    <dt>{t('detail.languages')}</dt>
                    <dd>{details.languages.map((code) => languageName.of(code) ?? code).join(', ')}</dd>
                  </>
                )}
                <dt>{t('detail.accessibility')}</dt>
                <dd>{details.accessibility}</dd>
              </dl>
            </section>
          )}
          <section aria-labelledby="experience-meeting" className={detail.section}>
            <h2 id="experience-meeting">{activity.informational ? t('detail.where') : t('detail.meetingPoint')}</h2>
            {details && <p>{details.meetingPoint}</p>}
            <p className={detail.coordinates}>
              {t('detail.coordinates', { latitude: number.format(activity.geoCode.latitude), longitude: number.format(activity.geoCode.longitude) })}
            </p>
            <a className={detail.mapLink} href={mapsLink(activity.geoCode.latitude, activity.geoCode.longitude)} target="_blank" rel="noopener noreferrer">
              {t('detail.openMap')}
            </a>
          </section>
        </aside>
      </div>
    </div>
  );
}
