import { useTranslation } from '@/components/i18n/use-translation';
import { useFormatters } from '@/components/i18n/use-formatters';
import { OrderReceipt } from '@/components/payment/OrderReceipt';
import type { StayBooking } from '@/services/stays';
import { OrderFacts, PlaceWithDirections } from '@/components/product/OrderFacts';

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
    <OrderFacts
      title={stay.propertyName}
      headingId={headingId}
      facts={[
        {
          label: t('order.checkIn'),
          value: t('order.from', { date: day(stay.checkIn), time: stay.offer.policies.checkInOut.checkIn || t('order.hotelTime') }),
        },
        {
          label: t('order.checkOut'),
          value: t('order.until', { date: day(stay.checkOut), time: stay.offer.policies.checkInOut.checkOut || t('order.hotelTime') }),
        },
        {
          label: t('order.room'),
          value: `${t('order.roomLine', { count: stay.nights, rooms: stay.rooms, room: stay.offer.room.description.text })} · ${t(`boards.${stay.offer.boardType}`)}`,
        },
        {
          label: t('order.guests'),
          value: `${stay.guest.firstName} ${stay.guest.lastName} · ${t('book.party', { adults: t('book.adults', { count: stay.adults }), children: t('book.children', { count: stay.childAges.length }) })}`,
        },
        {
          label: t('order.cancellation'),
          value: cancellation ? t('order.freeUntil', { date: `${day(cancellation.slice(0, 10))}, ${cancellation.slice(11, 16)}` }) : t('order.nonRefundable'),
        },
        {
          label: t('order.address'),
          value: (
            <PlaceWithDirections
              place={`${stay.propertyName}, ${stay.district}, ${stay.cityName}`}
              latitude={stay.latitude}
              longitude={stay.longitude}
              directions={t('order.directions')}
            />
          ),
        },
      ]}
    />
  );
}
