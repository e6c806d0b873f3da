import { buildBody } from './person/body';
import { composite, shadingMap } from './render/compositing';
import { TryOnEngineError } from './shared/errors';
import { oldStraps } from './render/old-straps';
import { foldedAcrossBody, planPlacement, sleeveOverFoldedArm } from './fit/fitting';
import { encodePng, resizeImage } from './shared/image-io';
import { Networks } from './person/networks';
import { cropImage, cropMask, personBox, poseInBox, uncropImage, uncropMask } from './shared/person-box';
import { handsAndForearmsSkin, upperArmSkinInFront } from './render/arms-in-front';
import { armRadii, bodyShape, colourOverlap, FOREARM_RATIO, uncoveredBody } from './person/person-regions';
import { armsInSleeves } from './render/sleeved-arms';
import { colourPresence, heldInFront } from './person/held-objects';
import { endAboveFeet, markUnderSkirt } from './person/legs';
import {
  clearWhere,
  combineMasks,
  createMask,
  dilate,
  erode,
  gaussianBlur,
  insideEither,
  insideWithout,
  maskArea,
  maskBounds,
  threshold,
  unionMasks,
} from './shared/raster';
import { max, min, round } from './shared/numeric';
import { oldGarmentLeftover } from './person/old-garment-leftovers';
import { collarInHeadZone } from './person/old-collar';
import { backdropOnOldGarment, oldGarmentRim, skinBlendOnGarment } from './render/old-garment-rim';
import {
  bottomUnderTop,
  growUncovered,
  hemRow,
  keepOnePieceAboveBottom,
  onePieceAboveTop,
  tuckIn,
  waistbandLine,
} from './person/top-and-bottom';
import {
  clearBesideRevealedArms,
  measureBareArms,
  paintedArmsOnPerson,
  photographedArms,
  uncoverRevealedArms,
} from './render/revealed-skin';
import { GarmentCategory, Mask, RgbImage } from './shared/types';
import { roundRevealedShoulders } from './render/rounded-shoulders';
import { coverShoulders } from './fit/shoulder-cover';
import { bodyUnderSoftEdge, softEdge } from './render/soft-edge';
import { backAtOriginalSize } from './render/original-size';
import { paintUncovered } from './render/painted-fill';
import { StageClock } from './shared/stage-clock';
import { SHOULDER_REACH, shoulderZones } from './fit/shoulder-zones';
import { closeGaps, sleeveAlong, sleeveReach, warpGarment } from './fit/warp';
import { backToPhotographedTone } from './person/tone-range';
import { analysePhotos, TryOnInput } from './photos';
import { checkTryOn } from './check/try-on-check';
import { expectedArea, paintedBodyArea, ResultMeasures } from './check/result-check';

export interface TryOnDetails {
  /** The result at the person photo's size. */
  image: RgbImage;
  png: Buffer;
  category: GarmentCategory;
  detectedCategory?: GarmentCategory;
  /** Where the engine may change pixels (old garment and new garment), at the person photo's size. */
  targetRegion: Mask;
  /** Where the new garment is drawn, at the person photo's size. */
  coverage: Mask;
  /** Feet and shoes below the ankles, which stay as photographed under a dress or bottom, at the person photo's size. */
  feet?: Mask;
  person: RgbImage;
  /** The self-check's measures (the image is only returned when they pass). */
  measures: ResultMeasures;
  timings: Record<string, number>;
}

/** How far past the person's outline a garment may reach, in shoulder widths; beyond it is background, never covered. */
const GARMENT_REACH = 0.12;

/** Colour overlap below which the person's top and bottom are clearly different garments. */
const DISTINCT_GARMENTS = 0.25;
/** How much of the person photo's light on the old garment is put on the new one. */
const SHADING_STRENGTH = 0.7;
/** How far beyond the old garment's colour estimate its leftovers are looked for, in shoulder widths. */
const LEFTOVER_REACH = 0.15;
/** Slits between a sleeve and the torso narrower than this fraction of the shoulder width are closed. */
const GAP_FRACTION = 0.06;
/** How much of the old garment's light revealed skin takes under a top. */
const REVEALED_SKIN_SHADING = 0.4;
/** How far beyond the person's outline the box the try-on works on reaches, in shoulder widths (see person-box.ts). */
const BOX_MARGIN = 0.5;
/**
 * Painted skin, over the area the category covers, above which forearms folded across the body refuse a top (see
 * docs/tryon-engine.md, sixteenth pass).
 */
