/**
 * A garment photographed on a model (the guidelines allow it): found from the model's pose, the garment is her
 * clothing in the body zone its category covers, without her skin, face and hair, her other garment and the backdrop
 * her outline takes in.
 */
import { WearerFrame } from './garment-landmarks';
import { Networks } from '../person/networks';
import type { DetectedPerson } from '../person/person-analysis';
import { buildBody } from '../person/body';
import { headMask } from '../person/person-regions';
import { learnSkin, passesForDeepShadedSkin, SkinModel, skinMask } from '../person/skin-model';
import { colourBin, colourPresence } from '../person/held-objects';
import {
  boxBlur,
  combineMasks,
  createMask,
  dilate,
  erode,
  insideWithout,
  maskArea,
  threshold,
  unionMasks,
} from '../shared/raster';
import { fillCapsule } from '../shared/shapes';
import { keepLargestComponent, labelComponents } from '../shared/components';
import { GarmentCategory, Mask, RgbImage } from '../shared/types';
import { max, min, round } from '../shared/numeric';
import {
  enclosedBackdrop,
  endAtHem,
  bareSkin,
  withoutShadedArms,
  TORSO_MIDDLE,
  chestOf,
  WORN_CHEST_TO,
  withoutNecklineSkin,
} from './wearer-skin';

/** What the person photo tells about the garment: on an upper-body photo an ambiguous tall garment is a top. */
export interface PersonContext {
  upperBodyOnly: boolean;
}

/** Below this share of the photo a cut-out is no garment. */
export const SMALLEST_GARMENT = 0.02;
/** As in fitting.ts: a worn chest is this many shoulder-joint distances wide, its seam this far above the joints. */
const WORN_TORSO_WIDTH = 1.02;
const WORN_SHOULDER_RAISE = 0.12;
/** How far from the model's arm line her sleeve reaches, in shoulder widths. */
const WORN_SLEEVE_RADIUS = 0.14;
/** A worn top is cut this many shoulder widths below the model's hips, so the model's trousers stay out of it. */
const WORN_TOP_BELOW_HIPS = 0.3;
const WORN_PERSON_SCORE = 0.5;
/**
 * The quick look for a model in a garment photo. At 160 px the fixture photos and variants worn by a model score
 * 0.53–0.74 and the others at most 0.32; only a garment photo scoring 0.35 or more gets the full-size pass, which
 * decides as before.
 */
const QUICK_LOOK_LONG_SIDE = 160;
const QUICK_LOOK_SCORE = 0.35;

/**
 * A top worn by a model ends where her other garment begins: below the middle of the torso, clothing in none of the
 * chest's or sleeves' colours is that garment (the black trousers under a red crop top), not the top. Cut out with the top, it
 * was placed as a dark band below the new top's hem.
 */
function withoutOtherGarment(
  image: RgbImage,
  clothing: Mask,
  body: ReturnType<typeof buildBody>,
  skin: SkinModel,
): Uint8Array | undefined {
  const { chest, chestBottom } = chestOf(clothing, body);
  if (maskArea(chest) < body.shoulderWidth * body.shoulderWidth * 0.02) return undefined;
  // Sleeves in their own shadows: their colours are learnt along the arms, short of the hands (which rest on the other
  // garment, in a pocket or at the waistband).
  const sleeves = createMask(image.width, image.height);
  for (const arm of [body.armLeft, body.armRight]) {
    const short = {
      x: arm.middle.x + (arm.end.x - arm.middle.x) * 0.6,
      y: arm.middle.y + (arm.end.y - arm.middle.y) * 0.6,
    };
    fillCapsule(sleeves, arm.root, arm.middle, body.shoulderWidth * 0.1);
    fillCapsule(sleeves, arm.middle, short, body.shoulderWidth * 0.08);
  }
  // Eroded, so a bare arm's shaded edge (clothing to the person mask, not skin to the face's colours) is no sleeve: its
  // colours learnt as the top's left a dark sliver along each side of the zigzag knit's cut-out.
  const chestColours = colourPresence(image, unionMasks(chest, combineMasks(sleeves, erode(clothing, 3), Math.min)));
  const other = createMask(image.width, image.height);
  for (let pixel = chestBottom * image.width; pixel < clothing.data.length; pixel++)
    if (clothing.data[pixel] > 0.5 && chestColours[colourBin(image, pixel)] !== 1) other.data[pixel] = 1;
  // Above it, only her skin in deep shade (her midriff in the shadow of the tie shirt's hem) is no part of the top.
  const from = otherGarmentTop(other, clothing, body, chestBottom) ?? image.height;
  for (let pixel = 0; pixel < clothing.data.length; pixel++) {
    if (other.data[pixel] > 0.5 && (pixel >= from * image.width || passesForDeepShadedSkin(image, pixel, skin)))
      clothing.data[pixel] = 0;
  }
  return chestColours;
}

