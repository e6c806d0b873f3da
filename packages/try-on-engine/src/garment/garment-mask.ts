import {
  bordersTouched,
  createMask,
  dilate,
  erode,
  insideWithout,
  mapMask,
  maskArea,
  maskBounds,
  unionMasks,
} from '../shared/raster';
import { fillHoles, fillSmallHoles, keepLargestComponent, labelComponents } from '../shared/components';
import { dropShadow, peelBackdropRim } from './backdrop-outline';
import { SEAL_RADIUS, sealedOutline } from './outline-seal';
import { slitMouths } from './sleeve-slits';
import { floodFromBorder, textureDetail } from './backdrop-flood';
import { Mask, RgbImage } from '../shared/types';
import { hypot3, max, min, round } from '../shared/numeric';
import {
  edgeStrength,
  backgroundDistance,
  FOREGROUND_DISTANCE,
  BackgroundColour,
  estimateBackground,
} from './backdrop';

// An empty mask counts as touching every border: it is no plausible garment.
const EMPTY_TOUCHES_ALL = 4;

/** Edges steeper than this stop the background flood, so a white shirt on white paper keeps its outline. */
const EDGE_BARRIER = 5;
/** The strict flood is kept when it finds at least this much more garment than the usual one. */
const STRICT_GAIN = 1.12;
/** Thin parts the opening removed are put back where they are this many flood tolerances away from the backdrop. */
const THIN_PART_CONTRAST = 2;
/** Distance to the backdrop per unit of local texture (luma contrast), for the strict flood. */
const TEXTURE_WEIGHT = 3;
/** A mask whose mirror image overlaps it by more than this is whole; below, its missing mirror parts are looked for. */
const SYMMETRIC_ENOUGH = 0.99;
/** A missing mirror part is put back when it is at least this share of the garment; smaller ones are rims and dust. */
const SMALLEST_MISSING_PART = 0.005;
/** A missing part's outer border must lie along an edge for this share of its length... */
const OUTLINED = 0.5;
/** ...within this many pixels of an edge this steep (a white sleeve's faint outline on grey paper is above it). */
const OUTLINE_SEARCH = 3;
const OUTLINE_EDGE = 1;
/**
 * Or its mean local contrast must be this many times the backdrop's and at least SMALLEST_FABRIC_TEXTURE: a printed or
 * chiffon white sleeve measures 0.5–1 (5–15 times clean paper), paper beside a one-shoulder top 0.15 (3 times).
 */
const TEXTURED = 4;
const SMALLEST_FABRIC_TEXTURE = 0.3;
/** Pixels this close to the garment found are left out of a part's texture. */
const TEXTURE_MARGIN = 5;
/**
 * The outline's cut-out is only taken where it holds this many times what the floods found: a paper's shadow with a
 * crisp edge beside a garment in colour adds a third at most, a white garment's fragment is a tenth of it or less.
 */
const OUTLINE_GAIN = 2;
/** Above this outline roughness (see `outlineRoughness`) a cut-out is a fragment left by a leaking flood. */
const FRAGMENT_ROUGHNESS = 9;
/** A pixel has the colour of the garment pixel it mirrors when their chromaticities differ less than this... */
const SYMMETRY_HUE_MATCH = 0.012;
/** ...and their brightness by less than this factor (light falls off across the photo). */
const SYMMETRY_BRIGHTNESS = 1.2;

/**
 * Separates a garment from a plain background: floods the background in from the border through
 * background-like, edge-free pixels; what the flood cannot reach is the garment.
 */
export function segmentGarmentOnPlainBackground(image: RgbImage, background = estimateBackground(image)): Mask {
  return cutOutGarment(image, background).mask;
}

/** The garment photo and what the cut-out measures of it once. */
interface Photo {
  image: RgbImage;
  background: BackgroundColour;
  distance: Mask;
  edges: Mask;
}

/** A garment cut out of its plain backdrop, and the slits of backdrop under its sleeves that its mask closes. */
export interface CutOut {
  mask: Mask;
  /** Left out of what is drawn (see sleeve-slits.ts), not out of the garment's shape. */
  slits: Mask;
  /** The paper's shadow along the outline: left out of what is drawn too (see drop-shadow.ts). */
  shadow: Mask;
}

