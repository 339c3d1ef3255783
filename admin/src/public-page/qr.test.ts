import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrSvg } from './qr';

/** The dark modules the path draws, back as a matrix. */
function drawn(d: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i++) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

describe('qrSvg', () => {
  it.each(['SALE-7K4MQ2', 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 'ลด100'])('draws exactly the modules of the symbol of %s', (text) => {
    const symbol = encode(text, { ecc: 'M', border: 4 });
    const svg = qrSvg(text, 'label');
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${symbol.size} ${symbol.size}`);
    expect(drawn(svg.querySelector('path')!.getAttribute('d')!, symbol.size)).toEqual(symbol.data);
    // The quiet zone stays light.
    expect(symbol.data[0]!.some(Boolean)).toBe(false);
  });
});
