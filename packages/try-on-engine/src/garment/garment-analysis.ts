import { TryOnEngineError } from '../shared/errors';
import { extractLandmarks, WearerFrame } from './garment-landmarks';
import { CategoryEvidence, CLEAR_DRESS_FLARE, detectCategory } from './garment-category';
import { GarmentLandmarks } from './garment-parts';
import { cutOutGarment, CutOut, outlineRoughness } from './garment-mask';
import { backgroundDistance, BackgroundColour, estimateBackground } from './backdrop';
import { garmentTilt, rotateImage } from './garment-tilt';
import { garmentCloseUp } from './garment-close-up';
import { GARMENT_LONG_SIDE } from './garment-frame';
import { evenOutLighting, followsOutline } from './even-lighting';
import { openStrapLoops } from './strap-loops';
import { findVNeckline, openVNeckline } from './v-neckline';
import { findRoundNeckline, openRoundNeckline } from './round-neckline';
import { garmentOnModel, lookForWearer, PersonContext, SMALLEST_GARMENT } from './garment-on-model';
import { Networks } from '../person/networks';
import type { DetectedPerson } from '../person/person-analysis';
import { bordersTouched, clearWhere, erode, gaussianBlur, maskArea, maskBounds, unionMasks } from '../shared/raster';
import { GarmentCategory, Mask, RgbImage } from '../shared/types';
import { max } from '../shared/numeric';

export interface GarmentAnalysis {
  /** The photo the mask and the landmarks are measured on: the one given, or it turned upright (see garment-tilt.ts). */
  image: RgbImage;
  mask: Mask;
  /** The mask with a soft one-pixel edge, for drawing. */
  alpha: Mask;
  category: GarmentCategory;
  detectedCategory?: GarmentCategory;
  landmarks: GarmentLandmarks;
  /** True when the garment was photographed on a person and cut out of that photo. */
  worn: boolean;
  /** Mean colour of the garment's pixels, for the self-check. */
  colour: [number, number, number];
  /** The inside of a V or a round neckline taken out of the mask (see `openNeckline`), and its bounds. */
  opening?: { mask: Mask; bounds: { left: number; top: number; right: number; bottom: number } };
  /** The plain backdrop a garment laid flat was cut out against (none when worn), for the stage's confidence. */
  backdrop?: BackgroundColour;
  /** The cut-out's outline roughness (see `outlineRoughness`), as measured before its neckline was opened. */
  outlineRoughness: number;
}

function meanColour(image: RgbImage, mask: Mask): [number, number, number] {
  const sum = [0, 0, 0];
  let count = 0;
  for (let pixel = 0; pixel < mask.data.length; pixel += 3) {
    if (mask.data[pixel] <= 0.5) continue;
    for (let channel = 0; channel < 3; channel++) sum[channel] += image.data[pixel * 3 + channel];
    count++;
  }
  return [sum[0] / max(1, count), sum[1] / max(1, count), sum[2] / max(1, count)];
}

/** Outline roughness (see `outlineRoughness`) above which a cut-out is a fragment, not a garment. */
export const RAGGED_OUTLINE = 9;
/** A tall garment whose hem is at most this much wider than its middle is a straight long top, not a dress. */
export const STRAIGHT_TOP_FLARE = 1.15;

/** A border where more than this share of pixels is unlike the rest is a scene, not a plain backdrop. */
export const BUSY_BACKGROUND = 0.35;

/**
 * A tall garment whose hem is no wider than its middle is a long top, whatever the person photo: dresses widen
 * below the waist (the fixture dresses flare 1.42–1.78, tall tops 0.96–1.11). One that flares a little could be a
 * long top or a straight dress: the person photo decides (an upper-body photo → top). An explicit category wins.
 */
export function resolveCategory(evidence: CategoryEvidence, context: PersonContext): GarmentCategory {
  if (evidence.category !== 'dress') return evidence.category;
  if (evidence.flare <= STRAIGHT_TOP_FLARE) return 'top';
  const clearDress = evidence.flare > CLEAR_DRESS_FLARE;
  return context.upperBodyOnly && !clearDress ? 'top' : 'dress';
}

/** Takes the inside of the back seen through a V or a round neckline out of the mask, and returns it. */
function openNeckline(image: RgbImage, mask: Mask, landmarks: GarmentLandmarks): Mask | undefined {
  const vNeckline = findVNeckline(image, mask, landmarks);
  if (vNeckline) return openVNeckline(mask, vNeckline);
  const roundNeckline = findRoundNeckline(image, mask, landmarks);
  return roundNeckline && openRoundNeckline(mask, roundNeckline);
}

/**
 * The cut-out of a garment laid flat, undefined on a busy backdrop, and the backdrop's colour it was made against
 * (`estimated`: that colour, when it was measured on this very photo already).
 */
function cutOutFlat(
  photo: RgbImage,
  estimated?: BackgroundColour,
): { plainBackground: BackgroundColour; flat?: CutOut } {
  const plainBackground = estimated ?? estimateBackground(photo);
  return {
    plainBackground,
    flat: plainBackground.spread > BUSY_BACKGROUND ? undefined : cutOutGarment(photo, plainBackground),
  };
}

/**
 * `context` may still be on its way: it is awaited only where the category depends on the person photo. `quickLook`:
 * the garment's first request to the networks (see `lookForWearer`), sent before the person photo's so that it is
 * answered first.
 */