/** The other garment begins at the first row where it fills at least this share of the torso's middle... */
const OTHER_GARMENT_ACROSS = 0.5;
/** ...and reaches this far above that row, in shoulder widths, beside the middle (a waistband rising at the hips). */
const OTHER_GARMENT_RISE = 0.1;

/**
 * The row where the model's other garment begins below her top: where clothing in none of the chest's colours (the
 * majority of each 7 × 7 box) fills a band across the torso's middle. A knit's stripes in colours the chest lacks fill
 * less of it (the Missoni dress's teal zigzags at most 0.32, the black trousers below the red crop top all of it); taken
 * out, they left gaps across the garment through which the person's body showed.
 */
function otherGarmentTop(
  other: Mask,
  clothing: Mask,
  body: ReturnType<typeof buildBody>,
  chestBottom: number,
): number | undefined {
  const { width, height } = other;
  const majority = threshold(boxBlur(other, 3), 0.5);
  const centerX = round((body.shoulderLeft.x + body.shoulderRight.x) / 2);
  const half = round(body.shoulderWidth * TORSO_MIDDLE);
  for (let y = max(0, chestBottom); y < height; y++) {
    let across = 0;
    let filled = 0;
    for (let x = max(0, centerX - half); x <= min(width - 1, centerX + half); x++) {
      if (clothing.data[y * width + x] <= 0.5) continue;
      across++;
      if (majority.data[y * width + x] > 0.5) filled++;
    }
    if (across > 0 && filled >= across * OTHER_GARMENT_ACROSS)
      return max(chestBottom, round(y - body.shoulderWidth * OTHER_GARMENT_RISE));
  }
  return undefined;
}

/** A bare midriff is skin at least this wide across the model's torso (arms and hands aside)... */
const MIDRIFF_WIDTH = 0.2;
/** ...for at least this many rows, in shoulder widths; a zigzag knit's skin-coloured rows are thinner and broken. */
const MIDRIFF_HEIGHT = 0.04;

/**
 * A top worn by a model ends at her bare midriff: below it is her other garment, even in the top's own fabric (the tie
 * shirt's matching skirt, which no colour tells apart and which was placed below the new top's knot). Skin is opened
 * first, so a knit's scattered skin-coloured stitches are no midriff.
 */
