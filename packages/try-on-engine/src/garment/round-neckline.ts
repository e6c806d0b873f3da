import { GarmentLandmarks } from './garment-parts';
import { blurredPlanes, Planes } from './v-neckline';
import { createMask } from '../shared/raster';
import { fillPolygon } from '../shared/shapes';
import { max, min, round } from '../shared/numeric';
import { Mask, Point, RgbImage } from '../shared/types';
import { ArcReader, Arc, POWERS, EDGE_CONTRAST, EDGE_OFFSET } from './neckline-arc';

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
/** The colours either side of an arc are read this far from it: a share of the body's width, in pixels at least. */
const SIDE_OFFSET = { share: 0.02, least: 4 };
/** On one side of a neckline at least, this share of its points lies within EVEN_COLOUR of that side's mean colour. */
const EVEN_SIDE = 0.8;
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
