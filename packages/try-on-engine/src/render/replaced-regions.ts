import type { GarmentAnalysis } from '../garment/garment-analysis';
import { coverOldShoulders, FittedGarment } from '../fit/fit-garment';
import { shoulderZones } from '../fit/shoulder-zones';
import { colourPresence } from '../person/held-objects';
import type { PersonFrame } from '../person/person-frame';
import { BareArms, bodyShape } from '../person/person-regions';
import type { ReplacedGarment } from '../person/replaced-garment';
import { clearWhere } from '../shared/raster';
import { Mask } from '../shared/types';
import { skinBlendOnGarment } from './old-garment-rim';
import { measureBareArms, paintedArmsOnPerson, photographedArms } from './revealed-skin';

/** What the new garment replaces on the person, once both are known, and the arms and body it reveals. */
export interface ReplacedRegions extends Omit<ReplacedGarment, 'oldGarment'> {
  /** The old garment, without the arms that stay as photographed and the bare limbs blended with the backdrop. */
  oldGarment: Mask;
  oldColours: Uint8Array;
  bareArms?: BareArms;
  armsPainted?: Mask;
  armsAsPhotographed?: Mask;
  /** The old garment's outer shoulders a sleeved garment covers (see shoulder-zones.ts). */
  shoulders?: Mask;
  /** The body's outline the repainted skin keeps to. */
  shape: Mask;
}

/**
 * Reads the old garment's regions against the new garment: which arms the new top reveals, which shoulders its sleeves
 * cover. Adjusts the fitted garment to them. A new top is not cut where the person's own bottom begins: it hangs over
 * that bottom down to where its own length and the body's hips put its hem (`tuckIn`, in the fit). Cut there, tees,
 * long tops and cardigans ended at the old top's hem (an old crop top's, with the bare belly the bottom's estimate
 * took in), their prints cut off, most of the labelled set's bad images (issue #63).
 */
export function replacedRegions(
  located: ReplacedGarment,
  frame: PersonFrame,
  garment: GarmentAnalysis,
  fitted: FittedGarment,
): ReplacedRegions {
  const { person, personMask, body, width, height } = frame;
  const { category } = garment;
  const { warped, openingPlaced } = fitted;
  const { regions, lowerBody, oldGarment: oldGarmentWithArms, knownSkin } = located;
  const { skin, skinModel, head } = regions;
  // Skin a new top reveals takes the bare body's outline, and its arms continue the arms' skin below the old sleeves.
  // A sleeveless dress reveals arms as a top does: painted from the body's outline, they were as wide as the old sleeves.
  const measuredArms =
    category !== 'bottom'
      ? measureBareArms(body, knownSkin, {
          image: person,
          personMask,
          skinModel,
          oldGarment: oldGarmentWithArms,
          newSleeves: garment.landmarks.leftSleeve || garment.landmarks.rightSleeve ? warped.alpha : undefined,
        })
      : undefined;
  const bareArms =
    category === 'top' || measuredArms?.revealedLeft || measuredArms?.revealedRight ? measuredArms : undefined;
  const armsPainted = bareArms && paintedArmsOnPerson(bareArms, personMask, oldGarmentWithArms);
  // What of those arms the colour estimate took for the old garment (their shaded sides) stays as photographed.
  const armsAsPhotographed = bareArms && armsPainted && photographedArms(bareArms, armsPainted);
  const oldGarment = armsAsPhotographed ? clearWhere(oldGarmentWithArms, armsAsPhotographed) : oldGarmentWithArms;
  // The photo's bare limbs blended with the backdrop are neither old garment.
  for (const pixel of skinBlendOnGarment(person, personMask, oldGarment, knownSkin)) oldGarment.data[pixel] = 0;
  const oldColours = colourPresence(person, oldGarment);
  // A sleeved garment covers the old one's outer shoulders, up to where its own sleeves reach.
  const shoulders =
    category === 'bottom'
      ? undefined
      : shoulderZones(
          { oldGarment, oldColours, person, personMask, skin, head },
          warped.alpha,
          body,
          garment.landmarks,
          openingPlaced,
        );
  if (shoulders) coverOldShoulders(fitted, shoulders, frame);
  const shape = lowerBody ? bodyShape(body, width, height, 'top') : regions.shape;
  return {
    ...located,
    oldGarment,
    oldColours,
    bareArms,
    armsPainted,
    armsAsPhotographed,
    shoulders,
    shape,
  };
}
