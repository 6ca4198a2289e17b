import { useTranslation } from '@/components/i18n/use-translation';
import type { PaymentNotice } from '@/components/payment/PaymentNotices';
import { ProductPayment } from '@/components/payment/ProductPayment';
import { experiencePaths } from '@/config/experiences-paths';
import type { PayableExperience } from '@/services/experiences';
import { ExperienceReceipt, ExperienceSummary } from './ExperienceOrder';

/** An experience's payment: the slot, the party and the price, then the checkout every product shares. */
export function ExperiencePayment({ notice }: { notice: PaymentNotice }) {
  const { t } = useTranslation('experiences');
  return (
    <ProductPayment<PayableExperience>
      notice={notice}
      title={(booking) => t('pay.title', { reference: booking.reference })}
      heldUntil={(deadline) => t('pay.heldUntil', { deadline })}
      working={t('pay.working')}
      summary={(booking) => <ExperienceSummary booking={booking} headingId="experience-title" />}
      receipt={(booking) => <ExperienceReceipt booking={booking} />}
      instructionsPath={experiencePaths.payment}
    />
  );
}
