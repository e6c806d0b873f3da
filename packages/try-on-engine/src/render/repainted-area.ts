import { FittedGarment } from '../fit/fit-garment';
import { colourPresence } from '../person/held-objects';
import { LeftoverInput, oldGarmentLeftover } from '../person/old-garment-leftovers';
import type { PersonFrame } from '../person/person-frame';
import {
  bottomUnderTop,
  growUncovered,
  hemRow,
  keepOnePieceAboveBottom,
  onePieceAboveTop,
} from '../person/top-and-bottom';
import { round } from '../shared/numeric';
import { clearWhere, gaussianBlur, insideEither, insideWithout, maskBounds } from '../shared/raster';
import { GarmentCategory, Mask } from '../shared/types';
import { GarmentCoverage } from './garment-coverage';
import { oldGarmentRim } from './old-garment-rim';
import { oldStraps } from './old-straps';
import { ReplacedRegions } from './replaced-regions';
import { uncoverRevealedArms } from './revealed-skin';
import { armsInSleeves, ArmsInSleeves } from './sleeved-arms';
import { softEdge } from './soft-edge';

/** How far beyond the old garment's colour estimate its leftovers are looked for, in shoulder widths. */
const LEFTOVER_REACH = 0.15;

/** What of the old garment the new one leaves showing, to be repainted. */
export interface RepaintedArea {
  /** How the old garment's leftovers were looked for on the person photo (the check looks again on the result). */
  leftoverInput: LeftoverInput;
  /** The old garment's leftovers beside the new garment, its collar and its straps. */
  leftover: Mask;
  /** The old garment's rim against the backdrop. */
  rim: Mask;
  /** The new garment's soft edge (see soft-edge.ts). */
  edge: Mask;
  /** What is repainted, before it is softened. */
  uncoveredHard: Mask;
  /** What is repainted, softened and kept off what stays as photographed. */
  uncovered: Mask;
  inSleeves?: ArmsInSleeves;
  underTop?: ReturnType<typeof bottomUnderTop>;
}

/** Finds what the old garment leaves beside the new one: leftovers, collar, straps, rim and the arms in sleeves. */
export function repaintedArea(
  frame: PersonFrame,
  category: GarmentCategory,
  regions: ReplacedRegions,
  coverage: GarmentCoverage,
  fitted: FittedGarment,
): RepaintedArea {
  const { person, personMask, body, height } = frame;
  const { feet, oldGarment, oldColours, knownSkin, bareArms, armsPainted, armsAsPhotographed, lowerBody } = regions;
  const { skin, skinModel, head, oldTop, oldBottom, onePiece } = regions.regions;
  const { newCoverage, collar, protectedHard, garmentAlpha } = coverage;
  // What the old garment's colour estimate missed beside the new garment is repainted with the rest of it.
  const kept = insideEither(protectedHard, skin);
  if (feet) for (let pixel = 0; pixel < feet.data.length; pixel++) if (feet.data[pixel] > 0.5) kept.data[pixel] = 1;
  const other = category === 'top' ? (onePiece ? undefined : oldBottom) : category === 'bottom' ? oldTop : undefined;
  const otherAlone = other ? insideWithout(other, oldGarment) : undefined;
  const leftoverInput = {
    image: person,
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
  const leftover = oldGarmentLeftover(leftoverInput);
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
  const rim = oldGarmentRim(leftoverInput, leftover, skinModel);
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
          layer: fitted.warped.layer,
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
  return { leftoverInput, leftover, rim, edge, uncoveredHard, uncovered, inSleeves, underTop };
}
