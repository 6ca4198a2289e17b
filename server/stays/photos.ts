import { hash } from '../lib/seeded-random';
import { artFrame, palm, PALETTES, rect, skyline, type Palette } from '../lib/svg-art';

/*
 * The seeded catalogue's pictures: small SVG illustrations drawn from the property's id (the same
 * every time, none from the network), one scene per picture number: the front, a room, the pool or
 * garden, the lobby, the restaurant, the view.
 */

export const PHOTO_SCENES = ['front', 'room', 'pool', 'lobby', 'restaurant', 'view'] as const;
export type PhotoScene = (typeof PHOTO_SCENES)[number];

/** The scene a property's n-th picture shows. */
export const sceneOf = (number: number): PhotoScene => PHOTO_SCENES[(number - 1) % PHOTO_SCENES.length]!;

function front(seed: number, p: Palette) {
  const floors = 3 + (seed % 5);
  const columns = 4 + ((seed >> 3) % 4);
  const width = 40 + columns * 34;
  const left = 200 - width / 2;
  const top = 250 - floors * 34 - 10;
  let windows = '';
  for (let floor = 0; floor < floors; floor += 1) {
    for (let column = 0; column < columns; column += 1) {
      const lit = (seed >> ((floor * columns + column) % 24)) & 1;
      windows += rect(left + 22 + column * 34, top + 14 + floor * 34, 20, 20, lit ? '#FFE8A3' : '#9DB4C0', ' rx="2"');
    }
  }
  return `${rect(left, top, width, 250 - top, p.wall)}${rect(left - 6, top - 8, width + 12, 10, p.ink)}${windows}${rect(188, 226, 24, 24, p.ink, ' rx="3"')}${palm(left - 30, 250, 110, p.ink)}${palm(left + width + 30, 250, 90, p.ink)}`;
}

function room(seed: number, p: Palette) {
  const bedColour = ['#FFFFFF', '#F4F1EA', '#E8EEF2'][seed % 3]!;
  return `${rect(0, 0, 400, 230, p.wall)}${rect(250, 40, 110, 90, 'url(#s)', ' rx="4"')}${rect(250, 83, 110, 4, p.ink)}${rect(303, 40, 4, 90, p.ink)}${rect(40, 110, 180, 70, p.ink, ' rx="8"')}${rect(30, 150, 200, 60, bedColour, ' rx="8"')}${rect(50, 135, 70, 26, '#FFFFFF', ' rx="10"')}${rect(135, 135, 70, 26, '#FFFFFF', ' rx="10"')}${rect(30, 180, 200, 30, p.accent, ' rx="6"')}${rect(255, 170, 60, 60, p.ink, ' rx="4"')}<circle cx="285" cy="150" r="16" fill="#FFE8A3"/>${rect(0, 230, 400, 70, '#C9B79C')}`;
}

function pool(seed: number, p: Palette) {
  const waves = [0, 1, 2]
    .map(
      (row) => `<path d="M20 ${212 + row * 16}q25 -8 50 0t50 0t50 0t50 0t50 0t50 0t50 0" stroke="#FFFFFF" stroke-opacity=".6" stroke-width="3" fill="none"/>`,
    )
    .join('');
  const umbrellaX = 90 + (seed % 200);
  return `${rect(0, 190, 400, 110, '#E9DCC4')}${rect(10, 200, 380, 70, '#3FA7C6', ' rx="10"')}${waves}<path d="M${umbrellaX - 45} 130q45 -40 90 0z" fill="${p.accent}"/>${rect(umbrellaX - 2, 130, 4, 60, p.ink)}${rect(40, 178, 60, 8, p.ink, ' rx="3"')}${rect(300, 178, 60, 8, p.ink, ' rx="3"')}${palm(370, 195, 120, p.ink)}`;
}

function lobby(seed: number, p: Palette) {
  const arches = [0, 1, 2].map((index) => `<path d="M${40 + index * 120} 200v-110a40 40 0 0 1 80 0v110z" fill="url(#s)"/>`).join('');
  return `${rect(0, 0, 400, 300, p.wall)}${arches}${rect(0, 200, 400, 100, '#D9C7A7')}${rect(130, 190, 140, 50, p.ink, ' rx="6"')}${rect(120, 185, 160, 10, p.accent, ' rx="4"')}<circle cx="${30 + (seed % 20)}" cy="175" r="22" fill="#2E7D32"/>${rect(22 + (seed % 20), 190, 16, 40, '#8D6E63')}`;
}

function restaurant(seed: number, p: Palette) {
  const lamps = [80, 200, 320]
    .map((x) => `${rect(x - 1, 0, 2, 60 + (seed % 20), p.ink)}<path d="M${x - 18} ${80 + (seed % 20)}h36l-8 -20h-20z" fill="${p.accent}"/>`)
    .join('');
  const tables = [90, 230]
    .map(
      (x) =>
        `${rect(x, 190, 90, 8, p.ink, ' rx="3"')}${rect(x + 40, 198, 8, 50, p.ink)}${rect(x - 20, 200, 14, 48, p.ink, ' rx="3"')}${rect(x + 96, 200, 14, 48, p.ink, ' rx="3"')}<circle cx="${x + 30}" cy="184" r="7" fill="#FFFFFF"/><circle cx="${x + 60}" cy="184" r="7" fill="#FFFFFF"/>`,
    )
    .join('');
  return `${rect(0, 0, 400, 300, p.wall)}${rect(0, 248, 400, 52, '#BFA888')}${lamps}${tables}`;
}

const DRAW: Record<PhotoScene, (seed: number, p: Palette) => string> = { front, room, pool, lobby, restaurant, view: skyline };

/** The SVG of a property's n-th picture. */
export function stayPhotoSvg(propertyId: string, number: number): string {
  const palette = PALETTES[hash(propertyId) % PALETTES.length]!;
  return artFrame(palette, DRAW[sceneOf(number)](hash(`${propertyId}:${number}`), palette));
}
