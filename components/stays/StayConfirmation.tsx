import { useTranslation } from '@/components/i18n/use-translation';
import { ProductConfirmation } from '@/components/product/ProductConfirmation';
import type { StayBooking } from '@/services/stays';
import { useAppSelector } from '@/store/hooks';
import { selectStays, submitStayRating } from '@/store/slices/stays';
import { StayCancel } from './StayCancel';
import { StayReceipt, StaySummary } from './StayOrder';

/**
 * Spec §2 /stays/confirmation: the property's confirmation number first, the voucher, the calendar,
 * the stay and what was paid; then changed plans (cancelling as the rate allows) and, once checked
 * out, the guest's review.
 */
export function StayConfirmation({ booking, now }: { booking: StayBooking; now: string }) {
  const { t } = useTranslation('stays');
  const { userRating, loading } = useAppSelector(selectStays);
  return (
    <ProductConfirmation
      namespace="stays"
      idPrefix="stay"
      booking={booking}
      numberLabel={t('confirmation.number')}
      documentLabel={t('confirmation.voucher')}
      summary={<StaySummary booking={booking} headingId="stay-title" />}
      receipt={<StayReceipt booking={booking} />}
      cancel={<StayCancel booking={booking} now={now} />}
      review={{
        kind: 'stay',
        categories: ['cleanliness', 'comfort', 'location', 'facilities', 'staff', 'value'],
        status: booking.stay.review.status,
        from: booking.stay.checkOut,
        until: booking.stay.review.until,
        subjectHref: `/stays/${booking.stay.propertyId}?reviews=latest#reviews`,
      }}
      rating={{ submit: submitStayRating, published: !!userRating, sending: loading }}
    />
  );
}
