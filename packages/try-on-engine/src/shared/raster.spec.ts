import {
  bordersTouched,
  boxBlur,
  clearWhere,
  combineMasks,
  createMask,
  dilate,
  erode,
  gaussianBlur,
  insideEither,
  insideWithout,
  unionMasks,
} from './raster';
import { fillHoles, fillSmallHoles, joinedTo } from './components';
import { Mask } from './types';
import { max, min } from './numeric';

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

/** Random rectangles, some touching the image's edges, some pixels at exactly 0.5 (outside). */
function scattered(width: number, height: number, seed: number): Mask {
  const mask = createMask(width, height);
  let state = seed;
  const next = (limit: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % limit;
  };
  for (let rectangle = 0; rectangle < 6; rectangle++) {
    const left = next(width);
    const top = next(height);
    const right = min(width - 1, left + next(12));
    const bottom = min(height - 1, top + next(12));
    for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) mask.data[y * width + x] = 1;
  }
  mask.data[next(width * height)] = 0.5;
  return mask;
}

/** The definition: a pixel is in the dilation if any pixel of its square window clipped to the image is inside. */
function windowHas(mask: Mask, x: number, y: number, radius: number, inside: boolean): boolean {
  for (let v = max(0, y - radius); v <= min(mask.height - 1, y + radius); v++)
    for (let u = max(0, x - radius); u <= min(mask.width - 1, x + radius); u++)
      if (mask.data[v * mask.width + u] > 0.5 === inside) return true;
  return false;
}

describe('dilate and erode', () => {
  it('mark exactly the pixels whose clipped square window has an inside (or no outside) pixel', () => {
    for (const [seed, radius, width, height] of [
      [1, 0.4],
      [2, 1],
      [3, 2.6],
      [4, 5],
      [5, 14],
      // Windows wider than half the image, and than the whole image: the row is walked in different stretches.
      [6, 20],
      [7, 40],
      // A window taller than 255 rows on a tall mask: the column counts need two bytes each.
      [8, 130, 7, 600],
    ]) {
      const mask = scattered(width ?? 37, height ?? 29, seed);
      const rounded = radius < 1 ? 0 : Math.round(radius);
      const grown = dilate(mask, radius);
      const shrunk = erode(mask, radius);
      for (let y = 0; y < mask.height; y++)
        for (let x = 0; x < mask.width; x++) {
          expect(grown.data[y * mask.width + x]).toBe(windowHas(mask, x, y, rounded, true) ? 1 : 0);
          expect(shrunk.data[y * mask.width + x]).toBe(windowHas(mask, x, y, rounded, false) ? 0 : 1);
        }
    }
  });

  it('give an empty mask for an empty mask, and erode a full mask to itself', () => {
    expect(dilate(createMask(20, 10), 3).data.every((value) => value === 0)).toBe(true);
    expect(erode(createMask(20, 10, 1), 3).data.every((value) => value === 1)).toBe(true);
  });
});

describe('the box blur', () => {
  it('averages each square window with the edge values repeated beyond the image', () => {
    const mask = scattered(23, 31, 7);
    for (const radius of [1, 3, 20]) {
      const blurred = boxBlur(mask, radius);
      const at = (x: number, y: number) =>
        mask.data[min(mask.height - 1, max(0, y)) * mask.width + min(mask.width - 1, max(0, x))];
      for (let y = 0; y < mask.height; y++)
        for (let x = 0; x < mask.width; x++) {
          let sum = 0;
          for (let v = y - radius; v <= y + radius; v++) for (let u = x - radius; u <= x + radius; u++) sum += at(u, v);
          expect(blurred.data[y * mask.width + x]).toBeCloseTo(sum / (2 * radius + 1) ** 2, 4);
        }
    }
  });
});

