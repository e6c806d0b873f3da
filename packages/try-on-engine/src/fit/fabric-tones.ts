import { boxBlur, createMask, erode, mapMask } from '../shared/raster';
import { Mask } from '../shared/types';
import { floor, hypot3, max, min, round, sqrt } from '../shared/numeric';
import { WarpedGarment } from './warp';

/** The fabric's own tones, stripes and patterns, kept by the fabric a shoulder cover adds (see shoulder-cover.ts). */

/** Colour bins per channel when looking for a garment's plain ground colour. */
const COLOUR_LEVELS = 8;
/** Share of the fabric near a covered shoulder that must have one hue for it to be the garment's plain ground. */
const PLAIN_FABRIC = 0.5;
/** Fabric pixels this far apart (in pixels) are compared for a fine pattern, of which this share differ at least. */
const PATTERN_STEP = 3;
const FINE_PATTERN = 0.35;
/** A two-toned fabric's colours are at least this far apart (0–255 RGB); closer, they are shades of one colour. */
const TONE_GAP = 60;
/** Its pixels lie within this distance of the colours between its two tones (or 0.12 of their distance)... */
const TONE_TOLERANCE = 15;
/** ...this share of them... */
const ON_TONES = 0.7;
/** ...and this share near each tone. */
const TONE_SHARE = 0.2;
/** How far apart, in pixels, two fabric pixels are compared for their tone, along a row and down a column. */
const TONE_STEP = 5;
/** In stripes running across the shoulder, a pixel's tone is kept along its row this much more often than down it. */
const STRIPES_ACROSS = 0.1;
/** In two tones laid in blocks (a body and sleeves of two colours), a pixel's tone is kept this often both ways. */
const IN_BLOCKS = 0.85;
/** A mirrored pixel is of its block's tone within this share of the distance between the two tones. */
const OWN_TONE = 0.3;
/** The most a plain fabric's grain, mirrored onto a covered shoulder, moves it from the mean colour there (0–255). */
const GRAIN_LIMIT = 20;
/** The grain is a pixel's difference from the fabric's mean within this many pixels: finer than a seam or a fold. */
const GRAIN_RADIUS = 2;
/** A pixel is of the ground's hue within this chromaticity distance (white fabric's shading stays within 0.01)... */
const GROUND_HUE = 0.03;
/** ...and this brightness factor. */
const GROUND_BRIGHTNESS = 1.35;

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
interface FabricColours {
  pixels: number[];
  colours: Array<[number, number, number]>;
}

