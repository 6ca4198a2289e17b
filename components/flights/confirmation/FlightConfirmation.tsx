import { PHONE, WithPhone } from '@/components/common/WithPhone';
import { ProviderWait } from '@/components/payment/ConfirmationHero';
import { PrivateTitle } from '@/components/seo/PrivateTitle';
import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { useState } from 'react';
import { ItineraryRow, itineraryStyles } from '@/components/flights/itinerary/ItineraryRow';
import { formatTicketNumber } from '@/common/ticket-number';
import { TaggedText } from '@/components/i18n/TaggedText';
import { FareBreakdown } from '@/components/flights/FareBreakdown';
import { TransferAccount } from '@/components/payment/TransferAccount';
import page from '@/components/layout/Page.module.scss';
import { useFormatters } from '@/components/i18n/use-formatters';
import { bookingDocumentHref, type BookingDetails } from '@/services/bookings';
import { useAppSelector } from '@/store/hooks';
import styles from './FlightConfirmation.module.scss';
import { toMinor } from '@/components/i18n/format';
import { paths } from '@/config/paths';
import { AdSlot } from '@/components/ads/AdSlot';
import { TripAlerts } from '@/components/push/TripAlerts';
import BookingRequests from '@/components/aftersales/BookingRequests';
import type { BookingRequests as Requests } from '@/services/aftersales';

/**
 * After booking: the booking ID large and copyable, its status, what to do next (for a
 * reservation: phone support, pay by transfer with the ID as reference before the deadline),
 * itinerary, travellers and receipt.
 */