const FOLDED_ARMS_PAINTED = 0.2;
/** How far beyond visible skin an uncovered pixel of the person is still body, in shoulder widths. */
const SKIN_EDGE = 0.04;
/** A forearm whose line lies this much inside the new garment's sleeve is in the sleeve. */
const SLEEVED_FOREARM = 0.6;

export async function runTryOn(networks: Networks, input: TryOnInput): Promise<TryOnDetails> {
  const clock = new StageClock();
  const { original, working, toneRange, analysed, personAnalysis, pose, upperBody, garmentAnalysis } =
    await analysePhotos(networks, input, clock);
  const category = garmentAnalysis.category;
  clock.lap('person and garment');

  // From here on the try-on works on the person's box: nothing beyond it changes.
  const box = personBox(personAnalysis.personMask, upperBody.shoulderWidth * BOX_MARGIN);
  const person = cropImage(analysed, box);
  const personMask = cropMask(personAnalysis.personMask, box);
  const { width, height } = person;
  // The frame's bottom, where MoveNet's guessed knees lie, is measured from the box's top: measured from the photo's,
  // an upper-body photo with room above the head passed for one showing the knees, and a dress was cut off at its edge.
  const body = buildBody(poseInBox(pose, box), category, working.height - box.top);
  const placement = planPlacement(garmentAnalysis.landmarks, category, body, garmentAnalysis.worn);
  if (category !== 'bottom' && sleeveOverFoldedArm(garmentAnalysis.landmarks, body, placement))
    throw new TryOnEngineError(
      'body_not_visible',
      "Your arms are folded in front of you, where this garment's sleeves go. Please use a photo with your arms at your sides.",
    );
  // The old garment is located on the networks' thread, idle by now, while the new one is fitted here.
  const half = await resizeImage(person, round(width / 2), round(height / 2));
  const locating = networks.locateReplacedGarment({ person, half, personMask, body, category });
  // Refused below before it is awaited, the try-on leaves its answer unread.
  locating.catch(() => undefined);
  const warped = warpGarment(
    garmentAnalysis.image,
    garmentAnalysis.alpha,
    garmentAnalysis.landmarks.bounds,
    placement,
    width,
    height,
  );
  if (category === 'top') tuckIn(warped.alpha, body, undefined, warped.layer);
  const { opening } = garmentAnalysis;
  const openingPlaced =
    opening && warpGarment(garmentAnalysis.image, opening.mask, opening.bounds, placement, width, height).alpha;
  if (category !== 'bottom') closeGaps(warped, personMask, round(body.shoulderWidth * GAP_FRACTION), openingPlaced);
  clock.lap('fit');

  const { regions, lowerBody, feet, objects, oldGarment: oldGarmentWithArms, knownSkin } = await locating;
  const { skin, skinModel, head, oldTop, oldBottom, onePiece } = regions;
  // Skin a new top reveals takes the bare body's outline, and its arms continue the arms' skin below the old sleeves.
  // A sleeveless dress reveals arms as a top does: painted from the body's outline, they were as wide as the old sleeves.
  const measuredArms =
    category !== 'bottom'
      ? measureBareArms(body, knownSkin, {
          image: person,
          personMask,
          skinModel,
          oldGarment: oldGarmentWithArms,
          newSleeves:
            garmentAnalysis.landmarks.leftSleeve || garmentAnalysis.landmarks.rightSleeve ? warped.alpha : undefined,
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
          garmentAnalysis.landmarks,
          openingPlaced,
        );
  // Covered over the outer shoulder, a sleeve can still leave a slit of bare deltoid between the cover and its own
  // edge; it is closed as the slits between sleeve and torso were.
  if (shoulders && coverShoulders(warped, shoulders, round(body.shoulderWidth * SHOULDER_REACH)) > 0)
    closeGaps(warped, personMask, round(body.shoulderWidth * GAP_FRACTION), openingPlaced);
  const shape = lowerBody ? bodyShape(body, width, height, 'top') : regions.shape;
  // A new top ends where the person's own bottom begins, as the old top did.
  // Only where top and bottom are told apart by colour (a white tank over white shorts is not).
  const distinctBottom =
    category === 'top' && !onePiece && colourOverlap(person, oldTop, oldBottom) < DISTINCT_GARMENTS;
  const waistband = distinctBottom ? waistbandLine(oldBottom, body) : undefined;
  if (waistband) tuckIn(warped.alpha, body, waistband, warped.layer);
  clock.lap('regions');

  // The garment never covers the background beyond its reach around the person, nor the face and hair.
  const reach = dilate(personMask, round(body.shoulderWidth * GARMENT_REACH));
  // A dress or skirt hangs across the space between the legs (trousers have legs of their own).
  if (lowerBody && !garmentAnalysis.landmarks.crotch) markUnderSkirt(reach, body);
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
  const { leftSleeve, rightSleeve } = garmentAnalysis.landmarks;
  const upperArms = upperArmSkinInFront(body, skin, {
    worn: garmentAnalysis.worn,
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
  // What the old garment's colour estimate missed beside the new garment is repainted with the rest of it.
  const kept = insideEither(protectedHard, skin);
  if (feet) for (let pixel = 0; pixel < feet.data.length; pixel++) if (feet.data[pixel] > 0.5) kept.data[pixel] = 1;
  const other = category === 'top' ? (onePiece ? undefined : oldBottom) : category === 'bottom' ? oldTop : undefined;
  const otherAlone = other ? insideWithout(other, oldGarment) : undefined;
  const leftoverInput = {
    oldGarment,
    oldColours,
    otherColours: otherAlone ? colourPresence(person, otherAlone) : undefined,
    otherFromRow: otherAlone ? maskBounds(otherAlone)?.top : undefined,
    newCoverage,
    personMask,
    kept,
    reach: round(body.shoulderWidth * LEFTOVER_REACH),
    body: category === 'top' ? body : undefined,
    // Under a new top, a one-piece's skirt stays by design; the old top of a two-piece is replaced wherever it shows.
    aboveRow: category === 'top' && onePiece ? hemRow(newCoverage, body) : height,
  };
  const leftover = oldGarmentLeftover({ ...leftoverInput, image: person });
  if (collar)
    for (let pixel = 0; pixel < collar.data.length; pixel++) if (collar.data[pixel] > 0.5) leftover.data[pixel] = 1;
  const straps =
    category === 'bottom' ? undefined : oldStraps({ oldGarment, skin, head, personMask, newCoverage, body });
  if (straps)
    for (let pixel = 0; pixel < straps.data.length; pixel++) if (straps.data[pixel] > 0.5) leftover.data[pixel] = 1;
  if (category === 'top' && onePiece) onePieceAboveTop(leftover, oldTop, newCoverage, skin);
  // The old garment under the new one's soft edge is repainted too (see soft-edge.ts).
  const edge = softEdge(newCoverage);
  const underInside = insideWithout(newCoverage, edge);
  const uncoveredHard = insideWithout(oldGarment, underInside);
  const rim = oldGarmentRim({ ...leftoverInput, image: person }, leftover, skinModel);
  for (let pixel = 0; pixel < leftover.data.length; pixel++)
    if (leftover.data[pixel] > 0.5 || rim.data[pixel] > 0.5) uncoveredHard.data[pixel] = 1;
  // Beside a long sleeve, and beside a sleeve's edge placed inside the arm, the arm is in the sleeve (see sleeved-arms.ts):
  // what of the arm shows there is repainted, and it and what the old garment leaves there are backdrop.
  const inSleeves =
    category === 'bottom'
      ? undefined
      : armsInSleeves({
          body,
          coverage: newCoverage,
          layer: warped.layer,
          personMask,
          oldGarment,
          otherGarments: [oldTop, oldBottom],
          outlineCategory: bareArms || lowerBody ? 'top' : category,
          bareArms,
          paintedArms: armsPainted,
          protectedHard,
        });
  if (inSleeves)
    for (let pixel = 0; pixel < inSleeves.arm.data.length; pixel++)
      if (inSleeves.arm.data[pixel] > 0.5) uncoveredHard.data[pixel] = 1;
  if (category === 'bottom' && onePiece) keepOnePieceAboveBottom(uncoveredHard, underInside);
  if (armsPainted) uncoverRevealedArms(uncoveredHard, armsPainted, newCoverage);
  const underTop =
    category === 'top' && !onePiece
      ? bottomUnderTop(person, personMask, oldBottom, oldGarment, body, knownSkin)
      : undefined;
  const uncovered = clearWhere(
    gaussianBlur(
      growUncovered(uncoveredHard, underTop?.underGarment, personMask, {
        skin: knownSkin,
        kept: category === 'top' ? oldBottom : undefined,
      }),
      2,
    ),
    armsAsPhotographed ? insideEither(protectedHard, armsAsPhotographed) : protectedHard,
  );
  if (feet) {
    for (let pixel = 0; pixel < feet.data.length; pixel++) {
      if (feet.data[pixel] > 0.5) uncovered.data[pixel] = garmentAlpha.data[pixel] = 0;
    }
  }
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
  const onBody = gaussianBlur(bodyPixels, 1.5);
  const paintedBody = paintedBodyArea(uncovered, onBody) / max(1, expectedArea(body, category));
  // Forearms folded across a body that the new top leaves bare would lie on a large block of painted skin.
  const folded = [body.armLeft, body.armRight].some((arm) => foldedAcrossBody(arm, body));
  if (category === 'top' && folded && paintedBody > FOLDED_ARMS_PAINTED)
    throw new TryOnEngineError(
      'body_not_visible',
      'Your arms are folded in front of you, over the body this garment leaves bare. Please use a photo with your arms at your sides.',
    );
  const anythingUncovered = maskArea(uncoveredHard) > 0;
  const fill = anythingUncovered
    ? paintUncovered(
        { person, personMask, knownSkin, skinModel, oldGarment, oldTop, oldBottom, body },
        { uncovered, onBody, newCoverage, lowerBody, bareArms, paintedArms: armsPainted, underTop },
      )
    : person;
  const shading = shadingMap(person, clearWhere(oldGarment, skin), body.shoulderWidth);
  // The old garment's folds belong on the body; painted legs carry their own shading and the background none. Revealed
  // skin takes only part of it: a two-coloured old garment's dark sleeves made grey shoulders of the skin under them.
  const partShading = createMask(width, height);
  for (let pixel = 0; pixel < onBody.data.length; pixel++)
    partShading.data[pixel] = onBody.data[pixel] * REVEALED_SKIN_SHADING;
  // A revealed arm painted in the arm's own colours below the old sleeve has its light already.
  const fillShading = lowerBody ? onBody : armsPainted ? clearWhere(partShading, armsPainted) : partShading;
  const result = composite({
    person,
    fill,
    uncovered,
    garment: warped,
    garmentAlpha,
    shading,
    shadingStrength: SHADING_STRENGTH,
    fillShading,
  });
  clock.lap('composite');
  const measures = checkTryOn({
    person,
    result,
    reach,
    newCoverage,
    garmentAlpha,
    garmentPixels: warped.color,
    category,
    body,
    shading,
    shadingStrength: SHADING_STRENGTH,
    leftoverInput: { ...leftoverInput, image: person },
    oldGarment,
    leftover,
    paintedBody,
    shoulders,
    garment: garmentAnalysis.landmarks,
  });
  clock.lap('check');

  const whole = (mask: Mask) => uncropMask(mask, box, working.width, working.height);
  const photographed = toneRange ? backToPhotographedTone(result, toneRange, person, cropImage(working, box)) : result;
  const {
    image,
    targetRegion,
    coverage,
    feet: feetRegion,
  } = await backAtOriginalSize(original, uncropImage(working, photographed, box), {
    // The revealed arms are painted down past the old sleeves' hems on purpose (see `uncoverRevealedArms`).
    targetRegion: whole(
      unionMasks(unionMasks(oldGarment, leftover), armsPainted ? unionMasks(newCoverage, armsPainted) : newCoverage),
    ),
    coverage: whole(newCoverage),
    feet: feet ? whole(feet) : undefined,
  });
  const png = await encodePng(image);
  clock.lap('encode');
  return {
    image,
    png,
    category,
    detectedCategory: garmentAnalysis.detectedCategory,
    targetRegion,
    coverage,
    feet: feetRegion,
    person: original,
    measures,
    timings: clock.finish(),
  };
}
