import type { BackgroundColour } from './backdrop';
import { createMask } from '../shared/raster';
import { hypot3, luma, max, min, round } from '../shared/numeric';
import { Mask, RgbImage } from '../shared/types';

/*
 * What of the backdrop the cut-out's flood leaves along the garment's outline: the rim the edge barrier stops it short
 * of, and the paper's shadow.
 *
 * A garment photographed on paper casts a soft shadow on it, a band of the paper's own hue darkening towards the
 * garment (on `dresscode-top-049805_1` 6 to 8 pixels below the cuffs and beside the sleeves and the body, away from the
 * light). The flood takes its outer part, but the band darkens too steeply for it (the edge barrier) and its inner part
 * is darker than any shadow the flood crosses, so it stayed in the garment's mask: placed on a person, it was a light
 * grey band under each cuff and a white strip between a sleeve and the body. It is left out of what is drawn, not out
 * of the garment's shape: taken out of the shape, it opened the slit between a tall striped top's sleeve and its body,
 * and the sleeve, no longer found hanging beside the body, was stretched into a yellow strand below its cuff.
 */

/**
 * The edge barrier also stops the flood a pixel or two before the garment's true outline; those rim pixels have the
 * backdrop's colour, so they are peeled off layer by layer from the outside.
 */
export function peelBackdropRim(foreground: Mask, distance: Mask, layers: number, tolerance: number): void {
  const { width, data } = foreground;
  for (let layer = 0; layer < layers; layer++) {
    const peel: number[] = [];
    for (let index = width; index < data.length - width; index++) {
      if (data[index] < 0.5 || distance.data[index] >= tolerance * 0.75) continue;
      if (data[index - 1] < 0.5 || data[index + 1] < 0.5 || data[index - width] < 0.5 || data[index + width] < 0.5)
        peel.push(index);
    }
    for (const index of peel) data[index] = 0;
  }
}

/** The darkest a shadow on the paper gets, as a share of the paper's brightness (the cuff's: 0.63). */
const DARKEST_SHADOW = 0.55;
/** Each pixel peeled is darker than the paper beside it, outside, by at least this (luma, smoothed)... */
const SHADOW_STEP = 3;
/**
 * ...and by at most this (luma as photographed): a shadow darkens by 7 to 20 a pixel, a grey garment's outline steps by
 * 28 and more from the paper (the cardigan's: 255, 227, 172), and its fabric, smoothed with it, looked like a shadow.
 */
const STEEPEST_SHADOW = 24;
/** How far into the mask a shadow is peeled, as a share of the photo's longer side (10 pixels at 1024). */
const SHADOW_REACH = 0.01;

/**
 * The paper's shadow along the foreground's outline, peeled off a copy of it a layer at a time: outline pixels of the
 * paper's hue (within its shadow tolerance), no darker than DARKEST_SHADOW of it and darker than the paper beside them
 * outside, as a shadow darkens. A neutral garment's flat fabric is not darker than the pixel outside it, so the peeling
 * stops at it (after the outline's anti-aliased ramp, which the warp's soft edge leaves out anyway).
 */
export function dropShadow(foreground: Mask, image: RgbImage, background: BackgroundColour): Mask {
  const { width, height } = foreground;
  const data = new Float32Array(foreground.data);
  const shadow = createMask(width, height);
  const backgroundSum = background.red + background.green + background.blue + 1;
  const tolerance = background.shadowChromaTolerance;
  // Luma and its 3 × 3 mean, worked out only where the outline passes.
  const brightness = new Float32Array(data.length).fill(-1);
  const smoothed = new Float32Array(data.length).fill(-1);
  const lumaAt = (pixel: number) => {
    if (brightness[pixel] < 0) brightness[pixel] = luma(image.data, pixel);
    return brightness[pixel];
  };
  const smoothAt = (pixel: number) => {
    if (smoothed[pixel] >= 0) return smoothed[pixel];
    const x = pixel % width;
    const y = (pixel - x) / width;
    let sum = 0;
    let count = 0;
    for (let row = max(0, y - 1); row <= min(height - 1, y + 1); row++)
      for (let column = max(0, x - 1); column <= min(width - 1, x + 1); column++) {
        sum += lumaAt(row * width + column);
        count++;
      }
    smoothed[pixel] = sum / count;
    return smoothed[pixel];
  };
  const shadowLike = (pixel: number) => {
    const red = image.data[pixel * 3];
    const green = image.data[pixel * 3 + 1];
    const blue = image.data[pixel * 3 + 2];
    const sum = red + green + blue + 1;
    const ratio = sum / backgroundSum;
    if (ratio < DARKEST_SHADOW || ratio >= 1) return false;
    const chroma = hypot3(
      red / sum - background.red / backgroundSum,
      green / sum - background.green / backgroundSum,
      blue / sum - background.blue / backgroundSum,
    );
    return chroma < tolerance;
  };
  // The brightest (smoothed) of a pixel's four neighbours outside; -1 where none is, off the outline.
  let brightest = -1;
  const consider = (neighbour: number) => {
    if (data[neighbour] <= 0.5 && (brightest < 0 || smoothAt(neighbour) > smoothAt(brightest))) brightest = neighbour;
  };
  const brightestOutside = (pixel: number) => {
    const x = pixel % width;
    brightest = -1;
    if (x > 0) consider(pixel - 1);
    if (x < width - 1) consider(pixel + 1);
    if (pixel >= width) consider(pixel - width);
    if (pixel + width < data.length) consider(pixel + width);
    return brightest;
  };
  const peelable = (pixel: number) => {
    if (data[pixel] <= 0.5 || !shadowLike(pixel)) return false;
    const outside = brightestOutside(pixel);
    if (outside < 0 || smoothAt(outside) - smoothAt(pixel) < SHADOW_STEP) return false;
    return lumaAt(outside) - lumaAt(pixel) <= STEEPEST_SHADOW;
  };
  let layer: number[] = [];
  for (let pixel = width; pixel < data.length - width; pixel++) {
    // Most pixels are off the outline: that is checked first.
    if (data[pixel] <= 0.5) continue;
    if (data[pixel - 1] > 0.5 && data[pixel + 1] > 0.5 && data[pixel - width] > 0.5 && data[pixel + width] > 0.5)
      continue;
    if (peelable(pixel)) layer.push(pixel);
  }
  const layers = max(1, round(max(width, height) * SHADOW_REACH));
  const queued = new Uint8Array(data.length);
  for (let step = 0; step < layers && layer.length > 0; step++) {
    for (const pixel of layer) {
      data[pixel] = 0;
      shadow.data[pixel] = 1;
    }
    // Only the peeled pixels' neighbours can be on the next layer.
    const next: number[] = [];
    const visit = (neighbour: number) => {
      if (queued[neighbour] === 0 && peelable(neighbour)) {
        queued[neighbour] = 1;
        next.push(neighbour);
      }
    };
    for (const pixel of layer) {
      const x = pixel % width;
      if (x > 0) visit(pixel - 1);
      if (x < width - 1) visit(pixel + 1);
      if (pixel >= width) visit(pixel - width);
      if (pixel + width < data.length) visit(pixel + width);
    }
    layer = next;
  }
  return shadow;
}
