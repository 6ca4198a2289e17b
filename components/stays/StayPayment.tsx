import { useTranslation } from '@/components/i18n/use-translation';
import type { PaymentNotice } from '@/components/payment/PaymentNotices';
import { ProductPayment } from '@/components/payment/ProductPayment';
import { stayPaths } from '@/config/stays-paths';
import type { PayableStay } from '@/services/stays';
import { StayReceipt, StaySummary } from './StayOrder';

/** A stay's payment: the stay and its price, then the checkout every product shares. */
export function StayPayment({ notice }: { notice: PaymentNotice }) {
  const { t } = useTranslation('stays');
  return (
    <ProductPayment<PayableStay>
      notice={notice}
      title={(booking) => t('pay.title', { reference: booking.reference })}
      heldUntil={(deadline) => t('pay.heldUntil', { deadline })}
      working={t('pay.working')}
      summary={(booking) => <StaySummary booking={booking} headingId="stay-title" />}
      receipt={(booking) => <StayReceipt booking={booking} />}
      instructionsPath={stayPaths.payment}
    />
  );
}
