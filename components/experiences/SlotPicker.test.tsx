const replace = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/experiences/[id]', query: { id: 'EXLOS001' }, asPath: '/experiences/EXLOS001', replace }) }));

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import type { ExperienceSlot } from '@/services/experiences';
import { SlotPicker } from './SlotPicker';

const slots: ExperienceSlot[] = [
  { id: 's1', startsAt: '2027-01-10T09:00:00+01:00', remaining: 3, bookable: true },
  { id: 's2', startsAt: '2027-01-10T15:00:00+01:00', remaining: 0, bookable: false },
  { id: 's3', startsAt: '2027-01-11T09:00:00+01:00', remaining: 12, bookable: true },
  { id: 's4', startsAt: '2027-01-12T09:00:00+01:00', remaining: 0, bookable: false },
];
const render = () =>
  renderWithProviders(
    <SlotPicker
      slots={slots}
      date={null}
      party={{ adults: 2, children: 0, infants: 0 }}
      prices={{ adult: '15000.00', child: '7500.00', infant: '0.00', currency: 'NGN' }}
      from="2027-01-10"
      earlier={null}
      later="2027-01-24"
      action="/experiences/book"
    />,
  );

describe('SlotPicker', () => {
  it('opens on the first day with a place, says the places left, and totals the party by age band', async () => {
    render();
    const days = screen.getByRole('list', { name: /Days from/ });
    expect(within(days).getAllByRole('link')).toHaveLength(3);
    expect(within(days).getByRole('link', { name: /Tuesday.*Full/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /09:00 3 places left/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /15:00 Full/ })).toBeDisabled();
    expect(screen.getByText('Total for 2 participants').nextSibling).toHaveTextContent('₦30,000');
    await userEvent.click(screen.getByRole('button', { name: 'One child more' }));
    expect(screen.getByText('Total for 3 participants').nextSibling).toHaveTextContent('₦37,500');
    // Four places asked at a time with three left: said, and the form waits.
    await userEvent.click(screen.getByRole('button', { name: 'One adult more' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only 3 places are left at this time');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('moves to another day in place (its address kept for a reload) and keeps each infant with an adult', async () => {
    render();
    await userEvent.click(screen.getByRole('link', { name: /Monday/ }));
    expect(replace).toHaveBeenCalledWith(expect.objectContaining({ query: expect.objectContaining({ date: '2027-01-11' }) }), undefined, expect.anything());
    expect(screen.getByRole('radio', { name: /12 places left/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'One infant more' }));
    await userEvent.click(screen.getByRole('button', { name: 'One infant more' }));
    await userEvent.click(screen.getByRole('button', { name: 'One infant more' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Each infant comes with an adult');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    // A plain GET form to the booking page: it works without JavaScript.
    expect(screen.getByRole('button', { name: 'Continue' }).closest('form')).toHaveAttribute('action', '/experiences/book');
    expect(screen.getByRole('link', { name: 'Later days →' })).toBeInTheDocument();
  });
});