export function fabricColours(target: WarpedGarment, garment: Uint8Array, near: Mask): FabricColours {
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
export function plainFabric(
  target: WarpedGarment,
  { pixels, colours }: FabricColours,
): [number, number, number] | undefined {
  if (colours.length === 0) return undefined;
  const seed = colours[0];
  const sum = [0, 0, 0];
  let members = 0;
  for (const pixel of pixels) {
    if (!onGround(target.color, pixel, seed)) continue;
    members++;
    for (let channel = 0; channel < 3; channel++) sum[channel] += target.color[pixel * 3 + channel];
  }
  if (members < pixels.length * PLAIN_FABRIC || finePattern(target, pixels, seed)) return undefined;
  return [sum[0] / members, sum[1] / members, sum[2] / members];
}

/**
 * Whether the fabric's ground and what is not of it alternate every few pixels (a check, a small print all over): of
 * the fabric pixels PATTERN_STEP apart along a row or down a column, FINE_PATTERN or more differ. A gingham's light
 * ground passed for plain (half of it on the ground's hue), and its shoulders were covered in a grey blotch.
 */
function finePattern(target: WarpedGarment, pixels: number[], ground: [number, number, number]): boolean {
  const width = target.alpha.width;
  const state = new Uint8Array(target.alpha.data.length);
  for (const pixel of pixels) state[pixel] = onGround(target.color, pixel, ground) ? 2 : 1;
  let pairs = 0;
  let differing = 0;
  for (const pixel of pixels)
    for (const next of [pixel + PATTERN_STEP, pixel + PATTERN_STEP * width]) {
      if (next >= state.length || state[next] === 0) continue;
      pairs++;
      if (state[next] !== state[pixel]) differing++;
    }
  return pairs > 0 && differing >= pairs * FINE_PATTERN;
}

/**
 * The two colours of a two-toned fabric near the covered shoulder (stripes, a check): its commonest colour and the
 * commonest one clearly unlike it, when nearly all of the fabric lies between the two in colour (their shades and the
 * blends along their borders: ON_TONES of it) and each has TONE_SHARE of it. A print in more colours gives none.
 */
export function twoTones(
  target: WarpedGarment,
  { pixels, colours: means }: FabricColours,
): [[number, number, number], [number, number, number]] | undefined {
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

/** How often a two-toned fabric pixel's tone is kept TONE_STEP pixels along its row and TONE_STEP pixels below. */
interface ToneRuns {
  along: number;
  down: number;
}

export function toneRuns(
  target: WarpedGarment,
  garment: Uint8Array,
  pixels: number[],
  tones: [[number, number, number], [number, number, number]],
): ToneRuns {
  const { width } = target.alpha;
  const along = { pairs: 0, same: 0 };
  const down = { pairs: 0, same: 0 };
  const compare = (pixel: number, other: number, count: { pairs: number; same: number }) => {
    if (!garment[other]) return;
    count.pairs++;
    if (nearerTone(target.color, other, tones) === nearerTone(target.color, pixel, tones)) count.same++;
  };
  for (const pixel of pixels) {
    if ((pixel % width) + TONE_STEP < width) compare(pixel, pixel + TONE_STEP, along);
    if (pixel + TONE_STEP * width < garment.length) compare(pixel, pixel + TONE_STEP * width, down);
  }
  return {
    along: along.pairs > 0 ? along.same / along.pairs : 0,
    down: down.pairs > 0 ? down.same / down.pairs : 0,
  };
}

/** Stripes running across the shoulder, as the rows grown outward from the edge continue: kept along, not down. */
export function stripesAcross(runs: ToneRuns | undefined): boolean {
  return runs !== undefined && runs.along > 0 && runs.down > 0 && runs.along - runs.down >= STRIPES_ACROSS;
}

/** Two tones in blocks: each pixel's tone kept both along its row and down its column (not a print of small motifs). */
export function inBlocks(runs: ToneRuns | undefined): boolean {
  return runs !== undefined && runs.along >= IN_BLOCKS && runs.down >= IN_BLOCKS;
}

/** 0 or 1: which of the two tones a pixel's colour is nearer. */
function nearerTone(
  color: Float32Array,
  pixel: number,
  tones: [[number, number, number], [number, number, number]],
): number {
  const distanceTo = (tone: [number, number, number]) =>
    hypot3(color[pixel * 3] - tone[0], color[pixel * 3 + 1] - tone[1], color[pixel * 3 + 2] - tone[2]);
  return distanceTo(tones[0]) <= distanceTo(tones[1]) ? 0 : 1;
}

/** Each covered pixel's nearer tone, 2 elsewhere. */
export function toneOfAdded(
  target: WarpedGarment,
  added: Uint8Array,
  tones: [[number, number, number], [number, number, number]],
): Uint8Array {
  const tone = new Uint8Array(added.length).fill(2);
  for (let pixel = 0; pixel < added.length; pixel++)
    if (added[pixel]) tone[pixel] = nearerTone(target.color, pixel, tones);
  return tone;
}

/**
 * A covered pixel whose mirrored fabric is not clearly of the tone grown there (the other tone, or a blend from the
 * border between them, which drew faint lines) takes that tone's colour.
 */
export function keepTones(
  target: WarpedGarment,
  added: Uint8Array,
  tones: [[number, number, number], [number, number, number]],
  grownTones: Uint8Array,
): void {
  const color = target.color;
  const gap = hypot3(tones[1][0] - tones[0][0], tones[1][1] - tones[0][1], tones[1][2] - tones[0][2]);
  for (let pixel = 0; pixel < added.length; pixel++) {
    if (!added[pixel]) continue;
    const tone = tones[grownTones[pixel]];
    const off = hypot3(color[pixel * 3] - tone[0], color[pixel * 3 + 1] - tone[1], color[pixel * 3 + 2] - tone[2]);
    if (off > gap * OWN_TONE) color.set(tone, pixel * 3);
  }
}

/** Each covered pixel takes the nearer of the fabric's two tones, so stripes grown outward stay crisp. */
export function snapToTones(
  target: WarpedGarment,
  added: Uint8Array,
  tones: [[number, number, number], [number, number, number]],
): void {
  for (let pixel = 0; pixel < added.length; pixel++)
    if (added[pixel]) target.color.set(tones[nearerTone(target.color, pixel, tones)], pixel * 3);
}

/**
 * Rows copied outward from the garment's edge streak; the covered shoulder takes instead the mean colour of the
 * fabric of the plain ground's hue around it (the garment's own pixels a little inside its edge, and the other
 * covered pixels), with the grain of the ground mirrored across the edge on top (`source`, see `mirrorSource`; a
 * print's motifs are left out): without it, a heathered knit's shoulders and upper arms were flat, pale blocks beside
 * its grainy body.
 */
export function smoothAdded(
  target: WarpedGarment,
  covered: Uint8Array,
  added: Uint8Array,
  reach: number,
  ground: [number, number, number],
  source: (pixel: number) => number,
): void {
  const { width, height } = target.alpha;
  const inside = erode({ width, height, data: new Float32Array(covered) }, 3);
  const weight = createMask(width, height);
  for (let pixel = 0; pixel < weight.data.length; pixel++) {
    const fabric = inside.data[pixel] > 0.5 && onGround(target.color, pixel, ground);
    if (fabric || added[pixel]) weight.data[pixel] = 1;
  }
  const radius = max(2, round(reach / 3));
  const weights = boxBlur(weight, radius);
  // The grain is measured against the fabric's mean a few pixels around: against the broad mean, a seam's or a fold's
  // shade beside the edge was mirrored too, a dark line along the covered shoulder and upper arm.
  const fabricOnly = mapMask(weight, (value, pixel) => (added[pixel] ? 0 : value));
  const grainWeights = boxBlur(fabricOnly, GRAIN_RADIUS);
  for (let channel = 0; channel < 3; channel++) {
    const plane = createMask(width, height);
    for (let pixel = 0; pixel < plane.data.length; pixel++)
      plane.data[pixel] = weight.data[pixel] * target.color[pixel * 3 + channel];
    const blurred = boxBlur(plane, radius);
    const meanAt = (pixel: number) => blurred.data[pixel] / weights.data[pixel];
    const aroundGrain = boxBlur(
      mapMask(fabricOnly, (value, pixel) => value * target.color[pixel * 3 + channel]),
      GRAIN_RADIUS,
    );
    const smoothed = new Float32Array(added.length);
    for (let pixel = 0; pixel < plane.data.length; pixel++) {
      if (!added[pixel] || weights.data[pixel] <= 1e-3) continue;
      const from = source(pixel);
      const grain =
        from >= 0 && !added[from] && grainWeights.data[from] > 1e-3 && onGround(target.color, from, ground)
          ? max(
              -GRAIN_LIMIT,
              min(GRAIN_LIMIT, target.color[from * 3 + channel] - aroundGrain.data[from] / grainWeights.data[from]),
            )
          : 0;
      smoothed[pixel] = meanAt(pixel) + grain;
    }
    for (let pixel = 0; pixel < plane.data.length; pixel++)
      if (added[pixel] && weights.data[pixel] > 1e-3) target.color[pixel * 3 + channel] = smoothed[pixel];
  }
}
