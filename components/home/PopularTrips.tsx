import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { useFormatters } from '@/components/i18n/use-formatters';
import { DEFAULT_CRITERIA, searchHref } from '@/lib/flight-search-query';
import { useAppSelector } from '@/store/hooks';
import styles from './FlightsHome.module.scss';
import { toMinor } from '@/components/i18n/format';
import { selectFlight } from '@/store/slices/flight';

/** Spec §2 landing page: popular trips from the visitor's nearest airport, each a ready search. */
export function PopularTrips() {
  const { t } = useTranslation('home');
  const { price, date } = useFormatters();
  const trips = useAppSelector((state) => selectFlight(state).popularTrips);
  const origin = trips[0]?.originCity;

  return (
    <section className={styles.popular} aria-labelledby="popular-title">
      <h2 id="popular-title">{origin ? t('popular.title', { city: origin }) : t('popular.titleAnywhere')}</h2>
      {trips.length === 0 ? (
        <p className={styles.empty}>{t('popular.empty')}</p>
      ) : (
        <ul className={styles.trips}>
          {trips.map((trip) => (
            <li key={trip.destination}>
              <Link
                className={styles.trip}
                href={searchHref({ ...DEFAULT_CRITERIA, legs: [{ from: trip.origin, to: trip.destination, date: trip.departureDate }] })}
              >
                <span className={styles.tripCity}>{trip.destinationCity}</span>
                <span className={styles.tripDate}>
                  {t('popular.oneWay', { date: date(`${trip.departureDate}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' }) })}
                </span>
                <span className={styles.tripPrice}>{t('popular.from', { price: price(toMinor(trip.price.total), trip.price.currency) })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
