/**
 * Variants of the fixture photos that reproduce the classes of photos the engine had never seen (issue #12): tall and
 * cropped tops, light garments on light backdrops, two-part tops, garments worn by a model, garments wider or narrower
 * than the body, landscape photos. They are made at run time from the research photos, which never enter the
 * repository; the fixture tests and `npm run bench:engine` both use them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { segmentGarmentOnPlainBackground } from '../garment/garment-mask';
import { estimateBackground } from '../garment/backdrop';
import { decodeImage } from '../shared/image-io';
import { maskBounds } from '../shared/raster';
import { GarmentCategory, Mask, RgbImage } from '../shared/types';
import { colourLuma, luma } from '../shared/numeric';

export type FailureClass =
  'tops-not-dresses' | 'light-on-light' | 'two-part' | 'worn-by-model' | 'old-garment-showing' | 'landscape';

export const FAILURE_CLASSES: readonly FailureClass[] = [
  'tops-not-dresses',
  'light-on-light',
  'two-part',
  'worn-by-model',
  'old-garment-showing',
  'landscape',
];

type Transform = (image: RgbImage) => Promise<RgbImage>;

export interface Variant {
  failureClass: FailureClass;
  name: string;
  /** Paths inside the fixtures folder. */
  person: string;
  garment: string;
  makeGarment: Transform[];
  /** Changes to the person photo (mirrored, dimmed, faded); absent: the photo as it is. */
  makePerson?: Transform[];
  expected: GarmentCategory;
  /** The category the user picked; absent for Auto. */
  category?: GarmentCategory;
  /**
   * Where the old garment must be gone (or stay) in the result, checked by the variant tests: the belly between a
   * short new top and the bottom, the collar below the chin, a slip dress's sides beside a short top, a light shirt's
   * tail over the hips below a shorter top, bare arms beside a narrower top, shorts in the old top's colour, the
   * backdrop beside a waist that a loose shirt hid; and that long sleeves lie whole along bare arms.
   */
  oldGarmentCheck?: OldGarmentCheck | OldGarmentCheck[];
}

export type OldGarmentCheck =
  'belly' | 'collar' | 'dress-sides' | 'shirt-tail' | 'arm-edges' | 'shorts-stay' | 'waist-sides' | 'sleeves-on-arms';

interface Photo {
  image: RgbImage;
  mask: Mask;
  backdrop: [number, number, number];
  bounds: { left: number; top: number; right: number; bottom: number };
}

function analyse(image: RgbImage): Photo {
  const background = estimateBackground(image);
  const mask = segmentGarmentOnPlainBackground(image, background);
  const bounds = maskBounds(mask) ?? { left: 0, top: 0, right: image.width - 1, bottom: image.height - 1 };
  return { image, mask, backdrop: [background.red, background.green, background.blue], bounds };
}

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

function canvas(width: number, height: number, colour: [number, number, number]): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let pixel = 0; pixel < width * height; pixel++) data.set(colour, pixel * 3);
  return { width, height, data };
}

function paste(target: RgbImage, source: RgbImage, left: number, top: number): RgbImage {
  for (let y = 0; y < source.height; y++) {
    const targetY = y + top;
    if (targetY < 0 || targetY >= target.height) continue;
    for (let x = 0; x < source.width; x++) {
      const targetX = x + left;
      if (targetX < 0 || targetX >= target.width) continue;
      target.data.set(
        source.data.subarray((y * source.width + x) * 3, (y * source.width + x) * 3 + 3),
        (targetY * target.width + targetX) * 3,
      );
    }
  }
  return target;
}

async function resize(image: RgbImage, width: number, height: number): Promise<RgbImage> {
  const data = await sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize(Math.round(width), Math.round(height), { fit: 'fill' })
    .raw()
    .toBuffer();
  return { width: Math.round(width), height: Math.round(height), data: new Uint8Array(data) };
}

/** Stretches the photo, and so the garment, by `across` and `along`. */
export function stretch(across: number, along: number): Transform {
  return async (image) => resize(image, image.width * across, image.height * along);
}

/** Cuts the garment's body off at `keep` of its height, as a crop top, and fills below with the backdrop. */
export function crop(keep: number): Transform {
  return async (image) => {
    const { bounds, backdrop } = analyse(image);
    const cut = Math.round(bounds.top + (bounds.bottom - bounds.top) * keep);
    const output = { ...image, data: new Uint8Array(image.data) };
    for (let pixel = cut * image.width; pixel < image.width * image.height; pixel++)
      output.data.set(backdrop, pixel * 3);
    return output;
  };
}

