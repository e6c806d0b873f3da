/**
 * A garment photographed at home is lit unevenly: a lamp or a window leaves the paper or the bed sheet brighter in the
 * middle, or on one side, than along the photo's border. The cut-out compares every pixel with the backdrop seen along
 * the border, so a backdrop 10 % brighter in the middle passed for a white garment and the whole photo was refused (see
 * docs/tryon-engine.md, fortieth pass). The backdrop's light is fitted along the border as a smooth surface and divided
 * out of the photo, which is then lit as if evenly.
 */
import { solveLinearSystem } from '../shared/geometry';
import { backgroundDistance, BackgroundColour, edgeStrength, FOREGROUND_DISTANCE } from './backdrop';
import { dilate } from '../shared/raster';
import { abs, floor, max, min, round } from '../shared/numeric';
import { Mask, RgbImage } from '../shared/types';

/** Width in pixels of the border ring the backdrop's light is measured on. */
const RING_WIDTH = 4;
/** A ring pixel further than this from the fitted light (summed over channels) is garment or shadow, not backdrop. */
const SMALLEST_OUTLIER = 18;
/** ...or further than this many times the ring's median distance from it. */
const OUTLIER_FACTOR = 3;
/** Light fitted on fewer than this share of the ring is not trusted: the border is mostly something else. */
const SMALLEST_BACKDROP_SHARE = 0.5;
const FIT_ROUNDS = 4;
/** An outline pixel lies on the garment's edge where one at least this steep is within EDGE_SEARCH pixels of it... */
const EDGE = 1;
const EDGE_SEARCH = 3;
/** ...and a cut-out holds where this share of its outline does (evened photos' garments: 0.998 and more). */
const OUTLINED = 0.9;
/** Points per side of the grid the fitted light is checked on, against the cut-out's reading of the backdrop. */
const GRID = 9;

/** The light's terms at a point, in coordinates centred on the photo: a quadratic surface covers a lamp's falloff. */
function terms(u: number, v: number): number[] {
  return [1, u, v, u * u, u * v, v * v];
}

interface RingSample {
  u: number;
  v: number;
  colour: [number, number, number];
}

function ringSamples(image: RgbImage): RingSample[] {
  const { width, height, data } = image;
  const step = max(1, floor((width + height) / 600));
  const samples: RingSample[] = [];
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const onRing = x < RING_WIDTH || y < RING_WIDTH || x >= width - RING_WIDTH || y >= height - RING_WIDTH;
      if (!onRing) continue;
      const index = (y * width + x) * 3;
      samples.push({
        u: x / max(1, width - 1) - 0.5,
        v: y / max(1, height - 1) - 0.5,
        colour: [data[index], data[index + 1], data[index + 2]],
      });
    }
  }
  return samples;
}

/** Least squares per channel over the samples kept: six coefficients for each of red, green and blue. */
function fitLight(samples: RingSample[], kept: boolean[]): number[][] | undefined {
  const size = 6;
  const normal = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const sides = [0, 1, 2].map(() => new Array<number>(size).fill(0));
  let count = 0;
  for (let index = 0; index < samples.length; index++) {
    if (!kept[index]) continue;
    count++;
    const sample = samples[index];
    const row = terms(sample.u, sample.v);
    for (let i = 0; i < size; i++) {
      for (let j = 0; j < size; j++) normal[i][j] += row[i] * row[j];
      for (let channel = 0; channel < 3; channel++) sides[channel][i] += row[i] * sample.colour[channel];
    }
  }
  if (count < size * 4) return undefined;
  // A touch of damping keeps the surface from bending where the ring says little (a corner hidden by the garment).
  for (let i = 1; i < size; i++) normal[i][i] += count * 1e-4;
  const solutions = sides.map((side) => solveLinearSystem(normal, side));
  return solutions.every((solution) => solution.every(Number.isFinite)) ? solutions : undefined;
}

function lightAt(light: number[][], u: number, v: number): [number, number, number] {
  const row = terms(u, v);
  const value = (channel: number) =>
    light[channel].reduce((sum, coefficient, term) => sum + coefficient * row[term], 0);
  return [value(0), value(1), value(2)];
}

/**
 * The backdrop's light as fitted along the border, or undefined when the border is too busy to tell: samples far from
 * the surface (the garment where it touches the border, its shadow) are left out and the surface fitted again.
 */
