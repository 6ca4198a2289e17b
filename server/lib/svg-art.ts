/*
 * Small SVG illustrations drawn from an id (the same every time, none from the network): the
 * palette and shapes the products' pictures share (stays' properties, experiences).
 */

/** Sky and accent pairs from the brand's palette: morning, noon, dusk, harmattan haze. */
export const PALETTES = [
  { sky: ['#FDE3B4', '#F2A541'], ink: '#0B6E4F', wall: '#F5EBDD', accent: '#C8553D' },
  { sky: ['#BFE3F2', '#5FA8D3'], ink: '#1B4965', wall: '#EEF4F1', accent: '#0B6E4F' },
  { sky: ['#F6BD8B', '#8E5572'], ink: '#3D2C3E', wall: '#F3E6DC', accent: '#F2A541' },
  { sky: ['#EFE1C6', '#C9A66B'], ink: '#5A3E2B', wall: '#FAF3E6', accent: '#0B6E4F' },
];
export type Palette = (typeof PALETTES)[number];

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;

export function palm(x: number, ground: number, height: number, color: string) {
  const top = ground - height;
  const leaves = [-60, -25, 15, 50, 80]
    .map(
      (angle) =>
        `<path d="M${x} ${top}q${angle * 0.6} -14 ${angle} ${Math.abs(angle) * 0.35}" stroke="${color}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return `<path d="M${x} ${ground}q-6 -${height / 2} 0 -${height}" stroke="${color}" stroke-width="6" fill="none"/>${leaves}`;
}

/** A city's skyline at the water, the sun above it. */
export function skyline(seed: number, p: Palette) {
  let buildings = '';
  let x = 0;
  let index = 0;
  while (x < 400) {
    const width = 24 + ((seed >> (index % 20)) & 31);
    const height = 40 + ((seed >> ((index * 3) % 24)) & 95);
    buildings += rect(x, 240 - height, width - 4, height, p.ink);
    x += width;
    index += 1;
  }
  return `<circle cx="${80 + (seed % 240)}" cy="110" r="34" fill="#FFF3D6"/>${buildings}${rect(0, 236, 400, 64, '#3FA7C6')}${rect(0, 236, 400, 4, p.ink)}`;
}

/** A 400 × 300 picture: the palette's sky, then the scene. */
export function artFrame(palette: Palette, scene: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>${rect(0, 0, 400, 300, 'url(#s)')}${scene}</svg>`;
}
