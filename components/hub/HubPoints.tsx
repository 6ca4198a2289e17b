import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import page from '@/components/layout/Page.module.scss';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import type { BookingOverview, PointsStatement } from '@/services/account';
import type { Currency } from '@/lib/locale-defaults';
import { HubLoadFailed, HubPage } from './HubPage';
import styles from './MyTrips.module.scss';
import { SignInFirst } from './SignInFirst';
import { paths } from '@/config/paths';

/** Travel Hub, points: the balance, how points are earned, and what each paid booking earned. */
export function HubPoints({ summary, failed = false }: { summary: { points: PointsStatement; overview: BookingOverview | null } | null; failed?: boolean }) {
  const { t } = useTranslation('hub');
  const { money, date, count } = useFormatters();
  if (failed) return <HubLoadFailed title={t('points.title')} />;
  if (!summary) return <SignInFirst title={t('points.title')} />;
  const { points, overview } = summary;

  return (
    <HubPage title={t('points.title')}>
      <section className={styles.trip} aria-labelledby="points-balance">
        <p id="points-balance" className={styles.balance}>
          {t('points.balance', { count: points.balance, points: count(points.balance) })}
        </p>
        <p>{t('points.rule', { naira: money(points.rule.ngnPerPoint * 100, 'NGN'), dollars: money(points.rule.usdPerPoint * 100, 'USD') })}</p>
        {overview && (
          <p>
            {t('points.paid', { amount: money(toMinor(overview.totalPaid.amount), overview.totalPaid.currency as Currency) })}
            {overview.nextTrip && (
              <>
                {' · '}
                <Link href={paths.flightConfirmation(overview.nextTrip.reference)}>
                  {t('points.nextTrip', {
                    from: overview.nextTrip.from,
                    to: overview.nextTrip.to,
                    date: date(`${overview.nextTrip.departureAt.slice(0, 10)}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }),
                  })}
                </Link>
              </>
            )}
          </p>
        )}
      </section>
      <h2>{t('points.history')}</h2>
      {points.entries.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('points.empty')}</p>
          <Link href="/" className={page.primaryLink}>
            {t('trips.findFlight')}
          </Link>
        </div>
      ) : (
        <ul className={styles.list}>
          {points.entries.map((entry) => (
            <li key={`${entry.product}-${entry.reference}`} className={styles.trip}>
              <p>
                <strong>{t('points.earned', { count: entry.points, points: count(entry.points) })}</strong> · {t(`points.products.${entry.product}`)}{' '}
                {entry.reference}
              </p>
              <p>
                {date(entry.confirmedAt, { dateStyle: 'medium' })} · {money(toMinor(entry.paid.amount), entry.paid.currency as Currency)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </HubPage>
  );
}
