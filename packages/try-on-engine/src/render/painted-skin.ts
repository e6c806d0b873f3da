import { Body } from '../person/body';
import { distanceToSegment, lerp, midpoint } from '../shared/geometry';
import { abs, ceil, hypot, max, min, round } from '../shared/numeric';
import { BareArms, bareTorsoHalfWidth, bareTorsoProfile, fillArms, FOREARM_RATIO } from '../person/person-regions';
import { Clavicles, clavicleShade } from './clavicles';
import { meanSkinColour } from '../person/legs';
import { grainAt, reliefShade } from '../shared/skin-grain';
import { acrossRevealedArm, armColourAcross, photographedShare } from '../person/revealed-arms';
import { createMask, gaussianBlur, maskBounds } from '../shared/raster';
import { Mask, Point, RgbImage } from '../shared/types';

/** The skin a new garment reveals, painted: the torso (its navel, the shade below the hem) and bare arms, lit round. */

/** Light across a rounded torso, and across an arm: the share of it that reaches even their sides (from around). */
const AMBIENT_LIGHT = 0.6;
const ARM_AMBIENT_LIGHT = 0.7;
/** The chest and shoulders above the armpits face up towards the light more than the belly: their sides darken less. */
const CHEST_AMBIENT_LIGHT = 0.8;
/** How dark the new top's hem makes the skin just below it, and over how far that shadow fades (shoulder widths). */
const HEM_SHADOW_DEPTH = 0.22;
const HEM_SHADOW_LENGTH = 0.05;
/** How far across, in shadow lengths, the hem's shadow is evened out (see `hemShadeAcross`). */
const HEM_SHADOW_SPREAD = 1.5;
/**
 * How much light the new top's edges take from the skin spread beside them (a neckline's sides, a sleeve's hem), and
 * over how far (shoulder widths): at the edge itself half of it.
 */
const EDGE_SHADOW_DEPTH = 0.3;
const EDGE_SHADOW_LENGTH = 0.03;
/** Below the armpits, as a share of the way from the shoulders to the hips, the torso's sides are shaded. */
const TORSO_FROM = 0.25;
/** Over this much of the way from the shoulders to the hips, above TORSO_FROM, painting fades in. */
const PAINT_BLEND = 0.1;
/**
 * The torso's own skin is looked for this far out from the spine (share of its half width), away from the shaded
 * armpits, and taken when this much of it shows (in shoulder widths squared).
 */
const TORSO_MIDDLE = 0.6;
const TORSO_SKIN_SHOWING = 0.04;
/**
 * The skin colour painted is that of skin facing the light (this band of it by brightness, as shares of it darker): the
 * painting shades it itself, and the mean of all skin, the arms' shaded sides included, made a belly darker than the arms.
 */
const LIT_BAND: [number, number] = [0.55, 0.92];
/** Where the navel lies from the shoulders (0) to the hips (1), how large it is and the room it needs, in shoulder widths. */
const NAVEL_DEPTH = 0.74;
const NAVEL_SIZE = { across: 0.02, along: 0.034 };
const NAVEL_ROOM = 0.08;
/** How much darker a navel's hollow is, and how much lighter its lower rim. */
const NAVEL_DARKNESS = 0.3;
const NAVEL_RIM_LIGHT = 0.05;
const NAVEL_DIP = 0.04;
/** Skin's shadows are warmer than its light (light scattered under the skin comes back red): red darkens least. */
const SHADOW_WARMTH = [0.85, 1, 1.15];

/** The mean colour of bare skin on the torso itself (a belly below a short top, a chest in a low neckline), when enough
 * of it shows; otherwise of all the person's bare skin but the face. */
export function torsoSkinColour(
  person: RgbImage,
  knownSkin: Mask,
  body: Body,
  fallback: [number, number, number],
): [number, number, number] {
  const { width, height } = knownSkin;
  const shoulders = midpoint(body.shoulderLeft, body.shoulderRight);
  const hips = midpoint(body.hipLeft, body.hipRight);
  const torsoLength = max(1, hypot(hips.x - shoulders.x, hips.y - shoulders.y));
  const profile = bareTorsoProfile(body);
  const across = { x: body.down.y, y: -body.down.x };
  const onTorso = createMask(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const pixel = y * width + x;
      if (knownSkin.data[pixel] < 0.5) continue;
      const depth = ((x - shoulders.x) * body.down.x + (y - shoulders.y) * body.down.y) / torsoLength;
      if (depth < TORSO_FROM || depth > 1.2) continue;
      const offset = (x - shoulders.x) * across.x + (y - shoulders.y) * across.y;
      if (abs(offset) < bareTorsoHalfWidth(profile, depth) * TORSO_MIDDLE) onTorso.data[pixel] = 1;
    }
  }
  const enough = body.shoulderWidth * body.shoulderWidth * TORSO_SKIN_SHOWING;
  return (
    meanSkinColour(person, onTorso, enough, LIT_BAND) ?? meanSkinColour(person, knownSkin, 100, LIT_BAND) ?? fallback
  );
}

