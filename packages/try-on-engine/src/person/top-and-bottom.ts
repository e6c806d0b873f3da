import { Body } from './body';
import { add, lerp, midpoint, scale } from '../shared/geometry';
import { createMask, dilate, erode, gaussianBlur, insideWithout, mapMask, maskAt } from '../shared/raster';
import { fillCapsule } from '../shared/shapes';
import { labelComponents } from '../shared/components';
import { hypot, max, min, round } from '../shared/numeric';
import { Mask, Point, RgbImage } from '../shared/types';

/** Half-width of a forearm, in shoulder widths, as `bodyShape` draws it. */
const FOREARM_RADIUS = 0.14;
/**
 * How far, in pixels, the repainted region reaches into the visible part of a garment that continues under the old top,
 * and into the edge of the person's outline.
 */
const WIDER_REACH = 4;
/**
 * Pixels within WIDER_REACH of the old garment and this near the skin (pixels), neither themselves, are the edge between
 * them; the repainted region takes it and INTO_SKIN pixels of the skin beyond, so that the edge lies inside the region
 * and not in its soft rim. Only skin beyond it: hair ending on the old garment kept its tips.
 */
const SKIN_EDGE_REACH = 3;
const INTO_SKIN = 3;
/** Below this, the person mask is the outline's soft edge or the backdrop beyond it. */
const OUTLINE_LEVEL = 0.6;

/** Half-width of the band along each seen arm, in shoulder widths, where a sleeve may lie over the bottom's colours. */
export const SLEEVE_RADIUS = 0.1;

/** A band of `radius` shoulder widths along each seen upper arm and forearm: where a sleeve can hang beside the bottom. */
export function armLines(body: Body, width: number, height: number, radius: number): Mask {
  const mask = createMask(width, height);
  for (const arm of [body.armLeft, body.armRight]) {
    if (!arm.middleSeen) continue;
    fillCapsule(mask, arm.root, arm.middle, body.shoulderWidth * radius);
    if (arm.endSeen) fillCapsule(mask, arm.middle, arm.end, body.shoulderWidth * radius);
  }
  return mask;
}

/**
 * A gap this long along an arm's line (shoulder widths) in the garment ends its sleeve there; from the shoulder, the
 * sleeve may begin this far down (hair or a fold over the shoulder that fails the garment's colours).
 */
const SLEEVE_GAP = 0.06;
const SLEEVE_START = 0.2;

/**
 * Like `armLines`, but each band reaches only as far down the arm as the garment (`garment` above 0.5) covers the arm's
 * own line from the shoulder: its sleeve (see SLEEVE_GAP and SLEEVE_START). A strap dress's sides beside a bare arm lie in the arm's band; taken for
 * sleeves, they were repainted as backdrop, light strips between the arms and the dress below a cropped new top.
 */
export function sleeveLines(body: Body, garment: Mask, radius: number): Mask {
  const mask = createMask(garment.width, garment.height);
  for (const arm of [body.armLeft, body.armRight]) {
    if (!arm.middleSeen) continue;
    const joints = arm.endSeen ? [arm.root, arm.middle, arm.end] : [arm.root, arm.middle];
    let covered = 0;
    let walked = 0;
    let sleeveEnd: Point | undefined;
    let lastJoint = 0;
    const going = () => walked - covered <= body.shoulderWidth * (sleeveEnd ? SLEEVE_GAP : SLEEVE_START);
    for (let bone = 0; bone + 1 < joints.length && going(); bone++) {
      const length = hypot(joints[bone + 1].x - joints[bone].x, joints[bone + 1].y - joints[bone].y);
      for (let along = 0; along <= length && going(); along++, walked++) {
        const point = lerp(joints[bone], joints[bone + 1], along / max(1, length));
        if (maskAt(garment, point) <= 0.5) continue;
        covered = walked;
        sleeveEnd = point;
        lastJoint = bone;
      }
    }
    if (!sleeveEnd) continue;
    for (let bone = 0; bone < lastJoint; bone++)
      fillCapsule(mask, joints[bone], joints[bone + 1], body.shoulderWidth * radius);
    fillCapsule(mask, joints[lastJoint], sleeveEnd, body.shoulderWidth * radius);
  }
  return mask;
}