export function backdropLight(image: RgbImage): number[][] | undefined {
  const samples = ringSamples(image);
  let kept = samples.map(() => true);
  let surface: number[][] | undefined;
  for (let round = 0; round < FIT_ROUNDS; round++) {
    surface = fitLight(samples, kept);
    if (!surface) return undefined;
    const fitted = surface;
    const distances = samples.map((sample) => {
      const expected = lightAt(fitted, sample.u, sample.v);
      return (
        abs(sample.colour[0] - expected[0]) + abs(sample.colour[1] - expected[1]) + abs(sample.colour[2] - expected[2])
      );
    });
    const sorted = distances.filter((_distance, index) => kept[index]).sort((a, b) => a - b);
    const limit = max(SMALLEST_OUTLIER, sorted[floor(sorted.length / 2)] * OUTLIER_FACTOR);
    kept = distances.map((distance) => distance <= limit);
  }
  const backdrop = kept.filter(Boolean).length;
  return backdrop >= samples.length * SMALLEST_BACKDROP_SHARE ? surface : undefined;
}

/**
 * The photo with its backdrop's light evened out, or the photo itself where the cut-out takes the backdrop for backdrop
 * everywhere already (`background`: the colour it compares pixels with) or the light cannot be told. Only light that
 * breaks the cut-out is evened: evened, a white tee under a studio's slightly brighter middle stood out less from the
 * backdrop and the cut-out leaked into its hem. Each channel is scaled up to the fitted light's brightest colour, so
 * the garment is drawn in the colours it has where it is best lit.
 */
export function evenOutLighting(image: RgbImage, background: BackgroundColour): RgbImage {
  const surface = backdropLight(image);
  if (!surface) return image;
  const grid: RgbImage = { width: GRID, height: GRID, data: new Uint8Array(GRID * GRID * 3) };
  for (let row = 0; row < GRID; row++) {
    for (let column = 0; column < GRID; column++) {
      const colour = lightAt(surface, column / (GRID - 1) - 0.5, row / (GRID - 1) - 0.5);
      for (let channel = 0; channel < 3; channel++)
        grid.data[(row * GRID + column) * 3 + channel] = min(255, max(0, round(colour[channel])));
    }
  }
  const seenAsGarment = backgroundDistance(grid, background).data.some((distance) => distance >= FOREGROUND_DISTANCE);
  if (!seenAsGarment) return image;
  const brightest = [0, 1, 2].map((channel) => {
    let value = 0;
    for (let pixel = 0; pixel < GRID * GRID; pixel++) value = max(value, grid.data[pixel * 3 + channel]);
    return value;
  });
  const { width, height, data } = image;
  const output = new Uint8Array(data.length);
  // The light is smooth, so it is evaluated on a coarse grid of rows and interpolated along each row.
  const columns = 17;
  for (let y = 0; y < height; y++) {
    const v = y / max(1, height - 1) - 0.5;
    const gains: number[][] = [];
    for (let column = 0; column < columns; column++) {
      const colour = lightAt(surface, column / (columns - 1) - 0.5, v);
      gains.push([0, 1, 2].map((channel) => brightest[channel] / max(1, colour[channel])));
    }
    for (let x = 0; x < width; x++) {
      const position = (x / max(1, width - 1)) * (columns - 1);
      const cell = min(columns - 2, floor(position));
      const weight = position - cell;
      const index = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel++) {
        const gain = gains[cell][channel] * (1 - weight) + gains[cell + 1][channel] * weight;
        output[index + channel] = min(255, round(data[index + channel] * gain));
      }
    }
  }
  return { width, height, data: output };
}

/**
 * Whether the cut-out of an evened photo follows the garment's outline: evening leaves a white garment no brighter than
 * the backdrop beside it, and a cut-out that leaked into it runs through plain fabric, along no edge (a white tee under
 * a lamp on off-white paper: 0.73 of its outline on an edge; its cut-out had lost half its body).
 */
export function followsOutline(photo: RgbImage, mask: Mask): boolean {
  const edges = edgeStrength(photo);
  const nearEdge = dilate({ ...edges, data: edges.data.map((strength) => (strength >= EDGE ? 1 : 0)) }, EDGE_SEARCH);
  const { width, height, data } = mask;
  let outline = 0;
  let onEdge = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const pixel = y * width + x;
      if (data[pixel] <= 0.5) continue;
      const inner =
        data[pixel - 1] > 0.5 && data[pixel + 1] > 0.5 && data[pixel - width] > 0.5 && data[pixel + width] > 0.5;
      if (inner) continue;
      outline++;
      if (nearEdge.data[pixel] > 0.5) onEdge++;
    }
  }
  return outline > 0 && onEdge >= outline * OUTLINED;
}
