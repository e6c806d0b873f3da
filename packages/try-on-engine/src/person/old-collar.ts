import { Body } from './body';
import { passesForSkin, SkinModel } from './skin-model';
import { abs, colourLuma, floor, hypot3, luma } from '../shared/numeric';
import { createMask, dilate, maskBounds } from '../shared/raster';
import { fillSmallHoles, joinedTo } from '../shared/components';
import { colourBin, colourPresence } from './held-objects';
import { Mask, RgbImage } from '../shared/types';

/** The old garment's collar below the chin, which the head's zone took for the head: it is old garment to repaint. */

/** Below this depth under the eyes (in shoulder widths) the head zone is neck and collar, not face. */
export const CHIN_DEPTH = 0.3;
/** How far to either side of the head's centre a collar can lie in the head zone, in shoulder widths. */
const COLLAR_HALF_WIDTH = 0.45;
/**
 * How much wider than the face's the colours are, in Cb and in Cr, that pass for the neck's shaded skin. Skin in shade
 * or in bright light mostly changes in how red it is; a maroon collar beside it is bluer than skin.
 */
const SHADED_NECK_SPREAD = { blue: 1.4, red: 2.2 };
/** How far a collar's edge is grown into the pixels blending it with the neck (px). */
const COLLAR_EDGE = 2;
/** Holes in a collar smaller than this share of its area are specks of its weave, not the neck showing through. */
const COLLAR_SPECKS = 0.02;
/** Half the width of the neck's middle, in shoulder widths, where no hair hangs on a front-facing photo. */
const NECK_HALF_WIDTH = 0.15;
/**
 * A collar in the hair's colours is this near the old garment's colour (0–255 RGB), and this many times nearer to it
 * than to the neck's skin and the hair.
 */
const COLLAR_COLOUR = 30;
const COLLAR_NEARER = 2;

/**
 * The head zone reaches below the chin, so the old garment's collar or crew neckline inside it was protected as head
 * and stayed visible inside a new, lower neckline. Below the chin, clothed pixels of the person in the old garment's
 * colours, and beside the neck's middle not in the hair's (long hair lies there), joined to the old garment, are the
 * collar: they may be repainted.
 */
export function collarInHeadZone(input: {
  image: RgbImage;
  head: Mask;
  skin: Mask;
  personMask: Mask;
  oldColours: Uint8Array;
  oldGarment: Mask;
  body: Body;
  skinModel: SkinModel;
}): Mask {
  const { image, head, skin, personMask, oldColours, body } = input;
  // The neck's shadowed side falls outside the skin mask and, beside a red or brown garment, inside its colours.
  const shadedSkin = {
    ...input.skinModel,
    spreadBlue: input.skinModel.spreadBlue * SHADED_NECK_SPREAD.blue,
    spreadRed: input.skinModel.spreadRed * SHADED_NECK_SPREAD.red,
  };
  const { width, height } = head;
  const across = { x: -body.down.y, y: body.down.x };
  const depthOf = (x: number, y: number) => (x - body.head.x) * body.down.x + (y - body.head.y) * body.down.y;
  const sideOf = (x: number, y: number) => (x - body.head.x) * across.x + (y - body.head.y) * across.y;
  const hair = createMask(width, height);
  const collar = createMask(width, height);
  for (let pixel = 0; pixel < hair.data.length; pixel++) {
    if (head.data[pixel] < 0.5 || personMask.data[pixel] < 0.5 || skin.data[pixel] > 0.5) continue;
    const x = pixel % width;
    if (depthOf(x, (pixel - x) / width) < 0) hair.data[pixel] = 1;
  }
  const hairColours = colourPresence(image, hair);
  for (let pixel = 0; pixel < collar.data.length; pixel++) {
    if (head.data[pixel] < 0.5 || personMask.data[pixel] < 0.5 || skin.data[pixel] > 0.5) continue;
    const x = pixel % width;
    const y = (pixel - x) / width;
    if (depthOf(x, y) < body.shoulderWidth * CHIN_DEPTH) continue;
    const side = abs(sideOf(x, y));
    if (side > body.shoulderWidth * COLLAR_HALF_WIDTH) continue;
    // Hair hangs beside the neck, not in front of its middle, where a dark collar's inside can share its colours.
    const bin = colourBin(image, pixel);
    if (!oldColours[bin] || passesForSkin(image, pixel, shadedSkin)) continue;
    if (side < body.shoulderWidth * NECK_HALF_WIDTH || !hairColours[bin]) collar.data[pixel] = 1;
  }
  const pale = collarInHairColours(input, hair, { depthOf, sideOf });
  for (let pixel = 0; pixel < collar.data.length; pixel++) if (pale.data[pixel] > 0.5) collar.data[pixel] = 1;
  // Only a collar joined to the old garment (across a few pixels of seam or shadow) is one.
  const joinedCollar = joinedTo(collar, input.oldGarment, 3);
  // The collar's edges blend into the neck's skin and its weave has specks in neither colour: left out, they stayed as
  // a dark dashed line inside the new neckline. Its holes are filled and its edge grown, below the chin.
  const resting = restingOnGarment(fillSmallHoles(joinedCollar, COLLAR_SPECKS), input.oldGarment, image, oldColours);
  const grown = dilate(resting, COLLAR_EDGE);
  for (let pixel = 0; pixel < grown.data.length; pixel++) {
    if (grown.data[pixel] < 0.5) continue;
    const x = pixel % width;
    if (personMask.data[pixel] < 0.5 || depthOf(x, (pixel - x) / width) < body.shoulderWidth * CHIN_DEPTH)
      grown.data[pixel] = 0;
  }
  return grown;
}

