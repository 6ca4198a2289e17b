import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { lazy, Suspense, useEffect, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { toast } from '@/components/common/toast';
import controls from '@/components/common/controls.module.scss';
import { TextField } from '@/components/common/TextField';
import { TransferAccount } from '@/components/payment/TransferAccount';
import page from '@/components/layout/Page.module.scss';
import { useFormatters } from '@/components/i18n/use-formatters';
import { toMinor } from '@/components/i18n/format';
import { brand } from '@/config/public';
import { cardCheckoutHref, type PayableOrder } from '@/services/bookings';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectPayment, setPaymentMethod } from '@/store/slices/payment';
import { applyVoucherCode, removeVoucherCode, selectBankTransfer } from '@/store/slices/payment-thunks';
import styles from './Checkout.module.scss';

// Asked for only after a guest chooses a bank transfer: it loads then.
const ContactCodeForm = lazy(() => import('./ContactCodeForm').then((module) => ({ default: module.ContactCodeForm })));

const PROCESSOR_NAMES = { paystack: 'Paystack', flutterwave: 'Flutterwave' } as const;

export type PaymentNotice = 'failed' | 'pending' | 'problem' | 'unavailable' | 'lapsed' | null;

/** The order being paid, as every product's payment page reads it from the store. */
export function usePayableOrder<T extends PayableOrder>(): T | null {
  return useAppSelector(selectPayment).booking as T | null;
}

