import { createMask, dilate, gaussianBlur } from './raster';
import { Mask } from './types';

function blob(width: number, height: number, left: number, top: number): Mask {
  const mask = createMask(width, height);
  for (let y = top; y < top + 10; y++)
    for (let x = left; x < left + 14; x++) mask.data[y * width + x] = (x - left + y - top) % 3 === 0 ? 0.5 : 1;
  return mask;
}

describe('blurs limited to the non-zero rectangle', () => {
  it('give the same values wherever the content sits, as a whole-image blur would', () => {
    const small = gaussianBlur(blob(60, 50, 23, 20), 3);
    const large = gaussianBlur(blob(300, 200, 103, 80), 3);
    for (let y = 0; y < 50; y++) {
      for (let x = 0; x < 60; x++) expect(large.data[(y + 60) * 300 + x + 80]).toBeCloseTo(small.data[y * 60 + x], 4);
    }
    const total = (mask: Mask) => mask.data.reduce((sum, value) => sum + value, 0);
    expect(total(large)).toBeCloseTo(total(blob(300, 200, 103, 80)), 1);
  });

  it('keep the clamped edges of content touching the border, and return zeros for an empty mask', () => {
    const edge = gaussianBlur(blob(40, 40, 0, 0), 2);
    expect(edge.data[0]).toBeGreaterThan(0.5);
    expect(gaussianBlur(createMask(30, 30), 4).data.every((value) => value === 0)).toBe(true);
    const grown = dilate(blob(40, 40, 10, 10), 3);
    expect(grown.data[12 * 40 + 7]).toBe(1);
    expect(grown.data[12 * 40 + 6]).toBe(0);
  });
});
