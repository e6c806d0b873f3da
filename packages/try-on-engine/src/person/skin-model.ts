import { Body } from './body';
import { createMask } from '../shared/raster';
import { Mask, RgbImage } from '../shared/types';
import { abs, ceil, colourLuma, floor, hypot, max, min, round, sqrt } from '../shared/numeric';

/** The person's skin colours, learnt from the face, and which pixels pass for skin, lit or in shade. */

/** Skin colour statistics in YCbCr, learnt from the face so they fit this person and this light. */
export interface SkinModel {
  luma: number;
  blueDifference: number;
  redDifference: number;
  spreadBlue: number;
  spreadRed: number;
  red: number;
  green: number;
  blue: number;
}

/** How much stronger than the face's a shadow's chroma may be and still pass for skin. */
const SHADE_CHROMA = 2.5;
/** Below this luma a pixel's hue is noise: no skin test takes it. */
const DEEP_SHADE_LUMA = 20;
/** How far aside from the skin's hue a deep shadow's chroma for its brightness may be, as a share of the skin's. */
const DEEP_SHADE_ASIDE = 0.5;

/** Fewer face pixels than this inside the person's outline, and the outline is not trusted over the face box. */
const MIN_FACE_SAMPLES = 12;

/** Luma, blue and red differences, then red, green and blue. */
type FaceSample = [number, number, number, number, number, number];

function toYCbCr(red: number, green: number, blue: number): [number, number, number] {
  const luma = colourLuma(red, green, blue);
  return [
    luma,
    128 - 0.168736 * red - 0.331264 * green + 0.5 * blue,
    128 + 0.5 * red - 0.418688 * green - 0.081312 * blue,
  ];
}

/**
 * Skin statistics from the middle of the face, from the person's own pixels only (`personMask`; absent, the whole box):
 * a face cut by the photo's top edge is placed from MoveNet's guesses, and its box can reach past the chin into the
 * backdrop.
 */
export function learnSkin(image: RgbImage, body: Body, personMask?: Mask): SkinModel {
  const radius = body.headRadius * 0.45;
  const inBox: FaceSample[] = [];
  const onPerson: FaceSample[] = [];
  for (let y = round(body.head.y - radius * 0.3); y <= body.head.y + radius; y += 2) {
    for (let x = round(body.head.x - radius); x <= body.head.x + radius; x += 2) {
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
      const index = (y * image.width + x) * 3;
      const [red, green, blue] = [image.data[index], image.data[index + 1], image.data[index + 2]];
      const sample: FaceSample = [...toYCbCr(red, green, blue), red, green, blue];
      inBox.push(sample);
      if (personMask && personMask.data[y * image.width + x] >= 0.5) onPerson.push(sample);
    }
  }
  // A person outline that misses the face altogether is wrong there, not the face box.
  const samples = onPerson.length >= MIN_FACE_SAMPLES ? onPerson : inBox;
  if (samples.length === 0) {
    return {
      luma: 170,
      blueDifference: 110,
      redDifference: 150,
      spreadBlue: 8,
      spreadRed: 8,
      red: 220,
      green: 175,
      blue: 150,
    };
  }
  // The middle of the face (by luma) avoids eyes, brows, nostrils and specular highlights.
  samples.sort((a, b) => a[0] - b[0]);
  const middle = samples.slice(floor(samples.length * 0.25), ceil(samples.length * 0.85));
  const mean = (column: number) => middle.reduce((sum, sample) => sum + sample[column], 0) / middle.length;
  const spread = (column: number, center: number) =>
    sqrt(middle.reduce((sum, sample) => sum + (sample[column] - center) ** 2, 0) / middle.length);
  const blueDifference = mean(1);
  const redDifference = mean(2);
  return {
    luma: mean(0),
    blueDifference,
    redDifference,
    spreadBlue: max(4, spread(1, blueDifference)),
    spreadRed: max(4, spread(2, redDifference)),
    red: mean(3),
    green: mean(4),
    blue: mean(5),
  };
}

/** Whether a pixel's colour matches the face's skin. */
export function passesForSkin(image: RgbImage, pixel: number, skin: SkinModel): boolean {
  const [luma, blueDifference, redDifference] = toYCbCr(
    image.data[pixel * 3],
    image.data[pixel * 3 + 1],
    image.data[pixel * 3 + 2],
  );
  const blueScore = (blueDifference - skin.blueDifference) / (skin.spreadBlue * 2.5);
  const redScore = (redDifference - skin.redDifference) / (skin.spreadRed * 2.5);
  const lumaOk = luma > skin.luma * 0.35 && luma < min(255, skin.luma * 1.5 + 20);
  return lumaOk && blueScore * blueScore + redScore * redScore < 1;
}

/**
 * Whether a pixel's colour is the face's skin in shadow: darker, with its chroma turned the skin's way and stronger, as
 * skin's shadows are (the shaded side of a lit arm is orange-brown), up to SHADE_CHROMA times the face's.
 */
export function passesForShadedSkin(image: RgbImage, pixel: number, skin: SkinModel): boolean {
  const [luma, blueDifference, redDifference] = toYCbCr(
    image.data[pixel * 3],
    image.data[pixel * 3 + 1],
    image.data[pixel * 3 + 2],
  );
  if (luma > skin.luma || luma < skin.luma * 0.35) return false;
  const skinBlue = skin.blueDifference - 128;
  const skinRed = skin.redDifference - 128;
  const strength = max(1, hypot(skinBlue, skinRed));
  const along = ((blueDifference - 128) * skinBlue + (redDifference - 128) * skinRed) / strength;
  const aside = abs((blueDifference - 128) * skinRed - (redDifference - 128) * skinBlue) / strength;
  return (
    along >= strength * 0.8 && along <= strength * SHADE_CHROMA && aside <= max(skin.spreadBlue, skin.spreadRed) * 2.5
  );
}

/**
 * Whether a pixel's colour is the face's skin in deep shadow (an arm's edge turned from the light): darker than the
 * face, with its chroma for its brightness turned the skin's way and at least as strong. In YCbCr such a shadow's chroma
 * is weaker than the face's, so neither test above takes it.
 */
export function passesForDeepShadedSkin(image: RgbImage, pixel: number, skin: SkinModel): boolean {
  const [luma, blueDifference, redDifference] = toYCbCr(
    image.data[pixel * 3],
    image.data[pixel * 3 + 1],
    image.data[pixel * 3 + 2],
  );
  if (luma > skin.luma || luma < DEEP_SHADE_LUMA) return false;
  const skinBlue = (skin.blueDifference - 128) / skin.luma;
  const skinRed = (skin.redDifference - 128) / skin.luma;
  const strength = hypot(skinBlue, skinRed);
  if (strength < 1e-3) return false;
  const blue = (blueDifference - 128) / luma;
  const red = (redDifference - 128) / luma;
  const along = (blue * skinBlue + red * skinRed) / strength;
  const aside = abs(blue * skinRed - red * skinBlue) / strength;
  return along >= strength * 0.8 && along <= strength * SHADE_CHROMA && aside <= strength * DEEP_SHADE_ASIDE;
}

/** Pixels whose colour matches the face's skin (arms, hands, neck, belly, legs). */
export function skinMask(image: RgbImage, skin: SkinModel): Mask {
  const mask = createMask(image.width, image.height);
  for (let pixel = 0; pixel < mask.data.length; pixel++) mask.data[pixel] = passesForSkin(image, pixel, skin) ? 1 : 0;
  return mask;
}
