import { buildBody } from '../person/body';
import { passesForDeepShadedSkin, SkinModel, skinMask } from '../person/skin-model';
import { colourBin, colourPresence } from '../person/held-objects';
import { combineMasks, createMask, dilate, erode } from '../shared/raster';
import { keepLargestComponent } from '../shared/components';
import { Mask, RgbImage } from '../shared/types';
import { backgroundDistance, estimateBackground, FOREGROUND_DISTANCE } from './backdrop';
import { abs, floor, max, min, round } from '../shared/numeric';

/** What of a worn garment's outline is the model's skin or the backdrop (neckline, arms, hem), taken out of it. */

/** Where a worn top's own colours are learnt, as fractions of the model's torso below the shoulders. */
const WORN_CHEST_FROM = 0.2;
export const WORN_CHEST_TO = 0.5;

/** The clothing on the model's chest (the middle of her torso, below the shoulders), where a worn garment's own colours are learnt. */
export function chestOf(clothing: Mask, body: ReturnType<typeof buildBody>): { chest: Mask; chestBottom: number } {
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

/** Neighbouring pixels of a plain backdrop differ by at most this much in any channel (the photo's noise)... */
const BACKDROP_STEP = 2;
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
export function enclosedBackdrop(
  image: RgbImage,
  clothing: Mask,
  seeds: number[],
  reach: number,
  bandTop: number,
): Mask {
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
export function withoutNecklineSkin(
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
/** Half the width of the torso's middle, where no arm's edge is looked for, in shoulder widths. */
export const TORSO_MIDDLE = 0.3;

/**
 * The model's arms' shaded edges are darker and, in YCbCr, less saturated than the skin learnt from her face, so the
 * skin mask leaves them with the clothing: cut out with the dress on a model, a dark brown strip ran down each side of
 * it. Near her arms' lines, beside the torso's middle, skin in deep shade in none of the colours of the garment's chest
 * is no garment. (Along her legs the same test took the zigzag knit's rust stitches out of it, in a gap across; below a
 * dress's hem her legs go with `endAtHem`.)
 */
export function withoutShadedArms(
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

/** Skin-coloured parts thinner than this, in shoulder widths, are stitches of the garment, not the model's skin. */
const STITCH_WIDTH = 0.04;

/**
 * The model's bare skin: what the skin test finds in parts thicker than a stitch, and their edges. A knit's rust zigzag
 * passed for skin across the Missoni dress and, taken out with her skin, left a gap across the garment through which the
 * person's painted body showed as a line.
 */
export function bareSkin(skin: Mask, shoulderWidth: number): Mask {
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
export function endAtHem(mask: Mask, sleeves: Mask): Mask {
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
