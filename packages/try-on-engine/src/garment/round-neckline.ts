import { GarmentLandmarks } from './garment-parts';
import { blurredPlanes, Planes } from './v-neckline';
import { createMask, fillPolygon } from '../shared/raster';
import { max, min, round } from '../shared/numeric';
import { Mask, Point, RgbImage } from '../shared/types';

/** The neck points lie this far either side of the garment's centre, in widths of its body. */
const NECK_POINT = { least: 0.1, most: 0.48 };
/** Between them the top edge (the back's neckline) dips this far below them, in widths of the garment's body. */
const BACK_DIP = { least: 0.015, most: 0.1 };
/** This share of the body's width beyond each neck point, the top edge is at most SHOULDER_DROP lower. */
const BESIDE = 0.1;
const SHOULDER_DROP = 0.1;
/** The front's edge ends this much nearer the centre than the neck points, or beyond them (share of the body's width). */
const END_ASIDE = { inward: 0.04, outward: 0.08 };
/** Its ends lie on the garment's top edge or at most this far below it (share of the body's width). */
const END_DROP = 0.04;
/** How far the front dips below its ends, in widths of the garment's body. */
const DEPTH = { least: 0.05, most: 0.35 };
/** A round neckline's front dips at most this many times its half width (a placket's is deeper). */
const DEEPEST = 1.3;
/** Candidate half widths, depths and end rows are tried this share of the body's width apart, at least 2 pixels. */
const STEP = 0.005;
/** The arcs' shapes, from nearly a V to nearly a U (see `arcShape`). */
const POWERS = [1.5, 2, 3];
/** Each arc is read at this many points; READ_STRIDE, prime to it, spreads the order they are read in. */
const ARC_POINTS = 64;
const READ_STRIDE = 23;
/** Its ends, where it meets the bands at the neck points, are not read: this share of the half turn at either end. */
const END_SKIPPED = 0.12;
/** The colours either side of the arc are compared this many pixels from it, across it, on the blurred photo. */
const EDGE_OFFSET = 2;
/** Colours this far apart (RGB distance) make an edge. */
const EDGE_CONTRAST = 14;
/** A neckline is an edge along at least this share of it (a label's or a print's edges follow no arc that far). */
const EDGE_SHARE = 0.8;
/** The colours either side of an arc are read this far from it: a share of the body's width, in pixels at least. */
const SIDE_OFFSET = { share: 0.02, least: 4 };
/** On one side of a neckline at least, this share of its points lies within EVEN_COLOUR of that side's mean colour. */
const EVEN_SIDE = 0.8;
const EVEN_COLOUR = 40;
/** The back's inside above the neckline is the garment's: a camisole's neckline between its straps is backdrop. */
const GARMENT_INSIDE = 0.97;
/** A band along the neckline (the back's, the front's) is at most this thick, in widths of the garment's body. */
const BAND_THICKNESS = 0.06;
/** An edge blurred on the photo spreads over this many pixels either side of it. */
const PAST_EDGE = 6;
/** Below the back's band the opening reaches at least this far down, in widths of the garment's body. */
const OPENING_DEPTH = 0.03;

/**
 * The front of a round neckline photographed laid flat: one point a column from its left end to its right, the lower
 * edge of the back's inside seen through it.
 */
export interface RoundNeckline {
  edge: Point[];
}

/** A half superellipse hanging from two ends on the same row (see `arcShape`). */
interface Arc {
  centre: number;
  halfWidth: number;
  depth: number;
  power: number;
  /** The row of its ends. */
  endRow: number;
  /** The share of it that is an edge. */
  share: number;
  /** Its points and normals (see `ArcReader.points`). */
  points: Float64Array;
}

/** A superellipse's lower half for one power, at unit half width and depth, in the order its points are read. */
interface ArcShape {
  across: Float64Array;
  down: Float64Array;
  /** The normal at each point before it is scaled by the half width and depth. */
  normalAcross: Float64Array;
  normalDown: Float64Array;
}

/**
 * The lower half of |x / halfWidth|^power + |y / depth|^power = 1: 2 an ellipse, less nearer a V, more nearer a U. Its
 * points are read spread along it, each next far from the last, so that an arc that is no edge fails after a few.
 */
