import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/test-utils/render';
import { PrivacyPolicy } from './PrivacyPolicy';

describe('PrivacyPolicy', () => {
  it('names every cookie it sets, a long name breaking between its words so the table fits a phone', () => {
    renderWithProviders(<PrivacyPolicy />, { language: 'fr' });
    const table = screen.getByRole('table');
    const names = within(table).getAllByRole('rowheader');
    // The words people copy are whole; <wbr> only marks where a line may break.
    expect(names.map((cell) => cell.textContent)).toEqual(['NEXT_LOCALE', 'currency', 'localConsent', 'consentCategories']);
    expect(names.map((cell) => cell.querySelector('code')!.innerHTML)).toEqual(['NEXT_<wbr>LOCALE', 'currency', 'local<wbr>Consent', 'consent<wbr>Categories']);
    expect(within(table).getAllByRole('cell', { name: 'Nécessaire' })).toHaveLength(4);
  });

  it('opens the privacy settings from the cookies section, the optional categories off until chosen', async () => {
    renderWithProviders(<PrivacyPolicy />);
    await userEvent.click(screen.getByRole('button', { name: 'Change cookie settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy settings' });
    expect(within(within(dialog).getByRole('group', { name: 'Marketing and advertising' })).getByLabelText('Enabled')).not.toBeChecked();
  });
});