/** `segmentGarmentOnPlainBackground`, with the slits under the sleeves that the clean-up's closing bridged. */
export function cutOutGarment(image: RgbImage, background = estimateBackground(image)): CutOut {
  const distance = backgroundDistance(image, background);
  const edges = edgeStrength(image);
  const standardRaw = floodFromBorder(distance, edges, FOREGROUND_DISTANCE, EDGE_BARRIER);
  // A light garment on a light backdrop is within the usual tolerance of the backdrop almost everywhere, so the flood
  // leaks through any gap in its outline and leaves a fragment. On a clean backdrop a tolerance just above the photo's
  // own noise finds the whole garment; it is kept when it finds clearly more of it and still looks like one garment.
  // The flood itself is cheap; the clean-up is not, so the strict mask is only cleaned up when its raw flood promises
  // clearly more garment than the usual one.
  const strictTolerance = max(6, min(FOREGROUND_DISTANCE * 0.6, background.noise * 2 + 4));
  const standardRawArea = maskArea(standardRaw);
  const strictRaw =
    strictTolerance < FOREGROUND_DISTANCE * 0.6
      ? floodFromBorder(withTexture(distance, image), edges, strictTolerance, EDGE_BARRIER * 0.6)
      : undefined;
  const promising = strictRaw !== undefined && maskArea(strictRaw) > standardRawArea * STRICT_GAIN;
  const photo = { image, background, distance, edges };
  const standard = cleanUpForeground(standardRaw, photo, FOREGROUND_DISTANCE);
  if (!promising || !strictRaw) {
    const mask = completeBySymmetry(standard.mask, image, distance, edges);
    return cutOutWithinOutline(photo, mask, strictTolerance) ?? { ...standard, mask };
  }
  const strict = cleanUpForeground(strictRaw, photo, strictTolerance);
  const standardArea = maskArea(standard.mask);
  const strictArea = maskArea(strict.mask);
  const plausible = strictArea < image.width * image.height * 0.8 && bordersTouched(strict.mask, EMPTY_TOUCHES_ALL) < 2;
  const chosen = plausible && strictArea > standardArea * STRICT_GAIN ? strict : standard;
  const mask = completeBySymmetry(chosen.mask, image, distance, edges);
  return cutOutWithinOutline(photo, mask, strictTolerance) ?? { ...chosen, mask };
}

/**
 * A white garment on white or off-white paper reads as the paper's shadow in colour, so the floods above leave a
 * fragment of it, or nothing. Its outline still encloses it (see outline-seal.ts): the backdrop flooded up to that
 * sealed outline is taken instead when the floods found less than half of it, the part it adds has the backdrop's colour (so
 * only a light-on-light garment is ever cut out this way), and the result still looks like one garment.
 */
export function cutOutWithinOutline(photo: Photo, found: Mask, tolerance: number): CutOut | undefined {
  const { image, distance } = photo;
  const wall = sealedOutline(photo.edges, distance, FOREGROUND_DISTANCE);
  const raw = erode(floodFromBorder(distance, wall, FOREGROUND_DISTANCE, 0.5), SEAL_RADIUS);
  const foundArea = maskArea(found);
  if (maskArea(raw) <= foundArea * OUTLINE_GAIN) return undefined;
  let added = 0;
  let addedDistance = 0;
  for (let index = 0; index < raw.data.length; index++) {
    if (raw.data[index] <= 0.5 || found.data[index] > 0.5) continue;
    added++;
    addedDistance += distance.data[index];
  }
  if (added === 0 || addedDistance / added >= FOREGROUND_DISTANCE) return undefined;
  const outlined = cleanUpForeground(raw, photo, tolerance);
  const area = maskArea(outlined.mask);
  const plausible =
    area > foundArea * OUTLINE_GAIN &&
    area < image.width * image.height * 0.8 &&
    bordersTouched(outlined.mask, EMPTY_TOUCHES_ALL) < 3 &&
    outlineRoughness(outlined.mask) <= FRAGMENT_ROUGHNESS;
  return plausible ? outlined : undefined;
}

/**
 * A garment laid flat is close to mirror-symmetric. Where a light garment's part matches the backdrop so closely that
 * the flood took it (the plain lower half of a white tee on white paper), its mirror image across the garment's axis is
 * garment and has the same colour: such pixels are put back. Backdrop beside an asymmetric garment (one shoulder) is
 * not, since its colour differs from the garment part it mirrors.
 */
