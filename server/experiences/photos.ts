import { hash } from '../lib/seeded-random';
import { artFrame, palm, PALETTES, rect, skyline, type Palette } from '../lib/svg-art';
import type { ExperienceCategory } from './schema';

/*
 * The seeded experiences' pictures: SVG illustrations drawn from the experience's id and its
 * category (a walk through the city, the sea at dusk, hills and water, a gallery…), none from the
 * network.
 */

const people = (x: number, ground: number, count: number, p: Palette) =>
  Array.from(
    { length: count },
    (_, index) =>
      `<circle cx="${x + index * 22}" cy="${ground - 46}" r="8" fill="${p.ink}"/>${rect(x + index * 22 - 7, ground - 38, 14, 38, index % 2 ? p.accent : p.ink, ' rx="5"')}`,
  ).join('');

function walk(seed: number, p: Palette) {
  return `${skyline(seed, p)}${rect(0, 250, 400, 50, '#D9C7A7')}${people(60 + (seed % 160), 262, 4, p)}${palm(360, 262, 110, p.ink)}`;
}

function sea(seed: number, p: Palette) {
  const waves = [0, 1, 2]
    .map(
      (row) =>
        `<path d="M0 ${200 + row * 22}q25 -8 50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0" stroke="#FFFFFF" stroke-opacity=".5" stroke-width="3" fill="none"/>`,
    )
    .join('');
  const boatX = 90 + (seed % 180);
  return `<circle cx="${60 + (seed % 280)}" cy="150" r="40" fill="#FFE3A8"/>${rect(0, 180, 400, 120, '#2F7FA3')}${waves}<path d="M${boatX} 196h110l-18 24h-74z" fill="${p.ink}"/>${rect(boatX + 50, 140, 4, 56, p.ink)}<path d="M${boatX + 54} 142l40 44h-40z" fill="#FFFFFF"/>`;
}

function spa(seed: number, p: Palette) {
  const stones = [0, 1, 2, 3]
    .map(
      (index) =>
        `<ellipse cx="${200 + (index % 2 ? 6 : -6)}" cy="${230 - index * 26}" rx="${60 - index * 12}" ry="14" fill="${index % 2 ? p.ink : p.accent}"/>`,
    )
    .join('');
  return `${rect(0, 0, 400, 300, p.wall)}${rect(0, 244, 400, 56, '#C9B79C')}${stones}<circle cx="${80 + (seed % 40)}" cy="200" r="30" fill="#2E7D32"/>${rect(76 + (seed % 40), 220, 8, 30, '#8D6E63')}`;
}

function hills(seed: number, p: Palette) {
  const far = `<path d="M0 220q80 -${60 + (seed % 40)} 160 -10t160 -20t80 20v110h-400z" fill="${p.ink}" fill-opacity=".55"/>`;
  const near = `<path d="M0 250q120 -70 230 -10t170 0v60h-400z" fill="${p.ink}"/>`;
  return `<circle cx="${300 - (seed % 200)}" cy="90" r="28" fill="#FFF3D6"/>${far}${near}${people(120 + (seed % 120), 262, 2, p)}`;
}

function kayak(seed: number, p: Palette) {
  const x = 70 + (seed % 200);
  return `${rect(0, 170, 400, 130, '#3FA7C6')}<path d="M0 170q100 -50 200 -10t200 -20v30h-400z" fill="${p.ink}" fill-opacity=".7"/><path d="M${x} 230q60 18 120 0q-60 -10 -120 0z" fill="${p.accent}"/><circle cx="${x + 60}" cy="206" r="9" fill="${p.ink}"/><path d="M${x + 20} 200l80 24" stroke="${p.ink}" stroke-width="5"/>`;
}

function gallery(seed: number, p: Palette) {
  const frames = [0, 1, 2]
    .map(
      (index) =>
        `${rect(50 + index * 110, 80 + ((seed >> index) & 15), 80, 100, p.ink, ' rx="4"')}${rect(58 + index * 110, 88 + ((seed >> index) & 15), 64, 84, index === 1 ? p.accent : 'url(#s)')}`,
    )
    .join('');
  return `${rect(0, 0, 400, 300, p.wall)}${frames}${rect(0, 240, 400, 60, '#BFA888')}${people(170, 262, 2, p)}`;
}

function aquarium(seed: number, p: Palette) {
  const fish = [0, 1, 2, 3, 4]
    .map((index) => {
      const x = 60 + ((seed >> (index * 3)) & 255);
      const y = 70 + index * 34;
      return `<path d="M${x} ${y}q24 -16 48 0q-24 16 -48 0z" fill="${index % 2 ? p.accent : '#FFE3A8'}"/><path d="M${x} ${y}l-14 -10v20z" fill="${index % 2 ? p.accent : '#FFE3A8'}"/>`;
    })
    .join('');
  return `${rect(20, 30, 360, 230, '#2F7FA3', ' rx="12"')}${fish}${rect(0, 260, 400, 40, p.ink)}`;
}

const SCENES: Record<ExperienceCategory, Array<(seed: number, p: Palette) => string>> = {
  TOURS: [walk, skyline, gallery],
  RELAXATION: [spa, sea, skyline],
  OUTDOOR_SPORT: [hills, kayak, sea],
  ATTRACTION: [gallery, aquarium, walk],
};

/** The SVG of an experience's n-th picture. */
export function experiencePhotoSvg(id: string, category: ExperienceCategory, number: number): string {
  const palette = PALETTES[hash(id) % PALETTES.length]!;
  const scenes = SCENES[category];
  return artFrame(palette, scenes[(number - 1) % scenes.length]!(hash(`${id}:${number}`), palette));
}
