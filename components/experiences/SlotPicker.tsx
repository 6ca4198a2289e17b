import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useState, type MouseEvent } from 'react';
import { toMinor } from '@/components/i18n/format';
import { useFormatters } from '@/components/i18n/use-formatters';
import type { ExperienceSlot, Participants } from '@/services/experiences';
import { useAppSelector } from '@/store/hooks';
import styles from './SlotPicker.module.scss';

export interface SlotPickerProps {
  slots: ExperienceSlot[];
  /** The day shown first: the address's, or the first with a place free. */
  date: string | null;
  party: Participants;
  prices: { adult: string; child: string; infant: string; currency: string };
  /** The days' window shown (the API's `from`/`to`) and the days before and after it. */
  from: string;
  earlier: string | null;
  later: string | null;
  /** Where the chosen slot goes: the booking page. */
  action: string;
}

const BANDS = [
  { key: 'adults', band: 'adult', min: 1, max: 20 },
  { key: 'children', band: 'child', min: 0, max: 20 },
  { key: 'infants', band: 'infant', min: 0, max: 10 },
] as const;

/** The slot's day and time as the place lives them ("2026-12-12", "09:00"): the offset is the experience's own. */
const dayOf = (slot: ExperienceSlot) => slot.startsAt.slice(0, 10);
const timeOf = (slot: ExperienceSlot) => slot.startsAt.slice(11, 16);

/**
 * The availability calendar: the days (each a link, so it works without JavaScript), the day's
 * times with the places left, and the party by age band with its price; a GET form to the booking.
 */
