import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { useState } from 'react';
import page from '@/components/layout/Page.module.scss';
import { useFormatters } from '@/components/i18n/use-formatters';
import type { ExperienceTripSummary, StayTripSummary, TripSummary } from '@/services/account';
import { stayPaths } from '@/config/stays-paths';
import { experiencePaths } from '@/config/experiences-paths';
import styles from './MyTrips.module.scss';
import { HubLoadFailed, HubPage } from './HubPage';
import { SignInFirst } from './SignInFirst';
import { tabProps } from '@/components/common/tab-keys';
import { toMinor } from '@/components/i18n/format';
import { paths } from '@/config/paths';
import { bookingDocumentHref } from '@/services/bookings';
import { AdSlot } from '@/components/ads/AdSlot';

const PERIODS = ['upcoming', 'past', 'reserved', 'cancelled'] as const;

type Trip = ({ kind: 'flight' } & TripSummary) | ({ kind: 'stay' } & StayTripSummary) | ({ kind: 'experience' } & ExperienceTripSummary);
export type MyTripsLists = { flights: TripSummary[]; stays: StayTripSummary[]; experiences?: ExperienceTripSummary[] };

/** Travel Hub, My Trips (spec §2): upcoming, past, reserved and cancelled flights, stays and experiences, each with its empty state. */
export function MyTrips({ trips: loaded, failed = false }: { trips: MyTripsLists | null; failed?: boolean }) {
  const { t } = useTranslation('hub');
  const { date } = useFormatters();
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('upcoming');

  if (failed) return <HubLoadFailed title={t('trips.title')} />;
  if (!loaded) return <SignInFirst title={t('trips.title')} />;

  // One list in time order: the soonest first for what is ahead, the latest first for the rest.
  const trips: Trip[] = [
    ...loaded.flights.map((trip) => ({ kind: 'flight' as const, ...trip })),
    ...loaded.stays.map((trip) => ({ kind: 'stay' as const, ...trip })),
    ...(loaded.experiences ?? []).map((trip) => ({ kind: 'experience' as const, ...trip })),
  ];
  const ahead = period === 'upcoming' || period === 'reserved';
  const shown = trips
    .filter((trip) => trip.period === period)
    .sort((a, b) => (ahead ? a.startsAt.localeCompare(b.startsAt) : b.startsAt.localeCompare(a.startsAt)));
  const day = (iso: string) => date(`${iso.slice(0, 10)}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <HubPage title={t('trips.title')}>
      <div role="tablist" aria-label={t('trips.title')} className={styles.tabs}>
        {PERIODS.map((candidate, index) => (
          <button
            key={candidate}
            {...tabProps(index, PERIODS.indexOf(period), PERIODS.length, (next) => setPeriod(PERIODS[next]!))}
            type="button"
            role="tab"
            id={`trips-tab-${candidate}`}
            aria-selected={candidate === period}
            aria-controls="trips-panel"
            className={styles.tab}
            onClick={() => setPeriod(candidate)}
          >
            {t(`trips.tabs.${candidate}`)} <span className={styles.count}>{trips.filter((trip) => trip.period === candidate).length}</span>
          </button>
        ))}
      </div>
      <section id="trips-panel" role="tabpanel" aria-labelledby={`trips-tab-${period}`}>
        {shown.length === 0 ? (
          <div className={styles.empty}>
            <p>{t(`trips.empty.${period}`)}</p>
            {period !== 'cancelled' && (
              <p className={styles.actions}>
                <Link href="/" className={page.primaryLink}>
                  {t('trips.findFlight')}
                </Link>
                <Link href="/stays">{t('trips.findStay')}</Link>
                <Link href="/experiences">{t('trips.findExperience')}</Link>
              </p>
            )}
          </div>
        ) : (
          <ul className={styles.list}>
            {shown.map((trip) =>
              trip.kind === 'experience' ? (
                <TripCard
                  key={trip.reference}
                  trip={trip}
                  title={trip.name}
                  // The slot's local time, as written on the ticket.
                  what={`${t('trips.experience')} · ${day(trip.slotStartsAt)}, ${trip.slotStartsAt.slice(11, 16)} · ${t('trips.participants', { count: trip.participants })}`}
                  paths={experiencePaths}
                  document={t('trips.experienceTicket')}
                  review={t('trips.reviewExperience')}
                />
              ) : trip.kind === 'stay' ? (
                <TripCard
                  key={trip.reference}
                  trip={trip}
                  title={trip.propertyName}
                  what={`${t('trips.stay')} · ${day(trip.checkIn)} – ${day(trip.checkOut)} · ${t('trips.nights', { count: trip.nights })} · ${t('trips.guests', { count: trip.guests })}`}
                  paths={stayPaths}
                  document={t('trips.voucher')}
                  review={t('trips.review')}
                />
              ) : (
                <TripCard
                  key={trip.reference}
                  trip={trip}
                  title={`${trip.from} → ${trip.to}${trip.returnAt ? ` → ${trip.from}` : ''}`}
                  what={`${day(trip.departureAt)}${trip.returnAt ? ` – ${day(trip.returnAt)}` : ''} · ${t('trips.travellers', { count: trip.travellers })}`}
                  paths={{ confirmation: paths.flightConfirmation, payment: paths.payment }}
                  document={t('trips.ticket')}
                />
              ),
            )}
          </ul>
        )}
      </section>
      <AdSlot position="DASHBOARD" />
    </HubPage>
  );
}

/**
 * One trip on My Trips: what and when, its status (a reservation with its deadline), its reference
 * and price, and what can be done with it: its details, its document once confirmed, a review
 * once open, payment while reserved.
 */
function TripCard({
  trip,
  title,
  what,
  paths: to,
  document,
  review,
}: {
  trip: Pick<TripSummary, 'reference' | 'status' | 'period' | 'paymentDeadline' | 'total'> & { reviewStatus?: string };
  title: string;
  what: string;
  paths: { confirmation: (reference: string) => string; payment: (reference: string) => string };
  document: string;
  review?: string;
}) {
  const { t } = useTranslation('hub');
  const { money, date } = useFormatters();
  return (
    <li className={styles.trip}>
      <p className={styles.route}>
        {title}
        <span className={styles.chip} data-status={trip.status}>
          {trip.status === 'PENDING'
            ? t('trips.status.reservedUntil', { date: date(trip.paymentDeadline, { dateStyle: 'medium', timeStyle: 'short' }) })
            : t(`trips.status.${trip.status}`)}
        </span>
      </p>
      <p>{what}</p>
      <p>
        {t('trips.bookingId')} <strong>{trip.reference}</strong> · {money(toMinor(trip.total.amount), trip.total.currency)}
      </p>
      <p className={styles.actions}>
        <Link href={to.confirmation(trip.reference)}>{t('trips.details')}</Link>
        {trip.status === 'CONFIRMED' && (
          <a href={bookingDocumentHref(trip.reference, 'ticket.pdf')} download>
            {document}
          </a>
        )}
        {review && trip.reviewStatus === 'OPEN' && <Link href={`${to.confirmation(trip.reference)}#review-form-title`}>{review}</Link>}
        {trip.period === 'reserved' && (
          <Link href={to.payment(trip.reference)} className={page.primaryLink}>
            {t('trips.payNow')}
          </Link>
        )}
      </p>
    </li>
  );
}
