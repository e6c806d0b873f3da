import type { PersonFrame } from '../person/person-frame';
import { bodyShape, uncoveredBody } from '../person/person-regions';
import { max, round } from '../shared/numeric';
import { dilate, gaussianBlur } from '../shared/raster';
import { Mask } from '../shared/types';
import { GarmentCoverage } from './garment-coverage';
import { backdropOnOldGarment } from './old-garment-rim';
import { RepaintedArea } from './repainted-area';
import { ReplacedRegions } from './replaced-regions';
import { clearBesideRevealedArms } from './revealed-skin';
import { roundRevealedShoulders } from './rounded-shoulders';
import { bodyUnderSoftEdge } from './soft-edge';

/** How far beyond visible skin an uncovered pixel of the person is still body, in shoulder widths. */
const SKIN_EDGE = 0.04;

/** Of what is repainted, what is body (painted as skin) rather than backdrop; soft-edged. */
export function repaintedBody(
  frame: PersonFrame,
  regions: ReplacedRegions,
  coverage: GarmentCoverage,
  repainted: RepaintedArea,
): Mask {
  const { person, personMask, body, width, height } = frame;
  const { knownSkin, lowerBody, bareArms, armsPainted, armsAsPhotographed, oldGarment, oldColours, shape } = regions;
  const { skin, skinModel } = regions.regions;
  const { leftover, rim, edge, uncovered, inSleeves } = repainted;
  const { newCoverage } = coverage;
  const besideSkin = dilate(knownSkin, max(2, round(body.shoulderWidth * SKIN_EDGE)));
  // Below the hips of a dress or a bottom the painted legs are the body: beside the photo's legs the old hem's corners,
  // painted as skin, were pink blotches at the knees.
  if (lowerBody) besideSkin.data.fill(0, max(0, round(max(body.hipLeft.y, body.hipRight.y))) * width);
  // Beside a revealed arm's painted part, the arm's own outline decides: the old sleeve's hem flaring there is no body.
  if (bareArms && armsPainted) clearBesideRevealedArms(besideSkin, bareArms, armsPainted, body.shoulderWidth);
  const bodyOutline = bareArms ? bodyShape(body, width, height, 'top', bareArms) : shape;
  const bodyPixels = uncoveredBody({
    image: person,
    personMask,
    outline: bodyOutline,
    besideSkin,
    skin,
    leftover,
    oldColours,
    skinModel,
    paintedArms: armsPainted,
  });
  inSleeves?.clearBody(bodyPixels);
  // The old garment's rim against the backdrop is backdrop, and so is what of it has the backdrop's own colour there.
  for (let pixel = 0; pixel < rim.data.length; pixel++) if (rim.data[pixel] > 0.5) bodyPixels.data[pixel] = 0;
  for (const pixel of backdropOnOldGarment(person, personMask, oldGarment, leftover)) bodyPixels.data[pixel] = 0;
  if (bareArms)
    roundRevealedShoulders(
      { personMask, uncovered, bodyPixels, oldGarment, leftover, knownSkin },
      [bareArms.revealedLeft, bareArms.revealedRight].flatMap((arm) =>
        arm ? [{ joint: arm.limb.root, halfWidth: arm.halfWidth }] : [],
      ),
      body.shoulderWidth,
    );
  // The arm as photographed below a revealed arm's painted part is body: blurred with none, the painted part's end
  // took in the backdrop's colour, a pale line across the arm where the photo's arm begins.
  if (armsAsPhotographed)
    for (let pixel = 0; pixel < bodyPixels.data.length; pixel++)
      if (armsAsPhotographed.data[pixel] > 0.5) bodyPixels.data[pixel] = 1;
  bodyUnderSoftEdge(bodyPixels, edge, newCoverage);
  return gaussianBlur(bodyPixels, 1.5);
}
