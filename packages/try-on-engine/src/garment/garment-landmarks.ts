import { hangingSleeves } from './hanging-sleeves';
import { medianOf, rowRuns, Run } from '../shared/mask-rows';
import { maskBounds } from '../shared/raster';
import { labelComponents } from '../shared/components';
import { GarmentCategory, Mask, Point, RgbImage } from '../shared/types';
import { floor, hypot, max, min, round } from '../shared/numeric';
import { sleeveAlongArm, WornArms } from './worn-sleeves';
import { GarmentLandmarks, Sleeve } from './garment-parts';
import { columnTop } from './garment-category';

/** How far above the hem its edges are read, as a fraction of the garment's height: a flared hem is widest there. */
const HEM_EDGE_ROWS = 0.12;

/** The outermost edges, over the rows just above the hem, of the runs overlapping the torso's columns. */
function bodyEdgesAbove(
  mask: Mask,
  hemY: number,
  height: number,
  torsoLeft: number,
  torsoRight: number,
): { left: number; right: number } | undefined {
  let edges: { left: number; right: number } | undefined;
  for (let y = max(0, round(hemY - height * HEM_EDGE_ROWS)); y <= hemY; y++) {
    const runs = rowRuns(mask, y).filter((run) => run.from <= torsoRight && run.to >= torsoLeft);
    if (runs.length === 0) continue;
    edges = {
      left: min(edges?.left ?? Infinity, runs[0].from),
      right: max(edges?.right ?? -Infinity, runs[runs.length - 1].to),
    };
  }
  return edges;
}

/**
 * The sleeve on one side: the fabric beyond the body's edge attached near the shoulder. `hanging`: it hangs against
 * the body; `lowestRow`: nothing below it is sleeve (a hem hanging below the cuffs); `worn`: the body's edges are the
 * model's shoulder joints.
 */
function findSleeve(
  mask: Mask,
  side: 'left' | 'right',
  landmarks: Omit<GarmentLandmarks, 'leftSleeve' | 'rightSleeve'>,
  options: { hanging?: boolean; lowestRow?: number; worn?: boolean; slits?: Mask } = {},
): Sleeve | undefined {
  const { hanging = false, lowestRow = Infinity, worn = false, slits } = options;
  const torsoWidth = landmarks.torsoRight - landmarks.torsoLeft;
  const margin = torsoWidth * (hanging ? 0.02 : 0.08);
  const edge = side === 'left' ? landmarks.torsoLeft - margin : landmarks.torsoRight + margin;
  const pivot = {
    x: side === 'left' ? landmarks.torsoLeft + torsoWidth * 0.1 : landmarks.torsoRight - torsoWidth * 0.1,
    y: landmarks.shoulderY + torsoWidth * 0.1,
  };
  const step = 2;
  const { left, top, right, bottom } = landmarks.bounds;
  const gridWidth = floor((right - left) / step) + 1;
  const gridHeight = floor((bottom - top) / step) + 1;
  const grid: Mask = { width: gridWidth, height: gridHeight, data: new Float32Array(gridWidth * gridHeight) };
  for (let row = 0; row < gridHeight; row++) {
    for (let column = 0; column < gridWidth; column++) {
      const x = left + column * step;
      const y = top + row * step;
      const outside = (side === 'left' ? x < edge : x > edge) && y <= lowestRow;
      const pixel = y * mask.width + x;
      if (outside && mask.data[pixel] > 0.5 && !(slits && slits.data[pixel] > 0.5))
        grid.data[row * gridWidth + column] = 1;
    }
  }
  // Only the piece attached near the shoulder is a sleeve; slivers lower down are a flared body or hem.
  const { labels } = labelComponents(grid);
  let attached = 0;
  let nearest = Infinity;
  for (let index = 0; index < labels.length; index++) {
    if (labels[index] === 0) continue;
    const x = left + (index % gridWidth) * step;
    const y = top + floor(index / gridWidth) * step;
    const distance = hypot(x - pivot.x, y - pivot.y);
    if (distance < nearest) {
      nearest = distance;
      attached = labels[index];
    }
  }
  // A sleeve hanging down beside the body leaves it lower, below a sloping shoulder.
  if (attached === 0 || nearest > torsoWidth * (hanging ? HANGING_ATTACHMENT : ATTACHMENT)) return undefined;
  const points: Point[] = [];
  for (let index = 0; index < labels.length; index++) {
    if (labels[index] === attached)
      points.push({ x: left + (index % gridWidth) * step, y: top + floor(index / gridWidth) * step });
  }
  const area = points.length * step * step;
  // Only the outer part of a model's sleeve lies beyond her shoulder joint, less still on an arm turned from the camera:
  // taken for no sleeve, the shoulder beneath it went uncovered, above the garment's edge.
  if (area < torsoWidth * torsoWidth * (worn ? WORN_SLEEVE_AREA : SLEEVE_AREA)) return undefined;
  let farthest = 0;
  for (const point of points) farthest = max(farthest, hypot(point.x - pivot.x, point.y - pivot.y));
  const tip = points.filter((point) => hypot(point.x - pivot.x, point.y - pivot.y) >= farthest * 0.9);
  const end = openingMiddle(points, tip, side, edge);
  const axis = { x: end.x - pivot.x, y: end.y - pivot.y };
  const axisLength = hypot(axis.x, axis.y) || 1;
  const across = tip.map((point) => ((point.x - end.x) * -axis.y + (point.y - end.y) * axis.x) / axisLength);
  const endWidth = Math.max(...across) - Math.min(...across) + step;
  const length = axisLength;
  if (length < torsoWidth * 0.25) return undefined;
  // The pivot lies inside the body of the garment, so the sleeve's own centre line runs beside the pivot-to-end line.
  const band = points.filter((point) => {
    const along = ((point.x - pivot.x) * axis.x + (point.y - pivot.y) * axis.y) / axisLength;
    return along >= length * 0.15 && along <= length * 0.35;
  });
  const upper =
    band.length === 0
      ? pivot
      : {
          x: band.reduce((sum, point) => sum + point.x, 0) / band.length,
          y: band.reduce((sum, point) => sum + point.y, 0) / band.length,
        };
  const region: Mask = {
    width: gridWidth,
    height: gridHeight,
    data: grid.data.map((_value, index) => (labels[index] === attached ? 1 : 0)),
  };
  return { pivot, end, upper, endWidth, length, region, regionStep: step, besideBody: hanging };
}

