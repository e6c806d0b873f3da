import { createMask } from '../shared/raster';
import { fillCapsule } from '../shared/shapes';
import { roundRevealedShoulders, ShoulderInput, squaredDistances } from './rounded-shoulders';
import { SYNTHETIC_HEIGHT, SYNTHETIC_WIDTH, syntheticBox } from '../testing/synthetic-body.fixture';
import { Mask } from '../shared/types';

/** A person in an old tee whose top edge is y = 50 and whose left side is x = 60, all of it repainted as body. */
function teeShoulder(person = syntheticBox(60, 50, 240, SYNTHETIC_HEIGHT - 1)): ShoulderInput {
  const copy = (mask: Mask): Mask => ({ ...mask, data: mask.data.slice() });
  return {
    personMask: person,
    uncovered: copy(person),
    bodyPixels: copy(person),
    oldGarment: copy(person),
    leftover: createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT),
    knownSkin: createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT),
  };
}

const at = (mask: Mask, x: number, y: number): number => mask.data[y * mask.width + x];
const set = (mask: Mask, x: number, y: number, value: number): void => {
  mask.data[y * mask.width + x] = value;
};

// The joint lies 20 px inside the corner and the arm is 60 px wide: the cap's radius is 30 px.
const shoulder = { joint: { x: 80, y: 70 }, halfWidth: 30 };
const SHOULDER_WIDTH = 300;

describe('roundRevealedShoulders', () => {
  it("paints the old sleeve's square corner as backdrop and keeps the straight edges beside it", () => {
    const input = teeShoulder();
    const changed = roundRevealedShoulders(input, [shoulder], SHOULDER_WIDTH);
    // A square corner rounded by a disc of 30 px loses about 30² × (1 − π / 4) ≈ 190 pixels.
    expect(changed).toBeGreaterThan(150);
    expect(changed).toBeLessThan(230);
    expect(at(input.bodyPixels, 61, 51)).toBe(0);
    expect(at(input.bodyPixels, 66, 56)).toBe(0);
    expect(at(input.bodyPixels, 100, 51)).toBe(1);
    expect(at(input.bodyPixels, 61, 100)).toBe(1);
    expect(at(input.bodyPixels, 80, 70)).toBe(1);
  });

  it("leaves the photo's skin, the new garment and a shoulder far from the joint", () => {
    const input = teeShoulder();
    set(input.knownSkin, 61, 51, 1);
    for (let x = 60; x < 70; x++) set(input.uncovered, x, 60, 0);
    roundRevealedShoulders(input, [shoulder], SHOULDER_WIDTH);
    expect(at(input.bodyPixels, 61, 51)).toBe(1);
    expect(at(input.bodyPixels, 62, 60)).toBe(1);
    // The other corner, at x = 240, is no revealed shoulder.
    expect(at(input.bodyPixels, 239, 51)).toBe(1);
  });

  it('leaves a shoulder already rounder than the cap', () => {
    const person = syntheticBox(60, 50, 240, SYNTHETIC_HEIGHT - 1);
    for (let y = 50; y < 90; y++)
      for (let x = 60; x < 100; x++) if ((x - 100) ** 2 + (y - 90) ** 2 > 40 * 40) set(person, x, y, 0);
    const input = teeShoulder(person);
    // A few single pixels of its stepped outline, against some 190 of a square corner.
    expect(roundRevealedShoulders(input, [shoulder], SHOULDER_WIDTH)).toBeLessThan(12);
  });

  it('leaves an arm held away from the body as wide as the arm below the old sleeve', () => {
    const person = syntheticBox(100, 50, 240, SYNTHETIC_HEIGHT - 1);
    // From 40 px along it on, a gap parts the arm from the torso.
    fillCapsule(person, { x: 80, y: 75 }, { x: 0, y: 255 }, 30);
    const input = teeShoulder(person);
    const changed = roundRevealedShoulders(input, [{ joint: { x: 80, y: 75 }, halfWidth: 30 }], SHOULDER_WIDTH);
    // 60 px along the arm: 3 px inside its outer outline, and its middle.
    expect(at(input.bodyPixels, 31, 119)).toBe(1);
    expect(at(input.bodyPixels, 56, 130)).toBe(1);
    // The square corner at the torso's top, beside the arm, is rounded; the arm's edge loses a few pixels to the grid.
    expect(changed).toBeLessThan(120);
  });

  it("fills a narrow notch in the top edge with body, but not a wide one, nor one outside the person's outline", () => {
    const input = teeShoulder();
    for (let y = 50; y < 55; y++) for (let x = 100; x < 103; x++) set(input.bodyPixels, x, y, 0);
    for (let y = 50; y < 55; y++) for (let x = 112; x < 124; x++) set(input.bodyPixels, x, y, 0);
    roundRevealedShoulders(input, [shoulder], SHOULDER_WIDTH);
    // The disc reaches a pixel into the narrow notch's mouth; below that, it is filled.
    for (let y = 51; y < 55; y++) expect(at(input.bodyPixels, 101, y)).toBe(1);
    expect(at(input.bodyPixels, 118, 52)).toBe(0);
    expect(at(input.bodyPixels, 101, 49)).toBe(0);
  });
});

describe('squaredDistances', () => {
  it('gives each pixel the exact squared distance to the nearest marked one', () => {
    const width = 23;
    const height = 17;
    const marked = new Uint8Array(width * height);
    let seed = 7;
    for (let index = 0; index < marked.length; index++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      marked[index] = seed % 29 === 0 ? 1 : 0;
    }
    const distances = squaredDistances(marked, width, height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let nearest = Infinity;
        for (let index = 0; index < marked.length; index++)
          if (marked[index])
            nearest = Math.min(nearest, (x - (index % width)) ** 2 + (y - Math.floor(index / width)) ** 2);
        expect(distances[y * width + x]).toBe(nearest);
      }
    }
  });
});
