import type { GarmentAnalysis } from '../garment/garment-analysis';
import { Body } from '../person/body';
import type { PersonFrame } from '../person/person-frame';
import { tuckIn } from '../person/top-and-bottom';
import { TryOnEngineError } from '../shared/errors';
import { expectedArea } from '../person/covered-area';
import { round } from '../shared/numeric';
import { maskArea } from '../shared/raster';
import { confident, StageConfidence, StageResult, sureness } from '../shared/stage-result';
import { GarmentCategory, Mask } from '../shared/types';
import { foldedAcrossBody, Placement, planPlacement, sleeveOverFoldedArm } from './fitting';
import { coverShoulders } from './shoulder-cover';
import { SHOULDER_REACH } from './shoulder-zones';
import { closeGaps, warpGarment, WarpedGarment } from './warp';

/** Slits between a sleeve and the torso narrower than this fraction of the shoulder width are closed. */
const GAP_FRACTION = 0.06;

/**
 * Painted skin, over the area the category covers, above which forearms folded across the body refuse a top (see
 * docs/tryon-engine.md, sixteenth pass).
 */
const FOLDED_ARMS_PAINTED = 0.2;

/** The new garment drawn on the person's box, and the inside of its neckline placed the same way. */
export interface FittedGarment {
  placement: Placement;
  warped: WarpedGarment;
  openingPlaced?: Mask;
  /** Where the garment's shoulder line and hem were placed (rows, tops and dresses), for the result check. */
  placedRows?: { shoulder: number; hem: number };
}

/** Where the garment's landmarks go on the body; refuses a sleeve that would lie over a folded arm. */
export function placeGarment(garment: GarmentAnalysis, body: Body): Placement {
  const { category, landmarks, worn } = garment;
  const placement = planPlacement(landmarks, category, body, worn);
  if (category !== 'bottom' && sleeveOverFoldedArm(landmarks, body, placement))
    throw new TryOnEngineError(
      'body_not_visible',
      "Your arms are folded in front of you, where this garment's sleeves go. Please use a photo with your arms at your sides.",
    );
  return placement;
}

/** The fit stage's measures, read from the garment as warped onto the person's box. */
export type FitReasons = {
  /** Share of the warped garment that lies on the person's outline: the rest lies on the backdrop. */
  landedOnBody: number;
  /** The warped garment's area over the area its category covers on this body (see covered-area.ts). */
  sizeToBody: number;
  /**
   * The garment's length over its width as placed, over the same in the photo (tops and dresses): below 1 the garment
   * was squashed, as to an old garment's hem.
   */
  lengthKept?: number;
  /** How far down the body the placed hem lies: 0 at the shoulders, 1 at the hips (tops and dresses). */
  hemOnBody?: number;
  /** Share of the warped top tucked away into the bottom worn under it (tops). */
  tuckedAway?: number;
};

/** A garment this much off the person was placed wrong; at the second share, it sits on the body. */
const LANDED = { unsure: 0.6, sure: 0.9 };
/** Sizes the result check refuses (see result-check.ts), and those well inside them. */
const SIZE = { smallest: 0.3, small: 0.6, large: 2, largest: 3.2 };

function fitConfidence(
  warped: WarpedGarment,
  frame: PersonFrame,
  category: GarmentCategory,
): StageConfidence<FitReasons> {
  let drawn = 0;
  let onPerson = 0;
  for (let pixel = 0; pixel < warped.alpha.data.length; pixel++) {
    if (warped.alpha.data[pixel] <= 0.5) continue;
    drawn++;
    if (frame.personMask.data[pixel] > 0.5) onPerson++;
  }
  const reasons: FitReasons = {
    landedOnBody: onPerson / Math.max(1, drawn),
    sizeToBody: drawn / Math.max(1, expectedArea(frame.body, category)),
  };
  return confident(reasons, [
    sureness(reasons.landedOnBody, LANDED.unsure, LANDED.sure),
    sureness(reasons.sizeToBody, SIZE.smallest, SIZE.small),
    sureness(reasons.sizeToBody, SIZE.largest, SIZE.large),
  ]);
}

