import sharp from 'sharp';
import { TryOnEngineError } from './errors';
import { RgbImage } from './types';

/** Larger photos are analysed at this size and the changed pixels are scaled back up. */
export const WORKING_LONG_SIDE = 1280;
const SMALLEST_SIDE = 64;

/** Decodes any image sharp understands into packed RGB, honouring EXIF rotation and flattening transparency onto white. */
export async function decodeImage(buffer: Buffer, which: 'person' | 'garment'): Promise<RgbImage> {
  try {
    const { data, info } = await sharp(buffer, { failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.width < SMALLEST_SIDE || info.height < SMALLEST_SIDE) {
      throw new TryOnEngineError(
        'invalid_image',
        `The ${which} photo is too small; please use one at least ${SMALLEST_SIDE * 8} pixels tall.`,
      );
    }
    return {
      width: info.width,
      height: info.height,
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    };
  } catch (error) {
    if (error instanceof TryOnEngineError) throw error;
    throw new TryOnEngineError(
      'invalid_image',
      `The ${which} photo could not be read as an image; please upload a JPEG, PNG or WebP file.`,
    );
  }
}

/** `kernel`: 'linear' where an enlargement must not ring (a light halo beside a dark edge passes for a garment's). */
export async function resizeImage(
  image: RgbImage,
  width: number,
  height: number,
  kernel: 'lanczos3' | 'linear' = 'lanczos3',
): Promise<RgbImage> {
  if (image.width === width && image.height === height) return image;
  const data = await sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .resize(width, height, { fit: 'fill', kernel })
    .raw()
    .toBuffer();
  return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

/** The size the engine works at: the photo itself unless it is larger than WORKING_LONG_SIDE. */
export function workingSize(
  width: number,
  height: number,
  longSide = WORKING_LONG_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function encodePng(image: RgbImage): Promise<Buffer> {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .toBuffer();
}
