import { Placement, PlacedPoint } from './fitting';
import { createMask, dilate, erode } from '../shared/raster';
import { Mask, Point, RgbImage } from '../shared/types';
import { abs, ceil, floor, hypot, max, min, round } from '../shared/numeric';

/** The garment as it will lie on the person, at the person photo's size. */
/** A line is looked at in this many steps for `sleeveAlong`. */
const LINE_STEPS = 20;

export interface WarpedGarment {
  /** Linear-light-free straight RGB, three floats a pixel, only meaningful where alpha > 0. */
  color: Float32Array;
  alpha: Mask;
  /** 1 where a sleeve lies over the body, so the arm under it may be covered. */
  layer: Uint8Array;
}

const GRID_STEP = 6;
function sampleBilinear(image: RgbImage, mask: Mask, x: number, y: number, out: Float32Array): number {
  const x0 = max(0, min(image.width - 2, floor(x)));
  const y0 = max(0, min(image.height - 2, floor(y)));
  const fx = max(0, min(1, x - x0));
  const fy = max(0, min(1, y - y0));
  const w00 = (1 - fx) * (1 - fy);
  const w10 = fx * (1 - fy);
  const w01 = (1 - fx) * fy;
  const w11 = fx * fy;
  const i00 = y0 * image.width + x0;
  const i10 = i00 + 1;
  const i01 = i00 + image.width;
  const i11 = i01 + 1;
  for (let channel = 0; channel < 3; channel++) {
    out[channel] =
      image.data[i00 * 3 + channel] * w00 +
      image.data[i10 * 3 + channel] * w10 +
      image.data[i01 * 3 + channel] * w01 +
      image.data[i11 * 3 + channel] * w11;
  }
  return mask.data[i00] * w00 + mask.data[i10] * w10 + mask.data[i01] * w01 + mask.data[i11] * w11;
}

interface Triangle {
  placed: [PlacedPoint, PlacedPoint, PlacedPoint];
  source: [Point, Point, Point];
  layer: number;
}

function drawTriangle(triangle: Triangle, garment: RgbImage, garmentAlpha: Mask, target: WarpedGarment): void {
  const [p0, p1, p2] = triangle.placed;
  const [s0, s1, s2] = triangle.source;
  const { width, height } = target.alpha;
  const denominator = (p1.y - p2.y) * (p0.x - p2.x) + (p2.x - p1.x) * (p0.y - p2.y);
  if (abs(denominator) < 1e-6) return;
  const minX = max(0, floor(min(p0.x, min(p1.x, p2.x))));
  const maxX = min(width - 1, ceil(max(p0.x, max(p1.x, p2.x))));
  const minY = max(0, floor(min(p0.y, min(p1.y, p2.y))));
  const maxY = min(height - 1, ceil(max(p0.y, max(p1.y, p2.y))));
  const sample = new Float32Array(3);
  const epsilon = -1e-3;
  for (let y = minY; y <= maxY; y++) {
    const rowPart0 = (p2.x - p1.x) * (y - p2.y);
    const rowPart1 = (p0.x - p2.x) * (y - p2.y);
    for (let x = minX; x <= maxX; x++) {
      const w0 = ((p1.y - p2.y) * (x - p2.x) + rowPart0) / denominator;
      const w1 = ((p2.y - p0.y) * (x - p2.x) + rowPart1) / denominator;
      const w2 = 1 - w0 - w1;
      if (w0 < epsilon || w1 < epsilon || w2 < epsilon) continue;
      const sourceX = w0 * s0.x + w1 * s1.x + w2 * s2.x;
      const sourceY = w0 * s0.y + w1 * s1.y + w2 * s2.y;
      const alpha = sampleBilinear(garment, garmentAlpha, sourceX, sourceY, sample);
      if (alpha <= 0.002) continue;
      const index = y * width + x;
      const below = target.alpha.data[index];
      // Painter's order: a sleeve drawn later lies over the body drawn before it.
      const combined = alpha + below * (1 - alpha);
      for (let channel = 0; channel < 3; channel++) {
        const previous = target.color[index * 3 + channel];
        target.color[index * 3 + channel] = (sample[channel] * alpha + previous * below * (1 - alpha)) / combined;
      }
      target.alpha.data[index] = combined;
      if (triangle.layer > target.layer[index] && alpha > 0.5) target.layer[index] = triangle.layer;
    }
  }
}