/** Lagos time, as every deadline is given. */
export function useDeadlineFormat() {
  const { date } = useFormatters();
  return (iso: string) => date(iso, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Africa/Lagos' });
}

/**
 * What came back from the gateway (spec §8): a failed payment is toasted once; the other notices
 * (pending, problem, unavailable, lapsed) and a refused bank transfer are said above the page,
 * where `noticeRef` takes focus after a bank-transfer attempt fails.
 */
export function PaymentNotices({ notice, noticeRef }: { notice: PaymentNotice; noticeRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation('flights');
  const { failed, failedErrorMessage, paymentMethod } = useAppSelector(selectPayment);
  useEffect(() => {
    // One message, not a toast and a banner: it stays long enough to read on a phone.
    if (notice === 'failed') toast.error(t('payment.notices.failed'), { id: 'payment-failed', duration: 12_000 });
  }, [notice, t]);
  return (
    <div ref={noticeRef} tabIndex={-1}>
      {notice && notice !== 'failed' && (
        <div role="alert" className={notice === 'pending' ? styles.info : page.unavailable}>
          <p>{t(`payment.notices.${notice}`, { phone: brand.supportPhone })}</p>
        </div>
      )}
      {failed && paymentMethod === 'bank' && (
        <div role="alert" className={page.unavailable}>
          <p>{t(`payment.bankErrors.${failedErrorMessage}`, { defaultValue: t('payment.bankErrors.UNKNOWN') })}</p>
        </div>
      )}
    </div>
  );
}

/**
 * The checkout every product shares (spec §2 overview and payment): what is paid (`receipt`, the
 * product's breakdown) with a promo code, then the method in the words people use — card or USSD
 * through the processor's hosted page (a full-page link: no card data here, works without
 * JavaScript), or a bank-transfer reservation — and where a reservation's instructions are shown
 * (`instructionsPath`).
 */
export function Checkout({
  booking,
  receipt,
  instructionsPath,
  noticeRef,
}: {
  booking: PayableOrder;
  receipt: ReactNode;
  instructionsPath: string;
  noticeRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation('flights');
  const router = useRouter();
  const dispatch = useAppDispatch();
  // What is charged is shown: amounts in the booking's currency, never converted.
  const { money: format } = useFormatters();
  const deadline = useDeadlineFormat();
  const { voucherResponse, paymentLoader, paymentMethod, contactConfirmation } = useAppSelector(selectPayment);
  const locale = useAppSelector((state) => state.auth.locale);
  const [code, setCode] = useState('');
  const [leaving, setLeaving] = useState<'card' | 'ussd' | null>(null);

  // Back from the gateway with the browser's back button: the page is live again.
  useEffect(() => {
    const reset = () => setLeaving(null);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const money = (amount: string) => format(toMinor(amount), booking.currency);
  const reserved = booking.paymentMethod === 'BANK_TRANSFER';
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    void dispatch(applyVoucherCode({ reference: booking.reference, code: code.trim() }));
  };
  const toInstructions = () => router.push(instructionsPath, undefined, { locale });
  const reserve = async () => {
    const result = await dispatch(selectBankTransfer(booking.reference));
    if (selectBankTransfer.fulfilled.match(result)) {
      if (result.payload.reserved) await toInstructions();
    } else noticeRef.current?.focus();
  };
  // The server lists the processors with the configured one first; the traveller chooses a method, not a company.
  const processor =
    booking.methods
      .map((method) => method.toLowerCase())
      .find((method): method is 'paystack' | 'flutterwave' => method === 'paystack' || method === 'flutterwave') ?? null;
  const bankOpen = booking.methods.includes('BANK_TRANSFER');
  // USSD codes are Nigerian banks': naira only.
  const ussdOpen = booking.currency === 'NGN';
  const methods = [...(processor ? (['card'] as const) : []), ...(['bank'] as const), ...(processor && ussdOpen ? (['ussd'] as const) : [])];
  const initialMethod = reserved || !processor ? 'bank' : 'card';
  const hostedLink = (gateway: 'paystack' | 'flutterwave', channel: 'card' | 'ussd') => (
    <a
      href={cardCheckoutHref(gateway, booking.reference, channel)}
      className={`${styles.method} ${leaving === channel ? styles.leaving : ''}`}
      aria-busy={leaving === channel}
      onClick={() => {
        setLeaving(channel);
        dispatch(setPaymentMethod(gateway));
      }}
    >
      {leaving === channel
        ? t('payment.redirecting')
        : t(channel === 'card' ? 'payment.payByCard' : 'payment.payByUssd', { amount: money(booking.fare.total) })}
    </a>
  );
  const voucherError =
    voucherResponse && !voucherResponse.ok
      ? t(`payment.voucherErrors.${voucherResponse.error}`, { defaultValue: voucherResponse.message ?? t('payment.voucherErrors.UNKNOWN') })
      : null;

  return (
    <div>
      <section className={styles.block} aria-labelledby="fare-title">
        <h2 id="fare-title">{t('confirmation.receipt')}</h2>
        {receipt}
        {booking.voucherCode ? (
          <p className={styles.applied}>
            {t('payment.voucherApplied', { code: booking.voucherCode })}{' '}
            <button type="button" className={styles.linkButton} onClick={() => void dispatch(removeVoucherCode(booking.reference))} disabled={paymentLoader}>
              {t('payment.removeVoucher')}
            </button>
          </p>
        ) : (
          <form className={styles.voucher} onSubmit={apply} noValidate>
            <TextField
              label={t('payment.voucherLabel')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              error={voucherError ?? undefined}
            />
            <button type="submit" className={controls.secondary} disabled={paymentLoader || !code.trim()}>
              {t('payment.applyVoucher')}
            </button>
          </form>
        )}
      </section>

      <section className={styles.block} aria-labelledby="methods-title">
        <h2 id="methods-title">{t('payment.methodsTitle')}</h2>
        {/* Method first, in the words people use; the processor is ours to choose. The chosen
            method's panel shows (CSS :has, so it works before and without JavaScript). */}
        <div className={styles.picker}>
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{t('payment.methodsTitle')}</legend>
            {methods.map((method) => (
              <label key={method} className={styles.choice}>
                <input
                  type="radio"
                  name="method"
                  value={method}
                  defaultChecked={method === initialMethod}
                  disabled={method === 'bank' && !bankOpen}
                  aria-describedby={`method-${method}-hint`}
                />
                <span>
                  <strong>{t(`payment.methodNames.${method}`)}</strong>
                  <small id={`method-${method}-hint`} aria-hidden="true">
                    {method === 'bank' && !bankOpen ? t('payment.methodHints.bankUnavailable') : t(`payment.methodHints.${method}`)}
                  </small>
                </span>
              </label>
            ))}
          </fieldset>

          {processor && (
            <div className={styles.panel} data-method="card">
              <p>{t('payment.cardPanel')}</p>
              {hostedLink(processor, 'card')}
            </div>
          )}

          {processor && ussdOpen && (
            <div className={styles.panel} data-method="ussd">
              <p>{t('payment.ussdPanel')}</p>
              {hostedLink(processor, 'ussd')}
            </div>
          )}

          {bankOpen && (
            <div className={styles.panel} data-method="bank">
              {reserved && booking.bankTransfer ? (
                <TransferAccount reference={booking.reference} transfer={booking.bankTransfer} deadline={deadline(booking.paymentDeadline)} />
              ) : reserved ? (
                booking.currency === 'NGN' ? (
                  <>
                    <p>{t('payment.bankRetry', { phone: brand.supportPhone })}</p>
                    <button
                      type="button"
                      className={controls.secondary}
                      onClick={reserve}
                      disabled={paymentLoader}
                      aria-busy={paymentLoader && paymentMethod === 'bank'}
                    >
                      {t('payment.bankRetryButton')}
                    </button>
                  </>
                ) : (
                  <>
                    <p>{t('confirmation.steps.call', { phone: brand.supportPhone })}</p>
                    <p>{t('confirmation.steps.transfer', { amount: money(booking.fare.total), reference: booking.reference })}</p>
                  </>
                )
              ) : contactConfirmation ? (
                <Suspense fallback={<p role="status">{t('common:loading')}</p>}>
                  <ContactCodeForm
                    reference={booking.reference}
                    confirmation={contactConfirmation}
                    busy={paymentLoader}
                    transferDeadline={booking.bankTransferDeadline ? deadline(booking.bankTransferDeadline) : ''}
                    paymentDeadline={deadline(booking.paymentDeadline)}
                    onResend={() => void reserve()}
                    onConfirmed={toInstructions}
                  />
                </Suspense>
              ) : (
                <>
                  <p>
                    {booking.currency === 'NGN'
                      ? t('payment.bankIntroAccount', { deadline: booking.bankTransferDeadline ? deadline(booking.bankTransferDeadline) : '' })
                      : t('payment.bankIntro', {
                          phone: brand.supportPhone,
                          deadline: booking.bankTransferDeadline ? deadline(booking.bankTransferDeadline) : '',
                        })}
                  </p>
                  <button
                    type="button"
                    className={controls.primary}
                    onClick={reserve}
                    disabled={paymentLoader}
                    aria-busy={paymentLoader && paymentMethod === 'bank'}
                  >
                    {paymentLoader && paymentMethod === 'bank' ? t('travellers.reserving') : t('payment.reserve')}
                  </button>
                </>
              )}
            </div>
          )}
        </div>
        {processor && (
          <p className={styles.secure}>
            <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
              <path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" />
            </svg>
            {t('payment.securedBy', { processor: PROCESSOR_NAMES[processor] })}
          </p>
        )}
      </section>
    </div>
  );
}
