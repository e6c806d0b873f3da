import { Body, Limb } from './body';
import { add, distance, midpoint, normalize, scale, subtract } from '../shared/geometry';
import { createMask, dilate } from '../shared/raster';
import { labelComponents } from '../shared/components';
import { ceil, floor, luma, max, min, round, sqrt } from '../shared/numeric';
import { Mask, Point, RgbImage } from '../shared/types';

/**
 * Half the width of a bare leg, as a fraction of the body's hip width, at points along the leg: 0 at the hip joint, 1 at
 * the knee, 2 at the ankle. The calf is a little wider than the knee just below it; past the ankle the leg continues
 * briefly so that it meets the shoe.
 */
const LEG_PROFILE: ReadonlyArray<[number, number]> = [
  [0, 0.31],
  [0.5, 0.23],
  [1, 0.15],
  [1.3, 0.165],
  [2, 0.09],
  [2.12, 0.09],
];
/** Feet start this fraction of the shin's length below the ankle keypoint (the ankle bone sits above the shoe). */
const FEET_BELOW_ANKLE = 0.08;
/** Beside a foot, the placed garment ends above it this fraction of the foot's width either side. */
const FEET_SIDE = 0.5;
/** The shin's segment is followed this far past the ankle (in shin lengths). */
export const SHIN_REACH = LEG_PROFILE[LEG_PROFILE.length - 1][0] - 1;
/** Legs fade in over this much of their length (0 hip, 1 knee, 2 ankle) above the new garment's hem. */
const HEM_SOFTNESS = 0.05;

/** The body's width at the hips, wider than the distance between the hip joints (as `bodyShape` measures it). */
export function bodyHipWidth(body: Body): number {
  return max(body.shoulderWidth * 0.76, distance(body.hipLeft, body.hipRight) * 1.5);
}

/** Half the leg's width at `along` (0 hip, 1 knee, 2 ankle), as a fraction of the hip width. */
function profileHalfWidth(along: number): number {
  if (along <= LEG_PROFILE[0][0]) return LEG_PROFILE[0][1];
  for (let index = 1; index < LEG_PROFILE.length; index++) {
    const [end, endWidth] = LEG_PROFILE[index];
    const [start, startWidth] = LEG_PROFILE[index - 1];
    if (along <= end) return startWidth + ((along - start) / (end - start)) * (endWidth - startWidth);
  }
  return LEG_PROFILE[LEG_PROFILE.length - 1][1];
}

/** Half the leg's width at `along` (0 hip, 1 knee, 2 ankle), in pixels. */
export function legHalfWidth(body: Body, along: number): number {
  return profileHalfWidth(along) * bodyHipWidth(body);
}

export interface LegModel {
  /** How much of each pixel a bare leg covers, anti-aliased over about two pixels. */
  coverage: Mask;
  /** Light on a rounded leg, as a ratio around 1: darker at the sides and towards the ankle. */
  shading: Mask;
}

interface LegSample {
  cover: number;
  shade: number;
  /** Which leg: 0 the left one in the photo, 1 the right one. */
  leg: number;
}

/**
 * A painted leg fitted to the photo's leg below the old garment's hem: its width there over the model's (`scale`), and
 * how far beside the pose's line its middle lies, in pixels across the photo (`shift`).
 */
export interface LegFit {
  scale: number;
  shift: number;
}

export const AS_MODELLED: LegFit = { scale: 1, shift: 0 };

const TABLE_STEP = 0.005;
const SEGMENT_FIELDS = 6;

/**
 * Samples both legs at pixels. Segments and the width profile are tabulated once: this runs for every pixel the old
 * trousers leave uncovered.
 */
export class LegSampler {
  /** Per segment (thigh and shin of each leg): start x, start y, direction x, direction y, squared length, reach. */
  private readonly segments: Float64Array;
  private readonly halfWidths: Float32Array;
  private readonly widest: number;
  private readonly other: LegSample = { cover: 0, shade: 1, leg: 1 };

