import { smallSeatMap } from './fixtures';
import { autoAssign, bagsToSave, seatingOrder, seatKey, seatRows, takenMeanwhile, toSeatChoices } from './seat-choice';

describe('seat choice', () => {
  it('lays a seat map out in rows with the aisle where the deck has it', () => {
    const rows = seatRows(smallSeatMap());
    expect(rows.map((row) => row.row)).toEqual([10, 11, 12]);
    expect(rows[1]!.exit).toBe(true);
    expect(rows[0]!.cells.map((cell) => cell?.number ?? null)).toEqual(['10A', '10B', '10C', null, '10D', '10E', '10F']);
  });

  it('seats a party side by side in the cheapest row they may all sit in, never an exit row for a child', () => {
    const assigned = autoAssign([smallSeatMap()], ['1', '2'], {}, new Set(['1', '2']));
    const seats = [assigned[seatKey('1', '1')], assigned[seatKey('2', '1')]];
    // Row 10 is free of charge and has room for both (10A is taken); row 11 is an exit row.
    expect(seats.every((seat) => seat?.startsWith('10'))).toBe(true);
    expect(new Set(seats).size).toBe(2);
    expect(seats).not.toContain('10A');
  });

  it('keeps seats already chosen and fills only the gaps', () => {
    const assigned = autoAssign([smallSeatMap()], ['1', '2'], { [seatKey('1', '1')]: '12F' }, new Set(['1', '2']));
    expect(assigned[seatKey('1', '1')]).toBe('12F');
    expect(assigned[seatKey('2', '1')]).toMatch(/^1[02]/);
    expect(toSeatChoices(assigned)).toEqual(expect.arrayContaining([{ travelerId: '1', segmentId: '1', number: '12F' }]));
  });

  it('seats a family of three side by side on free seats, the child between the adults', () => {
    // Traveller 2 is the child (never at the exit, row 11); row 10 has 10A taken, row 12 costs extra.
    const order = seatingOrder([
      { travelerId: '1', travelerType: 'ADULT' },
      { travelerId: '3', travelerType: 'ADULT' },
      { travelerId: '2', travelerType: 'CHILD' },
    ]);
    expect(order).toEqual(['1', '2', '3']);
    const assigned = autoAssign([smallSeatMap('1', ['10A'], ['1', '2', '3'])], order, {}, new Set(['1', '3']));
    expect([assigned[seatKey('1', '1')], assigned[seatKey('2', '1')], assigned[seatKey('3', '1')]]).toEqual(['10D', '10E', '10F']);
  });

  it('splits a party too big for one block into groups side by side, a child always with an adult', () => {
    const party = ['1', '2', '3', '4'];
    // Free side by side: 10B–10C, and row 11 (an exit row, closed to the child); row 12 costs extra.
    const map = smallSeatMap('1', ['10A', '10D', '10E', '10F', '12D', '12E', '12F'], party);
    const assigned = autoAssign([map], party, {}, new Set(['1', '3', '4']));
    const seats = party.map((id) => assigned[seatKey(id, '1')]!);
    expect(new Set(seats).size).toBe(4);
    // Traveller 2 (the child) sits beside traveller 1, in a block of their own.
    const [adult, child] = [seats[0]!, seats[1]!];
    expect(adult.slice(0, 2)).toBe(child.slice(0, 2));
    expect(Math.abs(adult.charCodeAt(2) - child.charCodeAt(2))).toBe(1);
    // Free seats whenever there are any: nobody is put in the paid row 12.
    expect(seats.some((seat) => seat.startsWith('12'))).toBe(false);
  });

  it('seats anyone the blocks leave over as near the rest of the party as the same price allows, not at the front', () => {
    // Adult 1 and child 2 fit side by side only in the paid row 12 (row 10 has just 10F; the child
    // may not sit in the exit row 11). Adult 3 then takes a free seat: in row 11 beside them, not 10F.
    const map = smallSeatMap('1', ['10A', '10B', '10C', '10D', '10E'], ['1', '2', '3']);
    const assigned = autoAssign([map], ['1', '2', '3'], {}, new Set(['1', '3']));
    const [adult, child, other] = ['1', '2', '3'].map((id) => assigned[seatKey(id, '1')]!);
    expect([adult, child]).toEqual(['12A', '12B']);
    expect(other).toBe('11A');
  });

  it('keeps every child beside an adult, on paid seats rather than apart on free ones', () => {
    // Two adults (1, 3) and two children (2, 4). Free: 10D–10F only, and the exit row 11 the
    // children may not use; row 12 costs extra. Three free seats together would leave a child alone.
    const order = seatingOrder([
      { travelerId: '1', travelerType: 'ADULT' },
      { travelerId: '3', travelerType: 'ADULT' },
      { travelerId: '2', travelerType: 'CHILD' },
      { travelerId: '4', travelerType: 'CHILD' },
    ]);
    const map = smallSeatMap('1', ['10A', '10B', '10C'], ['1', '2', '3', '4']);
    for (const seat of map.decks[0]!.seats)
      for (const entry of seat.travelerPricing) if (seat.number.startsWith('11') && entry.travelerId === '4') entry.seatAvailabilityStatus = 'BLOCKED';
    const assigned = autoAssign([map], order, {}, new Set(['1', '3']));
    const seat = (id: string) => assigned[seatKey(id, '1')]!;
    const beside = (a: string, b: string) => a.slice(0, 2) === b.slice(0, 2) && Math.abs(a.charCodeAt(2) - b.charCodeAt(2)) === 1;
    expect(beside(seat('2'), seat('1')) || beside(seat('2'), seat('3'))).toBe(true);
    expect(beside(seat('4'), seat('1')) || beside(seat('4'), seat('3'))).toBe(true);
  });

  it('finds the chosen seats someone else took meanwhile, and only those', () => {
    const fresh = smallSeatMap('1', ['10A', '10B']);
    const chosen = { [seatKey('1', '1')]: '10B', [seatKey('2', '1')]: '10C', [seatKey('1', '2')]: '10D' };
    // 10B taken since; 10C still free; flight 2 no longer on the maps at all.
    expect(takenMeanwhile([fresh], chosen)).toEqual([
      { travelerId: '1', segmentId: '1', number: '10B' },
      { travelerId: '1', segmentId: '2', number: '10D' },
    ]);
  });

  it('saves the extra bags a traveller asked for, by direction, and leaves out the ones put back to none', () => {
    expect(bagsToSave({ '1|0': 2, '1|1': 0, '2|1': 1 })).toEqual([
      { travelerId: '1', itineraryIndex: 0, quantity: 2 },
      { travelerId: '2', itineraryIndex: 1, quantity: 1 },
    ]);
  });
});
