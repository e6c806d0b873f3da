import { GarmentLandmarks } from './garment-parts';
import { distanceToSegment } from '../shared/geometry';
import { boxBlur, createMask } from '../shared/raster';
import { fillPolygon } from '../shared/shapes';
import { max, min, round } from '../shared/numeric';
import { Mask, Point, RgbImage } from '../shared/types';

/** The V's tip lies at least and at most this far below the garment's top, in widths of the garment's body. */
const TIP_DEPTH = { least: 0.3, most: 1 };
/** The V's two edges meet within this share of the body's width of its centre line. */
const TIP_ASIDE = 0.06;
/** Each edge starts on the garment's top edge at least this far beside the tip and at most this far beside the centre. */
const TOP_ASIDE = { least: 0.08, most: 0.45 };
/** The colours either side of a V's edge are compared this many pixels from it, on the blurred photo. */
const EDGE_OFFSET = 2;
/** Colours this far apart (RGB distance) make an edge. */
const EDGE_CONTRAST = 14;
/** The photo is blurred this much (box radius, pixels) first. */
const BLUR = 2;
/** Inside the V, this many pixels in from its edges, at most this share is an edge. */
const INSIDE_MARGIN = 4;
const PLAIN_INSIDE = 0.2;
/** The back's inside fills the V: a camisole's neckline between its straps is backdrop (a keyhole is too). */
const GARMENT_INSIDE = 0.75;
/** A V's edges are near straight: each strays at most this far (share of the body's width) from its ends' line. */
const MOST_STRAYING = 0.06;
/** The edges are carried on to their meeting point at most this far below their last row (share of the body's width). */
const MOST_EXTENDED = 0.08;
/** Colours above and below the tip are the medians of squares this wide (share of the body's width). */
const SAMPLE_SIZE = 0.015;
/** A row where an edge shows counts +1, one where it does not −WEAK_ROW: an edge is kept when 80 % of it shows. */
const WEAK_ROW = 4;
const EDGE_SHARE = 0.8;
/** At the tip the edges are at most this far apart (pixels): a cardigan's placket below it is two edges side by side. */
const TIP_GAP = 4;
/** Edges this close (pixels) have met. */
const MET = 2;
/** How far an edge may move towards the centre from one row to the next, in pixels (a V narrows as it descends). */
const MOST_STEP = 3;

export interface VNeckline {
  /** The left and the right edge, each from the garment's top edge down to the tip, one point a row. */
  left: Point[];
  right: Point[];
}

