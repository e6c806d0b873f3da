/**
 * A garment photo pasted onto a larger canvas of another plain colour (a shop's listing photo padded to a square on
 * pure white, a photo letterboxed for a phone's screen). The garment is found against the backdrop seen along the
 * photo's border; with a canvas there, the photo's own backdrop, a few levels off the canvas's white, passed for fabric
 * and the whole pasted rectangle was placed as the garment (see docs/tryon-engine.md, thirty-ninth pass).
 */
import { resizeImage, workingSize } from '../shared/image-io';
import { Box, cropImage } from '../shared/person-box';
import { abs, ceil, floor, max, min } from '../shared/numeric';
import { RgbImage } from '../shared/types';

/** The longest side, in pixels, of the garment photo the engine works on. */
export const GARMENT_LONG_SIDE = 1024;
/** A canvas pixel lies within this many levels of the canvas's colour on every channel (a JPEG's noise on flat white). */
const CANVAS_LEVELS = 3;
/** A row or a column of the canvas has at least this share of canvas pixels. */
const CANVAS_SHARE = 0.98;
/** The pasted photo's own backdrop along its edge lies this many levels at least off the canvas's colour... */
const EDGE_OFFSET = 3;
/** ...and it runs smoothly: this share of its pixels lie within EDGE_LEVELS of the pixel EDGE_STEP further along. */
const EDGE_SHARE = 0.9;
const EDGE_LEVELS = 6;
const EDGE_STEP = 4;
/** A canvas is at least this share of the photo's side on one side: narrower, it is a border of the photo itself. */
const SMALLEST_CANVAS = 0.02;
/** Rows and columns this close to the pasted photo's edge are left out: a JPEG rings along the step between the two. */
const RINGING = 2;

/**
 * The garment photo at the size the engine works at (`longSide` at most), cropped to the photo pasted on it where it
 * has a canvas. The canvas is looked for at that size, not the upload's: a phone's 12-megapixel photo on white was
 * scanned row by row down to the garment. The box found is cropped from the upload, so the pasted photo keeps its detail.
 */
export async function garmentAtWorkingSize(garment: RgbImage, longSide: number): Promise<RgbImage> {
  const size = workingSize(garment.width, garment.height, longSide);
  const small = await resizeImage(garment, size.width, size.height);
  const box = photoOnCanvas(small);
  if (!box) return small;
  const scaleX = garment.width / small.width;
  const scaleY = garment.height / small.height;
  const left = ceil(box.left * scaleX);
  const top = ceil(box.top * scaleY);
  const right = min(garment.width, floor((box.left + box.width) * scaleX));
  const bottom = min(garment.height, floor((box.top + box.height) * scaleY));
  const photo = cropImage(garment, { left, top, width: right - left, height: bottom - top });
  const photoSize = workingSize(photo.width, photo.height, longSide);
  return resizeImage(photo, photoSize.width, photoSize.height);
}

/**
 * The box of the photo pasted on a plain canvas, or undefined when the photo is no such thing: its four corners are one
 * colour, the rows and columns of that colour are taken off each side, and what they leave must have corners off that
 * colour and a smooth edge of a colour of its own (a backdrop, plain or shaded) on every side taken off. A garment on a
 * plain backdrop touched by nothing has none: taken off up to the garment, what is left has the garment along its
 * edge, or the canvas's own colour.
 */
