import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { BookingDetails } from '@/services/bookings';
import { useAppDispatch } from '@/store/hooks';
import { replaceAdditionalServices } from '@/store/slices/flight';
import { toSeatChoices } from './seat-choice';

/** A choice made on the seats page and not yet saved: kept in this tab only, so it survives a reload. */
export type Draft = { mode: 'choose' | 'none'; chosen: Record<string, string>; bags: Record<string, number> };

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

/**
 * This tab's unsaved draft for a booking, read after hydration (so the server's page and the
 * browser's first render agree), and where the seat choice starts: the booking's saved seats (not
 * a previous booking's), else the draft's; once, when the page opens (`restored` says when).
 */
export function useSeatDraft(booking: Pick<BookingDetails, 'reference' | 'seats'>) {
  const dispatch = useAppDispatch();
  const draftKey = `seats-draft:${booking.reference}`;
  const storedDraft = useSyncExternalStore(
    noSubscription,
    () => readDraft(draftKey),
    () => null,
  );
  const draft = useMemo(() => parseDraft(storedDraft), [storedDraft]);
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
  return { draft, draftKey, restored };
}

/** Keeps the choice as it changes, once the page has restored it (else the first render's empty choice would erase the draft). */
export function useKeepDraft(draftKey: string, restored: { current: string | null }, reference: string, draft: Draft) {
  const json = JSON.stringify(draft);
  useEffect(() => {
    if (restored.current !== reference) return;
    try {
      sessionStorage.setItem(draftKey, json);
    } catch {
      // Private mode or full storage: the choice simply does not survive a reload.
    }
  }, [draftKey, restored, reference, json]);
}

/** The draft is done with once the choice is saved on the booking. */
export function forgetDraft(draftKey: string) {
  try {
    sessionStorage.removeItem(draftKey);
  } catch {
    // Nothing was kept.
  }
}
