import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/components/test-utils/render';
import type { ExperienceBooking, ExperienceOffer } from '@/services/experiences';
import { ExperienceReceipt, ExperienceReceiptLines, ExperienceSummary, ExperienceWhen, partyWords } from './ExperienceOrder';

const offer: ExperienceOffer = {
  slotId: 'EXLOS001-202703101400',
  // The place's own time: 14:00 in Lagos, whatever the reader's clock.
  startsAt: '2027-03-10T14:00:00+01:00',
  endsAt: '2027-03-10T16:30:00+01:00',
  currency: 'NGN',
  lines: { adult: { count: 2, unit: '15000.00' }, child: { count: 1, unit: '7500.00' }, infant: { count: 0, unit: '0.00' } },
  total: '37500.00',
  freeCancellationUntil: '2027-03-09T14:00:00+01:00',
};
const definitions = (element: HTMLElement) =>
  within(element)
    .getAllByRole('definition')
    .map((cell) => cell.textContent);
const terms = (element: HTMLElement) =>
  within(element)
    .getAllByRole('term')
    .map((cell) => cell.textContent);

describe('an experience order', () => {
  it('names the party in words, only the bands that come', () => {
    const t = ((key: string, options: { count: number }) => `${options.count} ${key.split('.')[1]}`) as never;
    expect(partyWords(t, { adults: 2, children: 0, infants: 1 })).toBe('2 adults, 1 infants');
  });

  it('says when in the place’s own time, for how long, where to meet and how it is cancelled', () => {
    const { container } = renderWithProviders(<ExperienceWhen offer={offer} meetingPoint="The main gate" durationMinutes={150} />);
    expect(definitions(container.querySelector('dl')!)).toEqual([
      'Wednesday, 10 March 2027 at 14:00 (local time)',
      '2 h 30 min',
      'The main gate',
      'Free until Tuesday, 9 March 2027, 14:00 (local time)',
    ]);
  });

  it('prices each band that comes, then the total', () => {
    const { container } = renderWithProviders(<ExperienceReceiptLines offer={{ ...offer, freeCancellationUntil: null }} />);
    const lines = container.querySelector('dl')!;
    expect(terms(lines)).toEqual(['2 adults × ₦15,000', '1 child × ₦7,500', 'Total']);
    expect(definitions(lines)).toEqual(['₦30,000', '₦7,500', '₦37,500']);
  });

  it('receipts the tickets, a promo code and the total, with no taxes line when there are none', () => {
    const { container } = renderWithProviders(
      <ExperienceReceipt
        booking={{
          currency: 'NGN',
          voucherCode: 'EASTER26',
          fare: { base: '37500.00', taxes: '0.00', extras: '0.00', discount: '5000.00', total: '32500.00' },
        }}
      />,
    );
    expect(terms(container.querySelector('dl')!)).toEqual(['Tickets', 'Promo code EASTER26', 'Total']);
  });

  it('sums up the booking: who comes, and the meeting point with directions', () => {
    const booking = {
      experience: {
        name: 'Lekki Conservation Centre walk',
        startsAt: offer.startsAt,
        durationMinutes: 150,
        guest: { firstName: 'Chioma', lastName: 'Eze' },
        participants: { adults: 2, children: 1, infants: 0 },
        offer: { ...offer, freeCancellationUntil: null },
        meetingPoint: 'The main gate',
        latitude: 6.44,
        longitude: 3.53,
      },
    } as unknown as Pick<ExperienceBooking, 'experience'>;
    renderWithProviders(<ExperienceSummary booking={booking} headingId="summary" />);
    const summary = screen.getByRole('region', { name: 'Lekki Conservation Centre walk' });
    expect(within(summary).getByText('Chioma Eze · 2 adults, 1 child')).toBeInTheDocument();
    expect(within(summary).getByText('Non-refundable')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Directions in maps' })).toHaveAttribute('href', expect.stringContaining('6.44,3.53'));
  });
});