export function FlightConfirmation({ booking, requests = null }: { booking: BookingDetails; requests?: Requests | null }) {
  const { t } = useTranslation('flights');
  const { t: common } = useTranslation('common');
  // What is charged is shown: amounts in the booking's currency, never converted.
  const { money, date } = useFormatters();
  const [copied, setCopied] = useState(false);
  const testMode = useAppSelector((state) => state.ui.paymentsSandbox);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(booking.reference);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const segmentLabel = (segmentId: string) => {
    const segment = booking.itineraries.flatMap((itinerary) => itinerary.segments).find((candidate) => candidate.id === segmentId);
    return segment ? `${segment.departure.iataCode}→${segment.arrival.iataCode}` : '';
  };
  // A paid booking's changes and cancellation (and, once cancelled, their history) are on this page.
  const withRequests = !!requests && (!!requests.terms || requests.requests.length > 0);
  const deadline = date(booking.paymentDeadline, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Africa/Lagos' });

  return (
    <div className={page.page}>
      <PrivateTitle title={t('confirmation.title', { reference: booking.reference })} />
      <section className={styles.hero} aria-labelledby="booking-id">
        {testMode && (
          <p className={styles.test}>
            <strong>{t('confirmation.testBooking')}</strong> {t('confirmation.testBookingDetail')}
          </p>
        )}
        <p className={styles.label}>{t('confirmation.bookingId')}</p>
        <h1 id="booking-id" className={styles.reference}>
          {booking.reference}
        </h1>
        <button type="button" className={styles.copy} onClick={copy}>
          {copied ? t('confirmation.copied') : t('confirmation.copy')}
        </button>
        <p className={styles.status}>{t(`confirmation.status.${booking.status}`)}</p>
        {booking.providerReference && <p className={styles.status}>{t('confirmation.pnr', { reference: booking.providerReference })}</p>}
      </section>

      {booking.status === 'CONFIRMED' && (
        <section className={styles.next} aria-labelledby="paid-title">
          {/* Paid, but the airline never issued the e-tickets (server/payments/fulfilment.ts): the truth, and who acts. */}
          <h2 id="paid-title">{booking.fulfilment === 'FAILED' ? common('fulfilment.paid') : t('confirmation.paidTitle')}</h2>
          {booking.fulfilment === 'FAILED' ? <ProviderWait booking={booking} /> : <p>{t('confirmation.emailSentTicket')}</p>}
          <ul className={styles.documents}>
            <li>
              <a href={bookingDocumentHref(booking.reference, 'ticket.pdf')} download className={page.primaryLink}>
                {t('confirmation.downloadTicket')}
              </a>
            </li>
            <li>
              <a href={bookingDocumentHref(booking.reference, 'calendar.ics')} download className={styles.document}>
                {t('confirmation.addToCalendar')}
              </a>
            </li>
            <li>
              <a href={bookingDocumentHref(booking.reference, 'share/whatsapp')} className={styles.document} rel="noopener" target="_blank">
                {t('confirmation.shareWhatsApp')}
                <span className={styles.hint}>{t('confirmation.shareHint')}</span>
              </a>
            </li>
          </ul>
          <h3 className={styles.nextHeading}>{t('confirmation.whatNext')}</h3>
          <ul className={styles.nextSteps}>
            <li>{t('confirmation.nextSteps.checkIn')}</li>
            <li>{t('confirmation.nextSteps.documents')}</li>
            <li>
              {t('confirmation.nextSteps.manage')}{' '}
              <a href={withRequests ? '#changes' : `/manage?booking=${booking.reference}`}>{t('confirmation.manageLink')}</a>
            </li>
          </ul>
        </section>
      )}

      {booking.status === 'PENDING' && booking.paymentMethod !== 'BANK_TRANSFER' && (
        <section className={styles.next} aria-labelledby="unpaid-title">
          <h2 id="unpaid-title">{t('confirmation.unpaidTitle')}</h2>
          <p>{t('confirmation.unpaid', { deadline })}</p>
          <Link href={paths.payment(booking.reference)} className={page.primaryLink}>
            {t('confirmation.payNow')}
          </Link>
        </section>
      )}

      {booking.status === 'PENDING' && booking.paymentMethod === 'BANK_TRANSFER' && booking.bankTransfer && (
        <section className={styles.next} aria-labelledby="next-title">
          <h2 id="next-title">{t('confirmation.transferTitle')}</h2>
          <TransferAccount reference={booking.reference} transfer={booking.bankTransfer} deadline={deadline} />
          <p>{t('confirmation.reservationEmail')}</p>
          <p>
            {t('confirmation.payLater')} <Link href={paths.payment(booking.reference)}>{t('confirmation.payNow')}</Link>
          </p>
          <p>
            <WithPhone text={t('confirmation.phoneFallback', { phone: PHONE })} />
          </p>
        </section>
      )}

      {booking.status === 'PENDING' && booking.paymentMethod === 'BANK_TRANSFER' && !booking.bankTransfer && (
        <section className={styles.next} aria-labelledby="next-title">
          <h2 id="next-title">{t('confirmation.nextTitle')}</h2>
          <ol>
            <li>
              <WithPhone text={t('confirmation.steps.call', { phone: PHONE })} />
            </li>
            <li>{t('confirmation.steps.transfer', { amount: money(toMinor(booking.fare.total), booking.currency), reference: booking.reference })}</li>
            <li>{t('confirmation.steps.deadline', { deadline })}</li>
          </ol>
          <p>{t('confirmation.reservationEmail')}</p>
          <p>
            {t('confirmation.payLater')} <Link href={paths.payment(booking.reference)}>{t('confirmation.payNow')}</Link>
          </p>
        </section>
      )}
      {booking.status === 'CANCELLED' ? (
        booking.paidAt ? (
          <section className={styles.next} aria-labelledby="cancelled-title">
            <h2 id="cancelled-title">{t('confirmation.cancelledPaid')}</h2>
            <p role="status">
              {booking.refunded && Number(booking.refunded.amount) === 0 ? (
                t('confirmation.notRefunded')
              ) : booking.refunded ? (
                t('confirmation.refunded', {
                  amount: money(toMinor(booking.refunded.amount), booking.currency),
                  date: date(booking.refunded.at, { dateStyle: 'long', timeZone: 'Africa/Lagos' }),
                })
              ) : (
                <WithPhone text={t('confirmation.refundDue', { phone: PHONE })} />
              )}
            </p>
          </section>
        ) : (
          <p className={page.unavailable}>{t('confirmation.lapsed')}</p>
        )
      ) : (
        <TripAlerts booking={booking.reference} flight />
      )}

      <section className={itineraryStyles.card} aria-labelledby="itinerary-title">
        <h2 id="itinerary-title">{t('confirmation.itinerary')}</h2>
        {booking.scheduleChanged && (
          <p className={styles.scheduleChanged}>
            <TaggedText
              text={t('confirmation.scheduleChanged')}
              tag="link"
              render={(words) => <a href={withRequests ? '#changes' : `/manage?booking=${booking.reference}`}>{words}</a>}
            />
          </p>
        )}
        <div className={itineraryStyles.itineraries}>
          {booking.itineraries.map((itinerary, index) => (
            <ItineraryRow key={index} itinerary={itinerary} label={t('results.flight', { number: index + 1 })} dictionaries={null} t={t} date={date} />
          ))}
        </div>
      </section>

      <section className={styles.block} aria-labelledby="passengers-title">
        <h2 id="passengers-title">{t('confirmation.passengers')}</h2>
        <ul>
          {booking.passengers.map((passenger) => (
            <li key={passenger.travelerId}>
              {[t(`travellers.titles.${passenger.title}`), passenger.firstName, passenger.middleName, passenger.lastName].filter(Boolean).join(' ')} ·{' '}
              {t(`review.types.${passenger.travelerType}`)}
              {passenger.ticketNumber && (
                <span className={styles.seats}>
                  {/* The number never breaks at its dash: it is read out at a desk and typed into airline apps. */}
                  <TaggedText
                    text={t('confirmation.eTicket', { number: formatTicketNumber(passenger.ticketNumber) })}
                    tag="number"
                    render={(number) => <span className={styles.ticketNumber}>{number}</span>}
                  />
                </span>
              )}
              {booking.seats.some((seat) => seat.travelerId === passenger.travelerId) && (
                <span className={styles.seats}>
                  {t('confirmation.seats', {
                    seats: booking.seats
                      .filter((seat) => seat.travelerId === passenger.travelerId)
                      .map((seat) => `${segmentLabel(seat.segmentId)} ${seat.number}`)
                      .join(', '),
                  })}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.block} aria-labelledby="receipt-title">
        <h2 id="receipt-title">{t('confirmation.receipt')}</h2>
        <FareBreakdown booking={booking} />
      </section>
      {withRequests && (
        <BookingRequests
          key={`${booking.status}-${booking.refunded?.at ?? ''}`}
          reference={booking.reference}
          currency={booking.currency}
          roundTrip={booking.itineraries.length > 1}
          initial={requests!}
        />
      )}
      <AdSlot position="BOOKING_CONFIRMATION" />
    </div>
  );
}
