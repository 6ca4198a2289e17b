/** @jest-environment node */
import QRCode from 'qrcode';
import { qrSvg } from './qr-svg';

describe('qrSvg', () => {
  it('draws exactly the dark modules of the code, inside a quiet zone of two', () => {
    const text = 'https://baobab.travel/experiences/ticket/TKT-AB12-CD34-EF56';
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const { size, path } = qrSvg(text);
    expect(size).toBe(modules.size + 4);
    // Every run, read back, covers the dark modules and nothing else.
    const dark = new Set<string>();
    for (const [, x, y, length] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let step = 0; step < Number(length); step += 1) dark.add(`${Number(y) - 2},${Number(x) - 2 + step}`);
    }
    let count = 0;
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) {
          count += 1;
          expect(dark.has(`${row},${column}`)).toBe(true);
        }
      }
    }
    expect(dark.size).toBe(count);
  });
});
