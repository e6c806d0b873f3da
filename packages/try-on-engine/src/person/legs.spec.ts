import { Body, Limb } from './body';
import {
  bodyHipWidth,
  endAboveFeet,
  feetMask,
  legAtRow,
  legHalfWidth,
  legModel,
  lowerGarmentRegion,
  markUnderSkirt,
} from './legs';
import { hemAlongLeg, paintLegs } from '../render/painted-legs';
import { photoLegsBelowHem } from '../render/photo-legs';
import { createMask } from '../shared/raster';
import { Mask, Point } from '../shared/types';

const WIDTH = 400;
const HEIGHT = 800;

const limb = (root: Point, middle: Point, end: Point): Limb => ({ root, middle, end, middleSeen: true, endSeen: true });

/** A person standing straight, legs vertical: hips at y 300, knees at 500, ankles at 700. */
function standingBody(): Body {
  const hipLeft = { x: 160, y: 300 };
  const hipRight = { x: 240, y: 300 };
  return {
    shoulderLeft: { x: 130, y: 100 },
    shoulderRight: { x: 270, y: 100 },
    shoulderWidth: 140,
    hipLeft,
    hipRight,
    hipsSeen: true,
    kneesSeen: true,
    anklesSeen: true,
    down: { x: 0, y: 1 },
    armLeft: limb({ x: 130, y: 100 }, { x: 120, y: 220 }, { x: 115, y: 330 }),
    armRight: limb({ x: 270, y: 100 }, { x: 280, y: 220 }, { x: 285, y: 330 }),
    legLeft: limb(hipLeft, { x: 160, y: 500 }, { x: 160, y: 700 }),
    legRight: limb(hipRight, { x: 240, y: 500 }, { x: 240, y: 700 }),
    head: { x: 200, y: 40 },
    headRadius: 60,
  };
}

/** Width of the run of covered pixels (coverage above one half) around x in row y. */
function widthAt(mask: Mask, x: number, y: number): number {
  let left = x;
  let right = x;
  while (left > 0 && mask.data[y * mask.width + left - 1] > 0.5) left--;
  while (right < mask.width - 1 && mask.data[y * mask.width + right + 1] > 0.5) right++;
  return mask.data[y * mask.width + x] > 0.5 ? right - left + 1 : 0;
}

describe('leg model', () => {
  const body = standingBody();
  const hipWidth = bodyHipWidth(body);
  const legs = legModel(body, WIDTH, HEIGHT);

  it('uses the body hip width, wider than the hip joints', () => {
    expect(hipWidth).toBeCloseTo(120, 5);
  });

  it('is about 0.3 of the hip width at the knee and narrower at the ankle', () => {
    const knee = widthAt(legs.coverage, 160, 500);
    const ankle = widthAt(legs.coverage, 160, 700);
    expect(knee / hipWidth).toBeGreaterThanOrEqual(0.25);
    expect(knee / hipWidth).toBeLessThanOrEqual(0.35);
    expect(ankle).toBeLessThan(knee * 0.75);
    expect(ankle).toBeGreaterThan(knee * 0.4);
    expect(widthAt(legs.coverage, 240, 500)).toBe(knee);
  });

  it('tapers from the thigh to the knee, has a calf below the knee, and leaves a gap between the legs', () => {
    const thigh = widthAt(legs.coverage, 160, 350);
    const knee = widthAt(legs.coverage, 160, 500);
    const calf = widthAt(legs.coverage, 160, 560);
    expect(thigh).toBeGreaterThan(knee * 1.3);
    expect(calf).toBeGreaterThanOrEqual(knee);
    expect(legs.coverage.data[600 * WIDTH + 200]).toBe(0);
    expect(legHalfWidth(body, 1) * 2).toBeCloseTo(knee, -1);
  });

  it('is shaded darker at its sides than along its middle', () => {
    const half = Math.floor(widthAt(legs.coverage, 160, 600) / 2);
    expect(legs.shading.data[600 * WIDTH + 160]).toBeGreaterThan(
      legs.shading.data[600 * WIDTH + 160 + half - 1] + 0.05,
    );
  });

  it('ends a little past the ankle', () => {
    expect(legs.coverage.data[705 * WIDTH + 160]).toBeGreaterThan(0.5);
    expect(legs.coverage.data[760 * WIDTH + 160]).toBe(0);
  });
});

