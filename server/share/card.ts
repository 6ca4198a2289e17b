/**
 * The picture a shared link shows (Open Graph and Twitter's large card): 1200 × 630, the brand's
 * green, the site's name, what the page is (its section) and its title. Drawn as SVG and turned
 * into PNG by sharp (the image library Next.js itself uses), since social networks do not show SVG.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The title in at most three lines of whole words, as wide as the card allows at its size (an
 * average character is about 0.58 of the font's size in DejaVu Sans Bold); what does not fit ends
 * with an ellipsis.
 */
export function titleLines(title: string, fontSize: number, width = CARD_WIDTH - 160, maxLines = 3): string[] {
  const perLine = Math.floor(width / (fontSize * 0.58));
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) {
      line = next.length > perLine ? `${next.slice(0, perLine - 1)}…` : next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line) lines.push(line);
  else if (line && lines.length === maxLines) lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/[\s,.;:…]+$/, '').slice(0, perLine - 1)}…`;
  return lines;
}

/** A baobab, as the logo has it: a broad crown on a thick trunk. */
const TREE =
  '<g fill="#FFFFFF" fill-opacity=".14"><ellipse cx="1030" cy="250" rx="170" ry="95"/><ellipse cx="930" cy="215" rx="80" ry="55"/><ellipse cx="1130" cy="215" rx="80" ry="55"/><path d="M995 320h70l18 230h-106z"/></g>';

export function cardSvg({ brand, section, title, host }: { brand: string; section: string; title: string; host: string }): string {
  const size = title.length > 60 ? 54 : 66;
  const lines = titleLines(title, size);
  const top = 300 - ((lines.length - 1) * size * 1.15) / 2;
  const text = lines
    .map(
      (line, index) =>
        `<text x="80" y="${Math.round(top + index * size * 1.15)}" font-size="${size}" font-weight="700" fill="#FFFFFF">${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="DejaVu Sans, Verdana, Arial, sans-serif">` +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0B6E4F"/><stop offset="1" stop-color="#13A374"/></linearGradient></defs>' +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#g)"/>${TREE}` +
    `<text x="80" y="110" font-size="44" font-weight="700" fill="#FFFFFF">${escapeXml(brand)}</text>` +
    `<text x="80" y="${Math.round(top - size * 1.1)}" font-size="30" font-weight="700" fill="#F2A541" letter-spacing="2">${escapeXml(section.toUpperCase())}</text>` +
    text +
    `<rect x="0" y="${CARD_HEIGHT - 12}" width="${CARD_WIDTH}" height="12" fill="#F2A541"/>` +
    `<text x="80" y="${CARD_HEIGHT - 60}" font-size="28" fill="#E3F1EC">${escapeXml(host)}</text>` +
    '</svg>'
  );
}

/** The card as PNG (sharp is loaded with the first card: no other call pays for it). */
export async function cardPng(svg: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