interface Edges {
  /** Whether the colours either side of each pixel of the band differ (1) or not (0). */
  strong: Uint8Array;
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Band {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where in the band the colours EDGE_OFFSET pixels either side of a pixel, both on the garment, differ. */
function horizontalEdges(planes: Planes, mask: Mask, band: Band): Edges {
  const width = band.right - band.left + 1;
  const height = band.bottom - band.top + 1;
  const strong = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = (band.top + y) * mask.width;
    for (let x = 0; x < width; x++) {
      const before = row + band.left + x - EDGE_OFFSET;
      const after = row + band.left + x + EDGE_OFFSET;
      if (mask.data[before] <= 0.5 || mask.data[after] <= 0.5) continue;
      const planeBefore = (band.top + y - planes.top) * planes.width + band.left + x - EDGE_OFFSET - planes.left;
      const planeAfter = planeBefore + 2 * EDGE_OFFSET;
      let sum = 0;
      for (const plane of planes.channels) sum += (plane.data[planeBefore] - plane.data[planeAfter]) ** 2;
      if (sum >= EDGE_CONTRAST * EDGE_CONTRAST) strong[y * width + x] = 1;
    }
  }
  return { strong, left: band.left, top: band.top, width, height };
}

/** The photo's three channels over `area`, blurred (a knit's speckles are no edges). */
export interface Planes {
  left: number;
  top: number;
  width: number;
  channels: Mask[];
}

export function blurredPlanes(image: RgbImage, area: Band): Planes {
  const left = max(0, area.left);
  const top = max(0, area.top);
  const width = min(image.width - 1, area.right) - left + 1;
  const height = min(image.height - 1, area.bottom) - top + 1;
  const channels = [0, 1, 2].map((channel) => {
    const plane = createMask(width, height);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        plane.data[y * width + x] = image.data[((top + y) * image.width + left + x) * 3 + channel];
    return boxBlur(plane, BLUR);
  });
  return { left, top, width, channels };
}

/** The median colour in a square of half side `radius` around (x, y), of the garment's pixels. */
export function medianColour(planes: Planes, mask: Mask, x: number, y: number, radius: number): number[] | undefined {
  const values: number[][] = [[], [], []];
  for (let row = round(y - radius); row <= y + radius; row++)
    for (let column = round(x - radius); column <= x + radius; column++) {
      const planeRow = row - planes.top;
      const planeColumn = column - planes.left;
      if (planeRow < 0 || planeColumn < 0 || planeColumn >= planes.width || planeRow >= planes.channels[0].height)
        continue;
      if (mask.data[row * mask.width + column] <= 0.5) continue;
      const pixel = planeRow * planes.width + planeColumn;
      for (let channel = 0; channel < 3; channel++) values[channel].push(planes.channels[channel].data[pixel]);
    }
  if (values[0].length < radius * radius) return undefined;
  return values.map((channel) => channel.sort((a, b) => a - b)[channel.length >> 1]);
}

interface Traced {
  /** The best score of an edge from the garment's top edge down to each pixel, and the step it came by. */
  score: Float32Array;
  step: Int8Array;
}

/**
 * The best edge from the garment's top edge down to every pixel of the band, narrowing towards the centre (`inward`: +1
 * from the left, −1 from the right) by up to MOST_STEP pixels a row. A row where the edge shows scores 1, one where it
 * does not −WEAK_ROW.
 */
function traceEdges(edges: Edges, mask: Mask, inward: 1 | -1): Traced {
  const { width, height, strong } = edges;
  const score = new Float32Array(width * height).fill(-Infinity);
  const step = new Int8Array(width * height).fill(-1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const imageY = edges.top + y;
      const imageX = edges.left + x;
      if (mask.data[imageY * mask.width + imageX] <= 0.5) continue;
      const gain = strong[y * width + x] ? 1 : -WEAK_ROW;
      const onTop = imageY === 0 || mask.data[(imageY - 1) * mask.width + imageX] <= 0.5;
      let best = onTop ? 0 : -Infinity;
      let bestStep = -1;
      for (let moved = 0; moved <= MOST_STEP && y > 0; moved++) {
        const from = x - inward * moved;
        if (from < 0 || from >= width) continue;
        const before = score[(y - 1) * width + from];
        if (before > best) [best, bestStep] = [before, moved];
      }
      if (best === -Infinity) continue;
      score[y * width + x] = best + gain;
      step[y * width + x] = bestStep;
    }
  }
  return { score, step };
}

/** The edge traced back up from (x, y) in the band, top first. */
function backtrack(traced: Traced, edges: Edges, x: number, y: number, inward: 1 | -1): Point[] {
  const points: Point[] = [];
  let column = x;
  for (let row = y; row >= 0; row--) {
    points.push({ x: edges.left + column, y: edges.top + row });
    const moved = traced.step[row * edges.width + column];
    if (moved < 0) break;
    column -= inward * moved;
  }
  return points.reverse();
}

function strongShare(edges: Edges, points: Point[]): number {
  let strong = 0;
  for (const point of points) strong += edges.strong[(point.y - edges.top) * edges.width + (point.x - edges.left)];
  return strong / max(1, points.length);
}

/**
 * The two edges (ending on the same row) down to the first row where they meet: near the tip both are edges of the
 * narrow inside, and one edge could cross over to the other's.
 */
