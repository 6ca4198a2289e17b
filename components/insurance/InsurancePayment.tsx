import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { useRef } from 'react';
import page from '@/components/layout/Page.module.scss';
import { FullScreenLoader } from '@/components/status/FullScreenLoader';
import { useAppSelector } from '@/store/hooks';
import { selectPayment } from '@/store/slices/payment';
import { Checkout, PaymentNotices, useDeadlineFormat, usePayableOrder, type PaymentNotice } from '@/components/payment/Checkout';
import checkout from '@/components/payment/Checkout.module.scss';
import { brand } from '@/config/public';
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
  const { t: tf } = useTranslation('flights');
  const booking = usePayableOrder<PayableInsurance>();
  const deadline = useDeadlineFormat();
  const noticeRef = useRef<HTMLDivElement>(null);
  // Spec §4: the loading overlay shows while the payment loader runs (a promo code, a bank-transfer reservation).
  const { paymentLoader } = useAppSelector(selectPayment);
  if (!booking) return null;
  const reserved = booking.paymentMethod === 'BANK_TRANSFER';
  return (
    <div className={page.page}>
      <Head>
        <title>{`${t('pay.title', { reference: booking.reference })} | ${brand.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1 className={page.heading}>{t('pay.title', { reference: booking.reference })}</h1>
      <PaymentNotices notice={notice} noticeRef={noticeRef} />
      <p className={checkout.deadline}>
        {reserved ? tf('payment.reservedUntil', { deadline: deadline(booking.paymentDeadline) }) : t('pay.heldUntil', { deadline: deadline(booking.paymentDeadline) })}
      </p>
      <div className={checkout.layout}>
        <PolicySummary booking={booking} headingId="policy-title" />
        <Checkout booking={booking} receipt={<InsuranceReceipt booking={booking} />} instructionsPath={insurancePaths.payment(booking.reference)} noticeRef={noticeRef} />
      </div>
      {paymentLoader && <FullScreenLoader label={t('pay.working')} />}
    </div>
  );
}