export function completeBySymmetry(mask: Mask, image: RgbImage, distance: Mask, edges: Mask): Mask {
  const bounds = maskBounds(mask);
  if (!bounds) return mask;
  const { width } = mask;
  const axis = bounds.left + bounds.right;
  const candidates = createMask(width, mask.height);
  let mirrored = 0;
  let matching = 0;
  for (let y = bounds.top; y <= bounds.bottom; y++) {
    for (let x = bounds.left; x <= bounds.right; x++) {
      const index = y * width + x;
      const mirrorX = axis - x;
      if (mirrorX < 0 || mirrorX >= width || mask.data[y * width + mirrorX] < 0.5) continue;
      mirrored++;
      if (mask.data[index] > 0.5) {
        matching++;
        continue;
      }
      if (distance.data[index] >= FOREGROUND_DISTANCE) continue;
      const source = (y * width + mirrorX) * 3;
      const target = index * 3;
      // The light may fall off across the photo, so the two sides are compared by hue and roughly by brightness.
      const sourceSum = image.data[source] + image.data[source + 1] + image.data[source + 2] + 1;
      const targetSum = image.data[target] + image.data[target + 1] + image.data[target + 2] + 1;
      const ratio = targetSum / sourceSum;
      if (ratio < 1 / SYMMETRY_BRIGHTNESS || ratio > SYMMETRY_BRIGHTNESS) continue;
      const hue = hypot3(
        image.data[source] / sourceSum - image.data[target] / targetSum,
        image.data[source + 1] / sourceSum - image.data[target + 1] / targetSum,
        image.data[source + 2] / sourceSum - image.data[target + 2] / targetSum,
      );
      if (hue < SYMMETRY_HUE_MATCH) candidates.data[index] = 1;
    }
  }
  if (mirrored === 0 || matching / mirrored > SYMMETRIC_ENOUGH) return mask;
  // Thin rims along the outline and single matching pixels are not missing parts; every part as large as a sleeve's
  // end is, wherever it is (a leak into the body's side can be larger than a lost sleeve).
  const opened = dilate(erode(candidates, 3), 3);
  const { labels, sizes } = labelComponents(opened);
  const area = maskArea(mask);
  const large = sizes.map((size, label) => label > 0 && size >= area * SMALLEST_MISSING_PART);
  const garmentLike = garmentLikeParts(mask, fillHoles(unionMasks(mask, opened)), labels, large, edges, image);
  const missing = mapMask(opened, (_value, index) => (garmentLike[labels[index]] ? 1 : 0));
  const added = maskArea(missing);
  if (added === 0 || added > area * 0.4) return mask;
  return fillSmallHoles(unionMasks(mask, missing), 0.01);
}

/**
 * Which of the `large` candidate parts look like garment rather than paper mirroring a one-shoulder top's shoulder:
 * a part of the garment the flood took still meets the backdrop along a faint edge (OUTLINED of its border with the
 * backdrop around the completed garment `whole` lies within OUTLINE_SEARCH pixels of an edge above OUTLINE_EDGE), or,
 * white on white paper where no edge shows, has the texture of fabric inside it (TEXTURED times the backdrop's own).
 */
function garmentLikeParts(
  mask: Mask,
  whole: Mask,
  labels: Int32Array,
  large: boolean[],
  edges: Mask,
  image: RgbImage,
): boolean[] {
  const { width, height } = whole;
  const edgeNear = dilate(
    mapMask(edges, (value) => (value >= OUTLINE_EDGE ? 1 : 0)),
    OUTLINE_SEARCH,
  );
  const border = new Array<number>(large.length).fill(0);
  const onEdge = new Array<number>(large.length).fill(0);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const index = y * width + x;
      const label = labels[index];
      if (!large[label]) continue;
      if ([index - 1, index + 1, index - width, index + width].every((next) => whole.data[next] > 0.5)) continue;
      border[label]++;
      if (edgeNear.data[index] > 0.5) onEdge[label]++;
    }
  }
  const outlined = large.map((isLarge, label) => isLarge && onEdge[label] >= border[label] * OUTLINED);
  if (large.every((isLarge, label) => !isLarge || outlined[label])) return outlined;
  // The texture is only measured when a part lacks an outline: it costs two blurs of the whole photo.
  const detail = textureDetail(image);
  // The garment's own edge beside a part reads as texture; only the part's inside counts.
  const besideGarment = dilate(mask, TEXTURE_MARGIN);
  const sums = new Array<number>(large.length).fill(0);
  const pixels = new Array<number>(large.length).fill(0);
  let backdrop = 0;
  let backdropPixels = 0;
  for (let index = 0; index < labels.length; index++) {
    if (large[labels[index]]) {
      if (besideGarment.data[index] > 0.5) continue;
      sums[labels[index]] += detail.data[index];
      pixels[labels[index]]++;
    } else if (whole.data[index] <= 0.5) {
      backdrop += detail.data[index];
      backdropPixels++;
    }
  }
  const backdropTexture = backdrop / max(1, backdropPixels);
  return outlined.map((isOutlined, label) => {
    if (isOutlined || !large[label]) return isOutlined;
    const texture = sums[label] / max(1, pixels[label]);
    return texture >= SMALLEST_FABRIC_TEXTURE && texture >= backdropTexture * TEXTURED;
  });
}