interface Navel {
  centre: Point;
  /** Its half width and half height in pixels. */
  across: number;
  along: number;
}

/**
 * The navel, on the spine's line NAVEL_DEPTH of the way from the shoulders to the hips, when the revealed belly holds
 * it with room around: without one a painted belly read as a board; half of one at a waistband would read as a stain.
 */
function revealedNavel(where: Mask, onBody: Mask, body: Body): Navel | undefined {
  const shoulders = midpoint(body.shoulderLeft, body.shoulderRight);
  const hips = midpoint(body.hipLeft, body.hipRight);
  const centre = lerp(shoulders, hips, NAVEL_DEPTH);
  const room = ceil(body.shoulderWidth * NAVEL_ROOM);
  for (let dy = -room; dy <= room; dy++) {
    for (let dx = -room; dx <= room; dx++) {
      const x = round(centre.x) + dx;
      const y = round(centre.y) + dy;
      if (x < 0 || y < 0 || x >= where.width || y >= where.height) return undefined;
      const pixel = y * where.width + x;
      if (where.data[pixel] < 0.5 || onBody.data[pixel] < 0.9) return undefined;
    }
  }
  return { centre, across: body.shoulderWidth * NAVEL_SIZE.across, along: body.shoulderWidth * NAVEL_SIZE.along };
}

/** The light on the belly at (x, y) around a navel: a dark hollow, its upper inside in shadow, a lit lower rim. */
function navelShade(navel: Navel, x: number, y: number): number {
  const across = (x - navel.centre.x) / navel.across;
  const along = (y - navel.centre.y) / navel.along;
  if (abs(across) > 4 || abs(along) > 4) return 1;
  const hollow = Math.exp(-(across * across + (along + 0.2) * (along + 0.2)) * 2);
  const rim = Math.exp(-(across * across * 0.6 + (along - 0.9) * (along - 0.9) * 3));
  // The belly dips gently towards it.
  const dip = Math.exp(-(across * across + along * along) / 9);
  return 1 - NAVEL_DARKNESS * hollow - NAVEL_DIP * dip + NAVEL_RIM_LIGHT * rim;
}

export interface TorsoSkin {
  colour: [number, number, number];
  grain: number;
  /** The collarbones drawn in a painted chest (see clavicles.ts). */
  clavicles?: Clavicles;
}

/**
 * Paints the skin where a shorter or narrower top reveals the torso (`where` above zero, on the body) in the torso's
 * own skin colour and grain, lit as a rounded body, with the new top's hem casting a soft shadow just below it. The
 * colours spread from the neighbouring skin took the arms' shaded edges across the belly in dark bands; below the
 * armpits the torso is painted instead, but for where a garment that stays continues under the old top (`underGarment`,
 * filled with its colours). Arms (as thick as `bareArms`) keep the spread colours, and what lies between
 * them and the torso is the body's side, turned away from the light.
 */