function arcShape(power: number): ArcShape {
  const shape = {
    across: new Float64Array(ARC_POINTS),
    down: new Float64Array(ARC_POINTS),
    normalAcross: new Float64Array(ARC_POINTS),
    normalDown: new Float64Array(ARC_POINTS),
  };
  for (let index = 0; index < ARC_POINTS; index++) {
    const along = (index * READ_STRIDE) % ARC_POINTS;
    const turn = Math.PI * (END_SKIPPED + ((1 - 2 * END_SKIPPED) * along) / (ARC_POINTS - 1));
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    const across = Math.sign(cos) * Math.abs(cos) ** (2 / power);
    const down = Math.abs(sin) ** (2 / power);
    shape.across[index] = across;
    shape.down[index] = down;
    shape.normalAcross[index] = Math.sign(across) * Math.abs(across) ** (power - 1);
    shape.normalDown[index] = down ** (power - 1);
  }
  return shape;
}

const SHAPES = POWERS.map(arcShape);

/** The depth below its ends of the arc at `across` (−1 to 1) of its half width. */
function arcDepth(arc: Arc, across: number): number {
  return arc.depth * max(0, 1 - Math.abs(across) ** arc.power) ** (1 / arc.power);
}

function colourDistance(one: ArrayLike<number>, other: ArrayLike<number>): number {
  return Math.sqrt((one[0] - other[0]) ** 2 + (one[1] - other[1]) ** 2 + (one[2] - other[2]) ** 2);
}

/** Where a neckline's ends may lie: at one half width from the centre, on any of the rows. */
interface ArcEnds {
  centre: number;
  halfWidth: number;
  endRows: number[];
}

/**
 * The ends a round neckline's front could have, near the garment's neck points: the highest points of its top edge
 * either side of the centre, with the back's neckline dipping a little between them (a straight top edge has none, a
 * square neckline dips far) and the shoulders beyond them no far drop (a mock neck's tube stands there). The front's
 * edge meets the top edge at the neck points or a little beyond them, on the shoulders.
 */
function arcEnds(bodyWidth: number, garmentCentre: number, topAt: (x: number) => number): ArcEnds[] {
  const neckPoint = (side: -1 | 1) => {
    let best = { x: garmentCentre, y: Infinity };
    for (let offset = round(bodyWidth * NECK_POINT.least); offset <= bodyWidth * NECK_POINT.most; offset++) {
      const y = topAt(garmentCentre + side * offset);
      if (y < best.y) best = { x: garmentCentre + side * offset, y };
    }
    return best;
  };
  const [onLeft, onRight] = [neckPoint(-1), neckPoint(1)];
  // The neck points' midpoint is the neckline's centre: a sleeve's or the hem's outline can shift the garment's own.
  const centre = round((onLeft.x + onRight.x) / 2);
  const dip = topAt(centre) - max(onLeft.y, onRight.y);
  if (dip < bodyWidth * BACK_DIP.least || dip > bodyWidth * BACK_DIP.most) return [];
  const beyond = round(bodyWidth * BESIDE);
  if (max(topAt(onLeft.x - beyond) - onLeft.y, topAt(onRight.x + beyond) - onRight.y) > bodyWidth * SHOULDER_DROP)
    return [];
  // The ends are tried twice as far apart as the depths: the arc's bottom, where a label or a print lies, is what matters.
  const step = 2 * max(2, round(bodyWidth * STEP));
  const neckHalfWidth = (onRight.x - onLeft.x) / 2;
  const ends: ArcEnds[] = [];
  const [fromWidth, toWidth] = [
    neckHalfWidth - bodyWidth * END_ASIDE.inward,
    neckHalfWidth + bodyWidth * END_ASIDE.outward,
  ];
  for (let halfWidth = round(fromWidth); halfWidth <= toWidth; halfWidth += step) {
    const onTop = max(topAt(centre - halfWidth), topAt(centre + halfWidth));
    const endRows: number[] = [];
    for (let drop = 0; drop <= bodyWidth * END_DROP; drop += step) endRows.push(onTop + drop);
    ends.push({ centre, halfWidth, endRows });
  }
  return ends;
}

/**
 * Reads arcs on the blurred photo of the neck's region: how much of one is an edge (where the colours across it, on the
 * garment, differ) and how even the colours beside it are.
 */
class ArcReader {
  private readonly down: Float32Array[];
  private readonly across: Float32Array[];
  private readonly height: number;
  /** 1 where the colours differ enough across some direction for any arc through the pixel to be an edge there. */
  private readonly mayBeEdge: Uint8Array;

