const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/experiences/book', asPath: '/experiences/book', query: {}, push, replace: jest.fn() }),
}));
jest.mock('@/services/experiences', () => ({ ...jest.requireActual('@/services/experiences'), bookExperience: jest.fn(), priceExperience: jest.fn() }));

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { ApiError } from '@/services/http';
import { bookExperience, priceExperience, type Activity, type ExperienceOffer } from '@/services/experiences';
import { ExperienceGuestForm } from './ExperienceGuestForm';

const refused = (status: number, code: string, errors: ApiError['info']['errors'] = []) => new ApiError({ status, code, message: `${code} said`, errors });
beforeEach(() => jest.clearAllMocks());

const activity = {
  id: 'EXLOS001',
  name: 'Lekki Conservation Centre walk',
  category: 'TOURS',
  details: { meetingPoint: 'The gate', durationMinutes: 120 },
} as unknown as Activity;
const experienceOffer = (total: string): ExperienceOffer => ({
  slotId: 'EXLOS001-202703101400',
  startsAt: '2027-03-10T13:00:00Z',
  endsAt: '2027-03-10T15:00:00Z',
  currency: 'NGN',
  lines: { adult: { count: 2, unit: '15000.00' }, child: { count: 0, unit: '0.00' }, infant: { count: 0, unit: '0.00' } },
  total,
  freeCancellationUntil: null,
});

describe('the experience booking step', () => {
  const renderExperience = () =>
    renderWithProviders(
      <ExperienceGuestForm
        activity={activity}
        offer={experienceOffer('30000.00')}
        party={{ adults: 2, children: 0, infants: 0 }}
        unavailable={null}
        backHref="/experiences/tours/EXLOS001"
      />,
    );
  async function fillIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('First name'), ' Chioma ');
    await user.type(screen.getByLabelText('Last name'), 'Eze');
    await user.type(screen.getByLabelText(/^Email/), 'chioma@example.com');
    await user.type(screen.getByLabelText(/^Phone/), '08030000000');
  }

  it('asks no title, and books the slot for the party', async () => {
    const user = userEvent.setup();
    jest.mocked(bookExperience).mockResolvedValue({ reference: 'EXP4Q2' } as Awaited<ReturnType<typeof bookExperience>>);
    renderExperience();
    expect(screen.queryByLabelText('Title')).toBeNull();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: /30,000/ }));
    await waitFor(() => expect(push).toHaveBeenCalledWith(expect.stringContaining('EXP4Q2')));
    expect(jest.mocked(bookExperience).mock.calls[0]![0]).toMatchObject({
      slotId: 'EXLOS001-202703101400',
      participants: { adults: 2, children: 0, infants: 0 },
      expectedTotal: '30000.00',
      guest: { firstName: 'Chioma', lastName: 'Eze', email: 'chioma@example.com', phone: '08030000000' },
    });
  });

  it('turns into the unavailable page with the way back when the slot fills meanwhile', async () => {
    const user = userEvent.setup();
    jest.mocked(bookExperience).mockRejectedValueOnce(refused(409, 'SLOT_FULL'));
    renderExperience();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: /30,000/ }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/experiences/tours/EXLOS001');
    expect(screen.queryByRole('button', { name: /30,000/ })).toBeNull();
    expect(priceExperience).not.toHaveBeenCalled();
  });

  it('says a failure it cannot name in the summary, and lets the person try again', async () => {
    const user = userEvent.setup();
    jest.mocked(bookExperience).mockRejectedValueOnce(refused(503, 'PROVIDER_ERROR'));
    renderExperience();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: /30,000/ }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /30,000/ })).toBeEnabled();
  });
});
