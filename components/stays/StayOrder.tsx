import { useTranslation } from '@/components/i18n/use-translation';
import { useFormatters } from '@/components/i18n/use-formatters';
import { OrderReceipt } from '@/components/payment/OrderReceipt';
import type { StayBooking } from '@/services/stays';
import { mapsLink } from '@/lib/maps-link';
import styles from '@/components/product/Order.module.scss';

/** What a stay costs: the rooms, the taxes, any promo code, the total; in the order's currency. */
export function StayReceipt({ booking }: { booking: Pick<StayBooking, 'fare' | 'currency' | 'voucherCode'> }) {
  const { t } = useTranslation('stays');
  return (
    <OrderReceipt
      currency={booking.currency}
      lines={[
        { label: t('order.rooms'), amount: booking.fare.base },
        { label: t('order.taxes'), amount: booking.fare.taxes },
      ]}
      discount={{ label: t('order.discount', { code: booking.voucherCode ?? '' }), amount: booking.fare.discount }}
      total={{ label: t('order.total'), amount: booking.fare.total }}
    />
  );
}

/** The stay as booked: where, when (with the property's times), which room and rate, for whom. */
export function StaySummary({ booking, headingId }: { booking: Pick<StayBooking, 'stay'>; headingId: string }) {
  const { t } = useTranslation('stays');
  const { date } = useFormatters();
  const { stay } = booking;
  const day = (iso: string) => date(`${iso}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const cancellation = stay.offer.freeCancellationUntil;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{stay.propertyName}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('order.checkIn')}</dt>
          <dd>{t('order.from', { date: day(stay.checkIn), time: stay.offer.policies.checkInOut.checkIn || t('order.hotelTime') })}</dd>
        </div>
        <div>
          <dt>{t('order.checkOut')}</dt>
          <dd>{t('order.until', { date: day(stay.checkOut), time: stay.offer.policies.checkInOut.checkOut || t('order.hotelTime') })}</dd>
        </div>
        <div>
          <dt>{t('order.room')}</dt>
          <dd>
            {t('order.roomLine', { count: stay.nights, rooms: stay.rooms, room: stay.offer.room.description.text })} · {t(`boards.${stay.offer.boardType}`)}
          </dd>
        </div>
        <div>
          <dt>{t('order.guests')}</dt>
          <dd>
            {stay.guest.firstName} {stay.guest.lastName} ·{' '}
            {t('book.party', { adults: t('book.adults', { count: stay.adults }), children: t('book.children', { count: stay.childAges.length }) })}
          </dd>
        </div>
        <div>
          <dt>{t('order.cancellation')}</dt>
          <dd>
            {cancellation ? t('order.freeUntil', { date: `${day(cancellation.slice(0, 10))}, ${cancellation.slice(11, 16)}` }) : t('order.nonRefundable')}
          </dd>
        </div>
        <div>
          <dt>{t('order.address')}</dt>
          <dd>
            {stay.propertyName}, {stay.district}, {stay.cityName}
            <br />
            <a href={mapsLink(stay.latitude, stay.longitude)} target="_blank" rel="noopener noreferrer">
              {t('order.directions')}
            </a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
