import { toMinor } from '@/common/money';
import type { SeatChoice, SeatMap, SeatMapSeat } from '@/services/bookings';

/** Key of one traveller's seat on one flight. */
export const seatKey = (travelerId: string, segmentId: string) => `${travelerId}|${segmentId}`;

export const seatPrice = (seat: SeatMapSeat, travelerId: string) =>
  Number(seat.travelerPricing.find((entry) => entry.travelerId === travelerId)?.price.total ?? 0);

export const seatStatus = (seat: SeatMapSeat, travelerId: string) =>
  seat.travelerPricing.find((entry) => entry.travelerId === travelerId)?.seatAvailabilityStatus ?? 'BLOCKED';

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
 * The party in the order it should sit: adults and children alternate (adult, child, adult…), so
 * in seats side by side every child sits beside an adult.
 */
export function seatingOrder(travellers: Array<{ travelerId: string; travelerType: string }>): string[] {
  const adults = travellers.filter((traveller) => traveller.travelerType === 'ADULT').map((traveller) => traveller.travelerId);
  const young = travellers.filter((traveller) => traveller.travelerType !== 'ADULT').map((traveller) => traveller.travelerId);
  const order: string[] = [];
  while (adults.length > 0 || young.length > 0) {
    if (adults.length > 0) order.push(adults.shift()!);
    if (young.length > 0) order.push(young.shift()!);
  }
  return order;
}

/** Runs of seats side by side in each row (an aisle breaks a run), front to back. */
function runsOf(seats: SeatMapSeat[]): SeatMapSeat[][] {
  const rows = new Map<number, SeatMapSeat[]>();
  for (const seat of seats) rows.set(seat.coordinates.x, [...(rows.get(seat.coordinates.x) ?? []), seat]);
  const runs: SeatMapSeat[][] = [];
  for (const row of [...rows.keys()].sort((a, b) => a - b)) {
    let run: SeatMapSeat[] = [];
    for (const seat of rows.get(row)!.sort((a, b) => a.coordinates.y - b.coordinates.y)) {
      if (run.length > 0 && seat.coordinates.y !== run.at(-1)!.coordinates.y + 1) {
        runs.push(run);
        run = [];
      }
      run.push(seat);
    }
    if (run.length > 0) runs.push(run);
  }
  return runs;
}

/**
 * The cheapest block of seats side by side for a group (in seating order), each seat one its
 * traveller may take (never an exit row for a child or an adult with an infant); free seats win
 * whenever there are any, then the front of the cabin.
 */
function bestBlock(seats: SeatMapSeat[], group: string[]): SeatMapSeat[] | null {
  let best: { seats: SeatMapSeat[]; cost: number } | null = null;
  for (const run of runsOf(seats)) {
    for (let start = 0; start + group.length <= run.length; start += 1) {
      const block = run.slice(start, start + group.length);
      if (!block.every((seat, index) => seatStatus(seat, group[index]!) === 'AVAILABLE')) continue;
      const cost = block.reduce((sum, seat, index) => sum + seatPrice(seat, group[index]!), 0);
      if (!best || cost < best.cost) best = { seats: block, cost };
    }
  }
  return best?.seats ?? null;
}

/**
 * Seats for every traveller still without one on each flight ("Choose seats for me"): the party
 * side by side in the cheapest block (free seats whenever there are any), a child always beside an
 * adult, even when free seats apart would cost less; a party too big for one block is split into
 * smaller groups, each side by side. `travellerIds` are in seating order (`seatingOrder`);
 * `adultIds` says who of them is an adult.
 */
export function autoAssign(maps: SeatMap[], travellerIds: string[], chosen: Record<string, string>, adultIds: ReadonlySet<string>): Record<string, string> {
  const result = { ...chosen };
  for (const map of maps) {
    const waiting = travellerIds.filter((id) => !result[seatKey(id, map.segmentId)]);
    if (waiting.length === 0) continue;
    const heldBefore = travellerIds.map((id) => result[seatKey(id, map.segmentId)]).filter(Boolean);
    // One plan per group size (the whole party, threes, pairs): groups side by side, anyone left
    // on the cheapest seat they may take. The cheapest plan wins, the least split on a tie.
    const plans = [...new Set([waiting.length, 3, 2])].map((size) => {
      const held = new Set(heldBefore);
      const open = () => (map.decks[0]?.seats ?? []).filter((seat) => !held.has(seat.number));
      const picks = new Map<string, SeatMapSeat>();
      const take = (id: string, seat: SeatMapSeat) => {
        picks.set(id, seat);
        held.add(seat.number);
      };
      // Children (and babies with a seat of their own) seated in a block next to an adult.
      const besideAdult = new Set<string>();
      for (let index = 0; index < waiting.length; index += size) {
        const group = waiting.slice(index, index + size);
        const block = group.length > 1 ? bestBlock(open(), group) : null;
        if (!block) continue;
        group.forEach((id, at) => take(id, block[at]!));
        group.forEach((id, at) => (adultIds.has(group[at - 1] ?? '') || adultIds.has(group[at + 1] ?? '')) && besideAdult.add(id));
      }
      // Anyone left sits as near the rest of the party as the cheapest seats allow: across the
      // aisle in the same row before another row, the nearest row before the front of the cabin.
      const partySeats = () => [...(map.decks[0]?.seats ?? []).filter((seat) => heldBefore.includes(seat.number)), ...picks.values()];
      const awayFromParty = (seat: SeatMapSeat, party: SeatMapSeat[]) =>
        party.length === 0
          ? 0
          : Math.min(...party.map((mate) => Math.abs(mate.coordinates.x - seat.coordinates.x) * 100 + Math.abs(mate.coordinates.y - seat.coordinates.y)));
      for (const id of waiting.filter((candidate) => !picks.has(candidate))) {
        const party = partySeats();
        const seat = open()
          .filter((candidate) => seatStatus(candidate, id) === 'AVAILABLE')
          .sort(
            (a, b) =>
              seatPrice(a, id) - seatPrice(b, id) ||
              awayFromParty(a, party) - awayFromParty(b, party) ||
              a.coordinates.x - b.coordinates.x ||
              a.coordinates.y - b.coordinates.y,
          )[0];
        if (seat) take(id, seat);
      }
      const cost = [...picks].reduce((sum, [id, seat]) => sum + seatPrice(seat, id), 0);
      // Airlines seat a child beside an adult: a plan that leaves one apart is the last resort,
      // whatever it saves. (A child already seated by hand before is the person's own choice.)
      const childrenApart = waiting.filter((id) => !adultIds.has(id) && !besideAdult.has(id)).length;
      return { picks, cost, seated: picks.size, childrenApart };
    });
    const better = (plan: (typeof plans)[number], winner: (typeof plans)[number]) =>
      plan.seated !== winner.seated
        ? plan.seated > winner.seated
        : plan.childrenApart !== winner.childrenApart
          ? plan.childrenApart < winner.childrenApart
          : plan.cost < winner.cost;
    const best = plans.reduce((winner, plan) => (better(plan, winner) ? plan : winner));
    for (const [id, seat] of best.picks) result[seatKey(id, map.segmentId)] = seat.number;
  }
  return result;
}

