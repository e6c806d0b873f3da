import { handsAndForearmsSkin, UpperArms, upperArmSkinInFront } from './arms-in-front';
import { createMask, unionMasks } from '../shared/raster';
import {
  hangingArms,
  SYNTHETIC_HEIGHT,
  SYNTHETIC_WIDTH,
  syntheticBody,
  syntheticBox,
  syntheticLimb,
} from '../testing/synthetic-body.fixture';
import { Mask, Point } from '../shared/types';

describe('upperArmSkinInFront', () => {
  const body = syntheticBody(hangingArms());
  const at = (mask: Mask, x: number, y: number) => mask.data[y * SYNTHETIC_WIDTH + x];
  const sleeveless: UpperArms = {
    worn: false,
    sleevesFound: [false, false],
    sleeveReach: () => 0,
    painted: [false, false],
  };
  const allSkin = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT, 1);

  it('takes the upper arms from below the armpits to the elbows, not the shoulders or the forearms', () => {
    // A garment's body laid over the upper arm down to the elbow cut the arm off there in a round notch.
    const mask = upperArmSkinInFront(body, allSkin, sleeveless);
    for (const [x, y] of [
      [96, 120],
      [204, 120],
      [93, 155],
      [86, 140],
    ])
      expect(at(mask, x, y)).toBe(1);
    for (const [x, y] of [
      [100, 70],
      [200, 70],
      [90, 200],
      [150, 120],
    ])
      expect(at(mask, x, y)).toBe(0);
  });

  it("starts the upper arm below the new sleeve's end, and leaves it to a sleeve reaching the elbow", () => {
    // The left sleeve reaches half way down to the elbow (y 110), the right one to the elbow; the arm's round top meets
    // the left sleeve's end.
    const sleeves = {
      sleevesFound: [true, true] as [boolean, boolean],
      sleeveReach: (from: Point) => (from.x > 150 ? 1 : 0.5),
    };
    const mask = upperArmSkinInFront(body, allSkin, { ...sleeveless, ...sleeves });
    expect(at(mask, 96, 100)).toBe(0);
    expect(at(mask, 96, 104)).toBe(0);
    expect(at(mask, 94, 135)).toBe(1);
    expect(at(mask, 204, 135)).toBe(0);
  });

  it('takes no arm on the side of a sleeve not found, nor on a garment photographed on a model', () => {
    // A dress's left puff sleeve was not found: it lies on the body's layer, and the arm cut through it.
    const oneSleeve = upperArmSkinInFront(body, allSkin, {
      ...sleeveless,
      sleevesFound: [false, true],
      sleeveReach: () => 0.4,
    });
    expect(at(oneSleeve, 94, 135)).toBe(0);
    expect(at(oneSleeve, 206, 135)).toBe(1);
    const worn = upperArmSkinInFront(body, allSkin, { ...sleeveless, worn: true });
    expect(at(worn, 94, 135)).toBe(0);
    expect(at(worn, 206, 135)).toBe(0);
  });

  it('takes no arm painted where an old sleeve covered it', () => {
    // The photographed arm below the old sleeve, kept in front, ended at the old hem's line.
    const mask = upperArmSkinInFront(body, allSkin, { ...sleeveless, painted: [true, false] });
    expect(at(mask, 94, 135)).toBe(0);
    expect(at(mask, 206, 135)).toBe(1);
  });

  it("takes the arm's skin only, without thin lines of skin along an old garment's edge", () => {
    // The left arm's skin, and a line 3 pixels wide beside it where the old garment's edge passed for skin.
    const skin = syntheticBox(86, 80, 101, 170);
    for (let y = 80; y < 170; y++) for (let x = 104; x <= 106; x++) skin.data[y * SYNTHETIC_WIDTH + x] = 1;
    const mask = upperArmSkinInFront(body, skin, sleeveless);
    expect(at(mask, 94, 130)).toBe(1);
    expect(at(mask, 105, 130)).toBe(0);
    expect(at(mask, 82, 130)).toBe(0);
  });
});

describe('handsAndForearmsSkin', () => {
  // A forearm from the elbow at (92, 160) to the wrist at (90, 240); shoulder widths of 100 pixels.
  const body = syntheticBody({
    armLeft: syntheticLimb({ x: 100, y: 60 }, { x: 92, y: 160 }, { x: 90, y: 240 }),
    armRight: syntheticLimb({ x: 200, y: 60 }, { x: 208, y: 160 }, { x: 210, y: 240 }, false),
  });
  const at = (mask: Mask, x: number, y: number) => mask.data[y * SYNTHETIC_WIDTH + x];
  const forearm = syntheticBox(84, 165, 92, 250);
  // A finger parted from the hand by a shadow 2 pixels wide, 24 pixels of skin; a speck 7 pixels from the forearm
  // (shoulder widths of 100 pixels: pieces under 30 pixels and more than 3 pixels away are dropped).
  const finger = syntheticBox(84, 252, 88, 258);

  it("keeps the forearm and a finger beside it, not a speck of a print's colour beside it", () => {
    const speck = syntheticBox(99, 200, 102, 203);
    const kept = handsAndForearmsSkin(body, unionMasks(unionMasks(forearm, finger), speck));
    expect([at(kept, 88, 200), at(kept, 85, 255)]).toEqual([1, 1]);
    expect(at(kept, 100, 201)).toBe(0);
  });

  it('keeps a piece as large as a small hand part where the speck was: the speck lies in the zone', () => {
    const piece = syntheticBox(99, 200, 105, 206);
    expect(at(handsAndForearmsSkin(body, unionMasks(forearm, piece)), 100, 201)).toBe(1);
  });
});