function untilMet(left: Point[], right: Point[]): [Point[], Point[]] {
  const rows = min(left.length, right.length);
  for (let fromEnd = rows - 1; fromEnd > 0; fromEnd--) {
    const [onLeft, onRight] = [left.length - 1 - fromEnd, right.length - 1 - fromEnd];
    if (right[onRight].x - left[onLeft].x <= MET) return [left.slice(0, onLeft + 1), right.slice(0, onRight + 1)];
  }
  return [left, right];
}

/**
 * Where the two edges' lower parts, carried on straight, meet below their last row, when within `reach` of it. Close to
 * the tip the edges are nearer each other than the colours compared across them: they stop a little above it, and the
 * bottom of the back's inside stayed as a small triangle below the opening.
 */
function whereEdgesMeet(left: Point[], right: Point[], reach: number): Point | undefined {
  const direction = (points: Point[]) => {
    const [from, to] = [points[round((points.length - 1) * 0.7)], points[points.length - 1]];
    return { from: to, slope: (to.x - from.x) / max(1, to.y - from.y) };
  };
  const [onLeft, onRight] = [direction(left), direction(right)];
  const closing = onLeft.slope - onRight.slope;
  if (closing <= 0) return undefined;
  const rows = (onRight.from.x - onLeft.from.x) / closing;
  if (rows <= 0 || rows > reach) return undefined;
  return { x: onLeft.from.x + onLeft.slope * rows, y: onLeft.from.y + rows };
}

/** How far, at most, an edge strays from the straight line between its ends, in pixels. */
function straying(points: Point[]): number {
  const [first, last] = [points[0], points[points.length - 1]];
  return points.reduce((most, point) => max(most, distanceToSegment(point.x, point.y, first, last)), 0);
}

/**
 * The shares of the V's inside, INSIDE_MARGIN pixels in from its edges, that are an edge (see `horizontalEdges`) and
 * that are the garment's.
 */
function insideShares(edges: Edges, mask: Mask, left: Point[], right: Point[]): { edge: number; garment: number } {
  let strong = 0;
  let garment = 0;
  let count = 0;
  for (let index = 0; index < min(left.length, right.length); index++) {
    const row = left[left.length - 1 - index].y;
    if (right[right.length - 1 - index].y !== row) continue;
    const from = left[left.length - 1 - index].x + INSIDE_MARGIN;
    const to = right[right.length - 1 - index].x - INSIDE_MARGIN;
    for (let x = from; x <= to; x++) {
      strong += edges.strong[(row - edges.top) * edges.width + x - edges.left];
      garment += mask.data[row * mask.width + x] > 0.5 ? 1 : 0;
      count++;
    }
  }
  return count === 0 ? { edge: 1, garment: 0 } : { edge: strong / count, garment: garment / count };
}

/**
 * The V of a V neckline photographed laid flat, with the inside of the garment's back seen through it: two edges from
 * the garment's top edge, each narrowing row by row towards the centre, that meet at a tip on the centre line well below
 * the top; between them the back's inside, plain (a print's lines are edges), and below the tip the front in another
 * colour (a print's V-shaped border on a plain front has the front's colour on both sides of its tip). A crew neck's
 * front dips too little. Undefined when no such V shows.
 */
