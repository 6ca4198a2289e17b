import Head from 'next/head';
import { Indexed } from '@/components/seo/Indexed';
import { JsonLd } from '@/components/seo/JsonLd';
import { lodgingData } from '@/components/seo/listing-data';
import { localisedPath } from '@/lib/seo/addresses';
import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { useFormatters } from '@/components/i18n/use-formatters';
import page from '@/components/layout/Page.module.scss';
import { brand } from '@/config/public';
import { Gallery } from '@/components/product/Gallery';
import { staySearchHref, stayQuery, type StayCriteriaError, type StaySearchCriteria } from '@/lib/stay-search-query';
import type { StayCity } from '@/services/stays';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { fetchStayReviews, selectStays } from '@/store/slices/stays';
import { Rating, Stars } from '@/components/reviews/Rating';
import { REVIEWS_PER_PAGE, ReviewsSection } from '@/components/reviews/ReviewsSection';
import { StaySearchForm } from './StaySearchForm';
import { StayRooms } from './StayRooms';
import { mapsLink } from '@/lib/maps-link';
import detail from '@/components/product/Detail.module.scss';
import styles from './StayDetail.module.scss';

export type StayDetailProps = {
  cities: StayCity[];
  /** The dates and guests asked, when there are any. */
  criteria: StaySearchCriteria | null;
  problems: StayCriteriaError[];
  today: string;
  /** Why the rooms' prices could not be read (the page still shows the stay). */
  offersFailed: boolean;
  /** The first picture, sent with the page. */
  firstPhoto: string | null;
};

const SCENES = ['front', 'room', 'pool', 'lobby', 'restaurant', 'view'] as const;
const STAY_REVIEW_CATEGORIES = ['cleanliness', 'comfort', 'location', 'facilities', 'staff', 'value'] as const;