function endAtMidriff(
  image: RgbImage,
  clothing: Mask,
  skin: Mask,
  body: ReturnType<typeof buildBody>,
): Mask | undefined {
  const { width, height } = clothing;
  const shoulderY = (body.shoulderLeft.y + body.shoulderRight.y) / 2;
  const hipY = (body.hipLeft.y + body.hipRight.y) / 2;
  const centerX = (body.shoulderLeft.x + body.shoulderRight.x) / 2;
  const arms = createMask(width, height);
  for (const arm of [body.armLeft, body.armRight]) {
    const hand = { x: arm.end.x + (arm.end.x - arm.middle.x) * 0.5, y: arm.end.y + (arm.end.y - arm.middle.y) * 0.5 };
    fillCapsule(arms, arm.root, arm.middle, body.shoulderWidth * 0.12);
    fillCapsule(arms, arm.middle, hand, body.shoulderWidth * 0.12);
  }
  const bare = insideWithout(dilate(erode(skin, 3), 3), arms);
  const left = Math.max(0, Math.round(centerX - body.shoulderWidth * 0.5));
  const right = Math.min(width - 1, Math.round(centerX + body.shoulderWidth * 0.5));
  const from = Math.max(0, Math.round(shoulderY + (hipY - shoulderY) * WORN_CHEST_TO));
  const isBare = (y: number) => {
    let across = 0;
    for (let x = left; x <= right; x++) across += bare.data[y * width + x] > 0.5 ? 1 : 0;
    return across >= body.shoulderWidth * MIDRIFF_WIDTH;
  };
  let run = 0;
  for (let y = from; y < height; y++) {
    run = isBare(y) ? run + 1 : 0;
    if (run < body.shoulderWidth * MIDRIFF_HEIGHT) continue;
    let end = y;
    while (end + 1 < height && isBare(end + 1)) end++;
    // Beside the midriff the other garment rises higher at the hips: what joins it below the midriff goes with it.
    const lower = createMask(width, height);
    const start = (y - run + 1) * width;
    lower.data.set(clothing.data.subarray(start), start);
    const { labels } = labelComponents(lower);
    const below = new Set<number>();
    for (let pixel = (end + 1) * width; pixel < labels.length; pixel++) if (labels[pixel] > 0) below.add(labels[pixel]);
    const seeds: number[] = [];
    for (let row = y - run + 1; row <= end; row++) {
      const { first, last } = bareExtent(bare, row, left, right);
      for (let x = 0; x < width; x++) {
        const pixel = row * width + x;
        if (!below.has(labels[pixel])) continue;
        clothing.data[pixel] = 0;
        if (x < first || x > last) seeds.push(pixel);
      }
    }
    clothing.data.fill(0, (end + 1) * width);
    const reach = max(0, y - run + 1 - round(body.shoulderWidth * ENCLOSED_BACKDROP_REACH));
    return enclosedBackdrop(image, clothing, seeds, reach, y - run + 1);
  }
  return undefined;
}

/** The first and last column of `row` between `left` and `right` where `bare` is set (first > last when none is). */
function bareExtent(bare: Mask, row: number, left: number, right: number): { first: number; last: number } {
  let first = right + 1;
  let last = left - 1;
  for (let x = left; x <= right; x++) {
    if (bare.data[row * bare.width + x] <= 0.5) continue;
    first = min(first, x);
    last = max(last, x);
  }
  return { first, last };
}
/** ...and the backdrop enclosed beside a midriff is followed up to this far above it, in shoulder widths. */
const ENCLOSED_BACKDROP_REACH = 0.3;

/** How far from the model's arm lines her arms' shaded edges and her sleeves are looked for, in shoulder widths. */
const ARM_BAND = 0.2;

/** Capsules ARM_BAND shoulder widths round the arms' lines, past the wrist by half the forearm (the hand). */
function armBands(body: ReturnType<typeof buildBody>, width: number, height: number): Mask {
  const bands = createMask(width, height);
  for (const arm of [body.armLeft, body.armRight]) {
    const hand = { x: arm.end.x + (arm.end.x - arm.middle.x) * 0.5, y: arm.end.y + (arm.end.y - arm.middle.y) * 0.5 };
    fillCapsule(bands, arm.root, arm.middle, body.shoulderWidth * ARM_BAND);
    fillCapsule(bands, arm.middle, hand, body.shoulderWidth * ARM_BAND);
  }
  return bands;
}

/** The garment photo's first request to the networks: most garments are photographed flat, and a quick look at a
 * smaller size spares them the full-size pass of `garmentOnModel`. */
export function lookForWearer(networks: Networks, image: RgbImage): Promise<DetectedPerson[]> {
  return networks.detectPeople(image, QUICK_LOOK_LONG_SIDE);
}

/**
 * A garment photographed on a model (the guidelines allow it): the garment is the person's clothing in the body
 * zone the category covers, without skin, face or hair. `quickLook`: what `lookForWearer` found in the photo.
 */
