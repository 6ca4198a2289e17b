import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { ApiError } from '@/services/http';
import { bagOffer, booking, smallSeatMap } from './fixtures';
import { SeatsAndBags } from './SeatsAndBags';

const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/', push }) }));
const saveBookingServices = jest.fn();
const getSeatMaps = jest.fn();
jest.mock('@/services/bookings', () => ({
  saveBookingServices: (...args: unknown[]) => saveBookingServices(...args),
  getSeatMaps: (...args: unknown[]) => getSeatMaps(...args),
}));

const bagOffers = { '1-1': bagOffer(1, '37500.00'), '1-2': bagOffer(2, '93750.00') };

const render = () => renderWithProviders(<SeatsAndBags booking={booking} seatMaps={[smallSeatMap()]} bagOffers={bagOffers} />);
const seat = (number: string) => screen.getByRole('button', { name: new RegExp(`^Seat ${number},`) });

describe('SeatsAndBags', () => {
  beforeEach(() => {
    sessionStorage.clear();
    push.mockClear();
    saveBookingServices.mockReset();
    getSeatMaps.mockReset();
  });

  it('asks for a seat for every traveller before going on (spec §5)', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select your seat.');
    expect(saveBookingServices).not.toHaveBeenCalled();
  });

  it('shows taken and not-allowed seats as such, and names the seat a traveller holds', async () => {
    render();
    expect(seat('10A')).toBeDisabled();
    expect(seat('10A')).toHaveAccessibleName(/Taken/);
    await userEvent.click(seat('10C'));
    // On to the child, who may not sit at the exit.
    expect(screen.getByRole('radio', { name: /Tobi Obi/ })).toBeChecked();
    expect(seat('11B')).toBeDisabled();
    expect(seat('11B')).toHaveAccessibleName(/not for children/);
    expect(seat('10C')).toHaveAccessibleName(/Ada Obi/);
    expect(within(screen.getByRole('group', { name: 'Choosing a seat for' })).getByText('Seat 10C')).toBeInTheDocument();
  });

  it('saves seats and bags with the new total, then goes to payment', async () => {
    saveBookingServices.mockResolvedValue(booking);
    render();
    // A paid seat shows its price on the map and is only taken once confirmed.
    expect(seat('12A')).toHaveTextContent('₦9K');
    expect(screen.getByText('Extra charge: ₦9,000')).toBeInTheDocument();
    await userEvent.click(seat('12A'));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Seat 12A for Ada Obi costs ₦9,000. Add it to your booking?');
    await userEvent.click(screen.getByRole('button', { name: 'Choose another seat' }));
    expect(seat('12A')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(seat('12A'));
    await userEvent.click(screen.getByRole('button', { name: 'Add seat for ₦9,000' }));
    expect(seat('12A')).toHaveAccessibleName(/Ada Obi/);
    await userEvent.click(seat('12B'));
    await userEvent.click(screen.getByRole('button', { name: 'Add seat for ₦9,000' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Ada Obi/ }), '2');
    expect(screen.getByText(/351,750/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(saveBookingServices).toHaveBeenCalledWith('K7MX3Q', {
      seats: expect.arrayContaining([
        { travelerId: '1', segmentId: '1', number: '12A' },
        { travelerId: '2', segmentId: '1', number: '12B' },
      ]),
      bags: [{ travelerId: '1', itineraryIndex: 0, quantity: 2 }],
    });
    expect(push).toHaveBeenCalledWith('/payment?booking=K7MX3Q', undefined, { locale: 'en' });
  });

  it('when a seat was taken meanwhile: shows the map as it is now and asks for another seat', async () => {
    saveBookingServices.mockRejectedValue(new ApiError({ status: 409, code: 'SEAT_TAKEN', message: 'Seat taken', errors: [] }));
    getSeatMaps.mockResolvedValue([smallSeatMap('1', ['10A', '10C'])]);
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Choose seats for me' }));
    await userEvent.click(seat('10C'));
    await userEvent.click(seat('10C'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone took one of your seats');
    expect(seat('10C')).toBeDisabled();
    expect(push).not.toHaveBeenCalled();
  });

  it('offers "No preference" as a choice: no seats, no charge, on to payment', async () => {
    saveBookingServices.mockResolvedValue(booking);
    render();
    await userEvent.click(screen.getByRole('radio', { name: /No preference/ }));
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(saveBookingServices).toHaveBeenCalledWith('K7MX3Q', { seats: [], bags: [] });
    expect(push).toHaveBeenCalledWith('/payment?booking=K7MX3Q', undefined, { locale: 'en' });
  });

  it('chooses free seats side by side for the family and says what it chose', async () => {
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Choose seats for me' }));
    expect(screen.getByRole('status')).toHaveTextContent('We chose: LOS → ABV: Ada Obi 10B (Free), Tobi Obi 10C (Free).');
  });

  it('keeps the choices made on the page through a reload', async () => {
    const first = render();
    await userEvent.click(seat('10C'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Ada Obi/ }), '1');
    first.unmount();
    render();
    expect(seat('10C')).toHaveAccessibleName(/Ada Obi/);
    expect(screen.getByRole('combobox', { name: /Ada Obi/ })).toHaveValue('1');
  });
});