describe('feet and the old trousers', () => {
  const body = standingBody();
  const person = createMask(WIDTH, HEIGHT);
  for (let y = 280; y < 760; y++) for (let x = 100; x < 300; x++) person.data[y * WIDTH + x] = 1;
  const feet = feetMask(body, person);

  it('marks the person below each ankle as feet, and nothing above it', () => {
    expect(feet.data[740 * WIDTH + 160]).toBe(1);
    expect(feet.data[740 * WIDTH + 240]).toBe(1);
    expect(feet.data[690 * WIDTH + 160]).toBe(0);
    expect(feet.data[780 * WIDTH + 160]).toBe(0);
  });

  it('keeps the feet out of the old garment and grows it over its outline below the hips', () => {
    const trousers = createMask(WIDTH, HEIGHT);
    for (let y = 300; y < 760; y++) for (let x = 110; x < 290; x++) trousers.data[y * WIDTH + x] = 1;
    const region = lowerGarmentRegion(trousers, createMask(WIDTH, HEIGHT), feet, body);
    expect(region.data[740 * WIDTH + 160]).toBe(0);
    expect(region.data[600 * WIDTH + 160]).toBe(1);
    expect(region.data[600 * WIDTH + 292]).toBe(1);
    expect(region.data[600 * WIDTH + 300]).toBe(0);
  });

  it('finds where a dress hem crosses each leg', () => {
    const dress = createMask(WIDTH, HEIGHT);
    for (let y = 100; y <= 450; y++) for (let x = 100; x < 300; x++) dress.data[y * WIDTH + x] = 1;
    expect(hemAlongLeg(body.legLeft, dress)).toBeCloseTo(0.75, 1);
    expect(hemAlongLeg(body.legLeft, createMask(WIDTH, HEIGHT))).toBe(0);
  });
});

describe('under a skirt', () => {
  it('marks the space between the legs and a flare beside them, from the hips down to the ankles', () => {
    // A dress hangs across it: kept to the person's outline, a midi dress was cut between the legs into culottes, and
    // a flared one to the legs' width.
    const body = standingBody();
    const mask = createMask(WIDTH, HEIGHT);
    markUnderSkirt(mask, body);
    const at = (x: number, y: number) => mask.data[y * WIDTH + x];
    expect(at(200, 320)).toBe(1);
    expect(at(200, 690)).toBe(1);
    expect(at(165, 500)).toBe(1);
    expect(at(200, 290)).toBe(0);
    expect(at(200, 710)).toBe(0);
    // 0.35 shoulder widths (49 pixels) past each leg's outer edge, and no farther.
    const left = legAtRow(body, body.legLeft, 500);
    const right = legAtRow(body, body.legRight, 500);
    if (!left || !right) throw new Error('no legs at row 500');
    const leftEdge = left.x - left.halfWidth - 49;
    const rightEdge = right.x + right.halfWidth + 49;
    expect(at(Math.ceil(leftEdge) + 1, 500)).toBe(1);
    expect(at(Math.floor(leftEdge) - 2, 500)).toBe(0);
    expect(at(Math.floor(rightEdge) - 1, 500)).toBe(1);
    expect(at(Math.ceil(rightEdge) + 2, 500)).toBe(0);
  });

  it('finds the leg on a row between the hip and the ankle, and none below the ankle', () => {
    const body = standingBody();
    const row = legAtRow(body, { ...body.legLeft, middle: { x: 140, y: 500 }, end: { x: 120, y: 700 } }, 600);
    expect(row?.x).toBeCloseTo(130, 0);
    expect(row?.halfWidth).toBeCloseTo(legHalfWidth(body, 1.5), 0);
    expect(legAtRow(body, body.legLeft, 720)).toBeUndefined();
  });
});

