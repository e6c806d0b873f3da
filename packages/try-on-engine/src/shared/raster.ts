import { Mask, Point } from './types';
import { ceil, floor, max, min, round, sqrt } from './numeric';
import { MORPH_ROWS, BLUR_ROWS, BLUR_BUFFER, scratch, scratchFloats } from './scratch';

export function createMask(width: number, height: number, fill = 0): Mask {
  const data = new Float32Array(width * height);
  if (fill !== 0) data.fill(fill);
  return { width, height, data };
}

export function cloneMask(mask: Mask): Mask {
  return { width: mask.width, height: mask.height, data: new Float32Array(mask.data) };
}

/** One pass of a running-sum box blur along rows, then columns; O(pixels) whatever the radius. */
function boxBlurPass(
  source: Float32Array,
  target: Float32Array,
  width: number,
  height: number,
  radius: number,
  horizontal: Float32Array,
): void {
  const span = 2 * radius + 1;
  const inverseSpan = 1 / span;
  const last = width - 1;
  // Beyond the row's ends the edge values repeat; only the first and last `radius` pixels need to know that.
  const leftEnd = min(width, radius);
  const rightStart = max(leftEnd, width - radius - 1);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const first = source[row];
    const final = source[row + last];
    let sum = 0;
    for (let k = -radius; k <= radius; k++) sum += k < 0 ? first : k > last ? final : source[row + k];
    let x = 0;
    for (; x < leftEnd; x++) {
      horizontal[row + x] = sum * inverseSpan;
      const add = x + radius + 1;
      sum += (add > last ? final : source[row + add]) - first;
    }
    for (; x < rightStart; x++) {
      horizontal[row + x] = sum * inverseSpan;
      sum += source[row + x + radius + 1] - source[row + x - radius];
    }
    for (; x < width; x++) {
      horizontal[row + x] = sum * inverseSpan;
      const remove = x - radius;
      sum += final - (remove < 0 ? first : source[row + remove]);
    }
  }
  // Vertical pass row by row with one running sum per column, so memory is read in order.
  const sums = new Float32Array(width);
  for (let y = -radius; y <= radius; y++) {
    const row = (y < 0 ? 0 : y >= height ? height - 1 : y) * width;
    for (let x = 0; x < width; x++) sums[x] += horizontal[row + x];
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const addRow = min(height - 1, y + radius + 1) * width;
    const removeRow = max(0, y - radius) * width;
    for (let x = 0; x < width; x++) {
      target[row + x] = sums[x] * inverseSpan;
      sums[x] += horizontal[addRow + x] - horizontal[removeRow + x];
    }
  }
}

/**
 * Runs `passes` box passes only over the rectangle that can become non-zero. Outside the content grown by
 * passes × (radius + 1) every pass reads zeros, so the edge padding inside the rectangle gives the same result.
 */
function boxBlurPasses(mask: Mask, radius: number, passes: number): Mask {
  const output = createMask(mask.width, mask.height);
  const content = maskBounds(mask, 0);
  if (!content) return output;
  const margin = passes * (radius + 1);
  const area = {
    left: max(0, content.left - margin),
    top: max(0, content.top - margin),
    right: min(mask.width - 1, content.right + margin),
    bottom: min(mask.height - 1, content.bottom + margin),
  };
  const width = area.right - area.left + 1;
  const height = area.bottom - area.top + 1;
  const whole = width === mask.width && height === mask.height;
  const buffer = scratchFloats(BLUR_BUFFER, width * height);
  if (whole) buffer.set(mask.data);
  else
    for (let y = 0; y < height; y++)
      buffer.set(
        mask.data.subarray((y + area.top) * mask.width + area.left, (y + area.top) * mask.width + area.right + 1),
        y * width,
      );
  const horizontal = scratchFloats(BLUR_ROWS, width * height);
  for (let pass = 0; pass < passes; pass++) boxBlurPass(buffer, buffer, width, height, radius, horizontal);
  if (whole) output.data.set(buffer);
  else
    for (let y = 0; y < height; y++)
      output.data.set(buffer.subarray(y * width, (y + 1) * width), (y + area.top) * mask.width + area.left);
  return output;
}

