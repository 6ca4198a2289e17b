import { useTranslation } from '@/components/i18n/use-translation';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import { Stars } from '@/components/reviews/Rating';
import { nightsBetween } from '@/lib/stay-search-query';
import type { StayHotel, StayOffer } from '@/services/stays';
import styles from '@/components/product/Booking.module.scss';

/** The stay being booked: the hotel, the dates with their check-in and check-out times, the room and the party, and the price line by line. */
export function StayBookingSummary({ hotel, offer }: { hotel: StayHotel; offer: StayOffer }) {
  const { t } = useTranslation('stays');
  const { money, date } = useFormatters();
  const currency = offer.price.currency as 'USD' | 'NGN';
  const nights = nightsBetween(offer.checkInDate, offer.checkOutDate);
  const day = (value: string) => date(`${value.slice(0, 10)}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <section className={styles.summary} aria-labelledby="stay-book-summary">
      <h2 id="stay-book-summary">{hotel.name}</h2>
      <p className={styles.muted}>
        <Stars count={hotel.property.stars} /> {hotel.property.district}
      </p>
      <dl className={styles.facts}>
        <dt>{t('order.checkIn')}</dt>
        <dd>{t('order.from', { date: day(offer.checkInDate), time: offer.policies.checkInOut.checkIn || t('order.hotelTime') })}</dd>
        <dt>{t('order.checkOut')}</dt>
        <dd>{t('order.until', { date: day(offer.checkOutDate), time: offer.policies.checkInOut.checkOut || t('order.hotelTime') })}</dd>
        <dt>{t('order.room')}</dt>
        <dd>
          {t('order.roomLine', { count: nights, rooms: Number(offer.roomQuantity), room: offer.room.description.text })} · {t(`boards.${offer.boardType}`)}
        </dd>
        <dt>{t('order.guests')}</dt>
        <dd>
          {t('book.party', {
            adults: t('book.adults', { count: offer.guests.adults }),
            children: t('book.children', { count: offer.guests.childAges?.length ?? 0 }),
          })}
        </dd>
        <dt>{t('order.cancellation')}</dt>
        <dd>
          {offer.freeCancellationUntil
            ? t('order.freeUntil', { date: `${day(offer.freeCancellationUntil)}, ${offer.freeCancellationUntil.slice(11, 16)}` })
            : t('order.nonRefundable')}
        </dd>
      </dl>
      <dl className={styles.receipt}>
        <dt>{t('order.rooms')}</dt>
        <dd>{money(toMinor(offer.price.base), currency)}</dd>
        <dt>{t('order.taxes')}</dt>
        <dd>{money(toMinor(offer.price.taxes[0]?.amount ?? '0'), currency)}</dd>
        <dt className={styles.totalLabel}>{t('order.total')}</dt>
        <dd className={styles.total}>{money(toMinor(offer.price.total), currency)}</dd>
      </dl>
      <p className={styles.muted}>{t('book.payNow')}</p>
    </section>
  );
}
