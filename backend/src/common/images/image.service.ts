import { Injectable } from '@nestjs/common';
import { fromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppException } from '../errors/app.exception';
import type { ErrorCode } from '../errors/error-codes';
import { imageDecodes } from './decode-limiter';

export const MAXIMUM_UPLOAD_BYTES = 25 * 1024 * 1024;
// About 50 megapixels: larger than any phone photo, small enough that a decompression bomb is refused before decoding.
const MAXIMUM_INPUT_PIXELS = 50_000_000;
/**
 * Photos carry at most a few hundred pixels per byte of file; a file that claims far more is a decompression
 * bomb (a few kilobytes that decode to tens of megapixels), refused before decoding whatever its size.
 */
const MAXIMUM_PIXELS_PER_BYTE = 1_000;
const SMALL_PICTURE_PIXELS = 1_000_000;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface SquareVariants {
  [size: number]: Buffer;
}

/** Every uploaded image passes here: checked by magic bytes, size and pixel count, then re-encoded without metadata. */
@Injectable()
export class ImageService {
  /** `wrongType` names the catalogue entry for a file of another type (screens word it differently). */
  async assertImage(
    content: Buffer,
    allowed: ImageType[],
    wrongType: ErrorCode = 'invalid_file_type',
  ): Promise<ImageType> {
    if (content.length > MAXIMUM_UPLOAD_BYTES) throw new AppException('file_too_large');
    const detected = await fromBuffer(content);
    if (!detected || !allowed.includes(detected.mime as ImageType)) throw new AppException(wrongType);
    try {
      // Reading the header decodes no pixels, so the size check itself is safe from bombs.
      const metadata = await sharp(content, { limitInputPixels: false }).metadata();
      if (!metadata.width || !metadata.height) throw new AppException('invalid_file_type');
      const pixels = metadata.width * metadata.height;
      if (pixels > MAXIMUM_INPUT_PIXELS) throw new AppException('file_too_large');
      if (pixels > SMALL_PICTURE_PIXELS && pixels > MAXIMUM_PIXELS_PER_BYTE * content.length)
        throw new AppException('file_too_large');
    } catch (error) {
      if (error instanceof AppException) throw error;
      throw new AppException('invalid_file_type');
    }
    return detected.mime as ImageType;
  }

  /** Centre-cropped squares at each size, JPEG, orientation applied and all metadata (EXIF, GPS) dropped. */
  squareVariants(content: Buffer, sizes: number[]): Promise<SquareVariants> {
    return this.variants(content, sizes, { fit: 'cover', position: 'centre' }, '#000000', 86);
  }

  /** The whole picture, upright, re-encoded without any metadata. */
  reencode(content: Buffer, format: 'png' | 'jpeg'): Promise<Buffer> {
    return imageDecodes.run(async () => {
      try {
        const upright = sharp(content, { limitInputPixels: MAXIMUM_INPUT_PIXELS }).rotate();
        return format === 'png'
          ? await upright.png({ compressionLevel: 6 }).toBuffer()
          : await upright.flatten({ background: '#ffffff' }).jpeg({ quality: 90, mozjpeg: true }).toBuffer();
      } catch {
        throw new AppException('upload_failed');
      }
    });
  }

  /** Responsive variants: JPEG no wider or taller than each size (never enlarged), aspect kept. */
  boundedVariants(content: Buffer, sizes: number[]): Promise<SquareVariants> {
    return this.variants(content, sizes, { fit: 'inside', withoutEnlargement: true }, '#ffffff', 84);
  }

  /** Decodes once, then one JPEG per size; transparency becomes `background`. */
  private variants(
    content: Buffer,
    sizes: number[],
    resize: sharp.ResizeOptions,
    background: string,
    quality: number,
  ): Promise<SquareVariants> {
    return imageDecodes.run(async () => {
      const variants: SquareVariants = {};
      try {
        const upright = sharp(content, { limitInputPixels: MAXIMUM_INPUT_PIXELS }).rotate();
        for (const size of sizes) {
          variants[size] = await upright
            .clone()
            .resize(size, size, resize)
            .flatten({ background })
            .jpeg({ quality, mozjpeg: true })
            .toBuffer();
        }
      } catch {
        throw new AppException('upload_failed');
      }
      return variants;
    });
  }
}
