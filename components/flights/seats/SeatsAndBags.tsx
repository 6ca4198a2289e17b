import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import controls from '@/components/common/controls.module.scss';
import { tabProps } from '@/components/common/tab-keys';
import page from '@/components/layout/Page.module.scss';
import { useFormatters } from '@/components/i18n/use-formatters';
import { brand } from '@/config/public';
import { getSeatMaps, saveBookingServices, type BagOffer, type BookingDetails, type SeatMap } from '@/services/bookings';
import { toApiError } from '@/services/http';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { clearAdditionalService, replaceAdditionalServices, setAdditionalService, selectFlight } from '@/store/slices/flight';
import { autoAssign, seatingOrder, seatKey, seatPrice, seatRows, seatStatus, toSeatChoices } from './seat-choice';
import styles from './SeatsAndBags.module.scss';
import { toMinor } from '@/components/i18n/format';
import { paths } from '@/config/paths';

type Draft = { mode: 'choose' | 'none'; chosen: Record<string, string>; bags: Record<string, number> };
const noSubscription = () => () => {};
const readDraft = (key: string) => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
function parseDraft(text: string | null): Draft | null {
  try {
    const value = JSON.parse(text ?? 'null') as Draft | null;
    return value && typeof value.chosen === 'object' && typeof value.bags === 'object' ? value : null;
  } catch {
    return null;
  }
}

export interface SeatsAndBagsProps extends Record<string, unknown> {
  booking: BookingDetails;
  seatMaps: SeatMap[];
  bagOffers: Record<string, BagOffer>;
}

/**
 * Seats on a real seat map for every traveller with a seat, flight by flight, and extra checked
 * bags per direction; every seated traveller needs a seat (spec §5). Saving holds the seats on the
 * booking; a seat someone else took meanwhile is shown taken and the traveller asked to choose again.
 */
