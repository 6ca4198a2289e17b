import type { RefObject } from 'react';
import { useTranslation } from '@/components/i18n/use-translation';
import { useFormatters } from '@/components/i18n/use-formatters';
import { toMinor } from '@/components/i18n/format';
import type { Currency } from '@/lib/locale-defaults';
import type { SeatMap } from '@/services/bookings';
import { seatPrice, seatRows, seatStatus } from './seat-choice';
import styles from './SeatsAndBags.module.scss';

export interface SeatCabinProps {
  map: SeatMap;
  /** Whose seat is being chosen. */
  travellerId: string;
  currency: Currency;
  /** The traveller of the party holding a seat, if any. */
  holderOf: (number: string) => string | undefined;
  nameOf: (travellerId: string) => string;
  initials: (travellerId: string) => string;
  onChoose: (number: string) => void;
  cabin: { cabinRef: RefObject<HTMLDivElement | null>; overflows: boolean; fit: boolean; setFit: (change: (fit: boolean) => boolean) => void };
}

/** One flight's cabin: its legend (with the paid seats' prices), a way to fit a wide cabin on a phone, and the seat map, a seat a button. */
export function SeatCabin({ map, travellerId, currency, holderOf, nameOf, initials, onChoose, cabin }: SeatCabinProps) {
  const { t } = useTranslation('flights');
  const { money, compactMoney } = useFormatters();
  const { cabinRef, overflows, fit, setFit } = cabin;
  const rows = seatRows(map);
  const paidPrices = map.decks[0]!.seats.map((seat) => toMinor(seatPrice(seat, travellerId))).filter((minor) => minor > 0);
  const columns = map.decks[0]
    ? Array.from(
        { length: map.decks[0].deckConfiguration.width },
        (_, y) => map.decks[0]!.seats.find((seat) => seat.coordinates.y === y)?.number.replace(/^\d+/, '') ?? '',
      )
    : [];

  return (
    <>
      <ul className={styles.legend} aria-label={t('seats.legendTitle')}>
        <li>
          <span className={`${styles.sample} ${styles.free}`} aria-hidden="true" /> {t('seats.legend.free')}
        </li>
        <li>
          <span className={`${styles.sample} ${styles.paid}`} aria-hidden="true" />{' '}
          {paidPrices.length > 0
            ? Math.min(...paidPrices) === Math.max(...paidPrices)
              ? t('seats.legend.paidPrice', { price: money(paidPrices[0]!, currency) })
              : t('seats.legend.paidRange', {
                  from: money(Math.min(...paidPrices), currency),
                  to: money(Math.max(...paidPrices), currency),
                })
            : t('seats.legend.paid')}
        </li>
        <li>
          <span className={`${styles.sample} ${styles.taken}`} aria-hidden="true" /> {t('seats.legend.taken')}
        </li>
        <li>
          <span className={`${styles.sample} ${styles.mine}`} aria-hidden="true" /> {t('seats.legend.mine')}
        </li>
      </ul>

      {(overflows || fit) && (
        <p className={styles.cabinHint}>
          {!fit && <span>{t('seats.scrollHint', { from: columns.find(Boolean), to: [...columns].reverse().find(Boolean) })}</span>}
          <button type="button" className={styles.fitButton} aria-pressed={fit} onClick={() => setFit((current) => !current)}>
            {fit ? t('seats.largerSeats') : t('seats.fitCabin')}
          </button>
        </p>
      )}
      <div className={`${styles.cabin} ${fit ? styles.fitted : ''}`} ref={cabinRef}>
        <table className={styles.seatMap}>
          <caption className={styles.caption}>{t('seats.mapCaption', { traveller: nameOf(travellerId) })}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className={styles.caption}>{t('seats.row')}</span>
              </th>
              {columns.map((letter, y) => (
                <th key={y} scope="col" aria-hidden={letter ? undefined : true} className={letter ? undefined : styles.aisle}>
                  {letter}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ row, exit, cells }) => (
              <tr key={row} className={exit ? styles.exitRow : undefined}>
                <th scope="row">{row}</th>
                {cells.map((seat, y) => {
                  if (!seat) return <td key={y} className={styles.aisle} aria-hidden="true" />;
                  const status = seatStatus(seat, travellerId);
                  const holder = holderOf(seat.number);
                  const cost = seatPrice(seat, travellerId);
                  const mine = holder === travellerId;
                  const heldByParty = !!holder;
                  const usable = status === 'AVAILABLE' && (!heldByParty || mine);
                  const kind = seat.characteristicsCodes.includes('W')
                    ? t('seats.window')
                    : seat.characteristicsCodes.includes('A')
                      ? t('seats.aisleSeat')
                      : t('seats.middle');
                  const label = [
                    t('seats.seat', { number: seat.number }),
                    kind,
                    seat.characteristicsCodes.includes('E') ? t('seats.exit') : null,
                    status === 'OCCUPIED'
                      ? t('seats.legend.taken')
                      : status === 'BLOCKED'
                        ? t('seats.notAllowed')
                        : heldByParty
                          ? nameOf(holder!)
                          : cost > 0
                            ? money(toMinor(cost), currency)
                            : t('seats.legend.free'),
                  ]
                    .filter(Boolean)
                    .join(', ');
                  return (
                    <td key={y}>
                      <button
                        type="button"
                        className={`${styles.seat} ${heldByParty ? styles.mine : status !== 'AVAILABLE' ? styles.taken : cost > 0 ? styles.paid : styles.free}`}
                        aria-label={label}
                        aria-pressed={mine}
                        disabled={!usable}
                        title={label}
                        onClick={() => onChoose(seat.number)}
                      >
                        {heldByParty ? (
                          initials(holder!)
                        ) : usable && cost > 0 ? (
                          <span className={styles.seatPrice}>{compactMoney(toMinor(cost), currency)}</span>
                        ) : (
                          ''
                        )}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
