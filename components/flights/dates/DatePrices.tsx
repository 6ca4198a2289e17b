import type { ReactNode } from 'react';
import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import page from '@/components/layout/Page.module.scss';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import { brand } from '@/config/public';
import { calendarHref, datesHref, searchHref, type FlightSearchCriteria } from '@/lib/flight-search-query';
import type { DatePrices as Prices } from '@/services/flights';
import styles from './DatePrices.module.scss';
import { addDays } from '@/common/dates';

export type DatePricesView = { kind: 'grid'; prices: Prices } | { kind: 'month'; prices: Prices; month: string; stay: number | null };

export type DatePricesProps = {
  criteria: FlightSearchCriteria;
  places: Record<string, string>;
  view: DatePricesView | null;
};

const addMonths = (month: string, months: number) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + months, 1));
  return date.toISOString().slice(0, 7);
};

/**
 * Prices on other dates, each a link that searches that date (no JavaScript needed): ±3 days
 * around the chosen ones (7×7 for a return trip), or every day of a month. Every price is the
 * lowest total for the whole party that the search itself shows for that day.
 */
export function DatePrices({ criteria, places, view }: DatePricesProps) {
  const { t } = useTranslation('results');
  const { t: words } = useTranslation('search');
  const { gridMoney, money, date } = useFormatters();
  const leg = criteria.legs[0]!;
  const place = (code: string) => places[code] ?? code;
  const route = `${place(leg.from)} → ${place(leg.to)}`;
  const travellers = criteria.adults + criteria.children + criteria.lapInfants + criteria.seatInfants;
  const title = view?.kind === 'month' ? t('dates.monthTitle', { route }) : t('dates.gridTitle', { route });
  // What the prices are for, said before them: the trip's kind (and a month's length of stay), the party, the cabin.
  const roundTrip = criteria.tripType === 'roundTrip';
  const stay = view?.kind === 'month' ? view.stay : null;
  const trip = [
    words(`search.tripTypes.${roundTrip ? 'roundTrip' : 'singleTrip'}`),
    ...(roundTrip && stay !== null ? [t('dates.days', { count: stay })] : []),
    words('search.travellerCount', { count: travellers }),
    words(`cabins.${criteria.cabin}`),
  ].join(' · ');
  const day = (iso: string, options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' }) =>
    date(`${iso}T12:00:00Z`, { ...options, timeZone: 'UTC' });
  const hrefFor = (depart: string, back: string | null) =>
    searchHref({ ...criteria, legs: [{ ...leg, date: depart }], returnDate: back ?? '', tripType: back ? 'roundTrip' : 'singleTrip' });
  const results = hrefFor(leg.date, criteria.tripType === 'roundTrip' ? criteria.returnDate : null);

  const all = view
    ? view.prices.cells
        .flat()
        .filter((cell): cell is string => cell !== null)
        .map(Number)
    : [];
  const cheapest = all.length ? Math.min(...all) : null;
  const cell = (total: string | null, depart: string, back: string | null, chosen: boolean, label: string) => {
    if (total === null) return <span className={styles.none}>{t('dates.none')}</span>;
    const minor = toMinor(total);
    const lowest = Number(total) === cheapest;
    return (
      <Link
        href={hrefFor(depart, back)}
        className={`${styles.price} ${lowest ? styles.lowest : ''} ${chosen ? styles.chosen : ''}`}
        aria-label={`${label}: ${money(minor, view!.prices.currency)}${lowest ? ` (${t('dates.cheapest')})` : ''}${chosen ? ` (${t('dates.yourDates')})` : ''}`}
        aria-current={chosen ? 'true' : undefined}
      >
        {gridMoney(minor, view!.prices.currency)}
      </Link>
    );
  };

  return (
    <div className={page.page}>
      <Head>
        <title>{`${title} | ${brand.name}`}</title>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <h1 className={page.heading}>{title}</h1>
      <p className={styles.trip}>{trip}</p>
      <p className={styles.intro}>{t('dates.intro', { count: travellers })}</p>
      {view && <p className={styles.currency}>{t('dates.currency', { currency: view.prices.currency })}</p>}
      <p className={styles.links}>
        <Link href={results}>{t('dates.backToResults')}</Link>
        {view?.kind === 'grid' ? (
          <Link href={calendarHref(criteria)}>{t('results.monthPrices')}</Link>
        ) : (
          <Link href={datesHref(criteria)}>{t('results.nearbyDates')}</Link>
        )}
      </p>
      {!view && <p className={page.unavailable}>{t('dates.unavailable')}</p>}

      {view?.kind === 'grid' && view.prices.returns === null && (
        <ul className={styles.row} aria-label={t('dates.departures')}>
          {view.prices.departures.map((depart, index) => (
            <li key={depart} className={styles.dayCell}>
              <span className={styles.dayLabel}>{day(depart)}</span>
              {cell(view.prices.cells[index]![0]!, depart, null, depart === leg.date, day(depart, { weekday: 'long', day: 'numeric', month: 'long' }))}
            </li>
          ))}
        </ul>
      )}

      {view?.kind === 'grid' && view.prices.returns !== null && (
        <div className={styles.scroller}>
          <table className={styles.grid}>
            <caption className={styles.caption}>{t('dates.gridCaption')}</caption>
            <thead>
              <tr>
                <td className={styles.corner}>
                  <span>{t('dates.return')} →</span>
                  <span>{t('dates.departure')} ↓</span>
                </td>
                {view.prices.returns.map((back) => (
                  <th key={back} scope="col">
                    {day(back, { weekday: 'short', day: 'numeric' })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.prices.departures.map((depart, row) => (
                <tr key={depart}>
                  <th scope="row">{day(depart, { weekday: 'short', day: 'numeric' })}</th>
                  {view.prices.returns!.map((back, column) => (
                    <td key={back}>
                      {cell(
                        view.prices.cells[row]![column]!,
                        depart,
                        back,
                        depart === leg.date && back === criteria.returnDate,
                        t('dates.pair', {
                          depart: day(depart, { weekday: 'long', day: 'numeric', month: 'long' }),
                          back: day(back, { weekday: 'long', day: 'numeric', month: 'long' }),
                        }),
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {view?.kind === 'month' && (
        <MonthCalendar view={view} cell={cell} stay={view.stay} chosen={leg.date} monthHref={(month) => calendarHref(criteria, month, view.stay)} />
      )}
    </div>
  );
}

function MonthCalendar({
  view,
  cell,
  stay,
  chosen,
  monthHref,
}: {
  view: Extract<DatePricesView, { kind: 'month' }>;
  cell: (total: string | null, depart: string, back: string | null, chosen: boolean, label: string) => ReactNode;
  stay: number | null;
  chosen: string;
  monthHref: (month: string) => string;
}) {
  const { t } = useTranslation('results');
  const { date } = useFormatters();
  const days = view.prices.departures;
  // Weeks start on Monday; blank cells before the first.
  const lead = (new Date(`${days[0]}T12:00:00Z`).getUTCDay() + 6) % 7;
  const slots: Array<number | null> = [...Array.from({ length: lead }, () => null), ...days.map((_, index) => index)];
  while (slots.length % 7) slots.push(null);
  const weeks = Array.from({ length: slots.length / 7 }, (_, week) => slots.slice(week * 7, week * 7 + 7));
  const weekdays = Array.from({ length: 7 }, (_, index) => date(`2024-01-0${index + 1}T12:00:00Z`, { weekday: 'short', timeZone: 'UTC' }));
  const monthName = date(`${view.month}-15T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <>
      <nav className={styles.months} aria-label={t('dates.months')}>
        <Link href={monthHref(addMonths(view.month, -1))}>← {t('dates.previousMonth')}</Link>
        <strong>{monthName}</strong>
        <Link href={monthHref(addMonths(view.month, 1))}>{t('dates.nextMonth')} →</Link>
      </nav>
      {stay !== null && <p className={styles.intro}>{t('dates.stay', { count: stay })}</p>}
      <table className={styles.month}>
        <caption className={styles.caption}>{monthName}</caption>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday} scope="col">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((slot, column) =>
                slot === null ? (
                  <td key={column} />
                ) : (
                  <td key={column}>
                    <span className={styles.dayNumber}>{Number(days[slot]!.slice(8))}</span>
                    {cell(
                      view.prices.cells[slot]![0]!,
                      days[slot]!,
                      stay !== null ? addDays(days[slot]!, stay) : null,
                      days[slot] === chosen,
                      date(`${days[slot]}T12:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
                    )}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
