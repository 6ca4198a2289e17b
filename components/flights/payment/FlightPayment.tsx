import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/common/toast';
import controls from '@/components/common/controls.module.scss';
import { TextField } from '@/components/common/TextField';
import { TransferAccount } from '@/components/payment/TransferAccount';
import { ItineraryRow, itineraryStyles } from '@/components/flights/itinerary/ItineraryRow';
import { FareBreakdown } from '@/components/flights/FareBreakdown';
import page from '@/components/layout/Page.module.scss';
import { useFormatters } from '@/components/i18n/use-formatters';
import { brand } from '@/config/public';
import { cardCheckoutHref, type FareRules } from '@/services/bookings';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectPayment, setPaymentMethod } from '@/store/slices/payment';
import { applyVoucherCode, removeVoucherCode, selectBankTransfer } from '@/store/slices/payment-thunks';
import styles from './FlightPayment.module.scss';
import { toMinor } from '@/components/i18n/format';
import { paths } from '@/config/paths';


// Asked for only after a guest chooses a bank transfer: it loads then.
const ContactCodeForm = lazy(() => import('./ContactCodeForm').then((module) => ({ default: module.ContactCodeForm })));

const PROCESSOR_NAMES = { paystack: 'Paystack', flutterwave: 'Flutterwave' } as const;

export type PaymentNotice = 'failed' | 'pending' | 'problem' | 'unavailable' | 'lapsed' | null;

/**
 * Overview and payment (spec §2), also the pay-later page: the trip, travellers with seats, the
 * fare breakdown with any promo code, then card payment through Paystack or Flutterwave (a full
 * redirect to their hosted checkout: no card data here) or a bank-transfer reservation.
 */