  constructor(
    private readonly planes: Planes,
    private readonly mask: Mask,
  ) {
    const { width } = planes;
    this.height = planes.channels[0].height;
    const size = width * this.height;
    this.down = [new Float32Array(size), new Float32Array(size), new Float32Array(size)];
    this.across = [new Float32Array(size), new Float32Array(size), new Float32Array(size)];
    this.mayBeEdge = new Uint8Array(size);
    const gradient = new Float32Array(size);
    const reach = EDGE_OFFSET * width;
    for (let channel = 0; channel < 3; channel++) {
      const plane = planes.channels[channel].data;
      const [down, across] = [this.down[channel], this.across[channel]];
      for (let y = EDGE_OFFSET; y < this.height - EDGE_OFFSET; y++)
        for (let x = EDGE_OFFSET, pixel = y * width + EDGE_OFFSET; x < width - EDGE_OFFSET; x++, pixel++) {
          const vertical = plane[pixel + reach] - plane[pixel - reach];
          const horizontal = plane[pixel + EDGE_OFFSET] - plane[pixel - EDGE_OFFSET];
          down[pixel] = vertical;
          across[pixel] = horizontal;
          gradient[pixel] += vertical * vertical + horizontal * horizontal;
        }
    }
    // Across any direction the difference is at most the gradient's length: where that is short, no arc is an edge.
    for (let pixel = 0; pixel < size; pixel++)
      this.mayBeEdge[pixel] = gradient[pixel] >= EDGE_CONTRAST * EDGE_CONTRAST ? 1 : 0;
  }

  /** The pixel of the planes at (x, y), or −1 where the edges are not read. */
  private planePixel(x: number, y: number): number {
    const column = round(x) - this.planes.left;
    const row = round(y) - this.planes.top;
    if (column < EDGE_OFFSET || column >= this.planes.width - EDGE_OFFSET) return -1;
    if (row < EDGE_OFFSET || row >= this.height - EDGE_OFFSET) return -1;
    return row * this.planes.width + column;
  }

  private onGarment(x: number, y: number): boolean {
    return this.mask.data[round(y) * this.mask.width + round(x)] > 0.5;
  }

  /** The arc's points (x, y) and unit normals, relative to its centre and ends' row, in reading order. */
  static points(halfWidth: number, depth: number, power: number): Float64Array {
    const shape = SHAPES[POWERS.indexOf(power)];
    const points = new Float64Array(ARC_POINTS * 4);
    for (let index = 0; index < ARC_POINTS; index++) {
      const normalX = shape.normalAcross[index] / halfWidth;
      const normalY = shape.normalDown[index] / depth;
      const length = Math.sqrt(normalX * normalX + normalY * normalY);
      points[index * 4] = shape.across[index] * halfWidth;
      points[index * 4 + 1] = shape.down[index] * depth;
      points[index * 4 + 2] = normalX / length;
      points[index * 4 + 3] = normalY / length;
    }
    return points;
  }

  /** The share of the points where the arc is an edge; 0 once it cannot reach EDGE_SHARE. */
  edgeShare(points: Float64Array, centre: number, endRow: number): number {
    const mostMissed = ARC_POINTS * (1 - EDGE_SHARE);
    const contrast = EDGE_CONTRAST * EDGE_CONTRAST;
    let missed = 0;
    for (let index = 0; index < ARC_POINTS * 4 && missed <= mostMissed; index += 4) {
      const x = centre + points[index];
      const y = endRow + points[index + 1];
      const normalX = points[index + 2];
      const normalY = points[index + 3];
      const pixel = this.planePixel(x, y);
      if (
        pixel < 0 ||
        this.mayBeEdge[pixel] === 0 ||
        !this.onGarment(x + normalX * EDGE_OFFSET, y + normalY * EDGE_OFFSET) ||
        !this.onGarment(x - normalX * EDGE_OFFSET, y - normalY * EDGE_OFFSET)
      ) {
        missed++;
        continue;
      }
      let sum = 0;
      for (let channel = 0; channel < 3; channel++) {
        const difference = normalX * this.across[channel][pixel] + normalY * this.down[channel][pixel];
        sum += difference * difference;
      }
      if (sum < contrast) missed++;
    }
    return missed > mostMissed ? 0 : 1 - missed / ARC_POINTS;
  }

  /** The colours `offset` pixels below (`side` 1) or above (−1) each of the arc's points, three values a point. */
  private sideColours(arc: Arc, side: 1 | -1, offset: number): number[] {
    const { points } = arc;
    const colours: number[] = [];
    const [red, green, blue] = this.planes.channels.map((plane) => plane.data);
    for (let index = 0; index < ARC_POINTS * 4; index += 4) {
      const x = arc.centre + points[index] + side * points[index + 2] * offset;
      const y = arc.endRow + points[index + 1] + side * points[index + 3] * offset;
      const pixel = this.planePixel(x, y);
      if (pixel >= 0) colours.push(red[pixel], green[pixel], blue[pixel]);
    }
    return colours;
  }

