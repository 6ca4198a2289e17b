import Link from 'next/link';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useFormatters } from '@/components/i18n/use-formatters';
import type { OfferDictionaries, OfferView } from './offer-view';
import { ItineraryRows, itineraryStyles } from '@/components/flights/itinerary/ItineraryRow';
import { adultPriceMinor, fareSummary, isRefundable, layoversOf, priceMinor } from './offer-view';
import page from '@/components/layout/Page.module.scss';
import styles from './FlightResults.module.scss';

// Drawn only when a card's details are opened: their script comes then (or once the page is idle, components/flights/results/FlightResults.tsx).
const OfferDetails = lazy(() => import('./OfferDetails').then((module) => ({ default: module.OfferDetails })));

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
  // A connection to look at twice is said on the card itself, not only in its details.
  const layovers = offer.itineraries.flatMap(layoversOf);
  const changeOfAirport = layovers.some((layover) => layover.changeOfAirport);
  const tight = layovers.some((layover) => layover.tight);

  // The details are drawn when first opened: ten cards' segments, connections and fare conditions
  // would double the page's HTML for what few open. Before the page's script (or without one) the
  // opened card says where the same details are: the next step, where nothing is bought yet.
  const details = useRef<HTMLDetailsElement>(null);
  const [detailsShown, setDetailsShown] = useState(false);
  useEffect(() => {
    // Opened before the page's script ran: the toggle went unheard.
    if (details.current?.open) setDetailsShown(true);
  }, []);

  return (
    <article
      className={itineraryStyles.card}
      aria-label={offer.itineraries
        .map((itinerary) => `${itinerary.segments[0]!.departure.iataCode}–${itinerary.segments.at(-1)!.arrival.iataCode}`)
        .join(', ')}
    >
      <div className={styles.cardMain}>
        <ItineraryRows itineraries={offer.itineraries} legLabels={legLabels} dictionaries={dictionaries} t={t} date={date} />
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
            {changeOfAirport && <li className={styles.badgeWarn}>{t('results.changeOfAirport')}</li>}
            {tight && <li className={styles.badgeWarn}>{t('results.shortConnection')}</li>}
          </ul>
          {offer.numberOfBookableSeats <= 4 && <p className={styles.scarce}>{t('results.seatsLeft', { count: offer.numberOfBookableSeats })}</p>}
          {selectHref && (
            <Link href={selectHref} className={page.primaryLink}>
              {t('results.select')}
            </Link>
          )}
        </div>
      </div>

      <details ref={details} className={styles.details} onToggle={(event) => event.currentTarget.open && setDetailsShown(true)}>
        <summary>{t('results.details')}</summary>
        {detailsShown ? (
          <Suspense fallback={<p role="status">{t('common:loading')}</p>}>
            <OfferDetails offer={offer} dictionaries={dictionaries} legLabels={legLabels} t={t} />
          </Suspense>
        ) : (
          selectHref && (
            <p className={styles.detailsLater}>
              <a href={selectHref}>{t('results.detailsNext')}</a>
            </p>
          )
        )}
      </details>
    </article>
  );
}