describe("painted legs meeting the photo's below the old hem", () => {
  const body = standingBody();
  /**
   * An old midi dress down to y 520 over both legs; below it the photo's legs, narrower than the model (half width 15.5
   * against its 19 just below the knee) and 6 px to the right of the pose's lines, in a tan that turns lighter at the ankles.
   */
  function photo() {
    const person = { width: WIDTH, height: HEIGHT, data: new Uint8Array(WIDTH * HEIGHT * 3).fill(235) };
    const oldGarment = createMask(WIDTH, HEIGHT);
    const skin = createMask(WIDTH, HEIGHT);
    for (let y = 250; y < 520; y++) for (let x = 130; x <= 270; x++) oldGarment.data[y * WIDTH + x] = 1;
    for (let y = 520; y < 700; y++) {
      for (const legX of [160, 240]) {
        for (let x = legX + 6 - 15; x <= legX + 6 + 15; x++) {
          skin.data[y * WIDTH + x] = 1;
          person.data.set(y < 640 ? [170, 120, 100] : [220, 190, 170], (y * WIDTH + x) * 3);
        }
      }
    }
    return { person, oldGarment, skin };
  }

  it("takes each leg's colour, width and place from the photo's leg just below the old hem", () => {
    const { person, oldGarment, skin } = photo();
    const legs = photoLegsBelowHem(person, skin, body, oldGarment, [200, 200, 200]);
    for (const colour of legs.colours) expect(colour.map(Math.round)).toEqual([170, 120, 100]);
    for (const fit of legs.fits) {
      expect(fit.scale).toBeGreaterThan(0.75);
      expect(fit.scale).toBeLessThan(0.9);
      expect(fit.shift).toBeCloseTo(6, 0);
    }
  });

  it("measures a leg whose shaded side fails the skin test across the person's pixels", () => {
    // Only the lit two thirds of each shin pass for skin; the person mask holds all of it.
    const { person, oldGarment, skin } = photo();
    const litSkin = createMask(WIDTH, HEIGHT);
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel++) {
      const x = pixel % WIDTH;
      const litSide = (x >= 151 && x <= 171) || (x >= 231 && x <= 251);
      litSkin.data[pixel] = skin.data[pixel] > 0.5 && litSide ? 1 : 0;
    }
    const legs = photoLegsBelowHem(person, litSkin, body, oldGarment, [200, 200, 200], skin);
    for (const fit of legs.fits) {
      expect(fit.scale).toBeGreaterThan(0.75);
      expect(fit.shift).toBeCloseTo(6, 0);
    }
  });

  it("paints the legs in that colour and fades them into the photo's below the old hem", () => {
    const { person, oldGarment, skin } = photo();
    const legs = photoLegsBelowHem(person, skin, body, oldGarment, [200, 200, 200]);
    const fill = { width: WIDTH, height: HEIGHT, data: Uint8Array.from(person.data) };
    // The new dress ends at y 350; the old one is uncovered from there to its hem.
    const newDress = createMask(WIDTH, HEIGHT);
    const uncovered = createMask(WIDTH, HEIGHT);
    for (let pixel = 0; pixel < WIDTH * HEIGHT; pixel++) {
      if (pixel < 350 * WIDTH) newDress.data[pixel] = oldGarment.data[pixel];
      else uncovered.data[pixel] = oldGarment.data[pixel];
    }
    paintLegs(fill, uncovered, body, { ...legs, grain: 0 }, newDress, skin);
    const red = (x: number, y: number) => fill.data[(y * WIDTH + x) * 3];
    // On the painted thigh, the leg's colour (its middle, lit a little above it); beside the fitted leg, the backdrop.
    expect(Math.abs(red(166, 450) - 170)).toBeLessThan(12);
    expect(red(140, 450)).toBe(235);
    // Not one flat colour down the thigh's middle without grain: skin's soft unevenness, smooth from row to row.
    const down = Array.from({ length: 60 }, (_value, row) => red(166, 400 + row));
    expect(Math.max(...down) - Math.min(...down)).toBeGreaterThan(3);
    expect(Math.max(...down.slice(1).map((value, row) => Math.abs(value - down[row])))).toBeLessThan(3);
    // Just below the old hem the painted leg still shows over the photo's; lower down, the photo alone.
    expect(red(166, 521)).not.toBe(person.data[(521 * WIDTH + 166) * 3]);
    expect(red(166, 560)).toBe(170);
  });
});

describe('endAboveFeet', () => {
  it('clears the placed garment beside and below each foot, and nothing above the feet or away from them', () => {
    // Trouser legs placed down to row 299 of a 200-pixel-wide photo; shoes in columns 40–59 and 120–139 from row 250.
    const width = 200;
    const height = 300;
    const alpha = createMask(width, height);
    for (let y = 100; y < height; y++) for (let x = 30; x < 170; x++) alpha.data[y * width + x] = 1;
    const feet = createMask(width, height);
    for (let y = 250; y < 280; y++)
      for (const from of [40, 120]) for (let x = from; x < from + 20; x++) feet.data[y * width + x] = 1;
    endAboveFeet(alpha, feet);
    const at = (x: number, y: number) => alpha.data[y * width + x];
    // Above the shoes the legs stay; beside a shoe (half its width either side) and under its sole they are gone.
    expect(at(50, 249)).toBe(1);
    expect(at(50, 250)).toBe(0);
    expect(at(31, 260)).toBe(0);
    expect(at(68, 299)).toBe(0);
    expect(at(130, 290)).toBe(0);
    // Between the shoes, farther than half a shoe's width from both, the garment stays.
    expect(at(90, 270)).toBe(1);
  });
});