  constructor(
    body: Body,
    private readonly hems: readonly number[] = [0, 0],
    private readonly fits: readonly LegFit[] = [AS_MODELLED, AS_MODELLED],
  ) {
    const hipWidth = bodyHipWidth(body);
    this.segments = Float64Array.from(
      [body.legLeft, body.legRight].flatMap((leg, index) =>
        [
          [leg.root.x + fits[index].shift, leg.root.y, leg.middle.x - leg.root.x, leg.middle.y - leg.root.y, 1],
          [
            leg.middle.x + fits[index].shift,
            leg.middle.y,
            leg.end.x - leg.middle.x,
            leg.end.y - leg.middle.y,
            SHIN_REACH,
          ],
        ].flatMap(([x, y, directionX, directionY, reach]) => [
          x,
          y,
          directionX,
          directionY,
          directionX * directionX + directionY * directionY || 1,
          reach,
        ]),
      ),
    );
    this.halfWidths = new Float32Array(ceil((1 + SHIN_REACH) / TABLE_STEP) + 2);
    for (let index = 0; index < this.halfWidths.length; index++)
      this.halfWidths[index] = profileHalfWidth(index * TABLE_STEP) * hipWidth;
    this.widest = legHalfWidth(body, 0) * max(fits[0].scale, fits[1].scale) + 2;
  }

  /** The rectangle both legs can reach, clipped to the photo. */
  bounds(width: number, height: number): { left: number; top: number; right: number; bottom: number } {
    const xs: number[] = [];
    const ys: number[] = [];
    for (let start = 0; start < this.segments.length; start += SEGMENT_FIELDS) {
      const [x, y, directionX, directionY, , reach] = this.segments.subarray(start, start + SEGMENT_FIELDS);
      xs.push(x, x + directionX * reach);
      ys.push(y, y + directionY * reach);
    }
    return {
      left: max(0, floor(Math.min(...xs) - this.widest)),
      right: min(width - 1, ceil(Math.max(...xs) + this.widest)),
      top: max(0, floor(Math.min(...ys) - this.widest)),
      bottom: min(height - 1, ceil(Math.max(...ys) + this.widest)),
    };
  }

  /** Coverage and light at a pixel; where the legs overlap, the one covering more. */
  sample(x: number, y: number, into: LegSample): void {
    into.cover = 0;
    into.leg = 0;
    this.other.cover = 0;
    this.sampleLeg(0, x, y, into);
    this.sampleLeg(1, x, y, this.other);
    if (this.other.cover > into.cover) {
      into.cover = this.other.cover;
      into.shade = this.other.shade;
      into.leg = 1;
    }
  }

  /** One leg: the nearer of thigh and shin, measured against the leg's width there. */
  private sampleLeg(leg: number, x: number, y: number, into: LegSample): void {
    let best = Infinity;
    for (let part = 0; part < 2; part++) {
      const start = (leg * 2 + part) * SEGMENT_FIELDS;
      const segments = this.segments;
      const fromX = segments[start];
      const fromY = segments[start + 1];
      const directionX = segments[start + 2];
      const directionY = segments[start + 3];
      const lengthSquared = segments[start + 4];
      const reach = segments[start + 5];
      const along = min(reach, max(0, ((x - fromX) * directionX + (y - fromY) * directionY) / lengthSquared));
      const offsetX = x - (fromX + along * directionX);
      const offsetY = y - (fromY + along * directionY);
      const offsetSquared = offsetX * offsetX + offsetY * offsetY;
      if (offsetSquared > this.widest * this.widest) continue;
      const offset = sqrt(offsetSquared);
      const position = part + along;
      const half = this.halfWidths[round(position / TABLE_STEP)] * this.fits[leg].scale;
      if (offset - half >= best) continue;
      best = offset - half;
      into.cover =
        min(1, max(0, (half - offset) / 2 + 0.5)) * min(1, max(0, (position - this.hems[leg]) / HEM_SOFTNESS + 1));
      const across = min(1, offset / half);
      into.shade = (1.04 - 0.16 * across * across) * (position > 1 ? 1 - 0.07 * (position - 1) : 1);
    }
  }
}

/** Two bare legs along the hip–knee–ankle keypoints, tapering from thigh to ankle with a calf below the knee. */
export function legModel(body: Body, width: number, height: number): LegModel {
  const model = { coverage: createMask(width, height), shading: createMask(width, height, 1) };
  const sampler = new LegSampler(body);
  const bounds = sampler.bounds(width, height);
  const sample = { cover: 0, shade: 1, leg: 0 };
  for (let y = bounds.top; y <= bounds.bottom; y++) {
    for (let x = bounds.left; x <= bounds.right; x++) {
      sampler.sample(x, y, sample);
      model.coverage.data[y * width + x] = sample.cover;
      if (sample.cover > 0) model.shading.data[y * width + x] = sample.shade;
    }
  }
  return model;
}

