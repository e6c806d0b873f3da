/**
 * A garment photographed on a model (the guidelines allow it): found from the model's pose, the garment is her
 * clothing in the body zone its category covers, without her skin, face and hair, her other garment and the backdrop
 * her outline takes in.
 */
import { WearerFrame } from './garment-landmarks';
import { Networks } from '../person/networks';
import type { DetectedPerson } from '../person/person-analysis';
import { buildBody } from '../person/body';
import { headMask, learnSkin, passesForDeepShadedSkin, SkinModel, skinMask } from '../person/person-regions';
import { colourBin, colourPresence } from '../person/held-objects';
import {
  boxBlur,
  combineMasks,
  createMask,
  dilate,
  erode,
  fillCapsule,
  insideWithout,
  keepLargestComponent,
  labelComponents,
  maskArea,
  threshold,
  unionMasks,
} from '../shared/raster';
import { GarmentCategory, Mask, RgbImage } from '../shared/types';
import { backgroundDistance, estimateBackground, FOREGROUND_DISTANCE } from './backdrop';
import { abs, floor, max, min, round } from '../shared/numeric';

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
/** Where a worn top's own colours are learnt, as fractions of the model's torso below the shoulders. */
const WORN_CHEST_FROM = 0.2;
const WORN_CHEST_TO = 0.5;
const WORN_PERSON_SCORE = 0.5;
/**
 * The quick look for a model in a garment photo. At 160 px the fixture photos and variants worn by a model score
 * 0.53–0.74 and the others at most 0.32; only a garment photo scoring 0.35 or more gets the full-size pass, which
 * decides as before.
 */
const QUICK_LOOK_LONG_SIDE = 160;
const QUICK_LOOK_SCORE = 0.35;

/** The clothing on the model's chest (the middle of her torso, below the shoulders), where a worn garment's own colours are learnt. */
function chestOf(clothing: Mask, body: ReturnType<typeof buildBody>): { chest: Mask; chestBottom: number } {
  const { width, height } = clothing;
  const shoulderY = (body.shoulderLeft.y + body.shoulderRight.y) / 2;
  const hipY = (body.hipLeft.y + body.hipRight.y) / 2;
  const centerX = (body.shoulderLeft.x + body.shoulderRight.x) / 2;
  const chest = createMask(width, height);
  const chestTop = Math.round(shoulderY + (hipY - shoulderY) * WORN_CHEST_FROM);
  const chestBottom = Math.round(shoulderY + (hipY - shoulderY) * WORN_CHEST_TO);
  const half = Math.round(body.shoulderWidth * 0.3);
  for (let y = Math.max(0, chestTop); y <= Math.min(height - 1, chestBottom); y++) {
    for (let x = Math.max(0, Math.round(centerX - half)); x <= Math.min(width - 1, Math.round(centerX + half)); x++) {
      const pixel = y * width + x;
      if (clothing.data[pixel] > 0.5) chest.data[pixel] = 1;
    }
  }
  return { chest, chestBottom };
}

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

/** Neighbouring pixels of a plain backdrop differ by at most this much in any channel (the photo's noise)... */
const BACKDROP_STEP = 2;
/** ...and the backdrop enclosed beside a midriff is followed up to this far above it, in shoulder widths. */
const ENCLOSED_BACKDROP_REACH = 0.3;
/** How far round the enclosed backdrop found its shaded rim is taken with it, in pixels. */
const BACKDROP_RIM = 4;

/**
 * The backdrop the model's outline encloses beside her midriff, between her arms and her waist: the person mask takes
 * it in and it passes for no skin, so it came with the tie shirt, as two light-grey blocks at its hem's ends on every
 * person. It lies beside her bare skin in the midriff's rows and joins what is below them (`seeds`); from there it is
 * followed up, no higher than `reach` and through the clothing above `bandTop`, over pixels in the backdrop's colour
 * (or its shade) that differ from their neighbour by no more than the photo's noise: the shirt's hem, an edge, stops
 * it. Returned to be taken out of the finished cut-out, so that the hem is found with it (without it the knot's tails
 * were below the hem).
 */
function enclosedBackdrop(image: RgbImage, clothing: Mask, seeds: number[], reach: number, bandTop: number): Mask {
  const { width } = clothing;
  const distance = backgroundDistance(image, estimateBackground(image));
  const found = createMask(width, clothing.height);
  const queue = seeds.filter((pixel) => distance.data[pixel] < FOREGROUND_DISTANCE);
  for (const pixel of queue) found.data[pixel] = 1;
  while (queue.length > 0) {
    const pixel = queue.pop() as number;
    const x = pixel % width;
    const y = (pixel - x) / width;
    for (const next of [x > 0 ? pixel - 1 : -1, x < width - 1 ? pixel + 1 : -1, y > reach ? pixel - width : -1]) {
      if (next < 0 || next >= bandTop * width || found.data[next] > 0.5 || clothing.data[next] <= 0.5) continue;
      if (distance.data[next] >= FOREGROUND_DISTANCE || colourStep(image, pixel, next) > BACKDROP_STEP) continue;
      found.data[next] = 1;
      queue.push(next);
    }
  }
  // Its shaded rim under the hem, where the shade changes faster than the noise, is taken with it.
  const rim = dilate(found, BACKDROP_RIM);
  for (let pixel = 0; pixel < found.data.length; pixel++) {
    if (rim.data[pixel] > 0.5 && clothing.data[pixel] > 0.5 && distance.data[pixel] < FOREGROUND_DISTANCE)
      found.data[pixel] = 1;
  }
  return found;
}