  /** The larger of the shares of the points whose colour beside the arc, below or above, is near that side's mean. */
  evenSide(arc: Arc, offset: number): number {
    let most = 0;
    for (const side of [1, -1] as const) {
      const colours = this.sideColours(arc, side, offset);
      const count = colours.length / 3;
      let [red, green, blue] = [0, 0, 0];
      for (let index = 0; index < colours.length; index += 3) {
        red += colours[index];
        green += colours[index + 1];
        blue += colours[index + 2];
      }
      [red, green, blue] = [red / count, green / count, blue / count];
      let near = 0;
      for (let index = 0; index < colours.length; index += 3) {
        const distance =
          (colours[index] - red) ** 2 + (colours[index + 1] - green) ** 2 + (colours[index + 2] - blue) ** 2;
        if (distance < EVEN_COLOUR * EVEN_COLOUR) near++;
      }
      most = max(most, near / max(1, count));
    }
    return most;
  }
}

/**
 * The lowest arc from any of `ends` that is an edge nearly all the way with an even colour along one side at least (of
 * those as low, the one most an edge).
 */
function lowestEdgeArc(reader: ArcReader, ends: ArcEnds[], bodyWidth: number, sideOffset: number): Arc | undefined {
  const step = max(2, round(bodyWidth * STEP));
  const edges: Arc[] = [];
  for (const { centre, halfWidth, endRows } of ends) {
    const mostDepth = min(bodyWidth * DEPTH.most, halfWidth * DEEPEST);
    for (let depth = round(bodyWidth * DEPTH.least); depth <= mostDepth; depth += step)
      for (const power of POWERS) {
        const points = ArcReader.points(halfWidth, depth, power);
        for (const endRow of endRows) {
          const share = reader.edgeShare(points, centre, endRow);
          if (share > 0) edges.push({ centre, halfWidth, depth, power, endRow, share, points });
        }
      }
  }
  edges.sort((one, other) => other.endRow + other.depth - (one.endRow + one.depth));
  let best: Arc | undefined;
  for (const arc of edges) {
    if (best && arc.endRow + arc.depth < best.endRow + best.depth - step) break;
    // A band or a plain front lies along a neckline on one side at least; along stripes crossed at a slant, neither.
    if ((!best || arc.share > best.share) && reader.evenSide(arc, sideOffset) >= EVEN_SIDE) best = arc;
  }
  return best;
}

/** The garment's top edge in each column from `left` to `right` (`below` where a column has none above it). */
function topEdge(mask: Mask, left: number, right: number, below: number): number[] {
  const tops: number[] = [];
  for (let x = left; x <= right; x++) {
    let y = 0;
    while (y < below && mask.data[y * mask.width + x] <= 0.5) y++;
    tops.push(y);
  }
  return tops;
}

/**
 * How far below `from` (`direction` 1) or above it (−1), in its column, the colour `start` pixels from it gives way to
 * another, within `most` pixels; 0 when it does not.
 */
function bandThickness(planes: Planes, from: Point, direction: 1 | -1, start: number, most: number): number {
  const colourAt = (y: number) => {
    const pixel = (y - planes.top) * planes.width + from.x - planes.left;
    return planes.channels.map((plane) => plane.data[pixel]);
  };
  const lastRow = planes.top + planes.channels[0].height - 1;
  const band = colourAt(from.y + direction * start);
  for (let offset = start + 1; offset <= most; offset++) {
    const y = from.y + direction * offset;
    if (y < planes.top || y > lastRow) return 0;
    if (colourDistance(colourAt(y), band) >= EDGE_CONTRAST * 2) return offset;
  }
  return 0;
}

/**
 * The front of a round neckline laid flat (a crew neck's, a tank's), through which the inside of the garment's back
 * shows, often with a label: worn, that inside is behind the neck and the chest shows there. It is the lowest half
 * superellipse hanging from the neck points along which the colours change nearly all the way (the back band's inner
 * edge and the front band's edges are such arcs; a label's or a print's edges are not), with an even colour along one
 * side. When it is the front band's outer edge, the band stays on the garment. Undefined when none shows.
 */