export function paintRevealedTorso(
  fill: RgbImage,
  where: Mask,
  onBody: Mask,
  newCoverage: Mask,
  body: Body,
  bareArms: BareArms,
  skin: TorsoSkin,
  underGarment?: Mask,
): void {
  const { width, height } = fill;
  const shoulders = midpoint(body.shoulderLeft, body.shoulderRight);
  const hips = midpoint(body.hipLeft, body.hipRight);
  const torsoLength = max(1, hypot(hips.x - shoulders.x, hips.y - shoulders.y));
  const arms = createMask(width, height);
  fillArms(arms, body, bareArms);
  const shadowLength = max(2, body.shoulderWidth * HEM_SHADOW_LENGTH);
  const shadowByRows = Float32Array.from(
    { length: ceil(shadowLength * 5) },
    (_value, rows) => 1 - HEM_SHADOW_DEPTH * Math.exp(-rows / shadowLength),
  );
  const bounds = maskBounds(where, 0);
  if (!bounds) return;
  const nearTop = gaussianBlur(newCoverage, max(1, body.shoulderWidth * EDGE_SHADOW_LENGTH));
  // The new top's lowest covered row in each column, for the shadow below its hem.
  const lastCovered = new Int32Array(width).fill(-1);
  for (let x = bounds.left; x <= bounds.right; x++) {
    for (let y = height - 1; y >= 0 && lastCovered[x] < 0; y--)
      if (newCoverage.data[y * width + x] > 0.5) lastCovered[x] = y;
  }
  const profile = bareTorsoProfile(body);
  const across = { x: body.down.y, y: -body.down.x };
  const navel = revealedNavel(where, onBody, body);
  const spread = max(1, round(shadowLength * HEM_SHADOW_SPREAD));
  for (let y = bounds.top; y <= bounds.bottom; y++) {
    const hemShade = hemShadeAcross(y, newCoverage, lastCovered, shadowByRows, bounds.left, bounds.right, spread);
    for (let x = bounds.left; x <= bounds.right; x++) {
      const pixel = y * width + x;
      const bodyWeight = onBody.data[pixel];
      if (where.data[pixel] <= 0 || bodyWeight <= 0) continue;
      const bare = underGarment ? 1 - underGarment.data[pixel] : 1;
      const edgeShadow = 1 - EDGE_SHADOW_DEPTH * nearTop.data[pixel];
      const relief = reliefShade(x, y, body.shoulderWidth);
      if (arms.data[pixel] > 0.5) {
        const armLight = edgeShadow * relief;
        if (!paintRevealedArm(fill, pixel, bareArms, armLight, bare * bodyWeight, skin.grain))
          shadeSpread(fill, pixel, armShade(body, bareArms, x, y) * armLight, bare * bodyWeight, skin.grain);
        continue;
      }
      const depth = ((x - shoulders.x) * body.down.x + (y - shoulders.y) * body.down.y) / torsoLength;
      // The torso's middle is lit, its sides turn away from the light; beyond them (towards the arms) stays dark.
      const offset = (x - shoulders.x) * across.x + (y - shoulders.y) * across.y;
      const side = min(1, abs(offset) / bareTorsoHalfWidth(profile, depth));
      // Above the armpits the colours spread from the neck and the shoulders stay, rounded and grained like the rest.
      if (depth < TORSO_FROM)
        shadeSpread(
          fill,
          pixel,
          relativeRoundShade(side, CHEST_AMBIENT_LIGHT) *
            edgeShadow *
            relief *
            (skin.clavicles ? clavicleShade(skin.clavicles, x, y) : 1),
          bare * bodyWeight,
          skin.grain,
        );
      if (depth < TORSO_FROM - PAINT_BLEND) continue;
      let shade = roundShade(side, AMBIENT_LIGHT) * relief;
      shade *= hemShade[x - bounds.left];
      if (navel) shade *= navelShade(navel, x, y);
      const grain = grainAt(pixel, skin.grain);
      // Up by the armpits the painted torso fades into the spread colours of the shoulders and the chest.
      const painted = bare * bodyWeight * min(1, (depth - (TORSO_FROM - PAINT_BLEND)) / PAINT_BLEND);
      for (let channel = 0; channel < 3; channel++) {
        const index = pixel * 3 + channel;
        const value = skin.colour[channel] * shade ** SHADOW_WARMTH[channel] + grain;
        fill.data[index] = max(0, min(255, round(fill.data[index] * (1 - painted) + value * painted)));
      }
    }
  }
}

/**
 * The shade the new hem's shadow leaves on row `y` from `left` to `right`, evened out over `spread` columns each way.
 * Taken column by column it changed in steps where the hem does (the tie shirt's knot hangs lower than its hem beside
 * it), and drew seams down the painted belly below the steps. A covered pixel just above its column's hem counts as in
 * the shadow's deepest part, so a part hanging lower shades the skin beside it a little.
 */
