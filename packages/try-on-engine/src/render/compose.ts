import { FittedGarment } from '../fit/fit-garment';
import { expectedArea } from '../person/covered-area';
import type { PersonFrame } from '../person/person-frame';
import { max } from '../shared/numeric';
import { clearWhere, createMask, maskArea } from '../shared/raster';
import { confident, StageConfidence, sureness } from '../shared/stage-result';
import { GarmentCategory, Mask, RgbImage } from '../shared/types';
import { composite, shadingMap } from './compositing';
import { GarmentCoverage } from './garment-coverage';
import { paintUncovered } from './painted-fill';
import { RepaintedArea } from './repainted-area';
import { ReplacedRegions } from './replaced-regions';

/** How much of the person photo's light on the old garment is put on the new one. */
export const SHADING_STRENGTH = 0.7;
/** How much of the old garment's light revealed skin takes under a top. */
const REVEALED_SKIN_SHADING = 0.4;

export interface Composed {
  /** The try-on at the person's box. */
  result: RgbImage;
  /** The photo's light on the old garment (see compositing.ts). */
  shading: Mask;
}

/** How many pixels are repainted (`uncovered`) as body (`onBody`), both above a half. */
export function paintedBodyArea(uncovered: Mask, onBody: Mask): number {
  let area = 0;
  for (let pixel = 0; pixel < uncovered.data.length; pixel++)
    if (uncovered.data[pixel] > 0.5 && onBody.data[pixel] > 0.5) area++;
  return area;
}

/** The render stage's measures, each over the area the category covers on this body (see covered-area.ts). */
export type RenderReasons = {
  /** Skin painted where the old garment was (forearms folded over a large share of it refuse a top). */
  paintedBody: number;
  /** All that is repainted where the old garment was: skin, arms and backdrop. */
  repainted: number;
  /** The old garment's leftovers found beside the new one, and repainted. */
  oldGarmentRepainted: number;
};

/** Repainted this much, the result is mostly painted: at the second share, mostly photographed. */
const REPAINTED = { unsure: 1.2, sure: 0.3 };
/** Leftovers of the old garment this large were hard to find all of; this small, easy. */
const LEFTOVERS = { unsure: 0.3, sure: 0.05 };

/** How sure the render is, read from what it repaints, before the image is painted. */
export function renderConfidence(
  frame: PersonFrame,
  category: GarmentCategory,
  repainted: RepaintedArea,
  onBody: Mask,
): StageConfidence<RenderReasons> {
  const area = max(1, expectedArea(frame.body, category));
  const reasons: RenderReasons = {
    paintedBody: paintedBodyArea(repainted.uncovered, onBody) / area,
    repainted: maskArea(repainted.uncoveredHard) / area,
    oldGarmentRepainted: maskArea(repainted.leftover) / area,
  };
  return confident(reasons, [
    sureness(reasons.repainted, REPAINTED.unsure, REPAINTED.sure),
    sureness(reasons.oldGarmentRepainted, LEFTOVERS.unsure, LEFTOVERS.sure),
  ]);
}

/** Paints what the old garment leaves (skin, arms, backdrop) and draws the new garment over it in the photo's light. */
export function compose(
  frame: PersonFrame,
  category: GarmentCategory,
  parts: { fitted: FittedGarment; regions: ReplacedRegions; coverage: GarmentCoverage; repainted: RepaintedArea },
  onBody: Mask,
): Composed {
  const { person, personMask, body, width, height } = frame;
  const { knownSkin, oldGarment, lowerBody, bareArms, armsPainted } = parts.regions;
  const { skin, skinModel, oldTop, oldBottom } = parts.regions.regions;
  const { uncovered, uncoveredHard, underTop } = parts.repainted;
  const { newCoverage, garmentAlpha } = parts.coverage;
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
    garment: parts.fitted.warped,
    garmentAlpha,
    shading,
    shadingStrength: SHADING_STRENGTH,
    fillShading,
  });
  return { result, shading };
}
