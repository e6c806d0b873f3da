import { createMask, unionMasks } from './raster';
import { clearBesideSleeves } from './sleeved-arms';
import {
  SYNTHETIC_HEIGHT,
  SYNTHETIC_WIDTH,
  syntheticBody,
  syntheticBox,
  syntheticLimb,
} from './synthetic-body.fixture';
import { Mask } from './types';

describe('clearBesideSleeves', () => {
  // Arms hanging beside the body: shoulders at y 60, elbows at 160, wrists at 240.
  const body = syntheticBody({
    armLeft: syntheticLimb({ x: 100, y: 60 }, { x: 92, y: 160 }, { x: 90, y: 240 }),
    armRight: syntheticLimb({ x: 200, y: 60 }, { x: 208, y: 160 }, { x: 210, y: 240 }),
  });
  const arms = { left: 17, right: 17 };
  const at = (mask: Mask, x: number, y: number) => mask.data[y * SYNTHETIC_WIDTH + x];
  // A slim long sleeve on the left arm down to the wrist, a short sleeve on the right one down to y 110.
  const sleeves = unionMasks(syntheticBox(84, 60, 104, 240), syntheticBox(194, 60, 214, 110));
  const torso = syntheticBox(105, 60, 195, 230);

  function cleared(): Mask {
    const bodyPixels = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT, 1);
    clearBesideSleeves(bodyPixels, body, sleeves, arms, torso);
    return bodyPixels;
  }

  it('takes what lies beside a sleeve covering the arm out of the body, upper arm and forearm', () => {
    const bodyPixels = cleared();
    for (const [x, y] of [
      [76, 120],
      [74, 200],
    ])
      expect(at(bodyPixels, x, y)).toBe(0);
  });

  it('leaves the body beside a sleeve ending above the elbow, above the shoulder, beyond the wrist, and what is kept', () => {
    const bodyPixels = cleared();
    for (const [x, y] of [
      // Beside and below the short sleeve the arm is bare: a wide sleeve's hem lies across the arm's line.
      [222, 90],
      [222, 140],
      // Above the shoulder, beyond the wrist.
      [100, 45],
      [90, 252],
      // The torso, within reach of the left arm.
      [110, 100],
    ])
      expect(at(bodyPixels, x, y)).toBe(1);
  });
});