function hemShadeAcross(
  y: number,
  newCoverage: Mask,
  lastCovered: Int32Array,
  shadowByRows: Float32Array,
  left: number,
  right: number,
  spread: number,
): Float32Array {
  const width = lastCovered.length;
  const from = max(0, left - spread);
  const to = min(width - 1, right + spread);
  const sums = new Float64Array(to - from + 2);
  for (let x = from; x <= to; x++) {
    const below = y - lastCovered[x];
    const nearHem = lastCovered[x] >= 0 && below > -shadowByRows.length;
    // Above its column's hem a pixel is in no shadow of it (a neckline's painted chest), unless the garment covers it.
    const rows = !nearHem ? -1 : below > 0 ? below : newCoverage.data[y * width + x] > 0.5 ? 0 : -1;
    const shade = rows >= 0 && rows < shadowByRows.length ? shadowByRows[rows] : 1;
    sums[x - from + 1] = sums[x - from] + shade;
  }
  const shades = new Float32Array(right - left + 1);
  for (let x = left; x <= right; x++) {
    const start = max(from, x - spread);
    const end = min(to, x + spread);
    shades[x - left] = (sums[end - from + 1] - sums[start - from]) / (end - start + 1);
  }
  return shades;
}

const armColour = [0, 0, 0];

/**
 * Paints a pixel of a revealed arm measured below the old sleeve in the colours the arm has there across it, darkened
 * by `shade`, with the photo's grain; false when the pixel lies on no such arm.
 */
function paintRevealedArm(
  fill: RgbImage,
  pixel: number,
  bareArms: BareArms,
  shade: number,
  weight: number,
  grain: number,
): boolean {
  const x = pixel % fill.width;
  const y = (pixel - x) / fill.width;
  for (const arm of [bareArms.revealedLeft, bareArms.revealedRight]) {
    const share = arm ? acrossRevealedArm(arm, x, y) : -1;
    if (!arm || share < 0) continue;
    armColourAcross(arm, share, armColour);
    const noise = grainAt(pixel, grain);
    const photographed = photographedShare(arm, x, y);
    for (let channel = 0; channel < 3; channel++) {
      const index = pixel * 3 + channel;
      const painted = armColour[channel] * shade ** SHADOW_WARMTH[channel] + noise;
      const value = painted + (arm.photo.data[index] - painted) * photographed;
      fill.data[index] = max(0, min(255, round(fill.data[index] * (1 - weight) + value * weight)));
    }
    return true;
  }
  return false;
}

/** The light on a bare arm at (x, y), relative to its mean across: a round limb, lit from the front like the torso. */
function armShade(body: Body, bareArms: BareArms, x: number, y: number): number {
  let side = 1;
  for (const [arm, radius] of [
    [body.armLeft, bareArms.left],
    [body.armRight, bareArms.right],
  ] as const) {
    side = min(side, distanceToSegment(x, y, arm.root, arm.middle) / radius);
    side = min(side, distanceToSegment(x, y, arm.middle, arm.end) / (radius * FOREARM_RATIO));
  }
  return relativeRoundShade(side, ARM_AMBIENT_LIGHT);
}

/**
 * The light on a round surface lit from the front: `side` is 0 in its middle and 1 at its edges, `ambient` the share of
 * the light that reaches the edges. Lit from the front, the light falls with the cosine of the way the surface turns away.
 */
function roundShade(side: number, ambient: number): number {
  return ambient + (1 - ambient) * Math.sqrt(1 - side * side);
}

/** `roundShade` over its mean across the surface: the cosine's mean over a half circle is π / 4. */
function relativeRoundShade(side: number, ambient: number): number {
  return roundShade(side, ambient) / (ambient + ((1 - ambient) * Math.PI) / 4);
}

/**
 * Shades a pixel whose colours the fill spread from the neighbouring skin (along a revealed arm from its skin below the
 * old sleeve, over a revealed chest from the neck) by `shade`, relative to the mean, and gives it the photo's grain:
 * spread flat, a bare upper arm was a block of one colour as wide as the old sleeve's hole, and a chest in a new
 * neckline a smooth board. The spread colour is the surface's mean across, shaded sides included, so it stays the mean:
 * darkened only, the painted arm's middle was darker than the arm's own below the old sleeve, in a step at the hem.
 */
function shadeSpread(fill: RgbImage, pixel: number, shade: number, weight: number, grain: number): void {
  const noise = grainAt(pixel, grain) * weight;
  for (let channel = 0; channel < 3; channel++) {
    const index = pixel * 3 + channel;
    const factor = 1 + (shade ** SHADOW_WARMTH[channel] - 1) * weight;
    fill.data[index] = max(0, min(255, round(fill.data[index] * factor + noise)));
  }
}
