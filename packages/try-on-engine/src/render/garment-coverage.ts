import type { GarmentAnalysis } from '../garment/garment-analysis';
import { FittedGarment } from '../fit/fit-garment';
import { sleeveAlong, sleeveReach } from '../fit/warp';
import { heldInFront } from '../person/held-objects';
import { endAboveFeet, markUnderSkirt } from '../person/legs';
import { collarInHeadZone } from '../person/old-collar';
import type { PersonFrame } from '../person/person-frame';
import { armRadii, FOREARM_RATIO } from '../person/person-regions';
import { min, round } from '../shared/numeric';
import { combineMasks, createMask, dilate, erode, gaussianBlur, threshold } from '../shared/raster';
import { Mask } from '../shared/types';
import { handsAndForearmsSkin, upperArmSkinInFront } from './arms-in-front';
import { ReplacedRegions } from './replaced-regions';

/** How far past the person's outline a garment may reach, in shoulder widths; beyond it is background, never covered. */
const GARMENT_REACH = 0.12;
/** A forearm whose line lies this much inside the new garment's sleeve is in the sleeve. */
const SLEEVED_FOREARM = 0.6;

/** Where the new garment is drawn, and what of the person stays in front of it. */
export interface GarmentCoverage {
  /** The person's outline and the garment's reach beyond it: nothing outside it changes. */
  reach: Mask;
  /** Where the new garment is drawn (0 or 1). */
  newCoverage: Mask;
  /** The old collar below the chin that the new neckline leaves, repainted with the rest. */
  collar?: Mask;
  /** The head, the arms in front, the old top over a bottom and what is held: kept as photographed. */
  protectedHard: Mask;
  /** The garment's soft alpha for drawing, kept off what is protected. */
  garmentAlpha: Mask;
}

/** Keeps the fitted garment to the person: off the background, the face, the feet, the arms in front and what is held. */
export function garmentCoverage(
  frame: PersonFrame,
  garment: GarmentAnalysis,
  fitted: FittedGarment,
  regions: ReplacedRegions,
): GarmentCoverage {
  const { person, personMask, body, width, height } = frame;
  const { category } = garment;
  const { warped } = fitted;
  const { lowerBody, feet, objects, oldGarment, bareArms, oldColours } = regions;
  const { skin, skinModel, head, oldTop, oldBottom, onePiece } = regions.regions;
  // The garment never covers the background beyond its reach around the person, nor the face and hair.
  const reach = dilate(personMask, round(body.shoulderWidth * GARMENT_REACH));
  // A dress or skirt hangs across the space between the legs (trousers have legs of their own).
  if (lowerBody && !garment.landmarks.crotch) markUnderSkirt(reach, body);
  for (let pixel = 0; pixel < warped.alpha.data.length; pixel++) {
    if (reach.data[pixel] < 0.5 || (head.data[pixel] > 0.5 && oldGarment.data[pixel] < 0.5))
      warped.alpha.data[pixel] = 0;
  }
  if (feet) endAboveFeet(warped.alpha, feet);
  const upperArmRadii = armRadii(body, bareArms);
  const isHeld = heldInFront(objects, warped.layer, body, {
    left: upperArmRadii.left * FOREARM_RATIO,
    right: upperArmRadii.right * FOREARM_RATIO,
  });
  const newCoverage = threshold(warped.alpha, 0.5);
  for (let pixel = 0; pixel < newCoverage.data.length; pixel++)
    if (newCoverage.data[pixel] === 1 && isHeld(pixel)) newCoverage.data[pixel] = 0;
  // The old collar below the chin is no head: what the new neckline leaves of it is repainted with the rest.
  const collar =
    category === 'bottom'
      ? undefined
      : collarInHeadZone({ image: person, head, skin, personMask, oldColours, oldGarment, body, skinModel });
  const protectedHard = createMask(width, height);
  // A forearm inside the new sleeve is no arm lying in front of the body: between a long sleeve hanging beside the body
  // and the body's side, the forearm's skin kept in front showed as slivers at the elbows.
  const hands = handsAndForearmsSkin(body, skin, (arm) => sleeveAlong(warped, arm.middle, arm.end) >= SLEEVED_FOREARM);
  const { leftSleeve, rightSleeve } = garment.landmarks;
  const upperArms = upperArmSkinInFront(body, skin, {
    worn: garment.worn,
    sleevesFound: [leftSleeve !== undefined, rightSleeve !== undefined],
    sleeveReach: (from, to, halfWidth) => sleeveReach(warped, from, to, halfWidth),
    painted: [bareArms?.revealedLeft !== undefined, bareArms?.revealedRight !== undefined],
  });
  for (let pixel = 0; pixel < protectedHard.data.length; pixel++) {
    const isHead =
      head.data[pixel] > 0.5 &&
      (skin.data[pixel] > 0.5 || oldGarment.data[pixel] < 0.5) &&
      !(collar && collar.data[pixel] > 0.5);
    const isArmInFront = (hands.data[pixel] > 0.5 || upperArms.data[pixel] > 0.5) && warped.layer[pixel] === 0;
    const isTopOverBottom =
      category === 'bottom' && !onePiece && oldTop.data[pixel] > 0.5 && oldBottom.data[pixel] < 0.5;
    if (isHead || isArmInFront || isTopOverBottom || isHeld(pixel)) protectedHard.data[pixel] = 1;
  }
  const protectedSoft = gaussianBlur(protectedHard, 1.2);
  const garmentAlpha = combineMasks(gaussianBlur(erode(warped.alpha, 1), 1.2), protectedSoft, (cover, kept) =>
    min(cover, 1 - kept),
  );
  return { reach, newCoverage, collar, protectedHard, garmentAlpha };
}
