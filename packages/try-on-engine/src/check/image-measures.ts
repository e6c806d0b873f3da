import { abs, luma, max } from '../shared/numeric';
import { boxBlur } from '../shared/raster';
import { Mask, RgbImage } from '../shared/types';

/**
 * Measures of the finished image that a person reads at a glance and the other measures miss (issue #63): a garment
 * placed as a flat smear, a ragged outline, skin painted as blocks with hard straight edges. The calibrated score
 * (result-score.ts) weighs them with the stages' confidences.
 */
export type ImageMeasures = {
  /** Share of the placed garment that is flat (no texture) in the result, less the same share in the garment photo. */
  flatExcess: number;
  /** Share of the placed garment that is flat in the result: a white smear is flat throughout. */
  flatShare: number;
  /** Mean luma gradient of the placed garment in the result over that of the same pixels in the garment photo. */
  textureKept: number;
  /** Length of the new garment's outline over that of the same outline smoothed, less 1: 0 smooth, higher ragged. */
  outlineJaggedness: number;
  /** Mean luma step (0–255) across the new garment's outline in the result: a pasted-on garment steps hard. */
  garmentEdgeStep: number;
  /** Mean luma step (0–255) across the edge of what was repainted (skin, arms, backdrop), in the result. */
  paintedEdgeStep: number;
  /**
   * Share of the repainted area's edge that lies on straight horizontal or vertical runs (blocks, not limbs), of an edge
   * at least as long as the square root of the garment's area: a painted sliver, a strap's width, is no block.
   */
  paintedStraightEdges: number;
  /** The repainted area's edge length over the square root of the garment's area. */
  paintedEdgeLength: number;
  /**
   * How far the drawn garment's hem lies above where its hem was placed, over the placed length (tops and dresses): a
   * garment cut at an old garment's hem, or tucked in.
   */
  hemRaised?: number;
  /** Mean luma step (0–255) across the drawn garment's lower edge: a hard band where it was cut. */
  hemStep: number;
};

export interface ImageMeasureInput {
  result: RgbImage;
  newCoverage: Mask;
  garmentAlpha: Mask;
  /** The garment photo's pixels warped onto the person (RGB, person size). */
  garmentPixels: ArrayLike<number>;
  /** What is repainted, before it is softened (see repainted-area.ts). */
  repaintedHard: Mask;
  /** Where the garment's shoulder line and hem were placed (rows; see fit-garment.ts). */
  placedRows?: { shoulder: number; hem: number };
}

/** A luma gradient (|dx| + |dy|, 0–255) below this is flat: a smear, or a plain backdrop. */
const FLAT_GRADIENT = 3;
/** A run of outline this long, straight along a row or a column, is a block's edge (pixels at the working size). */
const STRAIGHT_RUN = 18;
/** The outline is compared with itself smoothed over this radius. */
const SMOOTHING = 4;

function outlineLength(mask: Mask, level = 0.5): number {
  const { width, height, data } = mask;
  let length = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = data[y * width + x] > level;
      if (x + 1 < width && inside !== data[y * width + x + 1] > level) length++;
      if (y + 1 < height && inside !== data[(y + 1) * width + x] > level) length++;
    }
  return length;
}

/** The mean luma step across a mask's edge (two pixels either side), and its share on long straight runs. */
function edgeMeasures(mask: Mask, image: RgbImage): { step: number; straight: number; length: number } {
  const { width, height, data } = mask;
  const inside = (x: number, y: number) => data[y * width + x] > 0.5;
  let steps = 0;
  let edges = 0;
  let straight = 0;
  // Rows: edges between (x, y) and (x, y + 1), gathered into runs along x; columns the same along y.
  for (let y = 2; y < height - 3; y++) {
    let run = 0;
    for (let x = 0; x <= width; x++) {
      const edge = x < width && inside(x, y) !== inside(x, y + 1);
      if (edge) {
        edges++;
        run++;
        steps += abs(luma(image.data, (y + 3) * width + x) - luma(image.data, (y - 2) * width + x));
      } else {
        if (run >= STRAIGHT_RUN) straight += run;
        run = 0;
      }
    }
  }
  for (let x = 2; x < width - 3; x++) {
    let run = 0;
    for (let y = 0; y <= height; y++) {
      const edge = y < height && inside(x, y) !== inside(x + 1, y);
      if (edge) {
        edges++;
        run++;
        steps += abs(luma(image.data, y * width + x + 3) - luma(image.data, y * width + x - 2));
      } else {
        if (run >= STRAIGHT_RUN) straight += run;
        run = 0;
      }
    }
  }
  return { step: edges ? steps / edges : 0, straight: edges ? straight / edges : 0, length: edges };
}