export function photoOnCanvas(image: RgbImage): Box | undefined {
  const { width, height, data } = image;
  const corners = [0, width - 1, (height - 1) * width, height * width - 1];
  const canvas = [data[0], data[1], data[2]];
  for (const corner of corners)
    for (let channel = 0; channel < 3; channel++)
      if (abs(data[corner * 3 + channel] - canvas[channel]) > CANVAS_LEVELS) return undefined;
  const onCanvas = (pixel: number) =>
    abs(data[pixel * 3] - canvas[0]) <= CANVAS_LEVELS &&
    abs(data[pixel * 3 + 1] - canvas[1]) <= CANVAS_LEVELS &&
    abs(data[pixel * 3 + 2] - canvas[2]) <= CANVAS_LEVELS;
  const rowOnCanvas = (y: number) => lineShare(width, (x) => onCanvas(y * width + x)) >= CANVAS_SHARE;
  const columnOnCanvas = (x: number) => lineShare(height, (y) => onCanvas(y * width + x)) >= CANVAS_SHARE;
  let top = 0;
  while (top < height && rowOnCanvas(top)) top++;
  let bottom = height - 1;
  while (bottom > top && rowOnCanvas(bottom)) bottom--;
  let left = 0;
  while (left < width && columnOnCanvas(left)) left++;
  let right = width - 1;
  while (right > left && columnOnCanvas(right)) right--;
  const taken = { top, bottom: height - 1 - bottom, left, right: width - 1 - right };
  if (max(taken.top, taken.bottom) < height * SMALLEST_CANVAS && max(taken.left, taken.right) < width * SMALLEST_CANVAS)
    return undefined;
  const inset = (side: number) => (side > 0 ? RINGING : 0);
  const box = {
    left: left + inset(taken.left),
    top: top + inset(taken.top),
    width: right - inset(taken.right) - left - inset(taken.left) + 1,
    height: bottom - inset(taken.bottom) - top - inset(taken.top) + 1,
  };
  if (box.width <= width / 4 || box.height <= height / 4) return undefined;
  const boxRight = box.left + box.width - 1;
  const boxBottom = box.top + box.height - 1;
  const edges = [
    taken.top > 0 && rowPixels(image, box.top, box.left, boxRight),
    taken.bottom > 0 && rowPixels(image, boxBottom, box.left, boxRight),
    taken.left > 0 && columnPixels(image, box.left, box.top, boxBottom),
    taken.right > 0 && columnPixels(image, boxRight, box.top, boxBottom),
  ];
  // A photo's backdrop fills its corners; a garment seldom fills the corners of its own bounds.
  const boxCorners = [
    box.top * width + box.left,
    box.top * width + boxRight,
    boxBottom * width + box.left,
    boxBottom * width + boxRight,
  ];
  if (boxCorners.some(onCanvas)) return undefined;
  return edges.every((edge) => edge === false || backdropEdgeOffCanvas(edge, canvas)) ? box : undefined;
}

function lineShare(length: number, passes: (index: number) => boolean): number {
  let count = 0;
  for (let index = 0; index < length; index++) if (passes(index)) count++;
  return count / max(1, length);
}

function rowPixels(image: RgbImage, y: number, from: number, to: number): Uint8Array {
  return image.data.subarray((y * image.width + from) * 3, (y * image.width + to + 1) * 3);
}

function columnPixels(image: RgbImage, x: number, from: number, to: number): Uint8Array {
  const pixels = new Uint8Array((to - from + 1) * 3);
  for (let y = from; y <= to; y++)
    pixels.set(image.data.subarray((y * image.width + x) * 3, (y * image.width + x) * 3 + 3), (y - from) * 3);
  return pixels;
}

/**
 * Whether an edge runs smoothly (a backdrop, plain or shaded across the photo: nearly every pixel within EDGE_LEVELS of
 * the one EDGE_STEP further along) in a colour that is not the canvas's.
 */
function backdropEdgeOffCanvas(pixels: Uint8Array, canvas: number[]): boolean {
  const count = pixels.length / 3;
  if (count <= EDGE_STEP) return false;
  const middle = [0, 1, 2].map((channel) => {
    const values: number[] = [];
    for (let pixel = 0; pixel < count; pixel++) values.push(pixels[pixel * 3 + channel]);
    values.sort((a, b) => a - b);
    return values[floor(count / 2)];
  });
  if (!middle.some((value, channel) => abs(value - canvas[channel]) >= EDGE_OFFSET)) return false;
  let smooth = 0;
  for (let pixel = 0; pixel + EDGE_STEP < count; pixel++)
    if (
      [0, 1, 2].every(
        (channel) => abs(pixels[pixel * 3 + channel] - pixels[(pixel + EDGE_STEP) * 3 + channel]) <= EDGE_LEVELS,
      )
    )
      smooth++;
  return smooth >= (count - EDGE_STEP) * EDGE_SHARE;
}