/**
 * The middle of a sleeve's opening: the centre of its points farthest from the pivot (`tip`). A sleeve whose farthest
 * points lie against the body's edge has no underside: its opening runs from its outermost point straight down to the
 * armpit (a dropped shoulder, a cap or batwing sleeve), and the armpit alone is no opening. Taken for the cuff, it laid
 * the sleeve's axis straight down, and the sleeve's tip stood out from the arm like a wing over the backdrop.
 */
function openingMiddle(points: Point[], tip: Point[], side: 'left' | 'right', edge: number): Point {
  const outward = (point: Point) => (side === 'left' ? edge - point.x : point.x - edge);
  const centre = (group: Point[]) => ({
    x: group.reduce((sum, point) => sum + point.x, 0) / group.length,
    y: group.reduce((sum, point) => sum + point.y, 0) / group.length,
  });
  const tipCentre = centre(tip);
  let outermost = points[0];
  for (const point of points) if (outward(point) > outward(outermost)) outermost = point;
  if (outward(tipCentre) >= outward(outermost) * ARMPIT_TIP) return tipCentre;
  const corner = centre(points.filter((point) => outward(point) >= outward(outermost) - 4));
  return { x: (corner.x + tipCentre.x) / 2, y: (corner.y + tipCentre.y) / 2 };
}

function findLegs(
  mask: Mask,
  bounds: GarmentLandmarks['bounds'],
  centerX: number,
): Pick<GarmentLandmarks, 'crotch' | 'leftLeg' | 'rightLeg'> {
  let crotchY: number | undefined;
  for (let y = bounds.top; y <= bounds.bottom; y++) {
    if (mask.data[y * mask.width + round(centerX)] <= 0.5 && y > bounds.top + (bounds.bottom - bounds.top) * 0.15) {
      crotchY = y;
      break;
    }
  }
  if (crotchY === undefined) return {};
  const legAt = (y: number, side: 'left' | 'right'): Point | undefined => {
    const runs = rowRuns(mask, round(y)).filter((run) => (side === 'left' ? run.to < centerX : run.from > centerX));
    if (runs.length === 0) return undefined;
    const run = side === 'left' ? runs[runs.length - 1] : runs[0];
    return { x: (run.from + run.to) / 2, y };
  };
  const topY = crotchY + 2;
  const hemY = bounds.bottom - (bounds.bottom - bounds.top) * 0.02;
  const leftTop = legAt(topY, 'left');
  const rightTop = legAt(topY, 'right');
  const leftHem = legAt(hemY, 'left');
  const rightHem = legAt(hemY, 'right');
  return {
    crotch: { x: centerX, y: crotchY },
    leftLeg: leftTop && leftHem ? { top: leftTop, hem: leftHem } : undefined,
    rightLeg: rightTop && rightHem ? { top: rightTop, hem: rightHem } : undefined,
  };
}