/** Whether no two of the corners belong to different pieces of cloth (a triangle between them would be stretched). */
function samePiece(...corners: PlacedPoint[]): boolean {
  let piece: number | undefined;
  for (const corner of corners) {
    if (corner.piece === undefined) continue;
    if (piece !== undefined && corner.piece !== piece) return false;
    piece = corner.piece;
  }
  return true;
}

/**
 * Whether a triangle of the mesh is turned over where it is placed (its corners in the other order round it than in
 * the photo). Between a torso and a sleeve turned with the arm the mesh folds over itself, and the turned-over cells,
 * each holding a piece of the seam between the two, drew a ladder of the torso's and the sleeve's colours beside the
 * sleeve; the cells either side of a fold cover its place.
 */
function folded(placed: PlacedPoint[], sources: Point[], first: number, second: number, third: number): boolean {
  const turn = (points: Point[]) =>
    (points[second].x - points[first].x) * (points[third].y - points[first].y) -
    (points[second].y - points[first].y) * (points[third].x - points[first].x);
  return turn(placed) * turn(sources) < 0;
}

/** Renders the garment onto a person-sized canvas by moving a fine mesh laid over the garment photo. */
export function warpGarment(
  garment: RgbImage,
  garmentAlpha: Mask,
  bounds: { left: number; top: number; right: number; bottom: number },
  placement: Placement,
  width: number,
  height: number,
): WarpedGarment {
  const target: WarpedGarment = {
    color: new Float32Array(width * height * 3),
    alpha: createMask(width, height),
    layer: new Uint8Array(width * height),
  };
  const left = max(0, bounds.left - GRID_STEP);
  const top = max(0, bounds.top - GRID_STEP);
  const columns = ceil((min(garment.width - 1, bounds.right + GRID_STEP) - left) / GRID_STEP) + 1;
  const rows = ceil((min(garment.height - 1, bounds.bottom + GRID_STEP) - top) / GRID_STEP) + 1;
  const sources: Point[] = [];
  const placed: PlacedPoint[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const source = {
        x: min(garment.width - 1, left + column * GRID_STEP),
        y: min(garment.height - 1, top + row * GRID_STEP),
      };
      sources.push(source);
      placed.push(placement.place(source));
    }
  }
  const covered = new Uint8Array((rows - 1) * (columns - 1));
  const right = min(garment.width, left + (columns - 1) * GRID_STEP);
  const cellColumn = new Int32Array(right - left).map((_, offset) => floor(offset / GRID_STEP));
  for (let y = top; y < min(garment.height, top + (rows - 1) * GRID_STEP); y++) {
    const cellRow = floor((y - top) / GRID_STEP) * (columns - 1);
    const pixelRow = y * garment.width + left;
    for (let offset = 0; offset < right - left; offset++)
      if (garmentAlpha.data[pixelRow + offset] > 0.002) covered[cellRow + cellColumn[offset]] = 1;
  }
  const triangles: Triangle[] = [];
  for (let row = 0; row < rows - 1; row++) {
    for (let column = 0; column < columns - 1; column++) {
      if (!covered[row * (columns - 1) + column]) continue;
      const a = row * columns + column;
      const b = a + 1;
      const c = a + columns;
      const d = c + 1;
      // A cell between a sleeve and the body is stretched between where each lies: it belongs with the body, under the
      // sleeve and tucked in with it. On the sleeve's layer it hung past the cuff in strands over the trousers.
      const layer = min(min(placed[a].layer, placed[b].layer), min(placed[c].layer, placed[d].layer));
      for (const [first, second, third] of [
        [a, b, d],
        [a, d, c],
      ])
        if (samePiece(placed[first], placed[second], placed[third]) && !folded(placed, sources, first, second, third))
          triangles.push({
            placed: [placed[first], placed[second], placed[third]],
            source: [sources[first], sources[second], sources[third]],
            layer,
          });
    }
  }
  triangles.sort((first, second) => first.layer - second.layer);
  for (const triangle of triangles) drawTriangle(triangle, garment, garmentAlpha, target);
  return target;
}

