import { useTranslation } from '@/components/i18n/use-translation';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useFormatters } from '@/components/i18n/use-formatters';
import { toMinor } from '@/components/i18n/format';
import { cardCheckoutHref, type PayableOrder } from '@/services/bookings';
import { useAppDispatch } from '@/store/hooks';
import { setPaymentMethod } from '@/store/slices/payment';
import { BankTransferPanel } from './BankTransferPanel';
import { VoucherForm } from './VoucherForm';
import styles from './Checkout.module.scss';

const PROCESSOR_NAMES = { paystack: 'Paystack', flutterwave: 'Flutterwave' } as const;

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
  const dispatch = useAppDispatch();
  // What is charged is shown: amounts in the booking's currency, never converted.
  const { money: format } = useFormatters();
  const [leaving, setLeaving] = useState<'card' | 'ussd' | null>(null);

  // Back from the gateway with the browser's back button: the page is live again.
  useEffect(() => {
    const reset = () => setLeaving(null);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const money = (amount: string) => format(toMinor(amount), booking.currency);
  const reserved = booking.paymentMethod === 'BANK_TRANSFER';
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
  return (
    <div>
      <section className={styles.block} aria-labelledby="fare-title">
        <h2 id="fare-title">{t('confirmation.receipt')}</h2>
        {receipt}
        <VoucherForm booking={booking} />
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
              <BankTransferPanel booking={booking} instructionsPath={instructionsPath} noticeRef={noticeRef} />
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