export function findRoundNeckline(image: RgbImage, mask: Mask, landmarks: GarmentLandmarks): RoundNeckline | undefined {
  const bodyWidth = landmarks.torsoRight - landmarks.torsoLeft;
  const garmentCentre = round(landmarks.centerX);
  const reach = round(bodyWidth * (NECK_POINT.most + max(BESIDE, END_ASIDE.outward))) + EDGE_OFFSET + 1;
  const [left, right] = [max(0, garmentCentre - reach), min(image.width - 1, garmentCentre + reach)];
  const tops = topEdge(mask, left, right, round(landmarks.hemY));
  const topAt = (x: number) => tops[min(right, max(left, round(x))) - left];
  const sideOffset = max(SIDE_OFFSET.least, round(bodyWidth * SIDE_OFFSET.share));
  // Ends past the photo's sides are left out: a garment cut off there has no whole neckline to open.
  const ends = arcEnds(bodyWidth, garmentCentre, topAt).filter(
    ({ centre, halfWidth }) => centre - halfWidth >= left && centre + halfWidth <= right,
  );
  if (ends.length === 0) return undefined;
  // The region the arcs, and the colours beside them, are read in.
  const margin = sideOffset + EDGE_OFFSET * 2;
  const widest = Math.max(...ends.map((end) => end.halfWidth));
  const region = {
    left: max(0, ends[0].centre - widest - margin),
    top: max(0, Math.min(...ends.map((end) => end.endRows[0])) - round(bodyWidth * BACK_DIP.most) - margin),
    right: min(image.width - 1, ends[0].centre + widest + margin),
    bottom:
      Math.max(...ends.map((end) => end.endRows[end.endRows.length - 1])) + round(bodyWidth * DEPTH.most) + margin,
  };
  if (region.bottom >= image.height) return undefined;
  const planes = blurredPlanes(image, region);
  const reader = new ArcReader(planes, mask);
  const best = lowestEdgeArc(reader, ends, bodyWidth, sideOffset);
  if (!best) return undefined;
  const { centre } = best;
  const edge: Point[] = [];
  for (let x = centre - best.halfWidth; x <= centre + best.halfWidth; x++)
    edge.push({ x, y: round(best.endRow + arcDepth(best, (x - centre) / best.halfWidth)) });
  let inside = 0;
  let counted = 0;
  for (const point of edge)
    for (let y = topAt(point.x); y < point.y; y++, counted++) if (mask.data[y * mask.width + point.x] > 0.5) inside++;
  if (counted === 0 || inside / counted < GARMENT_INSIDE) return undefined;
  const mostBand = round(bodyWidth * BAND_THICKNESS);
  // An edge that is the front band's outer edge leaves the band on the garment: a worn crew neck shows it.
  // The edge's own blur is passed first.
  const frontBand = max(0, bandThickness(planes, edge[best.halfWidth], -1, PAST_EDGE, mostBand) - EDGE_OFFSET);
  const front = frontBand > 0 ? edge.map((point) => ({ x: point.x, y: point.y - frontBand })) : edge;
  const backBand = bandThickness(planes, { x: centre, y: topAt(centre) }, 1, EDGE_OFFSET + 1, mostBand);
  // An edge just below the back's band is that band's inner edge, dipping round a label at most: the front was not found.
  const halfway = round(best.halfWidth / 2);
  const depthBelowBand = (index: number) => front[index].y - (topAt(front[index].x) + backBand);
  const shallowest = min(
    depthBelowBand(best.halfWidth),
    min(depthBelowBand(halfway), depthBelowBand(front.length - 1 - halfway)),
  );
  if (shallowest < bodyWidth * OPENING_DEPTH) return undefined;
  return { edge: front };
}

/**
 * Takes the back's inside seen through a round neckline (see `findRoundNeckline`) out of the garment's mask, up to the
 * garment's top edge, so that the person's neck and chest show there, and returns it (the opening). The back's band goes
 * with it: worn, it is behind the neck, and placed on the person it lay across the throat and beside the neck.
 */
export function openRoundNeckline(mask: Mask, neckline: RoundNeckline): Mask {
  const { edge } = neckline;
  const opening = createMask(mask.width, mask.height);
  fillPolygon(opening, [{ x: edge[0].x, y: 0 }, ...edge, { x: edge[edge.length - 1].x, y: 0 }]);
  const bottom = min(mask.height - 1, Math.max(...edge.map((point) => point.y)));
  for (let y = 0; y <= bottom; y++)
    for (let x = edge[0].x, pixel = y * mask.width + x; x <= edge[edge.length - 1].x; x++, pixel++) {
      if (opening.data[pixel] <= 0.5) continue;
      if (mask.data[pixel] <= 0.5) opening.data[pixel] = 0;
      mask.data[pixel] = 0;
    }
  return opening;
}