/** The garment's length as placed against its length in the photo, and where its hem lands on the body. */
function placedLength(garment: GarmentAnalysis, placement: Placement, body: Body) {
  const { centerX, shoulderY, hemY, torsoLeft, torsoRight } = garment.landmarks;
  const middleY = (shoulderY + hemY) / 2;
  const [top, hem, left, right] = [
    { x: centerX, y: shoulderY },
    { x: centerX, y: hemY },
    { x: torsoLeft, y: middleY },
    { x: torsoRight, y: middleY },
  ].map((point) => placement.place(point));
  const photoAspect = (hemY - shoulderY) / Math.max(1, torsoRight - torsoLeft);
  const placedAspect =
    Math.hypot(hem.x - top.x, hem.y - top.y) / Math.max(1, Math.hypot(right.x - left.x, right.y - left.y));
  const shoulders = (body.shoulderLeft.y + body.shoulderRight.y) / 2;
  const hips = (body.hipLeft.y + body.hipRight.y) / 2;
  const reasons = {
    lengthKept: photoAspect > 0 ? placedAspect / photoAspect : 1,
    hemOnBody: (hem.y - shoulders) / Math.max(1, hips - shoulders),
  };
  return { reasons, rows: { shoulder: top.y, hem: hem.y } };
}

/** Warps the garment photo onto the placement, tucks a top in, and closes the slits between sleeves and torso. */
export function warpOntoPerson(
  garment: GarmentAnalysis,
  placement: Placement,
  frame: PersonFrame,
): StageResult<FittedGarment, FitReasons> {
  const { width, height, body, personMask } = frame;
  const category: GarmentCategory = garment.category;
  const warped = warpGarment(garment.image, garment.alpha, garment.landmarks.bounds, placement, width, height);
  const untucked = maskArea(warped.alpha);
  if (category === 'top') tuckIn(warped.alpha, body, warped.layer);
  const tuckedAway = 1 - maskArea(warped.alpha) / Math.max(1, untucked);
  const { opening } = garment;
  const openingPlaced =
    opening && warpGarment(garment.image, opening.mask, opening.bounds, placement, width, height).alpha;
  if (category !== 'bottom') closeGaps(warped, personMask, round(body.shoulderWidth * GAP_FRACTION), openingPlaced);
  const confidence = fitConfidence(warped, frame, category);
  const length = category === 'bottom' ? undefined : placedLength(garment, placement, body);
  if (length) Object.assign(confidence.reasons, length.reasons, { tuckedAway });
  return { data: { placement, warped, openingPlaced, placedRows: length?.rows }, ...confidence };
}

/**
 * Covered over the outer shoulder, a sleeve can still leave a slit of bare deltoid between the cover and its own
 * edge; it is closed as the slits between sleeve and torso were.
 */
export function coverOldShoulders(fitted: FittedGarment, shoulders: Mask, frame: PersonFrame): void {
  const { body, personMask } = frame;
  if (coverShoulders(fitted.warped, shoulders, round(body.shoulderWidth * SHOULDER_REACH)) > 0)
    closeGaps(fitted.warped, personMask, round(body.shoulderWidth * GAP_FRACTION), fitted.openingPlaced);
}

/** Forearms folded across a body that the new top leaves bare would lie on a large block of painted skin. */
export function refuseArmsFoldedOverBareBody(body: Body, category: GarmentCategory, paintedBody: number): void {
  const folded = [body.armLeft, body.armRight].some((arm) => foldedAcrossBody(arm, body));
  if (category === 'top' && folded && paintedBody > FOLDED_ARMS_PAINTED)
    throw new TryOnEngineError(
      'body_not_visible',
      'Your arms are folded in front of you, over the body this garment leaves bare. Please use a photo with your arms at your sides.',
    );
}