export function FlightPayment({ fareRules, notice }: { fareRules: FareRules | null; notice: PaymentNotice }) {
  const { t } = useTranslation('flights');
  const router = useRouter();
  const dispatch = useAppDispatch();
  // What is charged is shown: amounts in the booking's currency, never converted.
  const { money: format, date } = useFormatters();
  const { booking, voucherResponse, paymentLoader, failed, failedErrorMessage, paymentMethod, contactConfirmation } = useAppSelector(selectPayment);
  const locale = useAppSelector((state) => state.auth.locale);
  const [code, setCode] = useState('');
  const [leaving, setLeaving] = useState<'card' | 'ussd' | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // Spec §8: a failed payment is toasted, and explained on the page where the traveller can retry.
  useEffect(() => {
    // One message, not a toast and a banner: it stays long enough to read on a phone.
    if (notice === 'failed') toast.error(t('payment.notices.failed'), { id: 'payment-failed', duration: 12_000 });
  }, [notice, t]);

  // Back from the gateway with the browser's back button: the page is live again.
  useEffect(() => {
    const reset = () => setLeaving(null);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  if (!booking) return null;
  const money = (amount: string) => format(toMinor(amount), booking.currency);
  const nameOf = (id: string) => {
    const passenger = booking.passengers.find((candidate) => candidate.travelerId === id);
    return passenger ? [passenger.firstName, passenger.middleName, passenger.lastName].filter(Boolean).join(' ') : id;
  };
  const segmentLabel = (segmentId: string) => {
    const segment = booking.itineraries.flatMap((itinerary) => itinerary.segments).find((candidate) => candidate.id === segmentId);
    return segment ? `${segment.departure.iataCode}→${segment.arrival.iataCode}` : segmentId;
  };
  const reserved = booking.paymentMethod === 'BANK_TRANSFER';
  const deadline = (iso: string) => date(iso, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Africa/Lagos' });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    void dispatch(applyVoucherCode({ reference: booking.reference, code: code.trim() }));
  };

  const toInstructions = () => router.push(paths.flightConfirmation(booking.reference), undefined, { locale });
  const reserve = async () => {
    const result = await dispatch(selectBankTransfer(booking.reference));
    if (selectBankTransfer.fulfilled.match(result)) {
      if (result.payload.reserved) await toInstructions();
    } else noticeRef.current?.focus();
  };
  // The server lists the processors with the configured one first; the traveller chooses a method, not a company.
  const processor = booking.methods.map((method) => method.toLowerCase()).find((method): method is 'paystack' | 'flutterwave' => method === 'paystack' || method === 'flutterwave') ?? null;
  const bankOpen = booking.methods.includes('BANK_TRANSFER');
  // USSD codes are Nigerian banks': naira only.
  const ussdOpen = booking.currency === 'NGN';
  const methods = [...(processor ? (['card'] as const) : []), ...(['bank'] as const), ...(processor && ussdOpen ? (['ussd'] as const) : [])];
  const initialMethod = reserved || !processor ? 'bank' : 'card';
  // A full-page link to the processor's hosted page (no card data here; works without JavaScript).
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
      {leaving === channel ? t('payment.redirecting') : t(channel === 'card' ? 'payment.payByCard' : 'payment.payByUssd', { amount: money(booking.fare.total) })}
    </a>
  );

  const voucherError = voucherResponse && !voucherResponse.ok ? t(`payment.voucherErrors.${voucherResponse.error}`, { defaultValue: voucherResponse.message ?? t('payment.voucherErrors.UNKNOWN') }) : null;

  return (
    <div className={page.page}>
      <Head>
        <title>{`${t('payment.title', { reference: booking.reference })} | ${brand.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1 className={page.heading}>{t('payment.title', { reference: booking.reference })}</h1>

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

      <p className={styles.deadline}>
        {reserved ? t('payment.reservedUntil', { deadline: deadline(booking.paymentDeadline) }) : t('payment.heldUntil', { deadline: deadline(booking.paymentDeadline) })}
      </p>

      <div className={styles.layout}>
        <div>
          <section className={itineraryStyles.card} aria-labelledby="trip-title">
            <h2 id="trip-title">{t('confirmation.itinerary')}</h2>
            <div className={itineraryStyles.itineraries}>
              {booking.itineraries.map((itinerary, index) => (
                <ItineraryRow key={index} itinerary={itinerary} label={t('results.flight', { number: index + 1 })} dictionaries={null} t={t} date={date} />
              ))}
            </div>
          </section>

          <section className={styles.block} aria-labelledby="party-title">
            <h2 id="party-title">{t('confirmation.passengers')}</h2>
            <ul className={styles.party}>
              {booking.passengers.map((passenger) => {
                const seats = booking.seats.filter((seat) => seat.travelerId === passenger.travelerId);
                const bags = booking.bags.filter((bag) => bag.travelerId === passenger.travelerId);
                return (
                  <li key={passenger.travelerId}>
                    <strong>{nameOf(passenger.travelerId)}</strong> · {t(`review.types.${passenger.travelerType}`)}
                    {seats.length > 0 && <span>{t('payment.seats', { seats: seats.map((seat) => `${segmentLabel(seat.segmentId)} ${seat.number}`).join(', ') })}</span>}
                    {bags.map((bag) => (
                      <span key={bag.itineraryIndex}>{t('payment.bags', { count: bag.quantity, direction: t('results.flight', { number: bag.itineraryIndex + 1 }) })}</span>
                    ))}
                  </li>
                );
              })}
            </ul>
            <Link href={paths.flightSeats(booking.reference)}>{t('payment.changeSeats')}</Link>
          </section>

          {fareRules && (
            <section className={styles.block} aria-labelledby="rules-title">
              <h2 id="rules-title">{t('payment.rulesTitle')}</h2>
              <ul>
                {fareRules.fareRules.rules.map((rule) => (
                  <li key={rule.category}>
                    {rule.notApplicable
                      ? t(`payment.rules.${rule.category}_NONE`)
                      : Number(rule.maxPenaltyAmount ?? 0) === 0
                        ? t(`payment.rules.${rule.category}_FREE`)
                        : t(`payment.rules.${rule.category}`, { amount: format(toMinor(rule.maxPenaltyAmount ?? '0'), fareRules.currency) })}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <div>
          <section className={styles.block} aria-labelledby="fare-title">
            <h2 id="fare-title">{t('confirmation.receipt')}</h2>
            <FareBreakdown booking={booking} />

            {booking.voucherCode ? (
              <p className={styles.applied}>
                {t('payment.voucherApplied', { code: booking.voucherCode })}{' '}
                <button type="button" className={styles.linkButton} onClick={() => void dispatch(removeVoucherCode(booking.reference))} disabled={paymentLoader}>
                  {t('payment.removeVoucher')}
                </button>
              </p>
            ) : (
              <form className={styles.voucher} onSubmit={apply} noValidate>
                <TextField label={t('payment.voucherLabel')} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" error={voucherError ?? undefined} />
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
                    <input type="radio" name="method" value={method} defaultChecked={method === initialMethod} disabled={method === 'bank' && !bankOpen} aria-describedby={`method-${method}-hint`} />
                    <span>
                      <strong>{t(`payment.methodNames.${method}`)}</strong>
                      <small id={`method-${method}-hint`} aria-hidden="true">{method === 'bank' && !bankOpen ? t('payment.methodHints.bankUnavailable') : t(`payment.methodHints.${method}`)}</small>
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
                    <>
                      {booking.currency === 'NGN' ? (
                        <>
                          <p>{t('payment.bankRetry', { phone: brand.supportPhone })}</p>
                          <button type="button" className={controls.secondary} onClick={reserve} disabled={paymentLoader} aria-busy={paymentLoader && paymentMethod === 'bank'}>
                            {t('payment.bankRetryButton')}
                          </button>
                        </>
                      ) : (
                        <>
                          <p>{t('confirmation.steps.call', { phone: brand.supportPhone })}</p>
                          <p>{t('confirmation.steps.transfer', { amount: money(booking.fare.total), reference: booking.reference })}</p>
                        </>
                      )}
                    </>
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
                          : t('payment.bankIntro', { phone: brand.supportPhone, deadline: booking.bankTransferDeadline ? deadline(booking.bankTransferDeadline) : '' })}
                      </p>
                      <button type="button" className={controls.primary} onClick={reserve} disabled={paymentLoader} aria-busy={paymentLoader && paymentMethod === 'bank'}>
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
      </div>
    </div>
  );
}
