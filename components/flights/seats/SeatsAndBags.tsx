import { PrivateTitle } from '@/components/seo/PrivateTitle';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/components/i18n/use-translation';
import { useMemo, useRef, useState } from 'react';
import controls from '@/components/common/controls.module.scss';
import page from '@/components/layout/Page.module.scss';
import { useFormatters } from '@/components/i18n/use-formatters';
import { getSeatMaps, saveBookingServices, type BagOffer, type BookingDetails, type SeatMap } from '@/services/bookings';
import { toApiError } from '@/services/http';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { clearAdditionalService, setAdditionalService } from '@/store/slices/flight';
import {
  autoAssign,
  bagsToSave,
  bagsTotalMinor,
  initialsOf,
  pickedSummary,
  seatingOrder,
  seatsTotalMinor,
  takenMeanwhile,
  toSeatChoices,
  unseatedOf,
} from './seat-choice';
import { forgetDraft, useKeepDraft, useSeatDraft } from './seat-draft';
import { useSeatChoice } from './use-seat-choice';
import { useCabinFit } from './use-cabin-fit';
import { SeatCabin } from './SeatCabin';
import { BagsChoice, SeatsSummary } from './BagsChoice';
import { FlightTabs, PaidSeatConfirm, SeatMode, SeatTravellers } from './SeatPickers';
import styles from './SeatsAndBags.module.scss';
import { toMinor } from '@/components/i18n/format';
import { paths } from '@/config/paths';

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
  const { money } = useFormatters();
  const locale = useAppSelector((state) => state.auth.locale);
  const [maps, setMaps] = useState(initialMaps);
  const [segmentIndex, setSegmentIndex] = useState(0);
  const seated = useMemo(() => booking.passengers.filter((passenger) => passenger.travelerType !== 'HELD_INFANT'), [booking.passengers]);
  // A choice made on this page and not yet saved survives a reload (kept in this tab only).
  const { draft, draftKey, restored } = useSeatDraft(booking);
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
  // The spec asks for a choice: seats on the map, or none (the airline gives a free one at check-in).
  const [modeChoice, setMode] = useState<'choose' | 'none' | null>(null);
  const mode = modeChoice ?? (booking.seats.length === 0 && draft?.mode === 'none' ? 'none' : 'choose');
  const [picked, setPicked] = useState<string | null>(null);

  const map = maps[segmentIndex];
  const { chosen, travellerId, setTravellerId, pending, setPending, choose: chooseSeat, holderOf } = useSeatChoice(maps, map, seated);
  useKeepDraft(draftKey, restored, booking.reference, { mode, chosen, bags });
  const cabin = useCabinFit(segmentIndex, mode, maps);
  const nameOf = (id: string) => {
    const passenger = booking.passengers.find((candidate) => candidate.travelerId === id);
    return passenger ? `${passenger.firstName} ${passenger.lastName}` : id;
  };
  const initials = (id: string) => initialsOf(nameOf(id));
  const fareMinor = toMinor(booking.fare.base) + toMinor(booking.fare.taxes);
  const unseated = mode === 'none' ? [] : unseatedOf(maps, seated, chosen);

  const choose = (number: string, confirmed = false) => {
    setMissing(false);
    setPicked(null);
    chooseSeat(number, confirmed);
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
      pickedSummary(maps, seated, assigned, {
        seat: (id, number, minor) =>
          t('seats.pickedSeat', { name: nameOf(id), number, price: minor > 0 ? money(minor, booking.currency) : t('seats.legend.free') }),
        flight: (from, to, seats) => t('seats.pickedFlight', { from, to, seats }),
      }),
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
        bags: bagsToSave(bags),
      });
      forgetDraft(draftKey);
      await router.push(paths.payment(booking.reference), undefined, { locale });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.code === 'SEAT_TAKEN') {
        // Show the seat map as it is now and let the traveller choose again.
        const fresh = await getSeatMaps(booking.reference).catch(() => maps);
        setMaps(fresh);
        for (const choice of takenMeanwhile(fresh, chosen)) dispatch(clearAdditionalService({ travelerId: choice.travelerId, segmentId: choice.segmentId }));
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

  return (
    <div className={page.page}>
      <PrivateTitle title={t('seats.title')} />
      <h1 className={page.heading}>{t('seats.title')}</h1>
      <p className={styles.hold}>{t('seats.hold', { reference: booking.reference })}</p>

      <SeatMode
        mode={mode}
        onChoose={() => setMode('choose')}
        onNone={() => {
          setMode('none');
          setMissing(false);
          setPending(null);
          setPicked(null);
        }}
      />

      {mode === 'choose' && maps.length > 1 && <FlightTabs maps={maps} current={segmentIndex} onSelect={setSegmentIndex} seated={seated} chosen={chosen} />}

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
          <SeatTravellers
            segmentId={map.segmentId}
            seated={seated}
            chosen={chosen}
            travellerId={travellerId}
            onSelect={setTravellerId}
            nameOf={nameOf}
            initials={initials}
          />

          <SeatCabin
            map={map}
            travellerId={travellerId}
            currency={booking.currency}
            holderOf={holderOf}
            nameOf={nameOf}
            initials={initials}
            onChoose={choose}
            cabin={cabin}
          />
          {pending && (
            <PaidSeatConfirm
              number={pending.number}
              price={money(pending.minor, booking.currency)}
              traveller={nameOf(travellerId)}
              onYes={() => choose(pending.number, true)}
              onNo={() => setPending(null)}
            />
          )}
          <button type="button" className={controls.secondary} onClick={chooseForMe}>
            {t('seats.chooseForMe')}
          </button>
          <p role="status" className={styles.picked}>
            {picked ? t('seats.picked', { seats: picked }) : ''}
          </p>
        </section>
      )}

      <BagsChoice booking={booking} seated={seated} bagOffers={bagOffers} bags={bags} onChange={setBags} nameOf={nameOf} />
      <SeatsSummary fareMinor={fareMinor} seatsMinor={seatsTotalMinor(maps, chosen)} bagsMinor={bagsTotalMinor(bags, bagOffers)} currency={booking.currency} />

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