/**
 * The median colour of `image` over `mask` (per channel, the middle value of each as sorted), or undefined when the
 * mask is empty. Counted in 256 levels: sorting the old garment's pixels cost 40–90 ms a try-on.
 */
function medianColour(image: RgbImage, mask: Mask): [number, number, number] | undefined {
  const levels = new Uint32Array(256 * 3);
  let count = 0;
  for (let pixel = 0; pixel < mask.data.length; pixel++) {
    if (mask.data[pixel] <= 0.5) continue;
    count++;
    for (let channel = 0; channel < 3; channel++) levels[channel * 256 + image.data[pixel * 3 + channel]]++;
  }
  if (count === 0) return undefined;
  const middle = floor(count / 2);
  const median = (channel: number) => {
    let below = 0;
    for (let level = 0; level < 256; level++) {
      below += levels[channel * 256 + level];
      if (below > middle) return level;
    }
    return 255;
  };
  return [median(0), median(1), median(2)];
}

const colourDistance = (image: RgbImage, pixel: number, colour: [number, number, number]) =>
  hypot3(
    image.data[pixel * 3] - colour[0],
    image.data[pixel * 3 + 1] - colour[1],
    image.data[pixel * 3 + 2] - colour[2],
  );

/**
 * A pale collar in colours the hair's coarse colour bins share (`viton-00034_00`'s pink shirt collar under her blonde
 * hair's ends): beside the neck's middle, below the chin, pixels paler than the neck, within COLLAR_COLOUR of the old
 * garment's median colour and in its colours, and COLLAR_NEARER times nearer to it than to the neck's skin and
 * the hair (their medians). Kept as hair, its wings stayed beside every new neckline.
 */
function collarInHairColours(
  input: {
    image: RgbImage;
    head: Mask;
    skin: Mask;
    personMask: Mask;
    oldGarment: Mask;
    oldColours: Uint8Array;
    body: Body;
  },
  hair: Mask,
  frame: { depthOf: (x: number, y: number) => number; sideOf: (x: number, y: number) => number },
): Mask {
  const { image, head, skin, personMask, oldGarment, body } = input;
  const { width } = head;
  const belowChin = (pixel: number) => {
    const x = pixel % width;
    return frame.depthOf(x, (pixel - x) / width) >= body.shoulderWidth * CHIN_DEPTH;
  };
  const sideOf = (pixel: number) => {
    const x = pixel % width;
    return abs(frame.sideOf(x, (pixel - x) / width));
  };
  const collar = createMask(width, head.height);
  const bounds = maskBounds(head);
  if (!bounds) return collar;
  // Only the head zone's rows and columns are looked at: over the whole box this cost 10–15 ms a try-on.
  const inHead: number[] = [];
  for (let y = bounds.top; y <= bounds.bottom; y++)
    for (let x = bounds.left; x <= bounds.right; x++) {
      const pixel = y * width + x;
      if (head.data[pixel] > 0.5 && personMask.data[pixel] > 0.5 && belowChin(pixel)) inHead.push(pixel);
    }
  const neckSkin = createMask(width, head.height);
  for (const pixel of inHead)
    if (skin.data[pixel] > 0.5 && sideOf(pixel) < body.shoulderWidth * NECK_HALF_WIDTH) neckSkin.data[pixel] = 1;
  const neck = medianColour(image, neckSkin);
  const garment = medianColour(image, oldGarment);
  const hairColour = medianColour(image, hair);
  if (!garment || !neck) return collar;
  const neckLuma = colourLuma(neck[0], neck[1], neck[2]);
  for (const pixel of inHead) {
    const side = sideOf(pixel);
    if (side < body.shoulderWidth * NECK_HALF_WIDTH || side > body.shoulderWidth * COLLAR_HALF_WIDTH) continue;
    // Paler than the neck: its shaded side in a red-brown tee's colours is no collar.
    if (luma(image.data, pixel) < neckLuma || !input.oldColours[colourBin(image, pixel)]) continue;
    const toGarment = colourDistance(image, pixel, garment);
    if (toGarment > COLLAR_COLOUR || toGarment * COLLAR_NEARER > colourDistance(image, pixel, neck)) continue;
    if (hairColour && toGarment * COLLAR_NEARER > colourDistance(image, pixel, hairColour)) continue;
    collar.data[pixel] = 1;
  }
  return collar;
}

/** How many rows in none of the old garment's colours a collar may have between it and the garment below it. */
const COLLAR_GAP = 2;

/**
 * The collar's pixels that rest on the old garment: in each column, reaching down to it through its colours (the
 * collar's own seam outside the head zone) or across at most COLLAR_GAP rows of other colours. The dark tips of hair
 * hanging over a dark collar are in its colours and joined to it across the gap the hair leaves, but stand on hair:
 * taken, they were painted as a skin-coloured notch in the hair's edge.
 */
function restingOnGarment(collar: Mask, oldGarment: Mask, image: RgbImage, oldColours: Uint8Array): Mask {
  const { width, height } = collar;
  const output = createMask(width, height);
  const gap = new Int32Array(width).fill(COLLAR_GAP + 1);
  for (let y = height - 1; y >= 0; y--) {
    for (let x = 0; x < width; x++) {
      const pixel = y * width + x;
      if (oldGarment.data[pixel] > 0.5) gap[x] = 0;
      else if (gap[x] > COLLAR_GAP) continue;
      else if (collar.data[pixel] > 0.5) {
        output.data[pixel] = 1;
        gap[x] = 0;
      } else if (oldColours[colourBin(image, pixel)]) gap[x] = 0;
      else gap[x]++;
    }
  }
  return output;
}
