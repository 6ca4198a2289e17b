import { PHONE, WithPhone } from '@/components/common/WithPhone';
import { PrivateTitle } from '@/components/seo/PrivateTitle';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { CancelSection } from '@/components/payment/CancelSection';
import { useTranslation } from '@/components/i18n/use-translation';
import { useState } from 'react';
import controls from '@/components/common/controls.module.scss';
import { toast } from '@/components/common/toast';
import { useFormatters } from '@/components/i18n/use-formatters';
import page from '@/components/layout/Page.module.scss';
import checkout from '@/components/payment/Checkout.module.scss';
import { bookingDocumentHref } from '@/services/bookings';
import { toApiError } from '@/services/http';
import { cancelInsurance, resendInsuranceConfirmation, type InsuranceBooking } from '@/services/insurance';
import { toMinor } from '@/components/i18n/format';
import { todayInLagos } from '@/common/dates';
import { useAppSelector } from '@/store/hooks';
import { InsuranceReceipt, PolicySummary } from './InsuranceOrder';
import styles from '@/components/payment/CancelBooking.module.scss';
import hero from '@/components/payment/ConfirmationHero.module.scss';
import { awaitingProvider, ProviderWait, RefundNote } from '@/components/payment/ConfirmationHero';

/**
 * Spec §2 /insurance/confirmation: the contract number large, the purchase date, the certificate
 * to download (PDF with its QR code) and the page an embassy checks it on, the email again, then
 * the policy and what was paid.
 */
export function InsuranceConfirmation({ booking }: { booking: InsuranceBooking }) {
  const { t } = useTranslation('insurance');
  const { t: common } = useTranslation('common');
  const { asPath } = useRouter();
  const { date, money } = useFormatters();
  const testMode = useAppSelector((state) => state.ui.paymentsSandbox);
  const [sending, setSending] = useState(false);
  const { contractNumber, verifyPath } = booking.insurance;
  const cancelled = booking.status === 'CANCELLED';
  const waiting = awaitingProvider(booking);
  // A policy can be cancelled for a refund until the day its cover starts.
  const cancellable = booking.status === 'CONFIRMED' && !!contractNumber && booking.insurance.coverStart > todayInLagos();
  const paid = money(toMinor(booking.fare.total), booking.currency);
  const resend = async () => {
    setSending(true);
    try {
      toast.success(t('confirmation.resent', { email: await resendInsuranceConfirmation(booking.reference) }));
    } catch (error) {
      toast.error(toApiError(error).status === 429 ? t('confirmation.resendLimit') : t('confirmation.resendFailed'));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={page.page}>
      <PrivateTitle title={t('confirmation.title')} />
      <section className={hero.hero} aria-labelledby="contract-number">
        {testMode && <p className={hero.test}>{t('confirmation.testPolicy')}</p>}
        <p className={cancelled ? styles.cancelledTitle : hero.done}>
          {cancelled ? t('cancel.cancelledTitle') : waiting ? common('fulfilment.paid') : t('confirmation.title')}
        </p>
        <p className={hero.label}>{t('confirmation.contract')}</p>
        <h1 id="contract-number" className={hero.contract}>
          {contractNumber ?? t(booking.fulfilment === 'FAILED' ? 'confirmation.notIssued' : 'confirmation.issuing')}
        </h1>
        <dl className={hero.meta}>
          <div>
            <dt>{t('confirmation.bookingId')}</dt>
            <dd>{booking.reference}</dd>
          </div>
          {booking.paidAt && (
            <div>
              <dt>{t('confirmation.purchased')}</dt>
              <dd>{date(booking.paidAt, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Lagos' })}</dd>
            </div>
          )}
        </dl>
        {cancelled ? (
          <RefundNote
            booking={booking}
            refundedOn={(amount, on) => t('cancel.refundedOn', { amount, date: on })}
            pending={<WithPhone text={t('cancel.refundPending', { amount: paid, phone: PHONE })} />}
          />
        ) : contractNumber ? (
          <div className={hero.actions}>
            <a href={bookingDocumentHref(booking.reference, 'ticket.pdf')} className={controls.primary} download>
              {t('confirmation.certificate')}
            </a>
            {verifyPath && <Link href={verifyPath}>{t('confirmation.verify')}</Link>}
            <button type="button" className={controls.secondary} onClick={() => void resend()} disabled={sending} aria-busy={sending}>
              {t('confirmation.resend')}
            </button>
          </div>
        ) : booking.fulfilment === 'FAILED' ? (
          <ProviderWait booking={booking} />
        ) : (
          <p role="status">
            <WithPhone text={t('confirmation.issuingNote', { phone: PHONE })} /> <a href={asPath}>{common('fulfilment.reload')}</a>
          </p>
        )}
        {!cancelled && !waiting && <p className={hero.note}>{t('confirmation.emailed')}</p>}
      </section>
      <div className={checkout.layout}>
        <PolicySummary booking={booking} headingId="policy-title" />
        <section className={checkout.block} aria-labelledby="paid-title">
          <h2 id="paid-title">{t('confirmation.paid')}</h2>
          <InsuranceReceipt booking={booking} />
          <Link href="/hub/insurance">{t('confirmation.hub')}</Link>
        </section>
      </div>
      {cancellable && (
        <CancelSection
          id="insurance-cancel"
          title={t('cancel.title')}
          rule={t('cancel.rule', { amount: paid })}
          words={{
            button: t('cancel.button', { amount: paid }),
            question: t('cancel.question', { contract: contractNumber ?? booking.reference, amount: paid }),
            yes: t('cancel.yes'),
            keep: t('cancel.keep'),
            cancelling: t('cancel.cancelling'),
          }}
          call={() => cancelInsurance(booking.reference)}
          done={(refund, amount) => t(refund === 'REFUNDED' ? 'cancel.refunded' : 'cancel.refundDue', { amount })}
          failed={(code) => t(`cancel.errors.${code}`, { defaultValue: t('cancel.errors.UNKNOWN') })}
        />
      )}
    </div>
  );
}