/**
 * The old top without the bottom it sits on. A dark or sheer top shares colours with a print below it (the black
 * spots of a leopard skirt), and closing the top's candidate pixels bridges those spots into one blob attached to
 * the top; the bottom's own estimate, where it lies in `bottomZone`, is taken out, and only what still connects to
 * the top's colour sample stays.
 */
export function separateTopFromBottom(oldTop: Mask, oldBottom: Mask, bottomZone: Mask, topSample: Mask): Mask {
  const trimmed = mapMask(oldTop, (value, pixel) =>
    value > 0.5 && !(oldBottom.data[pixel] > 0.5 && bottomZone.data[pixel] > 0.5) ? 1 : 0,
  );
  const { labels } = labelComponents(trimmed);
  const keep = new Set<number>();
  for (let pixel = 0; pixel < topSample.data.length; pixel++)
    if (topSample.data[pixel] > 0.5 && labels[pixel] > 0) keep.add(labels[pixel]);
  return mapMask(trimmed, (value, pixel) => (keep.has(labels[pixel]) ? value : 0));
}

/** A capsule's pixels that are skin, as a share of it, above which the arm shows bare there (see `armsBesideHips`). */
const ARM_SHOWS = 0.3;
/** How far beside its skin (pixels) a bare arm's edge still counts as the arm. */
const ARM_EDGE = 3;

/**
 * The arms hanging beside the hips, as bands of FOREARM_RADIUS along them; an arm whose skin covers more than ARM_SHOWS
 * of its band is only where that skin is (and ARM_EDGE pixels beside it). Drawn along a bare arm held close, the band reached
 * past the arm's inner edge over the old top, and the trousers' side under it was painted as skin: a notch between the
 * trousers' painted waistband and their side below it. An arm in a long old sleeve shows no skin and keeps its band.
 */
function armsBesideHips(body: Body, skin: Mask): Mask {
  const { width, height } = skin;
  const nearSkin = dilate(skin, ARM_EDGE);
  const arms = createMask(width, height);
  for (const arm of [body.armLeft, body.armRight]) {
    if (!arm.middleSeen) continue;
    const band = createMask(width, height);
    fillCapsule(band, arm.root, arm.middle, body.shoulderWidth * FOREARM_RADIUS);
    if (arm.endSeen) fillCapsule(band, arm.middle, arm.end, body.shoulderWidth * FOREARM_RADIUS);
    let inside = 0;
    let bare = 0;
    for (let pixel = 0; pixel < band.data.length; pixel++) {
      if (band.data[pixel] <= 0.5) continue;
      inside++;
      if (skin.data[pixel] > 0.5) bare++;
    }
    const shows = bare > inside * ARM_SHOWS;
    for (let pixel = 0; pixel < band.data.length; pixel++)
      if (band.data[pixel] > 0.5 && (!shows || nearSkin.data[pixel] > 0.5)) arms.data[pixel] = 1;
  }
  return arms;
}

/**
 * Below the hips, a long old top hid the waistband of the trousers or skirt: the uncovered part continues that garment,
 * but for the arms hanging beside the hips, which are filled from skin (see `armsBesideHips`).
 */
