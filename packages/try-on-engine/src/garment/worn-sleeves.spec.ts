import { maskBounds } from '../shared/raster';
import { syntheticBox, syntheticLimb } from '../testing/synthetic-body.fixture';
import { Mask } from '../shared/types';
import { sleeveAlongArm } from './worn-sleeves';

/** The model's photo-left arm, hanging straight down beside her torso (columns 110–190). */
const arm = syntheticLimb({ x: 100, y: 65 }, { x: 98, y: 160 }, { x: 96, y: 245 });

function garment(...boxes: Array<[number, number, number, number]>): Mask {
  const mask = syntheticBox(110, 60, 190, 220);
  for (const box of boxes) {
    const part = syntheticBox(...box);
    for (let pixel = 0; pixel < mask.data.length; pixel++)
      mask.data[pixel] = Math.max(mask.data[pixel], part.data[pixel]);
  }
  return mask;
}

function frame(mask: Mask) {
  const bounds = maskBounds(mask);
  if (!bounds) throw new Error('empty garment');
  return { bounds, torsoLeft: 110, torsoRight: 190 };
}

describe('sleeves of a garment worn by a model', () => {
  it('finds a long sleeve hanging against her side along her arm, down to the cuff', () => {
    const mask = garment([88, 60, 110, 250]);
    const sleeve = sleeveAlongArm(mask, frame(mask), arm, 14);
    expect(sleeve).toBeDefined();
    expect(sleeve!.pivot).toEqual(arm.root);
    expect(sleeve!.end.y).toBeGreaterThan(238);
    expect(Math.abs(sleeve!.end.x - 97)).toBeLessThan(8);
    // The sleeve's own pixels reach down the forearm, on the garment's grid.
    const bounds = frame(mask).bounds;
    const cell = (x: number, y: number) =>
      sleeve!.region.data[
        Math.round((y - bounds.top) / sleeve!.regionStep) * sleeve!.region.width +
          Math.round((x - bounds.left) / sleeve!.regionStep)
      ];
    expect(cell(98, 200)).toBe(1);
    expect(cell(150, 200)).toBe(0);
  });

  it('leaves a short sleeve to the garment outline (undefined)', () => {
    const mask = garment([85, 60, 110, 120]);
    expect(sleeveAlongArm(mask, frame(mask), arm, 14)).toBeUndefined();
  });

  it('takes no bare forearm for a sleeve, even with a wide hem beside the hand', () => {
    // A short wide sleeve to the elbow, the forearm bare, the tied hem beside the wrist.
    const mask = garment([85, 60, 110, 150], [85, 200, 110, 250]);
    expect(sleeveAlongArm(mask, frame(mask), arm, 14)).toBeUndefined();
  });

  it('needs the elbow seen', () => {
    const mask = garment([88, 60, 110, 250]);
    expect(sleeveAlongArm(mask, frame(mask), syntheticLimb(arm.root, arm.middle, arm.end, false), 14)).toBeUndefined();
  });
});