export const mirror: Transform = async (image) => {
  const output = { ...image, data: new Uint8Array(image.data.length) };
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const from = (y * image.width + x) * 3;
      output.data.set(image.data.subarray(from, from + 3), (y * image.width + image.width - 1 - x) * 3);
    }
  }
  return output;
};

/** Shrinks the whole photo by `factor` onto a canvas of its own size in its backdrop colour. */
export function rescale(factor: number): Transform {
  return async (image) => {
    const { backdrop } = analyse(image);
    const small = await resize(image, image.width * factor, image.height * factor);
    return paste(
      canvas(image.width, image.height, backdrop),
      small,
      Math.round((image.width - small.width) / 2),
      Math.round((image.height - small.height) / 2),
    );
  };
}

/** Pads the photo with its backdrop colour to a landscape photo `ratio` times wider than tall. */
export function landscape(ratio: number): Transform {
  return async (image) => {
    const { backdrop } = analyse(image);
    const width = Math.round(image.height * ratio);
    return paste(canvas(width, image.height, backdrop), image, Math.round((width - image.width) / 2), 0);
  };
}

/** Pastes the photo in the middle of a canvas `ratio` times its size in `colour`: a shop's photo padded to a square. */
export function onCanvas(ratio: number, colour: [number, number, number] = [255, 255, 255]): Transform {
  return async (image) => {
    const width = Math.round(image.width * ratio);
    const height = Math.round(image.height * ratio);
    return paste(
      canvas(width, height, colour),
      image,
      Math.round((width - image.width) / 2),
      Math.round((height - image.height) / 2),
    );
  };
}

/** Shrinks the photo to `width` pixels wide: a shop's thumbnail of a garment. */
export function thumbnail(width: number): Transform {
  return (image) => resize(image, width, (image.height * width) / image.width);
}

/**
 * Lights the photo unevenly: `strength` darker toward the corners than in the middle (a lamp above the bed), or, with
 * `fromSide`, that much darker along the left edge than along the right (a window beside it).
 */
export function unevenLight(strength: number, fromSide = false): Transform {
  return async (image) => {
    const { width, height } = image;
    const data = new Uint8Array(image.data.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const across = x / width - 0.5;
        const down = y / height - 0.5;
        const gain = fromSide ? 1 - strength * (0.5 - across) : 1 - strength * 2 * (across * across + down * down);
        for (let channel = 0; channel < 3; channel++) {
          const index = (y * width + x) * 3 + channel;
          data[index] = Math.max(0, Math.min(255, Math.round(image.data[index] * gain)));
        }
      }
    }
    return { width, height, data };
  };
}

/**
 * Leaves the pixels as they are: the photo is only saved again as a JPEG, as every changed photo here is (a photo
 * passed on through a chat app), which moves MoveNet's guesses for joints outside the frame.
 */
export const savedAgain: Transform = async (image) => image;

/** Scales every pixel by `exposure`: a person photographed in dim light. */
export function dimmed(exposure: number): Transform {
  return async (image) => ({ ...image, data: image.data.map((value) => Math.round(value * exposure)) });
}

/** Keeps `colour` of each pixel's departure from its grey: a faded print, or a washed-out filter. */
export function faded(colour: number): Transform {
  return async (image) => {
    const data = new Uint8Array(image.data.length);
    for (let index = 0; index < data.length; index += 3) {
      const grey = (image.data[index] + image.data[index + 1] + image.data[index + 2]) / 3;
      for (let channel = 0; channel < 3; channel++)
        data[index + channel] = Math.round(grey + (image.data[index + channel] - grey) * colour);
    }
    return { ...image, data };
  };
}

/** Turns the photo `degrees` clockwise on its backdrop's colour: a garment laid down askew. */
export function turned(degrees: number): Transform {
  return async (image) => {
    const [red, green, blue] = analyse(image).backdrop;
    const { data, info } = await sharp(Buffer.from(image.data), {
      raw: { width: image.width, height: image.height, channels: 3 },
    })
      .rotate(degrees, { background: { r: red, g: green, b: blue } })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data: new Uint8Array(data) };
  };
}

/**
 * Recolours the garment white (its shading kept as faint grey) and the backdrop to `backdrop`, keeping the backdrop's
 * own shadows: a white shirt on white or off-white paper. Parts of the garment darker than `keepDarkerThan` (a belt
 * put on before) stay as they are.
 */
