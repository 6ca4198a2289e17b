import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { Fragment, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { brand } from '@/config/public';
import { useFormatters } from '@/components/i18n/use-formatters';
import { calendarHref, datesHref, flownLegs, searchHref, type FlightSearchCriteria } from '@/lib/flight-search-query';
import { useAppSelector } from '@/store/hooks';
import page from '@/components/layout/Page.module.scss';
import styles from './FlightResults.module.scss';
import { EditSearch } from './EditSearch';
import { OfferCard } from './OfferCard';
import {
  bestBySort,
  carriersOf,
  DEPARTURE_SLOTS,
  durationSteps,
  filterOffers,
  priceMinor,
  sortOffers,
  SORTS,
  STOP_FILTERS,
  type DepartureSlot,
  type OfferFilters,
  type Sort,
  type StopFilter,
} from './offer-view';
import { selectFlight } from '@/store/slices/flight';
import { AdSlot } from '@/components/ads/AdSlot';
import edit from '@/components/product/EditSearch.module.scss';

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const many = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** "Lagos → London" (a return trip names the way out), "Lagos → Accra → Nairobi" for a multi-city trip. */
export function routeOf(criteria: FlightSearchCriteria, place: (iata: string) => string): string {
  const legs = criteria.tripType === 'roundTrip' ? criteria.legs.slice(0, 1) : flownLegs(criteria);
  const stops = legs.flatMap((leg, index) => (index === 0 || legs[index - 1]!.to !== leg.from ? [leg.from, leg.to] : [leg.to]));
  return stops.map(place).join(' → ');
}

// The filters' controls load when the Filters panel is first opened.
const FilterPanel = lazy(() => import('./FilterPanel').then((module) => ({ default: module.FilterPanel })));

/** Offers drawn at first, and added per "Show more". */
const PAGE_SIZE = 10;

/** Sort and filters live in the address too, so a shared link shows the same list. */
export function viewFromQuery(query: Query): { sort: Sort; filters: OfferFilters } {
  const sort = SORTS.includes(one(query.sort) as Sort) ? (one(query.sort) as Sort) : 'RECOMMENDED';
  const stops = STOP_FILTERS.includes(one(query.stops) as StopFilter) ? (one(query.stops) as StopFilter) : 'ALL';
  const max = Number.parseInt(one(query.maxPrice), 10);
  const hours = Number.parseInt(one(query.maxHours), 10);
  const departs = many(query.departs).filter((slot): slot is DepartureSlot => (DEPARTURE_SLOTS as readonly string[]).includes(slot));
  return {
    sort,
    filters: {
      stops,
      airlines: many(query.airline),
      maxPriceMinor: Number.isFinite(max) && max > 0 ? max * 100 : null,
      departs,
      maxHours: Number.isFinite(hours) && hours > 0 && hours < 100 ? hours : null,
    },
  };
}

type ViewChanges = Record<string, string | string[] | undefined>;

/** The address's query with a change of sort or filters; an emptied value leaves the address. */
function viewQuery(current: Query, changes: ViewChanges): Query {
  const query: Query = { ...current, ...changes };
  for (const key of Object.keys(query))
    if (query[key] === undefined || query[key] === '' || (Array.isArray(query[key]) && query[key].length === 0)) delete query[key];
  return query;
}

export function FlightResults({ searchErrors, places = {} }: { searchErrors: string[]; places?: Record<string, string> }) {
  const { t } = useTranslation('results');
  const router = useRouter();
  const { price, dateRange } = useFormatters();
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
            // Trying again would not help: another airport would.
            <p>{t('results.notServed')}</p>
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
            <>
              <span className={edit.tripSummary}>
                <span className={edit.tripPlace}>{routeOf(resultsFor, place)}</span>
                <span className={edit.tripFacts}>
                  {[dateRange(legs[0]!.date, legs.at(-1)!.date), t('search.travellerCount', { count: travellers }), t(`cabins.${resultsFor.cabin}`)].map(
                    (fact, index) => (
                      <Fragment key={fact}>
                        {index > 0 && ' · '}
                        <span>{fact}</span>
                      </Fragment>
                    ),
                  )}
                </span>
              </span>
              <span className={edit.editLabel}>{t('search.editShort')}</span>
            </>
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
              {/* Links, not buttons: the server sorts too, so a tap works before the page's script has
                  arrived (on a slow phone, seconds after the list is drawn). */}
              <div role="group" aria-label={t('results.sortLabel')} className={styles.sorts}>
                {SORTS.map((option) => (
                  <Link
                    key={option}
                    href={{ pathname: router.pathname, query: viewQuery(router.query, { sort: option === 'RECOMMENDED' ? undefined : option }) }}
                    replace
                    shallow
                    scroll={false}
                    aria-current={sort === option ? 'true' : undefined}
                    className={styles.sortTab}
                  >
                    <span>{t(`results.sorts.${option}`)}</span>
                    {best[option] ? (
                      <span className={styles.sortPrice}>{price(priceMinor(best[option]!), currency)}</span>
                    ) : (
                      option === 'FLEXIBLE' && sorted.length > 0 && <span className={styles.sortNone}>{t('results.noneRefundable')}</span>
                    )}
                  </Link>
                ))}
              </div>
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