/** Three box passes approximate a Gaussian of the given standard deviation. */
export function gaussianBlur(mask: Mask, sigma: number): Mask {
  if (sigma <= 0) return cloneMask(mask);
  const radius = max(1, round(sqrt((12 * sigma * sigma) / 3 + 1) / 2));
  return boxBlurPasses(mask, radius, 3);
}

export function boxBlur(mask: Mask, radius: number): Mask {
  if (radius < 1) return cloneMask(mask);
  return boxBlurPasses(mask, round(radius), 1);
}

/**
 * Marks the pixels whose window [x − radius, x + radius] along one row holds at least one pixel of `inside`, with an
 * integer running count, into `rows` from `offset`. The row is walked in stretches so that no pixel tests whether the
 * window's ends are inside it.
 */
function anyInRowWindow(
  inside: Uint8Array,
  width: number,
  radius: number,
  rows: Uint8Array | Uint16Array,
  offset: number,
): void {
  // Up to `adding` the window's right end enters a new pixel; from `radius` on its left end leaves one.
  const adding = max(0, width - radius - 1);
  const addingOnly = min(radius, adding);
  const neither = min(radius, width);
  let count = 0;
  for (let x = 0; x <= min(radius, width - 1); x++) count += inside[x];
  let x = 0;
  for (; x < addingOnly; x++) {
    rows[offset + x] = count > 0 ? 1 : 0;
    count += inside[x + radius + 1];
  }
  for (; x < adding; x++) {
    rows[offset + x] = count > 0 ? 1 : 0;
    count += inside[x + radius + 1] - inside[x - radius];
  }
  for (; x < neither; x++) rows[offset + x] = count > 0 ? 1 : 0;
  for (; x < width; x++) {
    rows[offset + x] = count > 0 ? 1 : 0;
    count -= inside[x - radius];
  }
}

/**
 * Dilates (or erodes) the pixels above 0.5 by a square window: a running count along rows, then one along columns
 * that writes the answer straight into the output (the same answer as a box blur above zero, without floats). Only the
 * content's bounding box grown by the radius can change; a window that leaves that box only meets outside pixels
 * there, unless the image's edge clips it first.
 */
function morph(mask: Mask, radius: number, grow: boolean): Mask {
  const output = createMask(mask.width, mask.height);
  const content = maskBounds(mask);
  if (!content) return output;
  const left = max(0, content.left - radius);
  const top = max(0, content.top - radius);
  const width = min(mask.width - 1, content.right + radius) - left + 1;
  const height = min(mask.height - 1, content.bottom + radius) - top + 1;
  const source = mask.data;
  const target = output.data;
  // The column pass keeps each column's count in one lane of a 32-bit word: a byte while the window's height fits in
  // one, else two. Whole words are then added and removed, four or two columns at a time; no lane carries into the
  // next, since a row is removed before the next one is added and a count never exceeds the window's height.
  const laneBytes = 2 * radius + 1 <= 255 ? 1 : 2;
  const lanesPerWord = 4 / laneBytes;
  const words = ceil(width / lanesPerWord);
  const stride = words * lanesPerWord;
  const rowMemory = scratch(MORPH_ROWS, stride * height * laneBytes);
  const rows =
    laneBytes === 1 ? new Uint8Array(rowMemory, 0, stride * height) : new Uint16Array(rowMemory, 0, stride * height);
  const rowWords = new Uint32Array(rowMemory, 0, words * height);
  // Eroding is dilating the outside: `wanted` marks inside pixels when growing and outside pixels when shrinking.
  const wantedValue = grow ? 1 : 0;
  const wanted = new Uint8Array(width);
  for (let y = 0; y < height; y++) {
    const from = (y + top) * mask.width + left;
    for (let x = 0; x < width; x++) wanted[x] = (source[from + x] > 0.5 ? 1 : 0) === wantedValue ? 1 : 0;
    anyInRowWindow(wanted, width, radius, rows, y * stride);
    rows.fill(0, y * stride + width, (y + 1) * stride);
  }
  const countMemory = new ArrayBuffer(words * 4);
  const countWords = new Uint32Array(countMemory);
  const counts = laneBytes === 1 ? new Uint8Array(countMemory) : new Uint16Array(countMemory);
  for (let y = 0; y <= min(radius, height - 1); y++)
    for (let word = 0; word < words; word++) countWords[word] += rowWords[y * words + word];
  // Rows beyond the box add or remove nothing.
  for (let y = 0; y < height; y++) {
    const to = (y + top) * mask.width + left;
    for (let x = 0; x < width; x++) target[to + x] = (counts[x] > 0 ? 1 : 0) === wantedValue ? 1 : 0;
    if (y - radius >= 0) {
      const removed = (y - radius) * words;
      for (let word = 0; word < words; word++) countWords[word] -= rowWords[removed + word];
    }
    if (y + radius + 1 < height) {
      const added = (y + radius + 1) * words;
      for (let word = 0; word < words; word++) countWords[word] += rowWords[added + word];
    }
  }
  return output;
}

