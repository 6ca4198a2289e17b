import { useState } from 'react';
import type { SeatMap } from '@/services/bookings';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { clearAdditionalService, selectFlight, setAdditionalService } from '@/store/slices/flight';
import { seatCostMinor, seatKey } from './seat-choice';

/**
 * The seats chosen (by `travellerId|segmentId`, kept in the flight slice) and who is choosing on
 * the flight shown. Choosing a traveller's own seat again gives it up; a paid seat waits in
 * `pending` until the person has seen its price and said yes (`choose(number, true)`); once
 * seated, the next traveller still without a seat on this flight chooses.
 */
export function useSeatChoice(maps: SeatMap[], map: SeatMap | undefined, seated: Array<{ travelerId: string }>) {
  const dispatch = useAppDispatch();
  const services = useAppSelector((state) => selectFlight(state).additionalServices);
  const [travellerId, setTravellerId] = useState(seated[0]?.travelerId ?? '1');
  const [pending, setPending] = useState<{ number: string; minor: number } | null>(null);
  const chosen: Record<string, string> = Object.fromEntries(
    services.filter((service) => service.seatNumber).map((service) => [seatKey(service.travelerId, service.segmentId), service.seatNumber!]),
  );

  const choose = (number: string, confirmed = false) => {
    if (!map) return;
    const current = chosen[seatKey(travellerId, map.segmentId)];
    if (current === number) {
      dispatch(clearAdditionalService({ travelerId: travellerId, segmentId: map.segmentId }));
      return;
    }
    const minor = seatCostMinor(maps, map.segmentId, number, travellerId);
    if (minor > 0 && !confirmed) {
      setPending({ number, minor });
      return;
    }
    setPending(null);
    dispatch(setAdditionalService({ travelerId: travellerId, segmentId: map.segmentId, seatNumber: number }));
    const next = seated.find((passenger) => passenger.travelerId !== travellerId && !chosen[seatKey(passenger.travelerId, map.segmentId)]);
    if (next) setTravellerId(next.travelerId);
  };

  /** Who holds a seat of the flight shown, among this booking's travellers. */
  const holderOf = (number: string) =>
    map ? seated.find((passenger) => chosen[seatKey(passenger.travelerId, map.segmentId)] === number)?.travelerId : undefined;

  return { chosen, travellerId, setTravellerId, pending, setPending, choose, holderOf };
}
