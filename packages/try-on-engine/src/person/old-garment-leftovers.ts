/**
 * What the old garment's colour estimate misses and must be repainted with it: leftovers beside the new garment, the
 * collar inside the head zone, the dark inside of a short sleeve.
 */
import { Body } from './body';
import { distanceToSegment, midpoint } from '../shared/geometry';
import { passesForSkin, SkinModel } from './person-regions';
import { abs, colourLuma, floor, hypot3, luma, min, round } from '../shared/numeric';
import {
  createMask,
  dilate,
  fillCapsule,
  fillSmallHoles,
  joinedTo,
  labelComponents,
  maskBounds,
} from '../shared/raster';
import { colourBin, colourPresence } from './held-objects';
import { Mask, RgbImage } from '../shared/types';

export interface LeftoverInput {
  /** The image to look at: the person photo before compositing, or the result after it. */
  image: RgbImage;
  /** The old garment as estimated on the person photo (what is repainted anyway). */
  oldGarment: Mask;
  /** The old garment's colours, from `colourPresence` on the person photo. */
  oldColours: Uint8Array;
  /**
   * Colours of what else the person wears beside it (the trousers under a top), which are not leftovers from
   * `otherFromRow` down (the other garment's top, less `reach`): a white tee's sleeve is no skirt's white.
   */
  otherColours?: Uint8Array;
  otherFromRow?: number;
  /** The body, beside whose upper arms a leftover may be one the person mask is unsure of. */
  body?: Body;
  /** Where the new garment is drawn. */
  newCoverage: Mask;
  personMask: Mask;
  /** Skin, head, hands in front, held objects, feet: never repainted. */
  kept: Mask;
  /** How far beyond the old garment's estimate a leftover can lie, in pixels. */
  reach: number;
  /**
   * Leftovers are looked for only above this row, the new garment's hem: below it the old garment may stay by design
   * (the skirt of a one-piece under a new top, the bottom under a top).
   */
  aboveRow: number;
}

/**
 * How sure the person mask must be that a leftover is on the person: half-sure beside the upper arms, where a white
 * sleeve on a light backdrop is only 0.2–0.6 along its outer part (it stayed beside a repainted arm as a ghost of the
 * sleeve), and this sure elsewhere (taken by the shoulders, the backdrop under the hair was painted as skin).
 */
const LEFTOVER_ON_PERSON = 0.5;
const LEFTOVER_BESIDE_ARMS = { onPerson: 0.1, reach: 0.3, aboveShoulder: 0.07 };

/** Whether (x, y) lies beside an upper arm, below its shoulder (see LEFTOVER_BESIDE_ARMS). */
function besideUpperArm(body: Body, x: number, y: number): boolean {
  const { reach, aboveShoulder } = LEFTOVER_BESIDE_ARMS;
  return [body.armLeft, body.armRight].some(
    (arm) =>
      (x - arm.root.x) * body.down.x + (y - arm.root.y) * body.down.y > -aboveShoulder * body.shoulderWidth &&
      distanceToSegment(x, y, arm.root, arm.middle) < reach * body.shoulderWidth,
  );
}

/**
 * Pixels of the old garment that its colour estimate missed and the new garment does not cover: on the body, within
 * `reach` of the old garment, in its colours and not in the other garments', connected to it. Left as they are they
 * show as patches of the old garment beside the new one (a tank top beside a boxy jersey, light streaks along an arm).
 */
export function oldGarmentLeftover(input: LeftoverInput): Mask {
  const { image, oldGarment, newCoverage, personMask, kept } = input;
  const { width, height } = oldGarment;
  const band = dilate(oldGarment, input.reach);
  const candidate = createMask(width, height);
  const end = Math.min(candidate.data.length, Math.max(0, Math.round(input.aboveRow)) * width);
  const otherFrom = Math.max(0, Math.round((input.otherFromRow ?? 0) - input.reach)) * width;
  for (let pixel = 0; pixel < end; pixel++) {
    if (
      band.data[pixel] < 0.5 ||
      oldGarment.data[pixel] > 0.5 ||
      newCoverage.data[pixel] > 0.5 ||
      personMask.data[pixel] < LEFTOVER_BESIDE_ARMS.onPerson ||
      kept.data[pixel] > 0.5
    )
      continue;
    const bin = colourBin(image, pixel);
    const other = input.otherColours?.[bin] && pixel >= otherFrom;
    if (!input.oldColours[bin] || other) continue;
    const x = pixel % width;
    const sure = personMask.data[pixel] >= LEFTOVER_ON_PERSON;
    if (sure || (input.body && besideUpperArm(input.body, x, (pixel - x) / width))) candidate.data[pixel] = 1;
  }
  // Only what touches the old garment (or touches what touches it) is a leftover of it.
  const output = createMask(width, height);
  const stack = new Int32Array(width * height);
  let top = 0;
  for (let pixel = 0; pixel < candidate.data.length; pixel++) {
    if (candidate.data[pixel] < 0.5) continue;
    const x = pixel % width;
    const touches =
      (x > 0 && oldGarment.data[pixel - 1] > 0.5) ||
      (x < width - 1 && oldGarment.data[pixel + 1] > 0.5) ||
      (pixel >= width && oldGarment.data[pixel - width] > 0.5) ||
      (pixel + width < candidate.data.length && oldGarment.data[pixel + width] > 0.5);
    if (touches) {
      output.data[pixel] = 1;
      stack[top++] = pixel;
    }
  }
  while (top > 0) {
    const pixel = stack[--top];
    const x = pixel % width;
    for (const next of [x > 0 ? pixel - 1 : -1, x < width - 1 ? pixel + 1 : -1, pixel - width, pixel + width]) {
      if (next < 0 || next >= candidate.data.length || output.data[next] > 0.5 || candidate.data[next] < 0.5) continue;
      output.data[next] = 1;
      stack[top++] = next;
    }
  }
  return output;
}

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

