import { Body } from '../person/body';
import { midpoint, smoothstep } from '../shared/geometry';
import { abs, max, min } from '../shared/numeric';
import { maskAt } from '../shared/raster';
import { Mask, Point } from '../shared/types';

/**
 * Where the collarbones run, in shoulder widths from the shoulders' midpoint: from INNER_END to OUTER_END out to each
 * side, INNER_BELOW under the top of the painted chest in the middle (the neck's base) at their inner ends, rising by
 * RISE to their outer ends and sagging by BOW in between. The painted chest's top is looked for between NECK_BASE's
 * depths from the shoulders' line. Placed from the shoulder joints alone, they lay a little lower than the photo's own on
 * some people: a second pair below them.
 */
const INNER_END = 0.04;
const OUTER_END = 0.38;
const INNER_BELOW = 0.03;
const NECK_BASE = { from: -0.2, to: 0.2 };
const RISE = 0.05;
const BOW = 0.012;
/** The light on the bone's crest, the hollow above it and the shadow below it: depth, offset from the crest, half width. */
const BONE = { depth: 0.03, offset: 0, half: 0.018 };
const HOLLOW = { depth: 0.035, offset: -0.045, half: 0.025 };
const BELOW = { depth: 0.04, offset: 0.035, half: 0.04 };
/** The dip between the collarbones' inner ends, at the top of the breastbone: depth and radius. */
const NOTCH = { depth: 0.025, radius: 0.05 };
/** Over which share of their length the collarbones fade in from each end. */
const INNER_FADE = 0.15;
const OUTER_FADE = 0.25;
/** Points looked at along both collarbones, and the share of them that must lie in painted skin for them to be drawn. */
const LINE_POINTS = 48;
const PAINTED_SHARE = 0.6;
/**
 * Photo skin this far above the outer halves' crests (shoulder widths) on more than PHOTO_ABOVE of their points means
 * the photo shows the collarbones itself (an old V neckline, a tank's wide one): drawn again in the painted skin below,
 * they were a second pair.
 */
const PHOTO_ABOVE_DISTANCE = 0.05;
const PHOTO_ABOVE = 0.3;
const OUTER_HALF = 0.2;

export interface Clavicles {
  centre: Point;
  /** The crest's depth at the inner ends, in shoulder widths below the shoulders' line. */
  innerDepth: number;
  down: Point;
  across: Point;
  shoulderWidth: number;
}

/** The crest's depth below the shoulders' line `along` the collarbone (0 at its inner end, 1 at its outer one). */
function crest(innerDepth: number, along: number): number {
  return innerDepth - RISE * along + BOW * Math.sin(Math.PI * along);
}

function alongShare(out: number): number {
  return (out - INNER_END) / (OUTER_END - INNER_END);
}

function pointAt(clavicles: Clavicles, out: number, depth: number): Point {
  const { centre, down, across, shoulderWidth } = clavicles;
  return {
    x: centre.x + (across.x * out + down.x * depth) * shoulderWidth,
    y: centre.y + (across.y * out + down.y * depth) * shoulderWidth,
  };
}

/**
 * The collarbones to draw in a painted chest (`painted` and `onBody` above a half where skin is painted), when most of
 * their lines lie in it and the photo's own skin does not show them already: without them a chest a new neckline
 * reveals was a smooth board below the neck.
 */
export function paintedClavicles(painted: Mask, onBody: Mask, photoSkin: Mask, body: Body): Clavicles | undefined {
  const clavicles: Clavicles = {
    centre: midpoint(body.shoulderLeft, body.shoulderRight),
    innerDepth: 0,
    down: body.down,
    across: { x: body.down.y, y: -body.down.x },
    shoulderWidth: body.shoulderWidth,
  };
  const step = 1 / body.shoulderWidth;
  let neckBase: number | undefined;
  for (let depth = NECK_BASE.from; depth <= NECK_BASE.to && neckBase === undefined; depth += step) {
    const point = pointAt(clavicles, 0, depth);
    if (maskAt(painted, point) > 0.5 && maskAt(onBody, point) > 0.5) neckBase = depth;
  }
  if (neckBase === undefined) return undefined;
  clavicles.innerDepth = neckBase + INNER_BELOW;
  let inPainted = 0;
  let outerPoints = 0;
  let photoAbove = 0;
  const perSide = LINE_POINTS / 2;
  for (const side of [-1, 1]) {
    for (let index = 0; index < perSide; index++) {
      const along = (index + 0.5) / perSide;
      const out = INNER_END + along * (OUTER_END - INNER_END);
      const depth = crest(clavicles.innerDepth, along);
      const point = pointAt(clavicles, side * out, depth);
      if (maskAt(painted, point) > 0.5 && maskAt(onBody, point) > 0.5) inPainted++;
      if (out < OUTER_HALF) continue;
      outerPoints++;
      if (maskAt(photoSkin, pointAt(clavicles, side * out, depth - PHOTO_ABOVE_DISTANCE)) > 0.5) photoAbove++;
    }
  }
  if (inPainted < LINE_POINTS * PAINTED_SHARE) return undefined;
  if (photoAbove > outerPoints * PHOTO_ABOVE) return undefined;
  return clavicles;
}

function bump(distance: number, part: { depth: number; offset: number; half: number }): number {
  const z = (distance - part.offset) / part.half;
  return part.depth * Math.exp(-z * z);
}

/** The light the collarbones leave on the painted chest at (x, y), as a factor around 1. */
export function clavicleShade(clavicles: Clavicles, x: number, y: number): number {
  const { centre, down, across, shoulderWidth, innerDepth } = clavicles;
  const dx = x - centre.x;
  const dy = y - centre.y;
  const out = abs(dx * across.x + dy * across.y) / shoulderWidth;
  const depth = (dx * down.x + dy * down.y) / shoulderWidth;
  const fromNotch = (out * out + (depth - innerDepth) ** 2) / (NOTCH.radius * NOTCH.radius);
  let shade = 1 - NOTCH.depth * Math.exp(-fromNotch);
  const along = alongShare(out);
  const fade = smoothstep(0, INNER_FADE, along) * smoothstep(0, OUTER_FADE, 1 - along);
  if (fade <= 0) return shade;
  const distance = depth - crest(innerDepth, max(0, min(1, along)));
  shade += fade * (bump(distance, BONE) - bump(distance, HOLLOW) - bump(distance, BELOW));
  return shade;
}
