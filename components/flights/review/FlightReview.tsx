import { PrivateTitle } from '@/components/seo/PrivateTitle';
import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { ItineraryRows, itineraryStyles } from '@/components/flights/itinerary/ItineraryRow';
import { OfferDetails } from '@/components/flights/results/OfferDetails';
import { useFormatters } from '@/components/i18n/use-formatters';
import { flownLegs, searchHref } from '@/lib/flight-search-query';
import type { OfferView } from '@/services/flight-types';
import { useAppSelector } from '@/store/hooks';
import page from '@/components/layout/Page.module.scss';
import styles from './FlightReview.module.scss';
import { OfferUnavailablePage } from './OfferUnavailable';
import { toMinor } from '@/components/i18n/format';
import { selectFlight } from '@/store/slices/flight';

/** Travellers of one type pay the same: one line per type, with its count. */
export function priceLines(offer: OfferView) {
  const lines = new Map<string, { count: number; totalMinor: number; each: number }>();
  for (const pricing of offer.travelerPricings) {
    const line = lines.get(pricing.travelerType) ?? { count: 0, totalMinor: 0, each: toMinor(pricing.price.total) };
    line.count += 1;
    line.totalMinor += toMinor(pricing.price.total);
    lines.set(pricing.travelerType, line);
  }
  return [...lines.entries()].map(([type, line]) => ({ type, ...line }));
}

/** The chosen flight priced now: what it costs and why, or what to do when it cannot be had. */
export function FlightReview() {
  const { t } = useTranslation('flights');
  const { t: resultsT } = useTranslation('results');
  const { receiptPrice, date } = useFormatters();
  const { confirmedOffer: offer, quoteId, priceChangedFrom, resultsFor, dictionaries } = useAppSelector(selectFlight);
  const backHref = resultsFor ? searchHref(resultsFor) : '/';
  const legLabels =
    resultsFor?.tripType === 'roundTrip'
      ? [t('results.outbound'), t('results.inbound')]
      : (resultsFor ? flownLegs(resultsFor) : []).map((_, index) => t('results.flight', { number: index + 1 }));

  if (!offer) return <OfferUnavailablePage title={t('review.title')} />;

  const currency = offer.price.currency;
  const lines = priceLines(offer);
  const taxesMinor = toMinor(offer.price.total) - toMinor(offer.price.base);
  // The breakdown's amounts, alike: if one shows cents, all do.
  const receipt = receiptPrice(
    [
      ...lines.flatMap((line) => [line.each, line.totalMinor]),
      toMinor(offer.price.base),
      taxesMinor,
      toMinor(offer.price.total),
      toMinor(priceChangedFrom ?? '0'),
    ],
    currency,
  );
  return (
    <div className={page.page}>
      <PrivateTitle title={t('review.title')} />
      <p>
        <Link href={backHref}>← {t('review.backToResults')}</Link>
      </p>
      <h1 className={page.heading}>{t('review.title')}</h1>
      {priceChangedFrom && (
        <p role="alert" className={styles.changed}>
          {t('review.priceChanged', { before: receipt(toMinor(priceChangedFrom)), after: receipt(toMinor(offer.price.total)) })}
        </p>
      )}
      <div className={styles.layout}>
        <section className={itineraryStyles.card} aria-label={t('results.details')}>
          <ItineraryRows itineraries={offer.itineraries} legLabels={legLabels} dictionaries={dictionaries} t={t} date={date} />
          <OfferDetails offer={offer} dictionaries={dictionaries} legLabels={legLabels} t={resultsT} />
        </section>
        <section className={styles.summary} aria-labelledby="price-title">
          <h2 id="price-title">{t('review.breakdown')}</h2>
          <dl>
            {lines.map((line) => (
              <div key={line.type} className={styles.line}>
                <dt>
                  {t('review.passengers', { count: line.count, type: t(`review.types.${line.type}`) })}
                  <small>{t('review.perPerson', { price: receipt(line.each) })}</small>
                </dt>
                <dd>{receipt(line.totalMinor)}</dd>
              </div>
            ))}
            <div className={styles.line}>
              <dt>{t('review.base')}</dt>
              <dd>{receipt(toMinor(offer.price.base))}</dd>
            </div>
            <div className={styles.line}>
              <dt>{t('review.taxes')}</dt>
              <dd>{receipt(taxesMinor)}</dd>
            </div>
            <div className={`${styles.line} ${styles.total}`}>
              <dt>{t('review.total')}</dt>
              <dd>{receipt(toMinor(offer.price.total))}</dd>
            </div>
          </dl>
          <p className={styles.note}>{t('results.prices')}</p>
          {resultsFor && (
            <Link href={`${searchHref(resultsFor).replace('/flights/search', '/flights/travellers')}&quote=${quoteId}`} className={page.primaryLink}>
              {t('review.continue')}
            </Link>
          )}
        </section>
      </div>
    </div>
  );
}
