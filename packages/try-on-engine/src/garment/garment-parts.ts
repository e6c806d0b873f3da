import { Mask, Point } from '../shared/types';

/** What a garment photo's landmarks are (see garment-landmarks.ts for how they are found). */

export interface Sleeve {
  /** Where the sleeve turns about, roughly over the wearer's shoulder joint. */
  pivot: Point;
  /** Middle of the sleeve opening. */
  end: Point;
  /** A point on the sleeve's own centre line near its top; the line from it to `end` is laid along the arm. */
  upper: Point;
  /** Where a sleeve worn by a model bends, at her elbow; a sleeve laid flat is straight. */
  elbow?: Point;
  /** Width of the sleeve opening. */
  endWidth: number;
  length: number;
  /** The sleeve's own pixels, on a grid `regionStep` pixels apart starting at the garment's top-left bound. */
  region: Mask;
  regionStep: number;
  /** The sleeve hangs beside the body, touching it: below the armpit the body beside it never turns with the arm. */
  besideBody?: boolean;
}

export interface Leg {
  /** Top middle of the leg, at crotch height. */
  top: Point;
  /** Middle of the leg opening. */
  hem: Point;
}

/** Measurements of a garment laid flat, in garment-photo pixels. */
export interface GarmentLandmarks {
  bounds: { left: number; top: number; right: number; bottom: number };
  centerX: number;
  /** Highest point of the neckline at the centre (tops, dresses) or the waistband (bottoms). */
  neck: Point;
  /** Height of the shoulder line (tops, dresses) or the waistband (bottoms), at `centerX`. */
  shoulderY: number;
  /**
   * How far the shoulder line drops per pixel to the right (a garment worn by a model whose shoulders are not level);
   * level, 0 or undefined, for a garment laid flat.
   */
  shoulderSlope?: number;
  /**
   * Where the straps meet the body (the top of its cups) of a garment hung from two thin straps (a camisole, a
   * bralette); its shoulder line is at the straps' tops. Undefined for other garments.
   */
  strapsEnd?: number;
  /** Left and right edges of the body of the garment, below the sleeves. */
  torsoLeft: number;
  torsoRight: number;
  /** Lowest point of the body of the garment. */
  hemY: number;
  /** The body's outermost edges just above its hem (tops, dresses): a flared hem is wider than the torso. */
  hemLeft?: number;
  hemRight?: number;
  leftSleeve?: Sleeve;
  rightSleeve?: Sleeve;
  /** The gap between trouser legs, if any. */
  crotch?: Point;
  leftLeg?: Leg;
  rightLeg?: Leg;
}
