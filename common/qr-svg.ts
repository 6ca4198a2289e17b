import QRCode from 'qrcode';

/** A QR code as an SVG path: `size` modules a side (a quiet zone of 2 included), dark modules drawn. */
export interface QrSvg {
  size: number;
  path: string;
}

/**
 * A QR code of `text` (error correction M, as the PDFs print it) for an inline SVG: each row's runs
 * of dark modules as one rectangle, so a ticket's code is a few kilobytes of path, computed where
 * the page is rendered (the browser loads no QR library).
 */
export function qrSvg(text: string): QrSvg {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      parts.push(`M${start + quiet} ${row + quiet}h${column - start}v1h-${column - start}z`);
    }
  }
  return { size: modules.size + quiet * 2, path: parts.join('') };
}
