import type { PixelCrop } from 'react-image-crop';

/** Larger crops are scaled down: the server makes its own variants, and huge uploads only cost time. */
const maxOutputSide = 2048;

/** Draws the chosen square of the displayed image at its natural resolution into a full-quality JPEG. */
export function cropToJpeg(image: HTMLImageElement, crop: PixelCrop): Promise<File> {
  const scaleX = image.naturalWidth / image.width;
  const scaleY = image.naturalHeight / image.height;
  const sourceWidth = crop.width * scaleX;
  const sourceHeight = crop.height * scaleY;
  const outputScale = Math.min(1, maxOutputSide / Math.max(sourceWidth, sourceHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(sourceWidth * outputScale));
  canvas.height = Math.max(1, Math.round(sourceHeight * outputScale));
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('Canvas is not available'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image,
    crop.x * scaleX,
    crop.y * scaleY,
    sourceWidth,
    sourceHeight,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob ? resolve(new File([blob], 'avatar.jpg', { type: 'image/jpeg' })) : reject(new Error('Encoding failed')),
      'image/jpeg',
      1.0,
    );
  });
}
