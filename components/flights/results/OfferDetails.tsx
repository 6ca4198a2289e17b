import type { TFunction } from 'i18next';
import { durationText, localTime } from '@/components/flights/itinerary/ItineraryRow';
import type { OfferDictionaries, OfferView } from './offer-view';
import { aircraftName, carrierName, fareSummary, layoversOf, minimumConnection, minutesOf } from './offer-view';
import styles from './FlightResults.module.scss';

/** Segments, connections, aircraft, fare conditions and bags of an offer. */
export function OfferDetails({
  offer,
  dictionaries,
  legLabels,
  t,
}: {
  offer: OfferView;
  dictionaries: OfferDictionaries | null;
  legLabels: string[];
  t: TFunction;
}) {
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
                      {layover.tight
                        ? ` · ${t(layover.changeOfAirport ? 'results.layoverChangeTight' : 'results.layoverTight', { minimum: duration(layover.changeOfAirport ? 180 : minimumConnection(layover.airport)) })}`
                        : ''}
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
      <p>{`${fare.bags > 0 ? t('results.bags', { count: fare.bags }) : t('results.noBags')}${fare.bagWeight ? ` × ${fare.bagWeight} kg` : ''}`}</p>
    </>
  );
}