export function findVNeckline(image: RgbImage, mask: Mask, landmarks: GarmentLandmarks): VNeckline | undefined {
  const bodyWidth = landmarks.torsoRight - landmarks.torsoLeft;
  const centre = landmarks.centerX;
  const top = max(0, round(landmarks.bounds.top));
  const band = {
    left: max(EDGE_OFFSET, round(centre - bodyWidth * TOP_ASIDE.most)),
    top,
    right: min(image.width - 1 - EDGE_OFFSET, round(centre + bodyWidth * TOP_ASIDE.most)),
    bottom: min(round(landmarks.hemY - bodyWidth * 0.1), round(top + bodyWidth * TIP_DEPTH.most)),
  };
  if (band.bottom - band.top < bodyWidth * TIP_DEPTH.least || band.right - band.left < 8) return undefined;
  const sample = max(2, round(bodyWidth * SAMPLE_SIZE));
  const margin = EDGE_OFFSET + BLUR;
  const planes = blurredPlanes(image, {
    left: band.left - margin,
    top: band.top,
    right: band.right + margin,
    bottom: band.bottom + sample * 4 + margin,
  });
  const edges = horizontalEdges(planes, mask, band);
  const fromLeft = traceEdges(edges, mask, 1);
  const fromRight = traceEdges(edges, mask, -1);
  const { width } = edges;
  const aside = round(bodyWidth * TIP_ASIDE);
  const centreColumn = round(centre) - band.left;
  let best: { score: number; left: number; right: number; row: number } | undefined;
  for (let row = round(bodyWidth * TIP_DEPTH.least); row < edges.height; row++) {
    for (
      let leftColumn = max(0, centreColumn - aside);
      leftColumn <= min(width - 1, centreColumn + aside);
      leftColumn++
    ) {
      const leftScore = fromLeft.score[row * width + leftColumn];
      if (!(leftScore > 0)) continue;
      for (let rightColumn = leftColumn; rightColumn <= min(width - 1, leftColumn + TIP_GAP); rightColumn++) {
        const score = leftScore + fromRight.score[row * width + rightColumn];
        if (score > (best?.score ?? 0)) best = { score, left: leftColumn, right: rightColumn, row };
      }
    }
  }
  if (!best) return undefined;
  const [left, right] = untilMet(
    backtrack(fromLeft, edges, best.left, best.row, 1),
    backtrack(fromRight, edges, best.right, best.row, -1),
  );
  const tip = { x: (left[left.length - 1].x + right[right.length - 1].x) / 2, y: left[left.length - 1].y };
  const opening = min(left[0].y, right[0].y);
  const wide = min(tip.x - left[0].x, right[0].x - tip.x) >= bodyWidth * TOP_ASIDE.least;
  const deep = tip.y - opening >= bodyWidth * TIP_DEPTH.least;
  const shown = min(strongShare(edges, left), strongShare(edges, right)) >= EDGE_SHARE;
  const straight = max(straying(left), straying(right)) <= bodyWidth * MOST_STRAYING;
  const inside = insideShares(edges, mask, left, right);
  const plain = inside.edge <= PLAIN_INSIDE && inside.garment >= GARMENT_INSIDE;
  const above = medianColour(planes, mask, tip.x, tip.y - sample * 4, sample);
  const below = medianColour(planes, mask, tip.x, tip.y + sample * 3, sample);
  const closed =
    above !== undefined &&
    below !== undefined &&
    Math.hypot(...below.map((value, channel) => value - above[channel])) >= EDGE_CONTRAST;
  if (!(wide && deep && shown && straight && plain && closed)) return undefined;
  const meeting = whereEdgesMeet(left, right, bodyWidth * MOST_EXTENDED);
  return meeting ? { left: [...left, meeting], right: [...right, meeting] } : { left, right };
}

/**
 * Takes the inside of a V neckline (see `findVNeckline`) out of the garment's mask, so that the person's chest shows
 * there, and returns it (the opening).
 */
export function openVNeckline(mask: Mask, neckline: VNeckline): Mask {
  const { left, right } = neckline;
  const opening = createMask(mask.width, mask.height);
  fillPolygon(opening, [{ x: left[0].x, y: 0 }, ...left, ...[...right].reverse(), { x: right[0].x, y: 0 }]);
  for (let pixel = 0; pixel < mask.data.length; pixel++) {
    if (opening.data[pixel] <= 0.5) continue;
    if (mask.data[pixel] <= 0.5) opening.data[pixel] = 0;
    mask.data[pixel] = 0;
  }
  return opening;
}
