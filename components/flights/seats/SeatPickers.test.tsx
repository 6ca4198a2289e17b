import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { smallSeatMap } from './fixtures';
import { seatKey } from './seat-choice';
import { FlightTabs, PaidSeatConfirm, SeatMode, SeatTravellers } from './SeatPickers';

const seated = [{ travelerId: '1' }, { travelerId: '2' }];
const outbound = smallSeatMap('1');
const inbound = { ...smallSeatMap('2'), departure: { iataCode: 'ABV', at: '2027-01-17T10:00:00' }, arrival: { iataCode: 'LOS', at: '2027-01-17T11:10:00' } };
const names: Record<string, string> = { '1': 'Ada Obi', '2': 'Tunde Obi' };

function Tabs({ chosen }: { chosen: Record<string, string> }) {
  const [current, setCurrent] = useState(0);
  return <FlightTabs maps={[outbound, inbound]} current={current} onSelect={setCurrent} seated={seated} chosen={chosen} />;
}

describe('choosing seats, flight by flight', () => {
  it('asks seats on the map or no preference, the airline then giving a free seat', async () => {
    const onNone = jest.fn();
    renderWithProviders(<SeatMode mode="choose" onChoose={jest.fn()} onNone={onNone} />);
    const group = screen.getByRole('group', { name: 'Your seats' });
    expect(within(group).getByRole('radio', { name: 'Choose seats on the seat map' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: /No preference/ }));
    expect(onNone).toHaveBeenCalled();
  });

  it('has a tab per flight saying how many of the party have a seat, moved through with the arrow keys', async () => {
    renderWithProviders(<Tabs chosen={{ [seatKey('1', '1')]: '10B', [seatKey('2', '1')]: '10C', [seatKey('1', '2')]: '12A' }} />);
    const tabs = within(screen.getByRole('tablist', { name: 'Flights' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['LOS → ABV2 of 2 seats chosen', 'ABV → LOS1 of 2 seats chosen']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
  });

  it('says whose seat is chosen and the seat each already has on this flight', async () => {
    const onSelect = jest.fn();
    renderWithProviders(
      <SeatTravellers
        segmentId="1"
        seated={seated}
        chosen={{ [seatKey('1', '1')]: '10B' }}
        travellerId="1"
        onSelect={onSelect}
        nameOf={(id) => names[id]!}
        initials={(id) => names[id]!.slice(0, 1)}
      />,
    );
    const group = screen.getByRole('group', { name: 'Choosing a seat for' });
    expect(within(group).getByRole('radio', { name: 'Ada Obi Seat 10B' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Tunde Obi No seat yet' }));
    expect(onSelect).toHaveBeenCalledWith('2');
  });

  it('asks before adding a paid seat, the yes naming its price and taking focus', async () => {
    const onYes = jest.fn();
    const onNo = jest.fn();
    renderWithProviders(<PaidSeatConfirm number="12A" price="₦9,000" traveller="Ada Obi" onYes={onYes} onNo={onNo} />);
    const question = screen.getByRole('alertdialog', { name: 'Seat 12A for Ada Obi costs ₦9,000. Add it to your booking?' });
    expect(within(question).getByRole('button', { name: 'Add seat for ₦9,000' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Choose another seat' }));
    expect(onNo).toHaveBeenCalled();
    expect(onYes).not.toHaveBeenCalled();
  });
});
