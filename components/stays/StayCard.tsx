import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import { ProductPhoto } from '@/components/product/ProductPhoto';
import type { CityStay, StayHotel, StayOffer } from '@/services/stays';
import listing from '@/components/product/Listing.module.scss';
import { Rating, Stars } from '@/components/reviews/Rating';
import styles from './StayCard.module.scss';

interface StayCardProps {
  hotel: StayHotel;
  href: string;
  /** The cheapest offer for the stay asked (results); absent before dates are chosen. */
  offer?: StayOffer;
  nights?: number;
  /** Before dates: the lowest price of a night, in dollars. */
  fromPerNight?: string;
  /** The first card's picture loads at once (it is in the first screen); the others when scrolled to. */
  eager?: boolean;
  /** The picture sent with the page (a data: address), for the first card. */
  inlinePhoto?: string | null;
}

/** One stay in a list: its picture, name, stars, guests' score, where it is, and its price. */
export function StayCard({ hotel, href, offer, nights = 1, fromPerNight, eager = false, inlinePhoto }: StayCardProps) {
  // Its own words (staycard): pages that show a few cards (a destination) need not ship the stays'.
  const { t } = useTranslation('staycard');
  const { money, price, date, language } = useFormatters();
  const { property } = hotel;
  const total = offer ? toMinor(offer.price.total) : 0;
  const currency = (offer?.price.currency ?? 'USD') as 'USD' | 'NGN';
  const distance = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-NG', { maximumFractionDigits: 1 }).format(property.distanceKm);
  return (
    <article className={styles.card}>
      <ProductPhoto className={styles.photo} path={property.photos[0] ?? ''} inline={inlinePhoto} eager={eager} alt="" width={400} height={300} />
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link href={href}>{hotel.name}</Link>
        </h2>
        <p className={styles.kind}>
          <Stars count={property.stars} /> {t(`types.${property.propertyType}`)}
        </p>
        <Rating score={property.reviews.score} count={property.reviews.count} />
        <p className={styles.where}>{t('card.where', { district: property.district, distance })}</p>
        {offer && (
          <ul className={styles.terms}>
            <li>
              {offer.room.description.text} · {t(`boards.${offer.boardType}`)}
            </li>
            <li className={offer.freeCancellationUntil ? styles.good : undefined}>
              {offer.freeCancellationUntil
                ? t('card.freeUntil', {
                    date: date(offer.freeCancellationUntil.slice(0, 10) + 'T12:00:00Z', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
                  })
                : t('card.nonRefundable')}
            </li>
            {offer.roomsLeft !== null && offer.roomsLeft <= 3 && <li className={styles.scarce}>{t('card.roomsLeft', { count: offer.roomsLeft })}</li>}
          </ul>
        )}
      </div>
      <div className={styles.price}>
        {offer ? (
          <div className={styles.amounts}>
            <p className={styles.total}>{money(total, currency)}</p>
            <p className={styles.priceNote}>{t('card.forNights', { count: nights })}</p>
            <p className={styles.priceNote}>{t('card.perNight', { price: money(Math.round(total / nights), currency) })}</p>
          </div>
        ) : fromPerNight ? (
          <p className={styles.priceNote}>{t('card.fromPerNight', { price: price(toMinor(fromPerNight), 'USD') })}</p>
        ) : null}
        <Link href={href} className={styles.see} aria-label={t('card.seeLabel', { name: hotel.name })}>
          {offer ? t('card.seeRooms') : t('card.chooseDates')}
        </Link>
      </div>
    </article>
  );
}

/** A city's stays before dates are chosen (a destination, the stays home): each with its lowest price a night, the first drawn at once. */
export function CityStayCards({ stays, firstPhoto }: { stays: CityStay[]; firstPhoto: string | null }) {
  return (
    <ol className={listing.items}>
      {stays.map((stay, index) => (
        <li key={stay.hotelId}>
          <StayCard
            hotel={stay}
            href={`/stays/${stay.hotelId}`}
            fromPerNight={stay.fromPerNight.amount}
            eager={index === 0}
            inlinePhoto={index === 0 ? firstPhoto : null}
          />
        </li>
      ))}
    </ol>
  );
}