export function whiteGarment(backdrop: [number, number, number], keepDarkerThan = 0): Transform {
  return async (image) => {
    const photo = analyse(image);
    const backdropLuma = Math.max(1, colourLuma(...photo.backdrop));
    const output = { ...image, data: new Uint8Array(image.data.length) };
    for (let pixel = 0; pixel < image.width * image.height; pixel++) {
      const brightness = luma(image.data, pixel);
      if (photo.mask.data[pixel] > 0.5 && brightness < keepDarkerThan) {
        output.data.set(image.data.subarray(pixel * 3, pixel * 3 + 3), pixel * 3);
      } else if (photo.mask.data[pixel] > 0.5) {
        const value = 214 + 38 * (brightness / 255);
        output.data.set([clampByte(value), clampByte(value), clampByte(value - 2)], pixel * 3);
      } else {
        const shadow = Math.min(1, brightness / backdropLuma);
        output.data.set(
          backdrop.map((channel) => clampByte(channel * shadow)),
          pixel * 3,
        );
      }
    }
    return output;
  };
}

/** Tints the backdrop `amount` of the way toward the garment's mean colour (lightened), keeping its shadows. */
export function tintBackdrop(amount: number): Transform {
  return async (image) => {
    const photo = analyse(image);
    const mean = [0, 0, 0];
    let count = 0;
    for (let pixel = 0; pixel < photo.mask.data.length; pixel++) {
      if (photo.mask.data[pixel] <= 0.5) continue;
      for (let channel = 0; channel < 3; channel++) mean[channel] += image.data[pixel * 3 + channel];
      count++;
    }
    const tint = mean.map(
      (sum, channel) => (sum / Math.max(1, count)) * (1 - amount) + photo.backdrop[channel] * amount,
    );
    // The backdrop as painted, in whole levels.
    const [red, green, blue] = photo.backdrop.map(Math.floor);
    const backdropLuma = colourLuma(red, green, blue);
    const output = { ...image, data: new Uint8Array(image.data) };
    for (let pixel = 0; pixel < photo.mask.data.length; pixel++) {
      if (photo.mask.data[pixel] > 0.5) continue;
      const shadow = Math.min(1, luma(image.data, pixel) / Math.max(1, backdropLuma));
      output.data.set(
        tint.map((channel) => clampByte(channel * shadow)),
        pixel * 3,
      );
    }
    return output;
  };
}

/**
 * A dark part at the hem: a band over the lowest `fraction` of the garment (a belt, a tucked hem) and, with
 * `bodysuit`, a dark bodysuit part below the hem narrowing to a crotch.
 */
export function darkHem(fraction: number, bodysuit = false): Transform {
  return async (image) => {
    const photo = analyse(image);
    const height = photo.bounds.bottom - photo.bounds.top;
    const extra = bodysuit ? Math.round(height * 0.4) : 0;
    const output = paste(canvas(image.width, image.height + extra, photo.backdrop), image, 0, 0);
    const bandTop = photo.bounds.bottom - height * fraction;
    for (let pixel = 0; pixel < photo.mask.data.length; pixel++) {
      const y = Math.floor(pixel / output.width);
      if (y < bandTop || photo.mask.data[pixel] <= 0.5) continue;
      const shade = 0.75 + 0.3 * (luma(output.data, pixel) / 255);
      output.data.set([clampByte(30 * shade), clampByte(28 * shade), clampByte(34 * shade)], pixel * 3);
    }
    if (bodysuit) {
      const hemRow = photo.bounds.bottom;
      const runs: number[] = [];
      for (let x = 0; x < output.width; x++)
        if (photo.mask.data[hemRow * output.width + x] > 0.5 || photo.mask.data[(hemRow - 3) * output.width + x] > 0.5)
          runs.push(x);
      const left = runs[0] ?? photo.bounds.left;
      const right = runs[runs.length - 1] ?? photo.bounds.right;
      const center = (left + right) / 2;
      const depth = Math.round(height * 0.35);
      for (let row = 0; row < depth; row++) {
        const half = ((right - left) / 2) * (1 - 0.65 * (row / depth));
        for (let x = Math.round(center - half); x <= center + half; x++) {
          output.data.set([30, 28, 34], ((hemRow + row) * output.width + x) * 3);
        }
      }
    }
    return output;
  };
}

async function encodeJpeg(image: RgbImage): Promise<Buffer> {
  return sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Builds a variant's two photos from the fixtures folder, as the JPEGs a user would upload. */
export async function buildVariant(
  fixtures: string,
  variant: Variant,
): Promise<{ personImage: Buffer; garmentImage: Buffer }> {
  const personBuffer = readFileSync(path.join(fixtures, variant.person));
  let person = variant.makePerson?.length ? await decodeImage(personBuffer, 'person') : undefined;
  for (const transform of variant.makePerson ?? []) person = await transform(person!);
  const personImage = person ? await encodeJpeg(person) : personBuffer;
  let garment = await decodeImage(readFileSync(path.join(fixtures, variant.garment)), 'garment');
  for (const transform of variant.makeGarment) garment = await transform(garment);
  return { personImage, garmentImage: await encodeJpeg(garment) };
}
