import { rowRuns } from '../shared/mask-rows';
import { maskBounds } from '../shared/raster';
import { GarmentCategory, Mask } from '../shared/types';
import { floor, max, min, round } from '../shared/numeric';

/** The garment's category (top, bottom or dress) read from its outline: a flare, a split between legs. */

export function columnTop(mask: Mask, x: number, fromY: number, toY: number): number | undefined {
  const column = round(min(mask.width - 1, max(0, x)));
  for (let y = fromY; y <= toY; y++) if (mask.data[y * mask.width + column] > 0.5) return y;
  return undefined;
}

/** Fraction of the lowest rows where the centre is empty with fabric on both sides: two trouser legs. */
export function legSplitFraction(mask: Mask, bounds = maskBounds(mask)): number {
  if (!bounds) return 0;
  const height = bounds.bottom - bounds.top + 1;
  const centerX = (bounds.left + bounds.right) / 2;
  let split = 0;
  let rows = 0;
  for (let y = round(bounds.top + height * 0.65); y <= bounds.bottom - height * 0.03; y++) {
    rows++;
    const runs = rowRuns(mask, y);
    const leftOfCenter = runs.some((run) => run.to < centerX);
    const rightOfCenter = runs.some((run) => run.from > centerX);
    const covered = runs.some((run) => run.from <= centerX && run.to >= centerX);
    if (leftOfCenter && rightOfCenter && !covered) split++;
  }
  return rows === 0 ? 0 : split / rows;
}

export interface CategoryEvidence {
  category: GarmentCategory;
  aspect: number;
  legSplit: number;
  /** How level the top edge is across the middle of the garment: 1 for a waistband. */
  flatTop: number;
  /** Width near the hem over the narrowest width of the middle: above 1 for a flared skirt, below for a bodysuit. */
  flare: number;
}

/** A tall garment flaring more than this at the hem is a dress even where the person photo suggests a top. */
export const CLEAR_DRESS_FLARE = 1.3;
/** Below this flare, a tall garment's lower part is a bodysuit or a tucked hem narrowing to the crotch: a top. */
const BODYSUIT_FLARE = 0.78;

/**
 * Tells trousers (split legs under a level waistband), skirts (level waistband, no sleeves), dresses (tall, not
 * narrowing at the hem) and tops apart by shape alone.
 */
export function detectCategory(mask: Mask): CategoryEvidence | undefined {
  const bounds = maskBounds(mask);
  if (!bounds) return undefined;
  const width = bounds.right - bounds.left + 1;
  const height = bounds.bottom - bounds.top + 1;
  const aspect = height / width;
  const legSplit = legSplitFraction(mask, bounds);
  let level = 0;
  let samples = 0;
  for (let step = 0; step <= 10; step++) {
    const x = bounds.left + width * (0.2 + 0.06 * step);
    const top = columnTop(mask, x, bounds.top, bounds.bottom);
    samples++;
    if (top !== undefined && top - bounds.top < height * 0.04) level++;
  }
  const flatTop = level / samples;
  const spanOf = (y: number) => {
    const runs = rowRuns(mask, round(y));
    return runs.length === 0 ? 0 : runs[runs.length - 1].to - runs[0].from + 1;
  };
  let upperWidth = 0;
  for (let y = bounds.top; y < bounds.top + height * 0.3; y += 2) upperWidth = max(upperWidth, spanOf(y));
  const lowRowWidth = spanOf(bounds.top + height * 0.9);
  // The middle's narrow rows (a waist), not its narrowest one: a notch the segmentation bit into one side is no waist.
  const middleWidths: number[] = [];
  for (let y = bounds.top + height * 0.35; y < bounds.top + height * 0.65; y += 2) {
    const span = spanOf(y);
    if (span > 0) middleWidths.push(span);
  }
  middleWidths.sort((a, b) => a - b);
  const middleWidth = middleWidths.length > 0 ? middleWidths[floor(middleWidths.length * 0.25)] : Infinity;
  const flare = Number.isFinite(middleWidth) ? lowRowWidth / middleWidth : 1;
  let category: GarmentCategory;
  // Sleeves hanging beside a cropped body also leave the centre empty low down; trousers have a level waistband.
  if (legSplit > 0.5 && flatTop > 0.7) category = 'bottom';
  else if (flatTop > 0.85 && upperWidth <= lowRowWidth * 1.08 && aspect < 1.6) category = 'bottom';
  else if (aspect > 1.55 && flare >= BODYSUIT_FLARE) category = 'dress';
  else category = 'top';
  return { category, aspect, legSplit, flatTop, flare };
}
