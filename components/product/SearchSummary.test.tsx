import { render, screen } from '@testing-library/react';
import { SearchSummary } from './SearchSummary';

describe('SearchSummary', () => {
  it('says the place, then its facts one after the other, then the word that opens the drawer', () => {
    const { container } = render(
      <details>
        <summary>
          <SearchSummary place="Lagos → London" facts={['2–16 Jan', '4 travellers', 'Economy']} editLabel="Edit" />
        </summary>
      </details>,
    );
    expect(container.querySelector('summary')).toHaveTextContent('Lagos → London2–16 Jan · 4 travellers · EconomyEdit');
    expect(screen.getByText('4 travellers').tagName).toBe('SPAN');
  });

  it('draws a single fact without a separator', () => {
    const { container } = render(<SearchSummary place="Tours" facts={['Lagos']} editLabel="Change" />);
    expect(container).toHaveTextContent('ToursLagosChange');
    expect(container.textContent).not.toContain('·');
  });
});
