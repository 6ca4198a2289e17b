import Link from 'next/link';
import type { TFunction } from 'i18next';
import { useFormatters } from '@/components/i18n/use-formatters';
import type { OfferDictionaries, OfferView } from './offer-view';
import { durationText, ItineraryRow, itineraryStyles, localTime } from '@/components/flights/itinerary/ItineraryRow';
import { adultPriceMinor, aircraftName, carrierName, fareSummary, isRefundable, layoversOf, minimumConnection, minutesOf, priceMinor } from './offer-view';
import page from '@/components/layout/Page.module.scss';
import styles from './FlightResults.module.scss';

interface OfferCardProps {
  offer: OfferView;
  dictionaries: OfferDictionaries | null;
  travellers: number;
  legLabels: string[];
  /** Where choosing this offer leads (the review page); a plain link, so it works without JavaScript. */
  selectHref?: string;
  /** The results' `t`, shared by every card of the page (on the page server it remembers its phrases: components/i18n/memo-t.ts). */
  t: TFunction;
}

/** The result card (docs/architecture.md, design): airline, times with +1 day marks, duration, stops, bags, refundable badge, prices. */
export function OfferCard({ offer, dictionaries, travellers, legLabels, selectHref, t }: OfferCardProps) {
  const { price, date } = useFormatters();
  const fare = fareSummary(offer);
  const refundable = isRefundable(offer);
  const currency = offer.price.currency;

  return (
    <article className={itineraryStyles.card} aria-label={offer.itineraries.map((itinerary) => `${itinerary.segments[0]!.departure.iataCode}–${itinerary.segments.at(-1)!.arrival.iataCode}`).join(', ')}>
      <div className={styles.cardMain}>
        <div className={itineraryStyles.itineraries}>
          {offer.itineraries.map((itinerary, index) => (
            <ItineraryRow
              key={index}
              itinerary={itinerary}
              label={legLabels[index] ?? t('results.flight', { number: index + 1 })}
              dictionaries={dictionaries}
              t={t}
              date={date}
            />
          ))}
        </div>
        <div className={styles.priceBox}>
          {/* What the whole party pays, first; one adult's share beside it. */}
          <p className={styles.price}>
            {`${price(priceMinor(offer), currency)} `}
            <span className={styles.priceNote}>{t('results.totalFor', { count: travellers })}</span>
          </p>
          {travellers > 1 && <p className={styles.total}>{t('results.perAdultPrice', { price: price(adultPriceMinor(offer), currency) })}</p>}
          <ul className={styles.badges}>
            <li className={refundable ? styles.badgeGood : styles.badge}>{refundable ? t('results.refundable') : t('results.nonRefundable')}</li>
            <li className={styles.badge}>{fare.bags > 0 ? t('results.bags', { count: fare.bags }) : t('results.noBags')}</li>
            <li className={styles.badge}>{t(`cabins.${fare.cabin}`)}</li>
          </ul>
          {offer.numberOfBookableSeats <= 4 && <p className={styles.scarce}>{t('results.seatsLeft', { count: offer.numberOfBookableSeats })}</p>}
          {selectHref && (
            <Link href={selectHref} className={page.primaryLink}>
              {t('results.select')}
            </Link>
          )}
        </div>
      </div>

      <details className={styles.details}>
        <summary>{t('results.details')}</summary>
        <OfferDetails offer={offer} dictionaries={dictionaries} legLabels={legLabels} t={t} />
      </details>
    </article>
  );
}

/** Segments, connections, aircraft, fare conditions and bags of an offer. */
export function OfferDetails({ offer, dictionaries, legLabels, t }: { offer: OfferView; dictionaries: OfferDictionaries | null; legLabels: string[]; t: TFunction }) {
  const duration = (minutes: number) => durationText(t, minutes);
  const fare = fareSummary(offer);
  return (
    <>
        {offer.itineraries.map((itinerary, index) => (
          <section key={index} className={styles.detailLeg} aria-label={legLabels[index] ?? t('results.flight', { number: index + 1 })}>
            <h3>{legLabels[index] ?? t('results.flight', { number: index + 1 })}</h3>
            <ol className={styles.segments}>
              {itinerary.segments.map((segment, segmentIndex) => {
                const layover = layoversOf(itinerary)[segmentIndex - 1];
                return (
                  <li key={segment.id}>
                    {layover && (
                      <p className={layover.long || layover.overnight || layover.changeOfAirport || layover.tight ? styles.layoverWarn : styles.layover}>
                        {layover.changeOfAirport
                          ? t('results.layoverChange', { from: layover.arrivedAt, to: layover.airport, duration: duration(layover.minutes) })
                          : t('results.layover', { airport: layover.airport, duration: duration(layover.minutes) })}
                        {layover.tight ? ` · ${t(layover.changeOfAirport ? 'results.layoverChangeTight' : 'results.layoverTight', { minimum: duration(layover.changeOfAirport ? 180 : minimumConnection(layover.airport)) })}` : ''}
                        {layover.overnight ? ` · ${t('results.layoverOvernight')}` : layover.long ? ` · ${t('results.layoverLong')}` : ''}
                      </p>
                    )}
                    <p className={styles.segmentLine}>
                      <strong>
                        {`${localTime(segment.departure.at)} ${segment.departure.iataCode} → ${localTime(segment.arrival.at)} ${segment.arrival.iataCode}`}
                      </strong>
                      {` (${duration(minutesOf(segment.duration))})`}
                    </p>
                    <p className={styles.segmentMeta}>
                      {`${t('results.flightBy', { airline: carrierName(dictionaries, segment.carrierCode), number: `${segment.carrierCode}${segment.number}` })} · ${t('results.aircraft', { name: aircraftName(dictionaries, segment.aircraft.code) })}`}
                    </p>
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
        <h3>{t('results.fareRules')}</h3>
        <p>{t(`results.brands.${fare.brand === 'FLEX' ? 'FLEX' : 'LIGHT'}`)}</p>
        <p>
          {`${fare.bags > 0 ? t('results.bags', { count: fare.bags }) : t('results.noBags')}${fare.bagWeight ? ` × ${fare.bagWeight} kg` : ''}`}
        </p>
    </>
  );
}
