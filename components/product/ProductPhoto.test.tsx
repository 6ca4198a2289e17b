import { render } from '@testing-library/react';
import { ProductPhoto } from './ProductPhoto';

describe('ProductPhoto', () => {
  it('draws the picture, the one sent with the page first', () => {
    const { container } = render(
      <ProductPhoto path="/api/stays/photos/ST1-1.svg" inline="data:image/svg+xml;base64,AA==" eager alt="" width={400} height={300} />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', 'data:image/svg+xml;base64,AA==');
    const { container: lazy } = render(<ProductPhoto path="/api/stays/photos/ST1-1.svg" eager={false} alt="" width={400} height={300} />);
    expect(lazy.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('keeps the place of a missing picture without an empty src (which would fetch the page again)', () => {
    const { container } = render(<ProductPhoto path="" inline={null} eager alt="" width={400} height={300} className="photo" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('span.photo')).toHaveAttribute('aria-hidden', 'true');
  });
});