export function bottomUnderTop(
  person: RgbImage,
  personMask: Mask,
  oldBottom: Mask,
  oldGarment: Mask,
  body: Body,
  skin: Mask,
): { knownGarment: Mask; underGarment: Mask } | undefined {
  const knownGarment = insideWithout(oldBottom, oldGarment);
  let visible = 0;
  for (let pixel = 0; pixel < knownGarment.data.length; pixel++) visible += knownGarment.data[pixel];
  if (visible < body.shoulderWidth * body.shoulderWidth * 0.05) return undefined;
  const hipLine = add(midpoint(body.hipLeft, body.hipRight), scale(body.down, body.shoulderWidth * 0.05));
  const arms = armsBesideHips(body, skin);
  const under = createMask(person.width, person.height);
  for (let pixel = 0; pixel < under.data.length; pixel++) {
    const x = pixel % person.width;
    const y = (pixel - x) / person.width;
    if (
      personMask.data[pixel] > 0.5 &&
      arms.data[pixel] < 0.5 &&
      (x - hipLine.x) * body.down.x + (y - hipLine.y) * body.down.y > 0
    )
      under.data[pixel] = 1;
  }
  // A waistband is a crisp line: a wider blend made a smear from skin to the trousers' colour. The trousers' colour is
  // learnt away from their edge, where the old hem's blended rim lies.
  return { knownGarment: erode(knownGarment, 3), underGarment: gaussianBlur(under, 1) };
}

/**
 * The repainted region reaches 2 px beyond what the old garment left, to take its anti-aliased edge. Where the garment
 * below continues under it, the old hem's light rim lay on that garment's visible part: there it reaches 4 px, since
 * what is painted is that garment's own colour. So it does along the person's outline (`personMask` below
 * OUTLINE_LEVEL), where what is painted is the backdrop: an old sleeve's edge against the backdrop stayed as a thin
 * line drawing the sleeve beside a bare arm. And it takes the edge between the old garment and the skin beside it
 * (`skinEdge.skin`, see SKIN_EDGE_REACH), but not what stays (`skinEdge.kept`: the person's own bottom, whose edge beside
 * an arm was eaten into): the estimate, made at half size, ends in steps short of a dark top's edge, and the edge, in
 * the region's soft rim, stayed as a thin dark line across a chest that a lower neckline bares.
 */
export function growUncovered(
  uncoveredHard: Mask,
  underGarment: Mask | undefined,
  personMask: Mask,
  skinEdge?: { skin: Mask; kept?: Mask },
): Mask {
  const { skin, kept } = skinEdge ?? {};
  const grown = dilate(uncoveredHard, 2);
  const wider = dilate(uncoveredHard, WIDER_REACH);
  // The edge between the old garment and the skin: neither, and near both.
  const nearSkin = skin && dilate(skin, SKIN_EDGE_REACH);
  const edge = createMask(grown.width, grown.height);
  for (let pixel = 0; pixel < grown.data.length; pixel++) {
    if (wider.data[pixel] <= 0.5) continue;
    const backdrop = personMask.data[pixel] < OUTLINE_LEVEL;
    if (backdrop || (underGarment && underGarment.data[pixel] > 0.5)) grown.data[pixel] = 1;
    const neither = uncoveredHard.data[pixel] <= 0.5 && !(kept && kept.data[pixel] > 0.5);
    if (skin && nearSkin && nearSkin.data[pixel] > 0.5 && skin.data[pixel] <= 0.5 && neither) edge.data[pixel] = 1;
  }
  if (!skin) return grown;
  const pastEdge = dilate(edge, INTO_SKIN);
  for (let pixel = 0; pixel < grown.data.length; pixel++)
    if (edge.data[pixel] > 0.5 || (pastEdge.data[pixel] > 0.5 && skin.data[pixel] > 0.5)) grown.data[pixel] = 1;
  return grown;
}

/** How far below the hip joints a long top's hem is tucked in, in shoulder widths. */
const TUCK_BELOW_HIPS = 0.4;

