import { PHONE, WithPhone } from '@/components/common/WithPhone';
import { PrivateTitle } from '@/components/seo/PrivateTitle';
import Link from 'next/link';
import type { ReactNode } from 'react';
import controls from '@/components/common/controls.module.scss';
import { useTranslation } from '@/components/i18n/use-translation';
import page from '@/components/layout/Page.module.scss';
import checkout from '@/components/payment/Checkout.module.scss';
import { awaitingProvider, ConfirmationHero } from '@/components/payment/ConfirmationHero';
import { TripAlerts } from '@/components/push/TripAlerts';
import { ReviewForm } from '@/components/reviews/ReviewForm';
import { bookingDocumentHref, type OrderDetails } from '@/services/bookings';
import { useAppDispatch } from '@/store/hooks';
import type { reviewThunks } from '@/store/reviews';

type ReviewFormProps = Parameters<typeof ReviewForm>[0];

interface ProductConfirmationProps {
  /** The product's words (`stays`, `experiences`): the same `confirmation.*` and `cancel.*` keys in each. */
  namespace: string;
  idPrefix: string;
  booking: Pick<OrderDetails, 'reference' | 'kind' | 'status' | 'paidAt' | 'refunded' | 'currency' | 'fulfilment' | 'providerReference'>;
  /** The label of the number the traveller quotes (ticket, confirmation number). */
  numberLabel: string;
  /** The PDF's name for the traveller (voucher, ticket); then anything more to open. */
  documentLabel: string;
  moreActions?: ReactNode;
  summary: ReactNode;
  receipt: ReactNode;
  cancel: ReactNode;
  /** The review, once it is over: where it stands, and the product's store. */
  review: Omit<ReviewFormProps, 'submit' | 'published' | 'sending'>;
  rating: { submit: ReturnType<typeof reviewThunks>['submitRating']; published: boolean; sending: boolean };
}

/**
 * Spec §2 stays and experiences confirmation: the number the traveller quotes first, the document
 * (voucher, ticket), the calendar, what was booked and what was paid; then changed plans and, once
 * it is over, the traveller's review.
 */
export function ProductConfirmation({ namespace, idPrefix, booking, review, rating, ...props }: ProductConfirmationProps) {
  const { t } = useTranslation(namespace);
  const dispatch = useAppDispatch();
  const cancelled = booking.status === 'CANCELLED';
  return (
    <div className={page.page}>
      <PrivateTitle title={cancelled ? t('cancel.cancelledTitle') : t('confirmation.title')} />
      <ConfirmationHero
        booking={booking}
        number={booking.providerReference ?? booking.reference}
        headingId={`${idPrefix}-confirmation`}
        words={{
          test: t('confirmation.test'),
          done: t('confirmation.title'),
          cancelled: t('cancel.cancelledTitle'),
          numberLabel: props.numberLabel,
          bookingId: t('confirmation.bookingId'),
          paid: t('confirmation.paid'),
          refundedOn: (amount, date) => t('cancel.refundedOn', { amount, date }),
          refundPending: <WithPhone text={t('cancel.refundPending', { phone: PHONE })} />,
        }}
        actions={
          <>
            <a href={bookingDocumentHref(booking.reference, 'ticket.pdf')} className={controls.primary} download>
              {props.documentLabel}
            </a>
            <a href={bookingDocumentHref(booking.reference, 'calendar.ics')}>{t('confirmation.calendar')}</a>
            {props.moreActions}
          </>
        }
        note={t('confirmation.emailed')}
      />
      {!cancelled && <TripAlerts booking={booking.reference} />}
      <div className={checkout.layout}>
        {props.summary}
        <section className={checkout.block} aria-labelledby="paid-title">
          <h2 id="paid-title">{t('confirmation.whatPaid')}</h2>
          {props.receipt}
          <Link href="/hub">{t('confirmation.hub')}</Link>
        </section>
      </div>
      {!awaitingProvider(booking) && props.cancel}
      <ReviewForm
        {...review}
        published={rating.published}
        sending={rating.sending}
        submit={async (draft) => {
          const result = await dispatch(rating.submit({ bookingId: booking.reference, ...draft }));
          return rating.submit.fulfilled.match(result) ? null : (result.payload ?? { status: 0, code: 'NETWORK', message: '', errors: [] });
        }}
      />
    </div>
  );
}
