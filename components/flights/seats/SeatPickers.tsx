import { useTranslation } from '@/components/i18n/use-translation';
import { tabProps } from '@/components/common/tab-keys';
import controls from '@/components/common/controls.module.scss';
import type { SeatMap } from '@/services/bookings';
import { seatKey } from './seat-choice';
import styles from './SeatsAndBags.module.scss';

type Passenger = { travelerId: string };

/** The spec asks for a choice: seats on the map, or none (the airline gives a free one at check-in). */
export function SeatMode({ mode, onChoose, onNone }: { mode: 'choose' | 'none'; onChoose: () => void; onNone: () => void }) {
  const { t } = useTranslation('flights');
  return (
    <fieldset className={styles.mode}>
      <legend>{t('seats.modeTitle')}</legend>
      <label>
        <input type="radio" name="seat-mode" checked={mode === 'choose'} onChange={onChoose} />
        {t('seats.modeChoose')}
      </label>
      <label>
        <input type="radio" name="seat-mode" checked={mode === 'none'} onChange={onNone} />
        <span>
          {t('seats.modeNone')}
          <small>{t('seats.modeNoneHint')}</small>
        </span>
      </label>
    </fieldset>
  );
}

/** One tab per flight, each saying how many of the party have a seat on it. */
export function FlightTabs({
  maps,
  current,
  onSelect,
  seated,
  chosen,
}: {
  maps: SeatMap[];
  current: number;
  onSelect: (index: number) => void;
  seated: Passenger[];
  chosen: Record<string, string>;
}) {
  const { t } = useTranslation('flights');
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('seats.flights')}>
      {maps.map((candidate, index) => (
        <button
          key={candidate.segmentId}
          {...tabProps(index, current, maps.length, onSelect)}
          type="button"
          role="tab"
          id={`seat-tab-${index}`}
          aria-selected={index === current}
          aria-controls="seat-panel"
          className={styles.tab}
          onClick={() => onSelect(index)}
        >
          {candidate.departure.iataCode} → {candidate.arrival.iataCode}
          <small>
            {t('seats.chosenCount', {
              count: seated.filter((passenger) => chosen[seatKey(passenger.travelerId, candidate.segmentId)]).length,
              total: seated.length,
            })}
          </small>
        </button>
      ))}
    </div>
  );
}

/** Whose seat is being chosen on this flight, with the seat each already has. */
export function SeatTravellers(props: {
  segmentId: string;
  seated: Passenger[];
  chosen: Record<string, string>;
  travellerId: string;
  onSelect: (travellerId: string) => void;
  nameOf: (travellerId: string) => string;
  initials: (travellerId: string) => string;
}) {
  const { segmentId, seated, chosen, travellerId, onSelect, nameOf, initials } = props;
  const { t } = useTranslation('flights');
  return (
    <fieldset className={styles.travellers}>
      <legend>{t('seats.whoFor')}</legend>
      {seated.map((passenger) => {
        const seat = chosen[seatKey(passenger.travelerId, segmentId)];
        return (
          <label key={passenger.travelerId} className={styles.traveller}>
            <input type="radio" name="seat-traveller" checked={travellerId === passenger.travelerId} onChange={() => onSelect(passenger.travelerId)} />
            <span className={styles.badge} aria-hidden="true">
              {initials(passenger.travelerId)}
            </span>
            <span>
              {nameOf(passenger.travelerId)}
              <small>{seat ? t('seats.seat', { number: seat }) : t('seats.noSeat')}</small>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** A paid seat is only taken once the person has seen its price and said yes. */
export function PaidSeatConfirm({
  number,
  price,
  traveller,
  onYes,
  onNo,
}: {
  number: string;
  price: string;
  traveller: string;
  onYes: () => void;
  onNo: () => void;
}) {
  const { t } = useTranslation('flights');
  return (
    <div className={styles.confirm} role="alertdialog" aria-labelledby="seat-confirm-text">
      <p id="seat-confirm-text">{t('seats.confirmPaid', { number, price, traveller })}</p>
      <div>
        <button type="button" className={controls.primary} autoFocus onClick={onYes}>
          {t('seats.confirmYes', { price })}
        </button>
        <button type="button" className={controls.secondary} onClick={onNo}>
          {t('seats.confirmNo')}
        </button>
      </div>
    </div>
  );
}