/** Spec §1 stays detail: the property, where it is, its policies, its rooms and rates for the stay asked, its reviews. */
export function StayDetail({ cities, criteria, problems, today, offersFailed, firstPhoto }: StayDetailProps) {
  const { t } = useTranslation('stays');
  const { date, language } = useFormatters();
  const dispatch = useAppDispatch();
  const staysState = useAppSelector(selectStays);
  const origin = useAppSelector((state) => state.ui.siteOrigin);
  const { stay } = staysState;
  if (!stay) return null;
  const { hotel } = stay;
  const { property } = hotel;
  const city = cities.find((candidate) => candidate.code === hotel.cityCode);
  const cityName = city?.name ?? hotel.cityCode;
  const nights =
    criteria && criteria.checkIn && criteria.checkOut ? Math.round((Date.parse(criteria.checkOut) - Date.parse(criteria.checkIn)) / 86_400_000) : 0;
  const number = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-NG', { maximumFractionDigits: 5 });
  const day = (instant: string) => date(`${instant.slice(0, 10)}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });

  const pageTitle = t('meta.stayTitle', { name: hotel.name, city: cityName, brand: brand.name });
  const pageDescription = property.description;
  return (
    <div className={page.page}>
      <Head>
        <title>{pageTitle}</title>
        <meta name="description" content={pageDescription} />
      </Head>
      {!criteria && (
        <>
          <Indexed path={`/stays/${hotel.hotelId}`} title={pageTitle} description={pageDescription} />
          <JsonLd
            id="stay"
            data={lodgingData({
              url: `${origin}${localisedPath(`/stays/${hotel.hotelId}`, language)}`,
              origin,
              name: hotel.name,
              description: property.description,
              pictures: property.photos,
              latitude: hotel.latitude,
              longitude: hotel.longitude,
              reviews: property.reviews,
              propertyType: property.propertyType,
              stars: property.stars ?? 0,
              city: cityName,
              district: property.district,
              countryCode: property.countryCode,
              checkIn: property.checkIn,
              checkOut: property.checkOut,
            })}
          />
        </>
      )}
      {criteria && (
        <p className={detail.back}>
          <Link href={staySearchHref(criteria)}>{t('detail.back', { city: cityName })}</Link>
        </p>
      )}
      <h1 className={page.heading}>{hotel.name}</h1>
      <p className={detail.kind}>
        <Stars count={property.stars} /> {t(`types.${property.propertyType}`)} · {property.district}, {cityName}
      </p>
      <Rating score={property.reviews.score} count={property.reviews.count} />

      <Gallery
        pictures={property.photos}
        firstPhoto={firstPhoto}
        label={t('detail.gallery')}
        alt={(index) => t('detail.picture', { number: index + 1, count: property.photos.length, scene: t(`detail.scenes.${SCENES[index % SCENES.length]}`) })}
      />
      <p className={detail.note}>{t('detail.illustrations')}</p>

      <div className={detail.columns}>
        <div className={detail.main}>
          <section aria-labelledby="stay-rooms" className={detail.section} id="rooms">
            <h2 id="stay-rooms">{t('detail.rooms')}</h2>
            {criteria ? (
              <details className={styles.dates} open={problems.length > 0}>
                <summary>
                  {nights > 0 && problems.length === 0
                    ? t('detail.forDates', { from: day(criteria.checkIn), to: day(criteria.checkOut), count: nights })
                    : t('detail.chooseDates')}{' '}
                  <span>{t('results.edit')}</span>
                </summary>
                <StaySearchForm cities={cities} values={{ ...criteria, city: hotel.cityCode }} problems={problems} today={today} stayId={hotel.hotelId} />
              </details>
            ) : (
              <>
                <p>{t('detail.chooseDatesIntro')}</p>
                <StaySearchForm
                  cities={cities}
                  values={{ city: hotel.cityCode, checkIn: '', checkOut: '', rooms: 1, adults: 2, childAges: [] }}
                  today={today}
                  stayId={hotel.hotelId}
                />
              </>
            )}
            {offersFailed && (
              <p role="alert" className={detail.failure}>
                {t('detail.offersFailed')} <Link href={`/stays/${hotel.hotelId}?${criteria ? stayQuery(criteria) : ''}`}>{t('results.retry')}</Link>
              </p>
            )}
            {stay.offers && stay.offers.length === 0 && <p className={detail.failure}>{t('detail.soldOut')}</p>}
            <StayRooms stay={stay} criteria={criteria} nights={nights} />
          </section>

          <section aria-labelledby="stay-about" className={detail.section}>
            <h2 id="stay-about">{t('detail.about')}</h2>
            <p>{property.description}</p>
            <h3>{t('detail.amenities')}</h3>
            <ul className={styles.amenities}>
              {property.amenities.map((amenity) => (
                <li key={amenity}>{t(`amenities.${amenity}`, { defaultValue: amenity })}</li>
              ))}
            </ul>
          </section>

          <ReviewsSection
            kind="stay"
            categories={STAY_REVIEW_CATEGORIES}
            state={staysState}
            load={(tab, page) => void dispatch(fetchStayReviews({ id: hotel.hotelId, tab, page, pageSize: REVIEWS_PER_PAGE, language }))}
          />
        </div>

        <aside className={detail.side}>
          <section aria-labelledby="stay-location" className={detail.section}>
            <h2 id="stay-location">{t('detail.location')}</h2>
            <p>
              {property.district}, {cityName}
              {city ? `, ${city.countryName}` : ''}
            </p>
            <p>{t('detail.distance', { distance: number.format(property.distanceKm) })}</p>
            <p className={detail.coordinates}>
              {t('detail.coordinates', { latitude: number.format(hotel.latitude), longitude: number.format(hotel.longitude) })}
            </p>
            <a className={detail.mapLink} href={mapsLink(hotel.latitude, hotel.longitude)} target="_blank" rel="noopener noreferrer">
              {t('detail.openMap')}
            </a>
          </section>
          <section aria-labelledby="stay-policies" className={detail.section}>
            <h2 id="stay-policies">{t('detail.policies')}</h2>
            <dl className={detail.policies}>
              <dt>{t('detail.checkIn')}</dt>
              <dd>{t('detail.from', { time: property.checkIn || t('order.hotelTime') })}</dd>
              <dt>{t('detail.checkOut')}</dt>
              <dd>{t('detail.until', { time: property.checkOut || t('order.hotelTime') })}</dd>
              <dt>{t('detail.payment')}</dt>
              <dd>{t('detail.payNow')}</dd>
              <dt>{t('detail.cancellation')}</dt>
              <dd>{stay.provider === 'amadeus' ? t('detail.cancellationProvider') : t('detail.cancellationPolicy')}</dd>
              <dt>{t('detail.children')}</dt>
              <dd>{t('detail.childrenPolicy')}</dd>
            </dl>
          </section>
        </aside>
      </div>
    </div>
  );
}
