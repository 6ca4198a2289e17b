import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { carrierName } from '@/components/flights/itinerary/itinerary-view';
import { FlightSearchForm } from '@/components/flights/search/FlightSearchForm';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import { PageMeta } from '@/components/seo/Indexed';
import { Breadcrumbs, breadcrumbList } from '@/components/seo/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { brand } from '@/config/public';
import { routePath } from '@/common/flight-routes';
import { localisedPath } from '@/lib/seo/addresses';
import type { FlightRouteFacts } from '@/services/flights';
import { useAppSelector } from '@/store/hooks';
import { hoursText, routeFaq } from './route-faq';
import styles from './RoutePage.module.scss';

export type RoutePageProps = {
  slug: string;
  origin: string;
  destination: string;
  /** The cities in the reader's language. */
  cities: { from: string; to: string };
  /** Null when the route's prices could not be read (the page says so; the search still works). */
  facts: FlightRouteFacts | null;
  /** The way back's page. */
  reverse: string | null;
  /** Other routes from the same airport. */
  nearby: Array<{ slug: string; city: string }>;
};

const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };

/**
 * A route's page for travellers arriving from a search engine (spec §1; docs/seo.md): the search
 * filled in, the lowest fare of each month from our own searches, the airlines, the journey, the
 * questions people ask, and the neighbouring routes. Everything is in the HTML: no script needed.
 */
export function RoutePage({ slug, origin, destination, cities, facts, reverse, nearby }: RoutePageProps) {
  const { t } = useTranslation('routes');
  const { price: shown, date } = useFormatters();
  const siteOrigin = useAppSelector((state) => state.ui.siteOrigin);
  const language = useAppSelector((state) => state.auth.locale);
  const words = { from: cities.from, to: cities.to };
  const priced = (facts?.months ?? []).filter((month): month is typeof month & { lowest: string } => month.lowest !== null);
  const byPrice = [...priced].sort((a, b) => Number(a.lowest) - Number(b.lowest));
  const cheapest = byPrice[0];
  const dearest = byPrice.at(-1);
  // Drawn in the currency the page server had; shown in the one chosen since (the top bar's switch).
  const price = (amount: string) => shown(toMinor(amount), facts!.currency);
  const monthName = (month: string) => date(`${month}-15T12:00:00Z`, MONTH);
  const airlines = (facts?.carriers ?? []).map((carrier) =>
    carrierName({ carriers: { [carrier.code]: carrier.name }, aircraft: {}, locations: {} }, carrier.code),
  );

  const faq = routeFaq(facts, { cheapest, dearest, airlines }, { t, words, price, monthName, hours: hoursText, language });

  const path = routePath(slug);
  const absolute = (address: string) => `${siteOrigin}${localisedPath(address, language)}`;
  const calendar = (month: string) => `/flights/calendar?${new URLSearchParams({ from: origin, to: destination, month, adults: '1', cabin: 'ECONOMY' })}`;

  const pageTitle = t('meta.title', { ...words, brand: brand.name });
  const pageDescription = cheapest ? t('meta.description', { ...words, price: price(cheapest.lowest) }) : t('meta.descriptionNoPrice', words);
  return (
    <>
      <PageMeta title={pageTitle} description={pageDescription} indexed={path} />
      <JsonLd
        id="route"
        data={{
          '@context': 'https://schema.org',
          '@graph': [
            breadcrumbList(
              [
                { name: t('breadcrumb.home'), path: '/' },
                { name: t('heading', words), path },
              ],
              absolute,
            ),
            {
              '@type': 'FAQPage',
              mainEntity: faq.map((entry) => ({ '@type': 'Question', name: entry.q, acceptedAnswer: { '@type': 'Answer', text: entry.a } })),
            },
          ],
        }}
      />
      <section className={styles.hero} aria-labelledby="route-title">
        <div className={styles.heroInner}>
          <Breadcrumbs
            onDark
            label={t('breadcrumb.label')}
            crumbs={[
              { name: t('breadcrumb.home'), path: '/' },
              { name: `${cities.from} → ${cities.to}`, path },
            ]}
          />
          <h1 id="route-title" className={styles.title}>
            {t('heading', words)}
          </h1>
          <p className={styles.lead}>{t('lead')}</p>
          <FlightSearchForm />
        </div>
      </section>

      <div className={styles.body}>
        <section className={styles.section} aria-labelledby="route-months">
          <h2 id="route-months">{t('months.title')}</h2>
          {facts ? (
            <table className={styles.months}>
              <caption>{t('months.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('months.month')}</th>
                  <th scope="col">{t('months.price')}</th>
                </tr>
              </thead>
              <tbody>
                {facts.months.map((month) => (
                  <tr key={month.month}>
                    <th scope="row">
                      <Link href={calendar(month.month)} aria-label={t('months.seeMonth', { month: monthName(month.month) })}>
                        {monthName(month.month)}
                      </Link>
                    </th>
                    <td className={month === cheapest ? styles.cheapest : undefined}>{month.lowest ? price(month.lowest) : t('months.none')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className={styles.failed} role="status">
              {t('failed')}
            </p>
          )}
        </section>

        <section className={styles.section} aria-labelledby="route-facts">
          <h2 id="route-facts">{t('facts.title')}</h2>
          <dl className={styles.facts}>
            <dt>{t('facts.airlines')}</dt>
            <dd>{airlines.length > 0 ? airlines.join(', ') : t('facts.unknown')}</dd>
            <dt>{t('facts.time')}</dt>
            <dd>
              {facts?.shortestMinutes && facts.typicalMinutes
                ? t('facts.timeValue', { shortest: hoursText(facts.shortestMinutes), typical: hoursText(facts.typicalMinutes) })
                : t('facts.unknown')}
            </dd>
            <dt>{t('facts.stops')}</dt>
            <dd>
              {facts?.fewestStops === null || !facts
                ? t('facts.unknown')
                : facts.fewestStops === 0
                  ? t('facts.nonstop')
                  : t('facts.stopsFewest', { count: facts.fewestStops })}
            </dd>
            <dt>{t('facts.bags')}</dt>
            <dd>{facts?.includedBags === null || !facts ? t('facts.unknown') : t('facts.bagsValue', { count: facts.includedBags })}</dd>
          </dl>
        </section>

        <section className={`${styles.section} ${styles.faq} ${styles.wide}`} aria-labelledby="route-faq">
          <h2 id="route-faq">{t('faq.title')}</h2>
          {faq.map((entry) => (
            <div key={entry.q}>
              <h3>{entry.q}</h3>
              <p>{entry.a}</p>
            </div>
          ))}
        </section>

        <nav className={`${styles.section} ${styles.links} ${styles.wide}`} aria-labelledby="route-links">
          <h2 id="route-links">{t('links.title')}</h2>
          {reverse && (
            <ul>
              <li>
                <Link href={routePath(reverse)}>{t('links.reverse', words)}</Link>
              </li>
            </ul>
          )}
          {nearby.length > 0 && (
            <>
              <h3>{t('links.from', words)}</h3>
              <ul>
                {nearby.map((route) => (
                  <li key={route.slug}>
                    <Link href={routePath(route.slug)}>{`${cities.from} → ${route.city}`}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </nav>
      </div>
    </>
  );
}
