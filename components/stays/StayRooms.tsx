import Link from 'next/link';
import { useTranslation } from '@/components/i18n/use-translation';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import { stayQuery, type StaySearchCriteria } from '@/lib/stay-search-query';
import type { StayOffer, StayView } from '@/services/stays';
import styles from './StayDetail.module.scss';

/**
 * A stay's rooms (spec §1 stays detail): each room type once, with what it fits; for the dates
 * asked, its rates cheapest first with the board, the cancellation terms and a link to book;
 * without dates, its price per night from.
 */
export function StayRooms({ stay, criteria, nights }: { stay: StayView; criteria: StaySearchCriteria | null; nights: number }) {
  const { t } = useTranslation('stays');
  const { money, date, price } = useFormatters();
  const day = (instant: string) => date(`${instant.slice(0, 10)}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });
  // Each room type once, its rates cheapest first (the API's offers come cheapest first).
  const byRoom = new Map<string, StayOffer[]>();
  for (const offer of stay.offers ?? []) byRoom.set(offer.room.type, [...(byRoom.get(offer.room.type) ?? []), offer]);
  // A provider's hotel has no room types of ours: its offers say their rooms.
  const rooms =
    stay.rooms.length > 0
      ? stay.rooms
      : [...byRoom.values()].map((offers) => ({
          code: offers[0]!.room.type,
          name: offers[0]!.room.description.text,
          beds: offers[0]!.room.typeEstimated.beds,
          bedType: offers[0]!.room.typeEstimated.bedType,
          maxAdults: 0,
          maxChildren: 0,
          sizeM2: 0,
          fromPerNight: null,
        }));
  const chooseHref = (offer: StayOffer) => `/stays/book?${new URLSearchParams([...stayQuery(criteria!), ['offer', offer.id], ['seen', offer.price.total]])}`;
  return (
    <ul className={styles.rooms}>
      {rooms.map((room) => {
        const offers = byRoom.get(room.code);
        if (stay.offers && !offers) return null;
        return (
          <li key={room.code} className={styles.room}>
            <h3>{room.name}</h3>
            <p className={styles.facts}>
              {[
                room.maxAdults > 0 ? t('detail.fits', { count: room.maxAdults, children: t('detail.fitsChildren', { count: room.maxChildren }) }) : null,
                t(`detail.beds.${room.bedType}`, { count: room.beds, defaultValue: room.bedType }),
                room.sizeM2 > 0 ? t('detail.size', { size: room.sizeM2 }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {offers ? (
              <ul className={styles.rates}>
                {offers.map((offer) => {
                  const total = toMinor(offer.price.total);
                  const currency = offer.price.currency as 'USD' | 'NGN';
                  return (
                    <li key={offer.id} className={styles.rate}>
                      <div>
                        <p className={styles.board}>{t(`boards.${offer.boardType}`)}</p>
                        <p className={offer.freeCancellationUntil ? styles.good : styles.strict}>
                          {offer.freeCancellationUntil ? t('card.freeUntil', { date: day(offer.freeCancellationUntil) }) : t('card.nonRefundable')}
                        </p>
                        <p className={styles.payNow}>{t('detail.payNowShort')}</p>
                        {offer.roomsLeft !== null && offer.roomsLeft <= 3 && <p className={styles.scarce}>{t('card.roomsLeft', { count: offer.roomsLeft })}</p>}
                      </div>
                      <div className={styles.ratePrice}>
                        <p className={styles.total}>{money(total, currency)}</p>
                        <p className={styles.priceNote}>{t('card.forNights', { count: nights })}</p>
                        <Link
                          href={chooseHref(offer)}
                          className={styles.choose}
                          aria-label={t('detail.chooseLabel', {
                            room: room.name,
                            board: t(`boards.${offer.boardType}`),
                            price: money(total, currency),
                          })}
                        >
                          {t('detail.choose')}
                        </Link>
                      </div>
                    </li>
                  );
                })}
              </ul>
            ) : room.fromPerNight ? (
              <p className={styles.priceNote}>{t('card.fromPerNight', { price: price(toMinor(room.fromPerNight.amount), 'USD') })}</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