export function SlotPicker({ slots, date, party: initialParty, prices, from, earlier, later, action }: SlotPickerProps) {
  const { t } = useTranslation('experiences');
  const router = useRouter();
  const { money, date: formatDate } = useFormatters();
  const locale = useAppSelector((state) => state.auth.locale);
  const days = [...new Set(slots.map(dayOf))];
  const open = (day: string) => slots.some((slot) => dayOf(slot) === day && slot.bookable);
  const [chosenDay, setChosenDay] = useState(date && days.includes(date) ? date : (days.find(open) ?? days[0] ?? null));
  const dayTimes = slots.filter((slot) => dayOf(slot) === chosenDay);
  const [slotId, setSlotId] = useState<string | null>(dayTimes.find((slot) => slot.bookable)?.id ?? null);
  const [party, setParty] = useState(initialParty);
  const currency = prices.currency as 'USD' | 'NGN';
  const totalMinor = party.adults * toMinor(prices.adult) + party.children * toMinor(prices.child) + party.infants * toMinor(prices.infant);
  const places = party.adults + party.children;
  const chosen = slots.find((slot) => slot.id === slotId);
  const tooMany = chosen ? places > chosen.remaining : false;
  const infantsAlone = party.infants > party.adults;

  const dayHref = (day: string) => ({ pathname: router.pathname, query: { ...router.query, date: day }, hash: 'availability' });
  const chooseDay = (day: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setChosenDay(day);
    setSlotId(slots.find((slot) => dayOf(slot) === day && slot.bookable)?.id ?? null);
    void router.replace(dayHref(day), undefined, { shallow: true, scroll: false });
  };
  const set = (key: keyof Participants, value: number) => setParty((current) => ({ ...current, [key]: value }));
  const weekday = (day: string) => formatDate(`${day}T12:00:00Z`, { weekday: 'short', timeZone: 'UTC' });
  const dayNumber = (day: string) => formatDate(`${day}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const longDay = (day: string) => formatDate(`${day}T12:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

  return (
    <form action={`${locale === 'fr' ? '/fr' : ''}${action}`} method="get" className={styles.picker} aria-labelledby="availability-title">
      <fieldset className={styles.group}>
        <legend>{t('slots.date')}</legend>
        {/* Scrolls sideways on a phone: a keyboard reaches it too. */}
        <ul className={styles.days} aria-label={t('slots.days', { from: dayNumber(from) })}>
          {days.map((day) => (
            <li key={day}>
              <Link
                href={dayHref(day)}
                replace
                scroll={false}
                onClick={chooseDay(day)}
                className={styles.day}
                aria-current={day === chosenDay ? 'date' : undefined}
                data-open={open(day) || undefined}
                aria-label={`${longDay(day)}${open(day) ? '' : ` · ${t('slots.dayFull')}`}`}
              >
                <span>{weekday(day)}</span>
                <strong>{dayNumber(day)}</strong>
                {!open(day) && <span className={styles.dayFull}>{t('slots.dayFull')}</span>}
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          {earlier ? (
            <Link href={{ pathname: router.pathname, query: { ...router.query, from: earlier, date: undefined }, hash: 'availability' }} scroll={false}>
              {t('slots.earlier')}
            </Link>
          ) : (
            <span />
          )}
          {later && (
            <Link href={{ pathname: router.pathname, query: { ...router.query, from: later, date: undefined }, hash: 'availability' }} scroll={false}>
              {t('slots.later')}
            </Link>
          )}
        </p>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{chosenDay ? t('slots.times', { day: longDay(chosenDay) }) : t('slots.noTimes')}</legend>
        {dayTimes.length === 0 ? (
          <p>{t('slots.noTimes')}</p>
        ) : (
          <div className={styles.times}>
            {dayTimes.map((slot) => (
              <label key={slot.id} className={styles.time} data-disabled={!slot.bookable || undefined}>
                <input type="radio" name="slot" value={slot.id} checked={slot.id === slotId} disabled={!slot.bookable} onChange={() => setSlotId(slot.id)} />
                <strong>{timeOf(slot)}</strong>
                <span className={slot.bookable && slot.remaining <= 5 ? styles.scarce : undefined}>
                  {slot.bookable ? t('slots.left', { count: slot.remaining }) : slot.remaining === 0 ? t('slots.full') : t('slots.closed')}
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('slots.participants')}</legend>
        {BANDS.map(({ key, band, min, max }) => (
          <div key={key} className={styles.band}>
            <label htmlFor={`party-${key}`}>
              <strong>{t(`bands.${band}`)}</strong>
              <span>
                {t(`bands.${band}Ages`)} · {toMinor(prices[band]) === 0 ? t('bands.free') : t('bands.each', { price: money(toMinor(prices[band]), currency) })}
              </span>
            </label>
            <div className={styles.stepper}>
              <button
                type="button"
                onClick={() => set(key, Math.max(min, party[key] - 1))}
                disabled={party[key] <= min}
                aria-label={t('slots.fewer', { band: t(`bands.${band}`).toLowerCase() })}
                aria-controls={`party-${key}`}
              >
                −
              </button>
              <input
                id={`party-${key}`}
                name={key}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                value={party[key]}
                onChange={(event) => set(key, Math.min(max, Math.max(min, Number.parseInt(event.target.value, 10) || min)))}
              />
              <button
                type="button"
                onClick={() => set(key, Math.min(max, party[key] + 1))}
                disabled={party[key] >= max}
                aria-label={t('slots.more', { band: t(`bands.${band}`).toLowerCase() })}
                aria-controls={`party-${key}`}
              >
                +
              </button>
            </div>
          </div>
        ))}
        {infantsAlone && (
          <p className={styles.problem} role="alert">
            {t('slots.infantsAlone')}
          </p>
        )}
        {tooMany && chosen && (
          <p className={styles.problem} role="alert">
            {t('slots.tooMany', { count: chosen.remaining })}
          </p>
        )}
      </fieldset>

      <div className={styles.total} aria-live="polite">
        <span>{t('slots.total', { count: places + party.infants })}</span>
        <strong>{money(totalMinor, currency)}</strong>
      </div>
      <button type="submit" className={styles.submit} disabled={!slotId || tooMany || infantsAlone}>
        {t('slots.continue')}
      </button>
      <p className={styles.note}>{t('slots.note')}</p>
    </form>
  );
}