/**
 * Feet and shoes: the person's pixels below each seen ankle. They are not the garment being replaced, so they stay as
 * photographed even where they share the old trousers' colours.
 */
export function feetMask(body: Body, personMask: Mask): Mask {
  const { width, height } = personMask;
  const zone = createMask(width, height);
  for (const leg of [body.legLeft, body.legRight]) {
    if (!leg.endSeen || leg.end.y >= height * 0.97) continue;
    const shin = subtract(leg.end, leg.middle);
    const start = add(leg.end, scale(shin, FEET_BELOW_ANKLE));
    const across = normalize({ x: -body.down.y, y: body.down.x });
    const reachAcross = body.shoulderWidth * 0.4;
    const reachDown = body.shoulderWidth * 0.6;
    const left = max(0, floor(start.x - reachAcross - reachDown));
    const right = min(width - 1, ceil(start.x + reachAcross + reachDown));
    const bottom = min(height - 1, ceil(start.y + reachDown + reachAcross));
    for (let y = max(0, floor(start.y - reachAcross)); y <= bottom; y++) {
      for (let x = left; x <= right; x++) {
        const below = (x - start.x) * body.down.x + (y - start.y) * body.down.y;
        const aside = (x - start.x) * across.x + (y - start.y) * across.y;
        const index = y * width + x;
        if (
          below > 0 &&
          below < reachDown &&
          aside > -reachAcross &&
          aside < reachAcross &&
          personMask.data[index] > 0.3
        )
          zone.data[index] = 1;
      }
    }
  }
  return dilate(zone, 2);
}

/**
 * Clears the placed garment beside and below each foot (`feet`, see `feetMask`): from the foot's top row down, across
 * the foot's width and FEET_SIDE of it either side. A trouser leg or a dress placed longer than the legs went on past
 * the shoes, drawn around them and in blocks on the floor under their soles; it ends on the shoe instead, as a hem does.
 */
export function endAboveFeet(alpha: Mask, feet: Mask): void {
  const { width, height } = feet;
  const { labels, sizes } = labelComponents(feet);
  const bounds = sizes.map(() => ({ left: width, right: -1, top: height }));
  for (let pixel = 0; pixel < labels.length; pixel++) {
    const label = labels[pixel];
    if (label === 0) continue;
    const x = pixel % width;
    const foot = bounds[label];
    foot.left = min(foot.left, x);
    foot.right = max(foot.right, x);
    foot.top = min(foot.top, (pixel - x) / width);
  }
  for (const foot of bounds) {
    if (foot.right < 0) continue;
    const side = round((foot.right - foot.left + 1) * FEET_SIDE);
    const left = max(0, foot.left - side);
    const right = min(width - 1, foot.right + side);
    for (let y = foot.top; y < height; y++) alpha.data.fill(0, y * width + left, y * width + right + 1);
  }
}

/**
 * The old garment below the hips, grown over its anti-aliased outline (pixels half trouser, half background would
 * otherwise stay as a ghost outline once the trousers are gone), without the feet.
 */
export function lowerGarmentRegion(oldGarment: Mask, skin: Mask, feet: Mask, body: Body): Mask {
  const { width, height } = oldGarment;
  const hipLine = midpoint(body.hipLeft, body.hipRight);
  const belowHips = (x: number, y: number) => (x - hipLine.x) * body.down.x + (y - hipLine.y) * body.down.y > 0;
  const lower = createMask(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      if (oldGarment.data[y * width + x] > 0.5 && belowHips(x, y)) lower.data[y * width + x] = 1;
  }
  const output = dilate(lower, 5);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const pixel = y * width + x;
      const grown = output.data[pixel] > 0.5 && skin.data[pixel] < 0.5 && belowHips(x, y);
      output.data[pixel] = feet.data[pixel] < 0.5 && (oldGarment.data[pixel] > 0.5 || grown) ? 1 : 0;
    }
  }
  return output;
}

/**
 * The colour of the person's visible skin below the knees where enough of it shows, else on the whole body (arms, hands,
 * ankles): legs are often a shade apart from the face and arms, and painted legs meet the real ones at the old hem.
 */
export function legSkinColour(
  person: RgbImage,
  knownSkin: Mask,
  body: Body,
  fallback: [number, number, number],
): [number, number, number] {
  const kneeRow = round(max(body.legLeft.middle.y, body.legRight.middle.y));
  const lowerLegs = createMask(knownSkin.width, knownSkin.height);
  lowerLegs.data.set(knownSkin.data.subarray(kneeRow * knownSkin.width), kneeRow * knownSkin.width);
  const minimum = body.shoulderWidth * body.shoulderWidth * 0.03;
  return meanSkinColour(person, lowerLegs, minimum) ?? meanSkinColour(person, knownSkin, 100) ?? fallback;
}

