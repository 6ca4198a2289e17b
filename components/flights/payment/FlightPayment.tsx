import { PrivateTitle } from '@/components/seo/PrivateTitle';
import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { useRef } from 'react';
import { ItineraryRow, itineraryStyles } from '@/components/flights/itinerary/ItineraryRow';
import { FareBreakdown } from '@/components/flights/FareBreakdown';
import page from '@/components/layout/Page.module.scss';
import { useFormatters } from '@/components/i18n/use-formatters';
import { Checkout } from '@/components/payment/Checkout';
import { PaymentNotices, useDeadlineFormat, usePayableOrder, type PaymentNotice } from '@/components/payment/PaymentNotices';
import styles from '@/components/payment/Checkout.module.scss';
import type { FareRules, PayableBooking } from '@/services/bookings';
import { toMinor } from '@/components/i18n/format';
import { paths } from '@/config/paths';

export type { PaymentNotice };

/**
 * Overview and payment (spec §2), also the pay-later page: the trip, travellers with seats, the
 * fare breakdown with any promo code, then card payment through Paystack or Flutterwave (a full
 * redirect to their hosted checkout: no card data here) or a bank-transfer reservation.
 */
export function FlightPayment({ fareRules, notice }: { fareRules: FareRules | null; notice: PaymentNotice }) {
  const { t } = useTranslation('flights');
  const { money: format, date } = useFormatters();
  const booking = usePayableOrder<PayableBooking>();
  const deadline = useDeadlineFormat();
  const noticeRef = useRef<HTMLDivElement>(null);

  if (!booking) return null;
  const nameOf = (id: string) => {
    const passenger = booking.passengers.find((candidate) => candidate.travelerId === id);
    return passenger ? [passenger.firstName, passenger.middleName, passenger.lastName].filter(Boolean).join(' ') : id;
  };
  const segmentLabel = (segmentId: string) => {
    const segment = booking.itineraries.flatMap((itinerary) => itinerary.segments).find((candidate) => candidate.id === segmentId);
    return segment ? `${segment.departure.iataCode}→${segment.arrival.iataCode}` : segmentId;
  };
  const reserved = booking.paymentMethod === 'BANK_TRANSFER';

  return (
    <div className={page.page}>
      <PrivateTitle title={t('payment.title', { reference: booking.reference })} />
      <h1 className={page.heading}>{t('payment.title', { reference: booking.reference })}</h1>

      <PaymentNotices notice={notice} noticeRef={noticeRef} />

      <p className={styles.deadline}>
        {reserved
          ? t('payment.reservedUntil', { deadline: deadline(booking.paymentDeadline) })
          : t('payment.heldUntil', { deadline: deadline(booking.paymentDeadline) })}
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
                    {seats.length > 0 && (
                      <span>{t('payment.seats', { seats: seats.map((seat) => `${segmentLabel(seat.segmentId)} ${seat.number}`).join(', ') })}</span>
                    )}
                    {bags.map((bag) => (
                      <span key={bag.itineraryIndex}>
                        {t('payment.bags', { count: bag.quantity, direction: t('results.flight', { number: bag.itineraryIndex + 1 }) })}
                      </span>
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

        <Checkout
          booking={booking}
          receipt={<FareBreakdown booking={booking} />}
          instructionsPath={paths.flightConfirmation(booking.reference)}
          noticeRef={noticeRef}
        />
      </div>
    </div>
  );
}
