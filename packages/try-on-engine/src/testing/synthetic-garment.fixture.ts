import { createMask } from '../shared/raster';
import { fillCapsule, fillPolygon } from '../shared/shapes';
import { Mask, Point } from '../shared/types';

/** Shared by the unit tests: garments laid flat on a 400 × 500 photo. */
export const GARMENT_WIDTH = 400;
export const GARMENT_HEIGHT = 500;

/** Fills a part given on the photo's left (a sleeve, a trouser leg) and its mirror image across the middle, x 200. */
export function fillMirrored(mask: Mask, leftPart: Point[]): void {
  fillPolygon(mask, leftPart);
  fillPolygon(
    mask,
    leftPart.map((point) => ({ x: GARMENT_WIDTH - point.x, y: point.y })),
  );
}

/** The body of a top laid flat, 200 wide (x 100–300), from its neckline at y 60 down to its hem at `hemY`. */
export function fillTopBody(mask: Mask, hemY: number): void {
  fillPolygon(mask, [
    { x: 100, y: 70 },
    { x: 170, y: 60 },
    { x: 230, y: 60 },
    { x: 300, y: 70 },
    { x: 300, y: hemY },
    { x: 100, y: hemY },
  ]);
}

/** A top with long sleeves standing away from its body, hanging down and out to cuffs at y `cuffY`. */
export function longSleevedTop(cuffY: number): Mask {
  const mask = createMask(GARMENT_WIDTH, GARMENT_HEIGHT);
  fillTopBody(mask, 380);
  fillCapsule(mask, { x: 95, y: 90 }, { x: 35, y: cuffY }, 22);
  fillCapsule(mask, { x: 305, y: 90 }, { x: 365, y: cuffY }, 22);
  return mask;
}

/**
 * A cardigan photographed with its long sleeves hanging down beside the body, touching it along their whole length
 * (catvton-top-21514384): body 200 wide (x 100–300) from y 60 to 380, sleeves 60 wide from the sloping shoulders down
 * to cuffs at y 440, below the hem.
 */
export function cardiganWithHangingSleeves(): Mask {
  return topWithSleeves(380, [
    { x: 100, y: 70 },
    { x: 45, y: 130 },
    { x: 40, y: 440 },
    { x: 100, y: 440 },
  ]);
}

/**
 * A tee with dropped shoulders (viton-top-03032_00): body 200 wide (x 100–300) from y 60 to 400, each sleeve with no
 * underside, its opening running straight from its tip (x 20, y 160) to the armpit on the body's edge (y 300).
 */
export function teeWithDroppedShoulders(): Mask {
  return topWithSleeves(400, [
    { x: 100, y: 70 },
    { x: 20, y: 160 },
    { x: 100, y: 300 },
  ]);
}

/** A top's body (see `fillTopBody`) with the left sleeve given and its mirror image. */
function topWithSleeves(hemY: number, leftSleeve: Point[]): Mask {
  const mask = createMask(GARMENT_WIDTH, GARMENT_HEIGHT);
  fillTopBody(mask, hemY);
  fillMirrored(mask, leftSleeve);
  return mask;
}
