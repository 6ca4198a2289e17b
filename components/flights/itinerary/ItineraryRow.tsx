import type { TFunction } from 'i18next';
import type { useFormatters } from '@/components/i18n/use-formatters';
import type { OfferDictionaries, OfferItinerary } from '@/services/flight-types';
import { AirlineMark } from '@/components/flights/results/AirlineMark';
import { carrierName, carriersOfItinerary, dayOffset, minutesOf } from './itinerary-view';
import styles from './Itinerary.module.scss';

export { styles as itineraryStyles };

/** "2026-12-14T22:35:00" → "22:35": the local time as the airline prints it. */
export const localTime = (at: string) => at.slice(11, 16);

/** "Fri, 25 Dec": a flight's day, as written on its row (one object, so its formatter is found at once). */
const LEG_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' };

export const durationText = (t: TFunction, minutes: number) =>
  t('results.duration', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') });

export interface ItineraryRowProps {
  itinerary: OfferItinerary;
  label: string;
  dictionaries: OfferDictionaries | null;
  t: TFunction;
  date: ReturnType<typeof useFormatters>['date'];
}

/** One leg of a trip (out or back): its airlines, times with a +1 day mark, duration and stops. */
// Rows take `t` and the formatters from their card: thirty cards, each with hooks per row, made
// server rendering of a results page measurably slower.
export function ItineraryRow({ itinerary, label, dictionaries, t, date }: ItineraryRowProps) {
  const duration = (minutes: number) => durationText(t, minutes);
  const first = itinerary.segments[0]!;
  const last = itinerary.segments.at(-1)!;
  const stops = itinerary.segments.length - 1;
  const plusDays = dayOffset(first.departure.at, last.arrival.at);
  const via = itinerary.segments.slice(1).map((segment) => segment.departure.iataCode);
  // A connection on another airline names every one of them, in flying order.
  const codes = carriersOfItinerary(itinerary);
  const carrier = codes.map((code) => carrierName(dictionaries, code)).join(' + ');
  return (
    <div>
      <p className={styles.legLabel}>
        <span className={styles.marks}>
          {codes.map((code) => (
            <AirlineMark key={code} code={code} size={20} />
          ))}
        </span>
        {/* Each line one text node: fewer nodes to render, to send and to hydrate. */}
        {`${label} · ${date(`${first.departure.at.slice(0, 10)}T12:00:00Z`, LEG_DAY)} · `}
        <span className={styles.carrier}>{carrier}</span>
      </p>
      <div className={styles.times}>
        <span className={styles.time}>
          {`${localTime(first.departure.at)} `}
          <abbr className={styles.code}>{first.departure.iataCode}</abbr>
        </span>
        <span className={styles.path} aria-hidden="true" />
        <span className={styles.time}>
          {localTime(last.arrival.at)}
          {plusDays > 0 && <sup className={styles.plusDay}>{t('results.nextDay', { count: plusDays })}</sup>}{' '}
          <abbr className={styles.code}>{last.arrival.iataCode}</abbr>
        </span>
      </div>
      <p className={styles.meta}>
        {`${duration(minutesOf(itinerary.duration))} · ${stops === 0 ? t('results.nonstop') : `${t('results.stopCount', { count: stops })} ${t('results.via', { airports: via.join(', ') })}`}`}
      </p>
    </div>
  );
}

/** Every leg of an offer, one row each, named by `legLabels` ("Outbound", "Flight 2"…). */
export function ItineraryRows({
  itineraries,
  legLabels,
  dictionaries,
  t,
  date,
}: Omit<ItineraryRowProps, 'itinerary' | 'label'> & { itineraries: OfferItinerary[]; legLabels: string[] }) {
  return (
    <div className={styles.itineraries}>
      {itineraries.map((itinerary, index) => (
        <ItineraryRow
          key={index}
          itinerary={itinerary}
          label={legLabels[index] ?? t('results.flight', { number: index + 1 })}
          dictionaries={dictionaries}
          t={t}
          date={date}
        />
      ))}
    </div>
  );
}