/** A sleeve's nearest pixel lies within this fraction of the torso width from its pivot (hanging: lower down). */
const ATTACHMENT = 0.3;
const HANGING_ATTACHMENT = 0.45;
/**
 * Points farthest from a sleeve's pivot centred nearer the body's edge than this share of the sleeve's reach beyond it
 * are its armpit: the fixture garments' cuffs centre at 0.34–0.82 of it, the armpits of dropped shoulders and cap
 * sleeves at 0.17–0.29.
 */
const ARMPIT_TIP = 0.3;
/** A sleeve beyond the body's edge covers at least this share of the torso width squared (worn: beyond her joint). */
const SLEEVE_AREA = 0.03;
const WORN_SLEEVE_AREA = 0.015;
/** Closed rows (every second one) below the sampled rows that make a bralette's band. */
const BAND_ROWS = 5;
/**
 * Straps are at most this share of the torso's width wide, and reach at least STRAPS_LEAST_LENGTH of it above the
 * body; on at least STRAP_ROWS of the rows above the body, two of them and nothing else show.
 */
const STRAP_WIDTH = 0.12;
const STRAPS_LEAST_LENGTH = 0.08;
const STRAP_ROWS = 0.7;

/**
 * The body's run on rows sampled down its middle, where sleeves and straps are least in the way. A deep V neckline
 * leaves the centre open: the row's body is then the two sides together. A top cut to its cups (a bralette) is open
 * between its straps on most of those rows, and the row from strap to strap is narrower than the band below them:
 * its body is then read on the closed rows further down.
 */
function torsoRows(mask: Mask, bounds: GarmentLandmarks['bounds'], centerX: number, category: GarmentCategory): Run[] {
  const height = bounds.bottom - bounds.top + 1;
  const bodyFrom = category === 'bottom' ? 0.02 : 0.45;
  // A top's lower quarter may be a bodysuit or a tucked hem narrowing away from the chest; the chest is above it.
  const bodyTo = category === 'bottom' ? 0.1 : category === 'dress' ? 0.5 : 0.75;
  const rows: Run[] = [];
  const closed: Run[] = [];
  const below: Run[] = [];
  for (let y = round(bounds.top + height * bodyFrom); y <= bounds.bottom; y += 2) {
    const runs = rowRuns(mask, y);
    const run = runs.find((candidate) => candidate.from <= centerX && candidate.to >= centerX);
    if (y > bounds.top + height * bodyTo) {
      if (run) below.push(run);
      continue;
    }
    const aroundNeckline =
      runs.length >= 2 && runs[0].to < centerX && runs[runs.length - 1].from > centerX
        ? { from: runs[0].from, to: runs[runs.length - 1].to }
        : undefined;
    if (run) closed.push(run);
    const body = run ?? aroundNeckline;
    if (body) rows.push(body);
  }
  const openRows = rows.length - closed.length;
  return category !== 'bottom' && openRows > closed.length && below.length >= BAND_ROWS ? below : rows;
}

/**
 * The top of a camisole's straps, when all the garment shows above the top of its body (`bodyTop`) is two thin straps,
 * one each side of its middle. Its shoulder line is there: a worn strap runs up to the top of the shoulder. Measured
 * at the top of the cups, the camisole sat a strap's length too high, its cups on the collarbones and its straps
 * standing up beside the neck.
 */
function strapsTop(mask: Mask, top: number, bodyTop: number, centerX: number, torsoWidth: number): number | undefined {
  if (bodyTop - top < torsoWidth * STRAPS_LEAST_LENGTH) return undefined;
  let rows = 0;
  let straps = 0;
  let first: number | undefined;
  for (let y = top; y < bodyTop; y += 2) {
    const runs = rowRuns(mask, y);
    rows++;
    const thin = runs.every((run) => run.to - run.from <= torsoWidth * STRAP_WIDTH);
    if (runs.length !== 2 || !thin || runs[0].to >= centerX || runs[1].from <= centerX) continue;
    straps++;
    first ??= y;
  }
  return straps >= rows * STRAP_ROWS ? first : undefined;
}

/** A garment worn by a model is measured against the model's own shoulders rather than its flat outline. */
export interface WearerFrame {
  centerX: number;
  shoulderY: number;
  /** Her shoulder line's drop per pixel to the right. */
  shoulderSlope: number;
  torsoLeft: number;
  torsoRight: number;
  /** Her arms, which her sleeves follow. */
  arms?: WornArms;
}

