/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useScripted } from './use-scripted';

function Probe() {
  return useScripted() ? <button type="button">Change</button> : <p>No script yet</p>;
}

describe('useScripted', () => {
  it('is false in the server HTML, so a control only the script can work is not drawn there', () => {
    expect(renderToString(<Probe />)).toBe('<p>No script yet</p>');
  });

  it('is true once the page runs in the browser', () => {
    render(<Probe />);
    expect(screen.getByRole('button', { name: 'Change' })).toBeInTheDocument();
  });
});
