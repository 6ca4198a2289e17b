import { useTranslation } from '@/components/i18n/use-translation';
import { useFormatters } from '@/components/i18n/use-formatters';
import { toMinor } from '@/components/i18n/format';
import type { BagOffer, BookingDetails } from '@/services/bookings';
import styles from './SeatsAndBags.module.scss';

export interface BagsChoiceProps {
  booking: Pick<BookingDetails, 'itineraries' | 'travelerPricings' | 'currency'>;
  seated: Array<{ travelerId: string }>;
  bagOffers: Record<string, BagOffer>;
  /** Extra bags by `travellerId|itineraryIndex`. */
  bags: Record<string, number>;
  onChange: (bags: Record<string, number>) => void;
  nameOf: (travellerId: string) => string;
}

/** Extra checked bags, per direction and traveller, beside what the fare includes. */
export function BagsChoice({ booking, seated, bagOffers, bags, onChange, nameOf }: BagsChoiceProps) {
  const { t } = useTranslation('flights');
  const { money } = useFormatters();
  return (
    <section className={styles.bags} aria-labelledby="bags-title">
      <h2 id="bags-title">{t('bags.title')}</h2>
      {booking.itineraries.map((itinerary, index) => {
        const first = itinerary.segments[0]!;
        const last = itinerary.segments.at(-1)!;
        return (
          <fieldset key={index} className={styles.direction}>
            <legend>{t('bags.direction', { from: first.departure.iataCode, to: last.arrival.iataCode })}</legend>
            {seated.map((passenger) => {
              const included = booking.travelerPricings
                .find((pricing) => pricing.travelerId === passenger.travelerId)
                ?.fareDetailsBySegment.find((detail) => detail.segmentId === first.id)?.includedCheckedBags;
              const id = `bags-${index}-${passenger.travelerId}`;
              const key = `${passenger.travelerId}|${index}`;
              return (
                <div key={passenger.travelerId} className={styles.bagRow}>
                  <label htmlFor={id}>
                    {nameOf(passenger.travelerId)}
                    <small>{t('bags.included', { count: included?.quantity ?? 0, weight: included?.weight ?? 23 })}</small>
                  </label>
                  <select id={id} value={bags[key] ?? 0} onChange={(event) => onChange({ ...bags, [key]: Number(event.target.value) })}>
                    <option value={0}>{t('bags.none')}</option>
                    {[1, 2, 3].map((quantity) => {
                      const offer = bagOffers[`${index + 1}-${quantity}`];
                      return offer ? (
                        <option key={quantity} value={quantity}>
                          {t('bags.extra', { count: quantity, weight: offer.weight, price: money(toMinor(offer.price.amount), booking.currency) })}
                        </option>
                      ) : null;
                    })}
                  </select>
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </section>
  );
}

/** What the booking costs with the seats and bags chosen, line by line. */
export function SeatsSummary({
  fareMinor,
  seatsMinor,
  bagsMinor,
  currency,
}: {
  fareMinor: number;
  seatsMinor: number;
  bagsMinor: number;
  currency: BookingDetails['currency'];
}) {
  const { t } = useTranslation('flights');
  const { money } = useFormatters();
  return (
    <section className={styles.summary} aria-live="polite">
      <dl>
        <div>
          <dt>{t('seats.fare')}</dt>
          <dd>{money(fareMinor, currency)}</dd>
        </div>
        <div>
          <dt>{t('seats.seatsTotal')}</dt>
          <dd>{money(seatsMinor, currency)}</dd>
        </div>
        <div>
          <dt>{t('bags.total')}</dt>
          <dd>{money(bagsMinor, currency)}</dd>
        </div>
        <div className={styles.grand}>
          <dt>{t('seats.newTotal')}</dt>
          <dd>{money(fareMinor + seatsMinor + bagsMinor, currency)}</dd>
        </div>
      </dl>
    </section>
  );
}
