import { smallSeatMap } from './fixtures';
import { autoAssign, seatKey, seatRows, toSeatChoices } from './seat-choice';

describe('seat choice', () => {
  it('lays a seat map out in rows with the aisle where the deck has it', () => {
    const rows = seatRows(smallSeatMap());
    expect(rows.map((row) => row.row)).toEqual([10, 11, 12]);
    expect(rows[1]!.exit).toBe(true);
    expect(rows[0]!.cells.map((cell) => cell?.number ?? null)).toEqual(['10A', '10B', '10C', null, '10D', '10E', '10F']);
  });

  it('seats a party side by side in the cheapest row they may all sit in, never an exit row for a child', () => {
    const assigned = autoAssign([smallSeatMap()], ['1', '2'], {});
    const seats = [assigned[seatKey('1', '1')], assigned[seatKey('2', '1')]];
    // Row 10 is free of charge and has room for both (10A is taken); row 11 is an exit row.
    expect(seats.every((seat) => seat?.startsWith('10'))).toBe(true);
    expect(new Set(seats).size).toBe(2);
    expect(seats).not.toContain('10A');
  });

  it('keeps seats already chosen and fills only the gaps', () => {
    const assigned = autoAssign([smallSeatMap()], ['1', '2'], { [seatKey('1', '1')]: '12F' });
    expect(assigned[seatKey('1', '1')]).toBe('12F');
    expect(assigned[seatKey('2', '1')]).toMatch(/^1[02]/);
    expect(toSeatChoices(assigned)).toEqual(expect.arrayContaining([{ travelerId: '1', segmentId: '1', number: '12F' }]));
  });
});
