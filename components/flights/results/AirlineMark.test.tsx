import path from 'node:path';
import { compile } from 'sass';
import { render } from '@testing-library/react';
import { AirlineMark } from './AirlineMark';

describe('AirlineMark', () => {
  it('draws the code, named so the style sheet can give a known airline its colour', () => {
    const { container } = render(<AirlineMark code="P4" />);
    const mark = container.querySelector('svg')!;
    expect(mark).toHaveAttribute('data-airline', 'P4');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark.querySelector('text')).toHaveTextContent('P4');
  });

  it('has the brand colour of the airlines the site sells most in its style sheet, and one for the others', () => {
    const { css } = compile(path.join(__dirname, 'AirlineMark.module.scss'));
    expect(css).toMatch(/\.mark rect \{\s*fill: #33415c;/);
    for (const [code, colour] of [
      ['P4', '#0d3b7a'],
      ['KQ', '#b4000f'],
      ['HF', '#e87511'],
      ['BA', '#075aaa'],
    ]) {
      expect(css).toMatch(new RegExp(`\\.mark\\[data-airline=['"]?${code}['"]?\\] rect \\{\\s*fill: ${colour};`));
    }
  });
});
