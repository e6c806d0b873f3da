/**
 * Covering the outer shoulders between a placed garment's torso and a sleeve turned down along the arm: the fabric is
 * grown outward over them, then made to look like the garment's own (its plain ground, its two tones, or its print
 * mirrored across the edge).
 */
import { dilate, erode, mapMask } from '../shared/raster';
import { Mask } from '../shared/types';
import { max, round } from '../shared/numeric';
import { WarpedGarment } from './warp';
import {
  smoothAdded,
  snapToTones,
  keepTones,
  toneOfAdded,
  inBlocks,
  stripesAcross,
  toneRuns,
  twoTones,
  plainFabric,
  fabricColours,
} from './fabric-tones';

/** Width of a placed garment's outline, in pixels, where its photo's backdrop shows through the anti-aliasing. */
const EDGE_WIDTH = 2;
/** How much of a widened shoulder's reach the garment's own outline beside it is left out (see `coverShoulders`). */
const SHOULDER_EDGE = 0.12;

/**
 * Widens the placed garment over `allowed` pixels (the old garment's outer shoulders, see the pipeline) up to `reach`
 * pixels from its edge, ring by ring, each pixel taking the mean colour of its covered neighbours; then the fabric's
 * plain ground where it has one, its two tones where it has two, and otherwise the fabric mirrored across the edge. A
 * sleeve turned down along the arm leaves the outer shoulder between it and the torso bare; left so, that part of the
 * old garment shows or is repainted as a blurred patch, and the sleeve looks detached from the body. Returns how many
 * pixels it covered.
 */
