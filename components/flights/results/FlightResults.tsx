import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { brand } from '@/config/public';
import { useFormatters } from '@/components/i18n/use-formatters';
import { calendarHref, datesHref, flownLegs, searchHref } from '@/lib/flight-search-query';
import { useAppSelector } from '@/store/hooks';
import page from '@/components/layout/Page.module.scss';
import styles from './FlightResults.module.scss';
import { EditSearch } from './EditSearch';
import { routeOf, viewFromQuery, viewQuery, one, type ViewChanges } from './results-address';
import { SortTabs } from './SortTabs';
import { OfferCard } from './OfferCard';
import { bestBySort, carriersOf, durationSteps, filterOffers, priceMinor, sortOffers } from './offer-view';
import { selectFlight } from '@/store/slices/flight';
import { AdSlot } from '@/components/ads/AdSlot';
import { SearchSummary } from '@/components/product/SearchSummary';

// The filters' controls load when the Filters panel is first opened.
const FilterPanel = lazy(() => import('./FilterPanel').then((module) => ({ default: module.FilterPanel })));

/** Offers drawn at first, and added per "Show more". */
const PAGE_SIZE = 10;

export function FlightResults({ searchErrors, places = {} }: { searchErrors: string[]; places?: Record<string, string> }) {
  const { t } = useTranslation('results');
  const router = useRouter();
  const { dateRange } = useFormatters();
  const { flightResults: offers, dictionaries, resultsFor, searchId, error, amadeusError } = useAppSelector(selectFlight);
  const { sort, filters } = viewFromQuery(router.query);

  const filtersRef = useRef<HTMLDetailsElement>(null);
  const [filtersOpened, setFiltersOpened] = useState(false);
  // Opened before the page's script ran: the toggle went unheard.
  useEffect(() => {
    if (filtersRef.current?.open) setFiltersOpened(true);
  }, []);

  // The cards' details (drawn when opened) are fetched once the page is idle, so opening one does not wait.
  useEffect(() => {
    const fetchDetails = () => void import('./OfferDetails');
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(fetchDetails, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(fetchDetails, 2000);
    return () => clearTimeout(timer);
  }, []);

  const filtered = useMemo(() => filterOffers(offers, filters), [offers, filters]);
  const sorted = useMemo(() => sortOffers(filtered, sort), [filtered, sort]);
  const asked = Number.parseInt(one(router.query.show), 10);
  const shown = Number.isFinite(asked) ? Math.min(Math.max(asked, PAGE_SIZE), 100) : PAGE_SIZE;
  const best = useMemo(() => bestBySort(filtered), [filtered]);
  const airlines = useMemo(() => [...new Set(offers.flatMap(carriersOf))].sort(), [offers]);
  const currency = offers[0]?.price.currency ?? 'USD';
  const priceSteps = useMemo(() => {
    if (offers.length === 0) return [];
    const totals = offers.map(priceMinor).sort((a, b) => a - b);
    const steps = [0.25, 0.5, 0.75].map((share) => totals[Math.floor(share * (totals.length - 1))]!);
    return [...new Set(steps.map((minor) => Math.ceil(minor / 100)))];
  }, [offers]);

  const hourSteps = useMemo(() => durationSteps(offers), [offers]);
  const legs = resultsFor ? flownLegs(resultsFor) : [];
  const travellers = resultsFor ? resultsFor.adults + resultsFor.children + resultsFor.lapInfants + resultsFor.seatInfants : 1;
  const legLabels =
    resultsFor?.tripType === 'roundTrip' ? [t('results.outbound'), t('results.inbound')] : legs.map((_, index) => t('results.flight', { number: index + 1 }));
  const place = (iata: string) => places[iata] ?? iata;
  const heading =
    resultsFor && resultsFor.tripType !== 'multiTrip' && legs[0]
      ? t('results.heading', { from: place(legs[0].from), to: place(legs[0].to) })
      : resultsFor
        ? t('results.headingMulti')
        : t('search.title');

  const setView = (changes: ViewChanges) => {
    void router.replace({ pathname: router.pathname, query: viewQuery(router.query, changes) }, undefined, { shallow: true, scroll: false });
  };

  return (
    <div className={page.page}>
      <Head>
        {/* City names, as in the heading and the summary (« Vols Lagos → Londres »), not codes. */}
        <title>{resultsFor ? t('meta.title', { route: routeOf(resultsFor, place), brand: brand.name }) : t('meta.searchTitle', { brand: brand.name })}</title>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <h1 className={page.heading}>{heading}</h1>

      {/* What is wrong with the search, above its form: on a phone the form fills the screen, and a
          problem said under it went unseen. */}
      {error && (
        <div role="alert" className={styles.failure}>
          {amadeusError?.amadeus_code === 'UNKNOWN_AIRPORT' ? (
            // Trying again would not help: another airport would (the nearest we sell, when there is one).
            amadeusError.unsold ? (
              <p>
                {t('results.notServedPlace', { place: amadeusError.unsold.place })}
                {amadeusError.unsold.nearest && ` ${t('results.nearestServed', { place: amadeusError.unsold.nearest })}`}
              </p>
            ) : (
              <p>{t('results.notServed')}</p>
            )
          ) : (
            <>
              <p>{t('results.error')}</p>
              <Link href={router.asPath}>{t('results.retry')}</Link>
            </>
          )}
        </div>
      )}

      {searchErrors.length > 0 && (
        <ul role="alert" className={styles.problems}>
          {searchErrors.map((problem) => (
            <li key={problem}>
              {problem.startsWith('airportNotFound:') ? t('search.errors.airportNotFound', { text: problem.slice(16) }) : t(`search.errors.${problem}`)}
            </li>
          ))}
        </ul>
      )}

      {/* The trip in words, kept in view while scrolling; opening it edits the search (no JavaScript needed). */}
      <EditSearch
        open={!resultsFor || searchErrors.length > 0 || one(router.query.edit) === '1'}
        editHref={resultsFor ? `${searchHref(resultsFor)}&edit=1` : router.asPath}
        summary={
          resultsFor && legs.length > 0 ? (
            <SearchSummary
              place={routeOf(resultsFor, place)}
              facts={[dateRange(legs[0]!.date, legs.at(-1)!.date), t('search.travellerCount', { count: travellers }), t(`cabins.${resultsFor.cabin}`)]}
              editLabel={t('search.editShort')}
            />
          ) : null
        }
      />

      {resultsFor && !error && (
        <>
          {resultsFor && resultsFor.tripType !== 'multiTrip' && legs[0] && (
            <p className={styles.dateLinks}>
              <Link href={datesHref(resultsFor)}>{t('results.nearbyDates')}</Link>
              <Link href={calendarHref(resultsFor)}>{t('results.monthPrices')}</Link>
            </p>
          )}
          <p className={styles.count} aria-live="polite">
            {t('results.count', { count: sorted.length })} · {t('results.prices')}
          </p>
          <div className={styles.layout}>
            <details ref={filtersRef} className={styles.filters} onToggle={(event) => event.currentTarget.open && setFiltersOpened(true)}>
              <summary>{t('results.filters')}</summary>
              {filtersOpened && (
                <Suspense fallback={<p role="status">{t('common:loading')}</p>}>
                  <FilterPanel
                    filters={filters}
                    airlines={airlines}
                    dictionaries={dictionaries}
                    hourSteps={hourSteps}
                    priceSteps={priceSteps}
                    currency={currency}
                    setView={setView}
                  />
                </Suspense>
              )}
            </details>

            <div className={styles.list}>
              <SortTabs sort={sort} best={best} currency={currency} anyShown={sorted.length > 0} />
              {sorted.length === 0 ? (
                <p className={styles.empty}>{offers.length === 0 ? t('results.empty') : t('results.emptyFiltered')}</p>
              ) : (
                <ol className={styles.offers} aria-label={t(`results.sorts.${sort}`)}>
                  {sorted.slice(0, shown).map((offer) => (
                    <li key={offer.id}>
                      <OfferCard
                        offer={offer}
                        dictionaries={dictionaries}
                        travellers={travellers}
                        legLabels={legLabels}
                        t={t}
                        selectHref={
                          resultsFor && searchId
                            ? `${searchHref(resultsFor).replace('/flights/search', '/flights/review')}&search=${searchId}&offer=${encodeURIComponent(offer.id)}`
                            : undefined
                        }
                      />
                    </li>
                  ))}
                </ol>
              )}
              {sorted.length > shown && (
                // Ten at a time: a phone draws (and the server sends) what is looked at. A link, so it works without JavaScript.
                <Link
                  href={{ pathname: router.pathname, query: { ...router.query, show: String(shown + PAGE_SIZE) } }}
                  shallow
                  scroll={false}
                  className={styles.showMore}
                >
                  {t('results.showMore', { count: Math.min(PAGE_SIZE, sorted.length - shown), total: sorted.length })}
                </Link>
              )}
              <AdSlot position="FLIGHT_RESULTS" />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
