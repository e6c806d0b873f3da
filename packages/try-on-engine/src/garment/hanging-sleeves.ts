/**
 * Long sleeves photographed hanging against a garment's body, touching it, widen every row of its outline. Where the
 * body's edges are is told by their cuffs hanging below the hem, or, when a hem hangs below their cuffs, by the seams
 * the photo shows above it (the outline then tells where the sleeves end).
 */
import { BodySeams, seamsBesideBody } from './body-seams';
import { medianOf, rowRuns, Run } from '../shared/mask-rows';
import { abs, max, min, round } from '../shared/numeric';
import { Bounds } from '../shared/raster';
import { Mask, RgbImage } from '../shared/types';

/** What a garment's outline, and its photo, tell of long sleeves hanging against its body. */
export interface HangingSleeves {
  /** The body's edges between the sleeves: shown by cuffs hanging below the hem, or by seams in the photo. */
  body?: BodySeams;
  /** The row where cuffs end above a hem hanging below them: nothing lower is sleeve. */
  sleevesEnd?: number;
}

export function hangingSleeves(mask: Mask, bounds: Bounds, centerX: number, image?: RgbImage): HangingSleeves {
  const cuffs = hangingCuffs(mask, bounds, centerX);
  if (cuffs) return { body: cuffs };
  const hem = cuffsAboveHem(mask, bounds, centerX);
  if (!hem) return {};
  const height = bounds.bottom - bounds.top + 1;
  const band = { top: round(bounds.top + (hem.cuffY - bounds.top) * 0.5), bottom: round(hem.cuffY - height * 0.03) };
  const body = image ? seamsBesideBody(image, mask, band, centerX, hem.right - hem.left) : undefined;
  return { body, sleevesEnd: hem.cuffY };
}

/** Rows at the bottom that show only two cuffs (a share of the garment's height) mark long sleeves hanging below the hem. */
const CUFF_ROWS = 0.04;
/**
 * The inner edges of two cuffs hanging below the hem at the garment's outer sides (long sleeves photographed hanging
 * beside the body, touching it): there the body of the garment ends. Undefined when the lowest rows are the hem.
 */
export function hangingCuffs(mask: Mask, bounds: Bounds, centerX: number): { left: number; right: number } | undefined {
  const width = bounds.right - bounds.left + 1;
  const height = bounds.bottom - bounds.top + 1;
  const inner: Array<{ left: number; right: number }> = [];
  for (let y = bounds.bottom; y > bounds.bottom - height * 0.2; y--) {
    const runs = rowRuns(mask, y).filter((run) => run.to - run.from >= 2);
    // The hem (a run across the middle) ends the cuffs; one cuff may hang lower than the other.
    if (runs.some((run) => run.from <= centerX && run.to >= centerX)) break;
    if (runs.length !== 2) continue;
    const [first, last] = runs;
    const cuffs =
      first.to < centerX &&
      last.from > centerX &&
      first.to - first.from < width * 0.3 &&
      last.to - last.from < width * 0.3 &&
      first.from - bounds.left < width * 0.15 &&
      bounds.right - last.to < width * 0.15;
    if (cuffs) inner.push({ left: first.to, right: last.from });
  }
  if (inner.length < height * CUFF_ROWS) return undefined;
  return { left: medianOf(inner.map((row) => row.left)), right: medianOf(inner.map((row) => row.right)) };
}

/** A cuff ending above the hem steps the outline out by at least this share of the hem's width, on each side. */
const CUFF_STEP = 0.12;
/** The step happens within this share of the garment's height; a curved or tapered hem widens gradually. */
const CUFF_STEP_ROWS = 0.02;
/** Below the cuffs the hem part runs straight down for at least this share of the height. */
const HEM_PART_ROWS = 0.04;
/**
 * Long sleeves end at least this many hem widths below the garment's top (an arm is longer than the shoulders are
 * wide); the short sleeves of a cropped tee step out above its hem too, but higher (0.83 widths down on the cropped
 * tee variant).
 */
const LONG_SLEEVE_DROP = 1;

/** Leftmost and rightmost fabric in a row, ignoring specks of one or two pixels. */
function rowSpan(mask: Mask, y: number): Run | undefined {
  const runs = rowRuns(mask, y).filter((run) => run.to - run.from >= 2);
  return runs.length === 0 ? undefined : { from: runs[0].from, to: runs[runs.length - 1].to };
}

/**
 * The edges of a hem hanging below two cuffs (long sleeves photographed hanging beside the body, touching it, and
 * ending above the hem): going up from the hem, both sides of the outline step out at once by a cuff's width and stay
 * out. Undefined when the outline widens gradually (a tapered or curved hem) or on one side only.
 */
export function cuffsAboveHem(
  mask: Mask,
  bounds: Bounds,
  centerX: number,
): { left: number; right: number; cuffY: number } | undefined {
  const height = bounds.bottom - bounds.top + 1;
  const reach = max(2, round(height * CUFF_STEP_ROWS));
  const straight = max(3, round(height * HEM_PART_ROWS));
  const start = round(bounds.bottom - height * 0.015);
  const spans: Run[] = [];
  const stepOf = (side: 'left' | 'right'): number | undefined => {
    for (let index = reach; index < spans.length; index++) {
      const below = spans[index - reach];
      const here = spans[index];
      const width = below.to - below.from;
      const moved = side === 'left' ? below.from - here.from : here.to - below.to;
      if (moved >= width * CUFF_STEP) return index;
    }
    return undefined;
  };
  for (let y = start; y > bounds.bottom - height * 0.45; y--) {
    const span = rowSpan(mask, y);
    if (!span) return undefined;
    spans.push(span);
  }
  const leftStep = stepOf('left');
  const rightStep = stepOf('right');
  if (leftStep === undefined || rightStep === undefined) return undefined;
  if (abs(leftStep - rightStep) > height * 0.05) return undefined;
  // The hem part below the lower step runs straight down; a curved hem's edges keep moving.
  const hemRows = spans.slice(0, min(leftStep, rightStep) - reach + 1);
  if (hemRows.length < straight) return undefined;
  const hemTop = hemRows.slice(-straight);
  const hemWidth = hemTop[0].to - hemTop[0].from;
  const wobble = (values: number[]) => Math.max(...values) - Math.min(...values);
  if (wobble(hemTop.map((run) => run.from)) > hemWidth * 0.03 || wobble(hemTop.map((run) => run.to)) > hemWidth * 0.03)
    return undefined;
  const left = medianOf(hemTop.map((run) => run.from));
  const right = medianOf(hemTop.map((run) => run.to));
  if (abs((left + right) / 2 - centerX) > hemWidth * 0.1) return undefined;
  const cuffY = start - max(leftStep, rightStep);
  if (cuffY - bounds.top < hemWidth * LONG_SLEEVE_DROP) return undefined;
  // Above the steps the sleeves stay beside the body for a while: a bodice widening into a peplum does not.
  const above = spans.slice(max(leftStep, rightStep), max(leftStep, rightStep) + straight * 2);
  const stepWidth = hemWidth * CUFF_STEP * 0.5;
  if (above.some((run) => run.from > left - stepWidth || run.to < right + stepWidth)) return undefined;
  return { left, right, cuffY };
}