export function SeatsAndBags({ booking, seatMaps: initialMaps, bagOffers }: SeatsAndBagsProps) {
  const { t } = useTranslation('flights');
  const router = useRouter();
  const dispatch = useAppDispatch();
  // What is charged is shown: amounts in the booking's currency, never converted.
  const { money, compactMoney } = useFormatters();
  const locale = useAppSelector((state) => state.auth.locale);
  const services = useAppSelector((state) => selectFlight(state).additionalServices);
  const [maps, setMaps] = useState(initialMaps);
  const [segmentIndex, setSegmentIndex] = useState(0);
  const seated = useMemo(() => booking.passengers.filter((passenger) => passenger.travelerType !== 'HELD_INFANT'), [booking.passengers]);
  const [travellerId, setTravellerId] = useState(seated[0]?.travelerId ?? '1');
  const draftKey = `seats-draft:${booking.reference}`;
  // A choice made on this page and not yet saved survives a reload (kept in this tab only); read
  // after hydration, so the server's page and the browser's first render agree.
  const storedDraft = useSyncExternalStore(
    noSubscription,
    () => readDraft(draftKey),
    () => null,
  );
  const draft = useMemo(() => parseDraft(storedDraft), [storedDraft]);
  const [bagsChoice, setBags] = useState<Record<string, number> | null>(null);
  const bags =
    bagsChoice ??
    (booking.bags.length === 0 && draft
      ? draft.bags
      : Object.fromEntries(booking.bags.map((bag) => [`${bag.travelerId}|${bag.itineraryIndex}`, bag.quantity])));
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // A wide cabin on a narrow phone: said, with a way to see it whole (smaller seats, still 28 px).
  const cabinRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [fit, setFit] = useState(false);
  // The spec asks for a choice: seats on the map, or none (the airline gives a free one at check-in).
  const [modeChoice, setMode] = useState<'choose' | 'none' | null>(null);
  const mode = modeChoice ?? (booking.seats.length === 0 && draft?.mode === 'none' ? 'none' : 'choose');
  // A paid seat is only taken once the person has seen its price and said yes.
  const [pending, setPending] = useState<{ number: string; minor: number } | null>(null);
  const [picked, setPicked] = useState<string | null>(null);

  // The booking's saved seats are where the choice starts (not a previous booking's), else this
  // tab's unsaved draft: once, when the page opens.
  const restored = useRef<string | null>(null);
  useEffect(() => {
    if (restored.current === booking.reference) return;
    restored.current = booking.reference;
    // Read here, not from the hook: while hydrating, the hook still answers the server's null.
    const saved = parseDraft(readDraft(draftKey));
    const fromDraft = booking.seats.length === 0 && saved ? toSeatChoices(saved.chosen) : null;
    dispatch(
      replaceAdditionalServices(
        fromDraft
          ? fromDraft.map((choice) => ({ travelerId: choice.travelerId, segmentId: choice.segmentId, seatNumber: choice.number }))
          : booking.seats.map((seat) => ({ travelerId: seat.travelerId, segmentId: seat.segmentId, seatNumber: seat.number })),
      ),
    );
  }, [booking.reference, booking.seats, draftKey, dispatch]);

  const chosen: Record<string, string> = Object.fromEntries(
    services.filter((service) => service.seatNumber).map((service) => [seatKey(service.travelerId, service.segmentId), service.seatNumber!]),
  );
  const chosenJson = JSON.stringify(chosen);
  useEffect(() => {
    // Only once the page has restored (else the first render's empty choice would erase the draft).
    if (restored.current !== booking.reference) return;
    try {
      sessionStorage.setItem(draftKey, JSON.stringify({ mode, chosen: JSON.parse(chosenJson), bags }));
    } catch {
      // Private mode or full storage: the choice simply does not survive a reload.
    }
  }, [booking.reference, draftKey, mode, chosenJson, bags]);
  const map = maps[segmentIndex];
  const nameOf = (id: string) => {
    const passenger = booking.passengers.find((candidate) => candidate.travelerId === id);
    return passenger ? `${passenger.firstName} ${passenger.lastName}` : id;
  };
  const initials = (id: string) =>
    nameOf(id)
      .split(' ')
      .map((part) => part[0])
      .join('')
      .slice(0, 2)
      .toUpperCase();
  const holderOf = (segmentId: string, number: string) => seated.find((passenger) => chosen[seatKey(passenger.travelerId, segmentId)] === number)?.travelerId;
  const allSeats = (segmentId: string) => maps.find((candidate) => candidate.segmentId === segmentId)?.decks[0]?.seats ?? [];
  const seatCost = (segmentId: string, number: string, id: string) => {
    const seat = allSeats(segmentId).find((candidate) => candidate.number === number);
    return seat ? toMinor(seatPrice(seat, id)) : 0;
  };
  const seatsMinor = Object.entries(chosen).reduce((sum, [key, number]) => {
    const [id, segmentId] = key.split('|') as [string, string];
    return sum + seatCost(segmentId, number, id);
  }, 0);
  const bagsMinor = Object.entries(bags).reduce((sum, [key, quantity]) => {
    const itineraryIndex = Number(key.split('|')[1]);
    return quantity > 0 ? sum + toMinor(bagOffers[`${itineraryIndex + 1}-${quantity}`]?.price.amount ?? 0) : sum;
  }, 0);
  const fareMinor = toMinor(booking.fare.base) + toMinor(booking.fare.taxes);
  const unseated =
    mode === 'none'
      ? []
      : maps.flatMap((candidate) =>
          seated
            .filter((passenger) => !chosen[seatKey(passenger.travelerId, candidate.segmentId)])
            .map((passenger) => ({ segmentId: candidate.segmentId, travelerId: passenger.travelerId })),
        );

  const choose = (number: string, confirmed = false) => {
    if (!map) return;
    setMissing(false);
    setPicked(null);
    const current = chosen[seatKey(travellerId, map.segmentId)];
    if (current === number) {
      dispatch(clearAdditionalService({ travelerId: travellerId, segmentId: map.segmentId }));
      return;
    }
    const minor = seatCost(map.segmentId, number, travellerId);
    if (minor > 0 && !confirmed) {
      setPending({ number, minor });
      return;
    }
    setPending(null);
    dispatch(setAdditionalService({ travelerId: travellerId, segmentId: map.segmentId, seatNumber: number }));
    // On to the next traveller still without a seat on this flight.
    const next = seated.find((passenger) => passenger.travelerId !== travellerId && !chosen[seatKey(passenger.travelerId, map.segmentId)]);
    if (next) setTravellerId(next.travelerId);
  };

  const chooseForMe = () => {
    const assigned = autoAssign(
      maps,
      seatingOrder(seated),
      chosen,
      new Set(seated.filter((passenger) => passenger.travelerType === 'ADULT').map((passenger) => passenger.travelerId)),
    );
    for (const choice of toSeatChoices(assigned))
      dispatch(setAdditionalService({ travelerId: choice.travelerId, segmentId: choice.segmentId, seatNumber: choice.number }));
    setMissing(false);
    setPending(null);
    // Say what was chosen, flight by flight, with what it costs.
    setPicked(
      maps
        .map((candidate) => {
          const seats = seated
            .map((passenger) => {
              const number = assigned[seatKey(passenger.travelerId, candidate.segmentId)];
              if (!number) return null;
              const minor = seatCost(candidate.segmentId, number, passenger.travelerId);
              return t('seats.pickedSeat', {
                name: nameOf(passenger.travelerId),
                number,
                price: minor > 0 ? money(minor, booking.currency) : t('seats.legend.free'),
              });
            })
            .filter(Boolean)
            .join(', ');
          return t('seats.pickedFlight', { from: candidate.departure.iataCode, to: candidate.arrival.iataCode, seats });
        })
        .join('. '),
    );
  };

  const save = async () => {
    setFailure(null);
    if (unseated.length > 0) {
      setMissing(true);
      const first = unseated[0]!;
      setSegmentIndex(maps.findIndex((candidate) => candidate.segmentId === first.segmentId));
      setTravellerId(first.travelerId);
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    setSaving(true);
    try {
      await saveBookingServices(booking.reference, {
        seats: mode === 'none' ? [] : toSeatChoices(chosen),
        bags: Object.entries(bags)
          .filter(([, quantity]) => quantity > 0)
          .map(([key, quantity]) => {
            const [id, index] = key.split('|') as [string, string];
            return { travelerId: id, itineraryIndex: Number(index), quantity };
          }),
      });
      try {
        sessionStorage.removeItem(draftKey);
      } catch {
        // Nothing was kept.
      }
      await router.push(paths.payment(booking.reference), undefined, { locale });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === 'SEAT_TAKEN') {
        // Show the seat map as it is now and let the traveller choose again.
        const fresh = await getSeatMaps(booking.reference).catch(() => maps);
        setMaps(fresh);
        for (const choice of toSeatChoices(chosen)) {
          const seat = fresh
            .find((candidate) => candidate.segmentId === choice.segmentId)
            ?.decks[0]?.seats.find((candidate) => candidate.number === choice.number);
          if (!seat || seatStatus(seat, choice.travelerId) !== 'AVAILABLE')
            dispatch(clearAdditionalService({ travelerId: choice.travelerId, segmentId: choice.segmentId }));
        }
        setFailure(t('seats.taken'));
      } else if (apiError.code === 'BOOKING_CLOSED' || apiError.status === 404) {
        setFailure(t('seats.closed'));
      } else {
        setFailure(apiError.status === 0 ? t('travellers.failures.offline') : t('travellers.failures.generic'));
      }
      requestAnimationFrame(() => errorRef.current?.focus());
    } finally {
      setSaving(false);
    }
  };

  useEffect(() => {
    const cabin = cabinRef.current;
    if (!cabin || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(cabin.scrollWidth > cabin.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    // The frame (the screen turns) and the cabin inside it (another flight, seats loaded later).
    observer.observe(cabin);
    if (cabin.firstElementChild) observer.observe(cabin.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [segmentIndex, mode, fit, maps]);

  const rows = map ? seatRows(map) : [];
  const paidPrices = map ? map.decks[0]!.seats.map((seat) => toMinor(seatPrice(seat, travellerId))).filter((minor) => minor > 0) : [];
  const columns = map?.decks[0]
    ? Array.from(
        { length: map.decks[0].deckConfiguration.width },
        (_, y) => map.decks[0]!.seats.find((seat) => seat.coordinates.y === y)?.number.replace(/^\d+/, '') ?? '',
      )
    : [];

  return (
    <div className={page.page}>
      <Head>
        <title>{`${t('seats.title')} | ${brand.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1 className={page.heading}>{t('seats.title')}</h1>
      <p className={styles.hold}>{t('seats.hold', { reference: booking.reference })}</p>

      <fieldset className={styles.mode}>
        <legend>{t('seats.modeTitle')}</legend>
        <label>
          <input type="radio" name="seat-mode" checked={mode === 'choose'} onChange={() => setMode('choose')} />
          {t('seats.modeChoose')}
        </label>
        <label>
          <input
            type="radio"
            name="seat-mode"
            checked={mode === 'none'}
            onChange={() => {
              setMode('none');
              setMissing(false);
              setPending(null);
              setPicked(null);
            }}
          />
          <span>
            {t('seats.modeNone')}
            <small>{t('seats.modeNoneHint')}</small>
          </span>
        </label>
      </fieldset>

      {mode === 'choose' && maps.length > 1 && (
        <div className={styles.tabs} role="tablist" aria-label={t('seats.flights')}>
          {maps.map((candidate, index) => (
            <button
              key={candidate.segmentId}
              {...tabProps(index, segmentIndex, maps.length, setSegmentIndex)}
              type="button"
              role="tab"
              id={`seat-tab-${index}`}
              aria-selected={index === segmentIndex}
              aria-controls="seat-panel"
              className={styles.tab}
              onClick={() => setSegmentIndex(index)}
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
      )}

      {map && mode === 'choose' && (
        <section
          id="seat-panel"
          role={maps.length > 1 ? 'tabpanel' : undefined}
          aria-labelledby={maps.length > 1 ? `seat-tab-${segmentIndex}` : 'seat-flight'}
          className={styles.panel}
        >
          <h2 id="seat-flight" className={styles.flight}>
            {t('seats.flight', { from: map.departure.iataCode, to: map.arrival.iataCode, flight: `${map.carrierCode} ${map.number}` })}
          </h2>
          <fieldset className={styles.travellers}>
            <legend>{t('seats.whoFor')}</legend>
            {seated.map((passenger) => {
              const seat = chosen[seatKey(passenger.travelerId, map.segmentId)];
              return (
                <label key={passenger.travelerId} className={styles.traveller}>
                  <input
                    type="radio"
                    name="seat-traveller"
                    checked={travellerId === passenger.travelerId}
                    onChange={() => setTravellerId(passenger.travelerId)}
                  />
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

          <ul className={styles.legend} aria-label={t('seats.legendTitle')}>
            <li>
              <span className={`${styles.sample} ${styles.free}`} aria-hidden="true" /> {t('seats.legend.free')}
            </li>
            <li>
              <span className={`${styles.sample} ${styles.paid}`} aria-hidden="true" />{' '}
              {paidPrices.length > 0
                ? Math.min(...paidPrices) === Math.max(...paidPrices)
                  ? t('seats.legend.paidPrice', { price: money(paidPrices[0]!, booking.currency) })
                  : t('seats.legend.paidRange', {
                      from: money(Math.min(...paidPrices), booking.currency),
                      to: money(Math.max(...paidPrices), booking.currency),
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
                      const holder = holderOf(map.segmentId, seat.number);
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
                                ? money(toMinor(cost), booking.currency)
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
                            onClick={() => choose(seat.number)}
                          >
                            {heldByParty ? (
                              initials(holder!)
                            ) : usable && cost > 0 ? (
                              <span className={styles.seatPrice}>{compactMoney(toMinor(cost), booking.currency)}</span>
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
          {pending && (
            <div className={styles.confirm} role="alertdialog" aria-labelledby="seat-confirm-text">
              <p id="seat-confirm-text">
                {t('seats.confirmPaid', { number: pending.number, price: money(pending.minor, booking.currency), traveller: nameOf(travellerId) })}
              </p>
              <div>
                <button type="button" className={controls.primary} autoFocus onClick={() => choose(pending.number, true)}>
                  {t('seats.confirmYes', { price: money(pending.minor, booking.currency) })}
                </button>
                <button type="button" className={controls.secondary} onClick={() => setPending(null)}>
                  {t('seats.confirmNo')}
                </button>
              </div>
            </div>
          )}
          <button type="button" className={controls.secondary} onClick={chooseForMe}>
            {t('seats.chooseForMe')}
          </button>
          <p role="status" className={styles.picked}>
            {picked ? t('seats.picked', { seats: picked }) : ''}
          </p>
        </section>
      )}

      <section className={styles.bags} aria-labelledby="bags-title">
        <h2 id="bags-title">{t('bags.title')}</h2>
        {booking.itineraries.map((itinerary, index) => {
          const first = itinerary.segments[0]!;
          const last = itinerary.segments.at(-1)!;
          return (
            <fieldset key={index} className={styles.direction}>
              <legend>{t('bags.direction', { from: first.departure.iataCode, to: last.arrival.iataCode })}</legend>
              {seated.map((passenger) => {
                const included = booking.travelerPricings
                  .find((pricing) => pricing.travelerId === passenger.travelerId)
                  ?.fareDetailsBySegment.find((detail) => detail.segmentId === first.id)?.includedCheckedBags;
                const id = `bags-${index}-${passenger.travelerId}`;
                const key = `${passenger.travelerId}|${index}`;
                return (
                  <div key={passenger.travelerId} className={styles.bagRow}>
                    <label htmlFor={id}>
                      {nameOf(passenger.travelerId)}
                      <small>{t('bags.included', { count: included?.quantity ?? 0, weight: included?.weight ?? 23 })}</small>
                    </label>
                    <select id={id} value={bags[key] ?? 0} onChange={(event) => setBags({ ...bags, [key]: Number(event.target.value) })}>
                      <option value={0}>{t('bags.none')}</option>
                      {[1, 2, 3].map((quantity) => {
                        const offer = bagOffers[`${index + 1}-${quantity}`];
                        return offer ? (
                          <option key={quantity} value={quantity}>
                            {t('bags.extra', { count: quantity, weight: offer.weight, price: money(toMinor(offer.price.amount), booking.currency) })}
                          </option>
                        ) : null;
                      })}
                    </select>
                  </div>
                );
              })}
            </fieldset>
          );
        })}
      </section>

      <section className={styles.summary} aria-live="polite">
        <dl>
          <div>
            <dt>{t('seats.fare')}</dt>
            <dd>{money(fareMinor, booking.currency)}</dd>
          </div>
          <div>
            <dt>{t('seats.seatsTotal')}</dt>
            <dd>{money(seatsMinor, booking.currency)}</dd>
          </div>
          <div>
            <dt>{t('bags.total')}</dt>
            <dd>{money(bagsMinor, booking.currency)}</dd>
          </div>
          <div className={styles.grand}>
            <dt>{t('seats.newTotal')}</dt>
            <dd>{money(fareMinor + seatsMinor + bagsMinor, booking.currency)}</dd>
          </div>
        </dl>
      </section>

      {(missing || failure) && (
        <p role="alert" tabIndex={-1} ref={errorRef} className={page.unavailable}>
          {missing ? t('seats.required') : failure} {failure === t('seats.closed') && <Link href="/">{t('confirmation.searchAgain')}</Link>}
        </p>
      )}
      <button type="button" className={`${controls.primary} ${styles.continue}`} onClick={save} disabled={saving} aria-busy={saving}>
        {saving ? t('seats.saving') : t('seats.continue')}
      </button>
    </div>
  );
}
