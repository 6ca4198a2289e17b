import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { blogPath } from '@/components/content/blog-paths';
import { helpPath } from '@/components/content/paths';
import { Breadcrumbs, breadcrumbList } from '@/components/seo/Breadcrumbs';
import { PageMeta } from '@/components/seo/Indexed';
import { JsonLd } from '@/components/seo/JsonLd';
import { CityStayCards } from '@/components/stays/StayCard';
import { EXPERIENCE_CATEGORY_SLUGS, experienceHref } from '@/config/experiences-paths';
import { brand } from '@/config/public';
import { destinationPath } from '@/lib/destinations';
import { routePath } from '@/common/flight-routes';
import { localisedPath } from '@/lib/seo/addresses';
import type { DestinationPageProps } from './destination-props';
import { useAppSelector } from '@/store/hooks';
import listing from '@/components/product/Listing.module.scss';
import styles from './Destination.module.scss';

/**
 * A destination (issue: landing pages): the flights into a city, where to stay and what to do
 * there, each part linking to where it is booked. Server-rendered; a part that could not be read
 * is left out or said, never an error page.
 */
export function Destination({ slug, city, stays, categories, places, routes, firstPhoto, guides }: DestinationPageProps) {
  const { t } = useTranslation('destinations');
  const origin = useAppSelector((state) => state.ui.siteOrigin);
  const language = useAppSelector((state) => state.auth.locale);
  const path = destinationPath(slug);
  const absolute = (to: string) => `${origin}${localisedPath(to, language)}`;
  const words = { city: city.name, country: city.countryName };
  const pageTitle = t('meta.title', { ...words, brand: brand.name });
  const pageDescription = t('meta.description', { ...words, routes: routes.length });
  const crumbs = [
    { name: t('breadcrumb.home'), path: '/' },
    { name: city.name, path },
  ];
  return (
    <div className={styles.page}>
      <PageMeta title={pageTitle} description={pageDescription} indexed={path} />
      <JsonLd
        id="destination"
        data={{
          '@context': 'https://schema.org',
          '@graph': [
            breadcrumbList(crumbs, absolute),
            {
              '@type': 'TouristDestination',
              name: city.name,
              url: absolute(path),
              description: t('lead', words),
              geo: { '@type': 'GeoCoordinates', latitude: city.latitude, longitude: city.longitude },
              containedInPlace: { '@type': 'Country', name: city.countryName },
            },
          ],
        }}
      />
      <Breadcrumbs label={t('breadcrumb.label')} crumbs={crumbs} />
      <h1 className={styles.title}>{`${city.name}, ${city.countryName}`}</h1>
      <p className={styles.lead}>{t('lead', words)}</p>

      <section className={styles.section} aria-labelledby="destination-flights">
        <h2 id="destination-flights">{t('flights.title', words)}</h2>
        {routes.length > 0 ? (
          <ul className={styles.links}>
            {routes.map((route) => (
              <li key={route.slug}>
                <Link href={routePath(route.slug)}>{t('flights.from', { city: route.originCity })}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p>
            {t('flights.none', words)} <Link href="/">{t('flights.search')}</Link>
          </p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="destination-stays">
        <h2 id="destination-stays">{t('stays.title', words)}</h2>
        {stays === null ? (
          <p role="alert" className={listing.failure}>
            {t('stays.failed', words)}
          </p>
        ) : (
          <>
            <p className={listing.count}>{t('stays.intro')}</p>
            <CityStayCards stays={stays} firstPhoto={firstPhoto} />
          </>
        )}
        <p>
          <Link href="/stays">{t('stays.all')}</Link>
        </p>
      </section>

      {(categories.length > 0 || places.length > 0) && (
        <section className={styles.section} aria-labelledby="destination-experiences">
          <h2 id="destination-experiences">{t('experiences.title', words)}</h2>
          {categories.length > 0 && (
            <ul className={styles.links}>
              {categories.map(({ category, count, name }) => (
                <li key={category}>
                  <Link href={`/experiences/${EXPERIENCE_CATEGORY_SLUGS[category]}?city=${city.code}`}>{name}</Link>
                  <span className={styles.count}>{t('experiences.count', { count })}</span>
                </li>
              ))}
            </ul>
          )}
          {places.length > 0 && (
            <>
              <h3>{t('experiences.places')}</h3>
              <ul className={styles.links}>
                {places.map((place) => (
                  <li key={place.id}>
                    <Link href={experienceHref('ATTRACTION', place.id)}>{place.name}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>
            <Link href={`/experiences?city=${city.code}`}>{t('experiences.all', words)}</Link>
          </p>
        </section>
      )}

      <section className={styles.section} aria-labelledby="destination-help">
        <h2 id="destination-help">{t('help.title')}</h2>
        <ul className={styles.links}>
          {guides.map((guide) => (
            <li key={guide.slug}>
              <Link href={blogPath(guide.slug)}>{guide.title}</Link>
            </li>
          ))}
          <li>
            <Link href={helpPath('pay-by-bank-transfer')}>{t('help.transfer')}</Link>
          </li>
          <li>
            <Link href={helpPath('baggage')}>{t('help.baggage')}</Link>
          </li>
          <li>
            <Link href={helpPath('refund-timelines')}>{t('help.refunds')}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
