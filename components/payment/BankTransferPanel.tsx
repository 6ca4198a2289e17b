import { PHONE, WithPhone } from '@/components/common/WithPhone';
import { useRouter } from 'next/router';
import { lazy, Suspense, type RefObject } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import controls from '@/components/common/controls.module.scss';
import { TransferAccount } from '@/components/payment/TransferAccount';
import { useFormatters } from '@/components/i18n/use-formatters';
import { toMinor } from '@/components/i18n/format';
import type { PayableOrder } from '@/services/bookings';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectPayment } from '@/store/slices/payment';
import { selectBankTransfer } from '@/store/slices/payment-thunks';
import { useDeadlineFormat } from './PaymentNotices';

// Asked for only after a guest chooses a bank transfer: it loads then.
const ContactCodeForm = lazy(() => import('./ContactCodeForm').then((module) => ({ default: module.ContactCodeForm })));

/**
 * The bank-transfer method (spec §8): reserve (a guest first confirms the code sent to the contact
 * email), then the account to pay into with its deadline; a reservation the bank could not open an
 * account for is tried again (naira) or paid by calling us (dollars). `noticeRef` takes focus when
 * the reservation is refused; once reserved, the page moves to `instructionsPath`.
 */
export function BankTransferPanel({
  booking,
  instructionsPath,
  noticeRef,
}: {
  booking: PayableOrder;
  instructionsPath: string;
  noticeRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation('flights');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { money: format } = useFormatters();
  const deadline = useDeadlineFormat();
  const { paymentLoader, paymentMethod, contactConfirmation } = useAppSelector(selectPayment);
  const locale = useAppSelector((state) => state.auth.locale);
  const reserved = booking.paymentMethod === 'BANK_TRANSFER';
  const reserving = paymentLoader && paymentMethod === 'bank';
  const transferDeadline = booking.bankTransferDeadline ? deadline(booking.bankTransferDeadline) : '';

  const toInstructions = () => router.push(instructionsPath, undefined, { locale });
  const reserve = async () => {
    const result = await dispatch(selectBankTransfer(booking.reference));
    if (selectBankTransfer.fulfilled.match(result)) {
      if (result.payload.reserved) await toInstructions();
    } else noticeRef.current?.focus();
  };

  if (reserved && booking.bankTransfer)
    return <TransferAccount reference={booking.reference} transfer={booking.bankTransfer} deadline={deadline(booking.paymentDeadline)} />;
  if (reserved && booking.currency === 'NGN')
    return (
      <>
        <p>
          <WithPhone text={t('payment.bankRetry', { phone: PHONE })} />
        </p>
        <button type="button" className={controls.secondary} onClick={reserve} disabled={paymentLoader} aria-busy={reserving}>
          {t('payment.bankRetryButton')}
        </button>
      </>
    );
  if (reserved)
    return (
      <>
        <p>
          <WithPhone text={t('confirmation.steps.call', { phone: PHONE })} />
        </p>
        <p>{t('confirmation.steps.transfer', { amount: format(toMinor(booking.fare.total), booking.currency), reference: booking.reference })}</p>
      </>
    );
  if (contactConfirmation)
    return (
      <Suspense fallback={<p role="status">{t('common:loading')}</p>}>
        <ContactCodeForm
          reference={booking.reference}
          confirmation={contactConfirmation}
          busy={paymentLoader}
          transferDeadline={transferDeadline}
          paymentDeadline={deadline(booking.paymentDeadline)}
          onResend={() => void reserve()}
          onConfirmed={toInstructions}
        />
      </Suspense>
    );
  return (
    <>
      <p>
        {booking.currency === 'NGN' ? (
          t('payment.bankIntroAccount', { deadline: transferDeadline })
        ) : (
          <WithPhone text={t('payment.bankIntro', { phone: PHONE, deadline: transferDeadline })} />
        )}
      </p>
      <button type="button" className={controls.primary} onClick={reserve} disabled={paymentLoader} aria-busy={reserving}>
        {reserving ? t('travellers.reserving') : t('payment.reserve')}
      </button>
    </>
  );
}
