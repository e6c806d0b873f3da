import type { GarmentAnalysis } from '../garment/garment-analysis';
import { Body } from '../person/body';
import type { PersonFrame } from '../person/person-frame';
import { tuckIn } from '../person/top-and-bottom';
import { TryOnEngineError } from '../shared/errors';
import { round } from '../shared/numeric';
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

/** Warps the garment photo onto the placement, tucks a top in, and closes the slits between sleeves and torso. */
export function warpOntoPerson(garment: GarmentAnalysis, placement: Placement, frame: PersonFrame): FittedGarment {
  const { width, height, body, personMask } = frame;
  const category: GarmentCategory = garment.category;
  const warped = warpGarment(garment.image, garment.alpha, garment.landmarks.bounds, placement, width, height);
  if (category === 'top') tuckIn(warped.alpha, body, undefined, warped.layer);
  const { opening } = garment;
  const openingPlaced =
    opening && warpGarment(garment.image, opening.mask, opening.bounds, placement, width, height).alpha;
  if (category !== 'bottom') closeGaps(warped, personMask, round(body.shoulderWidth * GAP_FRACTION), openingPlaced);
  return { placement, warped, openingPlaced };
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