export async function analyseGarment(
  networks: Networks,
  image: RgbImage,
  requested?: GarmentCategory,
  context: PersonContext | Promise<PersonContext> = { upperBodyOnly: false },
  quickLook: Promise<DetectedPerson[]> = lookForWearer(networks, image),
): Promise<GarmentAnalysis> {
  let mask: Mask | undefined;
  let slits: Mask | undefined;
  let shadow: Mask | undefined;
  let worn = false;
  let detectedCategory: GarmentCategory | undefined;
  let wearer: WearerFrame | undefined;
  let background: BackgroundColour | undefined;
  // Most garments are photographed flat: their cut-out is made while the networks look for a wearer, and only thrown
  // away when they find one. Uneven light on the backdrop is evened out first (see even-lighting.ts).
  const asPhotographed = estimateBackground(image);
  let photo = evenOutLighting(image, asPhotographed);
  const evened = photo !== image;
  let { plainBackground, flat } = cutOutFlat(photo, evened ? undefined : asPhotographed);
  const onModel = await garmentOnModel(networks, image, requested, context, await quickLook);
  // A garment laid flat askew is turned upright and cut out again (see garment-tilt.ts).
  const tilt = !onModel && flat ? garmentTilt(flat.mask) : 0;
  if (tilt !== 0) {
    photo = rotateImage(photo, tilt);
    ({ plainBackground, flat } = cutOutFlat(photo));
  }
  // A garment photographed small is cut out again from a close-up (see garment-close-up.ts).
  const closeUp =
    !onModel && flat
      ? await garmentCloseUp(photo, flat.mask, GARMENT_LONG_SIDE, photo.width * photo.height * SMALLEST_GARMENT)
      : undefined;
  if (closeUp) {
    photo = closeUp;
    ({ plainBackground, flat } = cutOutFlat(photo));
  }
  if (!onModel && flat && evened && !followsOutline(photo, flat.mask)) {
    throw new TryOnEngineError(
      'garment_not_found',
      'The light on the background is uneven and the garment could not be told apart from it. Please photograph it in even light, on a background of a clearly different colour.',
    );
  }
  if (onModel) {
    // The wearer was found on the photo as given: the garment is cut out of that one.
    photo = image;
    mask = onModel.mask;
    detectedCategory = onModel.category;
    wearer = onModel.wearer;
    worn = true;
  } else {
    if (!flat) {
      throw new TryOnEngineError(
        'garment_not_found',
        'We could not separate the garment from its background. Please photograph it on a plain, light background.',
      );
    }
    background = plainBackground;
    mask = flat.mask;
    slits = flat.slits;
    shadow = flat.shadow;
  }
  const area = maskArea(mask);
  if (area < photo.width * photo.height * SMALLEST_GARMENT) {
    throw new TryOnEngineError('garment_not_found');
  }
  if (!worn && (bordersTouched(mask, 0) >= 3 || area > photo.width * photo.height * 0.9)) {
    throw new TryOnEngineError(
      'garment_not_found',
      'The garment fills the whole photo or runs off its edges. Please photograph all of it, with some plain background around it.',
    );
  }
  // A ragged outline is what a flood leaking into a light garment leaves: a fragment is never placed.
  const roughness = outlineRoughness(mask);
  if (!worn && roughness > RAGGED_OUTLINE) {
    throw new TryOnEngineError(
      'garment_not_found',
      'Only part of the garment could be told apart from its background. Please photograph it on a background of a clearly different colour.',
    );
  }
  const evidence = detectCategory(mask);
  if (!evidence) throw new TryOnEngineError('garment_not_found');
  // Only a dress-like shape waits for the person photo, so that other garments' outlines are measured meanwhile.
  detectedCategory ??= evidence.category === 'dress' ? resolveCategory(evidence, await context) : evidence.category;
  if (evidence.aspect > 5 || evidence.aspect < 0.3) {
    throw new TryOnEngineError(
      'unsupported_garment',
      "This garment's shape does not look like a top, a bottom or a dress. Scarves, belts, bags and shoes are not supported yet.",
    );
  }
  const category = requested ?? detectedCategory;
  const landmarks = extractLandmarks(mask, category, wearer, worn ? undefined : photo, slits);
  if (!landmarks || landmarks.torsoRight - landmarks.torsoLeft < 8) throw new TryOnEngineError('unsupported_garment');
  if (background && landmarks.strapsEnd !== undefined)
    openStrapLoops(mask, backgroundDistance(photo, background), landmarks);
  // Laid flat, a V or a round neckline shows the inside of the garment's back: worn, the chest and neck show there.
  const openingMask =
    !worn && category !== 'bottom' && landmarks.strapsEnd === undefined
      ? openNeckline(photo, mask, landmarks)
      : undefined;
  const openingBounds = openingMask && maskBounds(openingMask);
  const opening = openingMask && openingBounds ? { mask: openingMask, bounds: openingBounds } : undefined;
  // The segmentation keeps a rim of backdrop-tinted pixels; drawing without it avoids a pale outline on the person.
  // The slits of backdrop under the sleeves and the paper's shadow along the outline are no garment (see `cutOutGarment`).
  const undrawn = slits && shadow ? unionMasks(slits, shadow) : undefined;
  const alpha = gaussianBlur(erode(undrawn ? clearWhere(mask, undrawn) : mask, 1), 0.8);
  const colour = meanColour(photo, erode(mask, 2));
  const backdrop = background;
  return {
    image: photo,
    mask,
    alpha,
    category,
    detectedCategory,
    landmarks,
    worn,
    colour,
    opening,
    backdrop,
    outlineRoughness: roughness,
  };
}
