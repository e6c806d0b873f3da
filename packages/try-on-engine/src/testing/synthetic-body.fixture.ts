import { Body, Limb } from '../person/body';
import { createMask } from '../shared/raster';
import { fillPolygon } from '../shared/shapes';
import { Mask, Point, RgbImage } from '../shared/types';

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

/** A photo of the canvas's size, with `paint` deciding each pixel's colour from its column and row. */
export function syntheticPhoto(paint: (x: number, y: number) => [number, number, number]): RgbImage {
  const data = new Uint8Array(SYNTHETIC_WIDTH * SYNTHETIC_HEIGHT * 3);
  for (let y = 0; y < SYNTHETIC_HEIGHT; y++)
    for (let x = 0; x < SYNTHETIC_WIDTH; x++) data.set(paint(x, y), (y * SYNTHETIC_WIDTH + x) * 3);
  return { width: SYNTHETIC_WIDTH, height: SYNTHETIC_HEIGHT, data };
}

export const SKIN_COLOUR: [number, number, number] = [224, 180, 150];
/** The face's skin of `SKIN_COLOUR` in luma, Cb and Cr (189.7, 105.6, 152.4). */
export const SKIN_MODEL = {
  luma: 189.7,
  blueDifference: 105.6,
  redDifference: 152.4,
  spreadBlue: 4,
  spreadRed: 4,
  red: SKIN_COLOUR[0],
  green: SKIN_COLOUR[1],
  blue: SKIN_COLOUR[2],
};