/**
 * On clean paper a white garment can be as light as the paper's own shadows; what tells them apart is that shadows
 * are smooth and a printed or knitted garment is not. The local luma contrast (at a 1.5 px scale, averaged over 2 px)
 * raises the distance to the backdrop where the photo has texture.
 */
function withTexture(distance: Mask, image: RgbImage): Mask {
  const detail = textureDetail(image).data;
  const output = createMask(distance.width, distance.height);
  for (let index = 0; index < detail.length; index++)
    output.data[index] = max(distance.data[index], detail[index] * TEXTURE_WEIGHT);
  return output;
}

/**
 * The opening also removes thin parts of the garment (a camisole's straps on a small photo). Foreground pixels clearly
 * unlike the backdrop that connect to the opened garment are put back; dust (not connected) and backdrop-coloured
 * rims (not clearly unlike the backdrop) stay out.
 */
function restoreThinParts(opened: Mask, foreground: Mask, distance: Mask, tolerance: number): Mask {
  const { width, height } = opened;
  const total = width * height;
  const output = { ...opened, data: new Float32Array(opened.data) };
  const data = output.data;
  const clear = tolerance * THIN_PART_CONTRAST;
  const stack = new Int32Array(total);
  let top = 0;
  // Only pixels with a neighbour outside can spread; the rest are surrounded already.
  for (let index = 0; index < total; index++)
    if (data[index] > 0.5 && besideOutside(data, index, width, height)) stack[top++] = index;
  while (top > 0) {
    const index = stack[--top];
    const x = index % width;
    const y = (index - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      const row = y + dy;
      if (row < 0 || row >= height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const column = x + dx;
        if (column < 0 || column >= width) continue;
        const next = row * width + column;
        if (data[next] > 0.5 || foreground.data[next] < 0.5 || distance.data[next] < clear) continue;
        data[next] = 1;
        stack[top++] = next;
      }
    }
  }
  return output;
}

/** Whether any of a pixel's eight neighbours inside the image is outside (at most 0.5). */
function besideOutside(data: Float32Array, index: number, width: number, height: number): boolean {
  const x = index % width;
  const y = (index - x) / width;
  for (let row = max(0, y - 1); row <= min(height - 1, y + 1); row++)
    for (let column = max(0, x - 1); column <= min(width - 1, x + 1); column++)
      if (data[row * width + column] <= 0.5) return true;
  return false;
}

function cleanUpForeground(raw: Mask, photo: Photo, tolerance: number): CutOut {
  const { width, height } = raw;
  const { distance, edges } = photo;
  const foreground = { ...raw, data: new Float32Array(raw.data) };
  peelBackdropRim(foreground, distance, 3, tolerance);
  // Opening removes dust and the rims the edge barrier leaves; closing heals light stripes the flood leaked into.
  const opened = restoreThinParts(dilate(erode(foreground, 2), 2), foreground, distance, tolerance);
  const closingRadius = max(2, round(max(width, height) / 110));
  const closed = erode(dilate(opened, closingRadius), closingRadius);
  const mask = fillSmallHoles(keepLargestComponent(closed), 0.01);
  const mouths = slitMouths({ closed, opened, edges, steep: EDGE_BARRIER, longest: 2 * closingRadius });
  // Bridged at its mouth, a slit's inside is a hole the mask fills.
  const slits = mouths
    ? insideWithout(mask, fillSmallHoles(keepLargestComponent(insideWithout(closed, mouths)), 0.01))
    : createMask(width, height);
  // Along the outline of what is drawn, not into the seams the closing closed.
  return { mask, slits, shadow: dropShadow(insideWithout(mask, slits), photo.image, photo.background) };
}

/**
 * Outline length over the square root of the area: about 4–8 for a garment laid flat (trouser legs and sleeves
 * included, 7.8 the most among the fixtures), above 10 for a ragged fragment left by a flood that leaked into a light
 * garment.
 */
export function outlineRoughness(mask: Mask): number {
  const { width, data } = mask;
  let outline = 0;
  let area = 0;
  for (let index = width; index < data.length - width; index++) {
    if (data[index] <= 0.5) continue;
    area++;
    if (data[index - 1] < 0.5 || data[index + 1] < 0.5 || data[index - width] < 0.5 || data[index + width] < 0.5)
      outline++;
  }
  return outline / Math.sqrt(max(1, area));
}