/** The largest difference in any channel between two pixels' colours. */
function colourStep(image: RgbImage, first: number, second: number): number {
  let step = 0;
  for (let channel = 0; channel < 3; channel++)
    step = max(step, abs(image.data[first * 3 + channel] - image.data[second * 3 + channel]));
  return step;
}

/** How much wider than the face's, in Cb and Cr, the colours are that pass for the model's skin in a top's neckline. */
const NECKLINE_SKIN_SPREAD = 1.8;

/**
 * The model's chest in a top's neckline is often darker or redder than her face, so the skin mask learnt from the face
 * missed it and it was cut out with the top, then placed as a skin-coloured block inside the new neckline. Pixels in
 * none of the top's colours that pass for skin with a wider tolerance are not the top.
 */
function withoutNecklineSkin(
  image: RgbImage,
  clothing: Mask,
  topColours: Uint8Array,
  skin: SkinModel,
  shoulderWidth: number,
): void {
  const loose = bareSkin(
    skinMask(image, {
      ...skin,
      spreadBlue: skin.spreadBlue * NECKLINE_SKIN_SPREAD,
      spreadRed: skin.spreadRed * NECKLINE_SKIN_SPREAD,
    }),
    shoulderWidth,
  );
  for (let pixel = 0; pixel < clothing.data.length; pixel++) {
    if (clothing.data[pixel] > 0.5 && loose.data[pixel] > 0.5 && topColours[colourBin(image, pixel)] !== 1)
      clothing.data[pixel] = 0;
  }
}

/** How far from the model's arm lines her arms' shaded edges and her sleeves are looked for, in shoulder widths. */
const ARM_BAND = 0.2;
/** Half the width of the torso's middle, where no arm's edge is looked for, in shoulder widths. */
const TORSO_MIDDLE = 0.3;

/**
 * The model's arms' shaded edges are darker and, in YCbCr, less saturated than the skin learnt from her face, so the
 * skin mask leaves them with the clothing: cut out with the dress on a model, a dark brown strip ran down each side of
 * it. Near her arms' lines, beside the torso's middle, skin in deep shade in none of the colours of the garment's chest
 * is no garment. (Along her legs the same test took the zigzag knit's rust stitches out of it, in a gap across; below a
 * dress's hem her legs go with `endAtHem`.)
 */
function withoutShadedArms(
  image: RgbImage,
  clothing: Mask,
  body: ReturnType<typeof buildBody>,
  skin: SkinModel,
  arms: Mask,
): void {
  // A brown garment's own shade (a brown sleeve) is in the colours of its chest, and stays.
  const garmentColours = colourPresence(image, chestOf(clothing, body).chest);
  // Hands behind her back or in front bring the forearms' lines over the garment's middle, where the knit's rust
  // stitches passed for shaded skin and left a gap across it: her arms' edges lie beside the torso.
  const centerX = (body.shoulderLeft.x + body.shoulderRight.x) / 2;
  const middle = body.shoulderWidth * TORSO_MIDDLE;
  for (let pixel = 0; pixel < clothing.data.length; pixel++) {
    if (clothing.data[pixel] <= 0.5 || arms.data[pixel] <= 0.5 || garmentColours[colourBin(image, pixel)] === 1)
      continue;
    if (abs((pixel % image.width) - centerX) < middle) continue;
    if (passesForDeepShadedSkin(image, pixel, skin)) clothing.data[pixel] = 0;
  }
}

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

/** Skin-coloured parts thinner than this, in shoulder widths, are stitches of the garment, not the model's skin. */
const STITCH_WIDTH = 0.04;

/**
 * The model's bare skin: what the skin test finds in parts thicker than a stitch, and their edges. A knit's rust zigzag
 * passed for skin across the Missoni dress and, taken out with her skin, left a gap across the garment through which the
 * person's painted body showed as a line.
 */
function bareSkin(skin: Mask, shoulderWidth: number): Mask {
  const radius = max(1, round((shoulderWidth * STITCH_WIDTH) / 2));
  const thick = dilate(erode(skin, radius), radius + 2);
  return combineMasks(skin, thick, min);
}

/** A worn top's or dress's hem is its lowest row at least this share as wide as its widest. */
const HEM_WIDTH = 0.4;

/**
 * Below a model's dress the person mask takes in slivers of the backdrop between and beside her legs, which hung below
 * the hem as light strands once her shaded legs were no garment. Below its lowest wide row a top or dress keeps only
 * what lies along the arms (`sleeves`): a crop top's long sleeves hang lower than its hem.
 */
function endAtHem(mask: Mask, sleeves: Mask): Mask {
  const { width, height, data } = mask;
  const across = new Int32Array(height);
  for (let pixel = 0; pixel < data.length; pixel++) if (data[pixel] > 0.5) across[floor(pixel / width)]++;
  const widest = across.reduce((most, count) => max(most, count), 0);
  let hem = height - 1;
  while (hem > 0 && across[hem] < widest * HEM_WIDTH) hem--;
  const result = createMask(width, height);
  result.data.set(data);
  for (let pixel = (hem + 1) * width; pixel < data.length; pixel++)
    if (sleeves.data[pixel] <= 0.5) result.data[pixel] = 0;
  return keepLargestComponent(result);
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
