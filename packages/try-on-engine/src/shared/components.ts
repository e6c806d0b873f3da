import { Mask } from './types';
import { floor } from './numeric';
import { HOLE_PART, HOLE_STACK, HOLE_SEEN, LABEL_STACK, scratchBytes, scratchIntegers } from './scratch';
import { createMask, dilate, threshold, mapMask, unionMasks, maskArea, maskBounds } from './raster';

/** A mask's connected parts: labelled, the largest kept, the holes inside filled. */

/**
 * Labels 4-connected regions of pixels above 0.5. Returns the label image (0 = outside) and each label's size.
 */
export function labelComponents(mask: Mask): { labels: Int32Array; sizes: number[] } {
  const { width, data } = mask;
  const total = data.length;
  const labels = new Int32Array(total);
  const sizes = [0];
  const stack = scratchIntegers(LABEL_STACK, total);
  for (let start = 0; start < total; start++) {
    if (data[start] <= 0.5 || labels[start] !== 0) continue;
    const label = sizes.length;
    let size = 0;
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    while (top > 0) {
      const index = stack[--top];
      size++;
      const x = index % width;
      if (x > 0 && labels[index - 1] === 0 && data[index - 1] > 0.5) {
        labels[index - 1] = label;
        stack[top++] = index - 1;
      }
      if (x < width - 1 && labels[index + 1] === 0 && data[index + 1] > 0.5) {
        labels[index + 1] = label;
        stack[top++] = index + 1;
      }
      if (index >= width && labels[index - width] === 0 && data[index - width] > 0.5) {
        labels[index - width] = label;
        stack[top++] = index - width;
      }
      if (index + width < total && labels[index + width] === 0 && data[index + width] > 0.5) {
        labels[index + width] = label;
        stack[top++] = index + width;
      }
    }
    sizes.push(size);
  }
  return { labels, sizes };
}

/** The pixels of `mask` in the regions joined to `anchor`, across gaps of up to `gap` pixels. */
export function joinedTo(mask: Mask, anchor: Mask, gap: number): Mask {
  const { labels } = labelComponents(unionMasks(dilate(mask, gap), anchor));
  const anchored = new Set<number>();
  for (let pixel = 0; pixel < labels.length; pixel++)
    if (anchor.data[pixel] > 0.5 && labels[pixel] > 0) anchored.add(labels[pixel]);
  return mapMask(mask, (value, pixel) => (value > 0.5 && anchored.has(labels[pixel]) ? 1 : 0));
}

/** Keeps only the largest region. */
export function keepLargestComponent(mask: Mask): Mask {
  const { labels, sizes } = labelComponents(mask);
  let best = 0;
  for (let label = 1; label < sizes.length; label++) if (sizes[label] > sizes[best]) best = label;
  const output = createMask(mask.width, mask.height);
  if (best > 0) for (let index = 0; index < labels.length; index++) if (labels[index] === best) output.data[index] = 1;
  return output;
}

/**
 * The mask (1 inside, 0 outside) with its holes filled where `filled(size)` says so. A hole is a 4-connected part of
 * the outside that does not reach the image's border. Beyond the mask's bounding box every pixel is outside and reaches
 * the border, so holes lie within the box and never on its edge: only the box is searched.
 */
function fillHolesWhere(mask: Mask, filled: (size: number) => boolean): Mask {
  const output = threshold(mask, 0.5);
  const bounds = maskBounds(mask);
  if (!bounds) return output;
  const { width, data } = output;
  const boxWidth = bounds.right - bounds.left + 1;
  const boxHeight = bounds.bottom - bounds.top + 1;
  const seen = scratchBytes(HOLE_SEEN, boxWidth * boxHeight).fill(0);
  const stack = scratchIntegers(HOLE_STACK, boxWidth * boxHeight);
  const part = scratchIntegers(HOLE_PART, boxWidth * boxHeight);
  for (let start = 0; start < seen.length; start++) {
    if (seen[start] || data[(floor(start / boxWidth) + bounds.top) * width + (start % boxWidth) + bounds.left] > 0.5)
      continue;
    let top = 0;
    let size = 0;
    let onEdge = false;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const cell = stack[--top];
      part[size++] = cell;
      const x = cell % boxWidth;
      const y = (cell - x) / boxWidth;
      if (x === 0 || y === 0 || x === boxWidth - 1 || y === boxHeight - 1) onEdge = true;
      const pixel = (y + bounds.top) * width + x + bounds.left;
      if (x > 0 && !seen[cell - 1] && data[pixel - 1] <= 0.5) {
        seen[cell - 1] = 1;
        stack[top++] = cell - 1;
      }
      if (x < boxWidth - 1 && !seen[cell + 1] && data[pixel + 1] <= 0.5) {
        seen[cell + 1] = 1;
        stack[top++] = cell + 1;
      }
      if (y > 0 && !seen[cell - boxWidth] && data[pixel - width] <= 0.5) {
        seen[cell - boxWidth] = 1;
        stack[top++] = cell - boxWidth;
      }
      if (y < boxHeight - 1 && !seen[cell + boxWidth] && data[pixel + width] <= 0.5) {
        seen[cell + boxWidth] = 1;
        stack[top++] = cell + boxWidth;
      }
    }
    if (onEdge || !filled(size)) continue;
    for (let index = 0; index < size; index++) {
      const cell = part[index];
      const x = cell % boxWidth;
      data[((cell - x) / boxWidth + bounds.top) * width + x + bounds.left] = 1;
    }
  }
  return output;
}

/** Fills the holes of a mask: everything not reachable from the border through outside pixels. */
export function fillHoles(mask: Mask): Mask {
  return fillHolesWhere(mask, () => true);
}

/** Fills holes smaller than `fraction` of the mask's area; larger ones are real gaps (between a sleeve and the body). */
export function fillSmallHoles(mask: Mask, fraction: number): Mask {
  const area = maskArea(mask);
  return fillHolesWhere(mask, (size) => size < area * fraction);
}