export function coverShoulders(target: WarpedGarment, allowed: Mask, reach: number): number {
  const { width, data: alpha } = target.alpha;
  const covered = new Uint8Array(alpha.length);
  const added = new Uint8Array(alpha.length);
  for (let pixel = 0; pixel < alpha.length; pixel++) covered[pixel] = alpha[pixel] > 0.5 ? 1 : 0;
  const garment = new Uint8Array(covered);
  // The garment's own outline beside the widened part is half backdrop, and a sleeve's edge is often a lit seam: copied
  // outward, that outline made a light grey block of the covered shoulder. The fabric a little inside it is copied.
  const edge = max(EDGE_WIDTH, round(reach * SHOULDER_EDGE));
  const inner = erode({ width, height: target.alpha.height, data: new Float32Array(covered) }, edge);
  const beside = dilate(
    mapMask(allowed, (value, pixel) => (value > 0.5 && !covered[pixel] ? 1 : 0)),
    edge + 1,
  );
  for (let pixel = 0; pixel < alpha.length; pixel++)
    if (covered[pixel] && inner.data[pixel] < 0.5 && beside.data[pixel] > 0.5) covered[pixel] = 0;
  const color = target.color;
  // Each covered pixel's nearest fabric pixel inside the garment, to mirror the fabric across the garment's edge.
  const fabric = new Uint8Array(covered);
  const nearest = new Int32Array(alpha.length).fill(-1);
  for (let pixel = 0; pixel < alpha.length; pixel++) if (fabric[pixel]) nearest[pixel] = pixel;
  // The pixels the cover may take; a ring looks only at those beside what the ring before it covered.
  const open = new Uint8Array(alpha.length);
  for (let pixel = 0; pixel < alpha.length; pixel++)
    if (!covered[pixel] && (allowed.data[pixel] > 0.5 || alpha[pixel] > 0.5)) open[pixel] = 1;
  const forNeighbours = (pixel: number, visit: (next: number) => void) => {
    const x = pixel % width;
    if (x > 0) visit(pixel - 1);
    if (x < width - 1) visit(pixel + 1);
    if (pixel >= width) visit(pixel - width);
    if (pixel + width < alpha.length) visit(pixel + width);
  };
  let frontier: number[] = [];
  for (let pixel = 0; pixel < alpha.length; pixel++) {
    if (!open[pixel]) continue;
    let touches = false;
    forNeighbours(pixel, (next) => {
      if (covered[next]) touches = true;
    });
    if (touches) frontier.push(pixel);
  }
  // The ring each pixel was last queued for, so that it is queued once.
  const queued = new Int32Array(alpha.length).fill(-1);
  let filled = 0;
  for (let ring = 0; ring < reach + edge && frontier.length > 0; ring++) {
    const reached: number[] = [];
    const colours: number[] = [];
    const sources: number[] = [];
    for (const pixel of frontier) {
      const x = pixel % width;
      const y = (pixel - x) / width;
      let red = 0;
      let green = 0;
      let blue = 0;
      let neighbours = 0;
      let source = -1;
      let sourceDistance = Infinity;
      forNeighbours(pixel, (next) => {
        if (!covered[next]) return;
        red += color[next * 3];
        green += color[next * 3 + 1];
        blue += color[next * 3 + 2];
        neighbours++;
        const candidate = nearest[next];
        const candidateX = candidate % width;
        const candidateDistance = (candidateX - x) ** 2 + ((candidate - candidateX) / width - y) ** 2;
        if (candidateDistance < sourceDistance) {
          source = candidate;
          sourceDistance = candidateDistance;
        }
      });
      if (neighbours === 0) continue;
      reached.push(pixel);
      colours.push(red / neighbours, green / neighbours, blue / neighbours);
      sources.push(source);
    }
    reached.forEach((pixel, index) => {
      for (let channel = 0; channel < 3; channel++) color[pixel * 3 + channel] = colours[index * 3 + channel];
      nearest[pixel] = sources[index];
      if (alpha[pixel] <= 0.5) filled++;
      covered[pixel] = 1;
      added[pixel] = 1;
      alpha[pixel] = 1;
    });
    frontier = [];
    for (const pixel of reached)
      forNeighbours(pixel, (next) => {
        if (open[next] && !covered[next] && queued[next] !== ring) {
          queued[next] = ring;
          frontier.push(next);
        }
      });
  }
  if (filled > 0) {
    const near = dilate({ width, height: target.alpha.height, data: new Float32Array(added) }, reach);
    const fabricNear = fabricColours(target, garment, near);
    const ground = plainFabric(target, fabricNear);
    const tones = ground ? undefined : twoTones(target, fabricNear);
    const runs = tones ? toneRuns(target, garment, fabricNear.pixels, tones) : undefined;
    if (ground) {
      for (let pixel = 0; pixel < alpha.length; pixel++) if (added[pixel]) color.set(ground, pixel * 3);
      smoothAdded(target, covered, added, reach, ground, (pixel) => mirrorSource(target, fabric, nearest, pixel));
    } else if (tones && stripesAcross(runs)) {
      // Smoothed, two tones (stripes, a check) average to a third colour that is in neither: grey on navy and white.
      // Mirrored, a neckline's trim beside the shoulder came up as horns; snapped to the two tones, the stripes go on.
      snapToTones(target, added, tones);
    } else if (tones && inBlocks(runs)) {
      // Mirrored alone, the border between a lilac body and a purple sleeve came out in teeth, where each covered
      // pixel's nearest edge flips between the two; the tones grown outward continue that border as a straight cut.
      const grownTones = toneOfAdded(target, added, tones);
      mirrorFabric(target, added, fabric, nearest);
      keepTones(target, added, tones, grownTones);
    } else {
      // Smoothed, a print in many colours became a blurred blotch over each shoulder; mirrored, the print goes on. A
      // two-toned print that is no stripes (white flowers on blue) too: grown row by row, it came out streaked.
      mirrorFabric(target, added, fabric, nearest);
    }
  }
  return filled;
}

/**
 * Each covered pixel takes the fabric mirrored across the garment's edge (its nearest fabric pixel's mirror image), or
 * that nearest pixel where the mirror falls outside the fabric: a print or a knit continues over the shoulder.
 */
function mirrorFabric(target: WarpedGarment, added: Uint8Array, fabric: Uint8Array, nearest: Int32Array): void {
  const color = target.color;
  for (let pixel = 0; pixel < added.length; pixel++) {
    if (!added[pixel]) continue;
    const from = mirrorSource(target, fabric, nearest, pixel);
    if (from < 0) continue;
    for (let channel = 0; channel < 3; channel++) color[pixel * 3 + channel] = color[from * 3 + channel];
  }
}

/** The fabric pixel a covered pixel mirrors across the garment's edge, its nearest one where the mirror falls outside. */
function mirrorSource(target: WarpedGarment, fabric: Uint8Array, nearest: Int32Array, pixel: number): number {
  if (nearest[pixel] < 0) return -1;
  const { width, height } = target.alpha;
  const x = pixel % width;
  const y = (pixel - x) / width;
  const sourceX = nearest[pixel] % width;
  const sourceY = (nearest[pixel] - sourceX) / width;
  const mirrorX = 2 * sourceX - x;
  const mirrorY = 2 * sourceY - y;
  const mirror = mirrorY * width + mirrorX;
  const inside = mirrorX >= 0 && mirrorX < width && mirrorY >= 0 && mirrorY < height && fabric[mirror] === 1;
  return inside ? mirror : nearest[pixel];
}