export const toSeatChoices = (chosen: Record<string, string>): SeatChoice[] =>
  Object.entries(chosen).map(([key, number]) => {
    const [travelerId, segmentId] = key.split('|') as [string, string];
    return { travelerId, segmentId, number };
  });

/** What a seat costs a traveller, in minor units (0 when free or not on the map). */
export function seatCostMinor(maps: SeatMap[], segmentId: string, number: string, travelerId: string): number {
  const seat = maps.find((candidate) => candidate.segmentId === segmentId)?.decks[0]?.seats.find((candidate) => candidate.number === number);
  return seat ? toMinor(seatPrice(seat, travelerId)) : 0;
}

/** What the chosen seats (by `travellerId|segmentId`) cost together, in minor units. */
export const seatsTotalMinor = (maps: SeatMap[], chosen: Record<string, string>) =>
  Object.entries(chosen).reduce((sum, [key, number]) => {
    const [id, segmentId] = key.split('|') as [string, string];
    return sum + seatCostMinor(maps, segmentId, number, id);
  }, 0);

/** What the extra bags (by `travellerId|itineraryIndex`) cost together, in minor units, at the offers for 1, 2 or 3 bags a direction. */
export const bagsTotalMinor = (bags: Record<string, number>, bagOffers: Record<string, { price: { amount: string } }>) =>
  Object.entries(bags).reduce((sum, [key, quantity]) => {
    const itineraryIndex = Number(key.split('|')[1]);
    return quantity > 0 ? sum + toMinor(bagOffers[`${itineraryIndex + 1}-${quantity}`]?.price.amount ?? 0) : sum;
  }, 0);

/** The chosen seats no longer free on fresh maps (taken by someone else meanwhile): to be chosen again. */
export const takenMeanwhile = (fresh: SeatMap[], chosen: Record<string, string>): SeatChoice[] =>
  toSeatChoices(chosen).filter((choice) => {
    const seat = fresh.find((candidate) => candidate.segmentId === choice.segmentId)?.decks[0]?.seats.find((candidate) => candidate.number === choice.number);
    return !seat || seatStatus(seat, choice.travelerId) !== 'AVAILABLE';
  });

/** The extra bags to save (by `travellerId|itineraryIndex`), those with none left out. */
export const bagsToSave = (bags: Record<string, number>) =>
  Object.entries(bags)
    .filter(([, quantity]) => quantity > 0)
    .map(([key, quantity]) => {
      const [travelerId, index] = key.split('|') as [string, string];
      return { travelerId, itineraryIndex: Number(index), quantity };
    });

/** Every seated traveller still without a seat, flight by flight. */
export const unseatedOf = (maps: SeatMap[], seated: Array<{ travelerId: string }>, chosen: Record<string, string>) =>
  maps.flatMap((candidate) =>
    seated
      .filter((passenger) => !chosen[seatKey(passenger.travelerId, candidate.segmentId)])
      .map((passenger) => ({ segmentId: candidate.segmentId, travelerId: passenger.travelerId })),
  );

/** A traveller's initials, as the seat they hold shows them. */
export const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** What "choose for me" chose, flight by flight, each seat with its traveller and price, in the words `say` gives them. */
export function pickedSummary(
  maps: SeatMap[],
  seated: Array<{ travelerId: string }>,
  assigned: Record<string, string>,
  say: {
    seat: (travelerId: string, number: string, minor: number) => string;
    flight: (from: string, to: string, seats: string) => string;
  },
): string {
  return maps
    .map((candidate) => {
      const seats = seated
        .map((passenger) => {
          const number = assigned[seatKey(passenger.travelerId, candidate.segmentId)];
          return number ? say.seat(passenger.travelerId, number, seatCostMinor(maps, candidate.segmentId, number, passenger.travelerId)) : null;
        })
        .filter(Boolean)
        .join(', ');
      return say.flight(candidate.departure.iataCode, candidate.arrival.iataCode, seats);
    })
    .join('. ');
}
