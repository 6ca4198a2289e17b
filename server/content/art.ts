import { hash } from '../lib/seeded-random';
import { artFrame, palm, PALETTES, rect, skyline, type Palette } from '../lib/svg-art';
import type { HeroScene } from './categories';

/*
 * An article's illustration: the scene its front matter names, in a palette its slug picks (the
 * same every time), in the style of the stays' and experiences' pictures. About 1–2 kB of SVG.
 */

function coast(seed: number, p: Palette) {
  const waves = [0, 1, 2].map((row) => `<path d="M0 ${214 + row * 18}q25 -8 50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0" stroke="#FFFFFF" stroke-opacity=".55" stroke-width="3" fill="none"/>`).join('');
  return `<circle cx="${260 + (seed % 90)}" cy="100" r="36" fill="#FFF3D6"/>${rect(0, 200, 400, 100, '#3FA7C6')}${waves}<path d="M0 250q120 -30 240 10t160 -5v45h-400z" fill="#EBD9B4"/>${palm(60, 262, 130, p.ink)}${palm(110, 268, 100, p.ink)}`;
}

function plane(seed: number, p: Palette) {
  const y = 110 + (seed % 50);
  const trail = `<path d="M20 ${y + 90}q120 -20 180 -80" stroke="#FFFFFF" stroke-width="4" stroke-dasharray="10 10" fill="none" stroke-linecap="round"/>`;
  const body = `<g transform="translate(200 ${y - 10}) rotate(-28)"><path d="M-70 0q0 -10 12 -10h110q22 0 30 10q-8 10 -30 10h-110q-12 0 -12 -10z" fill="${p.wall}"/><path d="M-5 -8l-30 -48h16l46 48z" fill="${p.ink}"/><path d="M-5 8l-30 48h16l46 -48z" fill="${p.ink}"/><path d="M-62 -6l-14 -22h10l20 22z" fill="${p.accent}"/></g>`;
  return `${trail}${body}${rect(0, 262, 400, 38, p.ink)}`;
}

function passport(seed: number, p: Palette) {
  const tilt = (seed % 14) - 7;
  return `<g transform="rotate(${tilt} 200 160)">${rect(130, 60, 140, 190, p.ink, ' rx="10"')}<circle cx="200" cy="140" r="34" fill="none" stroke="#F2C14E" stroke-width="5"/><path d="M166 140h68M200 106q-18 34 0 68q18 -34 0 -68" stroke="#F2C14E" stroke-width="4" fill="none"/>${rect(160, 196, 80, 8, '#F2C14E', ' rx="4"')}${rect(175, 214, 50, 6, '#F2C14E', ' rx="3"')}</g>${rect(40, 250, 320, 10, p.accent, ' rx="5"')}`;
}

function card(seed: number, p: Palette) {
  const digits = [0, 1, 2, 3].map((group) => rect(92 + group * 56, 176, 40, 10, '#FFFFFF', ' rx="5" fill-opacity=".8"')).join('');
  return `<g transform="rotate(${-6 + (seed % 5)} 200 150)">${rect(80, 80, 240, 150, p.ink, ' rx="16"')}${rect(100, 112, 44, 34, '#F2C14E', ' rx="6"')}${digits}${rect(100, 202, 90, 8, '#FFFFFF', ' rx="4" fill-opacity=".6"')}<circle cx="268" cy="206" r="14" fill="${p.accent}"/><circle cx="288" cy="206" r="14" fill="#F2A541" fill-opacity=".85"/></g>`;
}

function suitcase(seed: number, p: Palette) {
  const x = 130 + (seed % 20);
  return `${rect(x + 45, 60, 50, 40, 'none', ` rx="10" stroke="${p.ink}" stroke-width="10"`)}${rect(x, 90, 140, 170, p.accent, ' rx="14"')}${rect(x + 30, 90, 10, 170, p.ink)}${rect(x + 100, 90, 10, 170, p.ink)}<circle cx="${x + 25}" cy="266" r="9" fill="${p.ink}"/><circle cx="${x + 115}" cy="266" r="9" fill="${p.ink}"/>${rect(0, 272, 400, 28, p.wall)}`;
}

const SCENES: Record<HeroScene, (seed: number, palette: Palette) => string> = { skyline, coast, plane, passport, card, suitcase };

/** The 400 × 300 SVG of an article's illustration. */
export function heroArt(scene: HeroScene, slug: string): string {
  const seed = hash(slug);
  return artFrame(PALETTES[seed % PALETTES.length]!, SCENES[scene](seed, PALETTES[seed % PALETTES.length]!));
}
