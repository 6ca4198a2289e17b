import { render, screen } from '@testing-library/react';
import { brand } from '@/config/public';
import { PHONE, WithPhone } from './WithPhone';

describe('WithPhone', () => {
  it('makes the support number in a sentence a link that calls it', () => {
    const { container } = render(<WithPhone text={`Call us on ${PHONE}, day and night.`} />);
    expect(container).toHaveTextContent(`Call us on ${brand.supportPhone}, day and night.`);
    const link = screen.getByRole('link', { name: brand.supportPhone });
    expect(link.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
  });

  it('leaves a sentence without the number as it is', () => {
    const { container } = render(<WithPhone text="Nothing to call." />);
    expect(container).toHaveTextContent('Nothing to call.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