/** The usual band of skin pixels by brightness, as shares of them darker: no shadows between fingers, no highlights. */
const MIDDLE_BAND: [number, number] = [0.3, 0.85];

/**
 * The mean colour of the skin pixels within `band` by brightness (the middle by default), when at least `minimum`
 * pixels show.
 */
export function meanSkinColour(
  person: RgbImage,
  knownSkin: Mask,
  minimum: number,
  band = MIDDLE_BAND,
): [number, number, number] | undefined {
  const lumaOf = (pixel: number) => round(luma(person.data, pixel));
  const histogram = new Int32Array(256);
  let count = 0;
  for (let pixel = 0; pixel < knownSkin.data.length; pixel += 2) {
    if (knownSkin.data[pixel] < 0.5) continue;
    histogram[lumaOf(pixel)]++;
    count++;
  }
  if (count * 2 < minimum) return undefined;
  const levelAt = (fraction: number) => {
    let seen = 0;
    for (let level = 0; level < 256; level++) if ((seen += histogram[level]) >= count * fraction) return level;
    return 255;
  };
  const [darkest, brightest] = [levelAt(band[0]), levelAt(band[1])];
  const sum = [0, 0, 0];
  let used = 0;
  for (let pixel = 0; pixel < knownSkin.data.length; pixel += 2) {
    if (knownSkin.data[pixel] < 0.5) continue;
    const luma = lumaOf(pixel);
    if (luma < darkest || luma > brightest) continue;
    for (let channel = 0; channel < 3; channel++) sum[channel] += person.data[pixel * 3 + channel];
    used++;
  }
  return used === 0 ? undefined : [sum[0] / used, sum[1] / used, sum[2] / used];
}

/** The point `position` along the leg's line: 0 hip, 1 knee, 2 ankle. */
export function pointAlongLeg(leg: Limb, position: number): Point {
  return position <= 1
    ? add(leg.root, scale(subtract(leg.middle, leg.root), position))
    : add(leg.middle, scale(subtract(leg.end, leg.middle), position - 1));
}

/** The leg's line and half width on the row `y`, between the hip and the ankle; none above the hip or below the ankle. */
export function legAtRow(body: Body, leg: Limb, y: number): { x: number; halfWidth: number } | undefined {
  for (let position = 0; position < 2; position += 0.01) {
    const point = pointAlongLeg(leg, position);
    const next = pointAlongLeg(leg, position + 0.01);
    if ((point.y - y) * (next.y - y) > 0) continue;
    const share = next.y === point.y ? 0 : (y - point.y) / (next.y - point.y);
    return { x: point.x + (next.x - point.x) * share, halfWidth: legHalfWidth(body, position + 0.01 * share) };
  }
  return undefined;
}

/** How far past the legs' outer edges a skirt may flare, in shoulder widths. */
const SKIRT_FLARE = 0.35;

/**
 * Marks where a dress or skirt may hang, from the hips down to the higher ankle, in `mask`: between the legs' lines
 * and beside them, up to SKIRT_FLARE shoulder widths past each leg's outer edge. Kept to the person's outline, one whose
 * hem reaches below where the legs part was cut between them into two trouser legs, and a flared skirt was cut to the
 * legs' width but beside the hands, whose outline kept it wider there in lobes (the cream knit dress on `full-simon`).
 */
export function markUnderSkirt(mask: Mask, body: Body): void {
  const top = max(0, ceil(max(body.legLeft.root.y, body.legRight.root.y)));
  const bottom = min(mask.height - 1, floor(min(body.legLeft.end.y, body.legRight.end.y)));
  const flare = body.shoulderWidth * SKIRT_FLARE;
  for (let y = top; y <= bottom; y++) {
    const left = legAtRow(body, body.legLeft, y);
    const right = legAtRow(body, body.legRight, y);
    if (!left || !right) continue;
    const from = max(0, ceil(min(left.x - left.halfWidth, right.x - right.halfWidth) - flare));
    const to = min(mask.width - 1, floor(max(left.x + left.halfWidth, right.x + right.halfWidth) + flare));
    for (let x = from; x <= to; x++) mask.data[y * mask.width + x] = 1;
  }
}
