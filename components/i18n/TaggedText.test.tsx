import { render, screen } from '@testing-library/react';
import { TaggedText } from './TaggedText';

describe('TaggedText', () => {
  it('draws the marked words with the given element and keeps the words around them in order', () => {
    const { container } = render(
      <p>
        <TaggedText
          text="Lisez notre <policy>politique relative aux cookies</policy>, merci."
          tag="policy"
          render={(words) => <a href="https://example.com/cookies">{words}</a>}
        />
      </p>,
    );
    expect(container.textContent).toBe('Lisez notre politique relative aux cookies, merci.');
    expect(screen.getByRole('link', { name: 'politique relative aux cookies' })).toHaveAttribute('href', 'https://example.com/cookies');
  });

  it('shows a sentence without the tag as it is', () => {
    const { container } = render(<TaggedText text="No link here <other>x</other>" tag="policy" render={() => <a href="https://example.com/">never</a>} />);
    expect(container.textContent).toBe('No link here <other>x</other>');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