export async function garmentOnModel(
  networks: Networks,
  image: RgbImage,
  requested: GarmentCategory | undefined,
  context: PersonContext | Promise<PersonContext>,
  quickLook: DetectedPerson[],
): Promise<{ mask: Mask; category: GarmentCategory; wearer: WearerFrame } | undefined> {
  if (!quickLook.some((person) => person.score >= QUICK_LOOK_SCORE)) return undefined;
  const detected = await networks.detectPeople(image);
  const quick = detected[0];
  const confident = (name: keyof NonNullable<typeof quick>['pose']) => (quick?.pose[name].score ?? 0) > 0.4;
  if (
    !quick ||
    quick.score < WORN_PERSON_SCORE ||
    !confident('nose') ||
    !confident('leftHip') ||
    !confident('rightHip')
  )
    return undefined;
  const analysis = await networks.analysePerson(image, detected);
  const person = analysis.people[0];
  const pose = analysis.pose;
  if (!person || !pose || person.score < WORN_PERSON_SCORE) return undefined;
  const faceSeen = [pose.nose, pose.leftEye, pose.rightEye].filter((point) => point.score > 0.5).length >= 2;
  const bodySeen = [pose.leftShoulder, pose.rightShoulder, pose.leftHip, pose.rightHip].every(
    (point) => point.score > 0.5,
  );
  if (!faceSeen || !bodySeen) return undefined;
  const modelKneesSeen = pose.leftKnee.score > 0.5 && pose.rightKnee.score > 0.5;
  const category = requested ?? (modelKneesSeen && !(await context).upperBodyOnly ? 'dress' : 'top');
  // The model's photo may end above the knees; only the zone the category covers is cut out, so the top's skeleton does.
  let body: ReturnType<typeof buildBody>;
  try {
    body = buildBody(pose, category === 'top' || !modelKneesSeen ? 'top' : category, image.height);
  } catch {
    return undefined;
  }
  const skinModel = learnSkin(image, body, analysis.personMask);
  const skin = bareSkin(skinMask(image, skinModel), body.shoulderWidth);
  const head = headMask(body, image.width, image.height);
  const hipY = (body.hipLeft.y + body.hipRight.y) / 2;
  const shoulderY = (body.shoulderLeft.y + body.shoulderRight.y) / 2;
  const clothing = insideWithout(threshold(analysis.personMask, 0.5), skin);
  for (let pixel = 0; pixel < clothing.data.length; pixel++) {
    const y = Math.floor(pixel / image.width);
    const inZone =
      category === 'top'
        ? y < hipY + body.shoulderWidth * WORN_TOP_BELOW_HIPS
        : category === 'bottom'
          ? y > hipY - body.shoulderWidth * 0.5
          : y > shoulderY - body.shoulderWidth * 0.3;
    if (!inZone || head.data[pixel] > 0.5) clothing.data[pixel] = 0;
  }
  const enclosed = category === 'top' ? endAtMidriff(image, clothing, skin, body) : undefined;
  const topColours = category === 'top' ? withoutOtherGarment(image, clothing, body, skinModel) : undefined;
  if (topColours) withoutNecklineSkin(image, clothing, topColours, skinModel, body.shoulderWidth);
  const arms = armBands(body, image.width, image.height);
  // After the top's colours are learnt: along the arms they took in the knit's dark stitches with the arms' edges.
  withoutShadedArms(image, clothing, body, skinModel, arms);
  // The majority of each 7 × 7 box decides first: a knit's stitches in skin or other colours, scattered along a row,
  // were widened by the opening into a gap across the cut-out.
  const kept = keepLargestComponent(dilate(erode(threshold(boxBlur(clothing, 3), 0.5), 2), 2));
  const hemmed = category === 'bottom' ? kept : endAtHem(kept, arms);
  const mask = enclosed ? keepLargestComponent(insideWithout(hemmed, dilate(enclosed, 1))) : hemmed;
  const centerX = (body.shoulderLeft.x + body.shoulderRight.x) / 2;
  const torsoWidth = body.shoulderWidth * WORN_TORSO_WIDTH;
  const wearer = {
    centerX,
    shoulderY: shoulderY - body.shoulderWidth * WORN_SHOULDER_RAISE,
    shoulderSlope: (body.shoulderRight.y - body.shoulderLeft.y) / max(1, body.shoulderRight.x - body.shoulderLeft.x),
    torsoLeft: centerX - torsoWidth / 2,
    torsoRight: centerX + torsoWidth / 2,
    arms: { left: body.armLeft, right: body.armRight, radius: body.shoulderWidth * WORN_SLEEVE_RADIUS },
  };
  return maskArea(mask) > image.width * image.height * SMALLEST_GARMENT ? { mask, category, wearer } : undefined;
}
