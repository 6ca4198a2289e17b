import type { SeatChoice, SeatMap, SeatMapSeat } from '@/services/bookings';

/** Key of one traveller's seat on one flight. */
export const seatKey = (travelerId: string, segmentId: string) => `${travelerId}|${segmentId}`;

export const seatPrice = (seat: SeatMapSeat, travelerId: string) => Number(seat.travelerPricing.find((entry) => entry.travelerId === travelerId)?.price.total ?? 0);

export const seatStatus = (seat: SeatMapSeat, travelerId: string) => seat.travelerPricing.find((entry) => entry.travelerId === travelerId)?.seatAvailabilityStatus ?? 'BLOCKED';

/** The seats of a map laid out in rows, with null where the aisle is. */
export function seatRows(map: SeatMap): Array<{ row: number; exit: boolean; cells: Array<SeatMapSeat | null> }> {
  const deck = map.decks[0];
  if (!deck) return [];
  const { width, length, exitRowsX } = deck.deckConfiguration;
  const byPlace = new Map(deck.seats.map((seat) => [`${seat.coordinates.x}:${seat.coordinates.y}`, seat]));
  // A row is named by its seats (12A is row 12); places with no seat (galleys, gaps) are left out.
  return Array.from({ length }, (_, x) => ({ x, cells: Array.from({ length: width }, (__, y) => byPlace.get(`${x}:${y}`) ?? null) }))
    .filter(({ cells }) => cells.some(Boolean))
    .map(({ x, cells }) => ({ row: Number.parseInt(cells.find(Boolean)!.number, 10), exit: (exitRowsX ?? []).includes(x), cells }));
}

/**
 * Seats for every traveller still without one on each flight: the cheapest free seats the
 * traveller may take, side by side where a row allows, so a family sits together.
 */
export function autoAssign(maps: SeatMap[], travellerIds: string[], chosen: Record<string, string>): Record<string, string> {
  const result = { ...chosen };
  for (const map of maps) {
    const waiting = travellerIds.filter((id) => !result[seatKey(id, map.segmentId)]);
    if (waiting.length === 0) continue;
    const held = new Set(travellerIds.map((id) => result[seatKey(id, map.segmentId)]).filter(Boolean));
    const free = (map.decks[0]?.seats ?? []).filter((seat) => !held.has(seat.number) && waiting.every((id) => seatStatus(seat, id) === 'AVAILABLE'));
    const cost = (seat: SeatMapSeat) => seatPrice(seat, waiting[0]!);
    // Rows with enough free seats for everyone waiting, cheapest first; else the cheapest seats anywhere.
    const rows = new Map<number, SeatMapSeat[]>();
    for (const seat of free) rows.set(seat.coordinates.x, [...(rows.get(seat.coordinates.x) ?? []), seat]);
    const together = [...rows.values()]
      .filter((seats) => seats.length >= waiting.length)
      .map((seats) => seats.sort((a, b) => cost(a) - cost(b) || a.coordinates.y - b.coordinates.y).slice(0, waiting.length))
      .sort((a, b) => a.reduce((sum, seat) => sum + cost(seat), 0) - b.reduce((sum, seat) => sum + cost(seat), 0) || a[0]!.coordinates.x - b[0]!.coordinates.x)[0];
    const picks = together ?? [...free].sort((a, b) => cost(a) - cost(b) || a.coordinates.x - b.coordinates.x).slice(0, waiting.length);
    waiting.forEach((id, index) => {
      const seat = picks[index];
      if (seat) result[seatKey(id, map.segmentId)] = seat.number;
    });
  }
  return result;
}

export const toSeatChoices = (chosen: Record<string, string>): SeatChoice[] =>
  Object.entries(chosen).map(([key, number]) => {
    const [travelerId, segmentId] = key.split('|') as [string, string];
    return { travelerId, segmentId, number };
  });
