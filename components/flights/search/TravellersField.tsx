import { useCallback, useEffect, useRef, useState } from 'react';
import { useDismiss } from '@/components/common/use-dismiss';
import { useTranslation } from '@/components/i18n/use-translation';
import { CABINS, MAX_SEATED, type Cabin } from '@/lib/flight-search-query';
import styles from './FlightSearchForm.module.scss';

export interface TravellerCounts {
  adults: number;
  children: number;
  lapInfants: number;
  seatInfants: number;
}

interface TravellersFieldProps {
  counts: TravellerCounts;
  cabin: Cabin;
  onCounts: (counts: TravellerCounts) => void;
  onCabin: (cabin: Cabin) => void;
  error?: string;
}

type Kind = keyof TravellerCounts;
const KINDS: Kind[] = ['adults', 'children', 'lapInfants', 'seatInfants'];

/** The most of each kind the rules allow given the others (spec §9: 9 seats; a lap per infant). */
export function maxFor(kind: Kind, counts: TravellerCounts): number {
  const seatedOthers = counts.adults + counts.children + counts.seatInfants - (kind === 'lapInfants' ? 0 : counts[kind]);
  if (kind === 'lapInfants') return counts.adults;
  return Math.max(0, MAX_SEATED - seatedOthers);
}

const minFor = (kind: Kind) => (kind === 'adults' ? 1 : 0);

/**
 * Travellers and cabin in one disclosure (docs/architecture.md, design: "travellers and cabin in one sheet"). Number
 * inputs carry the values, so the form works without JavaScript; the buttons step them.
 */
export function TravellersField({ counts, cabin, onCounts, onCabin, error }: TravellersFieldProps) {
  const { t } = useTranslation('search');
  const total = counts.adults + counts.children + counts.lapInfants + counts.seatInfants;
  // An error is said inside the panel, beside the counts it is about: the panel opens to show it
  // (and stays open while the person puts it right).
  const panel = useRef<HTMLDetailsElement>(null);
  // Drawn open when the page comes with an error (without JavaScript too); a constant, so React
  // never closes or opens it again over the person's own choice.
  const [openAtFirst] = useState(Boolean(error));
  useEffect(() => {
    if (error && panel.current) panel.current.open = true;
  }, [error]);
  // Like every other popup (spec §2): Escape or a press outside closes it, and Escape gives the
  // keyboard back to its summary; not while it shows an error to put right.
  const [open, setOpen] = useState(openAtFirst);
  const close = useCallback(() => {
    const details = panel.current;
    if (!details?.open) return;
    const hadFocus = details.contains(document.activeElement);
    details.open = false;
    if (hadFocus) details.querySelector('summary')?.focus();
  }, []);
  useDismiss(panel, open && !error, close, 'click');

  const set = (kind: Kind, value: number) => {
    const next = { ...counts, [kind]: Math.min(Math.max(value, minFor(kind)), maxFor(kind, counts)) };
    // Fewer adults than infants on laps: the extra infants leave with them.
    if (next.lapInfants > next.adults) next.lapInfants = next.adults;
    onCounts(next);
  };

  return (
    <details ref={panel} className={styles.travellers} open={openAtFirst || undefined} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.travellersSummary}>
        <span className={styles.summaryLabel}>{t('search.travellersAndCabin')}</span>
        <span>
          {t('search.travellerCount', { count: total })} · {t(`cabins.${cabin}`)}
        </span>
      </summary>
      <div className={styles.travellersPanel}>
        {KINDS.map((kind) => (
          <div key={kind} className={styles.stepper}>
            <label htmlFor={`travellers-${kind}`}>
              <span>{t(`search.kinds.${kind}.label`)}</span>
              <small>{t(`search.kinds.${kind}.ages`)}</small>
            </label>
            <div className={styles.stepperControls}>
              <button
                type="button"
                aria-label={t('search.fewer', { kind: t(`search.kinds.${kind}.label`), one: t(`search.kinds.${kind}.one`) })}
                disabled={counts[kind] <= minFor(kind)}
                onClick={() => set(kind, counts[kind] - 1)}
              >
                −
              </button>
              <input
                id={`travellers-${kind}`}
                name={kind}
                type="number"
                inputMode="numeric"
                min={minFor(kind)}
                max={maxFor(kind, counts)}
                value={counts[kind]}
                onChange={(event) => set(kind, Number(event.target.value) || 0)}
              />
              <button
                type="button"
                aria-label={t('search.more', { kind: t(`search.kinds.${kind}.label`), one: t(`search.kinds.${kind}.one`) })}
                disabled={counts[kind] >= maxFor(kind, counts)}
                onClick={() => set(kind, counts[kind] + 1)}
              >
                +
              </button>
            </div>
          </div>
        ))}
        <p className={styles.hint}>{t('search.travellerRules', { max: MAX_SEATED })}</p>
        <fieldset className={styles.cabins}>
          <legend>{t('search.cabin')}</legend>
          {CABINS.map((option) => (
            <label key={option}>
              <input type="radio" name="cabin" value={option} checked={cabin === option} onChange={() => onCabin(option)} />
              {t(`cabins.${option}`)}
            </label>
          ))}
        </fieldset>
      </div>
      {error && <p className={styles.error}>{error}</p>}
    </details>
  );
}