/** A radius below one leaves a mask as it is; larger ones are rounded, as for `boxBlur`. */
function windowRadius(radius: number): number {
  return radius < 1 ? 0 : round(radius);
}

/** Grows a mask by a square of the given radius (pixels above 0.5 count as inside). */
export function dilate(mask: Mask, radius: number): Mask {
  return morph(mask, windowRadius(radius), true);
}

/** Shrinks a mask by a square of the given radius: what stays is what no outside pixel's square reaches. */
export function erode(mask: Mask, radius: number): Mask {
  return morph(mask, windowRadius(radius), false);
}

export function threshold(mask: Mask, level: number): Mask {
  const output = createMask(mask.width, mask.height);
  for (let index = 0; index < mask.data.length; index++) output.data[index] = mask.data[index] > level ? 1 : 0;
  return output;
}

/** 1 where the mask is below `level`, else 0: the outside of `threshold`, for levels where the two differ. */
export function thresholdBelow(mask: Mask, level: number): Mask {
  const output = createMask(mask.width, mask.height);
  for (let index = 0; index < mask.data.length; index++) output.data[index] = mask.data[index] < level ? 1 : 0;
  return output;
}

/** The mask's value at the pixel nearest `point`; 0 outside it. */
export function maskAt(mask: Mask, point: Point): number {
  const x = round(point.x);
  const y = round(point.y);
  if (x < 0 || y < 0 || x >= mask.width || y >= mask.height) return 0;
  return mask.data[y * mask.width + x];
}

export function mapMask(mask: Mask, transform: (value: number, index: number) => number): Mask {
  const output = createMask(mask.width, mask.height);
  for (let index = 0; index < mask.data.length; index++) output.data[index] = transform(mask.data[index], index);
  return output;
}

export function combineMasks(first: Mask, second: Mask, combine: (a: number, b: number) => number): Mask {
  const output = createMask(first.width, first.height);
  for (let index = 0; index < first.data.length; index++)
    output.data[index] = combine(first.data[index], second.data[index]);
  return output;
}

// Named forms of the common combinations: a callback passed to `combineMasks` from many places is not inlined, and
// these run over every pixel several times per try-on.

/** The larger of the two masks' values at each pixel. */
export function unionMasks(first: Mask, second: Mask): Mask {
  const output = createMask(first.width, first.height);
  const a = first.data;
  const b = second.data;
  for (let index = 0; index < a.length; index++) output.data[index] = max(a[index], b[index]);
  return output;
}

/** 1 where either mask is inside (above 0.5), else 0. */
export function insideEither(first: Mask, second: Mask): Mask {
  const output = createMask(first.width, first.height);
  const a = first.data;
  const b = second.data;
  for (let index = 0; index < a.length; index++) output.data[index] = a[index] > 0.5 || b[index] > 0.5 ? 1 : 0;
  return output;
}

/** 1 where `mask` is inside (above 0.5) and `removed` is outside (below 0.5), else 0. */
export function insideWithout(mask: Mask, removed: Mask): Mask {
  const output = createMask(mask.width, mask.height);
  const a = mask.data;
  const b = removed.data;
  for (let index = 0; index < a.length; index++) output.data[index] = a[index] > 0.5 && b[index] < 0.5 ? 1 : 0;
  return output;
}