/** The inside of an old sleeve is darker than this (luma, 0–255) and than this share of the old garment's median. */
const SLEEVE_INSIDE_DARK = { luma: 45, share: 0.6 };
/** Around each upper arm, this far from its line (shoulder widths), below the shoulders by at least this much. */
const SLEEVE_INSIDE_REACH = 0.3;
const SLEEVE_INSIDE_BELOW = 0.1;
/** The most a sleeve's inside covers (shoulder widths squared): dark hair beside the arm is larger. */
const SLEEVE_INSIDE_AREA = 0.012;

/**
 * The dark inside of an old short sleeve, seen below its hem beside the arm: darker than any of the garment's colours,
 * it was not found with the garment and stayed as a dark triangle beside the arm once the sleeve was repainted. Small
 * dark parts of the person touching the old garment around the upper arms are that inside.
 */
export function sleeveInsides(input: {
  image: RgbImage;
  personMask: Mask;
  skin: Mask;
  head: Mask;
  oldGarment: Mask;
  body: Body;
}): Mask {
  const { image, personMask, skin, head, oldGarment, body } = input;
  const { width, height } = oldGarment;
  const output = createMask(width, height);
  const zone = createMask(width, height);
  for (const arm of [body.armLeft, body.armRight])
    fillCapsule(zone, arm.root, arm.middle, body.shoulderWidth * SLEEVE_INSIDE_REACH);
  // Everything below happens within the upper arms' zone: a few percent of the photo.
  const box = maskBounds(zone);
  if (!box) return output;
  const boxWidth = box.right - box.left + 1;
  const boxHeight = box.bottom - box.top + 1;
  const pixelAt = (cell: number) => (box.top + floor(cell / boxWidth)) * width + box.left + (cell % boxWidth);
  const lumaAt = (pixel: number) => luma(image.data, pixel);
  const histogram = new Int32Array(256);
  let count = 0;
  for (let cell = 0; cell < boxWidth * boxHeight; cell++) {
    const pixel = pixelAt(cell);
    if (oldGarment.data[pixel] < 0.5) continue;
    histogram[min(255, round(lumaAt(pixel)))]++;
    count++;
  }
  if (count === 0) return output;
  let median = 0;
  for (let seen = 0; median < 255 && (seen += histogram[median]) < count / 2;) median++;
  const darkest = min(SLEEVE_INSIDE_DARK.luma, median * SLEEVE_INSIDE_DARK.share);
  const shoulderLine = midpoint(body.shoulderLeft, body.shoulderRight);
  const candidates = createMask(boxWidth, boxHeight);
  for (let cell = 0; cell < candidates.data.length; cell++) {
    const pixel = pixelAt(cell);
    if (zone.data[pixel] < 0.5 || personMask.data[pixel] < 0.5 || oldGarment.data[pixel] > 0.5) continue;
    if (skin.data[pixel] > 0.5 || head.data[pixel] > 0.5 || lumaAt(pixel) >= darkest) continue;
    const x = pixel % width;
    const depth = (x - shoulderLine.x) * body.down.x + ((pixel - x) / width - shoulderLine.y) * body.down.y;
    if (depth >= body.shoulderWidth * SLEEVE_INSIDE_BELOW) candidates.data[cell] = 1;
  }
  const { labels, sizes } = labelComponents(candidates);
  const touching = new Uint8Array(sizes.length);
  for (let cell = 0; cell < labels.length; cell++) {
    const label = labels[cell];
    if (label === 0 || touching[label]) continue;
    const pixel = pixelAt(cell);
    const x = pixel % width;
    if (
      (x > 0 && oldGarment.data[pixel - 1] > 0.5) ||
      (x < width - 1 && oldGarment.data[pixel + 1] > 0.5) ||
      (pixel >= width && oldGarment.data[pixel - width] > 0.5) ||
      (pixel + width < oldGarment.data.length && oldGarment.data[pixel + width] > 0.5)
    )
      touching[label] = 1;
  }
  const largest = body.shoulderWidth * body.shoulderWidth * SLEEVE_INSIDE_AREA;
  for (let cell = 0; cell < labels.length; cell++) {
    const label = labels[cell];
    if (label > 0 && touching[label] && sizes[label] <= largest) output.data[pixelAt(cell)] = 1;
  }
  return output;
}

/** The face, down to the chin: no body's skin (the neck below it is where a repainted collar takes its colour from). */
export function faceAboveChin(head: Mask, body: Body): Mask {
  const face = createMask(head.width, head.height);
  for (let pixel = 0; pixel < face.data.length; pixel++) {
    if (head.data[pixel] <= 0.5) continue;
    const x = pixel % head.width;
    const y = (pixel - x) / head.width;
    const depth = (x - body.head.x) * body.down.x + (y - body.head.y) * body.down.y;
    if (depth < body.shoulderWidth * CHIN_DEPTH) face.data[pixel] = 1;
  }
  return face;
}
