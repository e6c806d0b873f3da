import { oldStraps } from './old-straps';
import { createMask } from '../shared/raster';
import {
  SYNTHETIC_HEIGHT,
  SYNTHETIC_WIDTH,
  syntheticBody,
  syntheticBox,
  syntheticLimb,
} from '../testing/synthetic-body.fixture';
import { Mask } from '../shared/types';

// Shoulders at y = 60 (x 100 and 200), one shoulder width is 100 pixels, the head zone above y = 45.
const body = syntheticBody({
  armLeft: syntheticLimb({ x: 100, y: 60 }, { x: 90, y: 150 }, { x: 85, y: 220 }),
  armRight: syntheticLimb({ x: 200, y: 60 }, { x: 210, y: 150 }, { x: 215, y: 220 }),
});

const count = (mask: Mask) => mask.data.reduce((sum, value) => sum + (value > 0.5 ? 1 : 0), 0);

/** A person in an old top from y = 90 down, bare above it, with one strand of clothing from `top` down to the top. */
function scene(strand: { left: number; width: number; top: number }, hairInHeadZone = false) {
  const personMask = syntheticBox(60, 0, 240, SYNTHETIC_HEIGHT);
  const head = syntheticBox(120, 0, 180, 45);
  const oldGarment = syntheticBox(70, 90, 230, 300);
  const skin = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
  for (let pixel = 0; pixel < skin.data.length; pixel++) {
    const x = pixel % SYNTHETIC_WIDTH;
    const y = (pixel - x) / SYNTHETIC_WIDTH;
    const inStrand = x >= strand.left && x < strand.left + strand.width && y >= strand.top && y < 90;
    const hair = hairInHeadZone && head.data[pixel] > 0.5;
    if (personMask.data[pixel] > 0.5 && oldGarment.data[pixel] < 0.5 && !inStrand && !hair) skin.data[pixel] = 1;
  }
  // A camisole from y = 100 down: the strand above it is left bare.
  const newCoverage = syntheticBox(80, 100, 220, 250);
  return oldStraps({ oldGarment, skin, head, personMask, newCoverage, body });
}

describe('the old garment’s straps over the shoulders', () => {
  it('finds a thin strap running over the shoulder down to the old top', () => {
    // 3 pixels wide, from 0.12 shoulder widths above the joints down to the old top.
    expect(count(scene({ left: 110, width: 3, top: 48 }))).toBeGreaterThan(100);
  });

  it('takes no strand rising far above the shoulders: hair hangs there', () => {
    expect(count(scene({ left: 110, width: 3, top: 24 }))).toBe(0);
  });

  it('takes no strand thicker than a strap, nor one that stays below the shoulder joints', () => {
    expect(count(scene({ left: 110, width: 9, top: 48 }))).toBe(0);
    expect(count(scene({ left: 110, width: 3, top: 70 }))).toBe(0);
  });

  it('takes no strand joined to the hair’s thick mass in the head zone', () => {
    expect(count(scene({ left: 121, width: 3, top: 46 }, false))).toBeGreaterThan(100);
    expect(count(scene({ left: 121, width: 3, top: 46 }, true))).toBe(0);
  });
});
