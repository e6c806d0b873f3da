import { createMask, gaussianBlur } from '../shared/raster';
import { abs, luma } from '../shared/numeric';
import { Mask, RgbImage } from '../shared/types';

/** Both the strict flood and the symmetry check may need a photo's texture; it is measured once per photo. */
const textureCache = new WeakMap<RgbImage, Mask>();

/** The local luma contrast: at a 1.5 px scale, averaged over 2 px. */
export function textureDetail(image: RgbImage): Mask {
  const cached = textureCache.get(image);
  if (cached) return cached;
  const brightness = createMask(image.width, image.height);
  for (let pixel = 0; pixel < brightness.data.length; pixel++) brightness.data[pixel] = luma(image.data, pixel);
  const smooth = gaussianBlur(brightness, 1.5);
  for (let pixel = 0; pixel < brightness.data.length; pixel++)
    brightness.data[pixel] = abs(brightness.data[pixel] - smooth.data[pixel]);
  const detail = gaussianBlur(brightness, 2);
  textureCache.set(image, detail);
  return detail;
}

/** Pixels the backdrop cannot reach from the photo's border through background-like, edge-free pixels (1 = foreground). */
export function floodFromBorder(distance: Mask, edges: Mask, tolerance: number, edgeBarrier: number): Mask {
  const { width, height } = distance;
  const total = width * height;
  const foreground = createMask(width, height, 1);
  const data = foreground.data;
  const stack = new Int32Array(total);
  let top = 0;
  const visit = (index: number) => {
    if (data[index] === 1 && distance.data[index] < tolerance && edges.data[index] < edgeBarrier) {
      data[index] = 0;
      stack[top++] = index;
    }
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (top > 0) {
    const index = stack[--top];
    const x = index % width;
    if (x > 0) visit(index - 1);
    if (x < width - 1) visit(index + 1);
    if (index >= width) visit(index - width);
    if (index + width < total) visit(index + width);
  }
  return foreground;
}
