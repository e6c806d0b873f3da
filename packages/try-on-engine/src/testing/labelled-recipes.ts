/**
 * The recipes of the labelled set (bench/labelled-set.json): each pair names a fixture photo and the changes made to it
 * in code, as short strings, so the set commits only ids, recipes and labels, never a photo or an image made from one.
 *
 *   mirror | stretch:ACROSS,ALONG | crop:KEEP | rescale:FACTOR | tint:AMOUNT | hue:DEGREES | dim:EXPOSURE
 *   white:R,G,B (a white garment on that backdrop) | dark-hem:FRACTION | bodysuit:FRACTION | light:STRENGTH
 */
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeImage } from '../shared/image-io';
import { RgbImage } from '../shared/types';
import {
  crop,
  darkHem,
  dimmed,
  mirror,
  rescale,
  stretch,
  tintBackdrop,
  unevenLight,
  whiteGarment,
} from './fixture-variants';

type Transform = (image: RgbImage) => Promise<RgbImage>;

/** Turns the hue of every pixel by `degrees`: the same garment in another colour (grey backdrops stay grey). */
function hue(degrees: number): Transform {
  return async (image) => {
    const { data, info } = await sharp(Buffer.from(image.data), {
      raw: { width: image.width, height: image.height, channels: 3 },
    })
      .modulate({ hue: degrees })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data: new Uint8Array(data) };
  };
}

function numbers(argument: string | undefined, count: number, recipe: string): number[] {
  const values = (argument ?? '').split(',').map(Number);
  if (values.length !== count || values.some((value) => !Number.isFinite(value)))
    throw new Error(`Recipe "${recipe}" needs ${count} number(s)`);
  return values;
}

/** The transform a recipe string names; an unknown recipe is an error, so a typo in the set never runs silently. */
export function recipeTransform(recipe: string): Transform {
  const [name, argument] = recipe.split(':');
  switch (name) {
    case 'mirror':
      return mirror;
    case 'stretch': {
      const [across, along] = numbers(argument, 2, recipe);
      return stretch(across, along);
    }
    case 'crop':
      return crop(numbers(argument, 1, recipe)[0]);
    case 'rescale':
      return rescale(numbers(argument, 1, recipe)[0]);
    case 'tint':
      return tintBackdrop(numbers(argument, 1, recipe)[0]);
    case 'hue':
      return hue(numbers(argument, 1, recipe)[0]);
    case 'dim':
      return dimmed(numbers(argument, 1, recipe)[0]);
    case 'light':
      return unevenLight(numbers(argument, 1, recipe)[0]);
    case 'white': {
      const [red, green, blue] = numbers(argument, 3, recipe);
      return whiteGarment([red, green, blue]);
    }
    case 'dark-hem':
      return darkHem(numbers(argument, 1, recipe)[0]);
    case 'bodysuit':
      return darkHem(numbers(argument, 1, recipe)[0], true);
    default:
      throw new Error(`Unknown recipe "${recipe}"`);
  }
}

async function encodeJpeg(image: RgbImage): Promise<Buffer> {
  return sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** One photo of a pair: the fixture file as it is when no recipe changes it, else the changed photo as a JPEG. */
export async function buildPhoto(
  fixtures: string,
  file: string,
  recipes: string[],
  which: 'person' | 'garment',
): Promise<Buffer> {
  const buffer = readFileSync(path.join(fixtures, file));
  if (recipes.length === 0) return buffer;
  let image = await decodeImage(buffer, which);
  for (const recipe of recipes) image = await recipeTransform(recipe)(image);
  return encodeJpeg(image);
}

/** A fixed third of the set is held out of all tuning, chosen by the hash of the pair's id, never by looking at it. */
export function splitOf(id: string): 'tune' | 'held-out' {
  return parseInt(createHash('sha256').update(id).digest('hex').slice(0, 8), 16) % 3 === 0 ? 'held-out' : 'tune';
}