describe('the named mask combinations', () => {
  it('give what combineMasks gives with the same rule, on soft values and values at exactly 0.5', () => {
    const first = gaussianBlur(scattered(31, 23, 8), 1);
    const second = gaussianBlur(scattered(31, 23, 9), 1);
    first.data[0] = 0.5;
    second.data[1] = 0.5;
    const same = (named: Mask, rule: (a: number, b: number) => number) =>
      expect(Array.from(named.data)).toEqual(Array.from(combineMasks(first, second, rule).data));
    same(unionMasks(first, second), Math.max);
    same(insideEither(first, second), (a, b) => (a > 0.5 || b > 0.5 ? 1 : 0));
    same(insideWithout(first, second), (a, b) => (a > 0.5 && b < 0.5 ? 1 : 0));
    same(clearWhere(first, second), (a, b) => (b > 0.5 ? 0 : a));
  });
});

describe('filling holes', () => {
  /** A 20 × 12 ring around a 1-pixel and a 4 × 4 hole, a notch open to the outside, and a gap reaching the border. */
  function ring(): Mask {
    const mask = createMask(30, 20);
    for (let y = 0; y < 14; y++) for (let x = 5; x < 27; x++) mask.data[y * 30 + x] = 1;
    mask.data[3 * 30 + 8] = 0.5;
    for (let y = 5; y < 9; y++) for (let x = 12; x < 16; x++) mask.data[y * 30 + x] = 0;
    for (let x = 22; x < 27; x++) mask.data[10 * 30 + x] = 0;
    for (let y = 0; y < 6; y++) mask.data[y * 30 + 20] = 0;
    return mask;
  }
  const at = (mask: Mask, x: number, y: number) => mask.data[y * 30 + x];

  it('fills every enclosed hole and nothing that reaches the border, directly or through the box around the mask', () => {
    const filled = fillHoles(ring());
    expect([at(filled, 8, 3), at(filled, 13, 6)]).toEqual([1, 1]);
    expect([at(filled, 24, 10), at(filled, 20, 2), at(filled, 20, 0), at(filled, 2, 2), at(filled, 8, 17)]).toEqual([
      0, 0, 0, 0, 0,
    ]);
    expect(Array.from(filled.data).every((value) => value === 0 || value === 1)).toBe(true);
  });

  it("fills only holes smaller than the given share of the mask's area", () => {
    // The mask covers 22 × 14 less the holes, notch and gap: about 280 pixels; 4 % of it is about 11.
    const filled = fillSmallHoles(ring(), 0.04);
    expect(at(filled, 8, 3)).toBe(1);
    expect(at(filled, 13, 6)).toBe(0);
    expect(fillSmallHoles(createMask(10, 10), 0.5).data.every((value) => value === 0)).toBe(true);
  });
});

describe('joinedTo', () => {
  it('keeps the regions of a mask joined to the anchor across small gaps, and drops those lying apart', () => {
    const mask = createMask(12, 4);
    const anchor = createMask(12, 4);
    // The anchor in columns 0–2; a region touching it (3–4), one 2 pixels away (7), one 4 pixels away (11).
    for (let y = 0; y < 4; y++) {
      for (const x of [0, 1, 2]) anchor.data[y * 12 + x] = 1;
      for (const x of [3, 4, 7, 11]) mask.data[y * 12 + x] = 1;
    }
    const joined = joinedTo(mask, anchor, 1);
    const row = Array.from({ length: 12 }, (_value, x) => joined.data[x]);
    expect(row).toEqual([0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 0]);
  });
});

describe('bordersTouched', () => {
  const filled = (width: number, height: number, left: number, top: number, right: number, bottom: number) => {
    const mask = createMask(width, height);
    for (let y = top; y <= bottom; y++) for (let x = left; x <= right; x++) mask.data[y * width + x] = 1;
    return mask;
  };

  it('counts the borders the box comes within 2 px of, and answers the given count for an empty mask', () => {
    expect(bordersTouched(filled(40, 30, 10, 10, 20, 20), 4)).toBe(0);
    expect(bordersTouched(filled(40, 30, 2, 10, 20, 20), 4)).toBe(1);
    expect(bordersTouched(filled(40, 30, 0, 0, 37, 27), 0)).toBe(4);
    expect(bordersTouched(createMask(40, 30), 4)).toBe(4);
    expect(bordersTouched(createMask(40, 30), 0)).toBe(0);
  });
});
