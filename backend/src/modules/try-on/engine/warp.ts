import { Placement, PlacedPoint } from './fitting';
import { boxBlur, createMask, dilate, erode, mapMask } from './raster';
import { Mask, Point, RgbImage } from './types';
import { abs, ceil, floor, hypot3, max, min, round, sqrt } from './numeric';

/** The garment as it will lie on the person, at the person photo's size. */
export interface WarpedGarment {
  /** Linear-light-free straight RGB, three floats a pixel, only meaningful where alpha > 0. */
  color: Float32Array;
  alpha: Mask;
  /** 1 where a sleeve lies over the body, so the arm under it may be covered. */
  layer: Uint8Array;
}

const GRID_STEP = 6;
/** Width of a placed garment's outline, in pixels, where its photo's backdrop shows through the anti-aliasing. */
const EDGE_WIDTH = 2;
/** How much of a widened shoulder's reach the garment's own outline beside it is left out (see `coverShoulders`). */
const SHOULDER_EDGE = 0.12;
/** Colour bins per channel when looking for a garment's plain ground colour. */
const COLOUR_LEVELS = 8;
/** Share of the fabric near a covered shoulder that must have one hue for it to be the garment's plain ground. */
const PLAIN_FABRIC = 0.5;
/** A two-toned fabric's colours are at least this far apart (0–255 RGB); closer, they are shades of one colour. */
const TONE_GAP = 60;
/** Its pixels lie within this distance of the colours between its two tones (or 0.12 of their distance)... */
const TONE_TOLERANCE = 15;
/** ...this share of them... */
const ON_TONES = 0.8;
/** ...and this share near each tone. */
const TONE_SHARE = 0.2;
/** A pixel is of the ground's hue within this chromaticity distance (white fabric's shading stays within 0.01)... */
const GROUND_HUE = 0.03;
/** ...and this brightness factor. */
const GROUND_BRIGHTNESS = 1.35;

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
    for (let x = minX; x <= maxX; x++) {
      const w0 = ((p1.y - p2.y) * (x - p2.x) + (p2.x - p1.x) * (y - p2.y)) / denominator;
      const w1 = ((p2.y - p0.y) * (x - p2.x) + (p0.x - p2.x) * (y - p2.y)) / denominator;
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
  for (let y = top; y < min(garment.height, top + (rows - 1) * GRID_STEP); y++) {
    for (let x = left; x < min(garment.width, left + (columns - 1) * GRID_STEP); x++) {
      if (garmentAlpha.data[y * garment.width + x] > 0.002)
        covered[floor((y - top) / GRID_STEP) * (columns - 1) + floor((x - left) / GRID_STEP)] = 1;
    }
  }
  const triangles: Triangle[] = [];
  for (let row = 0; row < rows - 1; row++) {
    for (let column = 0; column < columns - 1; column++) {
      if (!covered[row * (columns - 1) + column]) continue;
      const a = row * columns + column;
      const b = a + 1;
      const c = a + columns;
      const d = c + 1;
      const layer = max(max(placed[a].layer, placed[b].layer), max(placed[c].layer, placed[d].layer));
      if (samePiece(placed[a], placed[b], placed[d]))
        triangles.push({
          placed: [placed[a], placed[b], placed[d]],
          source: [sources[a], sources[b], sources[d]],
          layer,
        });
      if (samePiece(placed[a], placed[d], placed[c]))
        triangles.push({
          placed: [placed[a], placed[d], placed[c]],
          source: [sources[a], sources[d], sources[c]],
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
 * the colours of the garment on either side, interpolated along the row.
 */
export function closeGaps(target: WarpedGarment, personMask: Mask, radius: number): void {
  const { width, height, data: alpha } = target.alpha;
  const covered = createMask(width, height);
  for (let pixel = 0; pixel < alpha.length; pixel++) covered.data[pixel] = alpha[pixel] > 0.5 ? 1 : 0;
  const closed = erode(dilate(covered, radius), radius);
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
 * Widens the placed garment over `allowed` pixels (the old garment's outer shoulders, see the pipeline) up to `reach`
 * pixels from its edge, ring by ring, each pixel taking the mean colour of its covered neighbours. A sleeve turned down
 * along the arm leaves the outer shoulder between it and the torso bare; left so, that part of the old garment shows
 * or is repainted as a blurred patch, and the sleeve looks detached from the body. Returns how many pixels it covered.
 */
export function coverShoulders(target: WarpedGarment, allowed: Mask, reach: number): number {
  const { width, data: alpha } = target.alpha;
  const covered = new Uint8Array(alpha.length);
  const added = new Uint8Array(alpha.length);
  for (let pixel = 0; pixel < alpha.length; pixel++) covered[pixel] = alpha[pixel] > 0.5 ? 1 : 0;
  const garment = Uint8Array.from(covered);
  // The garment's own outline beside the widened part is half backdrop, and a sleeve's edge is often a lit seam: copied
  // outward, that outline made a light grey block of the covered shoulder. The fabric a little inside it is copied.
  const edge = max(EDGE_WIDTH, round(reach * SHOULDER_EDGE));
  const inner = erode({ width, height: target.alpha.height, data: Float32Array.from(covered) }, edge);
  const beside = dilate(
    mapMask(allowed, (value, pixel) => (value > 0.5 && !covered[pixel] ? 1 : 0)),
    edge + 1,
  );
  for (let pixel = 0; pixel < alpha.length; pixel++)
    if (covered[pixel] && inner.data[pixel] < 0.5 && beside.data[pixel] > 0.5) covered[pixel] = 0;
  const color = target.color;
  let frontier: number[] = [];
  for (let pixel = 0; pixel < alpha.length; pixel++)
    if (!covered[pixel] && (allowed.data[pixel] > 0.5 || alpha[pixel] > 0.5)) frontier.push(pixel);
  let filled = 0;
  for (let ring = 0; ring < reach + edge && frontier.length > 0; ring++) {
    const reached: number[] = [];
    const colours: number[] = [];
    const waiting: number[] = [];
    for (const pixel of frontier) {
      const x = pixel % width;
      let red = 0;
      let green = 0;
      let blue = 0;
      let neighbours = 0;
      for (const next of [x > 0 ? pixel - 1 : -1, x < width - 1 ? pixel + 1 : -1, pixel - width, pixel + width]) {
        if (next < 0 || next >= alpha.length || !covered[next]) continue;
        red += color[next * 3];
        green += color[next * 3 + 1];
        blue += color[next * 3 + 2];
        neighbours++;
      }
      if (neighbours === 0) {
        waiting.push(pixel);
        continue;
      }
      reached.push(pixel);
      colours.push(red / neighbours, green / neighbours, blue / neighbours);
    }
    if (reached.length === 0) break;
    reached.forEach((pixel, index) => {
      for (let channel = 0; channel < 3; channel++) color[pixel * 3 + channel] = colours[index * 3 + channel];
      if (alpha[pixel] <= 0.5) filled++;
      covered[pixel] = 1;
      added[pixel] = 1;
      alpha[pixel] = 1;
    });
    frontier = waiting;
  }
  if (filled > 0) {
    const near = dilate({ width, height: target.alpha.height, data: Float32Array.from(added) }, reach);
    const ground = plainFabric(target, garment, near);
    const tones = ground ? undefined : twoTones(target, garment, near);
    if (ground) for (let pixel = 0; pixel < alpha.length; pixel++) if (added[pixel]) color.set(ground, pixel * 3);
    // Smoothed, two tones (stripes, a check) average to a third colour that is in neither: grey on navy and white.
    if (tones) snapToTones(target, added, tones);
    else smoothAdded(target, covered, added, reach, ground);
  }
  return filled;
}

/** Which of COLOUR_LEVELS³ colour bins a garment pixel falls in. */
function colourBin(color: Float32Array, pixel: number): number {
  const level = (value: number) => min(COLOUR_LEVELS - 1, max(0, floor((value * COLOUR_LEVELS) / 256)));
  return (
    (level(color[pixel * 3]) * COLOUR_LEVELS + level(color[pixel * 3 + 1])) * COLOUR_LEVELS +
    level(color[pixel * 3 + 2])
  );
}

/**
 * The garment's pixels within `near`, and the mean colours of their COLOUR_LEVELS³ colour bins, commonest first.
 */
function fabricColours(
  target: WarpedGarment,
  garment: Uint8Array,
  near: Mask,
): { pixels: number[]; colours: Array<[number, number, number]> } {
  const counts = new Map<number, { pixels: number; sum: [number, number, number] }>();
  const pixels: number[] = [];
  for (let pixel = 0; pixel < garment.length; pixel++) {
    if (!garment[pixel] || near.data[pixel] < 0.5) continue;
    pixels.push(pixel);
    const bin = colourBin(target.color, pixel);
    const entry = counts.get(bin) ?? { pixels: 0, sum: [0, 0, 0] };
    entry.pixels++;
    for (let channel = 0; channel < 3; channel++) entry.sum[channel] += target.color[pixel * 3 + channel];
    counts.set(bin, entry);
  }
  const colours = [...counts.values()]
    .sort((a, b) => b.pixels - a.pixels)
    .map((entry) => entry.sum.map((value) => value / entry.pixels) as [number, number, number]);
  return { pixels, colours };
}

/** Whether a garment pixel has the ground's hue, in its light or its shade. */
function onGround(color: Float32Array, pixel: number, ground: [number, number, number]): boolean {
  const sum = color[pixel * 3] + color[pixel * 3 + 1] + color[pixel * 3 + 2] + 1;
  const groundSum = ground[0] + ground[1] + ground[2] + 1;
  const ratio = sum / groundSum;
  if (ratio < 1 / GROUND_BRIGHTNESS || ratio > GROUND_BRIGHTNESS) return false;
  const hue = hypot3(
    color[pixel * 3] / sum - ground[0] / groundSum,
    color[pixel * 3 + 1] / sum - ground[1] / groundSum,
    color[pixel * 3 + 2] / sum - ground[2] / groundSum,
  );
  return hue < GROUND_HUE;
}

/**
 * The plain ground colour of the garment's fabric near the covered shoulder, when PLAIN_FABRIC of it has the hue of
 * its commonest colour (a white tee printed with flowers): the shoulder is covered with that ground, since grown from
 * the edge, a flower at the sleeve's top was smeared over it. A print all over, or two colours meeting there, gives none.
 */
function plainFabric(target: WarpedGarment, garment: Uint8Array, near: Mask): [number, number, number] | undefined {
  const { pixels, colours } = fabricColours(target, garment, near);
  if (colours.length === 0) return undefined;
  const seed = colours[0];
  const sum = [0, 0, 0];
  let members = 0;
  for (const pixel of pixels) {
    if (!onGround(target.color, pixel, seed)) continue;
    members++;
    for (let channel = 0; channel < 3; channel++) sum[channel] += target.color[pixel * 3 + channel];
  }
  if (members < pixels.length * PLAIN_FABRIC) return undefined;
  return [sum[0] / members, sum[1] / members, sum[2] / members];
}

/**
 * The two colours of a two-toned fabric near the covered shoulder (stripes, a check): its commonest colour and the
 * commonest one clearly unlike it, when nearly all of the fabric lies between the two in colour (their shades and the
 * blends along their borders: ON_TONES of it) and each has TONE_SHARE of it. A print in more colours gives none.
 */
function twoTones(
  target: WarpedGarment,
  garment: Uint8Array,
  near: Mask,
): [[number, number, number], [number, number, number]] | undefined {
  const { pixels, colours: means } = fabricColours(target, garment, near);
  if (means.length < 2) return undefined;
  const first = means[0];
  const gapTo = (colour: [number, number, number]) =>
    hypot3(colour[0] - first[0], colour[1] - first[1], colour[2] - first[2]);
  const second = means.find((mean) => gapTo(mean) >= TONE_GAP);
  if (!second) return undefined;
  const gap = [second[0] - first[0], second[1] - first[1], second[2] - first[2]];
  const gapSquared = gap[0] * gap[0] + gap[1] * gap[1] + gap[2] * gap[2];
  const tolerance = max(TONE_TOLERANCE, sqrt(gapSquared) * 0.12);
  let between = 0;
  let nearFirst = 0;
  let nearSecond = 0;
  for (const pixel of pixels) {
    const offset = [0, 1, 2].map((channel) => target.color[pixel * 3 + channel] - first[channel]);
    const along = max(0, min(1, (offset[0] * gap[0] + offset[1] * gap[1] + offset[2] * gap[2]) / gapSquared));
    const off = hypot3(offset[0] - gap[0] * along, offset[1] - gap[1] * along, offset[2] - gap[2] * along);
    if (off > tolerance) continue;
    between++;
    if (along < 0.3) nearFirst++;
    else if (along > 0.7) nearSecond++;
  }
  const total = pixels.length;
  if (between < total * ON_TONES || min(nearFirst, nearSecond) < total * TONE_SHARE) return undefined;
  return [first, second];
}

/** Each covered pixel takes the nearer of the fabric's two tones, so stripes grown outward stay crisp. */
function snapToTones(
  target: WarpedGarment,
  added: Uint8Array,
  tones: [[number, number, number], [number, number, number]],
): void {
  const color = target.color;
  const distanceTo = (pixel: number, tone: [number, number, number]) =>
    hypot3(color[pixel * 3] - tone[0], color[pixel * 3 + 1] - tone[1], color[pixel * 3 + 2] - tone[2]);
  for (let pixel = 0; pixel < added.length; pixel++) {
    if (!added[pixel]) continue;
    color.set(distanceTo(pixel, tones[0]) <= distanceTo(pixel, tones[1]) ? tones[0] : tones[1], pixel * 3);
  }
}

/**
 * Rows copied outward from the garment's edge streak; the covered shoulder takes instead the mean colour of the
 * fabric around it (the garment's own pixels a little inside its edge, and the other covered pixels), only of the
 * plain ground's colour bin when there is one.
 */
function smoothAdded(
  target: WarpedGarment,
  covered: Uint8Array,
  added: Uint8Array,
  reach: number,
  ground?: [number, number, number],
): void {
  const { width, height } = target.alpha;
  const inside = erode({ width, height, data: Float32Array.from(covered) }, 3);
  const weight = createMask(width, height);
  for (let pixel = 0; pixel < weight.data.length; pixel++) {
    const fabric = inside.data[pixel] > 0.5 && (!ground || onGround(target.color, pixel, ground));
    if (fabric || added[pixel]) weight.data[pixel] = 1;
  }
  const radius = max(2, round(reach / 3));
  const weights = boxBlur(weight, radius);
  for (let channel = 0; channel < 3; channel++) {
    const plane = createMask(width, height);
    for (let pixel = 0; pixel < plane.data.length; pixel++)
      plane.data[pixel] = weight.data[pixel] * target.color[pixel * 3 + channel];
    const blurred = boxBlur(plane, radius);
    for (let pixel = 0; pixel < plane.data.length; pixel++)
      if (added[pixel] && weights.data[pixel] > 1e-3)
        target.color[pixel * 3 + channel] = blurred.data[pixel] / weights.data[pixel];
  }
}