/**
 * A flat garment is narrower than the body under the arms and at the shoulder caps, so the torso and a sleeve laid
 * along the arm leave slits of the old garment between them. Slits narrower than `radius` on the person are closed with
 * the colours of the garment on either side, interpolated along the row; but not an opening of the garment's own
 * (`opening`, a V neckline's), whose narrow tip was filled with the colours of its edges.
 */
export function closeGaps(target: WarpedGarment, personMask: Mask, radius: number, opening?: Mask): void {
  const { width, height, data: alpha } = target.alpha;
  const covered = createMask(width, height);
  for (let pixel = 0; pixel < alpha.length; pixel++) covered.data[pixel] = alpha[pixel] > 0.5 ? 1 : 0;
  const closed = erode(dilate(covered, radius), radius);
  if (opening) for (let pixel = 0; pixel < alpha.length; pixel++) if (opening.data[pixel] > 0.5) closed.data[pixel] = 0;
  const color = target.color;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let x = 0;
    while (x < width) {
      const pixel = row + x;
      if (closed.data[pixel] < 0.5 || covered.data[pixel] > 0.5 || personMask.data[pixel] < 0.5) {
        x++;
        continue;
      }
      let end = x;
      while (
        end + 1 < width &&
        closed.data[row + end + 1] > 0.5 &&
        covered.data[row + end + 1] < 0.5 &&
        personMask.data[row + end + 1] > 0.5
      )
        end++;
      const before = x > 0 && covered.data[pixel - 1] > 0.5 ? pixel - 1 : -1;
      const after = end + 1 < width && covered.data[row + end + 1] > 0.5 ? row + end + 1 : -1;
      for (let fillX = x; fillX <= end; fillX++) {
        const nearerBefore = after < 0 || (before >= 0 && fillX - x <= end - fillX);
        const edge = nearerBefore ? before : after;
        if (edge < 0) continue;
        // Mirroring the neighbouring fabric across the slit's edge keeps its texture; a flat colour would streak.
        const mirrored = nearerBefore ? edge - (fillX - x) : edge + (end - fillX);
        const source = mirrored >= row && mirrored < row + width && covered.data[mirrored] > 0.5 ? mirrored : edge;
        for (let channel = 0; channel < 3; channel++) color[(row + fillX) * 3 + channel] = color[source * 3 + channel];
        alpha[row + fillX] = 1;
      }
      x = end + 1;
    }
  }
}

/**
 * How far down the line from `from` to `to` (0 to 1) a sleeve (layer 1) of the placed garment is drawn within
 * `halfWidth` of it, across; 0 where none is. Part of a sleeve lying against the body is drawn on the body's layer.
 */
export function sleeveReach(target: WarpedGarment, from: Point, to: Point, halfWidth: number): number {
  const { width, height, data } = target.alpha;
  const length = max(1, hypot(to.x - from.x, to.y - from.y));
  const across = { x: -(to.y - from.y) / length, y: (to.x - from.x) / length };
  for (let step = LINE_STEPS; step > 0; step--) {
    const centre = {
      x: from.x + ((to.x - from.x) * step) / LINE_STEPS,
      y: from.y + ((to.y - from.y) * step) / LINE_STEPS,
    };
    for (let offset = -halfWidth; offset <= halfWidth; offset += 2) {
      const x = round(centre.x + across.x * offset);
      const y = round(centre.y + across.y * offset);
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const pixel = y * width + x;
      if (data[pixel] > 0.5 && target.layer[pixel] === 1) return step / LINE_STEPS;
    }
  }
  return 0;
}

/** Share of the line from `from` to `to` over which a sleeve (layer 1) of the placed garment is drawn. */
export function sleeveAlong(target: WarpedGarment, from: Point, to: Point): number {
  const { width, height, data } = target.alpha;
  let inSleeve = 0;
  for (let step = 0; step <= LINE_STEPS; step++) {
    const x = round(from.x + ((to.x - from.x) * step) / LINE_STEPS);
    const y = round(from.y + ((to.y - from.y) * step) / LINE_STEPS);
    if (x < 0 || y < 0 || x >= width || y >= height) continue;
    const pixel = y * width + x;
    if (data[pixel] > 0.5 && target.layer[pixel] === 1) inSleeve++;
  }
  return inSleeve / (LINE_STEPS + 1);
}
