import { PrivateTitle } from '@/components/seo/PrivateTitle';
import { useTranslation } from '@/components/i18n/use-translation';
import { useRef, type ReactNode } from 'react';
import page from '@/components/layout/Page.module.scss';
import { FullScreenLoader } from '@/components/status/FullScreenLoader';
import type { PayableOrder } from '@/services/bookings';
import { useAppSelector } from '@/store/hooks';
import { selectPayment } from '@/store/slices/payment';
import { Checkout } from './Checkout';
import { PaymentNotices, useDeadlineFormat, usePayableOrder, type PaymentNotice } from './PaymentNotices';
import checkout from './Checkout.module.scss';

interface ProductPaymentProps<T extends PayableOrder> {
  notice: PaymentNotice;
  /** The page's heading, in the product's words ("Pay for your stay K7MX3Q"). */
  title: (booking: T) => string;
  /** How long the checkout holds the order, in the product's words ({{deadline}} filled in). */
  heldUntil: (deadline: string) => string;
  /** The words of the spec §4 overlay while the payment loader runs. */
  working: string;
  /** What is bought (the product's summary) and what it costs (its receipt). */
  summary: (booking: T) => ReactNode;
  receipt: (booking: T) => ReactNode;
  /** Where a reserved bank transfer's instructions are shown (the page itself). */
  instructionsPath: (reference: string) => string;
}

/**
 * A product's own payment page (insurance, stays): its heading, the notices from the gateway, how
 * long the order is held, what is bought beside the checkout every product shares, and the §4
 * loading overlay while the payment loader runs.
 */
export function ProductPayment<T extends PayableOrder>({ notice, title, heldUntil, working, summary, receipt, instructionsPath }: ProductPaymentProps<T>) {
  const { t } = useTranslation('flights');
  const booking = usePayableOrder<T>();
  const deadline = useDeadlineFormat();
  const noticeRef = useRef<HTMLDivElement>(null);
  const { paymentLoader } = useAppSelector(selectPayment);
  if (!booking) return null;
  return (
    <div className={page.page}>
      <PrivateTitle title={title(booking)} />
      <h1 className={page.heading}>{title(booking)}</h1>
      <PaymentNotices notice={notice} noticeRef={noticeRef} />
      <p className={checkout.deadline}>
        {booking.paymentMethod === 'BANK_TRANSFER'
          ? t('payment.reservedUntil', { deadline: deadline(booking.paymentDeadline) })
          : heldUntil(deadline(booking.paymentDeadline))}
      </p>
      <div className={checkout.layout}>
        {summary(booking)}
        <Checkout booking={booking} receipt={receipt(booking)} instructionsPath={instructionsPath(booking.reference)} noticeRef={noticeRef} />
      </div>
      {paymentLoader && <FullScreenLoader label={working} />}
    </div>
  );
}