/** Long tops are worn tucked in a little below the hip joints, as the person photos' guidelines show them. */
export function tuckIn(alpha: Mask, body: Body, sleeves?: Uint8Array): void {
  const hipMiddle = midpoint(body.hipLeft, body.hipRight);
  const hem = add(hipMiddle, scale(body.down, body.shoulderWidth * TUCK_BELOW_HIPS));
  const softness = max(2, body.shoulderWidth * 0.02);
  for (let pixel = 0; pixel < alpha.data.length; pixel++) {
    // Long sleeves hang on the arms past the waist; only the body is tucked in.
    if (alpha.data[pixel] <= 0 || sleeves?.[pixel] === 1) continue;
    const x = pixel % alpha.width;
    const y = (pixel - x) / alpha.width;
    const below = (x - hem.x) * body.down.x + (y - hem.y) * body.down.y;
    if (below > -softness) alpha.data[pixel] *= max(0, min(1, (softness - below) / (2 * softness)));
  }
}

/** The row where the new garment ends on the body's centre line, going down from the shoulders. */
export function hemRow(coverage: Mask, body: Body): number {
  const shoulders = midpoint(body.shoulderLeft, body.shoulderRight);
  const x = round(shoulders.x);
  let row = round(shoulders.y);
  let last = row;
  for (; row < coverage.height; row++) {
    if (x < 0 || x >= coverage.width) break;
    if (coverage.data[row * coverage.width + x] > 0.5) last = row;
    else if (row - last > body.shoulderWidth * 0.1) break;
  }
  return last;
}

/**
 * Under a new bottom a one-piece stays down to the bottom's waistband, tucked into it: `uncovered` is cleared above the
 * new bottom's top in each column it covers, and beside it above its highest row. Cut at the waist instead, the dress
 * left a band between its cut and the new waistband, painted as a bare belly: a flat tan block.
 */
export function keepOnePieceAboveBottom(uncovered: Mask, bottomCoverage: Mask): void {
  const { width, height } = uncovered;
  const tops = new Int32Array(width).fill(-1);
  for (let pixel = 0; pixel < bottomCoverage.data.length; pixel++) {
    const x = pixel % width;
    if (bottomCoverage.data[pixel] > 0.5 && tops[x] < 0) tops[x] = (pixel - x) / width;
  }
  const highest = tops.reduce((top, row) => (row >= 0 && (top < 0 || row < top) ? row : top), -1);
  if (highest < 0) return;
  for (let x = 0; x < width; x++) {
    const top = tops[x] >= 0 ? tops[x] : highest;
    for (let y = 0; y < min(top, height); y++) uncovered.data[y * width + x] = 0;
  }
}

/** How far the one-piece's part above a new top is grown into its edges (px). */
const DRESS_EDGE = 3;

/**
 * Under a new top a one-piece stays below the armpits (see `locateGarments`), but never above the new top: in each
 * column the new top covers, the old garment's pixels (`oldTop`, but for skin) above its highest row are marked in
 * `leftover`, to be repainted with the rest. A camisole hung from its straps has its neckline below the armpits; the
 * black slip dress of `dresscode-052472_0` showed above it, in a black V and its neckline's edges.
 */
export function onePieceAboveTop(leftover: Mask, oldTop: Mask, topCoverage: Mask, skin: Mask): void {
  const { width } = leftover;
  const tops = new Int32Array(width).fill(-1);
  for (let pixel = 0; pixel < topCoverage.data.length; pixel++) {
    const x = pixel % width;
    if (topCoverage.data[pixel] > 0.5 && tops[x] < 0) tops[x] = (pixel - x) / width;
  }
  const above = createMask(width, leftover.height);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < tops[x]; y++) {
      const pixel = y * width + x;
      if (oldTop.data[pixel] > 0.5 && skin.data[pixel] <= 0.5) above.data[pixel] = 1;
    }
  }
  // With the dress's edges, half dress and half skin, which stayed as thin dark lines along its old neckline.
  const grown = dilate(above, DRESS_EDGE);
  for (let x = 0; x < width; x++)
    for (let y = 0; y < tops[x]; y++) if (grown.data[y * width + x] > 0.5) leftover.data[y * width + x] = 1;
}
