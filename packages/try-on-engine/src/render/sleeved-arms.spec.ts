import { createMask, unionMasks } from '../shared/raster';
import { armsInSleeves, SleevesInput } from './sleeved-arms';
import {
  hangingArms,
  SYNTHETIC_HEIGHT,
  SYNTHETIC_WIDTH,
  syntheticBody,
  syntheticBox,
} from '../testing/synthetic-body.fixture';
import { Mask } from '../shared/types';

describe('armsInSleeves', () => {
  const body = syntheticBody(hangingArms());
  const at = (mask: Mask, x: number, y: number) => mask.data[y * SYNTHETIC_WIDTH + x];
  const none = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);

  /** The garment's sleeves cover `sleeves`; the person is `person`, with no other garment. */
  function input(sleeves: Mask, person: Mask): SleevesInput {
    const layer = new Uint8Array(SYNTHETIC_WIDTH * SYNTHETIC_HEIGHT);
    for (let pixel = 0; pixel < layer.length; pixel++) if (sleeves.data[pixel] > 0.5) layer[pixel] = 1;
    return {
      body,
      coverage: sleeves,
      layer,
      personMask: person,
      oldGarment: none,
      otherGarments: [],
      outlineCategory: 'top',
      bareArms: { left: 17, right: 17 },
      protectedHard: none,
    };
  }

  /** What of a body painted everywhere stays body. */
  function clearedBody(sleeves: Mask): Mask {
    const bodyPixels = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT, 1);
    armsInSleeves(input(sleeves, none))?.clearBody(bodyPixels);
    return bodyPixels;
  }

  it('takes what lies beside a long sleeve covering the arm out of the body, upper arm and forearm', () => {
    // A slim long sleeve on the left arm, down to the wrist.
    const bodyPixels = clearedBody(syntheticBox(84, 60, 104, 240));
    expect([at(bodyPixels, 76, 120), at(bodyPixels, 74, 200)]).toEqual([0, 0]);
    // Above the shoulder, beyond the wrist and in the torso, within reach of the arm's line, it stays.
    expect([at(bodyPixels, 100, 45), at(bodyPixels, 90, 252), at(bodyPixels, 110, 100)]).toEqual([1, 1, 1]);
  });

  it('has nothing to do for a sleeve ending above the elbow or on the forearm', () => {
    // A wide sleeve's hem lies across the arm's line, and what lies beside the line below it is bare arm.
    expect(armsInSleeves(input(syntheticBox(194, 60, 214, 110), none))).toBeUndefined();
    expect(armsInSleeves(input(syntheticBox(194, 60, 214, 190), none))).toBeUndefined();
  });

  it('repaints the bare arm showing beside a long sleeve, and its edge, as backdrop; not the torso', () => {
    // The arm (x 76–108) is wider than the slim left sleeve (x 84–104): its outer side shows beside it.
    const sleeves = syntheticBox(84, 60, 104, 240);
    const person = unionMasks(syntheticBox(76, 60, 108, 240), syntheticBox(110, 60, 190, 230));
    const inSleeves = armsInSleeves(input(sleeves, person));
    if (!inSleeves) throw new Error('the long sleeve was not found');
    const { arm, clearBody } = inSleeves;
    // The arm beside the sleeve and its edge beyond it; not what the sleeve covers, nor the torso.
    expect([at(arm, 78, 150), at(arm, 74, 150)]).toEqual([1, 1]);
    expect([at(arm, 90, 150), at(arm, 150, 150)]).toEqual([0, 0]);
    // Beside the cuff (the last quarter of the forearm) the arm's skin stays: it is the wrist.
    expect(at(arm, 78, 230)).toBe(0);
    const bodyPixels = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT, 1);
    clearBody(bodyPixels);
    expect([at(bodyPixels, 78, 150), at(bodyPixels, 150, 150)]).toEqual([0, 1]);
  });

  it("repaints the arm beside a short sleeve's edge placed inside it as backdrop (see sleeve-edges.ts)", () => {
    // The right sleeve reaches x 212 down to y 100 over an arm reaching x 226, then flares past it to its hem at y 120.
    const sleeve = unionMasks(syntheticBox(190, 60, 212, 100), syntheticBox(190, 100, 232, 120));
    const person = unionMasks(syntheticBox(185, 60, 226, 240), syntheticBox(110, 60, 190, 230));
    const inSleeves = armsInSleeves(input(sleeve, person));
    if (!inSleeves) throw new Error('the strip beside the sleeve was not found');
    expect([at(inSleeves.arm, 218, 80), at(inSleeves.arm, 222, 160)]).toEqual([1, 0]);
    const bodyPixels = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT, 1);
    inSleeves.clearBody(bodyPixels);
    expect([at(bodyPixels, 218, 80), at(bodyPixels, 222, 160), at(bodyPixels, 150, 150)]).toEqual([0, 1, 1]);
  });
});