/** The rows above which the given shares of a mask's pixels lie. */
function rowsAt(mask: Mask, shares: number[]): number[] {
  const { width, height, data } = mask;
  const perRow = new Array<number>(height).fill(0);
  let total = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const pixel = y * width + x;
      if (data[pixel] > 0.5) {
        perRow[y]++;
        total++;
      }
    }
  return shares.map((share) => {
    let seen = 0;
    for (let y = 0; y < height; y++) {
      seen += perRow[y];
      if (seen >= share * total) return y;
    }
    return height;
  });
}

/** The mean luma step across a mask's lower edge (inside above, outside below), three pixels either side. */
function lowerEdgeStep(mask: Mask, image: RgbImage): number {
  const { width, height, data } = mask;
  let steps = 0;
  let edges = 0;
  for (let y = 3; y < height - 4; y++)
    for (let x = 0; x < width; x++) {
      if (data[y * width + x] <= 0.5 || data[(y + 1) * width + x] > 0.5) continue;
      edges++;
      steps += abs(luma(image.data, (y + 4) * width + x) - luma(image.data, (y - 3) * width + x));
    }
  return edges ? steps / edges : 0;
}

function hemRaised(newCoverage: Mask, rows: { shoulder: number; hem: number }): number {
  const [drawnBottom] = rowsAt(newCoverage, [0.98]);
  return max(0, rows.hem - drawnBottom) / max(1, rows.hem - rows.shoulder);
}

export function measureImage(input: ImageMeasureInput): ImageMeasures {
  const { result, newCoverage, garmentAlpha, garmentPixels, repaintedHard } = input;
  const { width, height } = result;
  let placed = 0;
  let flatResult = 0;
  let flatPhoto = 0;
  let gradientResult = 0;
  let gradientPhoto = 0;
  for (let y = 0; y + 1 < height; y++)
    for (let x = 0; x + 1 < width; x++) {
      const pixel = y * width + x;
      if (garmentAlpha.data[pixel] <= 0.9 || garmentAlpha.data[pixel + 1] <= 0.9) continue;
      if (garmentAlpha.data[pixel + width] <= 0.9) continue;
      const here = luma(result.data, pixel);
      const inResult = abs(luma(result.data, pixel + 1) - here) + abs(luma(result.data, pixel + width) - here);
      const there = luma(garmentPixels, pixel);
      const inPhoto = abs(luma(garmentPixels, pixel + 1) - there) + abs(luma(garmentPixels, pixel + width) - there);
      placed++;
      gradientResult += inResult;
      gradientPhoto += inPhoto;
      if (inResult < FLAT_GRADIENT) flatResult++;
      if (inPhoto < FLAT_GRADIENT) flatPhoto++;
    }
  const garmentArea = max(1, placed);
  const smoothed = boxBlur(newCoverage, SMOOTHING);
  const outline = outlineLength(newCoverage);
  const painted = edgeMeasures(repaintedHard, result);
  return {
    flatExcess: (flatResult - flatPhoto) / garmentArea,
    flatShare: flatResult / garmentArea,
    textureKept: gradientPhoto > 0 ? gradientResult / gradientPhoto : 1,
    outlineJaggedness: outline / max(1, outlineLength(smoothed)) - 1,
    garmentEdgeStep: edgeMeasures(newCoverage, result).step,
    paintedEdgeStep: painted.step,
    paintedStraightEdges: painted.straight * Math.min(1, painted.length / Math.sqrt(garmentArea)),
    paintedEdgeLength: painted.length / Math.sqrt(garmentArea),
    hemRaised: input.placedRows && hemRaised(newCoverage, input.placedRows),
    hemStep: lowerEdgeStep(newCoverage, result),
  };
}
