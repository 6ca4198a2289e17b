import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { smallSeatMap } from './fixtures';
import { SeatCabin, type SeatCabinProps } from './SeatCabin';
import { bagsTotalMinor, pickedSummary, seatsTotalMinor, unseatedOf } from './seat-choice';

const names: Record<string, string> = { '1': 'Ada Obi', '2': 'Tobi Obi' };
const render = (props: Partial<SeatCabinProps> = {}) => {
  const onChoose = jest.fn();
  renderWithProviders(
    <SeatCabin
      map={smallSeatMap()}
      travellerId="1"
      currency="NGN"
      holderOf={() => undefined}
      nameOf={(id) => names[id] ?? id}
      initials={(id) => (names[id] ?? id).slice(0, 1)}
      onChoose={onChoose}
      cabin={{ cabinRef: { current: null }, overflows: false, fit: false, setFit: () => undefined }}
      {...props}
    />,
  );
  return onChoose;
};
const seat = (number: string) => screen.getByRole('button', { name: new RegExp(`^Seat ${number},`) });

describe('SeatCabin', () => {
  it('draws the cabin row by row, says what each seat is, and chooses a seat the traveller may take', async () => {
    const onChoose = render();
    expect(screen.getByRole('table', { name: /Ada Obi/ })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(seat('10A')).toHaveAccessibleName('Seat 10A, window, Taken');
    expect(seat('10A')).toBeDisabled();
    expect(seat('12C')).toHaveAccessibleName(/aisle, ₦9,000/);
    expect(seat('12C')).toHaveTextContent('₦9K');
    await userEvent.click(seat('10B'));
    expect(onChoose).toHaveBeenCalledWith('10B');
    // The legend gives the paid seats' one price.
    expect(screen.getByText('Extra charge: ₦9,000')).toBeInTheDocument();
  });

  it('shows a seat held by the party with its traveller, usable only by them', () => {
    render({ travellerId: '2', holderOf: (number) => (number === '10C' ? '1' : undefined) });
    expect(seat('10C')).toHaveAccessibleName(/Ada Obi/);
    expect(seat('10C')).toBeDisabled();
    // An exit row is not for a child (traveller 2 in the fixture).
    expect(seat('11B')).toHaveAccessibleName(/not for children/);
  });

  it('offers to fit a wide cabin on a narrow screen, and back', async () => {
    const setFit = jest.fn();
    render({ cabin: { cabinRef: { current: null }, overflows: true, fit: false, setFit } });
    await userEvent.click(screen.getByRole('button', { name: /fit|whole/i }));
    expect(setFit).toHaveBeenCalled();
  });
});

describe('seat and bag totals', () => {
  const maps = [smallSeatMap()];
  it('adds the chosen seats and bags, and finds who still has no seat', () => {
    expect(seatsTotalMinor(maps, { '1|1': '12A', '2|1': '10B' })).toBe(900_000);
    expect(bagsTotalMinor({ '1|0': 2, '2|0': 0 }, { '1-2': { price: { amount: '93750.00' } } })).toBe(9_375_000);
    expect(unseatedOf(maps, [{ travelerId: '1' }, { travelerId: '2' }], { '1|1': '12A' })).toEqual([{ segmentId: '1', travelerId: '2' }]);
    expect(
      pickedSummary(
        maps,
        [{ travelerId: '1' }],
        { '1|1': '12A' },
        { seat: (id, number, minor) => `${id}:${number}:${minor}`, flight: (from, to, seats) => `${from}-${to} ${seats}` },
      ),
    ).toBe('LOS-ABV 1:12A:900000');
  });
});
