import { useTranslation } from '@/components/i18n/use-translation';
import type { PaymentNotice } from '@/components/payment/PaymentNotices';
import { ProductPayment } from '@/components/payment/ProductPayment';
import { insurancePaths } from '@/config/insurance-paths';
import type { PayableInsurance } from '@/services/insurance';
import { InsuranceReceipt, PolicySummary } from './InsuranceOrder';

/**
 * Spec §2 /insurance/makepayment: the policy being bought and what it costs, then the checkout
 * every product shares (promo code; card, USSD or bank transfer). A bank-transfer reservation's
 * account is shown here, on the same page.
 */
export function InsurancePayment({ notice }: { notice: PaymentNotice }) {
  const { t } = useTranslation('insurance');
  return (
    <ProductPayment<PayableInsurance>
      notice={notice}
      title={(booking) => t('pay.title', { reference: booking.reference })}
      heldUntil={(deadline) => t('pay.heldUntil', { deadline })}
      working={t('pay.working')}
      summary={(booking) => <PolicySummary booking={booking} headingId="policy-title" />}
      receipt={(booking) => <InsuranceReceipt booking={booking} />}
      instructionsPath={insurancePaths.payment}
    />
  );
}
