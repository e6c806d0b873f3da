import { Body, Limb } from '../person/body';
import { createMask } from '../shared/raster';
import { fillPolygon } from '../shared/shapes';
import { Mask, Point } from '../shared/types';

/** Shared by the unit tests: a 300 × 400 canvas with a standing body whose knees are out of frame. */
export const SYNTHETIC_WIDTH = 300;
export const SYNTHETIC_HEIGHT = 400;

export const syntheticLimb = (root: Point, middle: Point, end: Point, seen = true): Limb => ({
  root,
  middle,
  end,
  middleSeen: seen,
  endSeen: seen,
});

/** Arms hanging beside the body: shoulders at y 60, elbows at 160, wrists at 240. */
export const hangingArms = (): Pick<Body, 'armLeft' | 'armRight'> => ({
  armLeft: syntheticLimb({ x: 100, y: 60 }, { x: 92, y: 160 }, { x: 90, y: 240 }),
  armRight: syntheticLimb({ x: 200, y: 60 }, { x: 208, y: 160 }, { x: 210, y: 240 }),
});

export function syntheticBody(arms: Pick<Body, 'armLeft' | 'armRight'>): Body {
  return {
    shoulderLeft: { x: 100, y: 60 },
    shoulderRight: { x: 200, y: 60 },
    shoulderWidth: 100,
    hipLeft: { x: 120, y: 220 },
    hipRight: { x: 180, y: 220 },
    hipsSeen: true,
    kneesSeen: false,
    anklesSeen: false,
    down: { x: 0, y: 1 },
    ...arms,
    legLeft: syntheticLimb({ x: 120, y: 220 }, { x: 120, y: 320 }, { x: 120, y: 390 }),
    legRight: syntheticLimb({ x: 180, y: 220 }, { x: 180, y: 320 }, { x: 180, y: 390 }),
    head: { x: 150, y: 20 },
    headRadius: 20,
  };
}

export function syntheticBox(left: number, top: number, right: number, bottom: number): Mask {
  const mask = createMask(SYNTHETIC_WIDTH, SYNTHETIC_HEIGHT);
  fillPolygon(mask, [
    { x: left, y: top },
    { x: right, y: top },
    { x: right, y: bottom },
    { x: left, y: bottom },
  ]);
  return mask;
}
