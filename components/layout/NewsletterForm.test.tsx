import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { NewsletterForm } from './NewsletterForm';

const toastSuccess = jest.fn();
const toastError = jest.fn();
jest.mock('@/components/common/toast', () => ({
  toast: { success: (message: string) => toastSuccess(message), error: (message: string) => toastError(message) },
}));
const subscribeToNewsletter = jest.fn();
jest.mock('@/services/newsletter', () => ({ subscribeToNewsletter: (...args: unknown[]) => subscribeToNewsletter(...args) }));

describe('NewsletterForm', () => {
  it('refuses a malformed email, subscribes a good one with the spec toast and clears the field', async () => {
    subscribeToNewsletter.mockResolvedValue('Subscribed successfully');
    renderWithProviders(<NewsletterForm />);
    const field = screen.getByLabelText('Travel deals and ideas in your inbox');
    await userEvent.type(field, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(toastError).toHaveBeenCalledWith('Please enter a valid email address.');
    expect(subscribeToNewsletter).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(subscribeToNewsletter).toHaveBeenCalledWith('ada@example.com', 'en');
    expect(toastSuccess).toHaveBeenCalledWith('Subscribed successfully');
    expect(field).toHaveValue('');
  });
});
