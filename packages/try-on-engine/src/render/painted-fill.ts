import { Body } from '../person/body';
import { paintedClavicles } from './clavicles';
import { fillUncovered } from './compositing';
import { legSkinColour } from '../person/legs';
import { paintLegs } from './painted-legs';
import { min } from '../shared/numeric';
import { BareArms } from '../person/person-regions';
import { SkinModel } from '../person/skin-model';
import { photoLegsBelowHem } from './photo-legs';
import { clearWhere, combineMasks, insideWithout, thresholdBelow, unionMasks } from '../shared/raster';
import { paintRevealedTorso, torsoSkinColour } from './painted-skin';
import { skinGrain } from '../shared/skin-grain';
import { evenSkinSeams } from './skin-seams';
import { Mask, RgbImage } from '../shared/types';

/** What the person photo shows, as the try-on found it. */
export interface PhotoRegions {
  person: RgbImage;
  personMask: Mask;
  knownSkin: Mask;
  skinModel: SkinModel;
  oldGarment: Mask;
  oldTop: Mask;
  oldBottom: Mask;
  body: Body;
}

/** What is painted, and around what. */
export interface PaintedParts {
  uncovered: Mask;
  onBody: Mask;
  newCoverage: Mask;
  /** Whether the legs below the hips are painted (a dress or a bottom on a photo that shows the knees). */
  lowerBody: boolean;
  bareArms?: BareArms;
  /** The revealed arms' painted parts (see `paintedArmsOnPerson`). */
  paintedArms?: Mask;
  /** A bottom that continues under the old top, and where it shows (see `bottomUnderTop`). */
  underTop?: { knownGarment: Mask; underGarment: Mask };
}

/**
 * The colours painted where the old garment is uncovered: background and skin spread from the photo's own, the torso
 * revealed under a top and the legs under a dress or bottom painted as a body, and the painted skin evened out to the
 * photo's along their seams.
 */
export function paintUncovered(photo: PhotoRegions, parts: PaintedParts): RgbImage {
  const { person, personMask, knownSkin, skinModel, oldGarment, oldTop, oldBottom, body } = photo;
  const { uncovered, onBody, newCoverage, lowerBody, bareArms, paintedArms, underTop } = parts;
  const fallbackSkin: [number, number, number] = [skinModel.red, skinModel.green, skinModel.blue];
  const fill = fillUncovered(
    {
      person,
      knownSkin,
      // The old garment's grown outline is half garment: it must not be copied into the background that replaces it.
      knownBackground: lowerBody
        ? clearWhere(thresholdBelow(personMask, 0.2), oldGarment)
        : thresholdBelow(personMask, 0.2),
      onBody,
      fallbackSkin,
      shoulderWidth: body.shoulderWidth,
      ...underTop,
    },
    uncovered,
  );
  // The bottom's print can pass for skin (a leopard skirt's tan): its texture made the painted skin's grain coarse.
  const skinOnBody = clearWhere(knownSkin, oldBottom);
  const grain = skinGrain(person, skinOnBody);
  // Revealed torso skin is painted as a rounded body with a navel and the new hem's shadow, not left a flat block.
  if (bareArms) {
    const torsoSkin = {
      // Nor would it colour the belly painted above it.
      colour: torsoSkinColour(person, skinOnBody, body, fallbackSkin),
      grain,
      clavicles: paintedClavicles(uncovered, onBody, knownSkin, body),
    };
    paintRevealedTorso(fill, uncovered, onBody, newCoverage, body, bareArms, torsoSkin, underTop?.underGarment);
  }
  if (lowerBody) {
    const colour = legSkinColour(person, knownSkin, body, fallbackSkin);
    const photoLegs = photoLegsBelowHem(person, knownSkin, body, oldGarment, colour, personMask);
    paintLegs(fill, uncovered, body, { ...photoLegs, grain }, newCoverage, knownSkin);
  }
  // A garment's print can pass for skin (a leopard skirt's tan): the painted skin is evened out to the photo's own.
  const photoSkin = insideWithout(knownSkin, unionMasks(oldTop, oldBottom));
  // The bottom painted on under the old top is no skin: taken for it, its black lightened the belly beside it. A
  // revealed arm is painted in the arm's own colours below the old sleeve: evened out too, its shaded sides weighed
  // against the lit skin the photo shows beside its end, it was lighter than the arm there, a pale band at the hem.
  let skinPainted = combineMasks(uncovered, onBody, min);
  if (underTop) skinPainted = clearWhere(skinPainted, underTop.underGarment);
  if (paintedArms) skinPainted = clearWhere(skinPainted, paintedArms);
  evenSkinSeams(fill, person, photoSkin, skinPainted, body.shoulderWidth);
  return fill;
}
