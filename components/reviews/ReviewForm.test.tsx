import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { ReviewForm, type ReviewDraft } from './ReviewForm';

const props = (overrides: Partial<Parameters<typeof ReviewForm>[0]> = {}) => ({
  kind: 'stay' as const,
  categories: ['cleanliness', 'staff'],
  status: 'OPEN',
  from: '2027-01-05',
  until: '2027-04-05',
  subjectHref: '/stays/STLOS002',
  submit: jest.fn(async (draft: ReviewDraft) => (void draft, null)),
  published: false,
  sending: false,
  ...overrides,
});

describe('ReviewForm', () => {
  it('asks for every score and ten characters, then sends the review in the reader’s language', async () => {
    const given = props();
    renderWithProviders(<ReviewForm {...given} />);
    expect(screen.getByRole('heading', { name: 'Review your stay' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish my review' }));
    expect(screen.getByRole('link', { name: 'Overall, out of 10: Choose a score.' })).toHaveAttribute('href', '#review-overall');
    expect(screen.getByRole('link', { name: 'Your review: Write at least 10 characters.' })).toBeInTheDocument();
    expect(given.submit).not.toHaveBeenCalled();

    for (const label of ['Overall, out of 10', 'Cleanliness', 'Staff']) await userEvent.selectOptions(screen.getByLabelText(label), '8');
    await userEvent.type(screen.getByLabelText('Your review'), '<b>Great</b> stay');
    await userEvent.click(screen.getByRole('button', { name: 'Publish my review' }));
    expect(screen.getByRole('link', { name: 'Your review: Plain words only, without HTML.' })).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Your review'));
    await userEvent.type(screen.getByLabelText('Your review'), 'A quiet room, kind staff.');
    await userEvent.type(screen.getByLabelText('Title (optional)'), 'Quiet');
    await userEvent.click(screen.getByRole('button', { name: 'Publish my review' }));
    expect(given.submit).toHaveBeenCalledWith({
      overall: 8,
      categories: { cleanliness: 8, staff: 8 },
      title: 'Quiet',
      text: 'A quiet room, kind staff.',
      language: 'en',
    });
  });

  it('says why the API refused it, in the reader’s words', async () => {
    const given = props({ submit: jest.fn(async () => ({ status: 409, code: 'ALREADY_REVIEWED', message: '', errors: [] })) });
    renderWithProviders(<ReviewForm {...given} />);
    for (const label of ['Overall, out of 10', 'Cleanliness', 'Staff']) await userEvent.selectOptions(screen.getByLabelText(label), '6');
    await userEvent.type(screen.getByLabelText('Your review'), 'Fine, nothing more.');
    await userEvent.click(screen.getByRole('button', { name: 'Publish my review' }));
    expect(await screen.findByText('This booking has been reviewed already: one review a booking.')).toBeInTheDocument();
  });

  it('waits for the end of the stay, thanks once published, and shows nothing when it cannot be reviewed', () => {
    const { unmount } = renderWithProviders(<ReviewForm {...props({ status: 'NOT_YET' })} />);
    expect(screen.getByText(/You can review your stay once you have checked out, from 5 January 2027/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish my review' })).toBeNull();
    unmount();
    const published = renderWithProviders(<ReviewForm {...props({ published: true })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Thank you: your review is published.');
    expect(screen.getByRole('link', { name: "See it on the stay's page" })).toHaveAttribute('href', '/stays/STLOS002');
    published.unmount();
    const { container } = renderWithProviders(<ReviewForm {...props({ status: 'CLOSED' })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