/** Finds the neckline or waistband, shoulders, body edges, sleeve ends, hem and legs on a garment mask. */
export function extractLandmarks(
  mask: Mask,
  category: GarmentCategory,
  wearer?: WearerFrame,
  image?: RgbImage,
  slits?: Mask,
): GarmentLandmarks | undefined {
  const bounds = maskBounds(mask);
  if (!bounds) return undefined;
  const height = bounds.bottom - bounds.top + 1;
  let massX = 0;
  let count = 0;
  for (let y = round(bounds.top + height * 0.4); y <= bounds.bottom; y += 2) {
    for (let x = bounds.left; x <= bounds.right; x += 2) {
      if (mask.data[y * mask.width + x] > 0.5) {
        massX += x;
        count++;
      }
    }
  }
  const centerX = count > 0 ? massX / count : (bounds.left + bounds.right) / 2;
  const bodyRuns = torsoRows(mask, bounds, centerX, category);
  // Sleeves that touch the body widen some rows; the narrower rows show the body itself.
  const widths = bodyRuns.map((run) => run.to - run.from).sort((a, b) => a - b);
  const typicalWidth = widths[floor(widths.length * 0.15)] ?? 0;
  const bodyOnly = bodyRuns.filter((run) => run.to - run.from <= typicalWidth * 1.1);
  const bodyCenter = medianOf(bodyOnly.map((run) => (run.from + run.to) / 2));
  let torsoLeft = bodyCenter - typicalWidth / 2;
  let torsoRight = bodyCenter + typicalWidth / 2;
  // Long sleeves hanging down beside the body, touching it, widen every row; their cuffs below the hem, or the seams
  // above a hem hanging below their cuffs, show the body's edges. Below cuffs that end above the hem, nothing is sleeve.
  const { body: cuffs, sleevesEnd } = category === 'bottom' ? {} : hangingSleeves(mask, bounds, centerX, image);
  const hanging = cuffs !== undefined && cuffs.left > torsoLeft && cuffs.right < torsoRight;
  if (cuffs && hanging) {
    torsoLeft = cuffs.left;
    torsoRight = cuffs.right;
  }
  const torsoWidth = max(1, torsoRight - torsoLeft);
  const neckTop = columnTop(mask, centerX, bounds.top, bounds.bottom) ?? bounds.top;
  const upperLimit = round(bounds.top + height * 0.5);
  const shoulderSamples = [torsoLeft + torsoWidth * 0.15, torsoRight - torsoWidth * 0.15]
    .map((x) => columnTop(mask, x, bounds.top, upperLimit))
    .filter((y): y is number => y !== undefined);
  const bodyTop = shoulderSamples.length > 0 ? medianOf(shoulderSamples) : bounds.top;
  const strapTop = category === 'bottom' ? undefined : strapsTop(mask, bounds.top, bodyTop, centerX, torsoWidth);
  const shoulderY = category === 'bottom' ? bounds.top : (strapTop ?? bodyTop);
  let hemY = bounds.top;
  for (let x = round(torsoLeft); x <= torsoRight; x += 2) {
    for (let y = bounds.bottom; y > hemY; y--) {
      if (mask.data[y * mask.width + x] > 0.5) {
        hemY = y;
        break;
      }
    }
  }
  const hemEdges = category === 'bottom' ? undefined : bodyEdgesAbove(mask, hemY, height, torsoLeft, torsoRight);
  const flat = {
    bounds,
    centerX,
    neck: { x: centerX, y: neckTop },
    shoulderY,
    strapsEnd: strapTop === undefined ? undefined : bodyTop,
    torsoLeft,
    torsoRight,
    hemY,
    hemLeft: hemEdges?.left,
    hemRight: hemEdges?.right,
  };
  const base = wearer
    ? {
        ...flat,
        centerX: wearer.centerX,
        shoulderY: wearer.shoulderY,
        shoulderSlope: wearer.shoulderSlope,
        strapsEnd: undefined,
        torsoLeft: wearer.torsoLeft,
        torsoRight: wearer.torsoRight,
        neck: { x: wearer.centerX, y: min(neckTop, wearer.shoulderY) },
      }
    : flat;
  if (category === 'bottom') return { ...base, ...findLegs(mask, bounds, centerX) };
  const arms = wearer?.arms;
  const sleeve = (side: 'left' | 'right') =>
    (arms && sleeveAlongArm(mask, base, arms[side], arms.radius)) ??
    findSleeve(mask, side, base, {
      hanging,
      lowestRow: sleevesEnd,
      worn: arms !== undefined,
      slits,
    });
  return { ...base, leftSleeve: sleeve('left'), rightSleeve: sleeve('right') };
}
