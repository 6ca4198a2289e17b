import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { useRef } from 'react';
import page from '@/components/layout/Page.module.scss';
import { Checkout, PaymentNotices, useDeadlineFormat, usePayableOrder, type PaymentNotice } from '@/components/payment/Checkout';
import checkout from '@/components/payment/Checkout.module.scss';
import { FullScreenLoader } from '@/components/status/FullScreenLoader';
import { brand } from '@/config/public';
import { stayPaths } from '@/config/stays-paths';
import type { PayableStay } from '@/services/stays';
import { useAppSelector } from '@/store/hooks';
import { selectPayment } from '@/store/slices/payment';
import { StayReceipt, StaySummary } from './StayOrder';

/** A stay's payment: the stay and its price, then the checkout every product shares. */
export function StayPayment({ notice }: { notice: PaymentNotice }) {
  const { t } = useTranslation('stays');
  const { t: tf } = useTranslation('flights');
  const booking = usePayableOrder<PayableStay>();
  const deadline = useDeadlineFormat();
  const noticeRef = useRef<HTMLDivElement>(null);
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
        <StaySummary booking={booking} headingId="stay-title" />
        <Checkout booking={booking} receipt={<StayReceipt booking={booking} />} instructionsPath={stayPaths.payment(booking.reference)} noticeRef={noticeRef} />
      </div>
      {paymentLoader && <FullScreenLoader label={t('pay.working')} />}
    </div>
  );
}