/** `mask`'s own values, with 0 where `cleared` is inside (above 0.5). */
export function clearWhere(mask: Mask, cleared: Mask): Mask {
  const output = createMask(mask.width, mask.height);
  const a = mask.data;
  const b = cleared.data;
  for (let index = 0; index < a.length; index++) output.data[index] = b[index] > 0.5 ? 0 : a[index];
  return output;
}

export function maskArea(mask: Mask, level = 0.5): number {
  let area = 0;
  for (let index = 0; index < mask.data.length; index++) if (mask.data[index] > level) area++;
  return area;
}

/**
 * Bilinear resampling of a mask to a new size. With `insideAbove`, the answer is 1 where the resampled value is above
 * it, else 0: `threshold` of the resampled mask, without a second full-size mask.
 */
export function resizeMask(mask: Mask, width: number, height: number, insideAbove?: number): Mask {
  if (mask.width === width && mask.height === height)
    return insideAbove === undefined ? cloneMask(mask) : threshold(mask, insideAbove);
  const output = createMask(width, height);
  const scaleX = mask.width / width;
  const scaleY = mask.height / height;
  // Every row samples the same columns: their source columns and weights are worked out once.
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const towardRight = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const sourceX = min(mask.width - 1, max(0, (x + 0.5) * scaleX - 0.5));
    left[x] = floor(sourceX);
    right[x] = min(mask.width - 1, left[x] + 1);
    towardRight[x] = sourceX - left[x];
  }
  const source = mask.data;
  const target = output.data;
  const thresholded = insideAbove !== undefined;
  const level = insideAbove ?? 0;
  for (let y = 0; y < height; y++) {
    const sourceY = min(mask.height - 1, max(0, (y + 0.5) * scaleY - 0.5));
    const y0 = floor(sourceY);
    const fy = sourceY - y0;
    const upper = y0 * mask.width;
    const lower = min(mask.height - 1, y0 + 1) * mask.width;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const fx = towardRight[x];
      const top = source[upper + left[x]] * (1 - fx) + source[upper + right[x]] * fx;
      const bottom = source[lower + left[x]] * (1 - fx) + source[lower + right[x]] * fx;
      target[row + x] = top * (1 - fy) + bottom * fy;
      // The stored (rounded) value is compared, as `threshold` would.
      if (thresholded) target[row + x] = target[row + x] > level ? 1 : 0;
    }
  }
  return output;
}

/** A box of pixels from left to right and top to bottom, edges included. */
export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The bounding box of the pixels above `level`, or undefined for an empty mask. */
export function maskBounds(mask: Mask, level = 0.5): Bounds | undefined {
  const { width, height, data } = mask;
  const rowHasContent = (y: number) => {
    for (let x = y * width; x < (y + 1) * width; x++) if (data[x] > level) return true;
    return false;
  };
  let top = 0;
  while (top < height && !rowHasContent(top)) top++;
  if (top === height) return undefined;
  let bottom = height - 1;
  while (!rowHasContent(bottom)) bottom--;
  // Between them each row is read from both ends only up to the sides found so far: inside them nothing widens the box.
  let left = width;
  let right = -1;
  for (let y = top; y <= bottom; y++) {
    const row = y * width;
    for (let x = 0; x < left; x++)
      if (data[row + x] > level) {
        left = x;
        break;
      }
    for (let x = width - 1; x > right; x--)
      if (data[row + x] > level) {
        right = x;
        break;
      }
  }
  return { left, top, right, bottom };
}

/** How many of the image's four borders the mask's box reaches (within 2 px); `whenEmpty` for a mask with nothing in it. */
export function bordersTouched(mask: Mask, whenEmpty: number): number {
  const bounds = maskBounds(mask);
  if (!bounds) return whenEmpty;
  const margin = 2;
  return [
    bounds.left <= margin,
    bounds.top <= margin,
    bounds.right >= mask.width - 1 - margin,
    bounds.bottom >= mask.height - 1 - margin,
  ].filter(Boolean).length;
}
