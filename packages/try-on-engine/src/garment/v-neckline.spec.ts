import { extractLandmarks } from './garment-landmarks';
import { createMask } from '../shared/raster';
import { fillPolygon } from '../shared/shapes';
import { fillTopBody, GARMENT_HEIGHT, GARMENT_WIDTH } from '../testing/synthetic-garment.fixture';
import { Mask, Point, RgbImage } from '../shared/types';
import { findVNeckline, openVNeckline } from './v-neckline';
import { closeGaps, WarpedGarment } from '../fit/warp';

const FRONT: [number, number, number] = [230, 150, 160];
const INSIDE: [number, number, number] = [190, 100, 115];
const V: Point[] = [
  { x: 150, y: 50 },
  { x: 200, y: 180 },
  { x: 250, y: 50 },
];

/** A top's body laid flat on a light backdrop, in the front's colour but for `painted` regions in the inside's. */
function photographedTop(painted: Point[][]): { image: RgbImage; mask: Mask } {
  const mask = createMask(GARMENT_WIDTH, GARMENT_HEIGHT);
  fillTopBody(mask, 440);
  const inside = createMask(GARMENT_WIDTH, GARMENT_HEIGHT);
  for (const polygon of painted) fillPolygon(inside, polygon);
  const image = {
    width: GARMENT_WIDTH,
    height: GARMENT_HEIGHT,
    data: new Uint8Array(GARMENT_WIDTH * GARMENT_HEIGHT * 3),
  };
  for (let pixel = 0; pixel < mask.data.length; pixel++) {
    const colour = mask.data[pixel] <= 0.5 ? [245, 245, 245] : inside.data[pixel] > 0.5 ? INSIDE : FRONT;
    // A little texture, as cloth has: one level up or down.
    for (let channel = 0; channel < 3; channel++) image.data[pixel * 3 + channel] = colour[channel] + (pixel % 3) - 1;
  }
  return { image, mask };
}

function find(painted: Point[][]) {
  const { image, mask } = photographedTop(painted);
  const landmarks = extractLandmarks(mask, 'top', undefined, image);
  if (!landmarks) throw new Error('no landmarks');
  return { mask, neckline: findVNeckline(image, mask, landmarks) };
}

describe('findVNeckline', () => {
  it('finds the V whose inside shows the back, and opening it leaves the front around it', () => {
    const { mask, neckline } = find([V]);
    expect(neckline).toBeDefined();
    const tip = neckline!.left[neckline!.left.length - 1];
    expect(Math.abs(tip.x - 200)).toBeLessThanOrEqual(4);
    // The edges are found as bands a few pixels wide: close to the tip they merge, a little above it, never below.
    expect(tip.y).toBeGreaterThanOrEqual(168);
    expect(tip.y).toBeLessThanOrEqual(182);
    const opening = openVNeckline(mask, neckline!);
    const at = (target: Mask, x: number, y: number) => target.data[y * GARMENT_WIDTH + x];
    // The back's inside, up to its top edge, is taken out; the front beside and below the V stays.
    expect([at(mask, 200, 65), at(mask, 200, 160), at(mask, 185, 100)]).toEqual([0, 0, 0]);
    expect([at(opening, 200, 65), at(opening, 200, 160)]).toEqual([1, 1]);
    expect([at(mask, 200, 195), at(mask, 140, 100), at(mask, 260, 100), at(mask, 200, 300)]).toEqual([1, 1, 1, 1]);
  });

  it('finds none in a crew neck, whose front dips too little', () => {
    const crew = [
      { x: 170, y: 50 },
      { x: 185, y: 80 },
      { x: 215, y: 80 },
      { x: 230, y: 50 },
    ];
    expect(find([crew]).neckline).toBeUndefined();
  });

  it("finds none in a print's V-shaped border, the front's colour inside it and below its tip", () => {
    const border = [
      { x: 135, y: 50 },
      { x: 200, y: 200 },
      { x: 265, y: 50 },
      { x: 245, y: 50 },
      { x: 200, y: 160 },
      { x: 155, y: 50 },
    ];
    expect(find([border]).neckline).toBeUndefined();
  });
});

describe('closeGaps with an opening', () => {
  /** A placed garment with a V-shaped slit, 8 px wide at its top and closing to nothing 20 rows down. */
  function slitGarment(): { target: WarpedGarment; slit: Mask; person: Mask } {
    const [width, height] = [60, 40];
    const target: WarpedGarment = {
      color: new Float32Array(width * height * 3).fill(100),
      alpha: createMask(width, height, 1),
      layer: new Uint8Array(width * height),
    };
    const slit = createMask(width, height);
    fillPolygon(slit, [
      { x: 26, y: 0 },
      { x: 30, y: 20 },
      { x: 34, y: 0 },
    ]);
    for (let pixel = 0; pixel < slit.data.length; pixel++) if (slit.data[pixel] > 0.5) target.alpha.data[pixel] = 0;
    return { target, slit, person: createMask(width, height, 1) };
  }
  const open = (target: WarpedGarment, slit: Mask) =>
    slit.data.filter((value, pixel) => value > 0.5 && target.alpha.data[pixel] < 0.5).length;

  it("closes a narrow slit, but leaves a garment's own opening open", () => {
    const closed = slitGarment();
    closeGaps(closed.target, closed.person, 6);
    const kept = slitGarment();
    closeGaps(kept.target, kept.person, 6, kept.slit);
    expect(open(closed.target, closed.slit)).toBe(0);
    expect(open(kept.target, kept.slit)).toBe(kept.slit.data.filter((value) => value > 0.5).length);
  });
});
